"""The `tavern` command: no subcommand opens the app; `sim`, `bench`, `lab`,
`device` and `serve` are headless tools.

Each subcommand lives with its part of Tavern and exposes two functions,
`add_arguments(parser)` and `run(args) -> int`; this module only wires them,
importing each lazily so `tavern sim` never loads the app.

Bad input never shows a traceback: a wrong option is one line naming it
(exit status 2), and so is a data file (cards, or a heuristic's weights) that
fails its check when it is loaded, or an installed game's entry point that
gives no game.
"""

from __future__ import annotations

import argparse
import sys
from importlib import import_module, metadata
from typing import NoReturn

# subcommand -> (module, one-line help)
SUBCOMMANDS: dict[str, tuple[str, str]] = {
    "sim": ("ai.sim", "play headless games between agents and report statistics"),
    "bench": ("ai.bench", "measure engine and AI speed"),
    "lab": ("ai.lab.command", "the balance lab's tools: plot a sweep's results"),
    "device": ("tui.device_cli", "find, watch, emulate and teach the dice box"),
    "serve": ("tui.serve", "serve the app to a web browser"),
    "host": ("tui.net.host_cli", "open a table that players join from their own screens"),
    "join": ("tui.net.join_cli", "take a seat at a table opened with tavern host"),
}


class OneLineParser(argparse.ArgumentParser):
    """An argument parser whose mistakes are one line on stderr, pointing at --help."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message} ({self.prog} --help shows the options)\n")


def version() -> str:
    """The installed Tavern's version."""
    try:
        return metadata.version("tavern-table")
    except metadata.PackageNotFoundError:
        return "(not installed)"


def build_parser(argv: list[str]) -> argparse.ArgumentParser:
    parser = OneLineParser(
        prog="tavern",
        description="Tavern: tabletop adventure games in your terminal.",
    )
    parser.add_argument("--version", action="version", version=f"tavern {version()}")
    parser.add_argument("--device", metavar="PORT", help="dice box serial port or pyserial URL")
    parser.add_argument("--lang", metavar="LANG", type=spoken_language,
                        help="the app's language: en, es or pt-BR (default: Settings, then LANGUAGE/LC_ALL/LANG)")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    wanted = next((arg for arg in argv if arg in SUBCOMMANDS), None)
    for name, (module, help_text) in SUBCOMMANDS.items():
        command = sub.add_parser(name, help=help_text, description=help_text)
        if name == wanted:  # only import the module that will run
            import_module(module).add_arguments(command)
    return parser


def spoken_language(name: str) -> str:
    """`--lang`'s value as a language code of `tui.i18n.LANGUAGES`; argparse says what is wrong."""
    from tui.i18n import language_code

    code = language_code(name)
    if code is None:
        raise argparse.ArgumentTypeError(f"Tavern speaks en, es and pt-BR, not {name!r}")
    return code


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    try:
        args = build_parser(argv).parse_args(argv)
        if args.command is None:
            from tui.app import run_app

            return run_app(device=args.device, lang=args.lang)
        return import_module(SUBCOMMANDS[args.command][0]).run(args)
    except (ValueError, RuntimeError) as error:
        if is_card_error(error):
            print(f"tavern: a data file is wrong: {error}", file=sys.stderr)
            return 2
        if is_game_load_error(error):
            print(f"tavern: a game cannot be loaded: {error}", file=sys.stderr)
            return 2
        raise


def is_card_error(error: BaseException) -> bool:
    """A `CardError` from loading the card files (or another data file, such as weights).

    The games load their cards while `engine` is imported, so a bad file
    interrupts that import; the class is looked up where it was defined.
    """
    schema = sys.modules.get("engine.cardschema")
    return schema is not None and isinstance(error, schema.CardError)


def is_game_load_error(error: BaseException) -> bool:
    """A `tavern.games` entry point that gives no game (`engine.GameLoadError`), met while `engine` is imported."""
    registry = sys.modules.get("engine.registry")
    return registry is not None and isinstance(error, registry.GameLoadError)


if __name__ == "__main__":
    sys.exit(main())
