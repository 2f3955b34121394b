"""`tavern device`: list the ports, watch the dice box, emulate one, teach it tokens.

Bad input to any action exits 2 with one line saying what to give instead.
`learn` keeps its token in the `TokenStore` it is handed: `tavern device` runs
through `tui.device_cli`, which hands it the token file in Tavern's config folder
(or `--tokens FILE`).
"""

from __future__ import annotations

import argparse
import math
import os
import queue
import sys
import time
from typing import NoReturn

from device import schema
from device.link import DeviceLink
from device.ports import list_serial_ports
from device.token_book import TokenBook, TokenBookError, TokenStore

OPEN_WAIT = 5.0
"""Seconds to wait for the first try to open a named port (it answers at once; this only bounds a stuck one)."""


class OneLineParser(argparse.ArgumentParser):
    """An action's parser: a bad argument is one line on stderr and exit status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message} ('{self.prog} --help' lists the options)\n")


def seconds(text: str) -> float:
    """A positive, finite number of seconds."""
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not (math.isfinite(value) and value > 0):
        raise argparse.ArgumentTypeError(f"give a number of seconds above 0, e.g. 5 (got {text!r})")
    return value


def face_counts(text: str) -> tuple[int, ...]:
    """Face counts separated by commas: "6" or "6,10"."""
    words = text.split(",")
    if not all(word.strip().isdigit() for word in words):
        raise argparse.ArgumentTypeError(f"give face counts separated by commas, e.g. 6 or 6,10 "
                                         f"(got {text!r})")
    return tuple(int(word) for word in words)


def uid(text: str) -> str:
    """A token UID in hex, as the board reports it (upper case)."""
    if not schema.UID.fullmatch(text.upper()):
        raise argparse.ArgumentTypeError(f"give a UID of 2 to 20 hex digits, e.g. 04A1B2C3 "
                                         f"(got {text!r})")
    return text.upper()


def link_path(text: str) -> str:
    """Where the emulator may make its symlink: in a folder that exists."""
    folder = os.path.dirname(os.path.abspath(text))
    if not text or not os.path.isdir(folder):
        raise argparse.ArgumentTypeError(f"{text!r} is not in a folder that exists: name a path "
                                         "such as /tmp/ttyTAVERN")
    return text


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.set_defaults(tokens=None)  # the token file `learn --tokens` names (None: Tavern's own)
    sub = parser.add_subparsers(dest="device_command", metavar="ACTION", required=True,
                                parser_class=OneLineParser)
    sub.add_parser("list", help="list serial ports and which look like a Tavern dice box")
    monitor = sub.add_parser("monitor", help="show the dice box's events live, with error counts")
    monitor.add_argument("port", nargs="?", help="port or pyserial URL (default: find the board)")
    monitor.add_argument("--seconds", type=seconds, help="stop after this long (default: Ctrl-C)")
    emulate = sub.add_parser("emulate", help="run an emulated dice box on a pseudo-terminal")
    emulate.add_argument("--script", help="file of emulator commands to run, then keep running")
    emulate.add_argument("--link", type=link_path, help="also make this stable symlink to the port")
    emulate.add_argument("--dice", type=face_counts, default=(6,),
                         help="face counts of the dice, e.g. 6 or 6,10")
    emulate.add_argument("--seed", type=int, default=0, help="seed for rolls and sensor noise")
    emulate.add_argument("--token", type=uid, default="04A1B2C3", help="UID the k key taps")
    emulate.add_argument("--seconds", type=seconds, help="stop after this long (default: q)")
    learn = sub.add_parser("learn", help="bind the next token tapped on the dice box to NAME")
    learn.add_argument("name", help="what the token stands for, e.g. Warrior")
    learn.add_argument("--port", help="port or pyserial URL (default: find the board)")
    learn.add_argument("--tokens", help="token file (default: tokens.toml in Tavern's config)")
    learn.add_argument("--timeout", type=seconds, default=60.0,
                       help="seconds to wait for the dice box and its tap (default: 60)")


def run(args: argparse.Namespace, tokens: TokenStore) -> int:
    """Run the action in `args`; `learn` keeps the token it is taught in `tokens`."""
    command = args.device_command
    try:
        if command == "list":
            return list_ports()
        if command == "monitor":
            return monitor(args.port, args.seconds)
        if command == "emulate":
            from device.emulator.console import emulate

            return emulate(args)
        return learn(args.name, args.port, tokens, args.timeout)
    except KeyboardInterrupt:
        return 130


def refuse(command: str, problem: object) -> int:
    """Say what is wrong with the input in one line; the exit status is 2."""
    print(f"tavern device {command}: {problem}", file=sys.stderr)
    return 2


def list_ports() -> int:
    ports = list_serial_ports()
    if not ports:
        print("No serial ports found. Plug the dice box in over USB, or try "
              "'tavern device emulate'.")
        return 1
    for port in ports:
        mark = "dice box?" if port.looks_like_board else ""
        print(f"{port.device:<24} {port.usb_id:<10} {mark:<10} {port.description}")
    return 0


def monitor(port: str | None, seconds: float | None) -> int:
    link = DeviceLink(port).start()
    started = time.monotonic()
    problem = link.open_problem(OPEN_WAIT) if port is not None else None
    if problem is not None:  # a port named on the command line that cannot be opened: say so at once
        link.stop()
        print(f"tavern device monitor: {problem}; 'tavern device list' shows the ports", file=sys.stderr)
        return 1
    try:
        while seconds is None or time.monotonic() - started < seconds:
            try:
                message = link.events.get(timeout=0.2)
            except queue.Empty:
                continue
            stamp = time.monotonic() - started
            fields = " ".join(f"{k}={v}" for k, v in message.items() if k not in ("t", "seq"))
            seq = message.get("seq", "")
            print(f"{stamp:8.2f}  {message['t']:<7} {seq!s:>5}  {fields}", flush=True)
    finally:
        link.stop()
        s = link.stats
        print(f"frames {s.frames}, malformed {s.malformed}, overlong {s.overlong}, "
              f"rejected {s.rejected}, duplicates {s.duplicates}, late {s.late}, gaps {s.gaps} "
              f"({s.missed} lost), restarts {s.restarts}, connections {s.connects}",
              file=sys.stderr)
        if s.last_rejected:
            print(f"last rejected: {s.last_rejected}", file=sys.stderr)
    return 0


def learn(name: str, port: str | None, tokens: TokenStore, timeout: float) -> int:
    try:
        TokenBook.check_name(name)
        book = tokens.read()
        tokens.check_writable()
    except TokenBookError as error:
        return refuse("learn", error)
    deadline = time.monotonic() + timeout  # for the dice box to answer, then for the tap
    with DeviceLink(port) as link:
        problem = link.open_problem(min(OPEN_WAIT, timeout)) if port is not None else None
        if problem is not None:
            print(f"tavern device learn: {problem}; 'tavern device list' shows the ports", file=sys.stderr)
            return 1
        if not link.wait_connected(max(0.0, deadline - time.monotonic())):
            print(f"No dice box within {timeout:g} s: {link.detail}", file=sys.stderr)
            return 1
        print(f"Tap the token for {name!r} on the dice box...", flush=True)
        tap = link.wait_for(lambda m: m.get("t") == "token" and m.get("p") is True,
                            max(0.0, deadline - time.monotonic()))
    if tap is None:
        print(f"No token was tapped within {timeout:g} s; run the command again.", file=sys.stderr)
        return 1
    tapped = str(tap["uid"])
    book.bind(tapped, name)
    try:
        tokens.write(book)
    except TokenBookError as error:
        print(f"tavern device learn: {error}", file=sys.stderr)
        return 1
    print(f"Token {tapped} is now {name!r} (saved in {tokens.path}).")
    return 0
