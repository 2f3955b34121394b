"""Transport Missions: Trade Demands on the cities board, and merchants escorted to their buyers.

*Missões de Transporte*: where a Location has a Trade Demand, a group with a free Direction
Meeple may take it, roll 1d10 for the destination (a different place) and is paid on arrival,
by the shortest distance in regions between the two: 1,000 / 1,500 / 2,000 / 2,500 / 3,500gp.
Rulings (docs/rulings.md): the d10's faces name the ten places where transports may be taken
(in `locations.toml` order); a face naming the origin or a place not in play is rolled again;
4 demands at set-up (2 in the faster game), and a taken demand is replaced at once at a
place drawn among those in play with none, other than the one it left.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Action, DiceRequest
from engine.rpgquest.quest import TRANSPORT, Quest, free_meeples
from engine.rpgquest.world import World
from engine.rpgquest.world_data import world_data

if TYPE_CHECKING:
    from engine.rpgquest.state import RpgQuestState

DEMANDS = 4
FAST_DEMANDS = 2
DESTINATION_DIE = 10
PAY_BY_REGIONS = (1000, 1500, 2000, 2500, 3500)  # 1, 2, 3, 4, 5+ regions apart


def places_by_face() -> list[str]:
    """The places the d10 names, face 1 first: every Location where a transport may be taken."""
    return [key for key, location in world_data().locations.items() if "transport" in location.actions]


def set_up(state: RpgQuestState) -> None:
    """The cities board's Trade Demands, at places drawn among those in play."""
    places = [key for key in places_by_face() if key in state.world.location_hexes]
    state.rng.shuffle(places)
    state.demands = sorted(places[: FAST_DEMANDS if state.fast else DEMANDS])


def regions_apart(world: World, origin: str, destination: str) -> int:
    """The shortest distance in regions (Kingdoms) between two Locations' Kingdoms."""
    start = world.places[world.location_hexes[origin]].kingdom
    goal = world.places[world.location_hexes[destination]].kingdom
    steps, frontier, seen = 0, {start}, {start}
    while goal not in frontier:
        frontier = {n for k in frontier for n in world.kingdom_neighbours[k]} - seen
        seen |= frontier
        steps += 1
    return steps


def pay(regions: int) -> int:
    return PAY_BY_REGIONS[min(max(regions, 1), len(PAY_BY_REGIONS)) - 1]


def actions(state: RpgQuestState, location_id: str) -> list[Action]:
    if location_id not in state.demands or free_meeples(state, state.actor) < 1:
        return []
    name = world_data().locations[location_id].name
    return [Action("transport", (), f"Take the Trade Demand of {name}: protect a merchant (1d10 for the "
                                    f"destination; 1,000-3,500gp on arrival, by regions)")]


def begin(state: RpgQuestState, action: Action) -> None:
    """The action begins: the destination's 1d10 is asked for."""
    state.dice = "transport"


def dice_request(state: RpgQuestState) -> DiceRequest:
    faces = ", ".join(f"{face} {world_data().locations[key].name}" for face, key in enumerate(places_by_face(), 1))
    return DiceRequest((DESTINATION_DIE,), f"1d10 for the merchant's destination ({faces})", state.actor)


def roll(state: RpgQuestState, values: tuple[int, ...]) -> None:
    group = state.groups[state.actor]
    origin = state.world.places[group.hex].location
    assert origin is not None
    faces = places_by_face()
    face = values[0]
    destination = faces[face - 1] if face <= len(faces) else None
    if destination is None or destination == origin or destination not in state.world.location_hexes:
        state.log.append(f"The d10 shows {face}: {'not a place in play' if destination != origin else 'here'}; "
                         f"roll again.")
        return
    state.dice = None
    gold = pay(regions_apart(state.world, origin, destination))
    where = state.world.location_hexes[destination]
    state.quests[state.actor].append(Quest(TRANSPORT, 0, where, destination=destination, gold=gold))
    state.demands.remove(origin)
    _replace(state, origin)
    state.log.append(f"{state.seat_name(state.actor)}'s group escorts a merchant from "
                     f"{world_data().locations[origin].name} to {world_data().locations[destination].name} "
                     f"for {gold:,}gp.")
    state.action_done()


def _replace(state: RpgQuestState, taken: str) -> None:
    free = [key for key in places_by_face()
            if key in state.world.location_hexes and key not in state.demands and key != taken]
    if free:
        state.demands.append(state.rng.choice(free))
        state.demands.sort()
