"""The Cartaventuras card set, read from the TOML files in `data/` and validated.

`catalogue()` loads the files once and caches them. Every problem is a
`CardError` naming the file, the card and the field, with what is allowed.
Card ids are unique across the game's files (the start and final cards too).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from engine.cardfolders import chosen_folders
from engine.cardschema import (
    CardError,
    Either,
    Field,
    ListOf,
    MapOf,
    OneOf,
    Table,
    Text,
    Where,
    Whole,
    card_error,
    cards_in,
    label,
    read_toml,
    unique,
)

DATA = Path(__file__).parent / "data"
COLOURS = ("green", "red", "blue", "purple")
SIDES = ("up", "down", "left", "right")
ARROW_COLOURS = COLOURS + ("multi",)
ZONE_EFFECTS = ("enemy", "trade", "heal", "coins", "trap", "portal", "passage", "find", "boon", "none")
BOONS = ("x2", "plus2", "double_coins", "two_rolls")
ZONE_ICONS = ("single_use",)
REWARDS = ("coins", "life", "card")
DECKS = ("purchase", "exploration", "forge")
ORANGE_KINDS = ("nonmagic", "magic", "object", "fragment")
OBJECT_EFFECTS = ("heal",) + BOONS + ("map",)
WARES = ("nonmagic", "magic", "object")
ZONE_PER_COLOUR = 20
ORANGE_COUNT = 45
CHARACTER_COUNT = 4


@dataclass(frozen=True, slots=True)
class ZoneCard:
    id: str
    colour: str
    title: str
    text: str
    effect: str
    arrows: tuple[tuple[str, str], ...]
    magic: int = 0
    nonmagic: int = 0
    reward: tuple[str, Any] | None = None
    sells: tuple[str, ...] = ()
    life: int = 0
    coins: int = 0
    boon: str = ""
    card: str = ""
    single_use: bool = False


@dataclass(frozen=True, slots=True)
class OrangeCard:
    id: str
    deck: str
    title: str
    text: str
    kind: str
    attack: int = 0
    price: int = 0
    effect: str = ""
    life: int = 0
    uses: int = 1
    part_of: str = ""

    @property
    def returns_to_purchase(self) -> bool:
        """Purchase and Forge cards go back to the Purchase deck; the rest are discarded."""
        return self.deck != "exploration"


@dataclass(frozen=True, slots=True)
class Character:
    id: str
    name: str
    colour: str
    coins: int
    magic: int
    nonmagic: int
    text: str


@dataclass(frozen=True, slots=True)
class Catalogue:
    zones: dict[str, ZoneCard]
    orange: dict[str, OrangeCard]
    characters: tuple[Character, ...]
    start: ZoneCard
    final: ZoneCard

    def card(self, card_id: str) -> ZoneCard | OrangeCard:
        return self.zones.get(card_id) or self.orange[card_id]

    def character(self, character_id: str) -> Character:
        return next(c for c in self.characters if c.id == character_id)

    def title(self, card_id: str) -> str:
        if card_id == self.start.id:
            return self.start.title
        if card_id == self.final.id:
            return self.final.title
        return self.card(card_id).title


_CARD: dict[str, Field] = {"id": Text(blank=False), "title": Text(blank=False), "text": Text(blank=False)}
_AMOUNT = Whole(1, 10)


def _zone_schema(orange_ids: tuple[str, ...]) -> Table:
    """A zone card; the fields after `effect` depend on it. `orange_ids` are the cards a reward may name."""
    return Table(
        {**_CARD, "effect": OneOf(ZONE_EFFECTS), "arrows": MapOf(SIDES, OneOf(ARROW_COLOURS), at_least=1),
         "icons": ListOf(OneOf(ZONE_ICONS), default=())},
        variants=("effect", {
            "enemy": {"magic": Whole(0, 12, default=0), "nonmagic": Whole(0, 12, default=0),
                      "reward": Either({"coins": _AMOUNT, "life": _AMOUNT, "card": OneOf(orange_ids)})},
            "trade": {"sells": ListOf(OneOf(WARES), at_least=1)},
            "heal": {"life": _AMOUNT},
            "coins": {"coins": _AMOUNT},
            "trap": {"life": Whole(0, 10, default=0), "coins": Whole(0, 10, default=0)},
            "find": {"card": OneOf(orange_ids)},
            "boon": {"boon": OneOf(BOONS)},
        }))


ORANGE = Table(
    {**_CARD, "deck": OneOf(DECKS), "kind": OneOf(ORANGE_KINDS), "uses": Whole(1, 5, default=1),
     "price": Whole(1, 20, default=None)},
    variants=("kind", {
        "magic": {"attack": Whole(1, 12)},
        "nonmagic": {"attack": Whole(1, 12)},
        "object": {"effect": OneOf(OBJECT_EFFECTS), "life": Whole(1, 10, default=None)},
        "fragment": {"part_of": Text(blank=False)},
    }))
CHARACTER = Table({"id": Text(blank=False), "name": Text(blank=False), "colour": OneOf(COLOURS),
                   "coins": Whole(0, 20), "magic": Whole(0, 12), "nonmagic": Whole(0, 12),
                   "text": Text(blank=False)})
SPECIAL = {
    "start": Table({**_CARD, "arrows": MapOf(SIDES, OneOf(("?",)), at_least=len(SIDES))}),
    "final": Table({**_CARD, "magic": Whole(1, 12), "nonmagic": Whole(1, 12)}),
}


def _numbered(raw: dict, where: Where, expected_id: str) -> None:
    if raw["id"] != expected_id:
        raise where.at("id").fail(f"must be {expected_id!r}: cards are numbered consecutively (got {raw['id']!r})")


def _zone(schema: Table, file: str, entry: dict, number: int, expected_id: str) -> ZoneCard:
    where = Where(file, label(entry, number, "title", "id"))
    raw = schema.read(entry, where)
    _numbered(raw, where, expected_id)
    effect = raw["effect"]
    fields: dict[str, Any] = {name: raw[name] for name in ("magic", "nonmagic", "reward", "life", "coins", "boon", "card")
              if name in raw}
    if effect == "enemy" and raw["magic"] == 0 and raw["nonmagic"] == 0:
        raise where.at("magic").fail("and 'nonmagic' cannot both be 0 for an enemy")
    if effect == "trap" and raw["life"] == 0 and raw["coins"] == 0:
        raise where.at("life").fail("or 'coins' must be lost to a trap")
    if effect == "trade":
        fields["sells"] = tuple(raw["sells"])
    arrows = tuple(raw["arrows"].items())
    return ZoneCard(raw["id"], raw["id"].rsplit("-", 1)[0], raw["title"], raw["text"], effect, arrows,
                    single_use="single_use" in raw["icons"], **fields)


def _orange(file: str, entry: dict, number: int) -> OrangeCard:
    where = Where(file, label(entry, number, "title", "id"))
    raw = ORANGE.read(entry, where)
    _numbered(raw, where, f"orange-{number:02d}")
    deck, kind = raw["deck"], raw["kind"]
    fields: dict[str, Any] = {"uses": raw["uses"]}
    if deck != "exploration":
        if raw["price"] is None:
            raise where.at("price").fail(f"is missing (a {deck} card has a price)")
        fields["price"] = raw["price"]
    if kind == "fragment" and deck != "forge":
        raise where.at("deck").fail(f"of a fragment must be forge (got {deck!r})")
    if kind == "object" and raw["effect"] == "heal" and raw["life"] is None:
        raise where.at("life").fail("is missing (a heal object restores life)")
    fields.update({name: raw[name] for name in ("attack", "effect", "life", "part_of")
                   if raw.get(name) is not None})
    return OrangeCard(raw["id"], deck, raw["title"], raw["text"], kind, **fields)


def _character(file: str, entry: dict, number: int) -> Character:
    where = Where(file, label(entry, number, "name", "id"))
    raw = CHARACTER.read(entry, where)
    if raw["id"] != f"character-{raw['colour']}":
        raise where.at("id").fail(f"must be 'character-{raw['colour']}' (got {raw['id']!r})")
    return Character(raw["id"], raw["name"], raw["colour"], raw["coins"], raw["magic"], raw["nonmagic"],
                     raw["text"])


def _special(folder: Path) -> tuple[ZoneCard, ZoneCard]:
    """The start card and the Great Dragon's final card, from special.toml."""
    file = "special.toml"
    data = read_toml(folder, file)
    for key in list(data) + list(SPECIAL):
        if key not in SPECIAL:
            raise CardError(f"{file}: unknown table [{key}] (the file holds [start] and [final])")
        if key not in data:
            raise CardError(f"{file}: the [{key}] table is missing")
    start = SPECIAL["start"].card(data["start"], file, "start")
    final = SPECIAL["final"].card(data["final"], file, "final")
    return (ZoneCard(start["id"], "start", start["title"], start["text"], "none", tuple(start["arrows"].items())),
            ZoneCard(final["id"], "final", final["title"], final["text"], "enemy", (),
                     magic=final["magic"], nonmagic=final["nonmagic"]))


