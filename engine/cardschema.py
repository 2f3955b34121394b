"""Card files: one small schema vocabulary that every game's card loader uses.

A game describes each kind of card as a `Table` of fields (`Text`, `Whole`, `Flag`,
`OneOf`, `ListOf`, `MapOf`, `Either`, nested `Table`s, and `variants`
whose extra fields depend on one field's value), reads its files with
`read_toml` and `cards_in`, and checks each entry with `Table.read`. Every
problem is a `CardError` whose message names the file, the card and the field,
and says what is allowed:

    quests.toml: card 'The Two Coins': field 'reward' must be one of time, hybrid, text (got 'coins')

Rules that tie several fields or cards together stay in the game's loader and
fail through `card_error`, so their messages read the same.
"""

from __future__ import annotations

import tomllib
from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REQUIRED: Any = object()  # the default of a field that must be given


class CardError(ValueError):
    """A card file is wrong; the message names file, card and field."""


def card_error(file: str, card: str, field_name: str, message: str) -> CardError:
    """The error for one field of one card: `file: card 'X': field 'f' message` (or the whole card's)."""
    if not field_name:
        return CardError(f"{file}: card '{card}' {message}")
    return CardError(f"{file}: card '{card}': field '{field_name}' {message}")


@dataclass(frozen=True)
class Where:
    """The file, card and field a value was read from, for error messages."""

    file: str
    card: str
    field: str = ""

    def fail(self, message: str) -> CardError:
        return card_error(self.file, self.card, self.field, message)

    def at(self, name: str) -> Where:
        """The place of a part of this value: `reward.card`, `sells[1]`."""
        joined = f"{self.field}{name}" if name.startswith("[") or not self.field else f"{self.field}.{name}"
        return Where(self.file, self.card, joined)


@dataclass(frozen=True)
class Field(ABC):
    """One field of a card; `default` is used when it is left out (REQUIRED: it must be given)."""

    default: Any = field(default=REQUIRED, kw_only=True)

    @abstractmethod
    def read(self, value: Any, where: Where) -> Any:
        """The checked value, or a `CardError` at `where`."""


@dataclass(frozen=True)
class Text(Field):
    """Text; `blank=False` refuses empty or all-space text."""

    blank: bool = True

    def read(self, value: Any, where: Where) -> str:
        if not isinstance(value, str) or (not self.blank and not value.strip()):
            raise where.fail(f"must be {'text' if self.blank else 'non-empty text'} (got {value!r})")
        return value


@dataclass(frozen=True)
class Whole(Field):
    """A whole number, optionally within `low`..`high`."""

    low: int | None = None
    high: int | None = None

    def read(self, value: Any, where: Where) -> int:
        fits = (isinstance(value, int) and not isinstance(value, bool)
                and (self.low is None or value >= self.low) and (self.high is None or value <= self.high))
        if not fits:
            raise where.fail(f"must be {self.describe()} (got {value!r})")
        return value

    def describe(self) -> str:
        if self.low is not None and self.high is not None:
            return f"a whole number from {self.low} to {self.high}"
        if self.low is not None:
            return f"a whole number of at least {self.low}"
        if self.high is not None:
            return f"a whole number of at most {self.high}"
        return "a whole number"


@dataclass(frozen=True)
class Flag(Field):
    """`true` or `false`."""

    def read(self, value: Any, where: Where) -> bool:
        if not isinstance(value, bool):
            raise where.fail(f"must be true or false (got {value!r})")
        return value


@dataclass(frozen=True)
class OneOf(Field):
    """One of a fixed set of words (or numbers)."""

    choices: tuple[Any, ...] = ()

    def read(self, value: Any, where: Where) -> Any:
        if isinstance(value, (list, dict, bool)) or value not in self.choices:
            raise where.fail(f"must be one of {', '.join(str(c) for c in self.choices)} (got {value!r})")
        return value


@dataclass(frozen=True)
class ListOf(Field):
    """A list whose entries are each read by `item`; at least `at_least` of them."""

    item: Field = field(default_factory=Text)
    at_least: int = 0

    def read(self, value: Any, where: Where) -> list[Any]:
        if not isinstance(value, list):
            raise where.fail(f"must be a list (got {value!r})")
        if len(value) < self.at_least:
            raise where.fail(f"needs at least {self.at_least} entr{'y' if self.at_least == 1 else 'ies'}")
        return [self.item.read(entry, where.at(f"[{index}]")) for index, entry in enumerate(value)]


