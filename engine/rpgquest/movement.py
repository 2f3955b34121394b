"""Moving across Arcádia: 7 Movement Points an action, ambushes, fords, the ship, evasion.

*Mover-se pelo Tabuleiro*: the cost is paid before entering a hex; movement actions may be
chained; points left over are lost. Entering a hex with an Encounter Value asks for 1d10;
rolling that value or less ends the action in an ambush. A group may step onto a visible
monster to fight it, or try to slip past it with a Rogue test of 9 and walk on; a movement that
ends on a monster's hex all the same is a combat (*Combate*: "If the Group of Heroes ends a Movement
on the Hex where a Monster is ... a COMBAT necessarily occurs"). A Location on the way is passed
through for 1 MP with no ambush, or entered, which ends the movement.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Action, DiceRequest
from engine.rpgquest import caves, checks, combat, hexes, portal, stages
from engine.rpgquest.decks import WANDERING, decks
from engine.rpgquest.flow import continuation
from engine.rpgquest.hexes import Hex
from engine.rpgquest.routes import MP_PER_ACTION, ambush_value
from engine.rpgquest.world import World
from engine.rpgquest.world_data import world_data

if TYPE_CHECKING:
    from engine.rpgquest.state import RpgQuestState

STEALTH_DIFFICULTY = 9
SHIP_BOARDING_MP = 1
SHIP_FARE_PER_HEX = 100
NEARBY = 2  # hexes from the group where a Wandering Monster card that `appears = "near"` is set
DIRECTION_NAMES = ("east", "south-east", "south-west", "west", "north-west", "north-east")


def begin(state: RpgQuestState, action: Action) -> None:
    """A Movement action: 7 MP to spend a hex at a time."""
    state.mp = MP_PER_ACTION
    state.phase = "move"


def legal(state: RpgQuestState) -> list[Action]:
    group = state.groups[state.actor]
    world = state.world
    actions = []
    exits, dearest = _exits(world, group.hex)
    for direction, there, cost, fare, move in exits:
        if cost > state.mp or fare > group.gold:
            continue
        stack = state.map_monsters.get(there)
        if stack:
            where = describe(state, there)
            monster = decks().foe(stack[-1]).name
            actions.append(Action("step", (direction,),
                                  f"Attack the {monster} {DIRECTION_NAMES[direction]} in {where} ({cost} MP)",
                                  stack[-1]))
            actions.append(Action("sneak", (direction,),
                                  f"Slip past the {monster} {DIRECTION_NAMES[direction]} in {where} "
                                  f"(Rogue test 9, {cost} MP)", stack[-1]))
            continue
        actions.append(move)
    actions.extend(caves.tunnels(state))
    actions.extend(portal.steps(state))
    if state.mp >= SHIP_BOARDING_MP and group.gold >= SHIP_FARE_PER_HEX and group.hex in state.world.shores:
        actions.append(Action("board", (), "Board the Merchant Ship of Yesod (1 MP + 100gp a hex sailed)"))
    stack = state.map_monsters.get(group.hex)
    if not stack:  # ending the movement on a monster's hex is a combat: no entering nor resolving there
        actions.extend(stages.arrival_actions(state, ends_movement=True))
        location = world.places[group.hex].location
        if location and not group.inside:
            name = world_data().locations[location].name
            actions.append(Action("enter", (), f"Enter {name} (the movement ends)"))
    if state.markers[state.actor] and dearest > state.mp:
        actions.append(Action("chain", (), f"Spend another action to move on (+{MP_PER_ACTION} MP, "
                                           f"{state.mp} left now)"))
    if stack:
        monster = decks().foe(stack[-1]).name
        actions.append(Action("stop", (), f"Stop here: the {monster} on this hex fight you (combat)"))
    else:
        actions.append(Action("stop", (), f"Stop here ({state.mp} MP left are lost)"))
    return actions


def _exits(world: World, here: Hex) -> tuple[tuple[tuple[int, Hex, int, int, Action], ...], int]:
    """The steps on foot out of `here` (direction, hex, MP, ford fare, and the move when no monster stands
    there) and the dearest step's MP: the same all game, so worked out once per World."""
    cache = world.caches.setdefault("exits", {})
    found = cache.get(here)
    if found is None:
        moves = world.shared.setdefault("moves", {})
        exits = []
        for direction, there in enumerate(hexes.neighbours(here)):
            cost = world.foot_cost(here, there)
            if cost is None:
                continue
            place = world.places[there]
            key = (direction, place.terrain.id, place.kingdom, place.location)  # all a move's label tells
            move = moves.get(key)
            if move is None:
                move = moves[key] = _move(world, direction, there, cost)
            exits.append((direction, there, cost, place.terrain.fare, move))
        found = cache[here] = (tuple(exits), max((cost for _, _, cost, _, _ in exits), default=0))
    return found