def load_catalogue(folder: Path = DATA) -> Catalogue:
    """Read and check every card file in `folder`; any mistake is a `CardError`."""
    orange_raw = cards_in(read_toml(folder, "orange.toml"), "orange.toml", "card", ORANGE_COUNT)
    orange = {card.id: card for card in (_orange("orange.toml", e, n) for n, e in enumerate(orange_raw, 1))}
    for card in orange.values():
        if card.kind == "fragment":
            whole = orange.get(card.part_of)
            if whole is None or whole.deck != "forge" or whole.kind == "fragment":
                raise card_error("orange.toml", card.title, "part_of",
                                 f"must name a complete object of the forge deck (got {card.part_of!r})")
    expected = [f"{c}-{n:02d}" for c in COLOURS for n in range(1, ZONE_PER_COLOUR + 1)]
    zone_raw = cards_in(read_toml(folder, "zones.toml"), "zones.toml", "card", len(expected))
    schema = _zone_schema(tuple(orange))
    zones = {card_id: _zone(schema, "zones.toml", entry, number, card_id)
             for number, (entry, card_id) in enumerate(zip(zone_raw, expected, strict=True), 1)}
    chars_raw = cards_in(read_toml(folder, "characters.toml"), "characters.toml", "character", CHARACTER_COUNT)
    characters = tuple(_character("characters.toml", e, n) for n, e in enumerate(chars_raw, 1))
    unique("colour", (("characters.toml", c.name, c.colour) for c in characters))
    unique("name", (("characters.toml", c.name, c.name) for c in characters))
    unique("title", [("orange.toml", c.title, c.title) for c in orange.values()]
           + [("zones.toml", c.title, c.title) for c in zones.values()])
    start, final = _special(folder)
    unique("id", [("orange.toml", c.title, c.id) for c in orange.values()]
           + [("zones.toml", c.title, c.id) for c in zones.values()]
           + [("characters.toml", c.name, c.id) for c in characters]
           + [("special.toml", "start", start.id), ("special.toml", "final", final.id)])
    return Catalogue(zones, orange, characters, start, final)


def catalogue() -> Catalogue:
    """The cards in play: the shipped ones, or the folder chosen with `engine.cardfolders.cards_from`."""
    folder = chosen_folders().get("cartaventuras")
    return _SHIPPED if folder is None else _catalogue_in(folder)


@lru_cache(maxsize=4)
def _catalogue_in(folder: Path) -> Catalogue:
    return load_catalogue(folder)


_SHIPPED = load_catalogue(DATA)  # the shipped files, checked at start-up
