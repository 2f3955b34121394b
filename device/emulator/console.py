"""`tavern device emulate`: the emulator on a pty, driven by keys or a script."""

from __future__ import annotations

import argparse
import select
import sys
import termios
import time
import tty

from device.cli import refuse
from device.emulator.board import Emulator
from device.emulator.driver import ScriptError, key_command, run_command, run_script


def emulate(args: argparse.Namespace) -> int:
    """Run the emulator until q, --seconds, or Ctrl-C; 2 for bad input (said in one line)."""
    try:
        emulator = Emulator(link=args.link, dice=args.dice, seed=args.seed)
    except ValueError as error:
        return refuse("emulate", f"--dice: {error}")
    except OSError as error:
        return refuse("emulate", f"cannot start the emulated dice box: {error}")
    with emulator:
        also = f" (the pty is {emulator.port.path})" if args.link else ""
        print(f"Emulated dice box on {emulator.path}{also}", flush=True)
        print(f"Play with it: tavern --device {emulator.path}", flush=True)
        try:
            if args.script:
                with open(args.script, encoding="utf-8") as script:
                    run_script(emulator, script)
            _keys(emulator, args.token, args.seconds)
        except OSError as error:
            return refuse("emulate", f"--script {args.script}: {error.strerror or error}")
        except (ScriptError, UnicodeDecodeError) as error:
            return refuse("emulate", f"--script {args.script}: {error}")
    return 0


def _keys(emulator: Emulator, token: str, seconds: float | None) -> None:
    interactive = sys.stdin.isatty()
    if interactive:
        print("Keys: r roll, 1-9 roll a face, t turn, s shake, l lean, k token, "
              "o/x/n buttons, u unplug, q quit", flush=True)
    saved = termios.tcgetattr(sys.stdin) if interactive else None
    deadline = None if seconds is None else time.monotonic() + seconds
    try:
        if interactive:
            tty.setcbreak(sys.stdin)
        while deadline is None or time.monotonic() < deadline:
            if not interactive:
                time.sleep(0.1)
                continue
            ready, _, _ = select.select([sys.stdin], [], [], 0.1)
            if not ready:
                continue
            key = sys.stdin.read(1)
            if key in ("q", "\x04"):
                return
            line = key_command(key)
            if line:
                said = run_command(emulator, line, token)
                if said:
                    print(said, flush=True)
    finally:
        if saved is not None:
            termios.tcsetattr(sys.stdin, termios.TCSADRAIN, saved)
