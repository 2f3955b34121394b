"""Routes across Arcádia on foot: the cheapest way to a hex, what it costs and what it risks.

The screen previews a route under its cursor and the AI plans with the same numbers, so
neither re-implements the movement rules (*Mover-se pelo Tabuleiro*, *Emboscadas*): a step
costs its terrain's Movement Points and any ford fare; every Movement action brings 7 MP, and
actions chain while a step costs more than is left; each hex with an Encounter Value risks an
ambush (a Location passed through never does); a hex with monsters stops the group, so a route
goes round them unless they are where it ends. Among routes of equal MP the safer one is taken.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from fractions import Fraction

from engine.rpgquest import hexes
from engine.rpgquest.hexes import Hex
from engine.rpgquest.world import World

MP_PER_ACTION = 7
AMBUSH_DIE = 10
_RISK_WEIGHT = 100  # MP first, then the ambush values along the way break ties


@dataclass(frozen=True, slots=True)
class Route:
    """A way from one hex to another: the hexes entered (goal last) and what they take."""

    path: tuple[Hex, ...]
    mp: int  # Movement Points of the steps
    actions: int  # Movement actions it takes, counting the Movement Points already in hand
    fares: int  # gold paid at fords
    ambush: Fraction  # the chance that an ambush stops the group somewhere on the way

    @property
    def steps(self) -> int:
        return len(self.path)


def ambush_value(world: World, where: Hex) -> int:
    """The Encounter Value of entering `where`: 1d10 at or under it is an ambush (0: safe)."""
    place = world.places[where]
    return 0 if place.location else place.terrain.ambush


def route(world: World, start: Hex, goal: Hex, *, monsters: Collection[Hex] = (), gold: int | None = None,
          mp_in_hand: int = 0) -> Route | None:
    """The cheapest route on foot from `start` to `goal`, or None when there is none.

    `monsters` are hexes the group would have to stop and fight on (avoided unless they are the
    goal); `gold`, when given, rules out fords the group cannot pay for; `mp_in_hand` is what is
    left of a Movement action already under way.
    """
    if goal not in world.land or start == goal:
        return None
    blocked = set(monsters) - {goal}

    def step_cost(here: Hex, there: Hex) -> int | None:
        cost = world.foot_cost(here, there)
        if cost is None or there in blocked:
            return None
        if gold is not None and world.places[there].terrain.fare > gold:
            return None
        return cost * _RISK_WEIGHT + ambush_value(world, there)

    found = hexes.cheapest_path(start, goal, step_cost)
    if found is None:
        return None
    path = tuple(found[1])
    costs = [world.foot_cost(a, b) or 0 for a, b in zip((start, *path), path, strict=False)]
    safe = Fraction(1)
    for where in path:
        safe *= Fraction(AMBUSH_DIE - ambush_value(world, where), AMBUSH_DIE)
    return Route(path, sum(costs), actions_for(costs, mp_in_hand),
                 sum(world.places[where].terrain.fare for where in path), 1 - safe)


def actions_for(step_costs: list[int], mp_in_hand: int = 0) -> int:
    """Movement actions the steps take: 7 MP each, chained while a step costs more than is left."""
    mp, actions = mp_in_hand, 0
    for cost in step_costs:
        while mp < cost:
            mp += MP_PER_ACTION
            actions += 1
        mp -= cost
    return actions


def reachable(world: World, start: Hex, mp: int, *, monsters: Collection[Hex] = ()) -> dict[Hex, int]:
    """Every hex `mp` Movement Points reach on foot, with its cost (monsters stop the way)."""
    blocked = set(monsters)

    def step_cost(here: Hex, there: Hex) -> int | None:
        return None if here in blocked else world.foot_cost(here, there)

    return hexes.cheapest_costs(start, step_cost, mp)
