"""`tavern sim`: play many headless games between agents and report statistics.

Game designers use it for win rates; developers use it to prove an engine
never errors over thousands of games. Virtual dice answer every chance node.
With `--rotate` the agents move one seat along after every game, so the first
player's advantage cancels out; `agent_win_rate` credits each agent spec with
its share of the wins (a shared win split equally), with a 95% interval.
`agent_scores` counts each agent's final scores (and `agent_won_scores` those
of the games it won), so a designer sees a game's score table, not just wins.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from collections.abc import Callable
from typing import TextIO

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    ProgressColumn,
    Task,
    TextColumn,
    TimeRemainingColumn,
)
from rich.text import Text

from ai.cli_values import agent_specs, parse_config, whole
from ai.lab import options as lab
from ai.lab.parallel import collect, iter_local
from ai.lab.play import Cell
from ai.lab.stats import wilson_interval
from ai.lab.summary import by_cell, summarise
from ai.lab.sweep import make_plan
from engine import GAMES, ConfigError


def run_sim(
    game: str,
    mode: str | None = None,
    players: int | None = None,
    agents: list[str] | None = None,
    games: int = 100,
    seed: int = 0,
    config: dict | None = None,
    progress: Callable[[int], None] | None = None,
    rotate: bool = False,
    workers: int = 1,
) -> dict:
    """Play `games` games and return the report as a plain dict.

    `agents` holds one spec per seat, or one spec for every seat. `progress`
    is called with the number of finished games as they finish. `rotate`
    moves every agent one seat along after each game. `workers` processes
    share the games; the report is the same for any number. The game, config
    and agents are checked before the first game: a mistake is a `ConfigError`.
    """
    plan = make_plan(game, mode=mode, players=players, agents=agents, config=config, games=games, seed=seed,
                     rotate=rotate)
    started = time.perf_counter()
    records = collect(iter_local(plan, workers), progress)
    return sim_report(plan.cells[0], records, seed, rotate, max(time.perf_counter() - started, 1e-9))


def sim_report(cell: Cell, records: list[dict], seed: int, rotate: bool, seconds: float) -> dict:
    """The `tavern sim` report of one cell's game records."""
    specs = list(cell.specs)
    seats = len(specs)
    wins = [0] * seats
    agent_wins = dict.fromkeys(specs, 0.0)
    agent_scores: dict[str, dict[str, int]] = {spec: {} for spec in specs}
    agent_won_scores: dict[str, dict[str, int]] = {spec: {} for spec in specs}
    shared_wins = no_winner = decisions = turns = 0
    finished = [record for record in records if record["error"] is None]
    failed = [record for record in records if record["error"] is not None]
    for record in finished:
        decisions += record["decisions"]
        turns += record["turns"]
        winners = record["winners"]
        for winner in winners:
            agent_wins[record["seats"][winner]] += 1.0 / len(winners)
        for seat, score in enumerate(record["scores"]):
            spec = record["seats"][seat]
            _count(agent_scores[spec], score)
            if seat in winners:
                _count(agent_won_scores[spec], score)
        if len(winners) == 1:
            wins[winners[0]] += 1
        elif winners:
            shared_wins += 1
        else:
            no_winner += 1
    first_error = (f"game {failed[0]['index'] + 1} (seed {failed[0]['seed']}):\n{failed[0]['error']}"
                   if failed else None)
    done = len(finished)
    return {
        "game": cell.game,
        "mode": cell.config["mode"],
        "config": dict(cell.config),
        "games": len(records),
        "seats": seats,
        "agents": specs,
        "seed": seed,
        "rotate": rotate,
        "wins": wins,
        "agent_win_rate": {spec: won / done if done else 0.0 for spec, won in agent_wins.items()},
        "agent_win_ci95": {spec: wilson_interval(won, done) for spec, won in agent_wins.items()},
        "agent_scores": {spec: _sorted(counts) for spec, counts in agent_scores.items()},
        "agent_won_scores": {spec: _sorted(counts) for spec, counts in agent_won_scores.items()},
        "shared_wins": shared_wins,
        "no_winner": no_winner,
        "end_reasons": dict(Counter(record["reason"] for record in finished).most_common()),
        "errors": len(failed),
        "first_error": first_error,
        "mean_decisions": decisions / done if done else 0.0,
        "mean_turns": turns / done if done else 0.0,
        "decisions_per_sec": decisions / seconds,
        "games_per_sec": len(records) / seconds,
        "seconds": seconds,
    }


def _count(counts: dict[str, int], score: float) -> None:
    """Count one final score under its JSON key ('12', or '2.5' for a fractional score)."""
    key = str(int(score)) if float(score).is_integer() else str(score)
    counts[key] = counts.get(key, 0) + 1


def _sorted(counts: dict[str, int]) -> dict[str, int]:
    return dict(sorted(counts.items(), key=lambda item: float(item[0])))


def mean_score(counts: dict[str, int]) -> float:
    """The mean of a score count table (0 for an empty one)."""
    games = sum(counts.values())
    return sum(float(score) * n for score, n in counts.items()) / games if games else 0.0


