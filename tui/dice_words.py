"""How a roll reads in words, the same at one screen and at a `tavern host` seat: each die's label
(its size, or whose die it is in a game whose dice belong to different sides) and the roll as
"2 + 6" or "you 2, foe 6". No Textual here: the host writes its log lines with it."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.core import DiceRequest


def plain_labels(dice: tuple[int, ...]) -> list[str]:
    """Each die named by its size: d6, d20."""
    return [f"d{faces}" for faces in dice]


def _cartaventuras(request: DiceRequest) -> list[str]:
    """In combat the last die is the enemy's ("foe"), the others are yours."""
    if len(request.dice) > 1:
        return ["you"] * (len(request.dice) - 1) + ["foe"]
    return plain_labels(request.dice)


LABELS: dict[str, Callable[[DiceRequest], list[str]]] = {"cartaventuras": _cartaventuras}
"""A game whose dice are not all alike: how its dice are labelled."""


def die_labels(game: str, request: DiceRequest) -> list[str]:
    """What to write under each die of `request` in `game`."""
    return LABELS.get(game, lambda request: plain_labels(request.dice))(request)


def describe_roll(values: Sequence[int], labels: list[str], dice: tuple[int, ...]) -> str:
    """'2 + 6', or 'you 2, foe 6' when the dice belong to different sides."""
    if labels == plain_labels(dice):
        return " + ".join(str(v) for v in values)
    return ", ".join(f"{label} {value}" for label, value in zip(labels, values, strict=True))
