"""RPGQuest's actions as indices: the map's hexes, directions, seats, heroes in a group and the card data.

The index space stays small by never enumerating combinations: a hex is one of the hexes any Kingdom
tile may cover in any slot and turn of either map layout (about 380), a direction one of six, a hero one
of a group's places (at most `MAX_HEROES`, plus the one hired over it before one is dismissed), and a
mission, magic item or hero card one of the card data's ids. Seats run to four; a mission's owner is a
seat or the public row (-1). The same table serves every seat count of a mode.
"""

from __future__ import annotations

from functools import cache

from ai.research.encoding import ActionSpace, Kind
from engine.rpgquest import hexes, world
from engine.rpgquest.decks import decks
from engine.rpgquest.festivities import FEASTS
from engine.rpgquest.group import MAX_HEROES
from engine.rpgquest.mana import CRYSTALS_PER_VP
from engine.rpgquest.mission_data import CLASSES, mission_data
from engine.rpgquest.missions import MAX_PUBLIC
from engine.rpgquest.quest import MEEPLES, PUBLIC
from engine.rpgquest.world_data import world_data

MAX_SEATS = 4
NO_ARGUMENT = (
    "accept", "activate_both", "agree", "ashore", "board", "bonus", "buy_items", "chain", "clinic", "create_item",
    "decline", "deliver_maps", "done", "enter", "explore_mana", "fight", "heal", "hire_nobody", "interrupt",
    "investigate", "mana_reroll", "manipulate_portal", "map_caves", "missions", "monster_attack", "move",
    "negotiate", "no_bonus", "pay", "rebuild", "recruit", "refuse", "rest", "restore", "stop", "train",
    "transport", "wait", "work", *FEASTS,
)
BY_ITEM = ("boost", "buy", "keep", "protect", "reroll")
BY_HERO_PLACE = ("bargain", "dismiss", "wound")
BY_HEX = ("portal", "sail", "tunnel")


@cache
def map_hexes() -> tuple[tuple[int, int], ...]:
    """Every hex a Kingdom tile may cover, in any slot of either layout and any turn, sorted."""
    data = world_data()
    found: set[tuple[int, int]] = set()
    for slot in set(data.layout.slots) | set(data.layout.fast_slots):
        q, r = data.layout.centre(slot)
        for number in data.kingdoms:
            for turn in range(len(hexes.DIRECTIONS)):
                tile, _ = world._turned(data, number, turn)
                found.update((q + dq, r + dr) for (dq, dr), _place in tile)
    return tuple(sorted(found))


def action_space(mode: str, seats: int) -> ActionSpace:
    """Every RPGQuest action."""
    items, heroes = sorted(decks().items), sorted(decks().heroes)
    missions = sorted(mission_data().missions)
    places, every_seat = range(MAX_HEROES + 1), range(MAX_SEATS)
    owners = (PUBLIC, *every_seat)
    return ActionSpace([
        *(Kind.of(name) for name in NO_ARGUMENT),
        *(Kind.of(name, items) for name in BY_ITEM),
        *(Kind.of(name, places) for name in BY_HERO_PLACE),
        *(Kind(name, map_hexes()) for name in BY_HEX),
        *(Kind.of(name, range(len(hexes.DIRECTIONS))) for name in ("sneak", "step")),
        *(Kind.of(name, every_seat) for name in ("ask_gold", "give_gold")),
        *(Kind.of(name, every_seat, places) for name in ("ask_hero", "give_hero")),
        *(Kind.of(name, every_seat, items) for name in ("ask_item", "give_item")),
        *(Kind.of(name, owners, range(max(MEEPLES, MAX_PUBLIC))) for name in ("attempt", "resolve")),
        Kind.of("activate", missions, (-1, *range(MEEPLES))),
        Kind.of("cure", places) + Kind.of("cure", every_seat, places),
        Kind.of("hire", heroes),
        Kind.of("illuminati", CLASSES),
        Kind.of("level", places, range(len(CLASSES))),
        Kind.of("sell_mana", (1, CRYSTALS_PER_VP)),
    ])