@dataclass(frozen=True)
class MapOf(Field):
    """A table from a fixed set of keys to values read by `value`: `{ left = "red" }`."""

    keys: tuple[str, ...] = ()
    value: Field = field(default_factory=Text)
    at_least: int = 0

    def read(self, value: Any, where: Where) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise where.fail(f"must be a table of {', '.join(self.keys)} (got {value!r})")
        if len(value) < self.at_least:
            raise where.fail(f"needs at least {self.at_least} of {', '.join(self.keys)} (got {value!r})")
        for key in value:
            if key not in self.keys:
                raise where.at(key).fail(f"is not one of {', '.join(self.keys)}")
        return {key: self.value.read(value[key], where.at(key)) for key in self.keys if key in value}


@dataclass(frozen=True)
class Either(Field):
    """A table with exactly one of `options`, as `(key, value)`: `{ coins = 2 }` or `{ card = "orange-19" }`."""

    options: Mapping[str, Field] = field(default_factory=dict)

    def read(self, value: Any, where: Where) -> tuple[str, Any]:
        shapes = ", ".join(f"{{ {key} = ... }}" for key in self.options)
        if not isinstance(value, dict) or len(value) != 1:
            raise where.fail(f"must be one of {shapes} (got {value!r})")
        ((key, inner),) = value.items()
        if key not in self.options:
            raise where.fail(f"must be one of {shapes} (got {value!r})")
        return key, self.options[key].read(inner, where.at(key))


@dataclass(frozen=True)
class Table(Field):
    """A table of named fields; unknown fields are refused.

    `variants = ("effect", {"enemy": {...}, "heal": {...}})` adds the fields of
    the case that field names (a field left out or naming no case adds none).
    `read` gives every field, with the defaults of those left out.
    """

    fields: Mapping[str, Field] = field(default_factory=dict)
    variants: tuple[str, Mapping[str, Mapping[str, Field]]] | None = None

    def read(self, value: Any, where: Where) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise where.fail(f"must be a table (got {value!r})")
        result = self._fields(self.fields, value, where)
        known = dict(self.fields)
        if self.variants is not None:
            key, cases = self.variants
            extra = cases.get(result[key], {})
            result.update(self._fields(extra, value, where))
            known.update(extra)
        for name in value:
            if name not in known:
                raise where.at(name).fail(f"is unknown (known fields: {', '.join(sorted(known))})")
        return result

    @staticmethod
    def _fields(fields: Mapping[str, Field], value: dict, where: Where) -> dict[str, Any]:
        result = {}
        for name, kind in fields.items():
            if name in value:
                result[name] = kind.read(value[name], where.at(name))
            elif kind.default is REQUIRED:
                raise where.at(name).fail("is missing")
            else:
                result[name] = kind.default
        return result

    def card(self, raw: Any, file: str, card: str) -> dict[str, Any]:
        """Read one card entry of `file` called `card` in messages."""
        return self.read(raw, Where(file, card))


def read_toml(folder: Path, file: str) -> dict[str, Any]:
    """The parsed TOML `file` in `folder`; missing, unreadable, non-UTF-8 or bad TOML is a `CardError`."""
    path = Path(folder) / file
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise CardError(f"{file}: file is missing from {folder}") from None
    except OSError as error:
        raise CardError(f"{file}: cannot be read ({error.strerror or error})") from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data[:error.start].count(b"\n") + 1
        raise CardError(f"{file}: line {line} is not UTF-8 text (save the file as UTF-8)") from None
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise CardError(f"{file}: not valid TOML ({error})") from None


def cards_in(data: dict[str, Any], file: str, key: str, count: int | None = None) -> list[dict[str, Any]]:
    """The `[[key]]` tables of a parsed file: nothing else at the top, each entry a table, `count` of them."""
    for other in data:
        if other != key:
            raise CardError(f"{file}: unknown table {other!r} (the file holds [[{key}]] cards)")
    entries = data.get(key)
    if not isinstance(entries, list):
        raise CardError(f"{file}: expected [[{key}]] tables")
    for number, entry in enumerate(entries, 1):
        if not isinstance(entry, dict):
            raise CardError(f"{file}: {key} entry {number} must be a table (got {entry!r})")
    if count is not None and len(entries) != count:
        raise CardError(f"{file}: the set needs exactly {count} {key} cards (got {len(entries)})")
    return entries


def label(entry: dict[str, Any], number: int, *keys: str) -> str:
    """What messages call a card: its first text field among `keys`, else `#number`."""
    for key in keys:
        if isinstance(entry.get(key), str) and entry[key].strip():
            return entry[key]
    return f"#{number}"


def unique(field_name: str, cards: Iterable[tuple[str, str, str]]) -> None:
    """Refuse two cards with the same value of `field_name`; `cards` gives (file, card, value)."""
    seen: dict[str, tuple[str, str]] = {}
    for file, card, value in cards:
        if value in seen:
            other_file, other = seen[value]
            where = "" if other_file == file else f" in {other_file}"
            raise card_error(file, card, field_name, f"must be unique ({value!r} is also card '{other}'{where})")
        seen[value] = (file, card)
