"""`tavern serve`: Tavern in a web browser, through textual-serve.

textual-serve comes with the `web` extra (`make play` and `make test` install
it); without it this command names the command that installs it into the very
Python running Tavern, and exits with status 1. An address it cannot listen
on is one line and status 2.
"""

from __future__ import annotations

import argparse
import shlex
import sys

from ai.cli_values import whole


def install_command() -> str:
    """The command that installs textual-serve into the Python running Tavern (a checkout or not)."""
    return shlex.join([sys.executable, "-m", "pip", "install", "textual-serve"])


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--host", default="localhost", help="address to listen on (default: localhost)")
    parser.add_argument("--port", type=whole(1, 65535), default=8000, help="port to listen on (default: 8000)")
    parser.add_argument("--public-url", default=None,
                        help="the address people type in their browser, if not http://HOST:PORT")


def run(args: argparse.Namespace) -> int:
    try:
        from textual_serve.server import Server
    except ImportError:
        print("tavern serve needs the optional package textual-serve, which is not installed.\n"
              f"Install it into Tavern's environment with:\n\n    {install_command()}\n\n"
              f"then run `tavern serve` again and open http://{args.host}:{args.port} in a browser.",
              file=sys.stderr)
        return 1
    command = shlex.join([sys.executable, "-m", "tui.cli"])
    server = Server(command, host=args.host, port=args.port, title="Tavern",
                    public_url=args.public_url)
    print(f"Serving Tavern at {args.public_url or f'http://{args.host}:{args.port}'} (Ctrl+C stops)")
    try:
        server.serve()
    except OSError as error:
        print(f"tavern serve: cannot listen on {args.host}:{args.port} ({error.strerror or error})", file=sys.stderr)
        return 2
    return 0