# --------------------------------------------------------------------------- command line


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", nargs="?", help="registered game name (see --list)")
    parser.add_argument("--list", action="store_true", help="name the registered games and modes")
    parser.add_argument("--mode", help="game mode (default: the game's first mode)")
    parser.add_argument("--players", type=whole(1), help="number of seats (default: the mode's smallest)")
    parser.add_argument(
        "--agents", default=["random"], type=agent_specs,
        help="agent specs separated by commas, one for all seats or one per seat; "
        "options after ':' separated by ';' (e.g. random or search:ms=500;depth=8,heuristic)",
    )
    parser.add_argument("--games", type=whole(1), default=100, help="games to play (default 100)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first game (default 0)")
    parser.add_argument(
        "--config", action="append", default=[], metavar="KEY=VALUE",
        help="a game option, repeatable (e.g. --config difficulty=hard)",
    )
    parser.add_argument(
        "--rotate", action="store_true",
        help="move every agent one seat along after each game, so no agent always plays first",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object on stdout")
    lab.add_lab_arguments(parser)


def list_games() -> str:
    lines = []
    for info in GAMES.values():
        modes = ", ".join(
            f"{mode} ({'/'.join(str(n) for n in seats)} players)" for mode, seats in info.modes.items()
        )
        lines.append(f"{info.name:16} {info.title}: {modes}")
    return "\n".join(lines) or "no games registered"


def format_report(report: dict) -> str:
    if report.get("rotate"):
        seats = ", ".join(f"seat {i + 1}: {wins}" for i, wins in enumerate(report["wins"]))
    else:
        seats = ", ".join(f"seat {i + 1} ({agent}): {wins}" for i, (agent, wins)
                          in enumerate(zip(report["agents"], report["wins"], strict=True)))
    return "\n".join([
        (f"{report['game']} ({report['mode']}), {report['games']} games, {report['seats']} seats, "
        f"seed {report['seed']}"),
        f"wins: {seats}",
        (f"shared wins: {report['shared_wins']}, no winner: {report['no_winner']}, "
        f"errors: {report['errors']}"),
        f"mean decisions per game: {report['mean_decisions']:.1f}, mean turns: {report['mean_turns']:.1f}",
        "end reasons: " + (", ".join(f"{reason} {n}" for reason, n in report["end_reasons"].items()) or "none"),
        "agent win rate: " + ", ".join(
            f"{spec} {rate:.1%} ({low:.1%}-{high:.1%})" for (spec, rate), (low, high)
            in zip(report["agent_win_rate"].items(), report["agent_win_ci95"].values(), strict=True)),
        "agent mean score: " + ", ".join(
            f"{spec} {mean_score(counts):.1f} (games it won: {mean_score(report['agent_won_scores'][spec]):.1f})"
            for spec, counts in report["agent_scores"].items()),
        (f"speed: {report['decisions_per_sec']:,.0f} decisions/s, {report['games_per_sec']:,.1f} games/s "
        f"({report['seconds']:.2f} s)"),
    ])


class GameRate(ProgressColumn):
    """Finished games per second."""

    def render(self, task: Task) -> Text:
        return Text(f"{task.speed:,.1f} games/s" if task.speed else "- games/s", style="progress.data.speed")


class SimProgress:
    """A rich progress bar on stderr with games done, rate and time left; a no-op when not shown.

    Called with the number of finished games; the bar appears with the first
    call, so a sim refused before its first game draws nothing.
    """

    def __init__(self, total: int, show: bool, console: Console | None = None) -> None:
        self.total = total
        self.show = show and total >= 20
        self.progress = Progress(TextColumn("games"), BarColumn(), MofNCompleteColumn(), GameRate(),
                                 TimeRemainingColumn(), console=console or Console(stderr=True))
        self.task = self.progress.add_task("sim", total=total)
        self.started = False

    def __call__(self, done: int) -> None:
        if not self.show:
            return
        if not self.started:
            self.progress.start()
            self.started = True
        self.progress.update(self.task, completed=done)

    def stop(self) -> None:
        if self.started:
            self.progress.stop()


def wants_progress(json_output: bool, stdout: TextIO, stderr: TextIO) -> bool:
    """A bar when stderr is a terminal, except for `--json` piped to another program."""
    return stderr.isatty() and not (json_output and not stdout.isatty())


def run(args: argparse.Namespace) -> int:
    if args.list:
        print(list_games())
        return 0
    if not args.game:
        print("tavern sim: name a game (tavern sim --list shows them)", file=sys.stderr)
        return 2
    progress = SimProgress(0, show=False)
    try:
        plan = make_plan(args.game, mode=args.mode, players=args.players, agents=args.agents,
                         config=parse_config(args.config), sweeps=args.sweep, games=args.games, seed=args.seed,
                         rotate=args.rotate, cards=args.cards)
        pair = lab.check_compare(args.compare, plan)
        lab.check_outputs(args)
        progress = SimProgress(plan.total, show=wants_progress(args.json, sys.stdout, sys.stderr))
        started = time.perf_counter()
        records = collect(lab.results(plan, args), progress)
        seconds = max(time.perf_counter() - started, 1e-9)
    except (ConfigError, ValueError) as error:
        progress.stop()
        print(f"tavern sim: {error}", file=sys.stderr)
        return 2
    progress.stop()
    cells = by_cell(records)
    reports = [sim_report(cell, cells[number], args.seed, args.rotate, seconds)
               for number, cell in enumerate(plan.cells, 1)]
    failed = [report for report in reports if report["first_error"]]
    if failed:
        errors = sum(report["errors"] for report in reports)
        print(f"first error in {errors} failed games, {failed[0]['first_error']}", file=sys.stderr)
    rows = summarise(records)
    try:
        lab.write_exports(args, records, rows)
    except OSError as error:
        print(f"tavern sim: cannot write {error.filename}: {error.strerror}", file=sys.stderr)
        return 2
    if args.csv == "-":
        pass
    elif not args.sweep and not args.compare:
        print(json.dumps(reports[0]) if args.json else format_report(reports[0]))
    else:
        paired = lab.comparison(records, pair)
        print(json.dumps(lab.sweep_json(rows, pair, paired, reports)) if args.json
              else lab.sweep_text(plan, rows, pair, paired))
    return 1 if failed else 0
