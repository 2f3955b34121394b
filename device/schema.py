"""What the dice box may say: every board message checked against protocol 1.0 in one place.

`problem(message)` is None for a message the host can use as it is, else a
sentence naming the message, the field and what it should be, e.g.
"roll: v 9 is not a face of a d6 (1 to 6)". The link drops (and counts) every
message with a problem, so nothing above it ever sees a hello whose `dice` is
not a list of face counts, or a roll of 9 on a d6. Fields a newer minor
version adds are allowed and ignored; text fields must be short printable text.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable

from device.firmware import proto

MAX_FACES = 100
MAX_TEXT = 120
PROTOCOL_VERSION = re.compile(r"\d+\.\d+")
UID = re.compile(r"[0-9A-F]{2,20}")

Check = tuple[Callable[[object], bool], str]


def _whole(value: object, low: int, high: float = math.inf) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def whole(low: int, high: float = math.inf, what: str = "") -> Check:
    """A whole number from `low` to `high` (never a bool or a float)."""
    span = f"from {low}" + (f" to {high}" if high != math.inf else " up")
    return (lambda v: _whole(v, low, high)), what or f"a whole number {span}"


def text() -> Check:
    return (lambda v: isinstance(v, str) and len(v) <= MAX_TEXT and v.isprintable()), \
        f"printable text of at most {MAX_TEXT} characters"


def pattern(regex: re.Pattern[str], what: str) -> Check:
    return (lambda v: isinstance(v, str) and regex.fullmatch(v) is not None), what


def one_of(*choices: str) -> Check:
    return (lambda v: v in choices), "one of " + ", ".join(choices)


def list_of(item: Check) -> Check:
    test, what = item
    return (lambda v: isinstance(v, list) and all(test(x) for x in v)), f"a list of {what}s"


def number() -> Check:
    return (lambda v: isinstance(v, (int, float)) and not isinstance(v, bool)
            and math.isfinite(v) and v >= 0), "a number of seconds from 0 up"


def boolean() -> Check:
    return (lambda v: isinstance(v, bool)), "true or false"


def optional(check: Check) -> Check:
    """Absent or null, or else as `check` says."""
    test, what = check
    return (lambda v: v is None or test(v)), f"{what} or null"


FACES = whole(2, MAX_FACES, f"a face count from 2 to {MAX_FACES}")
DIE = whole(0, what="a die index from 0 up")

# type -> field -> check; every board message also needs `seq`.
FIELDS: dict[str, dict[str, Check]] = {
    "hello": {"proto": pattern(PROTOCOL_VERSION, "a protocol version MAJOR.MINOR"), "fw": text(),
              "board": text(), "accel": text(), "dice": list_of(FACES), "caps": list_of(text())},
    "hb": {"up": number()},
    "roll": {"d": DIE, "f": FACES, "v": whole(1), "c": whole(0, 100), "x": optional(whole(0))},
    "motion": {"d": DIE, "s": one_of(*proto.MOTION_STATES), "v": optional(whole(1))},
    "token": {"uid": pattern(UID, "a UID of 2 to 20 upper-case hex digits"), "p": boolean()},
    "button": {"b": one_of(*proto.BUTTONS)},
    "status": {"s": list_of(text()), "v": list_of(whole(0)), "x": optional(whole(0)),
               "n": whole(0), "tok": optional(pattern(UID, "a UID")), "cal": list_of(whole(0)),
               "bad": whole(0), "up": number()},
    "err": {"code": text(), "msg": text()},
}
OPTIONAL = {("roll", "x"), ("motion", "v"), ("status", "x"), ("status", "tok")}
SEQ = whole(0, proto.SEQ_MODULO - 1)


def shown(value: object) -> str:
    """A field's value as it came on the wire, cut short for a message."""
    try:
        said = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        said = repr(value)
    return said if len(said) <= 24 else said[:23] + "…"


def problem(message: dict) -> str | None:
    """None if `message` (decoded from the board) follows the protocol, else what is wrong."""
    kind = message.get("t")
    fields = FIELDS.get(kind) if isinstance(kind, str) else None
    if fields is None:
        return f"unknown message type {shown(kind)}"
    for name, (test, what) in {"seq": SEQ, **fields}.items():
        if name not in message and (kind, name) not in OPTIONAL:
            return f"{kind}: no {name} (it should be {what})"
        if name in message and not test(message[name]):
            return f"{kind}: {name} {shown(message[name])} is not {what}"
    if kind == "roll" and message["v"] > message["f"]:
        return f"roll: v {message['v']} is not a face of a d{message['f']} (1 to {message['f']})"
    return None
