"""The world of Arcádia as data: terrains, Kingdom tiles, Locations and the map's slots.

`world_data()` reads the TOML files in `data/` once and checks them with Tavern's card-file
schema (`engine/cardschema.py`); every problem is a `CardError` naming the file, the entry
and the field, with what is allowed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from engine.cardfolders import chosen_folders
from engine.cardschema import CardError, Flag, ListOf, OneOf, Table, Text, Whole, card_error, read_toml, unique
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
    caches: dict = field(default_factory=dict, compare=False, repr=False)  # tables derived from the files


    @property
    def terrains_by_id(self) -> dict[str, Terrain]:
        return {terrain.id: terrain for terrain in self.terrains.values()}


def world_data(folder: Path | None = None) -> WorldData:
    """The world files of `folder` (default: the shipped ones, or those chosen with `engine.cardfolders`)."""
    return _world_data(folder or chosen_folders().get("rpgquest", DATA))


@lru_cache(maxsize=4)
def _world_data(folder: Path) -> WorldData:
    """The world files of `folder`, read and checked (cached)."""
    terrains = _terrains(read_toml(folder, "terrain.toml"))
    kingdoms = _kingdoms(read_toml(folder, "tiles.toml"), terrains)
    locations = _locations(read_toml(folder, "locations.toml"))
    layout = _layout(read_toml(folder, "map.toml"))
    _check_counts(kingdoms, locations, layout)
    return WorldData(terrains, kingdoms, locations, layout)


TERRAIN = Table({
    "letter": Text(blank=False), "glyph": Text(blank=False), "cost": Whole(low=1, high=9, default=None),
    "ambush": Whole(low=0, high=10, default=0), "fare": Whole(low=0, high=10_000, default=0),
    "water": Flag(default=False),
})
KINGDOM = Table({"number": Whole(low=1, high=99), "name": Text(blank=False), "title": Text(blank=False),
                 "hexes": Text(blank=False)})
LOCATION = Table({
    "name": Text(blank=False), "kind": OneOf(choices=LOCATION_KINDS), "stand": Flag(),
    "suit": OneOf(choices=SUITS, default=""), "class": OneOf(choices=CLASSES, default=""),
    "actions": ListOf(item=OneOf(choices=LOCATION_ACTIONS)),
    "items_shown": Whole(low=0, high=6, default=0), "items_kept": Whole(low=0, high=6, default=0),
    "fast": Flag(default=True),
})
PAIR = ListOf(item=Whole())
LAYOUT = Table({"across": PAIR, "down": PAIR, "slots": ListOf(item=PAIR, at_least=1),
                "fast_slots": ListOf(item=PAIR, at_least=1)})


def _terrains(data: dict[str, Any]) -> dict[str, Terrain]:
    terrains: dict[str, Terrain] = {}
    for key, raw in data.items():
        entry = TERRAIN.card(raw, "terrain.toml", key)
        letter = entry["letter"]
        if len(letter) != 1 or (letter in FEATURES and letter != "@"):
            raise card_error("terrain.toml", key, "letter", f"must be one character that is no feature mark "
                                                             f"(got {letter!r})")
        if letter in terrains:
            raise card_error("terrain.toml", key, "letter", f"{letter!r} is already used by another terrain")
        if entry["cost"] is None and not entry["water"]:
            raise card_error("terrain.toml", key, "cost", "is missing (only water, which is never entered on "
                                                          "foot, has no cost)")
        terrains[letter] = Terrain(key, letter, entry["glyph"], entry["cost"], entry["ambush"], entry["fare"],
                                   entry["water"])
    if "@" not in terrains:
        raise CardError("terrain.toml: no terrain has the letter '@' for the Points of Interest")
    return terrains


def class_tests(file: str, key: str, tests: dict[str, int]) -> tuple[tuple[str, int], ...]:
    """A card's 2 or 3 class tests (read with `MapOf(keys=CLASSES, ...)`), in the rulebook's class order."""
    if len(tests) > 3:
        raise card_error(file, key, "tests", "must give 2 or 3 class tests")
    return tuple((c, tests[c]) for c in CLASSES if c in tests)


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
    if set(data) != {"kingdom"} or not isinstance(tables, list):
        raise CardError("tiles.toml: the file holds [[kingdom]] tables and nothing else")
    for index, raw in enumerate(tables, 1):
        entry = KINGDOM.card(raw, "tiles.toml", f"kingdom #{index}")
        number = entry["number"]
        card = f"kingdom {number}"
        if number in kingdoms:
            raise card_error("tiles.toml", card, "number", "is used by two Kingdoms")
        terrain, features = _draw(card, entry["hexes"], terrains)
        kingdom = Kingdom(number, entry["name"], entry["title"], terrain, features)
        _check_tile(card, kingdom, terrains)
        kingdoms[number] = kingdom
    unique("name", (("tiles.toml", f"kingdom {k.number}", k.name) for k in kingdoms.values()))
    return kingdoms


def _draw(card: str, drawing: str, terrains: dict[str, Terrain]) -> tuple[dict[Hex, str], dict[Hex, frozenset[str]]]:
    """A tile's hexes from its drawing: five rows of 3, 4, 5, 4 and 3 tokens."""
    rows = [row.split() for row in drawing.splitlines() if row.strip()]
    if [len(row) for row in rows] != list(ROW_LENGTHS):
        raise card_error("tiles.toml", card, "hexes", f"must be 5 rows of 3, 4, 5, 4, 3 hexes (got rows of "
                                                      f"{', '.join(str(len(row)) for row in rows)})")
    terrain: dict[Hex, str] = {}
    features: dict[Hex, frozenset[str]] = {}
    for hex_, token in zip(tile_hexes(), (t for row in rows for t in row), strict=True):
        letter, marks = token[0], token[1:]
        if letter not in terrains:
            raise card_error("tiles.toml", card, "hexes", f"hex {token!r}: {letter!r} is no terrain letter "
                                                          f"(letters: {' '.join(terrains)})")
        if any(mark not in FEATURES for mark in marks):
            raise card_error("tiles.toml", card, "hexes", f"hex {token!r}: unknown feature mark "
                                                          f"(marks: {' '.join(FEATURES)})")
        terrain[hex_] = terrains[letter].id
        names = {FEATURES[mark] for mark in marks} | ({FEATURES["@"]} if letter == "@" else set())
        if names:
            features[hex_] = frozenset(names)
    return terrain, features


