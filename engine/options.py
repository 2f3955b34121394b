"""A game's options, typed: one declaration checks `--config`, a saved record's config and the New game form.

Each option is a small frozen value with a `default`, a `help` line (an
`engine.message.Msg`, so the app shows it in the player's language), a `label`
(the field's name on a form; blank: its key, capitalised) and
`parse(game, key, value)`, which turns what a person typed (`"3"`, `"yes"`,
`"quest-03,quest-17"`) or what a record holds into the option's value, or
raises `ConfigError` naming the game, the key and what is allowed. Its `kind`
(choice, number, flag, names) says which widget a form builds for it, and
`values` lists the choices of a `choice` or a `flag`; `name(value)` is what a
form shows for one (a choice's `names`, else the value as written; a flag's
yes or no).

    Choice(("easy", "hard"), "easy", "how hard")   one of a fixed set (words or numbers)
    Number(10, "VP to win", low=1)                 a whole number, within ±WHOLE_NUMBER_LIMIT and low..high
    Flag(False, "the short game")                  true or false (also yes/no, 1/0)
    Names((), "cards by id")                       a list of names, comma-separated on the command line

Checks are strict about types, as a record's config must be: `2.0` is not a
choice `2`, `True` is not a number and a list holds only text.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from engine.core import ConfigError, brief
from engine.message import Msg

WHOLE_NUMBER_LIMIT = 10**9
"""The largest size a number option may have (a bigger one is a typo or a damaged file)."""

_DIGITS = re.compile(r"-?[0-9]{1,11}")
_FLAG_WORDS = {"true": True, "yes": True, "1": True, "false": False, "no": False, "0": False}


class _Option:
    """What every kind of option shares: a default its own `parse` accepts, and values written back as text."""

    default: Any
    label: str

    def __post_init__(self) -> None:
        try:
            self.parse("a game", "an option", self.default)
        except ConfigError as problem:
            raise ValueError(f"{type(self).__name__}'s default does not fit it: {problem}") from None

    def parse(self, game: str, key: str, value: Any) -> Any:
        """The option's value for `value` (typed text, or a record's JSON); `ConfigError` says why it does not fit."""
        raise NotImplementedError

    def text(self, value: Any) -> str:
        """How `value` is written on the command line (`--config key=TEXT`) and in a form's text field."""
        return str(value)

    def name(self, value: Any) -> str:
        """What a form shows for `value` (a `Msg` where the game names it)."""
        return str(value)


def _refuse(game: str, key: str, what: str, value: Any) -> ConfigError:
    return ConfigError(f"{game}: config {key!r} must be {what} (got {brief(value)})")


@dataclass(frozen=True)
class Choice(_Option):
    """One of a fixed set of values (words or whole numbers); typed text matches a value's text."""

    values: tuple
    default: Any
    help: str
    label: str = ""
    names: Mapping[Any, str] = field(default_factory=dict)
    """What a form shows for a value (a `Msg`); a value not named is shown as written."""
    kind: ClassVar[str] = "choice"

    def name(self, value: Any) -> str:
        return self.names.get(value, str(value))

    def parse(self, game: str, key: str, value: Any) -> Any:
        for choice in self.values:
            if (type(choice) is type(value) and choice == value) or (isinstance(value, str) and str(choice) == value):
                return choice
        raise _refuse(game, key, "one of " + ", ".join(str(c) for c in self.values), value)


@dataclass(frozen=True)
class Number(_Option):
    """A whole number, at most `WHOLE_NUMBER_LIMIT` either way, and within `low` .. `high` where they are set."""

    default: int
    help: str
    low: int | None = None
    high: int | None = None
    label: str = ""
    kind: ClassVar[str] = "number"
    values: ClassVar[tuple] = ()

    def parse(self, game: str, key: str, value: Any) -> int:
        if isinstance(value, str) and _DIGITS.fullmatch(value):
            value = int(value)
        if not isinstance(value, int) or isinstance(value, bool) or abs(value) > WHOLE_NUMBER_LIMIT:
            raise _refuse(game, key, f"a whole number of at most {WHOLE_NUMBER_LIMIT:,}", value)
        if self.low is not None and value < self.low:
            raise _refuse(game, key, f"{self.low} or more", value)
        if self.high is not None and value > self.high:
            raise _refuse(game, key, f"at most {self.high}", value)
        return value


@dataclass(frozen=True)
class Flag(_Option):
    """True or false; typed as true/false, yes/no or 1/0 (any case)."""

    default: bool
    help: str
    label: str = ""
    kind: ClassVar[str] = "flag"
    values: ClassVar[tuple] = (False, True)

    def parse(self, game: str, key: str, value: Any) -> bool:
        if isinstance(value, str) and value.lower() in _FLAG_WORDS:
            value = _FLAG_WORDS[value.lower()]
        if not isinstance(value, bool):
            raise _refuse(game, key, "true or false", value)
        return value

    def text(self, value: Any) -> str:
        return "true" if value else "false"

    def name(self, value: Any) -> str:
        return Msg("yes") if value else Msg("no")


@dataclass(frozen=True)
class Names(_Option):
    """A list of names (card ids, characters); on the command line and in a form, comma-separated."""

    default: Sequence[str]
    help: str
    label: str = ""
    kind: ClassVar[str] = "names"
    values: ClassVar[tuple] = ()

    def __post_init__(self) -> None:
        super().__post_init__()
        # kept as a tuple, so no config shares it: each gets its own list from `parse`
        object.__setattr__(self, "default", tuple(self.parse("a game", "an option", self.default)))

    def parse(self, game: str, key: str, value: Any) -> list[str]:
        if isinstance(value, str):
            value = [name for name in value.split(",") if name]
        if not isinstance(value, (list, tuple)) or not all(isinstance(name, str) for name in value):
            raise _refuse(game, key, "a list of names", value)
        return list(value)

    def text(self, value: Any) -> str:
        return ",".join(value)


Option = Choice | Number | Flag | Names
"""Any game option. Each has `kind`, `values` (the choices of a choice or a flag, else ()), `default`,
`help`, `label`, `parse(game, key, value)`, `text(value)` and `name(value)`."""

KINDS: tuple[str, ...] = tuple(kind.kind for kind in (Choice, Number, Flag, Names))
"""Every kind of option: whatever is built per kind (a form's widget) covers each of these."""
