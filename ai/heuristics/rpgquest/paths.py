"""The way to one goal priced for one group: Movement Points, the fords' fares and the ambushes it fears.

A step is judged by how much of the priced way it saves (`step_gain`), read off a field of
costs to the goal from every hex. Because that field already counts the ambush risk of every
hex further on, a weak group takes the safe detour and keeps to it, instead of stepping back
and forth between a road and the forest it fears (the first heuristic's steps looked one hex
ahead only, and a group could spend a whole Turn walking in circles). A river ford's fare
(*Utilizando o Navio Mercante*: $100gp to cross the River) is priced as the Movement Points it is
worth to the group (`tolls`, from `ways.tolls`), and a ford the group cannot pay is not entered,
as the engine does not offer the step.
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

Tolls = tuple[tuple[int, float | None], ...]  # each ford fare (gp) and its price in MP to a group (None: unpaid)


def entry_cost(world: World, here: Hex, there: Hex, fear: float, monsters: Collection[Hex], goal: Hex,
               tolls: Tolls = ()) -> int | None:
    """What stepping from `here` into `there` costs the group, in ten-thousandths of a VP (None: water,
    or a ford it cannot pay); a ford's fare counts as the MP `tolls` price it at (a fare not in
    `tolls` is free: the foot cost only)."""
    cost = world.foot_cost(here, there)
    if cost is None:
        return None
    fare = world.places[there].terrain.fare
    toll = dict(tolls).get(fare, 0.0) if fare else 0.0
    if toll is None:
        return None
    price = (cost + toll) * v.MP_COST * STEP_WEIGHT + ambush_value(world, there) / AMBUSH_DIE * fear
    return max(1, round(price * CENTS)) + (MONSTER_WALL if there in monsters and there != goal else 0)


def field(world: World, goal: Hex, fear: float, monsters: Collection[Hex] = (), tolls: Tolls = ()) -> dict[Hex, int]:
    """The priced way from every land hex to `goal` (ten-thousandths of a VP); `fear` is what an
    ambush costs the group (0 for a group that welcomes them), `tolls` what the fords' fares cost it."""
    blocked = frozenset(monsters)
    key = (id(world), goal, round(fear * CENTS), blocked, tolls)
    found = _CACHE.get(key)
    if found is not None:
        return found

    def backwards(here: Hex, there: Hex) -> int | None:  # from `goal` outwards: the group steps `there` -> `here`
        if there not in world.land:
            return None
        return entry_cost(world, there, here, fear, blocked, goal, tolls)

    found = hexes.cheapest_costs(goal, backwards)
    if len(_CACHE) >= _CACHE_SIZE:
        _CACHE.clear()
    _CACHE[key] = found
    return found


def step_gain(world: World, here: Hex, there: Hex, goal: Hex, fear: float, monsters: Collection[Hex] = (),
              tolls: Tolls = ()) -> float:
    """How good the step `here` -> `there` is on the way to `goal`, in VP: 0 on a cheapest way, less
    the more it strays (a ford's fare included), plus what the Movement Point itself brings the group
    nearer; -1 for a step it cannot take (a ford it cannot pay)."""
    costs = field(world, goal, fear, monsters, tolls)
    entry = entry_cost(world, here, there, fear, frozenset(monsters), goal, tolls)
    if here not in costs or there not in costs or entry is None:
        return -1.0
    stray = (costs[there] + entry - costs[here]) / CENTS
    mp = world.foot_cost(here, there) or 0
    return mp * v.MP_COST * STEP_WEIGHT - stray


def slip_gain(world: World, here: Hex, there: Hex, goal: Hex, fear: float, monsters: Collection[Hex],
              tolls: Tolls = ()) -> float:
    """`step_gain` of slipping unseen past the monsters on `there`: the way on from there as if they
    were gone, judged against the way round them from `here` (at most `SLIP_MOST`, where there is
    no way round)."""
    around = field(world, goal, fear, monsters, tolls)
    past = field(world, goal, fear, frozenset(monsters) - {there}, tolls)
    entry = entry_cost(world, here, there, fear, (), goal, tolls)
    if here not in around or there not in past or entry is None:
        return -1.0
    saved = min(SLIP_MOST, (around[here] - past[there] - entry) / CENTS)
    mp = world.foot_cost(here, there) or 0
    return mp * v.MP_COST * STEP_WEIGHT + saved


def way_on(world: World, here: Hex, goal: Hex, fear: float, monsters: Collection[Hex] = (),
           tolls: Tolls = ()) -> list[Hex]:
    """The hexes the cheapest priced way from `here` to `goal` enters, goal last (read down the field;
    [] when there is none). For the hints: the fords on the way."""
    costs = field(world, goal, fear, monsters, tolls)
    blocked = frozenset(monsters)
    path: list[Hex] = []
    while here != goal and here in costs:
        steps = [(costs[there] + entry, there) for there in world.steps[here]
                 if there in costs and (entry := entry_cost(world, here, there, fear, blocked, goal, tolls)) is not None]
        if not steps:
            return []
        here = min(steps)[1]  # the field falls by at least 1 a step: the walk ends at the goal
        path.append(here)
    return path if here == goal else []
