"""Festivities: the Alchemical Wedding at the Templo and the Elves' Banquet at the Árvore Élfica.

*Festividades*: each costs 4,000gp and an action, and gives 1 VP, a magic item and a title. Only
the first group may hold the Alchemical Wedding ("The First Group of Heroes that goes to the
Templo"); the Banquet has no such words, so every group may hold it once (docs/rulings.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Action
from engine.rpgquest import outcomes, places
from engine.rpgquest.outcomes import Outcome

if TYPE_CHECKING:
    from engine.rpgquest.state import RpgQuestState

COST = 4000
FEASTS = {
    "alchemical_wedding": ("the Alchemical Wedding", "Wed by the Hierophant",
                           "The Templo is rebuilt with the group's gold, and two of its heroes are wed."),
    "elves_banquet": ("the Elves' Banquet", "Friends of the Elves",
                      "Kings, queens and emperors feast under the Árvore Élfica with the group."),
}


def actions(state: RpgQuestState) -> list[Action]:
    group = state.groups[state.actor]
    location = places.location_here(state, state.actor)
    if location is None or group.gold < COST or not places.standing(state, location.id):
        return []
    found = []
    for kind, (name, title, _story) in FEASTS.items():
        if kind in location.actions and may_hold(state, state.actor, kind):
            found.append(Action(kind, (), f"Hold {name} ({COST:,}gp: 1 VP, a magic item, "
                                          f"the title \"{title}\")"))
    return found


def may_hold(state: RpgQuestState, seat: int, kind: str) -> bool:
    """Whether the group of `seat` may still hold the festivity `kind` (the Wedding: nobody has yet)."""
    title = FEASTS[kind][1]
    return not any(title in other.titles for other in (state.groups if kind == "alchemical_wedding"
                                                       else [state.groups[seat]]))


def start(state: RpgQuestState, action: Action) -> None:
    name, title, story = FEASTS[action.kind]
    state.groups[state.actor].gold -= COST
    state.log.append(f"{state.seat_name(state.actor)}'s group holds {name}.")
    outcomes.grant(state, state.actor, Outcome(text=story, vp=1, items=1, title=title), then="done", source=name,
                   counts_as="festivities")
