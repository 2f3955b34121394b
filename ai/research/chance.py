"""Dice as chance outcomes: every result of a `DiceRequest` <-> one index, each as likely as the others.

The dice `(f1, ..., fk)` showing `(v1, ..., vk)` are outcome `sum((vi - 1) * fi+1 * ... * fk)`: the
first die is the most significant digit, so 2d6 showing 3 and 5 is outcome 2 * 6 + 4 = 16.
"""

from __future__ import annotations

import math

from engine.core import DiceRequest

# The largest roll each game asks for: Cartaventuras' two-roll combat (3d6), RPGQuest's tests (2d6).
LARGEST_ROLL = {"elria": (), "cartaventuras": (6, 6, 6), "rpgquest": (6, 6)}


def outcome_count(dice: tuple[int, ...]) -> int:
    """How many results the dice can show (0 when there are no dice)."""
    return math.prod(dice) if dice else 0


def outcomes(request: DiceRequest) -> list[tuple[int, float]]:
    """Every (outcome, probability) of the request."""
    count = outcome_count(request.dice)
    return [(outcome, 1.0 / count) for outcome in range(count)]


def dice_values(request: DiceRequest, outcome: int) -> tuple[int, ...]:
    """The dice that outcome `outcome` shows."""
    values = []
    for faces in reversed(request.dice):
        outcome, value = divmod(outcome, faces)
        values.append(value + 1)
    return tuple(reversed(values))


def outcome_of(request: DiceRequest, values: tuple[int, ...]) -> int:
    """The outcome index of the dice showing `values`."""
    outcome = 0
    for faces, value in zip(request.dice, values, strict=True):
        outcome = outcome * faces + value - 1
    return outcome
