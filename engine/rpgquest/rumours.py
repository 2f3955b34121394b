"""Rumours: special adventures open to every group, investigated at their hex and resolved at once.

*Rumores*: every Rumour is open; a group on a Rumour's hex spends an action investigating it, even
with two Missions active; where several Rumours wait, one is drawn among them (the others stay).
A region's Rumour waits on its Kingdom's `v` hex; the Labyrinth's, the Cemetery's and the Orc
Camp's at those Locations; the Mysterious Portal at the Portal's base in Daath; Cave Exploration on
any Cave hex until the caves are mapped; the Dungeons on the other Cave hexes afterwards
(*Explorar Dungeons*). Bargaining with Death is held by the player whose hero died
(*Morte de um Personagem*) and played at the Cemetery.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import TYPE_CHECKING

from engine.core import Action
from engine.rpgquest import caves, checks, places, portal
from engine.rpgquest.decks import decks
from engine.rpgquest.group import MAX_HEROES
from engine.rpgquest.hexes import Hex
from engine.rpgquest.mission_data import mission_data, outcome_text
from engine.rpgquest.odds import all_pass, percent, readings
from engine.rpgquest.rumour_cards import LOCATION_PLACES, Rumour, rumour_cards
from engine.rpgquest.world import World
from engine.rpgquest.world_data import world_data

if TYPE_CHECKING:
    from engine.rpgquest.state import RpgQuestState

BARGAIN = "rumour-bargaining_with_death"
_RUMOUR_MARKS = frozenset({"rumour", "cave", "portal"})  # the marks of the hexes where Rumours lie


def in_play(world: World) -> list[str]:
    """The Rumours this map holds: their Kingdom or place is on it (Bargaining with Death is dealt
    to the players whose heroes die, not laid out)."""
    kingdoms = {k.number for k in world.kingdoms}
    found = []
    for card in rumour_cards().values():
        if card.effect == "revive":
            continue
        if card.kingdom in kingdoms or card.place in world.location_hexes \
                or (card.place == "portal" and len(world.marked.get("portal", ())) > 1) \
                or (card.place in ("cave", "dungeon") and "cave" in world.marked):
            found.append(card.id)
    return sorted(found)


def laid_at(world: World, card: Rumour, where: Hex) -> bool:
    """Whether `where` is a hex where the Rumour's card says it waits: its Kingdom's rumour hex, its
    Location, the Portal's base in Daath, or a Cave hex (Cave Exploration, and the Dungeons once the
    caves are mapped), whatever else the table says of it now (see `here`)."""
    place = world.places[where]
    if card.kingdom:
        return card.kingdom == place.kingdom and "rumour" in place.features
    if card.place in LOCATION_PLACES:
        return place.location == card.place
    if card.place == "portal":
        return "portal" in place.features and place.kingdom == portal.DAATH
    return "cave" in place.features


def here(state: RpgQuestState, where: Hex) -> list[str]:
    """The open Rumours a group on `where` may investigate (one is drawn among them)."""
    place = state.world.places[where]
    if not place.location and place.features.isdisjoint(_RUMOUR_MARKS):
        return []  # every Rumour lies at a Location, a rumour mark, a cave or the Portal
    cards = rumour_cards()
    found = []
    for card_id in state.rumours:
        card = cards[card_id]
        if not laid_at(state.world, card, where):
            continue
        if card.kingdom:
            fits = True
        elif card.place in LOCATION_PLACES:
            fits = places.standing(state, card.place)
        elif card.place == "portal":
            fits = not state.portal
        elif card.place == "cave":
            fits = not state.caves
        else:
            fits = caves.is_dungeon(state, where) and state.dungeon_at.get(where, card_id) == card_id \
                and (where in state.dungeon_at or card_id not in state.dungeon_at.values())
        if fits:
            found.append(card_id)
    return found


def actions(state: RpgQuestState) -> list[Action]:
    """Investigate the Rumours on the group's hex; bargain with Death at the Cemetery."""
    seat = state.actor
    group = state.groups[seat]
    found = here(state, group.hex)
    result = []

    def bonus(class_name: str) -> int:
        return checks.points(state, seat, class_name)

    if found:
        cards = rumour_cards()
        names = " or ".join(cards[c].name for c in found)
        drawn = f" (one drawn among {len(found)})" if len(found) > 1 else ""
        if len(found) == 1:
            result.append(Action("investigate", (), f"Investigate {names}: {_risk(cards[found[0]], bonus)}",
                                 found[0]))
        else:
            result.append(Action("investigate", (), f"Investigate {names}{drawn}"))
    location = state.world.places[group.hex].location
    if location and location == rumour_cards()[BARGAIN].place and places.standing(state, location) \
            and len(group.heroes) < MAX_HEROES:
        for index, hero in enumerate(group.dead):
            result.append(Action("bargain", (index,), f"Bargain with Death for {hero.name}: "
                                                      f"{_risk(rumour_cards()[BARGAIN], bonus)}", BARGAIN))
    return result


