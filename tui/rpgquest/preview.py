"""What the map's cursor shows before the player commits: the hex, what is there, the way.

Everything comes from the seat's view and the engine: the route and its risk from
`engine.rpgquest.routes`, the odds from `engine.rpgquest.odds`, names from the card files.
"""

from __future__ import annotations

from rich.text import Text

from engine.rpgquest.decks import decks
from engine.rpgquest.hexes import Hex
from engine.rpgquest.movement import describe_place
from engine.rpgquest.odds import all_pass
from engine.rpgquest.routes import Route, ambush_value, route
from engine.rpgquest.world import World
from engine.rpgquest.world_data import CLASSES, world_data
from engine.words import count
from tui.rpgquest.lookup import group_points, is_mission, quest_chance, quest_doing, quest_title
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


def route_for(view: dict, world: World, seat: int, where: Hex) -> Route | None:
    """The cheapest way there for the seat's group, as the engine reckons it."""
    group = view["groups"][seat]
    start = (group["hex"][0], group["hex"][1])
    moving = view["phase"] == "move" and view["actor"] == seat
    return route(world, start, where, monsters=monsters_at(view), gold=group["gold"],
                 mp_in_hand=view["mp"] if moving else 0)


def preview(view: dict, world: World, seat: int, where: Hex) -> tuple[Text, Route | None]:
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
    _meeples(text, view, world, seat, where)
    found = None if where == _group_hex(view, seat) else route_for(view, world, seat, where)
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


def _way(text: Text, view: dict, seat: int, where: Hex, found: Route | None) -> None:
    name = view["groups"][seat]["name"]
    if where == _group_hex(view, seat):
        text.append(f"\n{name}'s group is here.")
        return
    if found is None:
        text.append(f"\nNo way on foot for {name}'s group (water, monsters in the way, or a ford it cannot pay).")
        return
    text.append(f"\nFrom {name}'s group: {count(found.steps, 'hex', 'hexes')}, {found.mp} MP, "
                f"{count(found.actions, 'action')}")
    if found.fares:
        text.append(f", {found.fares}gp of fords")
    text.append(f", ambush risk {float(found.ambush):.0%}")
    text.append("\nEnter or click again: go there", "dim")
