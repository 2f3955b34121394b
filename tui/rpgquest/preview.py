"""What the map's cursor shows before the player commits: the hex, what is there, the way.

Everything comes from the seat's view and the engine: the route and its risk from
`engine.rpgquest.routes`, the odds from `engine.rpgquest.odds`, names from the card files.
"""

from __future__ import annotations

from rich.text import Text

from engine.rpgquest import hexes
from engine.rpgquest.decks import decks
from engine.rpgquest.hexes import Hex
from engine.rpgquest.movement import describe_place
from engine.rpgquest.odds import all_pass
from engine.rpgquest.routes import ambush_value
from engine.rpgquest.rumour_cards import Rumour, rumour_cards
from engine.rpgquest.rumours import laid_at
from engine.rpgquest.world import World
from engine.rpgquest.world_data import CLASSES, world_data
from engine.words import count
from tui.rpgquest.lookup import group_points, is_mission, quest_chance, quest_doing, quest_title, world_of
from tui.rpgquest.ways import PASSAGES, Way, way_for
from tui.widgets.card_detail import card_link

ACTION_WORDS = {
    "recruit": "recruit", "recruit_specialist": "recruit specialists", "missions": "missions",
    "missions_specialist": "council missions", "buy_items": "magic items", "restore": "restore",
    "cleric_services": "clerics", "levels": "levels", "levels_council": "council levels",
    "transport": "transport", "work": "work", "create_items": "create items", "sell_mana": "sell mana",
    "alchemical_wedding": "Alchemical Wedding", "elves_banquet": "Elves' Banquet",
}
FEATURE_WORDS = {"bolt": "a bolt hex (missions send groups here)", "cave": "a cave mouth",
                 "mana": "a mana geyser", "portal": "a base of the Portal", "rumour": "a rumour (VP marker)"}


def monsters_at(view: dict) -> dict[Hex, list[str]]:
    return {(q, r): stack for q, r, stack in view["monsters"]}


def preview(view: dict, world: World, seat: int, where: Hex) -> tuple[Text, Way | None]:
    """The cursor's hex described, and the group's route there."""
    place = world.places[where]
    text = Text(f"{describe_place(world, where)}", "bold")
    text.append(f"  (hex {where[0]},{where[1]})", "dim")
    terrain = place.terrain
    if terrain.cost is None:
        text.append("\nOpen water: only the Merchant Ship sails here.")
    else:
        risk = ambush_value(world, where)
        text.append(f"\n{terrain.cost} MP to enter" + (f", ambush on 1-{risk} in 10" if risk else ", no ambush")
                    + (f", ford {terrain.fare}gp" if terrain.fare else ""))
    if place.location:
        location = world_data().locations[place.location]
        actions = ", ".join(ACTION_WORDS.get(a, a) for a in location.actions) or "no services"
        text.append(f"\n{location.name} ({location.kind.replace('_', ' ')}): {actions}")
    for feature in sorted(place.features):
        if feature in FEATURE_WORDS:
            text.append(f"\nHere: {FEATURE_WORDS[feature]}")
    _monsters(text, view, seat, where)
    _rumours(text, view, world, where)
    _meeples(text, view, world, seat, where)
    found = way_for(view, world, seat, where)
    _way(text, view, seat, where, found)
    return text, found


def _group_hex(view: dict, seat: int) -> Hex:
    group = view["groups"][seat]
    return (group["hex"][0], group["hex"][1])


def _monsters(text: Text, view: dict, seat: int, where: Hex) -> None:
    stack = monsters_at(view).get(where)
    if not stack:
        return
    points = group_points(view["groups"][seat])
    for monster_id in reversed(stack):
        foe = decks().foe(monster_id)
        tests = [(points[CLASSES.index(c)], d) for c, d in foe.tests]
        shown = ", ".join(f"{c.title()} {d} (2d6+{b})" for (c, d), (b, _) in zip(foe.tests, tests, strict=True))
        text.append("\n")
        text.append_text(card_link(foe.name, monster_id, "bold red underline"))
        text.append(f": {shown}; you win {float(all_pass(tests)):.0%} of fights")
    if len(stack) > 1:
        text.append(" (the top one is fought first)", "dim")


