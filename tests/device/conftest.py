"""Fixtures: an emulated dice box on a real pty, and a host link talking to it."""

from __future__ import annotations

import time

import pytest

from device.emulator.board import Emulator
from device.firmware import proto
from device.link import DeviceLink

HEARTBEAT = 0.05  # seconds; the board's default is 1 s


@pytest.fixture
def emulator(tmp_path):
    board = Emulator(link=str(tmp_path / "ttyTAVERN"), heartbeat_ms=int(HEARTBEAT * 1000),
                     time_scale=4, seed=7)
    with board:
        yield board


@pytest.fixture
def link(emulator):
    host = DeviceLink(emulator.path, heartbeat=HEARTBEAT, watchdog=0.4, handshake_timeout=1.0,
                      backoff=(0.05, 0.2))
    with host:
        assert host.wait_connected(5), host.detail
        yield host


def wait_until(condition, timeout=5.0):
    """Poll `condition` until true; the timeout is only an upper bound for a stuck test."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.01)
    return False


def quiet_board(emulator, link, seconds=60):
    """Freeze the board and wait until the host has read every frame it sent before.

    Returns the last `seq` the host saw, so a test can inject frames that follow
    on exactly, even when a heartbeat was still in flight on a busy machine. The
    board stays quiet for the rest of the test (a loaded machine once took longer
    than 3 s, and the board's own heartbeats then joined the injected ones);
    `emulator.freeze(0)` wakes it.
    """
    emulator.freeze(seconds)
    link.watchdog = 10
    sent = (emulator.firmware.seq - 1) % proto.SEQ_MODULO
    assert wait_until(lambda: link.last_seq == sent), f"host stuck at seq {link.last_seq}, board sent {sent}"
    return link.last_seq


def events_of(link, kind):
    """The link's future events of type `kind`, collected as they come."""
    seen = []
    link.subscribe(lambda m: seen.append(m) if m["t"] == kind else None)
    return seen


def settle(emulator, timeout=5.0):
    assert wait_until(lambda: emulator.idle, timeout)


def lying_hello(emulator, **fields):
    """From now on the board answers hello with `fields` changed (a misbehaving firmware),
    and it says such a hello at once; returns that hello."""
    firmware = emulator.firmware
    hello = proto.hello(firmware.seq, "emulator", "sim", [6], ["dice"])
    hello.update(fields)
    firmware.send_hello = lambda: firmware.send(dict(hello, seq=firmware.next_seq()))
    emulator.inject(proto.encode(hello))
    return hello
