"""The decks of RPGQuest as data: the adventurers, the magic items and the ambush bag.

`decks()` reads `heroes.toml`, `items.toml`, `monsters.toml` and `wandering.toml` once and checks them; every
problem is a `CardError` naming the file, the card and the field. Cards are keyed by
distinctive ids (`hero-njani`, `item-coin_of_fortune`) so views can be checked for leaks.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from engine.cardfolders import chosen_folders
from engine.cardschema import CardError, MapOf, OneOf, Table, Text, Whole, card_error, read_toml, unique
from engine.rpgquest.challenges import GreatChallenge, read_challenges
from engine.rpgquest.world_data import CLASSES, DATA, class_tests, world_data

POINTS_PER_HERO = 4
ITEM_EFFECTS = ("bonus", "after_roll", "reroll", "protection")
MIN_HEROES = 12


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

    @property
    def extra_damage(self) -> int:
        """Ambush monsters deal 1d3 damage."""
        return 0


@dataclass(frozen=True, slots=True)
class WanderingMonster:
    """A Wandering Monster card: fought like an ambush, 1d3+1 damage, no trophy."""

    id: str
    name: str
    tests: tuple[tuple[str, int], ...]
    gold: int
    text: str
    appears: str = "here"  # "here": on the group's hex; "near": two hexes away (*Emboscadas*)
    moves: str = "stays"  # "stays" on its hex; "hunts": a hex toward the nearest group each Turn

    @property
    def extra_damage(self) -> int:
        """Wandering Monsters deal 1d3+1 damage (*Combate*)."""
        return 1


Foe = AmbushMonster | WanderingMonster | GreatChallenge
WANDERING_APPEARS = ("here", "near")
WANDERING_MOVES = ("stays", "hunts")
WANDERING = "wandering"  # the Wandering Monster token's name in the ambush bag


@dataclass(frozen=True, slots=True)
class Decks:
    heroes: dict[str, Hero]
    items: dict[str, MagicItem]
    monsters: dict[str, AmbushMonster]
    wandering_tokens: int
    wandering: dict[str, WanderingMonster]
    challenges: dict[str, GreatChallenge]

    def foe(self, foe_id: str) -> Foe:
        """An ambush monster by its id, or a Wandering Monster or Great Challenge card by its card id."""
        if foe_id in self.wandering:
            return self.wandering[foe_id]
        return self.challenges[foe_id] if foe_id in self.challenges else self.monsters[foe_id]


def decks(folder: Path | None = None) -> Decks:
    """The decks of `folder` (default: the shipped ones, or those chosen with `engine.cardfolders`)."""
    return _decks(folder or chosen_folders().get("rpgquest", DATA))


@lru_cache(maxsize=4)
def _decks(folder: Path) -> Decks:
    """The decks of `folder`, read and checked (cached)."""
    monsters_file = dict(read_toml(folder, "monsters.toml"))
    wandering = monsters_file.pop("wandering", None)
    if type(wandering) is not int or not 0 <= wandering <= 10:
        raise CardError(f"monsters.toml: 'wandering' must be a whole number from 0 to 10 (got {wandering!r})")
    return Decks(
        _heroes(read_toml(folder, "heroes.toml")),
        _items(read_toml(folder, "items.toml")),
        _monsters(monsters_file),
        wandering,
        _wandering(read_toml(folder, "wandering.toml")),
        read_challenges(read_toml(folder, "challenges.toml"), world_data(folder).terrains_by_id),
    )


HERO = Table({"name": Text(blank=False), "class": Text(blank=False), "champion": Whole(low=0, high=10_000, default=0),
              **{c: Whole(low=0, high=POINTS_PER_HERO, default=0) for c in CLASSES}})
ITEM = Table(
    {"name": Text(blank=False), "price": Whole(low=100, high=20_000), "effect": OneOf(choices=ITEM_EFFECTS)},
    variants=("effect", {
        "bonus": {"class": OneOf(choices=CLASSES), "amount": Whole(low=1, high=3)},
        "after_roll": {"class": OneOf(choices=CLASSES), "amount": Whole(low=1, high=3),
                       "uses": Whole(low=1, high=9)},
        "reroll": {"uses": Whole(low=1, high=9)},
        "protection": {"amount": Whole(low=1, high=3), "uses": Whole(low=1, high=9)},
    }),
)
WANDERER = Table({"name": Text(blank=False), "gold": Whole(low=0, high=20_000), "text": Text(blank=False),
                  "tests": MapOf(keys=CLASSES, value=Whole(low=2, high=20), at_least=2),
                  "appears": OneOf(choices=WANDERING_APPEARS, default="here"),
                  "moves": OneOf(choices=WANDERING_MOVES, default="stays")})
MONSTER = Table({"name": Text(blank=False), "tokens": Whole(low=2, high=20), "gold": Whole(low=0, high=20_000),
                 "title": Text(blank=False),
                 "tests": MapOf(keys=CLASSES, value=Whole(low=2, high=20), at_least=2)})


def _heroes(data: dict[str, Any]) -> dict[str, Hero]:
    heroes: dict[str, Hero] = {}
    for key, raw in data.items():
        entry = HERO.card(raw, "heroes.toml", key)
        points = (entry["warrior"], entry["rogue"], entry["cleric"], entry["mage"])
        if sum(points) != POINTS_PER_HERO:
            raise card_error("heroes.toml", key, "warrior", f"and the other class points must add up to "
                                                            f"{POINTS_PER_HERO} (they add up to {sum(points)})")
        heroes[f"hero-{key}"] = Hero(f"hero-{key}", entry["name"], entry["class"], points, entry["champion"])
    unique("name", (("heroes.toml", h.id[5:], h.name) for h in heroes.values()))
    if len(heroes) < MIN_HEROES:
        raise CardError(f"heroes.toml: a Character Deck needs at least {MIN_HEROES} heroes (has {len(heroes)})")
    return heroes


def _items(data: dict[str, Any]) -> dict[str, MagicItem]:
    items: dict[str, MagicItem] = {}
    for key, raw in data.items():
        entry = ITEM.card(raw, "items.toml", key)
        items[f"item-{key}"] = MagicItem(f"item-{key}", entry["name"], entry["price"], entry["effect"],
                                         entry.get("class", ""), entry.get("amount", 0), entry.get("uses", 0))
    unique("name", (("items.toml", i.id[5:], i.name) for i in items.values()))
    return items


def _monsters(data: dict[str, Any]) -> dict[str, AmbushMonster]:
    monsters: dict[str, AmbushMonster] = {}
    for key, raw in data.items():
        entry = MONSTER.card(raw, "monsters.toml", key)
        tests = class_tests("monsters.toml", key, entry["tests"])
        monsters[key] = AmbushMonster(key, entry["name"], entry["tokens"], tests, entry["gold"], entry["title"])
    unique("name", (("monsters.toml", m.id, m.name) for m in monsters.values()))
    return monsters


def _wandering(data: dict[str, Any]) -> dict[str, WanderingMonster]:
    cards: dict[str, WanderingMonster] = {}
    for key, raw in data.items():
        entry = WANDERER.card(raw, "wandering.toml", key)
        card_id = f"wander-{key}"
        cards[card_id] = WanderingMonster(card_id, entry["name"], class_tests("wandering.toml", key, entry["tests"]),
                                          entry["gold"], entry["text"], entry["appears"], entry["moves"])
    unique("name", (("wandering.toml", c.id[7:], c.name) for c in cards.values()))
    if not cards:
        raise CardError("wandering.toml: the Wandering Monster deck needs at least one card")
    return cards