def _move(world: World, direction: int, there: Hex, cost: int) -> Action:
    """The step into `there`, a hex with no monster (shared by every map on the same slots whose hex that
    way has the same terrain, Kingdom and Location)."""
    fare = world.places[there].terrain.fare
    paid = f", {fare}gp ford" if fare else ""
    ambush = ambush_value(world, there)
    risk = f", ambush on 1-{ambush}" if ambush else ""
    return Action("step", (direction,),
                  f"Move {DIRECTION_NAMES[direction]} to {describe_place(world, there)} ({cost} MP{paid}{risk})")


def describe(state: RpgQuestState, where: Hex) -> str:
    """'forest in Kether' or 'Taças in Hochma'."""
    return describe_place(state.world, where)


def describe_place(world: World, where: Hex) -> str:
    """A hex of the map as people name it: 'forest in Kether' or 'Taças in Hochma' (kept per World)."""
    names = world.caches.setdefault("names", {})
    name = names.get(where)
    if name is None:
        place = world.places[where]
        kingdom = world_data().kingdoms[place.kingdom].name
        if place.location:
            name = f"{world_data().locations[place.location].name} in {kingdom}"
        else:
            name = f"{place.terrain.id.replace('_', ' ')} in {kingdom}"
        names[where] = name
    return name


def apply(state: RpgQuestState, action: Action) -> None:
    group = state.groups[state.actor]
    if action.kind == "stop":
        state.log.append(f"{state.seat_name(state.actor)}'s group stops in {describe(state, group.hex)}.")
        stack = state.map_monsters.get(group.hex)
        if stack:  # *Combate*: a group that ends a Movement on a monster's hex necessarily fights it
            state.mp = 0
            combat.begin(state, stack[-1], ambush=False)
            return
        state.action_done()
    elif action.kind == "enter":
        group.inside = True
        state.log.append(f"{state.seat_name(state.actor)}'s group enters {describe(state, group.hex)}.")
        state.action_done()
    elif action.kind == "chain":
        state.spend_action()
        state.mp += MP_PER_ACTION
    elif action.kind == "board":
        state.phase = "sail"
    elif action.kind == "resolve":
        owner, index = action.args
        stages.resolve(state, owner, index, then="done")
    elif action.kind == "tunnel":
        caves.travel(state, (action.args[0], action.args[1]))
    elif action.kind == "portal":
        portal.travel(state, (action.args[0], action.args[1]))
    else:
        _step(state, hexes.neighbours(group.hex)[action.args[0]], sneak=action.kind == "sneak")


def _step(state: RpgQuestState, there: Hex, sneak: bool) -> None:
    group = state.groups[state.actor]
    place = state.world.places[there]
    cost = place.terrain.cost
    assert cost is not None
    state.mp -= cost
    group.gold -= place.terrain.fare
    group.hex = there
    group.inside = False
    stack = state.map_monsters.get(there)
    if stack and sneak:
        name = decks().foe(stack[-1]).name
        checks.start(state, (("rogue", STEALTH_DIFFICULTY),), subject=stack[-1], label=f"to slip past the {name}",
                     then="stealth")
        return
    if stack:
        state.mp = 0
        combat.begin(state, stack[-1], ambush=False)
        return
    if ambush_value(state.world, there):
        state.dice = "ambush"


def dice_request(state: RpgQuestState) -> DiceRequest:
    group = state.groups[state.actor]
    value = ambush_value(state.world, group.hex)
    return DiceRequest((10,), f"Ambush test in {describe(state, group.hex)}: 1-{value} is an ambush from the bag",
                       state.actor)


@continuation("stealth")
def _evasion_tested(state: RpgQuestState) -> None:
    check = checks.settled(state)
    stack = state.map_monsters[state.groups[state.actor].hex]
    if check.won:
        state.phase = "move"
        state.log.append(f"The group slips past the {decks().foe(stack[-1]).name} unseen.")
        return
    state.log.append("The group is discovered!")
    state.mp = 0
    combat.begin(state, stack[-1], ambush=False)


