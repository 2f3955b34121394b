"""The Map of Arcádia of one game: Kingdoms shuffled into the slots, turned, and filled.

`build_world(rng, fast)` lays the map out as the rulebook does at the start of a game:
Kingdom 1 (Kether, with Castelo Lillith) at the centre, the other Kingdoms shuffled into
the other slots and each turned to one of its 6 positions, then the Locations of Interest
shuffled onto the other Points of Interest. A `World` never changes during a game (what
happens on the map — ruins, monsters, tokens — is kept in the game state), so every copy
of a table shares one.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from engine.rng import Rng
from engine.rpgquest import hexes
from engine.rpgquest.hexes import Hex
from engine.rpgquest.world_data import CASTLE, FAST_KINGDOMS, Terrain, WorldData, world_data

YESOD = 9  # the Kingdom of Lake Yesod, where the Merchant Ship sails


@dataclass(frozen=True, slots=True)
class Place:
    """One hex of the map: its terrain, its Kingdom, its marks, and its Location if any."""

    terrain: Terrain
    kingdom: int
    features: frozenset[str]
    location: str | None = None


@dataclass(frozen=True, slots=True)
class PlacedKingdom:
    """Where a Kingdom lies: its slot, its centre hex and its turn (0-5 sixths clockwise)."""

    number: int
    slot: tuple[int, int]
    centre: Hex
    rotation: int


@dataclass(frozen=True)
class World:
    places: dict[Hex, Place]
    kingdoms: tuple[PlacedKingdom, ...]
    location_hexes: dict[str, Hex]
    ship_waters: frozenset[Hex]
    shared: dict = field(default_factory=dict, compare=False, repr=False)  # kept by every map on the same slots

    @property
    def castle(self) -> Hex:
        return self.location_hexes[CASTLE]

    def foot_cost(self, here: Hex, there: Hex) -> int | None:
        """Movement Points to step from `here` into `there` on foot, or None (water, off the map)."""
        place = self.places.get(there)
        return None if place is None else place.terrain.cost

    @cached_property
    def caches(self) -> dict:
        """Scratch space for tables derived from this map and kept with it (the monsters' distances)."""
        return {}

    @cached_property
    def steps(self) -> dict[Hex, tuple[Hex, ...]]:
        """Each hex of the map and its neighbours on the map, clockwise from east. Every map laid on
        the same slots covers the same hexes, so they share this table (`shared`)."""
        found = self.shared.get("steps")
        if found is None:
            places = self.places
            found = self.shared["steps"] = {where: tuple(there for there in hexes.neighbours(where)
                                                         if there in places) for where in places}
        return found

    @cached_property
    def land(self) -> frozenset[Hex]:
        """Every hex a group may stand on."""
        return frozenset(h for h, place in self.places.items() if place.terrain.cost is not None)

    @cached_property
    def shores(self) -> frozenset[Hex]:
        """Dry hexes beside the waters of Lake Yesod, where the ship takes groups aboard."""
        land, places = self.land, self.places
        return frozenset(h for water in self.ship_waters for h in hexes.neighbours(water)
                         if h in land and not places[h].terrain.water)

    @cached_property
    def bolts(self) -> dict[int, Hex]:
        """Each Kingdom's bolt hex, where missions send the groups (the first in map order)."""
        found: dict[int, Hex] = {}
        for where in self.with_feature("bolt"):
            found.setdefault(self.places[where].kingdom, where)
        return found

    @cached_property
    def kingdom_neighbours(self) -> dict[int, frozenset[int]]:
        """The Kingdoms that touch each Kingdom (a hex of one beside a hex of the other)."""
        return {k.number: self.touching(k.number) for k in self.kingdoms}

    def touching(self, number: int) -> frozenset[int]:
        """The Kingdoms that touch Kingdom `number` (a hex of one beside a hex of the other; kept per World)."""
        known = self.caches.setdefault("touching", {})
        found = known.get(number)
        if found is None:
            places, steps = self.places, self.steps
            found = known[number] = frozenset(kingdom for where in self.kingdom_hexes.get(number, ())
                                              for there in steps[where]
                                              if (kingdom := places[there].kingdom) != number)
        return found

    @cached_property
    def kingdom_hexes(self) -> dict[int, tuple[Hex, ...]]:
        """Each Kingdom's hexes, in map order."""
        found: dict[int, list[Hex]] = {}
        for where, place in self.places.items():
            found.setdefault(place.kingdom, []).append(where)
        return {number: tuple(hexes_) for number, hexes_ in found.items()}

    def with_feature(self, feature: str) -> list[Hex]:
        """The hexes bearing a mark (`cave`, `mana`, `bolt`, ...), in map order."""
        return list(self.marked.get(feature, ()))

    @cached_property
    def marked(self) -> dict[str, tuple[Hex, ...]]:
        """Every mark's hexes, in map order, worked out once: the rules ask for them each decision."""
        marks: dict[str, list[Hex]] = {}
        for where in sorted(h for h, place in self.places.items() if place.features):
            for feature in self.places[where].features:
                marks.setdefault(feature, []).append(where)
        return {feature: tuple(found) for feature, found in marks.items()}


def build_world(rng: Rng, fast: bool = False, data: WorldData | None = None) -> World:
    """Lay out the map for one game, drawing tiles, turns and Locations from `rng`."""
    data = data or world_data()
    layout = data.layout
    slots = layout.fast_slots if fast else layout.slots
    numbers = _kingdoms_in_play(rng, data, len(slots), fast)
    rng.shuffle(numbers)
    order = [1] + [n for n in numbers if n != 1]
    places: dict[Hex, Place] = {}
    placed = []
    points: dict[int, Hex] = {}
    for number, slot in zip(order, slots, strict=True):
        centre, rotation = layout.centre(slot), rng.randrange(6)
        placed.append(PlacedKingdom(number, slot, centre, rotation))
        (q, r), (tile, point) = centre, _turned(data, number, rotation)
        for (dq, dr), place in tile:
            places[(q + dq, r + dr)] = place
        points[number] = (q + point[0], r + point[1])
    location_hexes = _place_locations(rng, data, order, points, fast)
    for location, where in location_hexes.items():
        place = places[where]
        places[where] = Place(place.terrain, place.kingdom, place.features, location)
    return World(places, tuple(placed), location_hexes, _ship_waters(places),
                 data.caches.setdefault(("map", slots), {}))


def _turned(data: WorldData, number: int, rotation: int) -> tuple[tuple[tuple[Hex, Place], ...], Hex]:
    """Kingdom `number` turned by `rotation`: its hexes around (0, 0) with their Places, and its Point of
    Interest (worked out once per tile and turn, then shared by every map that lays the tile so)."""
    key = ("turned", number, rotation)
    found = data.caches.get(key)
    if found is None:
        kingdom, terrains = data.kingdoms[number], data.terrains_by_id
        tile = tuple((hexes.rotate(local, rotation), Place(terrains[terrain], number,
                                                           kingdom.features.get(local, frozenset())))
                     for local, terrain in kingdom.terrain.items())
        found = data.caches[key] = (tile, hexes.rotate(kingdom.point_of_interest, rotation))
    return found


def _kingdoms_in_play(rng: Rng, data: WorldData, count: int, fast: bool) -> list[int]:
    """Every Kingdom, or in the faster game Kingdoms 1-11 and the rest drawn."""
    if not fast:
        return sorted(data.kingdoms)
    always = [n for n in sorted(data.kingdoms) if n in FAST_KINGDOMS]
    others = [n for n in sorted(data.kingdoms) if n not in FAST_KINGDOMS]
    rng.shuffle(others)
    return always + others[: count - len(always)]


def _place_locations(rng: Rng, data: WorldData, order: list[int], points: dict[int, Hex],
                     fast: bool) -> dict[str, Hex]:
    others = [key for key, location in data.locations.items()
              if key != CASTLE and (location.fast or not fast)]
    rng.shuffle(others)
    placed = {CASTLE: points[1]}
    placed.update(zip(others, (points[n] for n in order[1:]), strict=True))
    return placed


def _ship_waters(places: dict[Hex, Place]) -> frozenset[Hex]:
    """The waters joined to Lake Yesod: the lake, and rivers and seas that touch it."""
    lake = [h for h, place in places.items()
            if place.kingdom == YESOD and place.terrain.water and place.terrain.cost is None]
    if not lake:
        return frozenset()
    return frozenset(hexes.connected(
        lake[0], lambda h: h in places and places[h].terrain.water))
