"""The host's link to the dice box: a reader thread, a handshake, a watchdog, reconnection.

`DeviceLink(port)` opens the port (a path, a pyserial URL, or None to find
the board by USB VID/PID), says hello, checks the protocol's major version,
asks for the board's status, and then hands every message the board sends to
its subscribers and to the `events` queue. Messages are plain dicts as on the
wire (see docs/device.md); the link adds its own `{"t": "link", "status": ...,
"detail": ...}` whenever its status changes.

It never raises on bad input: malformed frames are counted and skipped;
a frame that decodes but breaks the protocol (`device.schema`) is counted,
dropped and reported as a `{"t": "rejected", "of": type, "reason": ...}` event;
a frame repeated as it was (its `seq` and every field) is dropped, and gaps are
logged. A genuine frame is never dropped: a frame whose `seq` is at or just behind
the latest but which says something else (a late one, or the board's own after a
valid-looking frame from elsewhere with a repeated or far-jumping `seq`) is handed
on and counted as late. A board that restarted (a new
hello, its `seq` falling back, its uptime falling back) is greeted again, so
the link follows its new count. When no frame is accepted for the watchdog's
time (the board is silent, or sends nothing usable) or the port fails, it
closes the port and reconnects with back-off, until `stop()`.
"""

from __future__ import annotations

import json
import logging
import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

import serial

from device import schema
from device.firmware import proto
from device.ports import find_board_port

log = logging.getLogger("tavern.device")

CONNECTING = "connecting"
CONNECTED = "connected"
DISCONNECTED = "disconnected"
INCOMPATIBLE = "incompatible"
STOPPED = "stopped"
DUPLICATE_WINDOW = 16  # a seq at most this far behind is a repeat or late; further back, a restart
RECENT_FRAMES = 64  # frames remembered to tell a repeat (the same frame again) from a late or genuine one

Listener = Callable[[dict], None]


@dataclass
class LinkStats:
    """What the link has seen; `malformed` and `overlong` come from the parser.

    `rejected` counts frames that decoded but broke the protocol, the latest
    reason in `last_rejected`; `duplicates` frames repeated as they were (dropped);
    `late` frames handed on although their seq was not ahead of the latest;
    `restarts` counts board restarts found mid-session.
    """

    frames: int = 0
    malformed: int = 0
    overlong: int = 0
    rejected: int = 0
    last_rejected: str = ""
    duplicates: int = 0
    late: int = 0
    gaps: int = 0
    missed: int = 0
    restarts: int = 0
    connects: int = 0


