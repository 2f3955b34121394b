"""A pseudo-terminal pair standing in for the board's USB serial port.

The emulator keeps the master side; the host opens the slave path
(`/dev/pts/N`) with pyserial exactly as it opens a real board. `unplug()`
closes both sides, so a host reading the port gets an error as with a pulled
cable; `plug()` makes a new pair. With `link`, a stable symlink follows the
current pair, as udev's /dev/serial/by-id names do for real boards.
"""

from __future__ import annotations

import os
import tty


class PtyPort:
    def __init__(self, link: str | None = None) -> None:
        self.link = link
        self.path: str | None = None
        self.dropped = 0
        self.muted = False  # True: what the board writes is lost on the way
        self._master = -1
        self._slave = -1
        self.plug()

    @property
    def plugged(self) -> bool:
        return self._master >= 0

    @property
    def name(self) -> str:
        """What the host should open: the stable link if any, else the pty path."""
        return self.link or self.path or ""

    def plug(self) -> None:
        if self.plugged:
            return
        master, slave = os.openpty()
        tty.setraw(slave)
        tty.setraw(master)
        os.set_blocking(master, False)
        self._master, self._slave = master, slave
        self.path = os.ttyname(slave)
        if self.link:
            temporary = self.link + ".new"
            if os.path.lexists(temporary):
                os.unlink(temporary)
            os.symlink(self.path, temporary)
            os.replace(temporary, self.link)

    def unplug(self) -> None:
        if not self.plugged:
            return
        if self.link and os.path.lexists(self.link):
            os.unlink(self.link)
        os.close(self._master)
        os.close(self._slave)
        self._master = self._slave = -1

    def read(self) -> bytes:
        """Whatever the host wrote (never blocks; b"" when unplugged)."""
        if not self.plugged:
            return b""
        try:
            return os.read(self._master, 4096)
        except (BlockingIOError, OSError):
            return b""

    def write(self, data: bytes) -> None:
        """Send to the host; like USB CDC without a reader, data that does not fit is dropped."""
        if not self.plugged or self.muted:
            self.dropped += len(data)
            return
        try:
            os.write(self._master, data)
        except (BlockingIOError, OSError):
            self.dropped += len(data)

    def close(self) -> None:
        self.unplug()
