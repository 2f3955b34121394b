"""A player's Group of Heroes: its adventurers, gold, items, trophies and Victory Points."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from engine.rpgquest.decks import decks
from engine.rpgquest.hexes import Hex
from engine.rpgquest.world_data import CLASSES

SEAT_NAMES = ("Red", "Blue", "Green", "Yellow")  # a group is named by its seat's colour
MAX_HEROES = 4
LEVEL_NAMES = ("Apprentice", "Companion", "Master", "Specialist")
MAX_LEVEL = len(LEVEL_NAMES)
# Where a group's Victory Points come from, in the order the final scores list them.
VP_SOURCES = ("missions", "rumours", "Great Challenges", "monster trophies", "rescues", "saving places",
              "rebuilding", "hero levels", "mana", "festivities", "mapping the caves")


def hit_points(points: list[int]) -> int:
    """A hero's Hit Points from its class points: 1 HP and 1 more for each Warrior point, levels included."""
    return 1 + points[0]


def class_points(heroes: Iterable[list[int]], items: Iterable[str]) -> list[int]:
    """What a test of each class adds, in class order, for heroes with these class points carrying these
    magic items: the heroes' points and the lasting items' bonuses (`Group.points` one class at a time;
    a board reads it from a view's heroes and items)."""
    totals = [0] * len(CLASSES)
    for points in heroes:
        for index, value in enumerate(points):
            totals[index] += value
    cards = decks().items
    for item_id in items:
        item = cards[item_id]
        if item.effect == "bonus":
            totals[CLASSES.index(item.item_class)] += item.amount
    return totals


@dataclass(slots=True)
class Adventurer:
    """A hero in a group: the card, the class points it has grown to, its level and wounds."""

    hero: str
    points: list[int]
    level: int = 1
    damage: int = 0
    trained_round: int = -1  # the turn in which it last gained a level

    @staticmethod
    def recruited(hero: str) -> Adventurer:
        return Adventurer(hero, list(decks().heroes[hero].points))

    @property
    def name(self) -> str:
        return decks().heroes[self.hero].name

    @property
    def hit_points(self) -> int:
        return hit_points(self.points)

    def has_class(self, class_index: int) -> bool:
        return self.points[class_index] > 0

    def clone(self) -> Adventurer:
        return Adventurer(self.hero, list(self.points), self.level, self.damage, self.trained_round)

    def to_json(self) -> list:
        return [self.hero, list(self.points), self.level, self.damage, self.trained_round]

    @staticmethod
    def from_json(data: list) -> Adventurer:
        hero, points, level, damage, trained = data
        return Adventurer(hero, list(points), level, damage, trained)


@dataclass(slots=True)
class Group:
    """Everything one player has on the table."""

    hex: Hex
    gold: int
    heroes: list[Adventurer] = field(default_factory=list)
    items: dict[str, int] = field(default_factory=dict)  # item id -> uses left (0: lasting)
    trophies: dict[str, int] = field(default_factory=dict)  # monster id -> how many beaten
    titles: list[str] = field(default_factory=list)
    vp: int = 0
    level_vp: int = 0  # how many of the three level Victory Points were won
    inside: bool = True  # inside the Location on its hex (entered, not passing through)
    heals: int = 0  # cleric healings this turn
    artifacts: list[str] = field(default_factory=list)  # artifacts won on missions (lasting bonuses)
    order: str = ""  # the Order the group is initiated into
    illuminati: str = ""  # the class it chose on rising to Illuminati of its Order
    mana: int = 0  # Mana Crystals carried (*Explorar Mana*)
    dead: list[Adventurer] = field(default_factory=list)  # fallen heroes Bargaining with Death may return
    maps: bool = False  # carrying the maps of the Underground Kingdom to Castelo Lillith
    vp_from: dict[str, int] = field(default_factory=dict)  # where the Victory Points came from -> how many

    def win_vp(self, amount: int, source: str) -> None:
        """Add `amount` Victory Points, counted under `source` (one of `VP_SOURCES`) for the final scores."""
        self.vp += amount
        self.vp_from[source] = self.vp_from.get(source, 0) + amount

    def points(self, class_index: int) -> int:
        """All the group's points of a class: heroes (levels included) and lasting items (`class_points`
        gives every class at once)."""
        total = sum(hero.points[class_index] for hero in self.heroes)
        for item_id in self.items:
            item = decks().items[item_id]
            if item.effect == "bonus" and CLASSES.index(item.item_class) == class_index:
                total += item.amount
        return total

    def wounded(self) -> list[int]:
        """Indexes of the heroes carrying damage."""
        return [i for i, hero in enumerate(self.heroes) if hero.damage]

    def clone(self) -> Group:
        return Group(self.hex, self.gold, [h.clone() for h in self.heroes], dict(self.items),
                     dict(self.trophies), list(self.titles), self.vp, self.level_vp, self.inside,
                     self.heals, list(self.artifacts), self.order, self.illuminati,
                     self.mana, [h.clone() for h in self.dead], self.maps, dict(self.vp_from))

    def to_json(self) -> dict:
        return {"hex": list(self.hex), "gold": self.gold, "heroes": [h.to_json() for h in self.heroes],
                "items": dict(self.items), "trophies": dict(self.trophies), "titles": list(self.titles),
                "vp": self.vp, "level_vp": self.level_vp, "inside": self.inside, "heals": self.heals,
                "artifacts": list(self.artifacts), "order": self.order, "illuminati": self.illuminati,
                "mana": self.mana, "dead": [h.to_json() for h in self.dead], "maps": self.maps,
                "vp_from": dict(self.vp_from)}

    @staticmethod
    def from_json(data: dict) -> Group:
        return Group((data["hex"][0], data["hex"][1]), data["gold"],
                     [Adventurer.from_json(h) for h in data["heroes"]], dict(data["items"]),
                     dict(data["trophies"]), list(data["titles"]), data["vp"], data["level_vp"],
                     data["inside"], data["heals"], list(data["artifacts"]), data["order"], data["illuminati"],
                     data["mana"], [Adventurer.from_json(h) for h in data["dead"]], data["maps"],
                     dict(data["vp_from"]))