def rumours_on(view: dict, world: World, where: Hex) -> list[Rumour]:
    """The open Rumours known to wait on the hex: those whose card lies there (`laid_at`), Cave
    Exploration until the first mouth is found, and a Dungeon only where the caves hold it."""
    cards = rumour_cards()
    known = {(q, r): card_id for q, r, card_id in view["caves"]["dungeons"]}
    laid = [cards[card_id] for card_id in view["rumours"] if laid_at(world, cards[card_id], where)]
    return [card for card in laid if not (card.place == "dungeon" and known.get(where) != card.id)
            and not (card.place == "cave" and view["caves"]["mouths"])]


def _rumours(text: Text, view: dict, world: World, where: Hex) -> None:
    """The open Rumours on the hex, each with its tests (and how many Dungeons a Cave hex may hold)."""
    for card in rumours_on(view, world, where):
        text.append("\nRumour: ")
        text.append_text(card_link(card.name, card.id, "underline"))
        tests = ", ".join(f"{c.title()} {d}" for c, d in card.tests)
        fight = f"fight the {decks().foe(card.fight).name}" if card.fight else ""
        text.append(f" ({'; '.join(part for part in (fight, tests) if part) or 'no test'})")
    dungeons = [card_id for card_id in view["rumours"] if rumour_cards()[card_id].place == "dungeon"]
    known = {(q, r) for q, r, _ in view["caves"]["dungeons"]}
    if dungeons and where not in known and "cave" in world.places[where].features:
        text.append(f"\nRumour: a Dungeon, once the caves are mapped (one of {len(dungeons)} drawn)")


def places_to_find(view: dict, world: World, seat: int) -> list[Hex]:
    """Where the find key takes the map's cursor, in turn: the seat's missions' hexes, the public
    missions', the other groups', then the Rumours' hexes, nearest first."""
    found = [_hex(quest["hex"]) for quest in view["groups"][seat]["missions"]]
    found += [_hex(quest["hex"]) for quest in view["public_missions"]]
    others = len(view["groups"])
    found += [_hex(view["groups"][(seat + step) % others]["hex"]) for step in range(1, others)]
    home = _group_hex(view, seat)
    marked = {h for mark in ("rumour", "portal", "cave") for h in world.marked.get(mark, ())}
    candidates = sorted(marked | set(world.location_hexes.values()), key=lambda h: (hexes.distance(home, h), h))
    found += [where for where in candidates if rumours_on(view, world, where)]
    return list(dict.fromkeys(where for where in found if where in world.places))


def _hex(pair: list[int]) -> Hex:
    return (pair[0], pair[1])


def _meeples(text: Text, view: dict, world: World, seat: int, where: Hex) -> None:
    """The Direction Meeples on the hex: each group's missions, and the public ones (white); with the seat's
    chance at those it may attempt."""
    mine = view["groups"][seat]
    waiting = [(f"{group['name']}'s meeple", quest, group is mine) for group in view["groups"]
               for quest in group["missions"]]
    waiting += [("Public Mission (white meeple)", quest, True) for quest in view["public_missions"]]
    for whose, quest, open_to_seat in waiting:
        if (quest["hex"][0], quest["hex"][1]) != where:
            continue
        text.append(f"\n{whose}: ")
        if is_mission(quest):
            text.append_text(card_link(quest_title(quest), quest["card"], "underline"))
            text.append(f" — {quest_doing(quest, world)}")
            chance = quest_chance(quest, mine) if open_to_seat else ""
            if chance:
                text.append(f"\n  {mine['name']}: {chance}", "bold")
        else:
            text.append(quest_title(quest))


def _way(text: Text, view: dict, seat: int, where: Hex, found: Way | None) -> None:
    name = view["groups"][seat]["name"]
    if where == _group_hex(view, seat):
        text.append(f"\n{name}'s group is here.")
        return
    if found is None:
        text.append(f"\nNo way on foot for {name}'s group (water, monsters in the way, or a ford it cannot pay).")
        return
    if found.gate is not None:
        near, far = (describe_place(world_of(view), end) for end in found.gate)
        text.append(f"\nThrough {found.through}: from {near} to {far} ({PASSAGES[found.through]} MP)")
    on_foot = " on foot" if found.gate is not None else ""
    text.append(f"\nFrom {name}'s group: {count(found.walked, 'hex', 'hexes')}{on_foot}, {found.mp} MP, "
                f"{count(found.actions, 'action')}")
    if found.fares:
        text.append(f", {found.fares}gp of fords")
    text.append(f", ambush risk {float(found.ambush):.0%}")
    text.append("\nEnter or click again: go there", "dim")
