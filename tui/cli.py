"""The `tavern` command: no subcommand opens the app; `sim`, `bench`, `device`
and `serve` are headless tools.

Each subcommand lives with its part of Tavern and exposes two functions,
`add_arguments(parser)` and `run(args) -> int`; this module only wires them,
importing each lazily so `tavern sim` never loads the app.
"""

from __future__ import annotations

import argparse
import sys
from importlib import import_module

# subcommand -> (module, one-line help)
SUBCOMMANDS: dict[str, tuple[str, str]] = {
    "sim": ("ai.sim", "play headless games between agents and report statistics"),
    "bench": ("ai.bench", "measure engine and AI speed"),
    "device": ("device.cli", "find, watch, emulate and teach the dice box"),
    "serve": ("tui.serve", "serve the app to a web browser"),
}


def build_parser(argv: list[str]) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="tavern",
        description="Tavern: tabletop adventure games in your terminal.",
    )
    parser.add_argument("--device", metavar="PORT", help="dice box serial port or pyserial URL")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    wanted = next((arg for arg in argv if arg in SUBCOMMANDS), None)
    for name, (module, help_text) in SUBCOMMANDS.items():
        command = sub.add_parser(name, help=help_text, description=help_text)
        if name == wanted:  # only import the module that will run
            import_module(module).add_arguments(command)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    args = build_parser(argv).parse_args(argv)
    if args.command is None:
        from tui.app import run_app

        return run_app(device=args.device)
    return import_module(SUBCOMMANDS[args.command][0]).run(args)


if __name__ == "__main__":
    sys.exit(main())
