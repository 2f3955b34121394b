"""The way to one goal priced for one group: Movement Points and the ambushes it fears.

A step is judged by how much of the priced way it saves (`step_gain`), read off a field of
costs to the goal from every hex. Because that field already counts the ambush risk of every
hex further on, a weak group takes the safe detour and keeps to it, instead of stepping back
and forth between a road and the forest it fears (the first heuristic's steps looked one hex
ahead only, and a group could spend a whole Turn walking in circles).
"""

from __future__ import annotations

from collections.abc import Collection

from ai.heuristics.rpgquest import values as v
from engine.rpgquest import hexes
from engine.rpgquest.hexes import Hex
from engine.rpgquest.routes import AMBUSH_DIE, ambush_value
from engine.rpgquest.world import World

CENTS = 10_000  # the field is kept in whole ten-thousandths of a VP (Dijkstra on integers)
STEP_WEIGHT = 4  # a Movement Point on the way, as the first heuristic priced a step: 4 x MP_COST
MONSTER_WALL = 100 * CENTS  # a hex with monsters stops the group: a way round is worth much more
SLIP_MOST = 1.0  # what slipping past a stack saves at most, in VP: a wall of monsters is not 100 VP of way
_CACHE: dict[tuple, dict[Hex, int]] = {}
_CACHE_SIZE = 256


def entry_cost(world: World, here: Hex, there: Hex, fear: float, monsters: Collection[Hex], goal: Hex) -> int | None:
    """What stepping from `here` into `there` costs the group, in ten-thousandths of a VP (None: water)."""
    cost = world.foot_cost(here, there)
    if cost is None:
        return None
    price = cost * v.MP_COST * STEP_WEIGHT + ambush_value(world, there) / AMBUSH_DIE * fear
    return max(1, round(price * CENTS)) + (MONSTER_WALL if there in monsters and there != goal else 0)


def field(world: World, goal: Hex, fear: float, monsters: Collection[Hex] = ()) -> dict[Hex, int]:
    """The priced way from every land hex to `goal` (ten-thousandths of a VP); `fear` is what an
    ambush costs the group (0 for a group that welcomes them)."""
    blocked = frozenset(monsters)
    key = (id(world), goal, round(fear * CENTS), blocked)
    found = _CACHE.get(key)
    if found is not None:
        return found

    def backwards(here: Hex, there: Hex) -> int | None:  # from `goal` outwards: the group steps `there` -> `here`
        if there not in world.land:
            return None
        return entry_cost(world, there, here, fear, blocked, goal)

    found = hexes.cheapest_costs(goal, backwards)
    if len(_CACHE) >= _CACHE_SIZE:
        _CACHE.clear()
    _CACHE[key] = found
    return found


def step_gain(world: World, here: Hex, there: Hex, goal: Hex, fear: float, monsters: Collection[Hex] = ()) -> float:
    """How good the step `here` -> `there` is on the way to `goal`, in VP: 0 on a cheapest way, less
    the more it strays, plus what the Movement Point itself brings the group nearer."""
    costs = field(world, goal, fear, monsters)
    if here not in costs or there not in costs:
        return -1.0
    entry = entry_cost(world, here, there, fear, frozenset(monsters), goal) or 0
    stray = (costs[there] + entry - costs[here]) / CENTS
    mp = world.foot_cost(here, there) or 0
    return mp * v.MP_COST * STEP_WEIGHT - stray


def slip_gain(world: World, here: Hex, there: Hex, goal: Hex, fear: float, monsters: Collection[Hex]) -> float:
    """`step_gain` of slipping unseen past the monsters on `there`: the way on from there as if they
    were gone, judged against the way round them from `here` (at most `SLIP_MOST`, where there is
    no way round)."""
    around = field(world, goal, fear, monsters)
    past = field(world, goal, fear, frozenset(monsters) - {there})
    if here not in around or there not in past:
        return -1.0
    entry = entry_cost(world, here, there, fear, (), goal) or 0
    saved = min(SLIP_MOST, (around[here] - past[there] - entry) / CENTS)
    mp = world.foot_cost(here, there) or 0
    return mp * v.MP_COST * STEP_WEIGHT + saved
