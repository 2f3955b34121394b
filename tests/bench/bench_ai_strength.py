"""How strong Tavern's AI rivals are: the matches behind docs/ai.md's figures (past tables: docs/measurements/).

For every registered game and mode it plays, with seats rotated between games:
heuristic against random, and search against heuristic, in every mode with
two or more seats (at the mode's smallest seat count, one agent against the
rest); and in solo modes the heuristic and the search each alone. It prints a
Markdown table with 95% intervals. Run:

    .venv/bin/python tests/bench/bench_ai_strength.py --games 400 --search-games 40 --search-ms 1000
"""

from __future__ import annotations

import argparse
import datetime
import os
import platform
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from ai.sim import run_sim  # noqa: E402
from engine import GAMES  # noqa: E402


def match(game: str, mode: str, players: int, first: str, other: str, games: int) -> dict:
    agents = [first] + [other] * (players - 1)
    started = time.perf_counter()
    report = run_sim(game, mode, players, agents, games, seed=1000, rotate=True)
    low, high = report["agent_win_ci95"][first]
    return {"game": game, "mode": mode, "players": players, "agent": first, "against": other,
            "games": games, "errors": report["errors"], "rate": report["agent_win_rate"][first],
            "low": low, "high": high, "minutes": (time.perf_counter() - started) / 60}


def rows(names: list[str], games: int, search_games: int, search_ms: float) -> list[dict]:
    search = f"search:ms={search_ms:g}"
    found = []
    for name in names:
        for mode, counts in GAMES[name].modes.items():
            players = counts[0]
            if players == 1:
                for agent in ("heuristic", search):
                    sample = games if agent == "heuristic" else search_games
                    found.append(match(name, mode, 1, agent, "", sample))
            else:
                found.append(match(name, mode, players, "heuristic", "random", games))
                found.append(match(name, mode, players, search, "heuristic", search_games))
            print(_line(found[-1]), file=sys.stderr, flush=True)
    return found


def _line(row: dict) -> str:
    against = f"against {row['against']}" if row["against"] else "alone"
    return (f"| {row['game']} | {row['mode']} | {row['players']} | {row['agent']} {against} | "
            f"{row['games']} | {row['rate']:.1%} ({row['low']:.1%}–{row['high']:.1%}) | "
            f"{row['minutes']:.1f} |" + (f" {row['errors']} errors |" if row["errors"] else ""))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="games (default: every registered game)")
    parser.add_argument("--games", dest="count", type=int, default=400, help="games per heuristic match")
    parser.add_argument("--search-games", type=int, default=40, help="games per search match")
    parser.add_argument("--search-ms", type=float, default=1000, help="search budget per decision")
    args = parser.parse_args()
    names = args.games or sorted(GAMES)
    print(f"{datetime.date.today()} on {platform.processor() or platform.machine()}, "
          f"{os.cpu_count()} CPUs, Python {platform.python_version()}\n")
    print("| game | mode | seats | match (rotated) | games | win rate (95% interval) | minutes |")
    print("|---|---|---|---|---|---|---|")
    for row in rows(names, args.count, args.search_games, args.search_ms):
        print(_line(row))
    return 0


if __name__ == "__main__":
    sys.exit(main())
