"""`tavern device`: list the ports, watch the dice box, emulate one, teach it tokens."""

from __future__ import annotations

import argparse
import queue
import sys
import time

from device.link import DeviceLink
from device.ports import list_serial_ports
from device.token_book import TokenBook, TokenBookError


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="device_command", metavar="ACTION", required=True)
    sub.add_parser("list", help="list serial ports and which look like a Tavern dice box")
    monitor = sub.add_parser("monitor", help="show the dice box's events live, with error counts")
    monitor.add_argument("port", nargs="?", help="port or pyserial URL (default: find the board)")
    monitor.add_argument("--seconds", type=float, help="stop after this long (default: Ctrl-C)")
    emulate = sub.add_parser("emulate", help="run an emulated dice box on a pseudo-terminal")
    emulate.add_argument("--script", help="file of emulator commands to run, then keep running")
    emulate.add_argument("--link", help="also make this stable symlink to the port")
    emulate.add_argument("--dice", default="6", help="face counts of the dice, e.g. 6 or 6,10")
    emulate.add_argument("--seed", type=int, default=0, help="seed for rolls and sensor noise")
    emulate.add_argument("--token", default="04A1B2C3", help="UID the k key taps")
    emulate.add_argument("--seconds", type=float, help="stop after this long (default: q)")
    learn = sub.add_parser("learn", help="bind the next token tapped on the dice box to NAME")
    learn.add_argument("name", help="what the token stands for, e.g. Warrior")
    learn.add_argument("--port", help="port or pyserial URL (default: find the board)")
    learn.add_argument("--tokens", help="token file (default: tokens.toml in Tavern's config)")
    learn.add_argument("--timeout", type=float, default=60.0, help="seconds to wait for the tap")


def run(args: argparse.Namespace) -> int:
    command = args.device_command
    try:
        if command == "list":
            return list_ports()
        if command == "monitor":
            return monitor(args.port, args.seconds)
        if command == "emulate":
            from device.emulator.console import emulate

            return emulate(args)
        return learn(args.name, args.port, args.tokens, args.timeout)
    except KeyboardInterrupt:
        return 130


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
              f"duplicates {s.duplicates}, gaps {s.gaps} ({s.missed} lost), "
              f"connections {s.connects}", file=sys.stderr)
    return 0


def learn(name: str, port: str | None, tokens: str | None, timeout: float) -> int:
    try:
        book = TokenBook(tokens)
    except TokenBookError as error:
        print(error, file=sys.stderr)
        return 2
    with DeviceLink(port) as link:
        if not link.wait_connected(10):
            print(f"No dice box: {link.detail}", file=sys.stderr)
            return 1
        print(f"Tap the token for {name!r} on the dice box...", flush=True)
        tap = link.wait_for(lambda m: m.get("t") == "token" and m.get("p") is True, timeout)
    if tap is None:
        print(f"No token was tapped within {timeout:g} s; run the command again.", file=sys.stderr)
        return 1
    uid = str(tap["uid"])
    book.bind(uid, name)
    book.save()
    print(f"Token {uid} is now {name!r} (saved in {book.path}).")
    return 0
