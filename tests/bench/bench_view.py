"""Benchmark (not a test): what one `state.view(seat)` costs, per game, mode and seat count.

Run: .venv/bin/python tests/bench/bench_view.py [--games 3] [--repeat 200] [--only rpgquest] [--level easy]
     [--profile]

`view(seat)` is built at every board refresh, at every hard-AI decision and for every network
message, so it should cost little next to a move. For every registered game, mode and seat count
(RPGQuest also with `fast=true`) it plays `--games` seeded games (random moves, or `--level`'s
AI in every seat, whose groups grow as real players' do), keeps the tables a
quarter, half and three quarters into each, and times `view(seat)` there for every seat: the
median microseconds per call over those tables, the slowest table, and the size of the view as
compact JSON (what the network sends). Each time is the best of 5 rounds in CPU time, so
that other work on the machine weighs little. `--profile` prints cProfile's top entries for the views
of one game instead (`--only` names it).
"""

from __future__ import annotations

import argparse
import cProfile
import json
import pstats
import random
import statistics
import sys
from pathlib import Path
from time import process_time

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from ai.levels import make_agent  # noqa: E402
from engine import GAMES, new_game  # noqa: E402
from engine.core import State  # noqa: E402

PHASES = (0.25, 0.5, 0.75)


def _roll(state: State, rng: random.Random) -> None:
    request = state.dice_request()
    assert request is not None
    state.roll(tuple(rng.randint(1, faces) for faces in request.dice))


def tables(game: str, config: dict, seed: int, level: str = "") -> list[State]:
    """Copies of one seeded game's table a quarter, half and three quarters in: random moves, or AI
    seats of `level` (their groups grow as real players' do)."""
    rng, state, kept = random.Random(seed), new_game(game, config, seed), []
    agents = [make_agent(game=game, level=level, seed=seed + seat) for seat in range(config["players"])] \
        if level else []
    while not state.is_over():
        seat = state.to_move()
        if seat is None:
            _roll(state, rng)
            continue
        kept.append(state.clone())
        state.apply(agents[seat].choose(state, seat) if agents else rng.choice(state.legal_actions()))
    return [kept[int(len(kept) * phase)] for phase in PHASES] if kept else []


def per_view_us(state: State, seat: int, repeat: int, rounds: int = 5) -> float:
    """The best of `rounds` of `repeat` calls, in CPU time (the machine may be shared)."""
    best = float("inf")
    for _ in range(rounds):
        started = process_time()
        for _ in range(repeat):
            state.view(seat)
        best = min(best, process_time() - started)
    return best / repeat * 1e6


def configs(only: str | None):
    for name, info in GAMES.items():
        if only and name != only:
            continue
        extras = ({}, {"fast": True}) if name == "rpgquest" else ({},)
        for mode, counts in info.modes.items():
            for players in counts:
                for extra in extras:
                    yield name, {"mode": mode, "players": players, **extra}


def row(game: str, config: dict, games: int, repeat: int, level: str = "") -> dict:
    times, sizes = [], []
    for seed in range(games):
        for state in tables(game, config, seed, level):
            for seat in range(config["players"]):
                times.append(per_view_us(state, seat, repeat))
                sizes.append(len(json.dumps(state.view(seat), separators=(",", ":"))))
    return {"median_us": statistics.median(times), "max_us": max(times), "bytes": statistics.median(sizes)}


def profile(game: str, games: int, repeat: int, level: str = "") -> None:
    states = [(state, seat) for name, config in configs(game) for seed in range(games)
              for state in tables(name, config, seed, level) for seat in range(config["players"])]
    profiler = cProfile.Profile()
    profiler.enable()
    for state, seat in states:
        for _ in range(repeat):
            state.view(seat)
    profiler.disable()
    pstats.Stats(profiler).sort_stats("cumulative").print_stats(30)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="random games per table (default 3)")
    parser.add_argument("--repeat", type=int, default=200, help="views per round, per table and seat (default 200)")
    parser.add_argument("--only", help="one game")
    parser.add_argument("--level", default="", help="AI seats of this level play the games (default: random moves)")
    parser.add_argument("--profile", action="store_true", help="cProfile the views of --only instead")
    args = parser.parse_args()
    if args.profile:
        profile(args.only or "rpgquest", args.games, args.repeat, args.level)
        return
    print("| game | table | view µs (median) | slowest µs | JSON bytes |")
    print("|---|---|---:|---:|---:|")
    for game, config in configs(args.only):
        result = row(game, config, args.games, args.repeat, args.level)
        table = f"{config['mode']} {config['players']}" + (" fast" if config.get("fast") else "")
        print(f"| {game} | {table} | {result['median_us']:.1f} | {result['max_us']:.1f} | {result['bytes']:.0f} |",
              flush=True)


if __name__ == "__main__":
    main()
