"""`tavern host`: open a table for players at their own screens (see docs/network.md).

    tavern host elria --mode duel --players 2 --seat 2=ai:hard --port 8765
    tavern host --resume SAVE
    tavern host cartaventuras --host 0.0.0.0 --certfile cert.pem --keyfile key.pem

prints a join code per human seat and serves the table until Ctrl+C. A wrong option, an
unknown game or a save that cannot be resumed is one line and status 2.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import random
import ssl
import sys
from pathlib import Path
from typing import Any

import engine
from ai.cli_values import parse_config, positive, whole
from engine.core import ConfigError, SaveError
from tui.match import LEVELS, Match, Seat
from tui.net.host import AWAY_RULES, HostTable

DEFAULT_PORT = 8765
LOG_LEVELS = ("debug", "info", "warning", "error")


class OneLine(logging.Formatter):
    """Log lines of one line each: an exception is its type and message, not a traceback (at
    `--log-level debug` the whole traceback is kept, for a maintainer)."""

    def formatException(self, ei: Any) -> str:  # noqa: N802 (logging's name)
        kind, error = ei[0], ei[1]
        text = f"{getattr(kind, '__name__', 'error')}: {error}"
        return " | ".join(text.splitlines())

    def formatStack(self, stack_info: str) -> str:  # noqa: N802 (logging's name)
        return ""

    def format(self, record: logging.LogRecord) -> str:
        return " | ".join(super().format(record).splitlines())


class HostHandler(logging.StreamHandler):
    """(A handler `setup_logging` added, so a second call replaces it.)"""


def setup_logging(level: str, log_file: Path | None) -> None:
    """`tavern host`'s log (the `tavern` loggers): to stderr, and to `log_file` too when given
    (`ConfigError` when it cannot be opened). The WebSocket library's loggers say only what goes
    wrong, unless the level is debug."""
    handlers: list[logging.Handler] = [HostHandler(sys.stderr)]
    if log_file is not None:
        try:
            handlers.append(HostHandler(log_file.open("a", encoding="utf-8")))
        except OSError as error:
            raise ConfigError(f"cannot write the log file {log_file} ({error.strerror or error})") from None
    debug = level == "debug"
    formatter = (logging.Formatter if debug else OneLine)("%(asctime)s %(levelname)s %(message)s")
    for handler in handlers:
        handler.setFormatter(formatter)
    for name, least in (("tavern", level.upper()), ("websockets", "DEBUG" if debug else "WARNING")):
        logger = logging.getLogger(name)
        for old in [handler for handler in logger.handlers if isinstance(handler, HostHandler)]:
            logger.removeHandler(old)
        for handler in handlers:
            logger.addHandler(handler)
        logger.setLevel(least)


def games() -> str:
    """The games that can be hosted, in menu order."""
    return ", ".join(engine.GAMES) or "none installed"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", nargs="?", help=f"the game to host ({games()})")
    parser.add_argument("--mode", help="game mode (default: the game's first mode)")
    parser.add_argument("--players", type=whole(1), help="number of seats (default: the mode's smallest)")
    parser.add_argument("--config", action="append", default=[], metavar="KEY=VALUE",
                        help="a game option, repeatable (e.g. --config difficulty=hard)")
    parser.add_argument("--seat", action="append", default=[], metavar="N=ai:LEVEL",
                        help="seat N (from 1) is an AI rival at LEVEL (easy, normal, hard); repeatable. "
                        "Every other seat is a person who joins with a code")
    parser.add_argument("--own-dice", action="append", default=[], type=whole(1), metavar="N",
                        help="trust seat N's own dice (typed, or the dice box at that player's screen); "
                        "by default the host rolls virtual dice for every seat")
    parser.add_argument("--away", choices=AWAY_RULES, default="wait",
                        help="when a player's connection drops: wait for them (default) or let an AI play for them")
    parser.add_argument("--seed", type=int, help="the table's seed (default: random)")
    parser.add_argument("--save", type=Path, help="where the table is autosaved (default: the saves folder)")
    parser.add_argument("--resume", type=Path, metavar="SAVE", help="open a hosted table again from its save")
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on (default: 127.0.0.1)")
    parser.add_argument("--port", type=whole(0, 65535), default=DEFAULT_PORT,
                        help=f"port to listen on (default: {DEFAULT_PORT})")
    parser.add_argument("--certfile", type=Path, help="speak TLS with this certificate (PEM; players join with wss://)")
    parser.add_argument("--keyfile", type=Path, help="the certificate's private key (PEM), if not in --certfile")
    parser.add_argument("--ai-delay", type=positive, default=0.3, help="seconds between AI moves (default 0.3)")
    parser.add_argument("--heartbeat", type=positive, default=10.0,
                        help="seconds between keepalive pings; a seat silent for as long again is away (default 10)")
    parser.add_argument("--log-file", type=Path, metavar="PATH",
                        help="also write the host's log (who joins, leaves, is turned away or floods) to PATH")
    parser.add_argument("--log-level", choices=LOG_LEVELS, default="info",
                        help="the least a log line must matter to be written (default info; debug adds "
                        "the WebSocket library's lines and whole tracebacks)")


def parse_seats(specs: list[str], players: int) -> list[Seat]:
    """Seats from `--seat N=ai:LEVEL` (or N=human); `ConfigError` names a bad one."""
    seats = [Seat() for _ in range(players)]
    for spec in specs:
        number, sep, who = spec.partition("=")
        kind, _, level = who.partition(":")
        if not sep or not number.isdigit() or not 1 <= int(number) <= players:
            raise ConfigError(f"--seat {spec!r} must look like N=ai:LEVEL with N from 1 to {players}")
        if kind == "human":
            continue
        if kind != "ai" or (level or "normal") not in LEVELS:
            raise ConfigError(f"--seat {spec!r}: a seat is human or ai:LEVEL with LEVEL one of {', '.join(LEVELS)}")
        seats[int(number) - 1] = Seat("ai", level or "normal")
    return seats


def tls_context(certfile: Path | None, keyfile: Path | None) -> ssl.SSLContext | None:
    """The TLS the host speaks with `--certfile/--keyfile` (None: plain WebSocket); `ConfigError` says
    what is wrong with them."""
    if certfile is None:
        if keyfile is not None:
            raise ConfigError("--keyfile needs --certfile (the certificate it is the key of)")
        return None
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    try:
        context.load_cert_chain(certfile, keyfile)
    except (OSError, ssl.SSLError) as error:
        problem = getattr(error, "strerror", None) or getattr(error, "reason", None) or error
        raise ConfigError(f"cannot use the TLS certificate {certfile}"
                          f"{f' with the key {keyfile}' if keyfile else ''} ({problem})") from None
    return context


def build(args: argparse.Namespace) -> HostTable:
    """The table the arguments ask for (`ConfigError` or `SaveError` says what is wrong)."""
    from tui import saves

    if args.resume is not None:
        return HostTable.resume(args.resume)
    if args.game not in engine.GAMES:
        raise ConfigError(f"unknown game {args.game!r} (games: {games()})")
    config = parse_config(args.config)
    if args.mode:
        config["mode"] = args.mode
    if args.players:
        config["players"] = args.players
    full = engine.GAMES[args.game].normalise_config(config)
    seats = parse_seats(args.seat, full["players"])
    if not any(not seat.is_ai for seat in seats):
        raise ConfigError("every seat is an AI: a hosted table needs at least one person (try tavern sim)")
    for number in args.own_dice:
        if number > len(seats) or seats[number - 1].is_ai:
            raise ConfigError(f"--own-dice {number}: there is no human seat {number}")
    seed = args.seed if args.seed is not None else random.randrange(1 << 31)
    match = Match.new(args.game, full, seed, seats)
    path = args.save or saves.saves_dir() / f"hosted-{args.game}-{seed}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    own = {number - 1: "seat" for number in args.own_dice}
    return HostTable.open(match, path, own, args.away)


def run(args: argparse.Namespace) -> int:
    from tui.net.server import run_host

    if args.game is None and args.resume is None:
        print(f"tavern host: name a game ({games()}) or --resume SAVE", file=sys.stderr)
        return 2
    try:
        setup_logging(args.log_level, args.log_file)
        tls = tls_context(args.certfile, args.keyfile)
        table = build(args)
    except (ConfigError, SaveError) as error:
        print(f"tavern host: {error}", file=sys.stderr)
        return 2
    try:
        asyncio.run(run_host(table, args.host, args.port, args.ai_delay, args.heartbeat, tls))
    except OSError as error:
        print(f"tavern host: cannot listen on {args.host}:{args.port} ({error.strerror or error})", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(f"Table closed; resume it with: tavern host --resume {table.path}", file=sys.stderr)
    return 0
