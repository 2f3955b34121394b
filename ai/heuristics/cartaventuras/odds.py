"""The exact odds of beating Cartaventuras' Great Dragon, for the AI rival.

The dragon must be beaten twice, once with magic and once without, to the
death: each round both sides roll a d6 and add their attack; a tie changes
nothing, a lost round costs one life. +2 objects last both fights; an x2 or
two-rolls object helps one round; healing carried counts as extra life.
"""

from __future__ import annotations

from functools import lru_cache

from engine.cartaventuras import combat, equipment
from engine.cartaventuras.cards import catalogue

DRAGON = {"magic": catalogue().final.magic, "nonmagic": catalogue().final.nonmagic}


@lru_cache(maxsize=65536)
def dragon_chance(magic: int, nonmagic: int, life: int, plus2: int = 0, x2: int = 0, two_rolls: int = 0) -> float:
    """Exact chance to beat the dragon twice, with every +2 used at once (the bonus lasts
    both fights), one x2 or two-rolls object a round and healing drunk before death."""
    bonus = 2 * plus2
    mine = {m: min(equipment.MAX_ATTACK, a + bonus) for m, a in (("magic", magic), ("nonmagic", nonmagic))}
    life = min(life, 25)
    return max(dragon_fights(mine[first], DRAGON[first], mine[second], DRAGON[second], life, x2, two_rolls)
               for first, second in (("magic", "nonmagic"), ("nonmagic", "magic")))


@lru_cache(maxsize=65536)
def dragon_fights(mine1: int, theirs1: int, mine2: int, theirs2: int, life: int, x2: int, two: int) -> float:
    """Win the first fight, then the second, with `life` losses allowed before death."""
    if life <= 0:
        return 0.0
    if x2 or two:
        win, tie, lose = combat.round_odds(mine1, theirs1, 1 if x2 else 2, bool(x2))
        rest = (x2 - 1, two) if x2 else (0, two - 1)
        after = _last_fight(mine2, theirs2, life, *rest)
        return (win * after + tie * dragon_fights(mine1, theirs1, mine2, theirs2, life, *rest)
                + lose * dragon_fights(mine1, theirs1, mine2, theirs2, life - 1, *rest))
    win, _, lose = combat.round_odds(mine1, theirs1)
    if win == 0:
        return 0.0
    p = win / (win + lose)
    return sum((1 - p) ** k * p * _last_fight(mine2, theirs2, life - k, 0, 0) for k in range(life))


@lru_cache(maxsize=65536)
def _last_fight(mine: int, theirs: int, life: int, x2: int, two: int) -> float:
    if life <= 0:
        return 0.0
    if x2 or two:
        win, tie, lose = combat.round_odds(mine, theirs, 1 if x2 else 2, bool(x2))
        rest = (x2 - 1, two) if x2 else (0, two - 1)
        return win + tie * _last_fight(mine, theirs, life, *rest) + lose * _last_fight(mine, theirs, life - 1, *rest)
    return combat.fight_odds(mine, theirs, life)
