"""Goals that answer the threat picture: save an invaded place, rebuild a ruin, and (in the
cooperative game) leave a threat to the group that is nearer to it.

Fights against the monsters that march are priced in `goals` with their stake from the
picture; here are the places already down. *Salvar uma Cidade/Vila*: the Monster Attack at
10/10 frees the place and pays 1 VP. *Reconstrução de uma Cidade*: 1,000gp a damage token, and
the group that removes the last one wins 1 VP; either takes the count of fallen places a step
back from the four that lose the game.
"""

from __future__ import annotations

from ai.heuristics.rpgquest import values as v
from ai.heuristics.rpgquest.fights import weigh
from ai.heuristics.rpgquest.goals import Goal
from ai.heuristics.rpgquest.threats import Picture
from engine.rpgquest.ruins import REBUILD_COST, REBUILD_VP
from engine.rpgquest.state import RpgQuestState
from engine.rpgquest.world_data import world_data

PARTIAL = 0.5  # a ruin only part-rebuilt stands no sooner, and another group may take the last token's VP


def rebuild_worth(state: RpgQuestState, seat: int, key: str, picture: Picture) -> float:
    """What giving all the gold the group can to rebuild the ruin `key` is worth, in VP."""
    group = state.groups[seat]
    tokens = state.ruins[key]
    paid = min(tokens, group.gold // REBUILD_COST)
    if not paid:
        return 0.0
    cost = v.spent(group.gold, paid * REBUILD_COST)
    if paid == tokens:
        return REBUILD_VP + v.finishing(state, seat, REBUILD_VP) + picture.relief() - cost
    share = paid / tokens
    return picture.relief() * share * (1.0 if state.cooperative else PARTIAL) - cost


def defence_goals(state: RpgQuestState, seat: int, picture: Picture) -> list[Goal]:
    """The invaded places to save and the ruins to rebuild, with what they are worth to the group."""
    locations = world_data().locations
    found = []
    for key, monster in sorted(state.invaded.items()):
        fight = weigh(state, seat, monster, invaders=True, stake=picture.relief())
        if fight.worth > 0:
            found.append(Goal(state.world.location_hexes[key], fight.worth,
                              f"save {locations[key].name} from the {fight.name}: {fight.odds_text()}"))
    for key in sorted(state.ruins):
        worth = rebuild_worth(state, seat, key, picture)
        if worth > 0:
            found.append(Goal(state.world.location_hexes[key], worth, f"rebuild {locations[key].name} "
                                                                      f"({picture.fallen} places down)"))
    return found
