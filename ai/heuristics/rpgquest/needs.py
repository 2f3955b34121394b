"""What the group's tests ask of it: the worth of one more class point of each class.

A point is worth what it adds to the exact chance of passing the tests the group will meet: the
Great Challenges in play (all of their tests, *Combate*), the lesser monsters of the ambush bag,
and the stages of its own missions. A group of warriors gains nothing from a fifth Warrior point
against Warrior 8, and a great deal from its first Mage point against the Observer's Mage 11, so
heroes are recruited and levels trained for the classes the table tests, not for Hit Points alone.
"""

from __future__ import annotations

from collections.abc import Sequence

from ai.heuristics.rpgquest import values as v
from ai.heuristics.rpgquest.fights import chance
from engine.rpgquest.checks import points
from engine.rpgquest.decks import decks
from engine.rpgquest.state import RpgQuestState
from engine.rpgquest.world_data import CLASSES

NEED_WEIGHT = 0.6  # a test passed more often: about this many VP (a Great Challenge pays 2-4 VP and gold)
GREAT_WEIGHT = 2.0  # the Great Challenges' tests count double: their bounty and the places they take


def tests_ahead(state: RpgQuestState, seat: int) -> list[tuple[str, int, float]]:
    """(class, difficulty, weight) of the tests the group will meet."""
    cards = decks()
    found = [(c, d, GREAT_WEIGHT) for monster in sorted(state.great) for c, d in cards.challenges[monster].tests]
    found += [(c, d, 1.0 / len(cards.monsters)) for monster in cards.monsters.values() for c, d in monster.tests]
    for quest in state.quests[seat]:
        mission = quest.mission
        if mission is not None and not quest.bonus and quest.stage < len(mission.stages):
            found += [(c, d, 1.0) for c, d in mission.stages[quest.stage].tests]
    return found


def point_worth(state: RpgQuestState, seat: int) -> list[float]:
    """The worth in VP of one more point of each class (in `CLASSES` order) to the group of `seat`."""
    ahead = tests_ahead(state, seat)
    return [_class_gain(state, seat, ahead, class_name, 1) for class_name in CLASSES]


def points_gain(state: RpgQuestState, seat: int, change: Sequence[int]) -> float:
    """What changing the group's class points by `change` (each class, in `CLASSES` order) is worth,
    exactly: the change in its chances on the tests ahead, priced as `point_worth` prices one point.
    Negative when points leave. A hero or an item passed from one group to another and back costs
    and gains the same, so trades priced by it never go round in circles."""
    ahead = tests_ahead(state, seat)
    return sum(_class_gain(state, seat, ahead, class_name, moved)
               for class_name, moved in zip(CLASSES, change, strict=True) if moved)


def _class_gain(state: RpgQuestState, seat: int, ahead: list[tuple[str, int, float]], class_name: str, moved: int) -> float:
    """What `moved` more points of `class_name` are worth to the group, on the tests `ahead`."""
    bonus = points(state, seat, class_name)
    gained = sum(weight * (chance(bonus + moved, d) - chance(bonus, d)) for c, d, weight in ahead if c == class_name)
    return v.HERO_POINT / 4 * moved + NEED_WEIGHT * gained
