"""Benchmark (not a test): a table in play without a screen — what the match costs per input, to load a
record, and to undo.

Run: .venv/bin/python tests/bench/bench_match.py

A hot-seat table of two people (seed 3) plays random legal decisions and virtual dice to the end: the
median cost of `apply`/`roll`, and of `Match.from_record` for the finished record. Then a fresh table
90 inputs in: the median of 20 undos, each of a decision just played.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engine.core import Record  # noqa: E402
from tui.match import Match, Seat  # noqa: E402

TABLES: list[tuple[str, dict]] = [("rpgquest", {"players": 2}), ("elria", {"mode": "duel", "players": 2}), ("cartaventuras", {"players": 2})]


def play(match: Match, rng: random.Random, until: int | None = None) -> list[float]:
    """Play random inputs until the game ends (or `until` inputs, stopping at a decision); their times."""
    times = []
    while not match.state.is_over():
        request = match.state.dice_request()
        if until is not None and len(match.record.inputs) >= until and request is None:
            break
        start = time.perf_counter()
        if request is not None:
            match.roll(match.virtual_roll(request))
        else:
            match.apply(rng.choice(match.state.legal_actions()))
        times.append(time.perf_counter() - start)
    return times


def main() -> None:
    for game, config in TABLES:
        match = Match.new(game, config, 3, [Seat(), Seat()])
        times = play(match, random.Random(3))
        record = match.record
        loads = []
        for _ in range(3):
            copy = Record(record.game, record.config, record.seed, list(record.inputs), dict(record.meta))
            start = time.perf_counter()
            Match.from_record(copy)
            loads.append(time.perf_counter() - start)
        match = Match.new(game, config, 3, [Seat(), Seat()])
        play(match, random.Random(3), until=90)
        undos = []
        for _ in range(20):
            match.apply(match.state.legal_actions()[0])
            start = time.perf_counter()
            assert match.undo()
            undos.append(time.perf_counter() - start)
        print(f"{game}: {len(times)} inputs, per input median {statistics.median(times) * 1e3:.3f} ms; "
              f"load {min(loads) * 1e3:.0f} ms; undo 90 inputs in, median {statistics.median(undos) * 1e3:.3f} ms")


if __name__ == "__main__":
    main()