def roll(state: RpgQuestState, values: tuple[int, ...]) -> None:
    """The ambush test's 1d10."""
    group = state.groups[state.actor]
    state.dice = None
    if values[0] > ambush_value(state.world, group.hex):
        return
    state.log.append(f"Ambush! A token comes out of the ambush bag ({bag_shares(state.bag)}).")
    monster = state.draw_from_bag()
    if monster == WANDERING:
        monster = state.wandering_appears()
        if monster is not None and appears_nearby(state, monster):
            state.mp = 0
            return
    if monster is None:
        state.log.append("Every monster of the ambush bag is out on the map: the way is quiet.")
        return
    state.mp = 0
    combat.begin(state, monster, ambush=True)


def bag_shares(bag: dict[str, int]) -> str:
    """What may come out of the ambush bag, each with its tokens of all those in it: 'Orcs 4/25, ...,
    a Wandering Monster 1/25' (every token is seen: only the draw is left to chance)."""
    total = sum(bag.values())
    if not total:
        return "it is empty"
    cards = decks()
    shares = sorted(((-tokens, "a Wandering Monster" if monster == WANDERING else cards.monsters[monster].name)
                     for monster, tokens in bag.items() if tokens))
    return ", ".join(f"{name} {-tokens}/{total}" for tokens, name in shares)


def appears_nearby(state: RpgQuestState, card_id: str) -> bool:
    """*Emboscadas*: "The Wandering Monster does not necessarily have to be on the same hex". A card
    that `appears = "near"` is set two hexes from the group (a free land hex, drawn), and the group's
    movement ends as it watches; False when it falls on the group here."""
    card = decks().wandering[card_id]
    group = state.groups[state.actor]
    taken = {other.hex for other in state.groups}
    free = [h for h in hexes.ring(group.hex, NEARBY) if h in state.world.land
            and not state.world.places[h].location and h not in taken]
    if card.appears != "near" or not free:
        return False
    where = state.rng.choice(free)
    state.map_monsters.setdefault(where, []).append(card_id)
    state.log.append(f"The {card.name} shows itself two hexes away, in {describe(state, where)}; "
                     f"the group halts.")
    return True


def sail_legal(state: RpgQuestState) -> list[Action]:
    group = state.groups[state.actor]
    actions = []
    for there, sailed in sorted(ship_routes(state, group.hex).items()):
        fare = max(SHIP_FARE_PER_HEX, SHIP_FARE_PER_HEX * sailed)
        if fare <= group.gold:
            actions.append(Action("sail", there, f"Sail to {describe(state, there)} at hex {there[0]},{there[1]} "
                                                 f"({sailed} hex{'es' * (sailed != 1)}, {fare}gp)"))
    actions.append(Action("ashore", (), "Stay ashore"))
    return actions


def sail_apply(state: RpgQuestState, action: Action) -> None:
    group = state.groups[state.actor]
    state.phase = "move"
    if action.kind == "ashore":
        return
    there = (action.args[0], action.args[1])
    sailed = ship_routes(state, group.hex)[there]
    fare = max(SHIP_FARE_PER_HEX, SHIP_FARE_PER_HEX * sailed)
    group.gold -= fare
    state.mp -= SHIP_BOARDING_MP
    group.hex = there
    group.inside = False
    state.log.append(f"The Merchant Ship carries {state.seat_name(state.actor)}'s group to "
                     f"{describe(state, there)} for {fare}gp.")


def ship_routes(state: RpgQuestState, shore: Hex) -> dict[Hex, int]:
    """Every other shore the ship reaches from `shore`, with the water hexes it sails."""
    waters = state.world.ship_waters
    start = [h for h in hexes.neighbours(shore) if h in waters]
    sailed = {h: 1 for h in start}
    frontier = list(start)
    while frontier:
        here = frontier.pop(0)
        for there in hexes.neighbours(here):
            if there in waters and there not in sailed:
                sailed[there] = sailed[here] + 1
                frontier.append(there)
    routes: dict[Hex, int] = {}
    for water, count in sailed.items():
        for land in hexes.neighbours(water):
            if land != shore and land in state.world.shores:
                routes[land] = min(routes.get(land, count), count)
    return routes
