"""Reading Tavern's RPGQuest data files: one TOML file, one entry at a time, checked.

Every problem is a `WorldDataError` naming the file, the entry and the field, with what is
allowed, so an owner typing in their own box reads what to fix.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any


class WorldDataError(ValueError):
    """An RPGQuest data file is wrong; the message names the file, the entry and the field."""


def read(path: Path) -> dict[str, Any]:
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise WorldDataError(f"{path.name}: the file is missing from {path.parent}") from None
    except UnicodeDecodeError as error:
        raise WorldDataError(f"{path.name}: not UTF-8 text ({error.reason})") from None
    except tomllib.TOMLDecodeError as error:
        raise WorldDataError(f"{path.name}: not valid TOML ({error})") from None


class Entry:
    """One table of a data file, asked for its fields; wrong ones raise `WorldDataError`."""

    def __init__(self, file: str, name: str, table: Any) -> None:
        self.where = f"{file}: {name}"
        if not isinstance(table, dict):
            raise WorldDataError(f"{self.where}: must be a table of fields (got {table!r})")
        self.table = table

    def fail(self, field: str, problem: str) -> WorldDataError:
        return WorldDataError(f"{self.where}: field {field!r} {problem}")

    def known(self, *fields: str) -> None:
        unknown = sorted(set(self.table) - set(fields))
        if unknown:
            raise self.fail(unknown[0], f"is not a known field (fields: {', '.join(fields)})")

    def get(self, field: str, kind: type, default: Any = ...) -> Any:
        if field not in self.table:
            if default is ...:
                raise self.fail(field, "is missing")
            return default
        value = self.table[field]
        if kind is int and (isinstance(value, bool) or not isinstance(value, int)):
            raise self.fail(field, f"must be a whole number (got {value!r})")
        if not isinstance(value, kind):
            raise self.fail(field, f"must be {kind.__name__} (got {value!r})")
        return value

    def number(self, field: str, low: int, high: int, default: Any = ...) -> int:
        value = self.get(field, int, default)
        if value is not None and not low <= value <= high:
            raise self.fail(field, f"must be between {low} and {high} (got {value})")
        return value

    def choice(self, field: str, choices: tuple[str, ...], default: Any = ...) -> str:
        value = self.get(field, str, default)
        if value not in choices and value != default:
            raise self.fail(field, f"must be one of {', '.join(choices)} (got {value!r})")
        return value
