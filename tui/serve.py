"""`tavern serve`: Tavern in a web browser, through textual-serve.

textual-serve comes with the `web` extra (`make play` and `make test` install
it); without it this command names the command that installs it into the very
Python running Tavern, and exits with status 1. An address it cannot listen
on, or a sessions folder it cannot make, is one line and status 2.

Each browser session (a tab; a reload keeps it) runs Tavern in a data folder of
its own under the serve root, `--sessions-dir` or `serve/` in Tavern's data
folder (`tui.serve_sessions`, `tui.serve_server`), so no two tabs share saves.
A folder no session has used for `--forget-after` days is deleted.

The server answers only requests to its own addresses and WebSockets from its own
page (`tui.serve_guard`), runs at most `--max-sessions` apps at once, and a
served app joins only the tables `--allow-join` names (`join_refusal`), telling
no low-level reason when it cannot (`join_problem`): a served session must not
be a way to probe the server's network.
"""

from __future__ import annotations

import argparse
import os
import shlex
import sys
from pathlib import Path
from urllib.parse import urlsplit

from ai.cli_values import whole
from tui.serve_guard import WILDCARD, Addresses, netloc
from tui.storage import tavern_folder

SERVED = "TAVERN_SERVED"
"""Set (to 1) in the environment of every app `tavern serve` runs for a browser session."""
JOINABLE = "TAVERN_SERVED_JOIN"
"""The tables a served app may join, as `--allow-join` gave them, separated by spaces."""
MAX_SESSIONS = 10
"""Apps `tavern serve` runs at once unless told (each is a Tavern process of about 45 MB)."""
DAY = 86400.0
FORGET_AFTER = 7
"""Days a browser session's folder is kept after its last use unless told."""


def served() -> bool:
    """Whether this app runs for a browser session of `tavern serve`, on someone else's computer."""
    return os.environ.get(SERVED) == "1"


def joinable() -> tuple[str, ...]:
    """The `--allow-join` addresses of the server this app is served by (none when not served)."""
    return tuple(os.environ.get(JOINABLE, "").split())


def table_address(text: str) -> tuple[str, int | None]:
    """(host name, port) of a table's address as typed ("host:port", "host", "ws://host:port"); ValueError if none."""
    text = text.strip()
    parts = urlsplit(text if text.startswith(("ws://", "wss://")) else f"ws://{text}")
    port = parts.port  # ValueError for a port that is not one
    if not parts.hostname:
        raise ValueError(f"not an address: {text!r}")
    return parts.hostname.lower().rstrip("."), port


def allowed_table(text: str) -> str:
    """An `--allow-join` value: HOST or HOST:PORT (a HOST alone allows any port on it)."""
    try:
        name, port = table_address(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"give a table's address as HOST or HOST:PORT, e.g. 192.168.1.5:8765 "
                                         f"(got {text!r})") from None
    return netloc(name, port) if port is not None else (f"[{name}]" if ":" in name else name)


def join_refusal(address: str) -> str | None:
    """Why this app may not join a table at `address`: only when served, and the server did not allow it."""
    if not served():
        return None
    try:
        name, port = table_address(address)
    except ValueError:
        return f"{address!r} is not a table's address: type it as HOST:PORT, as tavern host printed it"
    for allowed in joinable():
        allowed_name, allowed_port = table_address(allowed)
        default = 443 if address.strip().startswith("wss://") else 80
        if allowed_name == name and allowed_port in (None, port if port is not None else default):
            return None
    return (f"this server lets its browser sessions join only the tables its owner allows, and {address} is not "
            "one of them (whoever runs tavern serve can allow it with --allow-join HOST[:PORT])")


def join_problem(error: Exception, address: str) -> str:
    """What to tell a player whose join failed: in a served app, no low-level reason (refused, timed out, not a
    Tavern host), so that the answers do not map the server's network; the table's own refusals are told."""
    low_level = error.__cause__ is not None or error.__context__ is not None
    if served() and low_level:
        return f"no Tavern table answered at {address} (check the address, and that tavern host is running there)"
    return str(error)


def install_command() -> str:
    """The command that installs textual-serve into the Python running Tavern (a checkout or not)."""
    return shlex.join([sys.executable, "-m", "pip", "install", "textual-serve"])


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--host", default="localhost", help="address to listen on (default: localhost)")
    parser.add_argument("--port", type=whole(1, 65535), default=8000, help="port to listen on (default: 8000)")
    parser.add_argument("--public-url", default=None,
                        help="the address people type in their browser, if not http://HOST:PORT "
                             "(pages and WebSockets are answered only at it and at HOST:PORT)")
    parser.add_argument("--max-sessions", type=whole(1, 1000), default=MAX_SESSIONS, metavar="N",
                        help=f"run at most N apps at once, one per browser tab; the next tab is told the server is "
                             f"full (default: {MAX_SESSIONS})")
    parser.add_argument("--forget-after", type=whole(0, 3650), default=FORGET_AFTER, metavar="DAYS",
                        help="delete a browser session's folder (its saves, its settings) DAYS after it was last "
                             f"used; 0 keeps them all (default: {FORGET_AFTER})")
    parser.add_argument("--allow-join", type=allowed_table, action="append", default=[], metavar="HOST[:PORT]",
                        help="a table the browser sessions may join (repeat for more; HOST alone: any port on it); "
                             "by default they join none")
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

    try:
        addresses = Addresses.served(args.host, args.port, args.public_url)
    except ValueError as error:
        print(f"tavern serve: {error}", file=sys.stderr)
        return 2
    root = sessions_root(args).absolute()
    try:
        root.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        print(f"tavern serve: cannot keep the browser sessions' folders in {root} ({error.strerror or error}); "
              "choose another with --sessions-dir DIR", file=sys.stderr)
        return 2
    server = SessionServer([sys.executable, "-m", "tui.cli"], SessionFolders(root), addresses=addresses,
                           max_sessions=args.max_sessions, forget_after=args.forget_after * DAY,
                           joinable=args.allow_join, host=args.host, port=args.port, title="Tavern",
                           public_url=addresses.public_url)  # the page's WebSocket goes where the page is
    joins = ", ".join(args.allow_join) or "none (--allow-join HOST[:PORT] allows one)"
    print(f"Serving Tavern at {addresses.public_url} (Ctrl+C stops); at most {args.max_sessions} browser sessions "
          f"at once, each keeping its things in a folder of its own in {root}"
          f"{f' for {args.forget_after} days after its last use' if args.forget_after else ''}; "
          f"tables they may join: {joins}", flush=True)
    if args.host.strip("[]") in WILDCARD and args.public_url is None:
        print(f"tavern serve: listening on every address, but answering only at {addresses.public_url}: for other "
              "computers, give the address they type with --public-url, e.g. http://192.168.1.5:"
              f"{args.port}", flush=True)
    try:
        server.serve()
    except OSError as error:
        print(f"tavern serve: cannot listen on {args.host}:{args.port} ({error.strerror or error})", file=sys.stderr)
        return 2
    return 0
