"""Class tests on 2d6: who passes, and the exact chance of passing.

*Combate*: "the Player rolls 2d6 and adds the result to all the Points he has of that Class
... if the 2d6 result is a natural '2' ... the Result will always be a FAILURE. Likewise, if
the 2d6 result is a natural '12' ... always be a SUCCESS".
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from fractions import Fraction
from functools import cache
from typing import TypeVar

Reading = TypeVar("Reading", bound=Hashable)

TWO_DICE = [(a, b) for a in range(1, 7) for b in range(1, 7)]


def passes(dice_total: int, bonus: int, difficulty: int) -> bool:
    """Whether 2d6 showing `dice_total`, plus `bonus`, passes a test of `difficulty`."""
    if dice_total == 2:
        return False
    if dice_total == 12:
        return True
    return dice_total + bonus >= difficulty


@cache
def pass_chance(bonus: int, difficulty: int) -> Fraction:
    """The exact chance that 2d6 + `bonus` passes a test of `difficulty`."""
    wins = sum(passes(a + b, bonus, difficulty) for a, b in TWO_DICE)
    return Fraction(wins, len(TWO_DICE))


def all_pass(tests: list[tuple[int, int]]) -> Fraction:
    """The exact chance of passing every test, each `(bonus, difficulty)` rolled on its own 2d6."""
    chance = Fraction(1)
    for bonus, difficulty in tests:
        chance *= pass_chance(bonus, difficulty)
    return chance


def readings(bonus: int, difficulty: int, read: Callable[[int, bool], Reading]) -> dict[Reading, Fraction]:
    """The exact chance of each way one 2d6 test may be read: `read(total, passed)` over the 36 rolls (a result
    table's row, say)."""
    chances: dict[Reading, Fraction] = {}
    for a, b in TWO_DICE:
        reading = read(a + b + bonus, passes(a + b, bonus, difficulty))
        chances[reading] = chances.get(reading, Fraction(0)) + Fraction(1, len(TWO_DICE))
    return chances


def percent(chance: Fraction) -> str:
    """'61%'; a chance that is neither nothing nor certain never reads 0% or 100%."""
    if 0 < chance < 1:
        return f"{min(99, max(1, round(100 * chance)))}%"
    return f"{round(100 * chance)}%"


def d3(face: int) -> int:
    """1d3 read off a d6: 1-2 give 1, 3-4 give 2, 5-6 give 3 (*Definições*)."""
    return (face + 1) // 2
