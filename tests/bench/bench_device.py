"""Dice box benchmarks (not tests): parser throughput and roll latency.

    .venv/bin/python tests/bench/bench_device.py            # both, ~40 s
    .venv/bin/python tests/bench/bench_device.py --rolls 5  # quicker

Latency runs the emulator in real time on a pty and measures, for each roll,
(a) from the firmware writing the roll frame to the engine's state having
taken the roll (transport + host), and (b) from the die physically coming to
rest to the same moment (adds the firmware's 200 ms settle window).
"""

from __future__ import annotations

import argparse
import platform
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import engine  # noqa: E402
from device.emulator.board import Emulator  # noqa: E402
from device.firmware import proto  # noqa: E402
from device.link import DeviceLink  # noqa: E402
from device.sources import DeviceDice  # noqa: E402
from engine.core import Action  # noqa: E402
from tests import fixture_game  # noqa: E402


def parser_throughput(frames: int) -> tuple[float, float]:
    """Frames per second for clean input, and for input with garbage between frames."""
    samples = [proto.heartbeat(1, 12), proto.roll(2, 0, 6, 4, 98, 7), proto.motion(3, 0, "rolling"),
               proto.token(4, "04A1B2C3", True), proto.button(5, "ok")]
    clean = b"".join(proto.encode(samples[i % len(samples)]) for i in range(frames))
    dirty = b"".join(b"\x00garbage*12\n" + proto.encode(samples[i % len(samples)]) for i in range(frames))
    rates = []
    for stream in (clean, dirty):
        parser = proto.Parser()
        started = time.perf_counter()
        count = 0
        for start in range(0, len(stream), 4096):
            count += len(parser.feed(stream[start:start + 4096]))
        elapsed = time.perf_counter() - started
        assert count == frames, (count, frames)
        rates.append(frames / elapsed)
    return rates[0], rates[1]


def roll_latency(rolls: int) -> tuple[list[float], list[float]]:
    engine.register(fixture_game.GAME)
    written: list[float] = []
    at_rest: list[float] = []
    transport, from_rest = [], []
    with tempfile.TemporaryDirectory() as folder, \
            Emulator(link=f"{folder}/ttyTAVERN", seed=1) as board, \
            DeviceLink(board.path) as link:
        assert link.wait_connected(5), link.detail
        die = board.hal.sim_dice[0]
        original = die.sample

        def sample():
            if len(die.pending) == 40:  # the first sample of the final rest
                at_rest.append(time.perf_counter())
            return original()

        die.sample = sample  # type: ignore[method-assign]  # timed: the die's own sample, wrapped
        board.hal.on_write = lambda data: written.append(time.perf_counter()) if b'"roll"' in data else None
        dice = DeviceDice(link, timeout=10)
        state = engine.new_game("lucky-draw", {}, seed=1)
        for _ in range(rolls):
            while state.dice_request() is None:
                if state.is_over():
                    state = engine.new_game("lucky-draw", {}, seed=len(written))
                state.apply(Action("gamble", (), ""))
            written.clear()
            at_rest.clear()
            threading.Timer(0.05, board.roll).start()
            state.roll(dice.roll(state.dice_request()))
            taken = time.perf_counter()
            transport.append((taken - written[0]) * 1000)
            from_rest.append((taken - at_rest[0]) * 1000)
            while not board.idle:
                time.sleep(0.01)
    return transport, from_rest


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=50000)
    parser.add_argument("--rolls", type=int, default=25)
    args = parser.parse_args()
    print(f"{platform.processor() or platform.machine()}, Python {platform.python_version()}, "
          f"{time.strftime('%Y-%m-%d')}")
    clean, dirty = parser_throughput(args.frames)
    print(f"parser: {clean:,.0f} frames/s clean, {dirty:,.0f} frames/s with garbage between frames")
    transport, from_rest = roll_latency(args.rolls)
    print(f"roll frame written -> engine has the roll: median {statistics.median(transport):.2f} ms, "
          f"max {max(transport):.2f} ms ({len(transport)} rolls)")
    print(f"die at rest -> engine has the roll: median {statistics.median(from_rest):.1f} ms, "
          f"max {max(from_rest):.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
