"""*Negociar com outro Grupo*: what giving gold, a magic item or a hero from one group to another is worth.

In the cooperative game the groups share one target, so a trade is worth what it adds to the groups
together: gold is worth more to the group that needs it soon (a recruit, a cleric, a level) than to
one that has it idle (`values.spent_soon`), a class item to the group whose tests need that class
and a re-roll to the group with the most at stake (`items.item_worth`), and a hero lent (*Lend, or
Trade Characters*) to the group whose tests his class points serve better (`goals.hero_moved`, as
`goals.hero_worth` judges a recruit). Points are priced by the exact change to each group's chances (`needs.points_gain`),
so what a trade gains one way it loses the other way: priced by one point's worth at each side, the
groups passed two heroes back and forth for ever. In the competitive game whatever helps a rival counts
against the group.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ai.heuristics.rpgquest import values as v
from ai.heuristics.rpgquest.goals import hero_moved
from ai.heuristics.rpgquest.items import item_worth
from ai.heuristics.rpgquest.mana import appraise
from ai.heuristics.rpgquest.needs import point_worth, points_gain
from engine.rpgquest.decks import decks
from engine.rpgquest.group import MAX_HEROES
from engine.rpgquest.negotiation import GOLD_STEP
from engine.rpgquest.state import RpgQuestState
from engine.rpgquest.world_data import CLASSES

FUSS = 0.02  # the least a trade must add to be made: one worth nothing is not made (nor made back)


def gold_gained(state: RpgQuestState, seat: int) -> float:
    """What GOLD_STEP more gold is worth to the group of `seat`."""
    return v.spent_soon(state, seat, state.groups[seat].gold + GOLD_STEP, GOLD_STEP)


def gold_lost(state: RpgQuestState, seat: int) -> float:
    return v.spent_soon(state, seat, state.groups[seat].gold, GOLD_STEP)


def item_moved(state: RpgQuestState, seat: int, item_id: str, joins: bool) -> float:
    """What the group gains when the magic item joins it (or loses, negative, when it leaves), as a
    purchase is judged (`items.item_worth`): a class bonus by the exact change to its tests
    (`needs.points_gain`), a re-roll or a protection by what it saves the group."""
    item = decks().items[item_id]
    sign = 1 if joins else -1
    if item.effect == "bonus":
        change = [sign * item.amount if c == item.item_class else 0 for c in CLASSES]
        return points_gain(state, seat, change) * v.later(state)
    return sign * item_worth(state, item, point_worth(state, seat), appraise(state, seat).hold)


def trade(state: RpgQuestState, seat: int, giver: int, taker: int, kind: str, args: Sequence[Any]) -> float:
    """What `giver` handing `taker` gold (`kind` "gold"), the item `args[0]` ("item") or the giver's hero
    at index `args[0]` ("hero") is worth to `seat` (cooperative: to the groups together, less `FUSS`)."""
    if kind == "gold":
        gained, lost = gold_gained(state, taker), gold_lost(state, giver)
    elif kind == "hero":
        hero = state.groups[giver].heroes[args[0]]
        gained, lost = hero_moved(state, taker, hero, joins=True), -hero_moved(state, giver, hero, joins=False)
    else:
        gained, lost = item_moved(state, taker, args[0], joins=True), -item_moved(state, giver, args[0], joins=False)
    if state.cooperative:
        return gained - lost - FUSS
    return gained + lost if seat == taker else -gained - lost


def offers(state: RpgQuestState, seat: int, partners: list[int]) -> float:
    """The best trade the group could make with `partners` on its hex (a negotiation's worth)."""
    best = 0.0
    for other in partners:
        for giver, taker in ((seat, other), (other, seat)):
            if state.groups[giver].gold >= GOLD_STEP:
                best = max(best, trade(state, seat, giver, taker, "gold", ()))
            for item in state.groups[giver].items:
                best = max(best, trade(state, seat, giver, taker, "item", (item,)))
            if len(state.groups[giver].heroes) > 1 and len(state.groups[taker].heroes) < MAX_HEROES:
                for index in range(len(state.groups[giver].heroes)):
                    best = max(best, trade(state, seat, giver, taker, "hero", (index,)))
    return best
