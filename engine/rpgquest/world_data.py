"""The world of Arcádia as data: terrains, Kingdom tiles, Locations and the map's slots.

`world_data()` reads the TOML files in `data/` once and checks them; every problem is a
`WorldDataError` naming the file, the entry and the field, with what is allowed.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from engine.rpgquest.data_files import Entry, WorldDataError, read
from engine.rpgquest.hexes import Hex, connected

DATA = Path(__file__).parent / "data"
FEATURES = {"@": "point_of_interest", "x": "bolt", "c": "cave", "m": "mana", "p": "portal",
            "v": "rumour"}
ROW_LENGTHS = (3, 4, 5, 4, 3)
LOCATION_KINDS = ("castle", "city", "village", "market", "council", "elven_tree", "special")
SUITS = ("coins", "swords", "cups", "wands")
CLASSES = ("warrior", "rogue", "cleric", "mage")
LOCATION_ACTIONS = (
    "recruit", "recruit_specialist", "missions", "missions_specialist", "buy_items", "restore",
    "cleric_services", "levels", "levels_council", "transport", "work", "create_items",
    "sell_mana", "alchemical_wedding", "elves_banquet",
)
CASTLE = "castelo_lillith"
FAST_KINGDOMS = range(1, 12)


@dataclass(frozen=True, slots=True)
class Terrain:
    id: str
    letter: str
    glyph: str
    cost: int | None  # None: not entered on foot
    ambush: int
    fare: int
    water: bool


@dataclass(frozen=True, slots=True)
class Kingdom:
    """A Region Tile as printed, before it is turned and placed: hexes around (0, 0)."""

    number: int
    name: str
    title: str
    terrain: dict[Hex, str]
    features: dict[Hex, frozenset[str]]

    @property
    def point_of_interest(self) -> Hex:
        return next(h for h, marks in self.features.items() if "point_of_interest" in marks)


@dataclass(frozen=True, slots=True)
class Location:
    id: str
    name: str
    kind: str
    stand: bool
    actions: tuple[str, ...]
    suit: str = ""
    council_class: str = ""
    items_shown: int = 0
    items_kept: int = 0
    fast: bool = True


@dataclass(frozen=True, slots=True)
class MapLayout:
    across: Hex
    down: Hex
    slots: tuple[tuple[int, int], ...]
    fast_slots: tuple[tuple[int, int], ...]

    def centre(self, slot: tuple[int, int]) -> Hex:
        i, j = slot
        return (i * self.across[0] + j * self.down[0], i * self.across[1] + j * self.down[1])


@dataclass(frozen=True, slots=True)
class WorldData:
    terrains: dict[str, Terrain]
    kingdoms: dict[int, Kingdom]
    locations: dict[str, Location]
    layout: MapLayout

    @property
    def terrains_by_id(self) -> dict[str, Terrain]:
        return {terrain.id: terrain for terrain in self.terrains.values()}


@lru_cache(maxsize=4)
def world_data(folder: Path = DATA) -> WorldData:
    """The world files of `folder`, read and checked (cached)."""
    terrains = _terrains(read(folder / "terrain.toml"))
    kingdoms = _kingdoms(read(folder / "tiles.toml"), terrains)
    locations = _locations(read(folder / "locations.toml"))
    layout = _layout(read(folder / "map.toml"))
    _check_counts(kingdoms, locations, layout)
    return WorldData(terrains, kingdoms, locations, layout)


def _terrains(data: dict[str, Any]) -> dict[str, Terrain]:
    terrains: dict[str, Terrain] = {}
    for key, table in data.items():
        entry = Entry("terrain.toml", f"terrain {key!r}", table)
        entry.known("letter", "cost", "ambush", "fare", "water", "glyph")
        letter = entry.get("letter", str)
        if len(letter) != 1 or letter in FEATURES and letter != "@" or letter.isspace():
            raise entry.fail("letter", f"must be one character that is no feature mark (got {letter!r})")
        if any(t.letter == letter for t in terrains.values()):
            raise entry.fail("letter", f"{letter!r} is already used by another terrain")
        terrains[letter] = Terrain(
            key, letter, entry.get("glyph", str),
            entry.number("cost", 1, 9, None), entry.number("ambush", 0, 10, 0),
            entry.number("fare", 0, 10_000, 0), entry.get("water", bool, False),
        )
    if "@" not in terrains:
        raise WorldDataError("terrain.toml: no terrain has the letter '@' for the Points of Interest")
    return terrains


def tile_hexes() -> list[Hex]:
    """The 19 hexes of a Kingdom in drawing order: row by row, west to east."""
    hexes: list[Hex] = []
    for r, length in zip(range(-2, 3), ROW_LENGTHS, strict=True):
        first = max(-2, -2 - r)
        hexes.extend((q, r) for q in range(first, first + length))
    return hexes


def _kingdoms(data: dict[str, Any], terrains: dict[str, Terrain]) -> dict[int, Kingdom]:
    kingdoms: dict[int, Kingdom] = {}
    tables = data.get("kingdom")
    if not isinstance(tables, list):
        raise WorldDataError("tiles.toml: no [[kingdom]] entries")
    for index, table in enumerate(tables):
        entry = Entry("tiles.toml", f"kingdom #{index + 1}", table)
        entry.known("number", "name", "title", "hexes")
        number = entry.number("number", 1, 99)
        entry.where = f"tiles.toml: kingdom {number}"
        if number in kingdoms:
            raise entry.fail("number", "is used by two Kingdoms")
        rows = [row.split() for row in entry.get("hexes", str).splitlines() if row.strip()]
        if [len(row) for row in rows] != list(ROW_LENGTHS):
            raise entry.fail("hexes", f"must be 5 rows of 3, 4, 5, 4, 3 hexes (got rows of "
                                      f"{', '.join(str(len(row)) for row in rows)})")
        terrain: dict[Hex, str] = {}
        features: dict[Hex, frozenset[str]] = {}
        for hex_, token in zip(tile_hexes(), (t for row in rows for t in row), strict=True):
            letter, marks = token[0], token[1:]
            if letter not in terrains:
                raise entry.fail("hexes", f"hex {token!r}: {letter!r} is no terrain letter "
                                          f"(letters: {' '.join(terrains)})")
            if any(mark not in FEATURES for mark in marks):
                raise entry.fail("hexes", f"hex {token!r}: unknown feature mark "
                                          f"(marks: {' '.join(FEATURES)})")
            terrain[hex_] = terrains[letter].id
            names = {FEATURES[mark] for mark in marks} | ({FEATURES["@"]} if letter == "@" else set())
            if names:
                features[hex_] = frozenset(names)
        kingdom = Kingdom(number, entry.get("name", str), entry.get("title", str), terrain, features)
        _check_tile(entry, kingdom, terrains)
        kingdoms[number] = kingdom
    return kingdoms


def _check_tile(entry: Entry, kingdom: Kingdom, terrains: dict[str, Terrain]) -> None:
    by_id = {t.id: t for t in terrains.values()}
    pois = [h for h, marks in kingdom.features.items() if "point_of_interest" in marks]
    if len(pois) != 1:
        raise entry.fail("hexes", f"must have exactly one Point of Interest '@' (has {len(pois)})")
    edge = [h for h in kingdom.terrain if max(abs(h[0]), abs(h[1]), abs(h[0] + h[1])) == 2]
    blocked = [h for h in edge if by_id[kingdom.terrain[h]].cost is None]
    if blocked:
        raise entry.fail("hexes", "keeps open water off its outer ring (rivers may cross it), so "
                                  "Kingdoms always join on foot")
    land = {h for h, t in kingdom.terrain.items() if by_id[t].cost is not None}
    if connected(pois[0], lambda h: h in land) != land:
        raise entry.fail("hexes", "must let every land hex be reached on foot from the others")


def _locations(data: dict[str, Any]) -> dict[str, Location]:
    locations: dict[str, Location] = {}
    for key, table in data.items():
        entry = Entry("locations.toml", f"location {key!r}", table)
        entry.known("name", "kind", "stand", "suit", "class", "actions", "items_shown",
                    "items_kept", "fast")
        kind = entry.choice("kind", LOCATION_KINDS)
        actions = entry.get("actions", list)
        for action in actions:
            if action not in LOCATION_ACTIONS:
                raise entry.fail("actions", f"has {action!r}; actions are {', '.join(LOCATION_ACTIONS)}")
        suit = entry.choice("suit", SUITS, "")
        if (kind in ("city", "village")) != bool(suit):
            raise entry.fail("suit", "is given to cities and villages, and only to them")
        council_class = entry.choice("class", CLASSES, "")
        if (kind == "council") != bool(council_class):
            raise entry.fail("class", "is given to councils, and only to them")
        shown = entry.number("items_shown", 0, 6, 0)
        kept = entry.number("items_kept", 0, shown, 0)
        if ("buy_items" in actions) != (kept > 0):
            raise entry.fail("items_kept", "must be set exactly where 'buy_items' is an action")
        locations[key] = Location(
            key, entry.get("name", str), kind, entry.get("stand", bool), tuple(actions), suit,
            council_class, shown, kept, entry.get("fast", bool, True),
        )
    if CASTLE not in locations:
        raise WorldDataError(f"locations.toml: there must be a location {CASTLE!r}")
    return locations


def _layout(data: dict[str, Any]) -> MapLayout:
    entry = Entry("map.toml", "the map", data)
    entry.known("across", "down", "slots", "fast_slots")

    def pair(value: Any) -> tuple[int, int] | None:
        if isinstance(value, list) and len(value) == 2 and all(type(v) is int for v in value):
            return (value[0], value[1])
        return None

    def step(field: str) -> Hex:
        value = pair(entry.get(field, list))
        if value is None:
            raise entry.fail(field, "must be an [q, r] pair of whole numbers")
        return value

    def slots(field: str) -> tuple[tuple[int, int], ...]:
        found = [pair(value) for value in entry.get(field, list)]
        result = tuple(value for value in found if value is not None)
        if len(result) != len(found):
            raise entry.fail(field, "must be a list of [i, j] pairs of whole numbers")
        if len(set(result)) != len(result):
            raise entry.fail(field, "names a slot twice")
        if not result or result[0] != (0, 0):
            raise entry.fail(field, "must start with the centre slot [0, 0]")
        return result

    return MapLayout(step("across"), step("down"), slots("slots"), slots("fast_slots"))


def _check_counts(kingdoms: dict[int, Kingdom], locations: dict[str, Location],
                  layout: MapLayout) -> None:
    if len(layout.slots) != len(kingdoms):
        raise WorldDataError(f"map.toml: {len(layout.slots)} slots for {len(kingdoms)} Kingdoms")
    if len(locations) != len(kingdoms):
        raise WorldDataError(
            f"locations.toml: {len(locations)} Locations for {len(kingdoms)} Points of Interest")
    missing = [n for n in FAST_KINGDOMS if n not in kingdoms]
    if missing:
        raise WorldDataError(f"tiles.toml: Kingdoms 1 to 11 are always played; {missing[0]} is missing")
    fast_places = sum(location.fast for location in locations.values())
    if fast_places != len(layout.fast_slots):
        raise WorldDataError(f"locations.toml: {fast_places} Locations play in the faster game, "
                             f"which has {len(layout.fast_slots)} Kingdoms")