class DeviceLink:
    """A live connection to one dice box; `start()` it, read `events` or `subscribe()`."""

    def __init__(self, port: str | None = None, *, heartbeat: float = 1.0,
                 watchdog: float | None = None, handshake_timeout: float = 2.0,
                 backoff: tuple[float, float] = (0.25, 5.0), baudrate: int = 115200,
                 app: str = "tavern") -> None:
        self.port = port
        self.heartbeat = heartbeat
        self.watchdog = watchdog if watchdog is not None else 3 * heartbeat
        self.handshake_timeout = handshake_timeout
        self.backoff = backoff
        self.baudrate = baudrate
        self.app = app
        self.stats = LinkStats()
        self.events: queue.Queue[dict] = queue.Queue(maxsize=1000)
        self.board: dict | None = None
        self.detail = ""
        self._status = STOPPED
        self._listeners: list[Listener] = []
        self._lock = threading.Lock()
        self._serial: serial.SerialBase | None = None
        self._parser = proto.Parser()
        self._last_seq: int | None = None
        self._board_up: float | None = None
        self._bad_hello = ""
        self._expect: dict | None = None
        self._expect_id = 0
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._tried = threading.Event()
        self._open_problem: str | None = None
        self._recent: dict[tuple[int, str], None] = {}

    # -- lifetime -------------------------------------------------------------
    def start(self) -> DeviceLink:
        if self._thread is None or not self._thread.is_alive():
            self._stop.clear()
            self._tried.clear()
            self._set_status(CONNECTING, "looking for the dice box")
            self._thread = threading.Thread(target=self._run, name="tavern-dice-box", daemon=True)
            self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=5)
        self._set_status(STOPPED, "stopped")

    def __enter__(self) -> DeviceLink:
        return self.start()

    def __exit__(self, *_exc: object) -> None:
        self.stop()

    @property
    def status(self) -> str:
        """connecting, connected, disconnected, incompatible or stopped; `detail` says why."""
        return self._status

    @property
    def connected(self) -> bool:
        return self._status == CONNECTED

    @property
    def last_seq(self) -> int | None:
        """The `seq` of the board's latest accepted message."""
        return self._last_seq

    @property
    def dice(self) -> tuple[int, ...]:
        """The face count of each die on the connected board."""
        return tuple(self.board.get("dice", ())) if self.board else ()

    # -- listening ------------------------------------------------------------
    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Call `listener(message)` (from the reader thread) for every event; returns unsubscribe."""
        with self._lock:
            self._listeners.append(listener)

        def unsubscribe() -> None:
            with self._lock:
                if listener in self._listeners:
                    self._listeners.remove(listener)

        return unsubscribe

    def wait_for(self, predicate: Callable[[dict], bool], timeout: float) -> dict | None:
        """The first future event for which `predicate` is true, or None after `timeout` s."""
        found: queue.Queue[dict] = queue.Queue()
        unsubscribe = self.subscribe(lambda m: found.put(m) if predicate(m) else None)
        try:
            return found.get(timeout=timeout)
        except queue.Empty:
            return None
        finally:
            unsubscribe()

    def open_problem(self, timeout: float) -> str | None:
        """Wait (up to `timeout` s) for the first try to open the port; why it could not be opened, or None
        (it opened, or the try took longer). A named port that does not exist is known at once."""
        self._tried.wait(timeout)
        return self._open_problem

    def wait_connected(self, timeout: float) -> bool:
        deadline = time.monotonic() + timeout
        while not self.connected and time.monotonic() < deadline and not self._stop.is_set():
            time.sleep(0.01)
        return self.connected

    # -- talking --------------------------------------------------------------
    def send(self, message: dict) -> bool:
        """Send a host message; False when no board is connected."""
        port = self._serial
        if port is None or not self.connected:
            return False
        return self._write(port, message)

    def request_status(self) -> bool:
        return self.send(proto.host_status())

    def calibrate(self, value: int, die: int = 0) -> bool:
        """Record the face now up on `die` as `value` (the board answers status or err)."""
        return self.send(proto.calibrate(die, value))

    def expect(self, faces: tuple[int, ...]) -> int:
        """Light the roll prompt for these dice; returns the id the board's rolls will carry.

        After a reconnection the board gets the pending request again (or a
        cleared prompt once `clear_expect()` was called).
        """
        with self._lock:
            self._expect_id = self._expect_id % 999 + 1
            self._expect = proto.expect(self._expect_id, list(faces))
            message = self._expect
        self.send(message)
        return message["x"]

    def clear_expect(self) -> None:
        with self._lock:
            self._expect = None
        self.send(proto.expect(0, []))

    # -- the reader thread ----------------------------------------------------
    def _run(self) -> None:
        delay = self.backoff[0]
        while not self._stop.is_set():
            port = self.port or find_board_port()
            if port is None:
                self._set_status(DISCONNECTED, "no dice box found: plug it in over USB "
                                 "or name its port with --device PORT")
            else:
                if self._session(port):
                    delay = self.backoff[0]
                if self._status == INCOMPATIBLE:
                    delay = self.backoff[1]
            if self._stop.wait(delay):
                break
            delay = min(delay * 2, self.backoff[1])

    def _session(self, port: str) -> bool:
        """One connection; True if the handshake succeeded."""
        try:
            link = serial.serial_for_url(port, baudrate=self.baudrate, timeout=0.02,
                                         write_timeout=1.0)
        except (serial.SerialException, OSError, ValueError) as error:
            self._open_problem = f"cannot open {port}: {error}"
            self._tried.set()
            self._set_status(DISCONNECTED, self._open_problem)
            return False
        self._open_problem = None
        self._tried.set()
        self._parser.reset()
        shook_hands = False
        try:
            link.reset_input_buffer()
            shook_hands = self._handshake(link, port)
            if shook_hands:
                self._listen(link)
        except (serial.SerialException, OSError) as error:
            self._set_status(DISCONNECTED, f"the dice box on {port} went away ({error})")
        finally:
            self._serial = None
            self._parser.reset()
            link.close()
        return shook_hands

    def _handshake(self, link: serial.SerialBase, port: str) -> bool:
        self._bad_hello = ""
        self._greet(link)
        deadline = time.monotonic() + self.handshake_timeout
        while time.monotonic() < deadline and not self._stop.is_set():
            for message in self._read(link):
                if message["t"] == "hello":
                    return self._accept_hello(message, link, port)
            if self._bad_hello:
                return self._refuse_hello(port)
        self._set_status(DISCONNECTED, f"{port} did not answer hello within "
                         f"{self.handshake_timeout:g} s: is it a Tavern dice box?")
        return False

    def _accept_hello(self, hello: dict, link: serial.SerialBase, port: str) -> bool:
        theirs = hello["proto"]
        if proto.major(theirs) != proto.PROTOCOL_MAJOR:
            self._set_status(INCOMPATIBLE, f"the dice box on {port} speaks protocol {theirs} "
                             f"but this Tavern speaks {proto.PROTOCOL}: flash the firmware that "
                             "comes with this Tavern (docs/device.md, Flashing)")
            return False
        self.board = hello
        self._last_seq = hello["seq"]
        self._recent.clear()
        self._board_up = None
        self._bad_hello = ""
        self.stats.connects += 1
        self._serial = link
        self._set_status(CONNECTED, f"dice box on {port} (firmware {hello['fw']})")
        self._publish(hello)
        self._write(link, proto.host_status())
        with self._lock:
            pending = self._expect
        self._write(link, pending if pending is not None else proto.expect(0, []))
        return True

    def _refuse_hello(self, port: str) -> bool:
        self._set_status(INCOMPATIBLE, f"the dice box on {port} said a hello this Tavern cannot "
                         f"use ({self._bad_hello}): flash the firmware that comes with this "
                         "Tavern (docs/device.md, Flashing)")
        return False

    def _listen(self, link: serial.SerialBase) -> None:
        last_heard = time.monotonic()
        while not self._stop.is_set():
            for message in self._read(link):
                if self._deliver(message, link):
                    last_heard = time.monotonic()
                if self._status == INCOMPATIBLE:
                    return
            if self._bad_hello:
                self._refuse_hello(self.port or "USB")
                return
            if time.monotonic() - last_heard > self.watchdog:
                self._set_status(DISCONNECTED, f"no heartbeat (nothing usable) from the dice "
                                 f"box for {self.watchdog:g} s: reconnecting")
                return

    def _read(self, link: serial.SerialBase) -> list[dict]:
        """The messages that follow the protocol; the others are counted and reported."""
        # every port serial_for_url opens (posix, pty, loop://) has in_waiting; SerialBase does not declare it
        data = link.read(max(1, link.in_waiting))  # type: ignore[attr-defined]
        if not data:
            return []
        messages = self._parser.feed(data)
        self.stats.malformed = self._parser.malformed
        self.stats.overlong = self._parser.overlong
        fit = []
        for message in messages:
            reason = schema.problem(message)
            if reason is None:
                fit.append(message)
            else:
                self._reject(message, reason)
        return fit

    def _reject(self, message: dict, reason: str) -> None:
        self.stats.rejected += 1
        self.stats.last_rejected = reason
        log.warning("dice box: ignored a frame (%s)", reason)
        kind = message["t"]
        if kind == "hello":
            self._bad_hello = reason
        self._publish({"t": "rejected", "of": kind, "reason": reason})

    def _deliver(self, message: dict, link: serial.SerialBase) -> bool:
        """Hand on one message; False if it was a repeat of a recent frame (or a refused hello)."""
        seq = message["seq"]
        if message["t"] == "hello":  # the board restarted, or answers our hello: seq starts again
            return self._accept_hello(message, link, self.port or "USB")
        frame = (seq, json.dumps(message, sort_keys=True))
        if frame in self._recent:
            self.stats.duplicates += 1
            return False
        self._recent[frame] = None
        while len(self._recent) > RECENT_FRAMES:
            del self._recent[next(iter(self._recent))]
        ahead = (seq - self._last_seq) % proto.SEQ_MODULO if self._last_seq is not None else 1
        if self._restarted(message, ahead):
            self.stats.restarts += 1
            log.warning("dice box: it restarted without a hello (seq %d after %s): greeting it "
                        "again", seq, self._last_seq)
            self._greet(link)
        elif ahead == 0 or ahead >= proto.SEQ_MODULO - DUPLICATE_WINDOW:
            # not a repeat of a frame seen, so possibly the board's own: handed on, the count left where it is
            self.stats.late += 1
            self.stats.frames += 1
            self._publish(message)
            return True
        elif ahead > 1:
            self.stats.gaps += 1
            self.stats.missed += ahead - 1
            log.warning("dice box: %d message(s) lost before seq %d", ahead - 1, seq)
        self._last_seq = seq
        if "up" in message:
            self._board_up = message["up"]
        self.stats.frames += 1
        self._publish(message)
        return True

    def _restarted(self, message: dict, ahead: int) -> bool:
        """Its seq fell back further than a repeat would, or its uptime fell back."""
        if proto.SEQ_MODULO // 2 < ahead < proto.SEQ_MODULO - DUPLICATE_WINDOW:
            return True
        up = message.get("up")
        return up is not None and self._board_up is not None and up < self._board_up

    def _greet(self, link: serial.SerialBase) -> None:
        """Say hello with our heartbeat period; the board answers with its hello."""
        self._write(link, proto.host_hello(self.app, int(self.heartbeat * 1000)))

    def _write(self, link: serial.SerialBase, message: dict) -> bool:
        try:
            with self._lock:
                link.write(proto.encode(message))
            return True
        except (serial.SerialException, OSError) as error:
            log.warning("dice box: could not send %s (%s)", message.get("t"), error)
            return False

    def _set_status(self, status: str, detail: str) -> None:
        changed = status != self._status or detail != self.detail
        self._status, self.detail = status, detail
        if changed:
            if status != CONNECTED:
                log.info("dice box: %s (%s)", status, detail)
            self._publish({"t": "link", "status": status, "detail": detail})

    def _publish(self, message: dict) -> None:
        while True:
            try:
                self.events.put_nowait(message)
                break
            except queue.Full:
                try:
                    self.events.get_nowait()
                except queue.Empty:
                    pass
        with self._lock:
            listeners = list(self._listeners)
        for listener in listeners:
            try:
                listener(message)
            except Exception:  # a listener's bug must not stop the dice box
                log.exception("dice box: an event listener failed")
