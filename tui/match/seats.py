"""Who plays each seat of a table: a person or an AI rival at a level, and the seat's name."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

LEVELS = ("easy", "normal", "hard")


@dataclass
class Seat:
    """Who plays a seat: a person ("human") or an AI rival at a level."""

    kind: str = "human"
    level: str = "normal"
    name: str = ""

    @property
    def is_ai(self) -> bool:
        return self.kind == "ai"

    def label(self, index: int) -> str:
        if self.name:
            return self.name
        return f"AI {index + 1} ({self.level})" if self.is_ai else f"Player {index + 1}"

    @staticmethod
    def from_json(data: Any) -> Seat:
        """A seat from a save's meta; anything unreadable is a person's seat."""
        if not isinstance(data, dict):
            return Seat()
        kind = data["kind"] if data.get("kind") in ("human", "ai") else "human"
        level = data["level"] if data.get("level") in LEVELS else "normal"
        name = data["name"] if isinstance(data.get("name"), str) else ""
        return Seat(kind, level, name)
