"""The real `tavern host` and `tavern serve` as processes of a test: started on free ports of 127.0.0.1,
waited for by polling with a deadline, and killed (with everything they started) when the test ends."""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import signal
import socket
import subprocess
import sys
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from tests.web.cdp import BrowserError, until

ROOT = Path(__file__).resolve().parents[2]
STARTUP = 180.0
"""Seconds a Tavern process may take to start on a busy machine."""
JOIN_LINE = re.compile(r"Player 1: tavern join (\S+) (\S+)")


@dataclass
class Tavern:
    """A `tavern ...` process of this test and the file its output goes to."""

    process: subprocess.Popen[bytes]
    log: Path

    def output(self) -> str:
        return self.log.read_text(errors="replace")

    def check_running(self, doing: str) -> None:
        if self.process.poll() is not None:
            raise BrowserError(f"tavern ended (status {self.process.returncode}) while {doing}:\n{self.output()[-3000:]}")


def tavern(argv: list[str], log: Path, data: Path) -> Tavern:
    """Start `tavern ARGV` from this checkout, with its own data folder, in a process group of its own."""
    data.mkdir(parents=True, exist_ok=True)
    with log.open("wb") as out:
        process = subprocess.Popen([sys.executable, "-m", "tui.cli", *argv], cwd=ROOT, stdin=subprocess.DEVNULL,
                                   stdout=out, stderr=subprocess.STDOUT, start_new_session=True,
                                   env=dict(os.environ, TAVERN_DATA_DIR=str(data)))
    return Tavern(process, log)


def stop(started: Tavern) -> None:
    """Ctrl+C for the process group, then a kill if it has not ended within 20 s."""
    if started.process.poll() is None:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(started.process.pid, signal.SIGINT)
        try:
            started.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            pass
    with contextlib.suppress(ProcessLookupError):  # whatever it started, and it if it is still there
        os.killpg(started.process.pid, signal.SIGKILL)
    started.process.wait(timeout=20)


@contextlib.contextmanager
def stopped_at_end(started: Tavern) -> Iterator[Tavern]:
    try:
        yield started
    finally:
        stop(started)


async def join_line(host: Tavern) -> tuple[str, str]:
    """The address and code `tavern host` printed for seat 1."""
    async def printed() -> re.Match[str] | None:
        host.check_running("opening its table")
        return JOIN_LINE.search(host.output())

    found = await until(printed, "tavern host to print the join line", STARTUP)
    return found[1], found[2]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


async def serving(serve: Tavern, url: str) -> None:
    """Wait until `tavern serve` answers at `url`."""
    def answers() -> bool:
        try:
            with urllib.request.urlopen(url, timeout=5) as page:
                return bool(page.status == 200)
        except OSError:
            return False

    async def ready() -> bool:
        serve.check_running(f"starting to serve {url}")
        return await asyncio.to_thread(answers)

    await until(ready, f"tavern serve to answer at {url}", STARTUP)
