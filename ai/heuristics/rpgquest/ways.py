"""The ways across Arcádia that depend on the group: the fords, the Merchant Ship, the mapped caves, the
awake Portal.

A layer over the tables on foot (`distances`). The walk pays a fare at each river ford it enters
(*Utilizando o Navio Mercante*: $100gp to cross the River), and a group that cannot pay it does not
cross there: the walk is the dry table's, or a dry walk to a ford, the fords among themselves and a
dry walk on. Each other way is a shortcut from one hex to another: *Utilizando o Navio Mercante*,
1 MP and 100gp a hex sailed (at least 100gp) between two shores of the waters of Lake Yesod, while
the group can pay; *Movimentar-se pelas Cavernas*, a whole action from a known mouth to another once
the caves are mapped; *Investigar o Portal*, 1 MP between its open bases. A way's price is in
Movement Points, a fare (the ford's, the ship's) counted as the MP that cost as much. The cheapest
way from a hex is the walk, or a walk to a shortcut, the shortcuts among themselves and a walk on:
a few numpy operations on rows of the tables, built once a decision.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ai.heuristics.rpgquest import values as v
from ai.heuristics.rpgquest.distances import FAR, Distances, distances
from ai.heuristics.rpgquest.paths import Tolls
from engine.rpgquest import caves, portal
from engine.rpgquest.hexes import Hex
from engine.rpgquest.movement import SHIP_BOARDING_MP, SHIP_FARE_PER_HEX, ship_routes
from engine.rpgquest.routes import MP_PER_ACTION
from engine.rpgquest.state import RpgQuestState
from engine.rpgquest.world import World

MP_WORTH = v.MP_COST + v.ACTION_COST / MP_PER_ACTION  # a Movement Point with its share of an action, in VP


@dataclass(frozen=True, slots=True)
class Shortcut:
    """One way across from `start` to `end`: its kind ("ship", "caves", "portal"), its price in MP
    (the fare counted in), and the fare in gold."""

    start: Hex
    end: Hex
    kind: str
    mp: float
    fare: int = 0


def fare(sailed: int) -> int:
    """*Utilizando o Navio Mercante*: $100gp a hex the ship sails, $100gp at least."""
    return max(SHIP_FARE_PER_HEX, SHIP_FARE_PER_HEX * sailed)


class Ways:
    """`mp(a, b)`: the least price in MP from `a` to `b`, on foot or by the shortcuts (FAR: no way);
    `tolls`, each ford fare on the map and its price in MP to the group (None: it cannot pay it)."""

    def __init__(self, table: Distances, shortcuts: list[Shortcut], tolls: Tolls = ()) -> None:
        self.table = table
        self.shortcuts = shortcuts
        self.tolls = tolls
        prices, fares = dict(tolls), table.fares.tolist()
        crossed = [k for k, fare in enumerate(fares) if prices.get(fare, 0.0) is not None]
        self.fords = table.fords[crossed]  # the fords the group can pay
        self.reach: np.ndarray | None = None  # from each hex to standing on each ford it can pay, fares paid
        self.beyond = table.dry[self.fords].astype(np.float64)  # from each of those fords on, dry
        if crossed:
            paid = table.into[:, crossed] + np.array([prices.get(fares[k], 0.0) or 0.0 for k in crossed])
            hops = paid[self.fords]  # from ford to ford, entering the second last and paying it
            np.fill_diagonal(hops, 0.0)
            for k in range(len(crossed)):
                np.minimum(hops, hops[:, k:k + 1] + hops[k:k + 1, :], out=hops)
            self.reach = (paid[:, :, None] + hops[None, :, :]).min(axis=1)
        ends = sorted({s.start for s in shortcuts} | {s.end for s in shortcuts})
        self.position = {where: i for i, where in enumerate(ends)}
        self.ends = np.array([table.index[where] for where in ends], dtype=np.intp)
        walk = self.walks(self.ends)  # from each end to every land hex, on foot
        closure = walk[:, self.ends]
        for s in shortcuts:
            i, j = self.position[s.start], self.position[s.end]
            closure[i, j] = min(closure[i, j], s.mp)
        for k in range(len(ends)):
            np.minimum(closure, closure[:, k:k + 1] + closure[k:k + 1, :], out=closure)
        # from each end to every land hex: shortcuts and walks among the ends, then a walk
        self.onward = (closure[:, :, None] + walk[None, :, :]).min(axis=1) if ends else walk
        self.starts = np.array([table.index[s.start] for s in shortcuts], dtype=np.intp)
        self.exits = np.array([self.position[s.end] for s in shortcuts], dtype=np.intp)
        self.prices = np.array([s.mp for s in shortcuts], dtype=np.float64)

    def walks(self, rows: int | np.ndarray) -> np.ndarray:
        """The prices on foot from the hexes `rows` (indices in `Distances.index` order) to every land
        hex: a dry walk, or a dry walk to the fords the group pays, from ford to ford, and dry on."""
        dry = self.table.dry[rows].astype(np.float64)
        if self.reach is None:
            return dry
        return np.minimum(dry, (self.reach[rows][..., None] + self.beyond).min(axis=-2))

    def walk(self, a: Hex, b: Hex) -> float:
        """The price on foot from `a` to `b`, the fords' fares counted in (FAR: no way)."""
        i, j = self.table.index.get(a), self.table.index.get(b)
        return float(FAR) if i is None or j is None else float(self.walks(i)[j])

    def foot(self, a: Hex, b: Hex) -> int:
        """The Movement Points on foot from `a` to `b` by the hexes the group may enter: a ford it
        cannot pay is not one of them (FAR: no way)."""
        i, j = self.table.index.get(a), self.table.index.get(b)
        table = self.table.table if len(self.fords) == len(self.table.fords) else self.table.dry
        return FAR if i is None or j is None else int(table[i, j])

    def from_hex(self, here: Hex) -> np.ndarray:
        """The row of prices from `here` to every land hex (in `Distances.index` order)."""
        foot = self.walks(self.table.index[here])
        if not self.shortcuts:
            return foot
        return np.minimum(foot, (foot[self.ends][:, None] + self.onward).min(axis=0))

    def mp(self, a: Hex, b: Hex) -> float:
        i, j = self.table.index.get(a), self.table.index.get(b)
        return float(FAR) if i is None or j is None else float(self.from_hex(a)[j])

    def on_from(self, s: Shortcut, goal: Hex) -> float:
        """The price of the way from the end of `s` on to `goal`."""
        return float(self.onward[self.position[s.end], self.table.index[goal]])

    def first(self, here: Hex, goal: Hex) -> Shortcut | None:
        """The shortcut the cheapest way from `here` to `goal` takes first (None: walking is as cheap)."""
        if not self.shortcuts:
            return None
        i, j = self.table.index[here], self.table.index[goal]
        foot = self.walks(i)
        through = foot[self.starts] + self.prices + self.onward[self.exits, j]
        best = int(np.argmin(through))
        return self.shortcuts[best] if through[best] < foot[j] - 1e-6 else None


