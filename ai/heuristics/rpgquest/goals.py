"""What is worth going to for one group: monsters it can beat, and the places that serve it.

Each goal is a hex and what arriving there with an action to spend is worth, in Victory
Points; the heuristic weighs it against the way there.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import numpy as np

from ai.heuristics.rpgquest import values as v
from ai.heuristics.rpgquest.distances import ambush_values, distances
from engine.rpgquest.decks import AmbushMonster, decks
from engine.rpgquest.hexes import Hex
from engine.rpgquest.odds import pass_chance
from engine.rpgquest.places import COUNCIL_OWN_CLASS_COST, LEVEL_COST
from engine.rpgquest.world_data import CLASSES, world_data

MAX_LEVEL = 4
RECRUIT = 1000
RECRUIT_WORTH = 0.8  # a first-level hero: about four class points and a few Hit Points


@cache
def _chance(bonus: int, difficulty: int) -> float:
    return float(pass_chance(bonus, difficulty))


@dataclass(frozen=True, slots=True)
class Goal:
    where: Hex
    worth: float
    why: str  # "fight the Orcs", "train at Taças": for hints


def fight_worth(state, seat: int, monster_id: str) -> tuple[float, float]:
    """(worth, chance) of fighting `monster_id` now: its pay and trophy if won, wounds if lost."""
    group = state.groups[seat]
    foe = decks().foe(monster_id)
    chance = 1.0
    for class_name, difficulty in foe.tests:
        chance *= _chance(group.points(CLASSES.index(class_name)), difficulty)
    gain = getattr(foe, "gold", 0) * v.GOLD
    if isinstance(foe, AmbushMonster):
        gain += v.TROPHY * (1 + group.trophies.get(monster_id, 0)) / 2
    damage = 2.0 + getattr(foe, "extra_damage", 0)
    hp = sum(hero.hit_points - hero.damage for hero in group.heroes)
    loss = damage * v.WOUND + (v.DEATH if damage >= hp else 0.0)
    return chance * gain - (1 - chance) * loss, chance


def ambush_worth(state, seat: int) -> float:
    """What an ambush is worth to the group: a fight against a monster drawn from the bag, as the
    bag holds them now (a strong group hunts in the forests; a weak one keeps to the roads)."""
    bag = [(monster, count) for monster, count in state.bag.items() if count and monster in decks().monsters]
    total = sum(count for _, count in bag)
    if not total:
        return 0.0
    return sum(fight_worth(state, seat, monster)[0] * count for monster, count in bag) / total - v.STOPPED


def wounds(state, seat: int) -> int:
    return sum(hero.damage for hero in state.groups[seat].heroes)


def training_worth(state, seat: int, location) -> float:
    """What a round of training here could buy with the gold in hand (beyond the reserve)."""
    group = state.groups[seat]
    gold = group.gold
    worth = 0.0
    council = location.council_class
    for hero in sorted(group.heroes, key=lambda h: -sum(h.points)):
        if hero.level >= MAX_LEVEL or hero.trained_round == state.turn:
            continue
        target = hero.level + 1
        if council:
            own = hero.has_class(CLASSES.index(council))
            cost = (COUNCIL_OWN_CLASS_COST if own else LEVEL_COST)[target]
        elif "levels" in location.actions:
            cost = LEVEL_COST[target]
        else:
            continue
        if cost <= gold:
            gold -= cost
            worth += v.HERO_POINT * len(group.heroes) + 0.15 - cost * v.GOLD
    return worth


def place_worth(state, seat: int, key: str) -> tuple[float, str]:
    """What the Location `key` offers the group now, and why."""
    location = world_data().locations[key]
    group = state.groups[seat]
    actions = set(location.actions)
    best, why = 0.0, ""
    hurt = wounds(state, seat)
    if hurt and ("restore" in actions or "cleric_services" in actions):
        worth = hurt * v.WOUND * 1.5 - (0 if "restore" in actions else hurt * 100 * v.GOLD)
        best, why = max((best, why), (worth, f"heal at {location.name}"))
    if actions & {"levels", "levels_council"}:
        best, why = max((best, why), (training_worth(state, seat, location), f"train at {location.name}"))
    if actions & {"recruit", "recruit_specialist"} and len(group.heroes) < 4 and group.gold >= RECRUIT + v.RESERVE:
        best, why = max((best, why), (RECRUIT_WORTH - RECRUIT * v.GOLD, f"recruit at {location.name}"))
    if "work" in actions and group.gold < v.RESERVE * 2:
        best, why = max((best, why), (3.5 * 100 * v.GOLD, f"work in {location.name}"))
    return best, why


def hunting_ground(state, seat: int, gain: float, reach: int = 7) -> Goal | None:
    """The best hex within `reach` MP to be ambushed on, when an ambush (worth `gain`) is worth having."""
    if gain <= 0:
        return None
    table = distances(state.world)
    here = state.groups[seat].hex
    row = table.from_hex(here)
    risk = ambush_values(state.world)
    worth = risk / 10 * gain - row * v.MP_COST
    worth[(row > reach) | (row == 0)] = -1.0
    best = int(np.argmax(worth))
    if worth[best] <= 0:
        return None
    return Goal(table.hexes[best], float(risk[best] / 10 * gain), "hunt monsters in the wilds")


def goals(state, seat: int, ambush: float) -> list[Goal]:
    """Every goal on the map for the group of `seat`, to whom an ambush is worth `ambush`."""
    found = []
    hunt = hunting_ground(state, seat, ambush)
    if hunt is not None:
        found.append(hunt)
    for where, stack in state.map_monsters.items():
        worth, _ = fight_worth(state, seat, stack[-1])
        if worth > 0:
            found.append(Goal(where, worth, f"fight the {decks().foe(stack[-1]).name}"))
    for key, where in state.world.location_hexes.items():
        worth, why = place_worth(state, seat, key)
        if worth > 0:
            found.append(Goal(where, worth, why))
    return found
