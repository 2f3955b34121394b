"""The Elria card set: data classes, the TOML loader and its validation.

Cards live in `engine/elria/data/*.toml` (format in docs/elria.md). Loading
checks every field and every count and fails with a message that names the
file, the card and the field. Every card gets a global index; every grey
space (or gem) on every card gets a global space index, so a state keeps its
covers in one flat bytearray.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from engine.cardfolders import chosen_folders
from engine.cardschema import (
    CardError,
    Field,
    ListOf,
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

TERRAINS = ("rivers", "woods", "settlements", "plains", "mountains")
ACTIONS = ("combat", "treasure", "encounter", "levelup")
GEM_TYPES = ACTIONS + ("wild",)
ICONS = GEM_TYPES + ("map", "shelter", "enemy")
OBJECTIVE_ICONS = ("enemy", "treasure", "encounter")
REWARDS = ("time", "hybrid", "text")
EFFECTS = {
    "level_up": "Move your Level marker to the next space (no Time is earned).",
    "time_per_landmark": "Earn 1 Time cube for each Landmark you have discovered.",
    "time_per_level": "Earn as many Time cubes as your Level.",
}
CONDITIONS = ("level", "landmarks", "journey", "terrain", "time")
ICON_NAMES = {
    "combat": "combat", "treasure": "treasure", "encounter": "encounter",
    "levelup": "level up", "wild": "wild", "map": "map", "shelter": "shelter", "enemy": "Enemy",
}
# file, table key, id prefix, exact count
FILES = (
    ("locations.toml", "location", "loc-", 45),
    ("landmarks.toml", "landmark", "lmk-", 20),
    ("quests.toml", "quest", "quest-", 31),
    ("characters.toml", "character", "char-", 5),
    ("upgrades.toml", "upgrade", "upg-", 13),
)
QUEST_VALUES = {1: 6, 2: 5, 3: 6, 4: 8, 5: 3, 6: 3}
TOTAL_CUBES = 70


@dataclass(frozen=True, slots=True)
class Space:
    """One grey space (or gem) on a card.

    kind: "icon" (cover it with an action), "gem" (a one-use action gem),
    "hybrid" (either), or "objective" (a Quest's icons to cover).
    `size` > 1 is a linked group; `guards` are the Enemy spaces that must be
    defeated before this space is available.
    """

    index: int
    card: int
    icon: str
    size: int
    kind: str
    guards: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Card:
    """Any Elria card; fields that do not apply to its kind keep their defaults."""

    index: int
    id: str
    kind: str
    name: str
    flavour: str = ""
    terrains: tuple[str, ...] = ()
    cost: int = 0
    red: bool = False
    gem: str = ""
    spaces: tuple[int, ...] = ()
    objectives: tuple[int, ...] = ()
    value: int = 0
    condition: tuple = ()
    reward: str = ""
    reward_time: int = 0
    reward_effect: str = ""
    time: int = 0
    levels: int = 0
    hero: str = ""

    @property
    def terrain_set(self) -> frozenset[str]:
        return frozenset(self.terrains)


class CardSet:
    """Every card and space, by index, with the lookups the rules need."""

    def __init__(self, cards: list[Card], spaces: list[Space]) -> None:
        self.cards = cards
        self.spaces = spaces
        self.by_id = {c.id: c.index for c in cards}
        self.by_name = {c.name: c.index for c in cards}
        kinds: dict[str, list[int]] = {k: [] for _, k, _, _ in FILES}
        for card in cards:
            kinds[card.kind].append(card.index)
        self.locations = tuple(kinds["location"])
        self.landmarks = tuple(kinds["landmark"])
        self.quests = tuple(kinds["quest"])
        self.characters = tuple(kinds["character"])
        self.upgrades = tuple(kinds["upgrade"])
        # flat tables for the hot paths
        self.ids = tuple(c.id for c in cards)
        self.names = tuple(c.name for c in cards)
        self.sp_icon = tuple(s.icon for s in spaces)
        self.sp_size = tuple(s.size for s in spaces)
        self.sp_kind = tuple(s.kind for s in spaces)
        self.sp_card = tuple(s.card for s in spaces)
        self.sp_guards = tuple(s.guards for s in spaces)
        self.card_spaces = tuple(c.spaces for c in cards)
        self.terrain_sets = tuple(c.terrain_set for c in cards)
        self.terrain_counts = tuple(tuple(c.terrains.count(t) for t in TERRAINS) for c in cards)
        self.sp_twin_note = self._twin_notes(spaces)

    def index(self, name_or_id: str) -> int:
        """A card's index from its name or id."""
        if name_or_id in self.by_id:
            return self.by_id[name_or_id]
        return self.by_name[name_or_id]

    def space_label(self, space: int) -> str:
        """'treasure icon on Grove', 'linked treasure x2 on The Two Coins',
        'treasure icon (2 of 3) on The Merchant Prince' when a card has look-alikes."""
        icon = ICON_NAMES[self.sp_icon[space]]
        size = self.sp_size[space]
        kind = self.sp_kind[space]
        what = f"linked {icon} x{size}" if size > 1 else f"{icon} {'gem' if kind == 'gem' else 'icon'}"
        if kind == "hybrid":
            what = f"hybrid {what}"
        if self.sp_guards[space]:
            what = f"guarded {what}"
        return f"{what}{self.sp_twin_note[space]} on {self.names[self.sp_card[space]]}"

    @staticmethod
    def _twin_notes(spaces: list[Space]) -> tuple[str, ...]:
        """' (2 of 3)' for spaces that look alike on one card, so a player can tell the choices apart."""
        groups: dict[tuple, list[int]] = {}
        for s in spaces:
            groups.setdefault((s.card, s.icon, s.size, s.kind, s.guards), []).append(s.index)
        notes = [""] * len(spaces)
        for members in groups.values():
            if len(members) > 1:
                for number, index in enumerate(members, 1):
                    notes[index] = f" ({number} of {len(members)})"
        return tuple(notes)


class _Builder:
    def __init__(self) -> None:
        self.cards: list[Card] = []
        self.spaces: list[Space] = []

    def space(self, card: int, icon: str, size: int, kind: str, guards: tuple[int, ...] = ()) -> int:
        self.spaces.append(Space(len(self.spaces), card, icon, size, kind, guards))
        return len(self.spaces) - 1


_COMMON: dict[str, Field] = {"id": Text(blank=False), "name": Text(blank=False), "flavour": Text(default="")}
_TERRAINS = ListOf(OneOf(TERRAINS), at_least=1)
_EVENT = ListOf(Text())
_GEMS = ListOf(OneOf(GEM_TYPES), default=())
SCHEMAS: dict[str, Table] = {
    "location": Table({**_COMMON, "terrains": _TERRAINS, "cost": Whole(0, 9), "banner": OneOf(("black", "red")),
                       "gem": OneOf(GEM_TYPES), "event": _EVENT}),
    "landmark": Table({**_COMMON, "terrains": _TERRAINS, "event": _EVENT, "time": Whole(0, default=0)}),
    "quest": Table(
        {**_COMMON, "value": Whole(min(QUEST_VALUES), max(QUEST_VALUES)),
         "objectives": ListOf(Text(), at_least=1, default=None),
         "condition": Table({"kind": OneOf(CONDITIONS), "at_least": Whole(1)},
                            variants=("kind", {"terrain": {"terrain": OneOf(TERRAINS)}}), default=None),
         "reward": OneOf(REWARDS, default="")},
        variants=("reward", {"time": {"reward_time": Whole(1)}, "hybrid": {"reward_icon": OneOf(GEM_TYPES)},
                             "text": {"reward_effect": OneOf(tuple(EFFECTS))}})),
    "character": Table({**_COMMON, "hero": Text(default=""), "levels": Whole(2, 9), "gems": _GEMS,
                        "event": ListOf(Text(), default=())}),
    "upgrade": Table({**_COMMON, "cost": Whole(1), "gems": _GEMS, "event": ListOf(Text(), default=())}),
}


def _group(text: str, where: Where, allowed: tuple[str, ...]) -> tuple[str, int]:
    """'treasure+treasure' -> ('treasure', 2); linked groups hold one icon type."""
    parts = text.split("+")
    for part in parts:
        OneOf(allowed).read(part, where)
    if len(set(parts)) != 1:
        raise where.fail(f"linked icons must all be the same icon (got {text!r})")
    return parts[0], len(parts)


def _event(b: _Builder, card: int, entries: list[str], where: Where) -> list[int]:
    """Grey spaces from strings: 'combat', 'treasure+treasure', 'enemy|map', 'hybrid:combat'."""
    result: list[int] = []
    for entry in entries:
        if entry.startswith("hybrid:"):
            icon = OneOf(GEM_TYPES).read(entry[7:], where)
            result.append(b.space(card, icon, 1, "hybrid"))
        elif "|" in entry:
            parts = entry.split("|")
            guards = [p for p in parts if p == "enemy"]
            guarded = [p for p in parts if p != "enemy"]
            if not guards or not guarded:
                raise where.fail(f"a guarded group needs Enemy icons and other icons (got {entry!r})")
            guard_ids = tuple(b.space(card, "enemy", 1, "icon") for _ in guards)
            result.extend(guard_ids)
            for part in guarded:
                icon, size = _group(part, where, ICONS[:-1])
                result.append(b.space(card, icon, size, "icon", guard_ids))
        else:
            icon, size = _group(entry, where, ICONS)
            if size > 1 and icon in ("map", "shelter"):
                raise where.fail(f"map and shelter icons cannot be linked (got {entry!r})")
            result.append(b.space(card, icon, size, "icon"))
    return result


def _card(b: _Builder, kind: str, entry: dict, file: str, number: int) -> Card:
    name = label(entry, number, "name", "id")
    raw = SCHEMAS[kind].card(entry, file, name)
    where = Where(file, name)
    index = len(b.cards)
    common = {"index": index, "id": raw["id"], "kind": kind, "name": name, "flavour": raw["flavour"]}
    spaces = _event(b, index, raw.get("event", ()), where.at("event"))
    if kind == "location":
        return Card(**common, terrains=tuple(raw["terrains"]), cost=raw["cost"], red=raw["banner"] == "red",
                    gem=raw["gem"], spaces=tuple(spaces))
    if kind == "landmark":
        return Card(**common, terrains=tuple(raw["terrains"]), spaces=tuple(spaces), time=raw["time"])
    if kind == "quest":
        return _quest(b, raw, where, common)
    spaces += [b.space(index, gem, 1, "gem") for gem in raw["gems"]]
    if kind == "character":
        return Card(**common, spaces=tuple(spaces), levels=raw["levels"], hero=raw["hero"])
    if not spaces:
        raise where.at("event").fail("an Upgrade needs at least one space or gem")
    return Card(**common, spaces=tuple(spaces), cost=raw["cost"])


def _quest(b: _Builder, raw: dict, where: Where, common: dict) -> Card:
    index = common["index"]
    if (raw["objectives"] is None) == (raw["condition"] is None):
        raise where.at("objectives").fail("a Quest needs either objectives or a condition, not both")
    objectives: list[int] = []
    condition: tuple = ()
    if raw["objectives"] is not None:
        for entry in raw["objectives"]:
            icon, size = _group(entry, where.at("objectives"), OBJECTIVE_ICONS)
            objectives.append(b.space(index, icon, size, "objective"))
    else:
        cond = raw["condition"]
        condition = (cond["kind"], cond.get("terrain", ""), cond["at_least"])
    reward = raw["reward"]
    spaces = (b.space(index, raw["reward_icon"], 1, "hybrid"),) if reward == "hybrid" else ()
    return Card(**common, value=raw["value"], objectives=tuple(objectives), condition=condition, reward=reward,
                reward_time=raw.get("reward_time", 0), reward_effect=raw.get("reward_effect", ""),
                spaces=spaces)


def _check_set(cs: CardSet) -> None:
    """Whole-set checks: ids and names, and Quests that no combination of cards could fulfil."""
    files = {key: (file, prefix) for file, key, prefix, _ in FILES}
    for card in cs.cards:
        file, prefix = files[card.kind]
        if not card.id.startswith(prefix):
            raise card_error(file, card.name, "id", f"must start with {prefix!r} (got {card.id!r})")
    unique("id", ((files[c.kind][0], c.name, c.id) for c in cs.cards))
    unique("name", ((files[c.kind][0], c.name, c.name) for c in cs.cards))
    values = [cs.cards[q].value for q in cs.quests]
    for value, count in QUEST_VALUES.items():
        if values.count(value) != count:
            raise CardError(f"quests.toml: field 'value': the set needs {count} Quests of value {value} "
                            f"(got {values.count(value)})")
    max_level = max(cs.cards[c].levels for c in cs.characters)
    board = [s for s in cs.spaces if cs.cards[s.card].kind in ("location", "landmark")]
    icons = {s.icon for s in board}
    gems = {cs.cards[c].gem for c in cs.locations} | {s.icon for s in board if s.kind == "hybrid"}
    # A discovered Landmark is part of the Journey column (*Encounter*), so its terrains count too.
    journey = (*cs.locations, *cs.landmarks)
    terrain_count = {t: sum(cs.cards[c].terrains.count(t) for c in journey) for t in TERRAINS}
    limits = {"level": max_level, "landmarks": len(cs.landmarks), "journey": len(cs.locations),
              "time": TOTAL_CUBES}
    need = {"enemy": ("combat",), "treasure": ("treasure",), "encounter": ("encounter",)}
    for q in cs.quests:
        card = cs.cards[q]
        for s in card.objectives:
            size, icon = cs.sp_size[s], cs.sp_icon[s]
            if size > max_level:
                raise card_error("quests.toml", card.name, "objectives",
                            f"links {size} icons but no Character reaches Level {size}, so it can never be fulfilled")
            action = need[icon][0]
            usable = (action in gems or "wild" in gems) and (action in icons or "wild" in icons)
            if not usable or (icon == "enemy" and "enemy" not in icons):
                raise card_error("quests.toml", card.name, "objectives",
                            f"needs {icon} icons that no Location or Landmark can provide")
        if card.condition:
            kind, terrain, at_least = card.condition
            limit = terrain_count[terrain] if kind == "terrain" else limits[kind]
            if at_least > limit:
                raise card_error("quests.toml", card.name, "condition.at_least",
                            f"asks for {at_least} but the card set allows at most {limit}, so it can never be fulfilled")


def load_cards(folder: Path = DATA) -> CardSet:
    """Read and validate every card file in `folder`; any mistake is a `CardError`."""
    b = _Builder()
    for file, key, _, count in FILES:
        for number, entry in enumerate(cards_in(read_toml(folder, file), file, key, count), 1):
            b.cards.append(_card(b, key, entry, file, number))
    cs = CardSet(b.cards, b.spaces)
    _check_set(cs)
    return cs


def cards() -> CardSet:
    """The card set in play: the shipped one, or the folder chosen with `engine.cardfolders.cards_from`."""
    folder = chosen_folders().get("elria")
    return _SHIPPED if folder is None else _cards_in(folder)


@lru_cache(maxsize=4)
def _cards_in(folder: Path) -> CardSet:
    return load_cards(folder)


_SHIPPED = load_cards(DATA)  # the shipped files, checked at start-up
