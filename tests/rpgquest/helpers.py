"""Set up RPGQuest positions the way the rulebook's examples describe them."""

from __future__ import annotations

from engine.core import Action
from engine.rpgquest import GAME, hexes
from engine.rpgquest.group import Adventurer
from engine.rpgquest.hexes import Hex
from engine.rpgquest.state import RpgQuestState


def table(players: int = 1, mode: str = "competitive", seed: int = 0, **config) -> RpgQuestState:
    state = GAME.new({"mode": mode, "players": players, **config}, seed)
    assert isinstance(state, RpgQuestState)
    return state


def group_of(state: RpgQuestState, seat: int, *heroes: str, gold: int | None = None) -> None:
    """Give a seat's group exactly these heroes (card keys without 'hero-')."""
    group = state.groups[seat]
    group.heroes = [Adventurer.recruited(f"hero-{h}") for h in heroes]
    if gold is not None:
        group.gold = gold
    state._legal = None


def place(state: RpgQuestState, seat: int, where: Hex, inside: bool = True) -> None:
    state.groups[seat].hex = where
    state.groups[seat].inside = inside
    state._legal = None


def at_location(state: RpgQuestState, seat: int, location: str) -> Hex:
    where = state.world.location_hexes[location]
    place(state, seat, where)
    return where


def find(state: RpgQuestState, kind: str, *args) -> Action:
    """The legal action of this kind (and these args, if given); fails naming what is legal."""
    for action in state.legal_actions():
        if action.kind == kind and (not args or action.args == args):
            return action
    legal = "\n  ".join(f"{a.kind}{a.args}: {a.label}" for a in state.legal_actions())
    raise AssertionError(f"no legal {kind}{args or ''}; legal now:\n  {legal}")


def play(state: RpgQuestState, kind: str, *args) -> None:
    state.apply(find(state, kind, *args))


def kinds(state: RpgQuestState) -> set[str]:
    return {action.kind for action in state.legal_actions()}


def direction_to(here: Hex, there: Hex) -> int:
    return hexes.neighbours(here).index(there)


def paint(state: RpgQuestState, terrain: dict[Hex, str]) -> None:
    """Give some hexes another terrain (a test's own little map), leaving the rest as dealt."""
    from dataclasses import replace

    from engine.rpgquest.world import World
    from engine.rpgquest.world_data import world_data

    terrains = world_data().terrains_by_id
    places = dict(state.world.places)
    for where, name in terrain.items():
        places[where] = replace(places[where], terrain=terrains[name])
    state.world = World(places, state.world.kingdoms, state.world.location_hexes, state.world.ship_waters)
    state._legal = None


def small_world(state: RpgQuestState, land: list[Hex], locations: dict[str, Hex], water: tuple[Hex, ...] | list[Hex] = ()) -> None:
    """Replace the map with a test's own: valley hexes, open water, and these Locations on their hexes.
    The groups go to Castelo Lillith (which `locations` must place); the map holds no monsters, and no
    missions or Trade Demands (theirs were dealt on the map this replaces)."""
    from engine.rpgquest.world import Place, World
    from engine.rpgquest.world_data import world_data

    terrains = world_data().terrains_by_id
    places = {where: Place(terrains["valley"], 1, frozenset()) for where in land}
    places.update({where: Place(terrains["water"], 1, frozenset()) for where in water})
    for key, where in locations.items():
        places[where] = Place(terrains["location"], 1, frozenset({"point_of_interest"}), key)
    state.world = World(places, state.world.kingdoms, dict(locations), frozenset())
    state.map_monsters = {}
    state.great = {}
    state.quests = [[] for _ in state.groups]
    state.public = []
    state.demands = []
    for group in state.groups:
        group.hex, group.inside = locations["castelo_lillith"], True
    state._legal = None


def line(first: int, last: int, r: int = 0) -> list[Hex]:
    """The hexes (q, r) for q from `first` to `last`: a straight road east."""
    return [(q, r) for q in range(first, last + 1)]


def finish_turn(state: RpgQuestState) -> None:
    """Every player rests through the rest of the Turn (the monsters then take theirs)."""
    turn = state.turn
    while state.turn == turn and not state.is_over() and state.to_move() is not None:
        play(state, "wait" if state.phase == "interrupt" else "rest")
