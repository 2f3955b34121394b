"""How Cartaventuras' dice are labelled: in combat the last die is the enemy's. No Textual here
(`tavern host` labels its dice with it too)."""

from __future__ import annotations

from engine.core import DiceRequest


def die_labels(request: DiceRequest) -> list[str]:
    """In combat the last die is the enemy's ("foe"), the others are yours; else each die by its size."""
    if len(request.dice) > 1:
        return ["you"] * (len(request.dice) - 1) + ["foe"]
    return [f"d{faces}" for faces in request.dice]
