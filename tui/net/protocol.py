"""The messages between `tavern host` and its seats: versioned JSON over WebSocket.

Pure: `encode` builds a message's text, `decode` reads one and checks it field by field, so a
malformed, oversized, unknown or wrong-version message is a `ProtocolError` whose reason says
exactly what is wrong (the host answers it with a `refused` message and changes nothing).
Every message is a JSON object with `"tavern": VERSION` and a `"type"`; docs/network.md lists
each one with its fields.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any

from engine.core import Action, Result, SaveError, brief
from engine.json_text import MAX_DEPTH, JSONRefused, read_json

VERSION = 2
MAX_BYTES = 1 << 20
"""The largest message either side sends or reads (a whole view of the biggest table is far smaller)."""
MAX_CLIENT_BYTES = 16 * 1024
"""The largest message a seat may send (a decision, a roll, a greeting)."""


class ProtocolError(ValueError):
    """A message that cannot be read or is not allowed; the text says why."""


Check = Callable[[Any], bool]


def _text(value: Any) -> bool:
    return isinstance(value, str) and len(value) <= 4096


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and abs(value) < 1 << 53


def _seat(value: Any) -> bool:
    return value is None or (_whole(value) and 0 <= value < 64)


def _object(value: Any) -> bool:
    return isinstance(value, dict)


def _texts(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(item, str) for item in value)


def _values(value: Any) -> bool:
    return isinstance(value, list) and 0 < len(value) <= 32 and all(_whole(item) for item in value)


def _action(value: Any) -> bool:
    try:
        Action.from_json(value)
    except SaveError:
        return False
    return True


def _actions(value: Any) -> bool:
    return isinstance(value, list) and all(_action(item) for item in value)


def _result(value: Any) -> bool:
    try:
        Result.from_json(value)
    except ValueError:
        return False
    return True


def _optional(check: Check) -> Check:
    return lambda value: value is None or check(value)


def _one_of(*choices: str) -> Check:
    return lambda value: value in choices


def _pairs(value: Any) -> bool:
    return isinstance(value, list) and all(
        isinstance(item, list) and len(item) == 2 and all(isinstance(part, str) for part in item) for item in value)


ENDS = ("code", "replaced", "busy", "message")
"""Why the host closes a connection (`error`'s `why`): no seat has the code; a newer connection with
the code took the seat; too many wrong codes lately (try again later); the first message was not a
readable `hello`."""
ROLL_HOW = ("virtual", "typed", "device")
"""How a seat that rolls its own dice rolled them."""

# type -> {field: (check, what it must be)}; a field ending in "?" may be left out
CLIENT: dict[str, dict[str, tuple[Check, str]]] = {
    "hello": {"code": (_text, "the seat's join code")},
    "act": {"action": (_action, "an action object {kind, args}"), "at": (_whole, "the input count seen")},
    "roll": {"values": (_values, "a list of die values"), "at": (_whole, "the input count seen"),
             "how": (_one_of(*ROLL_HOW), "virtual, typed or device")},
    "undo": {"at": (_whole, "the input count seen")},
    "hint": {"at": (_whole, "the input count seen")},
    "bye": {},
}
HOST: dict[str, dict[str, tuple[Check, str]]] = {
    "welcome": {"seat": (_whole, "your seat"), "game": (_text, "the game"), "title": (_text, "its title"),
                "config": (_object, "the table's config"), "seats": (lambda v: isinstance(v, list), "who sits where"),
                "dice": (_one_of("host", "seat"), "who rolls your dice")},
    "table": {"at": (_whole, "the input count"), "turn": (_whole, "the turn"), "view": (_object, "your view"),
              "to_move": (_seat, "the seat to move"), "legal": (_actions, "your legal actions"),
              "dice": (_optional(_object), "the pending roll"), "log_start": (_whole, "where the log lines go"),
              "log": (_texts, "new log lines"), "over": (lambda v: isinstance(v, bool), "true or false"),
              "result": (_optional(_result), "the result {scores, winners, reason, sources, score_name, details, marks}"),
              "undo": (_text, "why undo is not allowed, or ''"),
              "away": (lambda v: isinstance(v, list) and all(_whole(s) for s in v), "the seats away")},
    "hints": {"hints": (_pairs, "[move, reason] pairs")},
    "note": {"text": (_text, "a line for the player")},
    "refused": {"reason": (_text, "why"), "about": (_text, "the message type refused")},
    "error": {"reason": (_text, "why the host closes the connection"),
              "why": (_one_of(*ENDS), "code, replaced, busy or message")},
}


def encode(kind: str, **fields: Any) -> str:
    """The text of one message (compact JSON); `ProtocolError` when it would be too big. Text that
    cannot be UTF-8 (a lone surrogate, which `decode` refuses anyway) goes as a JSON escape."""
    message = {"tavern": VERSION, "type": kind, **fields}
    text = json.dumps(message, ensure_ascii=False, separators=(",", ":"))
    try:
        size = len(text.encode("utf-8"))
    except UnicodeEncodeError:
        text = json.dumps(message, separators=(",", ":"))
        size = len(text)
    if size > MAX_BYTES:
        raise ProtocolError(f"a {kind} message of {len(text):,} characters is over the {MAX_BYTES:,}-byte limit")
    return text


def decode(data: str | bytes, schema: Mapping[str, Mapping[str, tuple[Check, str]]],
           limit: int = MAX_BYTES) -> dict:
    """The checked message in `data` (`CLIENT` or `HOST` names the side that sent it)."""
    size = len(data.encode("utf-8") if isinstance(data, str) else data)
    if size > limit:
        raise ProtocolError(f"the message is {size:,} bytes, over the {limit:,}-byte limit")
    if isinstance(data, bytes):
        raise ProtocolError("messages are JSON text, not binary frames")
    try:
        message = read_json(data, MAX_DEPTH)
    except JSONRefused as error:
        raise ProtocolError(f"the message cannot be read: {error}") from None
    if not isinstance(message, dict):
        raise ProtocolError(f"a message is a JSON object (got {brief(message)})")
    version = message.get("tavern")
    if type(version) is not int or version != VERSION:  # exactly: not 2.0, true or 2e0
        raise ProtocolError(f"protocol version {brief(version)} is not this Tavern's version {VERSION}: "
                            "host and players need the same Tavern release")
    kind = message.get("type")
    if not isinstance(kind, str) or kind not in schema:
        raise ProtocolError(f"unknown message type {brief(kind)} (known: {', '.join(schema)})")
    fields = schema[kind]
    for name, (check, what) in fields.items():
        key = name.rstrip("?")
        if key not in message:
            if name.endswith("?"):
                continue
            raise ProtocolError(f"a {kind} message needs '{key}': {what}")
        if not check(message[key]):
            raise ProtocolError(f"{kind} '{key}' must be {what} (got {brief(message[key])})")
    known = {name.rstrip("?") for name in fields} | {"tavern", "type"}
    extra = sorted(set(message) - known)
    if extra:
        raise ProtocolError(f"a {kind} message has no field {brief(extra[0])}")
    return message
