"""`tavern bench`: how fast the engines and the AI are on this machine.

For every registered game, mode and seat count it measures random-agent throughput (decisions/s, games/s), the cost of
`clone()` and `determinize()` at a mid-game table, the search agent's `hard`
decisions (iterations per second, the slowest decision) at tables a quarter,
half and three quarters into a game, and the peak memory one such decision
allocates. It prints a Markdown table (or `--json`), with machine and date.
`--mode` keeps one mode and `--config KEY=VALUE` plays every table with a game
option (RPGQuest's `fast=true`, say); the rows name the options they ran with.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import random
import sys
import tracemalloc
from collections.abc import Callable
from time import perf_counter
from typing import Any

from ai.base import RandomAgent
from ai.cli_values import parse_config, positive
from ai.fallback import game_heuristic
from ai.lab.play import play_game
from ai.levels import LEVELS
from ai.playout import roll_uniform
from ai.search import Search, SearchAgent
from engine import GAMES, new_game
from engine.core import State

try:  # not on every system (Windows has no `resource`); the run's peak memory is then not measured
    import resource
except ImportError:
    resource = None  # type: ignore[assignment]

HARD_MS = LEVELS["hard"][1]["ms"]
PHASES = (0.25, 0.5, 0.75)


def random_games(game: str, config: dict, seconds: float, seed: int) -> dict:
    """Play random games for about `seconds`; throughput and mean game length."""
    agents = [RandomAgent(seed)] * config["players"]
    games = decisions = 0
    started = perf_counter()
    while games == 0 or perf_counter() - started < seconds:
        decisions += play_game(game, config, seed + games, agents).decisions
        games += 1
    elapsed = perf_counter() - started
    return {"decisions_per_sec": decisions / elapsed, "games_per_sec": games / elapsed,
            "decisions_per_game": decisions / games, "random_games": games}


def table_at(game: str, config: dict, decision: int, seed: int, tries: int = 50) -> State:
    """A random game's table at its `decision`-th decision, with a real choice to make."""
    for game_seed in range(seed, seed + tries):
        rng = random.Random(game_seed)
        state = new_game(game, config, game_seed)
        made = 0
        while not state.is_over():
            seat = state.to_move()
            if seat is None:
                roll_uniform(state, rng)
                continue
            legal = state.legal_actions()
            if made >= decision and len(legal) > 1:
                return state
            state.apply(rng.choice(legal))
            made += 1
    raise RuntimeError(f"{game}: no random game from seed {seed} reached decision {decision}")


def per_call_us(call: Callable[[], object], repeat: int) -> float:
    started = perf_counter()
    for _ in range(repeat):
        call()
    return (perf_counter() - started) / repeat * 1e6


def _mover(state: State) -> int:
    """The seat to decide at a table `table_at` picked (never a chance node)."""
    seat = state.to_move()
    assert seat is not None, "a benchmark table waits for a decision"
    return seat


def copy_costs(state: State, repeat: int) -> dict:
    seat = _mover(state)
    rng = random.Random(0)
    return {"clone_us": per_call_us(state.clone, repeat),
            "determinize_us": per_call_us(lambda: state.determinize(seat, rng), repeat)}


def hard_decisions(game: str, tables: list[State], ms: float) -> dict:
    """Time `hard` search decisions at the given tables."""
    heuristic = game_heuristic(game)
    times, rates = [], []
    for index, state in enumerate(tables):
        agent = SearchAgent(heuristic, seed=index, ms=ms)
        started = perf_counter()
        agent.choose(state, _mover(state))
        took = perf_counter() - started
        times.append(took)
        rates.append(agent.last_iterations / took)
    return {"search_iters_per_sec": sum(rates) / len(rates), "hard_decision_max_s": max(times),
            "search_heuristic": not heuristic.neutral, "iterations": rates}


def search_peak_mb(game: str, state: State, iterations: int) -> float:
    """Peak memory allocated by one search of `iterations` (tree and determinized copies)."""
    search = Search(game_heuristic(game), random.Random(0))
    tracemalloc.start()
    try:
        search.run(state, _mover(state), iters=max(1, iterations))
        return tracemalloc.get_traced_memory()[1] / 2**20
    finally:
        tracemalloc.stop()


