"""Driving the emulator by keys or by a script of commands, one per line.

    roll [FACE]   turn FACE   shake   lean   tap UID   remove   press ok|cancel|next
    wait SECONDS   unplug   plug   freeze SECONDS   raw TEXT   (# starts a comment)

Keys: r roll, 1-9 roll that face (0 is 10), t turn to the next face, s shake,
l lean, k tap/remove the token, o ok, x cancel, n next, u unplug/plug, q quit.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable

from device.emulator.board import Emulator

KEYS = {"r": "roll", "t": "turn", "s": "shake", "l": "lean", "k": "token", "o": "press ok",
        "x": "press cancel", "n": "press next", "u": "plug-toggle"}
DONE = {"shake": "shaken in the hand", "lean": "leaning crooked", "remove": "token removed",
        "unplug": "unplugged", "plug": "plugged in"}


class ScriptError(ValueError):
    """A script line the emulator does not understand; the message names the line."""


def run_command(emulator: Emulator, line: str, token: str = "04A1B2C3") -> str:
    """Do one command; returns what happened, for the console."""
    words = line.split("#", 1)[0].split()
    if not words:
        return ""
    verb, args = words[0].lower(), words[1:]
    hal = emulator.hal
    if verb == "roll":
        return f"rolled {emulator.roll(int(args[0]) if args else None)}"
    if verb == "turn":
        die = hal.sim_dice[0]
        face = int(args[0]) if args else die.face % die.faces + 1
        emulator.turn(face)
        return f"turned to {face} by hand"
    if verb in DONE:
        getattr(emulator, verb)()
        return DONE[verb]
    if verb == "tap":
        emulator.tap(args[0] if args else token)
        return f"token {(args[0] if args else token).upper()} on the reader"
    if verb == "token":
        return run_command(emulator, "remove" if hal.uid else f"tap {token}", token)
    if verb == "press" and args:
        emulator.press(args[0])
        return f"pressed {args[0]}"
    if verb == "plug-toggle":
        return run_command(emulator, "unplug" if emulator.port.plugged else "plug", token)
    if verb == "wait" and args:
        time.sleep(float(args[0]))
        return ""
    if verb == "freeze" and args:
        emulator.freeze(float(args[0]))
        return f"frozen for {args[0]} s"
    if verb == "raw":
        emulator.inject(line.split("raw", 1)[1].strip().encode().decode("unicode_escape").encode("latin-1"))
        return "sent raw bytes"
    raise ScriptError(f"unknown emulator command {line.strip()!r} (commands: roll, turn, shake, "
                      "lean, tap, remove, press, wait, unplug, plug, freeze, raw)")


def key_command(key: str) -> str | None:
    """The command line for a key press, or None."""
    if key.isdigit():
        return f"roll {int(key) or 10}"
    return KEYS.get(key.lower())


def run_script(emulator: Emulator, lines: Iterable[str], echo: Callable[[str], object] = print) -> None:
    for number, line in enumerate(lines, 1):
        try:
            said = run_command(emulator, line)
        except (ValueError, IndexError) as error:
            raise ScriptError(f"line {number}: {error}") from error
        if said:
            echo(said)
