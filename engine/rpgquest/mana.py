"""Mana: exploring the geysers, carrying crystals, selling them, and making magic items of them.

*Explorar Mana*: an action on a Mana hex rolls 1d10: 1-5 an accident dealing that much damage,
6 or more a Mana Crystal. A crystal re-rolls any 2d6 test (`checks`), sells for 500gp at the
Torre dos Magos, or two trade for 1 VP there; a group carrying more than 2 loses each extra one
in an explosion of 1d6 damage. *Criar Itens Mágicos*: at the Torre, an action and a Mage test
spend a crystal: 2-6 it explodes (1d6 damage), 7-10 two magic items drawn, 11-14 three, 15+
four, one kept, and 1 VP.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Action, DiceRequest
from engine.rpgquest import checks, outcomes, places, wounds
from engine.rpgquest.flow import carry_on, continuation
from engine.rpgquest.outcomes import Outcome

if TYPE_CHECKING:
    from engine.rpgquest.state import RpgQuestState

MANA_DIE = 10
ACCIDENT_UP_TO = 5
CARRIED = 2
SALE = 500
CRYSTALS_PER_VP = 2
CREATION_TEST = ("mage", 7)
ITEMS_DRAWN = ((15, 4), (11, 3), (7, 2))  # the Mage test's total at least -> magic items drawn


def actions(state: RpgQuestState) -> list[Action]:
    """Explore a Mana hex; at the Torre dos Magos sell, trade or work the crystals."""
    group = state.groups[state.actor]
    found = []
    if "mana" in state.world.places[group.hex].features:
        found.append(Action("explore_mana", (), "Explore the Mana geysers (1d10: 1-5 that much damage, "
                                                "6+ a Mana Crystal)"))
    location = places.location_here(state, state.actor)
    if not group.mana or location is None or not places.standing(state, location.id):
        return found
    if "sell_mana" in location.actions:
        found.append(Action("sell_mana", (1,), f"Sell a Mana Crystal ({SALE}gp)"))
        if group.mana >= CRYSTALS_PER_VP:
            found.append(Action("sell_mana", (CRYSTALS_PER_VP,), f"Trade {CRYSTALS_PER_VP} Mana Crystals "
                                                                 f"for 1 Victory Point"))
    if "create_items" in location.actions and state.item_deck:
        found.append(Action("create_item", (), "Create a magic item from a Mana Crystal (Mage test: 2-6 it "
                                               "explodes for 1d6 damage; 7+ 2 to 4 items drawn, one kept, +1 VP)"))
    return found


def start(state: RpgQuestState, action: Action) -> None:
    group = state.groups[state.actor]
    name = state.seat_name(state.actor)
    if action.kind == "explore_mana":
        state.dice = "mana"
    elif action.kind == "sell_mana":
        group.mana -= action.args[0]
        if action.args[0] == CRYSTALS_PER_VP:
            group.win_vp(1, "mana")
            state.log.append(f"{name}'s group trades {CRYSTALS_PER_VP} Mana Crystals at the Torre for 1 VP.")
        else:
            group.gold += SALE
            state.log.append(f"{name}'s group sells a Mana Crystal at the Torre for {SALE}gp.")
        state.action_done()
    else:
        group.mana -= 1  # the crystal is spent whatever the test brings
        state.log.append(f"{name}'s group works a Mana Crystal in the Torre's laboratory.")
        checks.start(state, (CREATION_TEST,), subject="torre", label="in the Torre's laboratory",
                     then="mana-created", graded=True)


def dice_request(state: RpgQuestState) -> DiceRequest:
    return DiceRequest((MANA_DIE,), f"Explore the Mana geysers: 1d10 (1-{ACCIDENT_UP_TO} damage, "
                                    f"{ACCIDENT_UP_TO + 1}+ a crystal)", state.actor)


def roll(state: RpgQuestState, values: tuple[int, ...]) -> None:
    state.dice = None
    seat = state.actor
    rolled = values[0]
    if rolled <= ACCIDENT_UP_TO:
        state.log.append(f"The Mana geyser erupts: {rolled} damage.")
        wounds.take(state, seat, rolled, then="done", source="a Mana explosion")
        return
    state.groups[seat].mana += 1
    state.log.append(f"{state.seat_name(seat)}'s group collects a Mana Crystal.")
    carry_on(state, "mana-overflow")


@continuation("mana-overflow")
def _overflow(state: RpgQuestState) -> None:
    """More than two crystals: each extra one explodes for 1d6 damage."""
    group = state.groups[state.actor]
    if group.mana <= CARRIED:
        carry_on(state, "done")
        return
    group.mana -= 1
    state.log.append("Too much Mana in one pack: a crystal explodes!")
    wounds.roll(state, state.actor, "1d6", then="mana-overflow", source="an exploding Mana Crystal")


@continuation("mana-created")
def _created(state: RpgQuestState) -> None:
    check = state.check
    assert check is not None
    state.check = None
    total = check.totals[-1]
    if not check.won:
        state.log.append(f"The crystal explodes in the laboratory ({total}).")
        wounds.roll(state, state.actor, "1d6", then="done", source="the Torre's laboratory")
        return
    drawn = next(count for at_least, count in ITEMS_DRAWN if total >= at_least)
    made = Outcome(text="The Mana takes shape in the laboratory.", vp=1, items=drawn)
    outcomes.grant(state, state.actor, made, then="done", source="the Torre's laboratory", counts_as="mana")
