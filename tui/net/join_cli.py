"""`tavern join ADDRESS CODE`: the app, at the seat a `tavern host` table gave that code.

The seat plays in the game's normal board screen; the dice are the app's dice setting (or the
dice box with `tavern --device PORT join ...`) when the host trusts this seat's own dice.
"""

from __future__ import annotations

import argparse


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("address", help="the host's address and port, as tavern host printed it (e.g. 192.168.1.5:8765)")
    parser.add_argument("code", help="your seat's join code")


def run(args: argparse.Namespace) -> int:
    from tui.app import run_app

    return run_app(device=args.device, join=(args.address, args.code), lang=args.lang)