def ford_price(state: RpgQuestState, seat: int, fare: int) -> float | None:
    """A ford's fare counted as the MP that cost as much, at the gold's worth to the group of `seat`
    (`values.spent_soon`, as the ship's fare); None when the group cannot pay it (the engine does not
    offer the step)."""
    gold = state.groups[seat].gold
    return None if fare > gold else v.spent_soon(state, seat, gold, fare) / MP_WORTH


def tolls(state: RpgQuestState, seat: int) -> Tolls:
    """Each ford fare on the map and its price in MP to the group of `seat` (None: it cannot pay it)."""
    fares = sorted(set(distances(state.world).fares.tolist()))
    return tuple((fare, ford_price(state, seat, fare)) for fare in fares)


def shortcuts(state: RpgQuestState, seat: int) -> list[Shortcut]:
    """The shortcuts open to the group of `seat` now: what the table shows and its gold pays."""
    world = state.world
    gold = state.groups[seat].gold
    prices = {paid: SHIP_BOARDING_MP + v.spent_soon(state, seat, gold, paid) / MP_WORTH
              for paid in range(SHIP_FARE_PER_HEX, min(gold, fare(len(world.ship_waters))) + 1, SHIP_FARE_PER_HEX)}
    found = [Shortcut(shore, there, "ship", prices[fare(sailed)], fare(sailed))
             for shore, routes in _ship_routes(state).items() for there, sailed in routes.items()
             if fare(sailed) in prices]
    if caves.mapped(state):
        found += [Shortcut(a, b, "caves", MP_PER_ACTION) for a in state.caves for b in state.caves
                  if a != b and a in world.land and b in world.land]
    ends = portal.linked(state)
    if len(ends) == 2:
        found += [Shortcut(a, b, "portal", portal.PASSAGE_MP) for a, b in (ends, ends[::-1])]
    return found


_WAYS: dict[tuple, tuple[World, Ways]] = {}
_CACHE_SIZE = 64


def _ship_routes(state: RpgQuestState) -> dict[Hex, dict[Hex, int]]:
    """Every shore's routes by ship (hexes sailed to each other shore), kept with the map."""
    cache = state.world.caches
    routes = cache.get("ship routes")
    if routes is None:
        routes = cache["ship routes"] = {shore: ship_routes(state, shore) for shore in sorted(state.world.shores)}
    return routes


def ways(state: RpgQuestState, seat: int) -> Ways:
    """The ways open to the group of `seat` on this table, the fords priced for it (kept while the caves,
    the Portal, the group's gold and what it needs soon stay the same)."""
    world = state.world
    gold = state.groups[seat].gold
    key = (id(world), tuple(state.caves) if caves.mapped(state) else (), tuple(map(tuple, state.portal)),
           gold, v.needed_soon(state, seat))
    known = _WAYS.get(key)
    if known and known[0] is world:
        return known[1]
    if len(_WAYS) >= _CACHE_SIZE:
        _WAYS.clear()
    found = Ways(distances(world), shortcuts(state, seat), tolls(state, seat))
    _WAYS[key] = (world, found)
    return found


def partner_nearer(state: RpgQuestState, seat: int, where: Hex) -> bool:
    """Another group on the map would reach `where` for less than the group of `seat`, each by the
    ways open to it (its gold pays its fares)."""
    mine = ways(state, seat).mp(state.groups[seat].hex, where)
    return any(ways(state, other).mp(group.hex, where) < mine
               for other, group in enumerate(state.groups) if other != seat and group.heroes)
