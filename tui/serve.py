"""`tavern serve`: Tavern in a web browser, through textual-serve.

textual-serve comes with the `web` extra (`make play` and `make test` install
it); without it this command names the command that installs it into the very
Python running Tavern, and exits with status 1. An address it cannot listen
on, or a sessions folder it cannot make, is one line and status 2.

Each browser session (a tab; a reload keeps it) runs Tavern in a data folder of
its own under the serve root, `--sessions-dir` or `serve/` in Tavern's data
folder (`tui.serve_sessions`, `tui.serve_server`), so no two tabs share saves.
"""

from __future__ import annotations

import argparse
import os
import shlex
import sys
from pathlib import Path

from ai.cli_values import whole
from engine.storage import tavern_folder

SERVED = "TAVERN_SERVED"
"""Set (to 1) in the environment of every app `tavern serve` runs for a browser session."""


def served() -> bool:
    """Whether this app runs for a browser session of `tavern serve`, on someone else's computer."""
    return os.environ.get(SERVED) == "1"


def install_command() -> str:
    """The command that installs textual-serve into the Python running Tavern (a checkout or not)."""
    return shlex.join([sys.executable, "-m", "pip", "install", "textual-serve"])


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--host", default="localhost", help="address to listen on (default: localhost)")
    parser.add_argument("--port", type=whole(1, 65535), default=8000, help="port to listen on (default: 8000)")
    parser.add_argument("--public-url", default=None,
                        help="the address people type in their browser, if not http://HOST:PORT")
    parser.add_argument("--sessions-dir", type=Path, default=None, metavar="DIR",
                        help="where each browser session gets its own data folder (default: serve/ in Tavern's data folder)")


def sessions_root(args: argparse.Namespace) -> Path:
    """The folder the browser sessions' folders go in."""
    return args.sessions_dir if args.sessions_dir is not None else tavern_folder("data") / "serve"


def run(args: argparse.Namespace) -> int:
    try:
        import textual_serve.server  # noqa: F401  (Tavern's server below is built on it)
    except ImportError:
        print("tavern serve needs the optional package textual-serve, which is not installed.\n"
              f"Install it into Tavern's environment with:\n\n    {install_command()}\n\n"
              f"then run `tavern serve` again and open http://{args.host}:{args.port} in a browser.",
              file=sys.stderr)
        return 1
    from tui.serve_server import SessionServer
    from tui.serve_sessions import SessionFolders

    root = sessions_root(args).absolute()
    try:
        root.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        print(f"tavern serve: cannot keep the browser sessions' folders in {root} ({error.strerror or error}); "
              "choose another with --sessions-dir DIR", file=sys.stderr)
        return 2
    server = SessionServer([sys.executable, "-m", "tui.cli"], SessionFolders(root), host=args.host, port=args.port,
                           title="Tavern", public_url=args.public_url)
    print(f"Serving Tavern at {args.public_url or f'http://{args.host}:{args.port}'} (Ctrl+C stops); "
          f"each browser session keeps its things in a folder of its own in {root}", flush=True)
    try:
        server.serve()
    except OSError as error:
        print(f"tavern serve: cannot listen on {args.host}:{args.port} ({error.strerror or error})", file=sys.stderr)
        return 2
    return 0
