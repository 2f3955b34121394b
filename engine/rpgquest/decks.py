"""The decks of RPGQuest as data: the adventurers, the magic items and the ambush bag.

`decks()` reads `heroes.toml`, `items.toml` and `monsters.toml` once and checks them; every
problem is a `WorldDataError` naming the file, the entry and the field. Cards are keyed by
distinctive ids (`hero-njani`, `item-coin_of_fortune`) so views can be checked for leaks.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from engine.rpgquest.data_files import Entry, WorldDataError, read
from engine.rpgquest.world_data import CLASSES, DATA

POINTS_PER_HERO = 4
ITEM_EFFECTS = ("bonus", "after_roll", "reroll", "protection")


@dataclass(frozen=True, slots=True)
class Hero:
    """An adventurer's card: class points at first level, in the order of `CLASSES`."""

    id: str
    name: str
    hero_class: str
    points: tuple[int, int, int, int]
    champion: int = 0

    @property
    def hit_points(self) -> int:
        """1 HP, and 1 more for every Warrior point (*Pontos de Vida e Dano*)."""
        return 1 + self.points[0]

    @property
    def recruit_cost(self) -> int:
        """1,000gp to the bank, plus a champion's surcharge."""
        return 1000 + self.champion


@dataclass(frozen=True, slots=True)
class MagicItem:
    id: str
    name: str
    price: int
    effect: str
    item_class: str = ""
    amount: int = 0
    uses: int = 0  # 0: it works for as long as the group keeps it


@dataclass(frozen=True, slots=True)
class AmbushMonster:
    """A lesser monster of the ambush bag; `tests` are (class, difficulty) in class order."""

    id: str
    name: str
    tokens: int
    tests: tuple[tuple[str, int], ...]
    gold: int
    title: str


@dataclass(frozen=True, slots=True)
class Decks:
    heroes: dict[str, Hero]
    items: dict[str, MagicItem]
    monsters: dict[str, AmbushMonster]
    wandering_tokens: int


@lru_cache(maxsize=4)
def decks(folder: Path = DATA) -> Decks:
    """The decks of `folder`, read and checked (cached)."""
    monsters_file = read(folder / "monsters.toml")
    wandering = monsters_file.pop("wandering", None)
    if type(wandering) is not int or not 0 <= wandering <= 10:
        raise WorldDataError(f"monsters.toml: 'wandering' must be a whole number 0-10 (got {wandering!r})")
    return Decks(
        _heroes(read(folder / "heroes.toml")),
        _items(read(folder / "items.toml")),
        _monsters(monsters_file),
        wandering,
    )


def _unique_names(file: str, names: list[str]) -> None:
    seen: set[str] = set()
    for name in names:
        if name in seen:
            raise WorldDataError(f"{file}: two cards are named {name!r}")
        seen.add(name)


def _heroes(data: dict[str, Any]) -> dict[str, Hero]:
    heroes: dict[str, Hero] = {}
    for key, table in data.items():
        entry = Entry("heroes.toml", f"hero {key!r}", table)
        entry.known("name", "class", "champion", *CLASSES)
        points = tuple(entry.number(c, 0, POINTS_PER_HERO, 0) for c in CLASSES)
        if sum(points) != POINTS_PER_HERO:
            raise entry.fail("warrior", f"and the other class points must add up to "
                                        f"{POINTS_PER_HERO} (they add up to {sum(points)})")
        heroes[f"hero-{key}"] = Hero(f"hero-{key}", entry.get("name", str), entry.get("class", str),
                           points,  # type: ignore[arg-type]
                           entry.number("champion", 0, 10_000, 0))
    _unique_names("heroes.toml", [hero.name for hero in heroes.values()])
    if len(heroes) < 12:
        raise WorldDataError(f"heroes.toml: a Character Deck needs at least 12 heroes (has {len(heroes)})")
    return heroes


def _items(data: dict[str, Any]) -> dict[str, MagicItem]:
    items: dict[str, MagicItem] = {}
    for key, table in data.items():
        entry = Entry("items.toml", f"item {key!r}", table)
        entry.known("name", "price", "effect", "class", "amount", "uses")
        effect = entry.choice("effect", ITEM_EFFECTS)
        needs_class = effect in ("bonus", "after_roll")
        item_class = entry.choice("class", CLASSES, "")
        if needs_class != bool(item_class):
            raise entry.fail("class", f"is given exactly to the {' and '.join(ITEM_EFFECTS[:2])} items")
        amount = entry.number("amount", 0 if effect == "reroll" else 1, 3, 0)
        if (effect != "reroll") != bool(amount):
            raise entry.fail("amount", "is given to every item but a reroll, and must be 1-3")
        uses = entry.number("uses", 0 if effect == "bonus" else 1, 9, 0)
        if (effect != "bonus") != bool(uses):
            raise entry.fail("uses", "is given to every item but a lasting bonus")
        items[f"item-{key}"] = MagicItem(f"item-{key}", entry.get("name", str), entry.number("price", 100, 20_000),
                               effect, item_class, amount, uses)
    _unique_names("items.toml", [item.name for item in items.values()])
    return items


def _monsters(data: dict[str, Any]) -> dict[str, AmbushMonster]:
    monsters: dict[str, AmbushMonster] = {}
    for key, table in data.items():
        entry = Entry("monsters.toml", f"monster {key!r}", table)
        entry.known("name", "tokens", "tests", "gold", "title")
        tests = entry.get("tests", dict)
        unknown = [c for c in tests if c not in CLASSES]
        if unknown or not 2 <= len(tests) <= 3:
            raise entry.fail("tests", f"must give 2 or 3 of {', '.join(CLASSES)} (got {tests!r})")
        if not all(type(d) is int and 2 <= d <= 20 for d in tests.values()):
            raise entry.fail("tests", f"difficulties must be whole numbers 2-20 (got {tests!r})")
        ordered = tuple((c, tests[c]) for c in CLASSES if c in tests)
        monsters[key] = AmbushMonster(key, entry.get("name", str), entry.number("tokens", 2, 20),
                                      ordered, entry.number("gold", 0, 20_000),
                                      entry.get("title", str))
    _unique_names("monsters.toml", [monster.name for monster in monsters.values()])
    return monsters
