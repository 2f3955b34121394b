"""The Underground Kingdom: mapping the caves, moving through them, and where the dungeons are.

*Exploração de Cavernas*: the first group to investigate a Cave hex maps it as the first mouth,
then spends two actions drawing two exits in two other Kingdoms with Cave hexes (one an action);
it earns 1 VP and a title, and 2,500gp when it brings the maps to Castelo Lillith.
*Movimentar-se pelas Cavernas*: a whole action carries a group from a known mouth to another.
Once the three mouths are known, every other Cave hex is a dungeon (*Explorar Dungeons*).
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING

from engine.core import Action
from engine.rpgquest import movement
from engine.rpgquest.hexes import Hex
from engine.rpgquest.world import World
from engine.rpgquest.world_data import CASTLE

if TYPE_CHECKING:
    from engine.rpgquest.state import RpgQuestState

MOUTHS = 3
MAPPERS_TITLE = "Adventurers who mapped the Underground Kingdom"
MAPS_REWARD = 2500


def exit_kingdoms(state: RpgQuestState) -> list[int]:
    """Kingdoms with a Cave hex where no mouth is known yet, the ones an exit may be drawn in."""
    return kingdoms_without_mouth(state.world, state.caves)


def kingdoms_without_mouth(world: World, mouths: Collection[Hex]) -> list[int]:
    """Kingdoms with a Cave hex and none of the known `mouths`."""
    known = {world.places[mouth].kingdom for mouth in mouths}
    return sorted({world.places[h].kingdom for h in world.marked.get("cave", ())} - known)


def mapped(state: RpgQuestState) -> bool:
    """Three mouths are known (or every Kingdom with a Cave has one): the caves may be travelled."""
    return mapped_by(state.world, state.caves)


def mapped_by(world: World, mouths: Collection[Hex]) -> bool:
    """Whether these known mouths map the caves (what `mapped` says of a table, from a view's mouths too)."""
    return bool(mouths) and (len(mouths) >= MOUTHS or not kingdoms_without_mouth(world, mouths))


def why_no_tunnel(world: World, mouths: Collection[Hex], here: Hex, mp: int | None) -> str:
    """Why a group on `here` cannot go through the caves now ('' when it can, or `here` is no Cave hex);
    `mp` is what it holds of a Movement action under way (None: it is not moving)."""
    if "cave" not in world.places[here].features:
        return ""
    if here not in mouths:
        if not mouths:
            return "Through the caves: no mouth is known yet (investigating a Cave hex maps the first)."
        return "Through the caves: this Cave hex is not one of the known mouths."
    if not mapped_by(world, mouths):
        return (f"Through the caves once they are mapped: {len(mouths)} of {MOUTHS} mouths known "
                "(mapping each of the others takes an action).")
    if mp is None:
        return f"Through the caves: a movement step of a whole action ({movement.MP_PER_ACTION} MP): Move first."
    if mp < movement.MP_PER_ACTION:
        return (f"Through the caves takes a whole action ({movement.MP_PER_ACTION} MP) and {mp} MP are left: "
                "spend another action to go on first.")
    return ""


def is_dungeon(state: RpgQuestState, where: Hex) -> bool:
    """An unmapped Cave hex once the caves are mapped, not yet explored (no Warrior token)."""
    return (mapped(state) and where not in state.caves and where not in state.explored
            and "cave" in state.world.places[where].features)


def draw_exit(state: RpgQuestState) -> None:
    """One action's mapping: an exit in a Kingdom drawn among those with Cave hexes and no mouth."""
    seat = state.actor
    kingdom = state.rng.choice(exit_kingdoms(state))
    mouth = next(h for h in state.world.marked["cave"] if state.world.places[h].kingdom == kingdom)
    state.caves.append(mouth)
    state.log.append(f"{state.seat_name(seat)}'s group maps a Cave exit at {movement.describe(state, mouth)}.")
    if mapped(state):
        group = state.groups[seat]
        group.win_vp(1, "mapping the caves")
        group.titles.append(MAPPERS_TITLE)
        group.maps = True
        state.log.append(f"{state.seat_name(seat)}'s group are the \"{MAPPERS_TITLE}\" (+1 VP); the Empress "
                         f"will pay {MAPS_REWARD:,}gp for the maps at Castelo Lillith.")


def mapping_actions(state: RpgQuestState) -> list[Action]:
    """The first group's further mapping action, at a known mouth, while an exit is still to draw."""
    group = state.groups[state.actor]
    if state.cave_mapper != state.actor or mapped(state) or group.hex not in state.caves:
        return []
    return [Action("map_caves", (), "Map another Cave exit (drawn among the Kingdoms with Caves)")]


def map_more(state: RpgQuestState, action: Action) -> None:
    """The second mapping action: another exit drawn."""
    draw_exit(state)
    state.action_done()


def maps_action(state: RpgQuestState) -> list[Action]:
    """Free: hand the maps to the Empress inside Castelo Lillith."""
    group = state.groups[state.actor]
    if not group.maps or not group.inside or group.hex != state.world.location_hexes[CASTLE]:
        return []
    return [Action("deliver_maps", (), f"Give the maps of the Underground Kingdom to the Empress "
                                       f"({MAPS_REWARD:,}gp, free)")]


def deliver_maps(state: RpgQuestState, action: Action) -> None:
    """Free: the maps of the Underground Kingdom are paid for."""
    group = state.groups[state.actor]
    group.maps = False
    group.gold += MAPS_REWARD
    state.log.append(f"The Empress pays {state.seat_name(state.actor)}'s group {MAPS_REWARD:,}gp for the maps "
                     f"of the Underground Kingdom.")


def tunnels(state: RpgQuestState) -> list[Action]:
    """Movement steps through the caves: a whole action (7 MP) from a known mouth to another."""
    group = state.groups[state.actor]
    if group.hex not in state.caves or state.mp < movement.MP_PER_ACTION or not mapped(state):
        return []
    return [Action("tunnel", mouth, f"Through the caves to {movement.describe(state, mouth)} "
                                    f"(the whole action, {movement.MP_PER_ACTION} MP)")
            for mouth in state.caves if mouth != group.hex]


def travel(state: RpgQuestState, mouth: Hex) -> None:
    group = state.groups[state.actor]
    state.mp -= movement.MP_PER_ACTION
    group.hex = mouth
    group.inside = False
    state.log.append(f"{state.seat_name(state.actor)}'s group comes out of the caves at {movement.describe(state, mouth)}.")