def _check_tile(card: str, kingdom: Kingdom, terrains: dict[str, Terrain]) -> None:
    by_id = {t.id: t for t in terrains.values()}
    pois = [h for h, marks in kingdom.features.items() if "point_of_interest" in marks]
    if len(pois) != 1:
        raise card_error("tiles.toml", card, "hexes", f"must have exactly one Point of Interest '@' "
                                                      f"(has {len(pois)})")
    edge = [h for h in kingdom.terrain if max(abs(h[0]), abs(h[1]), abs(h[0] + h[1])) == 2]
    if any(by_id[kingdom.terrain[h]].cost is None for h in edge):
        raise card_error("tiles.toml", card, "hexes", "keeps open water off its outer ring (rivers may cross "
                                                      "it), so Kingdoms always join on foot")
    land = {h for h, t in kingdom.terrain.items() if by_id[t].cost is not None}
    if connected(pois[0], land.__contains__) != land:
        raise card_error("tiles.toml", card, "hexes", "must let every land hex be reached on foot from the others")


def _locations(data: dict[str, Any]) -> dict[str, Location]:
    locations: dict[str, Location] = {}
    for key, raw in data.items():
        entry = LOCATION.card(raw, "locations.toml", key)
        kind, actions = entry["kind"], entry["actions"]
        if (kind in ("city", "village")) != bool(entry["suit"]):
            raise card_error("locations.toml", key, "suit", "is given to cities and villages, and only to them")
        if (kind == "council") != bool(entry["class"]):
            raise card_error("locations.toml", key, "class", "is given to councils, and only to them")
        shown, kept = entry["items_shown"], entry["items_kept"]
        if kept > shown:
            raise card_error("locations.toml", key, "items_kept", f"must be at most items_shown ({shown})")
        if ("buy_items" in actions) != (kept > 0):
            raise card_error("locations.toml", key, "items_kept", "must be set exactly where 'buy_items' is an action")
        locations[key] = Location(key, entry["name"], kind, entry["stand"], tuple(actions), entry["suit"],
                                  entry["class"], shown, kept, entry["fast"])
    if CASTLE not in locations:
        raise CardError(f"locations.toml: there must be a location {CASTLE!r}")
    unique("name", (("locations.toml", key, place.name) for key, place in locations.items()))
    return locations


def _layout(data: dict[str, Any]) -> MapLayout:
    entry = LAYOUT.card(data, "map.toml", "the map")

    def pair(field: str, value: list[int]) -> tuple[int, int]:
        if len(value) != 2:
            raise card_error("map.toml", "the map", field, f"must hold [i, j] pairs of whole numbers (got {value!r})")
        return (value[0], value[1])

    def slots(field: str) -> tuple[tuple[int, int], ...]:
        result = tuple(pair(field, value) for value in entry[field])
        if len(set(result)) != len(result):
            raise card_error("map.toml", "the map", field, "names a slot twice")
        if result[0] != (0, 0):
            raise card_error("map.toml", "the map", field, "must start with the centre slot [0, 0]")
        return result

    return MapLayout(pair("across", entry["across"]), pair("down", entry["down"]), slots("slots"),
                     slots("fast_slots"))


def _check_counts(kingdoms: dict[int, Kingdom], locations: dict[str, Location], layout: MapLayout) -> None:
    if len(layout.slots) != len(kingdoms):
        raise CardError(f"map.toml: {len(layout.slots)} slots for {len(kingdoms)} Kingdoms")
    if len(locations) != len(kingdoms):
        raise CardError(f"locations.toml: {len(locations)} Locations for {len(kingdoms)} Points of Interest")
    missing = [n for n in FAST_KINGDOMS if n not in kingdoms]
    if missing:
        raise CardError(f"tiles.toml: Kingdoms 1 to 11 are always played; {missing[0]} is missing")
    fast_places = sum(location.fast for location in locations.values())
    if fast_places != len(layout.fast_slots):
        raise CardError(f"locations.toml: {fast_places} Locations play in the faster game, "
                        f"which has {len(layout.fast_slots)} Kingdoms")
