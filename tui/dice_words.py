"""How a roll reads in words, the same at one screen and at a `tavern host` seat: each die's label
(its size, or whose die it is in a game whose dice belong to different sides) and the roll as
"2 + 6" or "you 2, foe 6". No Textual here: the host writes its log lines with it."""

from __future__ import annotations

from collections.abc import Sequence
from importlib import import_module

import engine
from engine.core import DiceRequest


def plain_labels(dice: tuple[int, ...]) -> list[str]:
    """Each die named by its size: d6, d20."""
    return [f"d{faces}" for faces in dice]


def die_labels(game: str, request: DiceRequest) -> list[str]:
    """What to write under each die of `request` in `game`: what the game's `die_labels` says (a game whose
    dice are not all alike declares it, "module:function"), else each die by its size."""
    info = engine.GAMES.get(game)
    if info is None or not info.die_labels:
        return plain_labels(request.dice)
    module, _, name = info.die_labels.partition(":")
    return list(getattr(import_module(module), name)(request))


def describe_roll(values: Sequence[int], labels: list[str], dice: tuple[int, ...]) -> str:
    """'2 + 6', or 'you 2, foe 6' when the dice belong to different sides."""
    if labels == plain_labels(dice):
        return " + ".join(str(v) for v in values)
    return ", ".join(f"{label} {value}" for label, value in zip(labels, values, strict=True))
