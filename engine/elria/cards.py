"""The Elria card set: data classes, the TOML loader and its validation.

Cards live in `engine/elria/data/*.toml` (format in docs/elria.md). Loading
checks every field and every count and fails with a message that names the
file, the card and the field. Every card gets a global index; every grey
space (or gem) on every card gets a global space index, so a state keeps its
covers in one flat bytearray.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path

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


class CardError(ValueError):
    """A card file is wrong; the message names file, card and field."""


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


def _fail(file: str, card: str, field: str, message: str) -> CardError:
    return CardError(f"{file}: card '{card}': field '{field}' {message}")


def _get(raw: dict, file: str, name: str, field: str, kind: type, default=None, required=True):
    if field not in raw:
        if required:
            raise _fail(file, name, field, "is missing")
        return default
    value = raw[field]
    if kind is int and (isinstance(value, bool) or not isinstance(value, int)):
        raise _fail(file, name, field, f"must be a whole number (got {value!r})")
    if kind is str and not isinstance(value, str):
        raise _fail(file, name, field, f"must be text (got {value!r})")
    if kind is list and not isinstance(value, list):
        raise _fail(file, name, field, f"must be a list (got {value!r})")
    return value


def _choice(value, choices, file, name, field):
    if value not in choices:
        raise _fail(file, name, field, f"must be one of {', '.join(choices)} (got {value!r})")
    return value


def _group(text: str, file: str, name: str, field: str, allowed: tuple[str, ...]) -> tuple[str, int]:
    """'treasure+treasure' -> ('treasure', 2); linked groups hold one icon type."""
    parts = text.split("+")
    for part in parts:
        _choice(part, allowed, file, name, field)
    if len(set(parts)) != 1:
        raise _fail(file, name, field, f"linked icons must all be the same icon (got {text!r})")
    return parts[0], len(parts)


def _event(b: _Builder, card: int, entries, file: str, name: str, field: str) -> list[int]:
    """Grey spaces from strings: 'combat', 'treasure+treasure', 'enemy|map', 'hybrid:combat'."""
    result: list[int] = []
    for entry in entries:
        if not isinstance(entry, str):
            raise _fail(file, name, field, f"entries must be text (got {entry!r})")
        if entry.startswith("hybrid:"):
            icon = _choice(entry[7:], GEM_TYPES, file, name, field)
            result.append(b.space(card, icon, 1, "hybrid"))
        elif "|" in entry:
            parts = entry.split("|")
            guards = [p for p in parts if p == "enemy"]
            guarded = [p for p in parts if p != "enemy"]
            if not guards or not guarded:
                raise _fail(file, name, field, f"a guarded group needs Enemy icons and other icons (got {entry!r})")
            guard_ids = tuple(b.space(card, "enemy", 1, "icon") for _ in guards)
            result.extend(guard_ids)
            for part in guarded:
                icon, size = _group(part, file, name, field, ICONS[:-1])
                result.append(b.space(card, icon, size, "icon", guard_ids))
        else:
            icon, size = _group(entry, file, name, field, ICONS)
            if size > 1 and icon in ("map", "shelter"):
                raise _fail(file, name, field, f"map and shelter icons cannot be linked (got {entry!r})")
            result.append(b.space(card, icon, size, "icon"))
    return result


def _gems(b: _Builder, card: int, raw: dict, file: str, name: str) -> list[int]:
    return [
        b.space(card, _choice(g, GEM_TYPES, file, name, "gems"), 1, "gem")
        for g in _get(raw, file, name, "gems", list, [], False)
    ]


_FIELDS = {
    "location": {"id", "name", "terrains", "cost", "banner", "gem", "event", "flavour"},
    "landmark": {"id", "name", "terrains", "event", "time", "flavour"},
    "quest": {"id", "name", "value", "objectives", "condition", "flavour", "reward",
              "reward_time", "reward_icon", "reward_effect"},
    "character": {"id", "name", "hero", "levels", "gems", "event", "flavour"},
    "upgrade": {"id", "name", "cost", "gems", "event", "flavour"},
}


def _card(b: _Builder, kind: str, raw: dict, file: str) -> Card:
    name = raw.get("name", raw.get("id", "?"))
    name = _get(raw, file, str(name), "name", str)
    for key in raw:
        if key not in _FIELDS[kind]:
            raise _fail(file, name, key, f"is not a {kind} field (fields: {', '.join(sorted(_FIELDS[kind]))})")
    index = len(b.cards)
    common = dict(index=index, id=_get(raw, file, name, "id", str), kind=kind, name=name,
                  flavour=_get(raw, file, name, "flavour", str, "", False))
    terrains: tuple[str, ...] = ()
    if kind in ("location", "landmark"):
        terrains = tuple(_choice(t, TERRAINS, file, name, "terrains")
                         for t in _get(raw, file, name, "terrains", list))
        if not terrains:
            raise _fail(file, name, "terrains", "needs at least one terrain")
    spaces = _event(b, index, _get(raw, file, name, "event", list, [], kind in ("location", "landmark")),
                    file, name, "event")
    if kind == "location":
        cost = _get(raw, file, name, "cost", int)
        if not 0 <= cost <= 9:
            raise _fail(file, name, "cost", f"must be 0 to 9 (got {cost})")
        banner = _choice(_get(raw, file, name, "banner", str), ("black", "red"), file, name, "banner")
        gem = _choice(_get(raw, file, name, "gem", str), GEM_TYPES, file, name, "gem")
        return Card(**common, terrains=terrains, cost=cost, red=banner == "red", gem=gem, spaces=tuple(spaces))
    if kind == "landmark":
        time = _get(raw, file, name, "time", int, 0, False)
        return Card(**common, terrains=terrains, spaces=tuple(spaces), time=time)
    if kind == "character":
        levels = _get(raw, file, name, "levels", int)
        if not 2 <= levels <= 9:
            raise _fail(file, name, "levels", f"must be 2 to 9 (got {levels})")
        spaces += _gems(b, index, raw, file, name)
        return Card(**common, spaces=tuple(spaces), levels=levels, hero=_get(raw, file, name, "hero", str, "", False))
    if kind == "upgrade":
        cost = _get(raw, file, name, "cost", int)
        if cost < 1:
            raise _fail(file, name, "cost", f"must be at least 1 XP (got {cost})")
        spaces += _gems(b, index, raw, file, name)
        if not spaces:
            raise _fail(file, name, "event", "an Upgrade needs at least one space or gem")
        return Card(**common, spaces=tuple(spaces), cost=cost)
    return _quest(b, raw, file, name, common)


def _quest(b: _Builder, raw: dict, file: str, name: str, common: dict) -> Card:
    index = common["index"]
    value = _get(raw, file, name, "value", int)
    _choice(value, tuple(QUEST_VALUES), file, name, "value")
    objectives: list[int] = []
    condition: tuple = ()
    if ("objectives" in raw) == ("condition" in raw):
        raise _fail(file, name, "objectives", "a Quest needs either objectives or a condition, not both")
    if "objectives" in raw:
        for entry in _get(raw, file, name, "objectives", list):
            if not isinstance(entry, str):
                raise _fail(file, name, "objectives", f"entries must be text (got {entry!r})")
            icon, size = _group(entry, file, name, "objectives", OBJECTIVE_ICONS)
            objectives.append(b.space(index, icon, size, "objective"))
        if not objectives:
            raise _fail(file, name, "objectives", "needs at least one icon")
    else:
        raw_cond = raw["condition"]
        if not isinstance(raw_cond, dict):
            raise _fail(file, name, "condition", f"must be a table like {{ kind = \"level\", at_least = 3 }} (got {raw_cond!r})")
        ckind = _choice(raw_cond.get("kind"), CONDITIONS, file, name, "condition.kind")
        terrain = ""
        if ckind == "terrain":
            terrain = _choice(raw_cond.get("terrain"), TERRAINS, file, name, "condition.terrain")
        at_least = raw_cond.get("at_least")
        if isinstance(at_least, bool) or not isinstance(at_least, int) or at_least < 1:
            raise _fail(file, name, "condition.at_least", f"must be a whole number of at least 1 (got {at_least!r})")
        condition = (ckind, terrain, at_least)
    spaces: tuple[int, ...] = ()
    reward = _get(raw, file, name, "reward", str, "", False)
    reward_time, effect = 0, ""
    if reward:
        _choice(reward, REWARDS, file, name, "reward")
        if reward == "time":
            reward_time = _get(raw, file, name, "reward_time", int)
            if reward_time < 1:
                raise _fail(file, name, "reward_time", f"must be at least 1 (got {reward_time})")
        elif reward == "hybrid":
            icon = _choice(_get(raw, file, name, "reward_icon", str), GEM_TYPES, file, name, "reward_icon")
            spaces = (b.space(index, icon, 1, "hybrid"),)
        else:
            effect = _choice(_get(raw, file, name, "reward_effect", str), tuple(EFFECTS), file, name, "reward_effect")
    return Card(**common, value=value, objectives=tuple(objectives), condition=condition, reward=reward,
                reward_time=reward_time, reward_effect=effect, spaces=spaces)


def _check_set(cs: CardSet) -> None:
    """Whole-set checks: ids, and Quests that no combination of cards could fulfil."""
    seen: dict[str, str] = {}
    for card in cs.cards:
        file, _, prefix, _ = next(f for f in FILES if f[1] == card.kind)
        if not card.id.startswith(prefix) or card.id in seen:
            raise _fail(file, card.name, "id", f"must be unique and start with {prefix!r} (got {card.id!r})")
        seen[card.id] = card.name
    values = [cs.cards[q].value for q in cs.quests]
    for value, count in QUEST_VALUES.items():
        if values.count(value) != count:
            raise CardError(f"quests.toml: field 'value': the set needs {count} Quests of value {value} "
                            f"(got {values.count(value)})")
    max_level = max(cs.cards[c].levels for c in cs.characters)
    board = [s for s in cs.spaces if cs.cards[s.card].kind in ("location", "landmark")]
    icons = {s.icon for s in board}
    gems = {cs.cards[c].gem for c in cs.locations} | {s.icon for s in board if s.kind == "hybrid"}
    terrain_count = {t: sum(cs.cards[c].terrains.count(t) for c in cs.locations) for t in TERRAINS}
    limits = {"level": max_level, "landmarks": len(cs.landmarks), "journey": len(cs.locations),
              "time": TOTAL_CUBES}
    need = {"enemy": ("combat",), "treasure": ("treasure",), "encounter": ("encounter",)}
    for q in cs.quests:
        card = cs.cards[q]
        for s in card.objectives:
            size, icon = cs.sp_size[s], cs.sp_icon[s]
            if size > max_level:
                raise _fail("quests.toml", card.name, "objectives",
                            f"links {size} icons but no Character reaches Level {size}, so it can never be fulfilled")
            action = need[icon][0]
            usable = (action in gems or "wild" in gems) and (action in icons or "wild" in icons)
            if not usable or (icon == "enemy" and "enemy" not in icons):
                raise _fail("quests.toml", card.name, "objectives",
                            f"needs {icon} icons that no Location or Landmark can provide")
        if card.condition:
            kind, terrain, at_least = card.condition
            limit = terrain_count[terrain] if kind == "terrain" else limits[kind]
            if at_least > limit:
                raise _fail("quests.toml", card.name, "condition.at_least",
                            f"asks for {at_least} but the card set allows at most {limit}, so it can never be fulfilled")


def load_cards(folder: Path = DATA) -> CardSet:
    """Read and validate every card file in `folder`."""
    b = _Builder()
    for file, key, _, count in FILES:
        path = Path(folder) / file
        try:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError as error:
            raise CardError(f"{file}: file is missing from {folder}") from error
        except tomllib.TOMLDecodeError as error:
            raise CardError(f"{file}: not valid TOML ({error})") from error
        entries = data.get(key)
        if not isinstance(entries, list):
            raise CardError(f"{file}: expected [[{key}]] tables")
        if len(entries) != count:
            raise CardError(f"{file}: the set needs exactly {count} {key} cards (got {len(entries)})")
        for raw in entries:
            b.cards.append(_card(b, key, raw, file))
    cs = CardSet(b.cards, b.spaces)
    _check_set(cs)
    return cs


@cache
def cards() -> CardSet:
    """The shipped card set, loaded once."""
    return load_cards(DATA)
