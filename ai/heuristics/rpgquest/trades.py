"""*Negociar com outro Grupo*: what giving gold or a magic item from one group to another is worth.

In the cooperative game the groups share one target, so a trade is worth what it adds to the groups
together: gold is worth more to the group that needs it soon (a recruit, a cleric, a level) than to
one that has it idle (`values.spent_soon`), a class item to the group whose tests need that class
(`needs.point_worth`). In the competitive game whatever helps a rival counts against the group.
Lending heroes is not priced: a hero's worth to a group is its whole strategy.
"""

from __future__ import annotations

from ai.heuristics.rpgquest import values as v
from ai.heuristics.rpgquest.needs import point_worth
from engine.rpgquest.decks import decks
from engine.rpgquest.negotiation import GOLD_STEP
from engine.rpgquest.world_data import CLASSES

HERO_LENT = -0.2  # lending or borrowing a hero: left to the players


def gold_gained(state, seat: int) -> float:
    """What GOLD_STEP more gold is worth to the group of `seat`."""
    return v.spent_soon(state, seat, state.groups[seat].gold + GOLD_STEP, GOLD_STEP)


def gold_lost(state, seat: int) -> float:
    return v.spent_soon(state, seat, state.groups[seat].gold, GOLD_STEP)


def item_need(state, seat: int, item_id: str) -> float:
    """What a magic item's class bonus is worth to the group of `seat` (0: an item for any group)."""
    item = decks().items[item_id]
    if not item.item_class:
        return 0.0
    return point_worth(state, seat)[CLASSES.index(item.item_class)] * item.amount


def trade(state, seat: int, giver: int, taker: int, kind: str, args) -> float:
    """What `giver` handing `taker` gold (`kind` "gold") or the item `args[0]` is worth to `seat`."""
    if kind == "hero":
        return HERO_LENT
    if kind == "gold":
        gained, lost = gold_gained(state, taker), gold_lost(state, giver)
    else:
        gained, lost = item_need(state, taker, args[0]), item_need(state, giver, args[0])
    if state.cooperative:
        return gained - lost
    return gained + lost if seat == taker else -gained - lost


def offers(state, seat: int, partners: list[int]) -> float:
    """The best trade the group could make with `partners` on its hex (a negotiation's worth)."""
    best = 0.0
    for other in partners:
        for giver, taker in ((seat, other), (other, seat)):
            if state.groups[giver].gold >= GOLD_STEP:
                best = max(best, trade(state, seat, giver, taker, "gold", ()))
            for item in state.groups[giver].items:
                best = max(best, trade(state, seat, giver, taker, "item", (item,)))
    return best
