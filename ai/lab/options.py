"""The balance lab's flags of `tavern sim`: sweeps, workers, Ray, exports and the paired comparison."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from dataclasses import asdict
from pathlib import Path

from ai.cli_values import whole
from ai.lab.cluster import LOCAL, iter_ray
from ai.lab.export import write_csv, write_jsonl
from ai.lab.parallel import all_cores, iter_local
from ai.lab.stats import Difference
from ai.lab.summary import Row, compare
from ai.lab.sweep import Plan, sweep_option
from ai.lab.table import format_comparison, format_table
from engine import ConfigError


def cell_pair(text: str) -> tuple[int, int]:
    """`--compare 1,3`: two different cell numbers from the table, counted from 1."""
    parts = text.split(",")
    if len(parts) != 2 or not all(part.strip().isdigit() and int(part) >= 1 for part in parts) or \
            parts[0].strip() == parts[1].strip():
        raise argparse.ArgumentTypeError(f"must name two different cells by number, e.g. 1,2 (got {text!r})")
    return int(parts[0]), int(parts[1])


def add_lab_arguments(parser: argparse.ArgumentParser) -> None:
    """The lab's flags, added to `tavern sim`'s."""
    parser.add_argument(
        "--sweep", action="append", default=[], type=sweep_option, metavar="KEY=V1,V2",
        help="play every combination of these values with the same seeds, repeatable; KEY is a config key, "
        "mode, players, agents (a line-up's seats joined by +, e.g. agents=random,heuristic+random) or cards",
    )
    parser.add_argument("--cards", metavar="DIR",
                        help="play the card files of DIR, an edited copy of the game's data folder (checked first)")
    parser.add_argument("--workers", type=whole(1), default=all_cores(),
                        help=f"processes that play games side by side (default: every core, {all_cores()} here)")
    parser.add_argument("--ray", nargs="?", const=LOCAL, metavar="ADDRESS",
                        help="play the games as Ray tasks: alone, on a Ray instance started here; with an address "
                        "(auto, ray://head:10001), on that cluster (needs pip install 'tavern-table[cluster]')")
    parser.add_argument("--batch", type=whole(1), metavar="N",
                        help="games per batch (a Ray task or a worker's share; default: chosen for the run)")
    parser.add_argument("--out", metavar="FILE.jsonl", help="write one JSON line per game to this file")
    parser.add_argument("--csv", metavar="FILE", help="write the summary table as CSV to this file (- for stdout)")
    parser.add_argument("--compare", type=cell_pair, metavar="A,B",
                        help="compare cell B with cell A on their common seeds (default with two cells: 1,2)")


def check_compare(pair: tuple[int, int] | None, plan: Plan) -> tuple[int, int] | None:
    """The cells to compare: the pair asked for, else the two cells of a two-cell sweep."""
    if pair is None:
        return (1, 2) if len(plan.cells) == 2 else None
    if max(pair) > len(plan.cells):
        raise ConfigError(f"--compare {pair[0]},{pair[1]}: the sweep has {len(plan.cells)} cells")
    return pair


def check_outputs(args: argparse.Namespace) -> None:
    """`--out` and `--csv` name files in folders that exist, so no sweep is played for nothing."""
    for flag, path in (("--out", args.out), ("--csv", None if args.csv == "-" else args.csv)):
        if path and not Path(path).expanduser().absolute().parent.is_dir():
            raise ConfigError(f"{flag} {path}: no such folder")
        if path and Path(path).is_dir():
            raise ConfigError(f"{flag} {path}: is a folder; name a file")


def results(plan: Plan, args: argparse.Namespace) -> Iterator[list[dict]]:
    """The batches of records, from local processes or from Ray."""
    if args.ray is not None:
        return iter_ray(plan, args.ray, cpus=args.workers, size=args.batch)
    return iter_local(plan, args.workers, args.batch)


def write_exports(args: argparse.Namespace, records: list[dict], rows: list[Row]) -> None:
    """`--out` and `--csv`, as asked."""
    if args.out:
        write_jsonl(records, args.out)
    if args.csv == "-":
        write_csv(rows, sys.stdout)
    elif args.csv:
        with open(args.csv, "w", encoding="utf-8", newline="") as out:
            write_csv(rows, out)


def comparison(records: list[dict], pair: tuple[int, int] | None) -> tuple[int, list[Difference]]:
    """How many games pair up, and the differences, for the cells to compare (none: 0, [])."""
    if pair is None:
        return 0, []
    return compare(records, *pair)


def sweep_text(plan: Plan, rows: list[Row], pair: tuple[int, int] | None, paired: tuple[int, list[Difference]]) -> str:
    """The head line, the table and the comparison, as `tavern sim --sweep` prints them."""
    head = (f"{plan.game}: {len(plan.cells)} cells of {plan.games} games, the same seeds "
            f"{plan.seed}-{plan.seed + plan.games - 1} in every cell{', agents rotated' if plan.rotate else ''}")
    parts = [head, format_table(rows)]
    if pair is not None:
        parts.append(format_comparison(*pair, *paired))
    return "\n\n".join(parts)


def sweep_json(rows: list[Row], pair: tuple[int, int] | None, paired: tuple[int, list[Difference]],
               reports: list[dict]) -> dict:
    """`tavern sim --sweep ... --json`: every cell's sim report, the table rows and the comparison."""
    return {
        "cells": reports,
        "table": [asdict(row) for row in rows],
        "comparison": None if pair is None else {
            "cells": list(pair), "pairs": paired[0],
            "differences": [{**asdict(d), "within_noise": d.within_noise} for d in paired[1]],
        },
    }

