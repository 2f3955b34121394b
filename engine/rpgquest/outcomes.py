"""PLACEHOLDER until the RPGQuest foundation lands on main: only the outcome card vocabulary."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.cardschema import Field, Table, Text, Where, Whole


@dataclass(frozen=True)
class Damage(Field):
    def read(self, value: Any, where: Where) -> Any:
        if value in ("1d3", "1d6") or (isinstance(value, int) and not isinstance(value, bool) and 0 < value < 10):
            return value
        raise where.fail(f"must be 1d3, 1d6 or a number from 1 to 9 (got {value!r})")


OUTCOME = Table({"text": Text(default=""), "gold": Whole(low=-20_000, high=20_000, default=0),
                 "vp": Whole(low=0, high=5, default=0), "damage": Damage(default=0),
                 "items": Whole(low=0, high=4, default=0), "title": Text(default="")})
