"""What a magic item gives the group, in Victory Points, bought, kept or made at the Torre.

A lasting bonus adds its points to every test of its class (`needs.point_worth`, as a level's point);
a use after the roll adds its points to one test the group chooses once it has seen the dice; a
re-roll is a second chance at the test that matters most (`mana.best_reroll`); protection stops
damage markers after lost fights. What is bought for later pays less with fewer Turns left; gold the
group will not need soon costs less (`values.spent_soon`), so a rich group goes to the market.
"""

from __future__ import annotations

from math import comb

from ai.heuristics.rpgquest import values as v
from ai.heuristics.rpgquest.goals import Goal
from ai.heuristics.rpgquest.needs import point_worth
from engine.rpgquest.decks import MagicItem, decks
from engine.rpgquest.places import standing
from engine.rpgquest.state import RpgQuestState
from engine.rpgquest.world_data import CLASSES, world_data

AFTER_ROLL_USE = 0.4  # a use after the roll: this share of a lasting point (one test, chosen when it fails)


def item_worth(state: RpgQuestState, item: MagicItem, points: list[float], reroll: float) -> float:
    """What `item` gives a group to which a class point is worth `points` (`needs.point_worth`) and a
    re-roll `reroll`."""
    if item.effect == "protection":
        return item.amount * item.uses * v.WOUND * v.later(state)
    if item.effect == "reroll":
        return item.uses * reroll
    point = points[CLASSES.index(item.item_class)] * item.amount * v.later(state)
    return point if item.effect == "bonus" else min(point, point * AFTER_ROLL_USE * item.uses)


def best_of(worths: list[float], drawn: int) -> float:
    """The expected worth of the best of `drawn` cards dealt from a deck of these worths (the
    deck's order unknown: every card as likely as another)."""
    ranked = sorted(worths)
    total = comb(len(ranked), drawn)
    if not total:
        return ranked[-1] if ranked else 0.0
    return sum(w * comb(i, drawn - 1) for i, w in enumerate(ranked)) / total


def deck_worths(state: RpgQuestState, seat: int, reroll: float) -> list[float]:
    """Every magic item card's worth to the group (what a draw may bring)."""
    points = point_worth(state, seat)
    return [item_worth(state, item, points, reroll) for item in decks().items.values()]


def bought(state: RpgQuestState, seat: int, item: MagicItem, points: list[float], reroll: float) -> float:
    """The item against its price (0: the group cannot pay it)."""
    held = state.groups[seat].gold
    if item.price > held:
        return 0.0
    return item_worth(state, item, points, reroll) - v.spent_soon(state, seat, held, item.price)


def shopping(state: RpgQuestState, seat: int, shown: int, reroll: float) -> float:
    """Looking at `shown` magic items: the best of them bought when it is worth its price."""
    points = point_worth(state, seat)
    return best_of([max(0.0, bought(state, seat, item, points, reroll)) for item in decks().items.values()], shown)


def market_goals(state: RpgQuestState, seat: int, reroll: float) -> list[Goal]:
    """The places that sell magic items, while looking at them is worth the action."""
    found = []
    for key, where in state.world.location_hexes.items():
        location = world_data().locations[key]
        if "buy_items" in location.actions and standing(state, key):
            worth = shopping(state, seat, location.items_shown, reroll) - v.ACTION_COST
            if worth > 0:
                found.append(Goal(where, worth, f"buy magic items at {location.name}", inside=True))
    return found