def bench_table(game: str, mode: str, players: int, seconds: float, ms: float, seed: int,
                options: dict | None = None) -> dict:
    options = options or {}
    config = {**options, "mode": mode, "players": players}
    row: dict[str, Any] = {"game": game, "mode": mode, "players": players, "options": options}
    row.update(random_games(game, config, seconds, seed))
    length = row["decisions_per_game"]
    tables = [table_at(game, config, int(length * phase), seed) for phase in PHASES]
    middle = tables[len(tables) // 2]
    row.update(copy_costs(middle, repeat=200))
    decisions = hard_decisions(game, tables, ms)
    iterations = decisions.pop("iterations")
    row.update(decisions)
    row["search_peak_mb"] = search_peak_mb(game, middle, int(iterations[len(iterations) // 2] * ms / 1000))
    return row


def tables_to_bench(names: list[str], mode: str | None, config: dict) -> list[tuple[str, str, int, dict]]:
    """(game, mode, seats, options) of every table to measure; `ValueError` (before anything is
    measured) names an unknown game or mode, or an option a game does not take."""
    unknown = [name for name in names if name not in GAMES]
    if unknown:
        raise ValueError(f"unknown game {unknown[0]!r} (games: {', '.join(sorted(GAMES)) or 'none'})")
    tables = []
    for name in names:
        modes = GAMES[name].modes
        if mode is not None and mode not in modes:
            raise ValueError(f"{name}: unknown mode {mode!r} (modes: {', '.join(modes)})")
        for each in [mode] if mode is not None else list(modes):
            for players in modes[each]:
                full = GAMES[name].normalise_config({**config, "mode": each, "players": players})
                tables.append((name, each, players, {key: full[key] for key in config}))
    return tables


def run_bench(games: list[str] | None = None, seconds: float = 2.0, ms: float = HARD_MS,
              seed: int = 0, mode: str | None = None, config: dict | None = None) -> dict:
    tables = tables_to_bench(games or sorted(GAMES), mode, config or {})
    rows = [bench_table(name, each, players, seconds, ms, seed, options)
            for name, each, players, options in tables]
    return {"date": datetime.date.today().isoformat(), "machine": machine(), "search_ms": ms,
            "results": rows, "max_rss_mb": peak_rss_mb()}


def machine() -> dict:
    return {"platform": platform.platform(), "processor": platform.processor() or platform.machine(),
            "cpus": os.cpu_count(), "python": platform.python_version()}


def peak_rss_mb() -> float | None:
    """The whole process's peak resident memory in MB (Linux reports KB), or None where unknown."""
    if resource is None:
        return None
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


COLUMNS = [
    ("game", "game", "{}"), ("mode", "mode", "{}"), ("players", "seats", "{}"),
    ("decisions_per_sec", "decisions/s", "{:,.0f}"), ("games_per_sec", "games/s", "{:,.1f}"),
    ("decisions_per_game", "decisions/game", "{:,.0f}"), ("clone_us", "clone µs", "{:,.0f}"),
    ("determinize_us", "determinize µs", "{:,.0f}"), ("search_iters_per_sec", "search it/s", "{:,.0f}"),
    ("hard_decision_max_s", "slowest hard s", "{:.2f}"), ("search_peak_mb", "search peak MB", "{:.1f}"),
]

SEARCH_COLUMN = [key for key, _, _ in COLUMNS].index("search_iters_per_sec")
MODE_COLUMN = [key for key, _, _ in COLUMNS].index("mode")


def format_table(report: dict) -> str:
    m = report["machine"]
    lines = [(f"{report['date']} on {m['processor']}, {m['cpus']} CPUs, Python {m['python']} "
             f"({m['platform']}); hard search budget {report['search_ms']:g} ms"), "",
             "| " + " | ".join(title for _, title, _ in COLUMNS) + " |",
             "|" + "|".join("---" for _ in COLUMNS) + "|"]
    for row in report["results"]:
        cells = [fmt.format(row[key]) for key, _, fmt in COLUMNS]
        if row.get("options"):
            cells[MODE_COLUMN] += " (" + ", ".join(f"{key}={json.dumps(value) if isinstance(value, bool) else value}"
                                                   for key, value in row["options"].items()) + ")"
        if not row["search_heuristic"]:
            cells[SEARCH_COLUMN] += " (no heuristic)"
        lines.append("| " + " | ".join(cells) + " |")
    rss = report["max_rss_mb"]
    lines += ["", "peak resident memory of the whole run: "
              + (f"{rss:.0f} MB" if rss is not None else "not measured on this system")]
    return "\n".join(lines)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("games", nargs="*", help="games to measure (default: every registered game)")
    parser.add_argument("--seconds", type=positive, default=2.0,
                        help="seconds of random play per game and mode (default 2)")
    parser.add_argument("--search-ms", type=positive, default=HARD_MS,
                        help=f"search budget per decision (default {HARD_MS}, the hard level)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the measured games (default 0)")
    parser.add_argument("--mode", help="measure only this mode (default: every mode of each game)")
    parser.add_argument("--config", action="append", default=[], metavar="KEY=VALUE",
                        help="a game option for every measured table, repeatable (e.g. --config fast=true)")
    parser.add_argument("--json", action="store_true", help="print one JSON object on stdout")


def run(args: argparse.Namespace) -> int:
    if not GAMES:
        print("tavern bench: no games are registered", file=sys.stderr)
        return 2
    try:
        report = run_bench(args.games, args.seconds, args.search_ms, args.seed, args.mode,
                           parse_config(args.config))
    except ValueError as error:
        print(f"tavern bench: {error}", file=sys.stderr)
        return 2
    print(json.dumps(report) if args.json else format_table(report))
    return 0
