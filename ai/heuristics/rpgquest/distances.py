"""Movement Points between every pair of land hexes of one map, on foot (numpy, per World).

The map has a few hundred hexes, so an all-pairs table (Floyd-Warshall over a numpy matrix)
costs a fraction of a second once per map and makes every route question a lookup.
"""

from __future__ import annotations

import numpy as np

from engine.rpgquest import hexes
from engine.rpgquest.hexes import Hex
from engine.rpgquest.routes import ambush_value
from engine.rpgquest.world import World

FAR = 10_000  # no way on foot


class Distances:
    """`mp(a, b)`: the least Movement Points from `a` to `b` on foot (FAR when there is no way)."""

    def __init__(self, world: World) -> None:
        land = sorted(world.land)
        self.hexes = land
        self.index = {where: i for i, where in enumerate(land)}
        count = len(land)
        table = np.full((count, count), FAR, dtype=np.int32)
        np.fill_diagonal(table, 0)
        for where, i in self.index.items():
            for there in hexes.neighbours(where):
                j = self.index.get(there)
                cost = world.foot_cost(where, there)
                if j is not None and cost is not None:
                    table[i, j] = cost
        for k in range(count):
            np.minimum(table, table[:, k:k + 1] + table[k:k + 1, :], out=table)
        self.table = table
        self.ambush = np.array([ambush_value(world, where) for where in land], dtype=np.float64)

    def mp(self, a: Hex, b: Hex) -> int:
        i, j = self.index.get(a), self.index.get(b)
        return FAR if i is None or j is None else int(self.table[i, j])

    def from_hex(self, a: Hex) -> np.ndarray:
        """The row of Movement Points from `a` to every land hex (in `index` order)."""
        return self.table[self.index[a]]


def ambush_values(world: World) -> np.ndarray:
    """Each land hex's Encounter Value, in the order of `Distances.hexes`."""
    return distances(world).ambush


_CACHE: dict[int, tuple[World, Distances]] = {}  # id(world) -> (world, table): a World is unhashable


def distances(world: World) -> Distances:
    """The table of one map, built once."""
    known = _CACHE.get(id(world))
    if known and known[0] is world:
        return known[1]
    if len(_CACHE) > 16:
        _CACHE.clear()
    table = Distances(world)
    _CACHE[id(world)] = (world, table)
    return table