def _risk(card: Rumour, bonus: Callable[[str], int]) -> str:
    """'Rogue 9, Mage 9: you succeed 34%; failing: -300gp, 1 damage' (the whole failure)."""
    tests = ", ".join(f"{c.title()} {d}" for c, d in card.tests) or "no test"
    fight = f"fight the {decks().foe(card.fight).name}, then " if card.fight else ""
    failing = outcome_text(mission_data(), card.failure)
    chance = f": {chance_text(card, bonus)}" if card.fight or card.tests else ""
    return f"{fight}{tests}{chance}" + (f"; failing: {failing}" if failing != "nothing" else "")


def chance_text(card: Rumour, bonus: Callable[[str], int], every_row: bool = False) -> str:
    """The group's exact chance at a Rumour, its points of each class given by `bonus`: 'you succeed 34%';
    with `every_row` each result's chance, '13+ 9%: 1,500gp, 1 VP · passed 25%: 1,000gp'."""
    chances = result_odds(card, bonus)
    if not every_row or len(card.results) == 1:
        return f"you succeed {percent(sum(chances.values(), Fraction(0)))}"
    return " · ".join(f"{f'{start}+' if start else 'passed'} {percent(chances[number])}: "
                      f"{outcome_text(mission_data(), row)}"
                      for number, (start, row) in enumerate(card.results) if chances.get(number))


def result_odds(card: Rumour, bonus: Callable[[str], int]) -> dict[int, Fraction]:
    """The exact chance of each result of a Rumour (by its place on the card) as `investigation` reads them:
    the fight and every test passed, the last test's total choosing the row; failing is the rest."""
    fight = decks().foe(card.fight).tests if card.fight else ()
    first = all_pass([(bonus(class_name), difficulty) for class_name, difficulty in (*fight, *card.tests[:-1])])
    if not card.tests:
        return {card.result_number(0): first}
    class_name, difficulty = card.tests[-1]
    last = readings(bonus(class_name), difficulty,
                    lambda total, passed: card.result_number(total) if passed else None)
    return {number: first * chance for number, chance in last.items() if number is not None}


def view(state: RpgQuestState) -> list[str]:
    """Every Rumour is open: the ids of those still waiting, and Bargaining with Death (always held
    in reserve). What a Rumour asks, gives and where it waits never changes: it is read from its card
    (`rumour_cards()`, `where_it_waits`)."""
    return [*state.rumours, BARGAIN]


def where_it_waits(card: Rumour) -> str:
    """Where a Rumour waits, as people say it."""
    if card.kingdom:
        return world_data().kingdoms[card.kingdom].name
    if card.place in LOCATION_PLACES:
        return world_data().locations[card.place].name
    return {"portal": "the Portal in Daath", "cave": "a Cave hex", "dungeon": "a Dungeon"}.get(card.place, "")

