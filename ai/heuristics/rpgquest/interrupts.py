"""When to interrupt another player's round: acting now wins what waiting would lose.

*O Que Fazer em uma Rodada?*: "A Player MAY interrupt the turn of the Player whose turn it is in
order to take an Action if he holds an Action Marker with a value LOWER than those he already holds."
An interrupt adds no action: the marker spent now is one the group's own round will not have. It is
worth it only in a race: in the competitive game, a monster the group can reach and beat with this
action, which the group whose round it is wants and can reach first (a cornered group on its hex,
*Salvar um Grupo de Heróis*, makes it worth its rescue's Victory Point more to whoever beats it); in the cooperative game, a
partner on the group's hex with wounds the group's clerics can heal before that partner moves on.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ai.heuristics.rpgquest import values as v
from ai.heuristics.rpgquest.distances import distances
from ai.heuristics.rpgquest.fights import Fight, rescued, weigh
from engine.rpgquest.hexes import Hex
from engine.rpgquest.places import CLERIC_POINTS_PER_HEAL, HEALS_PER_TURN
from engine.rpgquest.routes import MP_PER_ACTION
from engine.rpgquest.state import RpgQuestState
from engine.rpgquest.world_data import CLASSES

RIVAL_TAKES = 0.5  # the share of a contested monster lost by letting its rival act first
PARTNER_HEAL = 0.8  # a partner's wound healed, against one of the group's own


@dataclass(frozen=True, slots=True)
class Race:
    """What acting now wins over waiting, in VP, and why."""

    worth: float
    why: str


NO_RACE = Race(0.0, "")


def contested(state: RpgQuestState, seat: int) -> tuple[Hex, Fight] | None:
    """(hex, fight) of a monster the group reaches with one action and beats on the average, which the
    group whose round it is also wants and reaches with the actions it has left (competitive game)."""
    if state.cooperative:
        return None
    current = state.current
    table = distances(state.world)
    here, theirs = state.groups[seat].hex, state.groups[current].hex
    reach = MP_PER_ACTION * len(state.markers[current])
    for where, stack in sorted(state.map_monsters.items()):
        if table.mp(here, where) > MP_PER_ACTION or table.mp(theirs, where) > reach:
            continue
        mine = weigh(state, seat, stack[-1], rescue=bool(rescued(state, seat, where)))
        if mine.worth > 0 and weigh(state, current, stack[-1], rescue=bool(rescued(state, current, where))).worth > 0:
            return where, mine
    return None


def partner_heals(state: RpgQuestState, seat: int) -> int:
    """Damage markers the group's own clerics could take off the partner whose round it is, on its hex."""
    group, partner = state.groups[seat], state.groups[state.current]
    if not state.cooperative or partner.hex != group.hex or group.heals >= HEALS_PER_TURN:
        return 0
    heals = group.points(CLASSES.index("cleric")) // CLERIC_POINTS_PER_HEAL
    return min(heals, sum(hero.damage for hero in partner.heroes))


def race(state: RpgQuestState, seat: int, planned: Callable[[], object]) -> Race:
    """What interrupting now wins; `planned()` is the hex the group's plan goes to (asked only when a
    monster is contested: it counts when it is the plan's goal)."""
    name = state.seat_name(state.current)
    found = contested(state, seat)
    if found is not None and found[0] == planned():
        fight = found[1]
        saving = " and the Victory Point for saving your group" if seat in rescued(state, state.current, found[0]) else ""
        return Race(RIVAL_TAKES * fight.worth, f"{name} can reach the {fight.name} first{saving}; "
                                               f"you win {fight.chance:.0%} of fights against it now")
    heals = partner_heals(state, seat)
    if heals:
        return Race(heals * v.WOUND * PARTNER_HEAL,
                    f"your clerics can heal {heals} of {name}'s damage markers before that group moves on")
    return NO_RACE
