"""Movement Points between every pair of land hexes of one map, on foot (numpy, per World).

The map has a few hundred hexes, so an all-pairs table (Floyd-Warshall over a numpy matrix)
costs a fraction of a second once per map and makes every route question a lookup. A river ford
charges a fare on entering (*Utilizando o Navio Mercante*: "cross the River ... at the cost of
$100gp"), worth more or less to each group, and a poor group cannot pay it; so the map also keeps
a dry table of the ways that enter no ford and the MP from every hex to each ford, entering it
last, over which `ways.py` prices the fords for one group (the plain table is the same with the
fords free, worked out from those rather than by a second Floyd-Warshall).
"""

from __future__ import annotations

import numpy as np

from engine.rpgquest import hexes
from engine.rpgquest.hexes import Hex
from engine.rpgquest.routes import ambush_value
from engine.rpgquest.world import World

FAR = 10_000  # no way on foot


def _closed(table: np.ndarray) -> np.ndarray:
    """Floyd-Warshall in place: the least sums of steps through any hexes."""
    for k in range(len(table)):
        np.minimum(table, table[:, k:k + 1] + table[k:k + 1, :], out=table)
    return table


class Distances:
    """`mp(a, b)`: the least Movement Points from `a` to `b` on foot (FAR when there is no way),
    fords counted at their Movement Points only; `dry`, the same entering no ford; `fords`, the
    fords' indices, `fares` their fares, and `into[i, f]` the MP from hex `i` to the ford `fords[f]`,
    entering no other ford and that one last."""

    def __init__(self, world: World) -> None:
        land = sorted(world.land)
        self.hexes = land
        self.index = {where: i for i, where in enumerate(land)}
        count = len(land)
        fords = [i for i, where in enumerate(land) if world.places[where].terrain.fare]
        self.fords = np.array(fords, dtype=np.intp)
        self.fares = np.array([world.places[land[f]].terrain.fare for f in fords], dtype=np.int64)
        dry = np.full((count, count), FAR, dtype=np.int32)
        np.fill_diagonal(dry, 0)
        for where, i in self.index.items():
            for there in hexes.neighbours(where):
                j = self.index.get(there)
                cost = world.foot_cost(where, there)
                if j is not None and cost is not None and not world.places[there].terrain.fare:
                    dry[i, j] = cost
        self.dry = _closed(dry)
        # a way to a ford entering it last: a dry way to a hex beside it, then the step in
        self.into = np.full((count, len(fords)), FAR, dtype=np.int32)
        for f, i in enumerate(fords):
            cost = world.places[land[i]].terrain.cost
            for beside in hexes.neighbours(land[i]):
                j = self.index.get(beside)
                if j is not None and j != i:
                    np.minimum(self.into[:, f], self.dry[:, j] + cost, out=self.into[:, f])
        np.minimum(self.into, FAR, out=self.into)
        self.table = self.dry
        if fords:  # the fords free: the dry ways, or a dry way to a ford, from ford to ford, and dry on
            hops = _closed(np.minimum(self.into[self.fords], np.where(np.eye(len(fords), dtype=bool), 0, FAR)))
            reach = (self.into[:, :, None] + hops[None, :, :]).min(axis=1)
            self.table = self.dry.copy()
            for f, i in enumerate(fords):
                np.minimum(self.table, reach[:, f:f + 1] + self.dry[i:i + 1, :], out=self.table)
            np.minimum(self.table, FAR, out=self.table)
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
