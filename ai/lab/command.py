"""`tavern lab`: the balance lab's own tools; `tavern lab plot results.jsonl` draws a sweep's results."""

from __future__ import annotations

import argparse
import importlib.util
import sys
from pathlib import Path

from ai.cli_values import whole
from ai.lab.export import LabFileError, read_jsonl


def add_arguments(parser: argparse.ArgumentParser) -> None:
    tools = parser.add_subparsers(dest="tool", metavar="TOOL")
    plot = tools.add_parser("plot", help="draw a results file: win rate by cell and score distributions",
                            description="draw a results file written by tavern sim --out")
    plot.add_argument("results", help="a JSONL file written by tavern sim --out")
    plot.add_argument("--svg", metavar="FILE", help="also write the charts to this SVG file")
    plot.add_argument("--png", metavar="FILE", help="also write the charts to this PNG file")
    plot.add_argument("--width", type=whole(40, 400), default=100, help="terminal chart width (default 100)")
    plot.add_argument("--height", type=whole(10, 200), default=20, help="terminal chart height (default 20)")


def run(args: argparse.Namespace) -> int:
    if args.tool != "plot":
        print("tavern lab: name a tool: plot (tavern lab --help)", file=sys.stderr)
        return 2
    missing = [name for name in ("plotext", "matplotlib") if importlib.util.find_spec(name) is None]
    if missing:
        print(f"tavern lab plot: the charts need plotext and matplotlib ({' and '.join(missing)} missing): "
              "pip install 'tavern-table[lab]'", file=sys.stderr)
        return 2
    from ai.lab.plot import save_figure, terminal_plot

    for option, path in (("--svg", args.svg), ("--png", args.png)):
        if path and Path(path).suffix.lower() != "." + option[2:]:
            print(f"tavern lab plot: {option} {path!r} must end in .{option[2:]}", file=sys.stderr)
            return 2
    try:
        records = read_jsonl(args.results)
    except LabFileError as error:
        print(f"tavern lab plot: {error}", file=sys.stderr)
        return 2
    print(terminal_plot(records, args.width, args.height, colour=sys.stdout.isatty()))
    for path in (args.svg, args.png):
        if path:
            try:
                save_figure(records, path)
            except OSError as error:
                print(f"tavern lab plot: cannot write {path}: {error.strerror or error}", file=sys.stderr)
                return 2
            print(f"wrote {path}")
    return 0
