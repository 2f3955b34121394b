"""The Rumour cards as data: `rumours.toml`, read and checked once.

`rumour_cards()` gives every Rumour keyed `rumour-<key>`; every problem is a `CardError` naming
the file, the card and the field. A Rumour waits on a region's `v` hex (`kingdom`) or at a place
(`place`); it may start with a fight, then class tests, and gives `failure` or the best of
its `results` (outcomes, read with the shared outcome vocabulary).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from engine.cardfolders import chosen_folders
from engine.cardschema import CardError, ListOf, MapOf, OneOf, Table, Text, Whole, card_error, read_toml, unique
from engine.rpgquest.decks import decks
from engine.rpgquest.outcomes import OUTCOME, Outcome
from engine.rpgquest.world_data import CLASSES, DATA, class_tests, world_data

SPECIAL_PLACES = ("portal", "cave", "dungeon")
LOCATION_PLACES = ("labirinto", "cemiterio", "acampamento_orc")
EFFECTS = ("", "portal", "caves", "revive")
RESULT = Table({"from": Whole(low=0, high=30, default=0), **OUTCOME.fields})
RUMOUR = Table({
    "name": Text(blank=False), "text": Text(blank=False),
    "kingdom": Whole(low=1, high=99, default=0),
    "place": OneOf(choices=("", *SPECIAL_PLACES, *LOCATION_PLACES), default=""),
    "effect": OneOf(choices=EFFECTS, default=""),
    "fight": Text(default=""),
    "tests": MapOf(keys=CLASSES, value=Whole(low=2, high=20), default={}),
    "failure": Table(OUTCOME.fields, default=None),
    "results": ListOf(item=RESULT, at_least=1),
})


@dataclass(frozen=True, slots=True)
class Rumour:
    """One Rumour card; `results` are (from, outcome) rows, best first (`from` 0: passing is enough)."""

    id: str
    name: str
    text: str
    kingdom: int
    place: str
    effect: str
    fight: str
    tests: tuple[tuple[str, int], ...]
    failure: Outcome
    results: tuple[tuple[int, Outcome], ...]

    def result_for(self, total: int) -> Outcome:
        """The highest row whose `from` the last test's total reaches."""
        return self.results[self.result_number(total)][1]

    def result_number(self, total: int) -> int:
        """Which row `result_for` reads, by its place on the card."""
        return next(number for number, (start, _) in enumerate(self.results) if total >= start)


def rumour_cards(folder: Path | None = None) -> dict[str, Rumour]:
    """The Rumours of `folder` (default: the shipped ones, or those chosen with `engine.cardfolders`)."""
    return _rumour_cards(folder or chosen_folders().get("rpgquest", DATA))


@lru_cache(maxsize=4)
def _rumour_cards(folder: Path) -> dict[str, Rumour]:
    """The Rumours of `folder`, read and checked against the world and the ambush bag (cached)."""
    kingdoms = world_data(folder).kingdoms
    monsters = decks(folder).monsters
    cards: dict[str, Rumour] = {}
    for key, raw in read_toml(folder, "rumours.toml").items():
        entry = RUMOUR.card(raw, "rumours.toml", key)
        _check(key, entry, kingdoms, monsters)
        tests = class_tests("rumours.toml", key, entry["tests"]) if entry["tests"] else ()
        results = sorted(((r.pop("from"), Outcome.read(r)) for r in entry["results"]), key=lambda pair: -pair[0])
        failure = Outcome.read(entry["failure"]) if entry["failure"] else Outcome()
        cards[f"rumour-{key}"] = Rumour(f"rumour-{key}", entry["name"], entry["text"], entry["kingdom"],
                                        entry["place"], entry["effect"], entry["fight"], tests,
                                        failure, tuple(results))
    unique("name", (("rumours.toml", r.id[7:], r.name) for r in cards.values()))
    for needed in ("portal", "caves", "revive"):
        if not any(r.effect == needed for r in cards.values()):
            raise CardError(f"rumours.toml: no Rumour has effect = \"{needed}\" (the rules need one)")
    return cards


def _check(key: str, entry: dict[str, Any], kingdoms: dict, monsters: dict) -> None:
    if bool(entry["kingdom"]) == bool(entry["place"]):
        raise card_error("rumours.toml", key, "place", "or 'kingdom' must be given, and not both")
    if entry["kingdom"] and entry["kingdom"] not in kingdoms:
        raise card_error("rumours.toml", key, "kingdom", f"must be a Kingdom of tiles.toml (got {entry['kingdom']})")
    if entry["kingdom"] and not any("rumour" in marks for marks in kingdoms[entry["kingdom"]].features.values()):
        raise card_error("rumours.toml", key, "kingdom", f"must have a `v` hex in tiles.toml "
                                                         f"(Kingdom {entry['kingdom']} has none)")
    if entry["fight"] and entry["fight"] not in monsters:
        raise card_error("rumours.toml", key, "fight", f"must be a monster of monsters.toml "
                                                       f"(one of {', '.join(sorted(monsters))})")
    if len(entry["tests"]) > 3:
        raise card_error("rumours.toml", key, "tests", "must give at most 3 class tests")
    starts = [r["from"] for r in entry["results"]]
    if starts.count(0) != 1 or len(set(starts)) != len(starts):
        raise card_error("rumours.toml", key, "results", "need one row without `from` (passing is enough) "
                                                          "and the others from different totals")
    if not entry["tests"] and len(entry["results"]) > 1:
        raise card_error("rumours.toml", key, "results", "must be one result when there are no tests")
