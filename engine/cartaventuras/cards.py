"""The Cartaventuras card set, read from the TOML files in `data/` and validated.

`catalogue()` loads the files once and caches them. Every problem is a
`CardDataError` naming the file, the card and the field, with what is allowed.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

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


class CardDataError(ValueError):
    """A card file is wrong; the message names file, card and field."""


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

    def title(self, card_id: str) -> str:
        if card_id == self.start.id:
            return self.start.title
        if card_id == self.final.id:
            return self.final.title
        return self.card(card_id).title


class _Reader:
    """Field access that names file, card and field in every error."""

    def __init__(self, file: str, entry: dict, label: str) -> None:
        self.file, self.entry, self.label = file, entry, label

    def fail(self, field: str, message: str) -> CardDataError:
        return CardDataError(f"{self.file}: card '{self.label}': field '{field}' {message}")

    def text(self, field: str, default: str | None = None) -> str:
        value = self.entry.get(field, default)
        if not isinstance(value, str) or not value.strip():
            raise self.fail(field, f"must be non-empty text (got {value!r})")
        return value

    def number(self, field: str, default: int = 0, low: int = 0, high: int = 12) -> int:
        value = self.entry.get(field, default)
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise self.fail(field, f"must be a whole number from {low} to {high} (got {value!r})")
        return value

    def choice(self, field: str, allowed: tuple[str, ...], value: Any = None) -> str:
        value = self.entry.get(field) if value is None else value
        if value not in allowed:
            raise self.fail(field, f"must be one of {', '.join(allowed)} (got {value!r})")
        return value

    def unknown(self, known: set[str]) -> None:
        for key in self.entry:
            if key not in known:
                raise self.fail(key, f"is not a known field (known: {', '.join(sorted(known))})")


_ZONE_FIELDS = {"id", "title", "text", "effect", "arrows", "magic", "nonmagic", "reward",
                "sells", "life", "coins", "boon", "card", "icons"}


def _zone(file: str, entry: dict, expected_id: str, orange_ids: set[str]) -> ZoneCard:
    read = _Reader(file, entry, str(entry.get("title", entry.get("id", "?"))))
    read.unknown(_ZONE_FIELDS)
    card_id = read.text("id")
    if card_id != expected_id:
        raise read.fail("id", f"must be {expected_id!r}: cards are numbered consecutively (got {card_id!r})")
    colour = card_id.rsplit("-", 1)[0]
    effect = read.choice("effect", ZONE_EFFECTS)
    arrows = entry.get("arrows")
    if not isinstance(arrows, dict) or not arrows:
        raise read.fail("arrows", f"must be a table of sides {', '.join(SIDES)} (got {arrows!r})")
    for side, arrow in arrows.items():
        if side not in SIDES:
            raise read.fail(f"arrows.{side}", f"is not a side (sides: {', '.join(SIDES)})")
        read.choice(f"arrows.{side}", ARROW_COLOURS, arrow)
    icons = entry.get("icons", [])
    if not isinstance(icons, list):
        raise read.fail("icons", f"must be a list (got {icons!r})")
    for index, icon in enumerate(icons):
        read.choice(f"icons[{index}]", ZONE_ICONS, icon)
    fields: dict[str, Any] = {}
    if effect == "enemy":
        fields["magic"] = read.number("magic")
        fields["nonmagic"] = read.number("nonmagic")
        if fields["magic"] == 0 and fields["nonmagic"] == 0:
            raise read.fail("magic", "and 'nonmagic' cannot both be 0 for an enemy")
        fields["reward"] = _reward(read, orange_ids)
    elif effect == "trade":
        sells = entry.get("sells")
        if not isinstance(sells, list) or not sells:
            raise read.fail("sells", f"must be a list of {', '.join(WARES)} (got {sells!r})")
        fields["sells"] = tuple(read.choice(f"sells[{i}]", WARES, s) for i, s in enumerate(sells))
    elif effect == "heal":
        fields["life"] = read.number("life", low=1, high=10)
    elif effect == "coins":
        fields["coins"] = read.number("coins", low=1, high=10)
    elif effect == "trap":
        fields["life"] = read.number("life", high=10)
        fields["coins"] = read.number("coins", high=10)
        if fields["life"] == 0 and fields["coins"] == 0:
            raise read.fail("life", "or 'coins' must be lost to a trap")
    elif effect == "find":
        fields["card"] = read.choice("card", tuple(sorted(orange_ids)))
    elif effect == "boon":
        fields["boon"] = read.choice("boon", BOONS)
    return ZoneCard(card_id, colour, read.text("title"), read.text("text"), effect,
                    tuple(sorted(arrows.items(), key=lambda kv: SIDES.index(kv[0]))),
                    single_use="single_use" in icons, **fields)


def _reward(read: _Reader, orange_ids: set[str]) -> tuple[str, Any]:
    reward = read.entry.get("reward")
    if not isinstance(reward, dict) or len(reward) != 1:
        raise read.fail("reward", f"must be one of {{ coins = N }}, {{ life = N }}, {{ card = \"orange-NN\" }} (got {reward!r})")
    ((kind, value),) = reward.items()
    read.choice("reward", REWARDS, kind)
    if kind == "card":
        return kind, read.choice("reward.card", tuple(sorted(orange_ids)), value)
    sub = _Reader(read.file, reward, read.label)
    return kind, sub.number(kind, low=1, high=10)


_ORANGE_FIELDS = {"id", "deck", "title", "text", "kind", "attack", "price", "effect", "life", "uses", "part_of"}


def _orange(file: str, entry: dict, expected_id: str) -> OrangeCard:
    read = _Reader(file, entry, str(entry.get("title", entry.get("id", "?"))))
    read.unknown(_ORANGE_FIELDS)
    card_id = read.text("id")
    if card_id != expected_id:
        raise read.fail("id", f"must be {expected_id!r}: cards are numbered consecutively (got {card_id!r})")
    deck = read.choice("deck", DECKS)
    kind = read.choice("kind", ORANGE_KINDS)
    fields: dict[str, Any] = {"uses": read.number("uses", default=1, low=1, high=5)}
    if kind in ("magic", "nonmagic"):
        fields["attack"] = read.number("attack", low=1)
    elif kind == "object":
        fields["effect"] = read.choice("effect", OBJECT_EFFECTS)
        if fields["effect"] == "heal":
            fields["life"] = read.number("life", low=1, high=10)
    else:
        fields["part_of"] = read.text("part_of")
    if deck != "exploration":
        fields["price"] = read.number("price", low=1, high=20)
    if kind == "fragment" and deck != "forge":
        raise read.fail("deck", f"of a fragment must be forge (got {deck!r})")
    return OrangeCard(card_id, deck, read.text("title"), read.text("text"), kind, **fields)


def _character(file: str, entry: dict, index: int) -> Character:
    read = _Reader(file, entry, str(entry.get("name", f"#{index + 1}")))
    read.unknown({"id", "name", "colour", "coins", "magic", "nonmagic", "text"})
    colour = read.choice("colour", COLOURS)
    if read.text("id") != f"character-{colour}":
        raise read.fail("id", f"must be 'character-{colour}' (got {entry.get('id')!r})")
    return Character(entry["id"], read.text("name"), colour, read.number("coins", high=20),
                     read.number("magic"), read.number("nonmagic"), read.text("text"))


def _load_toml(path: Path) -> dict:
    try:
        with path.open("rb") as handle:
            return tomllib.load(handle)
    except tomllib.TOMLDecodeError as error:
        raise CardDataError(f"{path.name}: not valid TOML ({error})") from error


def load_catalogue(folder: Path = DATA) -> Catalogue:
    """Read and check every card file in `folder`."""
    orange_raw = _load_toml(folder / "orange.toml").get("card", [])
    if len(orange_raw) != ORANGE_COUNT:
        raise CardDataError(f"orange.toml: must hold {ORANGE_COUNT} cards (got {len(orange_raw)})")
    orange = {}
    for index, entry in enumerate(orange_raw):
        card = _orange("orange.toml", entry, f"orange-{index + 1:02d}")
        orange[card.id] = card
    for card in orange.values():
        if card.kind == "fragment":
            whole = orange.get(card.part_of)
            if whole is None or whole.deck != "forge" or whole.kind == "fragment":
                raise CardDataError(f"orange.toml: card '{card.title}': field 'part_of' must name a "
                                    f"complete object of the forge deck (got {card.part_of!r})")
    zone_raw = _load_toml(folder / "zones.toml").get("card", [])
    expected = [f"{c}-{n:02d}" for c in COLOURS for n in range(1, ZONE_PER_COLOUR + 1)]
    if len(zone_raw) != len(expected):
        raise CardDataError(f"zones.toml: must hold {len(expected)} cards, 20 per colour (got {len(zone_raw)})")
    zones: dict[str, ZoneCard] = {}
    for entry, card_id in zip(zone_raw, expected, strict=True):
        zone = _zone("zones.toml", entry, card_id, set(orange))
        zones[zone.id] = zone
    chars_raw = _load_toml(folder / "characters.toml").get("character", [])
    characters = tuple(_character("characters.toml", e, i) for i, e in enumerate(chars_raw))
    if sorted(c.colour for c in characters) != sorted(COLOURS):
        raise CardDataError(f"characters.toml: must hold {CHARACTER_COUNT} characters, one per colour")
    special = _load_toml(folder / "special.toml")
    start_read = _Reader("special.toml", special.get("start", {}), "start")
    start = ZoneCard(start_read.text("id"), "start", start_read.text("title"), start_read.text("text"),
                     "none", tuple((side, "?") for side in SIDES))
    final_read = _Reader("special.toml", special.get("final", {}), "final")
    final = ZoneCard(final_read.text("id"), "final", final_read.text("title"), final_read.text("text"),
                     "enemy", (), magic=final_read.number("magic", low=1),
                     nonmagic=final_read.number("nonmagic", low=1))
    return Catalogue(zones, orange, characters, start, final)


@lru_cache(maxsize=1)
def catalogue() -> Catalogue:
    """The game's cards, loaded once."""
    return load_catalogue()
