"""What the ids in an RPGQuest view read as: the names on the cards, and what follows from them.

A view carries ids and what changes during play; what a card says never changes, so the board reads
it here from the card files by id (a seat across the network has the same files: the same install).
Nothing here decides a rule: what follows from the cards (a group's points, a hero's Hit Points, what
a mission's stage asks) comes from the engine's own functions.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.rpgquest import hexes
from engine.rpgquest.decks import decks
from engine.rpgquest.group import class_points, hit_points
from engine.rpgquest.hexes import Hex
from engine.rpgquest.mission_data import mission_data
from engine.rpgquest.missions import quest_of_view
from engine.rpgquest.movement import describe_place
from engine.rpgquest.orders import lasting_bonus
from engine.rpgquest.quest import quest_name
from engine.rpgquest.stages import chance_text, current_stage, stage_text
from engine.rpgquest.state import world_for
from engine.rpgquest.world import World
from engine.rpgquest.world_data import CLASSES, world_data


def world_of(view: dict) -> World:
    """The map of the view's table, laid out from its seed (the same on every screen)."""
    return world_for(view["world"]["seed"], view["world"]["fast"])


def hero_name(hero_id: str) -> str:
    return decks().heroes[hero_id].name


def foe_name(monster_id: str) -> str:
    """A monster of the ambush bag, a Wandering Monster or a Great Challenge by its id."""
    return decks().foe(monster_id).name


def place_name(key: str) -> str:
    """A Location by its key ('tacas' -> 'Taças')."""
    return world_data().locations[key].name


def whereabouts(world: World, where: Hex) -> str:
    """A hex as people find it: 'valley in Yesod, 2 hexes from Taças' (the nearest Location), or the
    Location itself."""
    name = describe_place(world, where)
    if world.places[where].location or not world.location_hexes:
        return name
    far, key = min((hexes.distance(where, at), place_name(key)) for key, at in world.location_hexes.items())
    return f"{name}, {far} hex{'es' * (far != 1)} from {key}"


def order_name(order_id: str) -> str:
    return mission_data().orders[order_id].name


def artifact_name(artifact_id: str) -> str:
    return mission_data().artifacts[artifact_id].name


def group_points(group: dict) -> list[int]:
    """What a test of each class adds for a group of the view, in class order, as `checks.points` adds it to
    a roll: its heroes, lasting items, Order and artifacts."""
    points = class_points((hero["points"] for hero in group["heroes"]), group["items"])
    return [value + lasting_bonus(group["order"], group["illuminati"], group["artifacts"], class_name)
            for value, class_name in zip(points, CLASSES, strict=True)]


def group_bonus(group: dict) -> Callable[[str], int]:
    """What a test of a class (by name) adds for a group of the view, as `group_points` has it."""
    points = group_points(group)
    return lambda class_name: points[CLASSES.index(class_name)]


def quest_chance(entry: dict, group: dict) -> str:
    """The group's chance at the stage the mission is at, row by row on a result table ("" when the stage
    does not test)."""
    stage = current_stage(quest_of_view(entry))
    if stage is None or not stage.tests:
        return ""
    return chance_text(stage, group_bonus(group), every_row=True)


def hero_hp(hero: dict) -> int:
    """A hero of the view's Hit Points."""
    return hit_points(hero["points"])


def is_mission(entry: dict) -> bool:
    """A mission card in play (not a transport)."""
    return entry["card"] in mission_data().missions


def quest_title(entry: dict) -> str:
    """A mission in play's title, or what a transport carries where."""
    return quest_name(quest_of_view(entry))


def quest_stages(entry: dict) -> int:
    """How many stages the mission card has."""
    return len(mission_data().missions[entry["card"]].stages)


def quest_doing(entry: dict, world: World) -> str:
    """What the mission's stage asks, where: 'Mage 9 on the result table at forest in Hod'."""
    return stage_text(world, quest_of_view(entry))


def monster_hex(view: dict, monster_id: str) -> Hex | None:
    """Where a monster (a Great Challenge, say) stands among the view's monsters."""
    return next(((q, r) for q, r, stack in view["monsters"] if monster_id in stack), None)
