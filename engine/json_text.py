"""JSON text from outside (a save file, a seat's message), read with its depth bounded first.

Python's reader fails in ways a caller does not expect from hostile text: a document nested
thousands deep is a `RecursionError` (and a value nested a few hundred deep is one later, in
whatever walks it), a number of more than 4,300 digits a bare `ValueError`, `NaN` is let in,
and an escaped lone surrogate (`"\\ud800"`) gives a string that cannot be written back as
UTF-8. `read_json` counts the nesting in the text before decoding it, decodes, and refuses
each of these with `JSONRefused`, whose text says what is wrong in one line. Saves
(`engine.record_json`) and the network protocol (`tui.net.protocol`) both read through it;
each bounds the text's size before calling it.
"""

from __future__ import annotations

import json
import re
from typing import Any

MAX_DEPTH = 32
"""The deepest nesting of lists and objects read (a record needs 6, a network message 8)."""

_TOKENS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{}]', re.DOTALL)
"""A string (whose brackets do not count) or a bracket."""


class JSONRefused(ValueError):
    """JSON text that is refused before or while it is decoded; the text says why, in one line."""


def nesting(text: str, limit: int = MAX_DEPTH) -> int:
    """How deeply lists and objects nest in `text`, counted without decoding it; counting stops
    past `limit` (the answer is then `limit + 1`). Invalid text gives some count: it is refused
    when it is decoded."""
    depth = deepest = 0
    for token in _TOKENS.finditer(text):
        mark = token.group()
        if mark in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > limit:
                    break
        elif mark in "]}":
            depth -= 1
    return deepest


def read_json(text: str, max_depth: int = MAX_DEPTH) -> Any:
    """The JSON value in `text`, or `JSONRefused`: nested more than `max_depth` deep (checked
    before decoding), not JSON, a number too long to read, NaN or Infinity, or a lone surrogate."""
    if nesting(text, max_depth) > max_depth:
        raise JSONRefused(f"it is nested more than {max_depth} deep")
    try:
        value = json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as error:
        raise JSONRefused(f"it is not JSON ({error})") from None
    except RecursionError:  # (the count above makes this unreachable; kept as a last guard)
        raise JSONRefused(f"it is nested more than {max_depth} deep") from None
    except ValueError as error:  # a number of thousands of digits, NaN, Infinity
        raise JSONRefused(f"it holds a value no Tavern JSON has ({str(error).split(':')[0]})") from None
    _check_text(value)
    return value


def _no_constant(name: str) -> Any:
    """JSON has no NaN or Infinity; Python's reader would let them in."""
    raise ValueError(f"{name} is not a JSON number")


def _check_text(value: Any) -> None:
    """Every string and key in `value` can be written as UTF-8 (no lone surrogate), without recursion."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            _unicode(item)
        elif isinstance(item, dict):
            for key in item:
                _unicode(key)
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)


def _unicode(text: str) -> None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as error:
        raise JSONRefused(f"it holds text that is not Unicode (a lone surrogate "
                          f"U+{ord(text[error.start]):04X} at character {error.start})") from None
