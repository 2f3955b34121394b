"""What a group does in a Location, and the actions it may take anywhere.

Each Location's actions come from `locations.toml` (the rulebook's per-action lists); the
rules of each action are here: recruiting at the taverns and councils, buying magic items,
restoring and healing, training levels, working, dismissing a hero.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Action
from engine.rpgquest import negotiation
from engine.rpgquest.decks import decks
from engine.rpgquest.group import LEVEL_NAMES, MAX_HEROES, MAX_LEVEL, Adventurer
from engine.rpgquest.world_data import CLASSES, Location, world_data

if TYPE_CHECKING:
    from engine.rpgquest.state import RpgQuestState

TAVERN_OFFER = 3
SPECIALISTS = 2
CLERIC_FEE = 100
HEALS_PER_TURN = 4
CLERIC_POINTS_PER_HEAL = 2
WORK_PAY = 100
LEVEL_COST = {2: 2000, 3: 3000, 4: 4000}
COUNCIL_OWN_CLASS_COST = {2: 1000, 3: 2000, 4: 3000}
LEVEL_VP_HEROES = 3


def location_here(state: RpgQuestState, seat: int) -> Location | None:
    """The Location the group is inside, if it is inside one that stands (no ruin, not invaded)."""
    group = state.groups[seat]
    key = state.world.places[group.hex].location
    return world_data().locations[key] if key and group.inside and standing(state, key) else None


def standing(state: RpgQuestState, key: str) -> bool:
    """The Location is neither destroyed nor held by monsters, so it offers its actions."""
    return key not in state.ruins and key not in state.invaded


def hero_line(hero_id: str) -> str:
    """'Njani (Sorceress: Cleric 2, Mage 2; 1 HP)'."""
    hero = decks().heroes[hero_id]
    points = ", ".join(f"{c.title()} {p}" for c, p in zip(CLASSES, hero.points, strict=True) if p)
    return f"{hero.name} ({hero.hero_class}: {points}; {hero.hit_points} HP)"


def item_line(item_id: str) -> str:
    item = decks().items[item_id]
    if item.effect == "bonus":
        does = f"+{item.amount} {item.item_class.title()} on every test"
    elif item.effect == "after_roll":
        does = f"+{item.amount} {item.item_class.title()} after the roll, {item.uses} use{'s' * (item.uses != 1)}"
    elif item.effect == "reroll":
        does = f"roll a test again, {item.uses} use{'s' * (item.uses != 1)}"
    else:
        does = f"stops {item.amount} damage, {item.uses} use{'s' * (item.uses != 1)}"
    return f"{item.name} ({does}; {item.price:,}gp)"


REST = Action("rest", (), "Rest (let this action pass)")
MOVE = Action("move", (), "Move (7 MP)")


def action_legal(state: RpgQuestState) -> list[Action]:
    """The core moves the group may start now (each spends an Action Marker) and the Location's own; the
    other parts of the rules add theirs (`state._ACTION_SOURCES`)."""
    seat = state.actor
    group = state.groups[seat]
    actions = [MOVE]
    stack = state.map_monsters.get(group.hex)
    if stack:
        actions.append(Action("fight", (), f"Fight the {decks().foe(stack[-1]).name} on this hex", stack[-1]))
    location = location_here(state, seat)
    if location:
        actions.extend(_location_actions(state, location))
    if group.heals < HEALS_PER_TURN and _patients(state) \
            and group.points(CLASSES.index("cleric")) >= CLERIC_POINTS_PER_HEAL:
        actions.append(Action("heal", (), "Heal with the group's clerics (a damage marker per 2 Cleric points)"))
    others = negotiation.partners(state)
    if others:
        names = " and ".join(state.seat_name(seat) for seat in others)
        actions.append(Action("negotiate", (), f"Negotiate with {names} (items, gold, heroes)"))
    return actions


def _location_actions(state: RpgQuestState, location: Location) -> list[Action]:
    group = state.groups[state.actor]
    actions = []
    can = set(location.actions)
    if "work" in can:
        actions.append(Action("work", (), f"Work in {location.name} (1d6 x {WORK_PAY}gp)"))
    if "recruit" in can and group.gold >= 1000 and state.hero_deck_size():
        actions.append(Action("recruit", (), f"Look for adventurers in the taverns of {location.name} (3 drawn)"))
    if "recruit_specialist" in can and group.gold >= 1000 and state.hero_deck_size():
        actions.append(Action("recruit", (), f"Look for {location.council_class}s at the {location.name}"))
    if "buy_items" in can and state.item_deck:
        actions.append(Action("buy_items", (), f"Look at the magic items of {location.name} "
                                               f"({location.items_shown} shown, buy up to {location.items_kept})"))
    if "restore" in can and group.wounded():
        actions.append(Action("restore", (), f"Restore the group at the {location.name} (every wound healed)"))
    if "cleric_services" in can and group.wounded() and group.gold >= CLERIC_FEE:
        actions.append(Action("clinic", (), f"Pay a cleric in {location.name} ({CLERIC_FEE}gp a damage marker)"))
    if ("levels" in can or "levels_council" in can) and _level_costs(state, location):
        actions.append(Action("train", (), f"Train levels in {location.name}"))
    if ("recruit" in can or "recruit_specialist" in can) and len(group.heroes) > 1:
        for index, hero in enumerate(group.heroes):
            gone = " (leaves the game)" if hero.level > 1 else ""
            actions.append(Action("dismiss", (index,), f"Dismiss {hero.name}, free{gone}", hero.hero))
    return actions


def start(state: RpgQuestState, action: Action) -> None:
    """Begin an action chosen in the action phase (its marker is already spent)."""
    seat = state.actor
    group = state.groups[seat]
    location = location_here(state, seat)
    kind = action.kind
    if kind == "work":
        state.dice = "work"
    elif kind == "recruit":
        assert location is not None
        if location.council_class:
            _draw_specialists(state, CLASSES.index(location.council_class))
        else:
            state.offer = state.draw_heroes(TAVERN_OFFER)
            state.offer_kind = "tavern"
        state.log.append(f"Adventurers available: {', '.join(hero_line(h) for h in state.offer)}.")
        state.phase = "recruit"
    elif kind == "buy_items":
        assert location is not None
        state.offer = [state.item_deck.pop() for _ in range(min(location.items_shown, len(state.item_deck)))]
        state.offer_kind = "items"
        state.bought = 0
        state.log.append(f"Magic items on offer: {', '.join(item_line(i) for i in state.offer)}.")
        state.phase = "buy"
    elif kind == "restore":
        for hero in group.heroes:
            hero.damage = 0
        state.log.append(f"{state.seat_name(seat)}'s group is restored: every wound is healed.")
        state.action_done()
    elif kind == "clinic":
        state.heals_left = own_cleric_heals(state)
        if state.heals_left:
            group.heals += 1  # the group's own clerics use one of the turn's four healings
        state.phase = "clinic"
    elif kind == "heal":
        group.heals += 1
        state.heals_left = group.points(CLASSES.index("cleric")) // CLERIC_POINTS_PER_HEAL
        state.phase = "heal"
    elif kind == "train":
        state.phase = "train"
    elif kind == "rest":
        state.log.append(f"{state.seat_name(seat)} lets an action pass.")
        state.action_done()


def dismiss(state: RpgQuestState, action: Action) -> None:
    """Free at a tavern: a hero of level 2 or more leaves the game, others go to the discard."""
    group = state.groups[state.actor]
    hero = group.heroes.pop(action.args[0])
    if hero.level > 1:
        state.heroes_gone.append(hero.hero)
    else:
        state.hero_discard.append(hero.hero)
    state.log.append(f"{state.seat_name(state.actor)} dismisses {hero.name}.")


def _draw_specialists(state: RpgQuestState, class_index: int) -> None:
    """*Recrutar Aventureiros Especializados*: draw until 2 heroes with the council's class."""
    found: list[str] = []
    passed: list[str] = []
    while len(found) < SPECIALISTS and state.hero_deck_size():
        hero = state.draw_heroes(1)[0]
        (found if decks().heroes[hero].points[class_index] else passed).append(hero)
        if not decks().heroes[hero].points[class_index]:
            state.log.append(f"{decks().heroes[hero].name} is no {CLASSES[class_index]}.")
    state.offer = found
    state.offer_kind = "council"
    state.set_aside = passed


def recruit_legal(state: RpgQuestState) -> list[Action]:
    group = state.groups[state.actor]
    actions = []
    for hero_id in state.offer:
        cost = decks().heroes[hero_id].recruit_cost
        if cost <= group.gold:
            full = " (the group is full: dismiss one next)" if len(group.heroes) >= MAX_HEROES else ""
            actions.append(Action("hire", (hero_id,), f"Hire {hero_line(hero_id)} for {cost:,}gp{full}", hero_id))
    actions.append(Action("hire_nobody", (), "Hire nobody"))
    return actions


def recruit_apply(state: RpgQuestState, action: Action) -> None:
    group = state.groups[state.actor]
    offer, state.offer = state.offer, []
    others = [h for h in offer if action.kind == "hire_nobody" or h != action.args[0]]
    back_to_deck = state.offer_kind == "council" or action.kind == "hire_nobody"
    if back_to_deck:
        state.return_heroes(others + state.set_aside)
    else:
        state.hero_discard.extend(others)
    state.set_aside = []
    if action.kind == "hire_nobody":
        state.log.append(f"{state.seat_name(state.actor)} hires nobody.")
        state.action_done()
        return
    hero_id = action.args[0]
    group.gold -= decks().heroes[hero_id].recruit_cost
    group.heroes.append(Adventurer.recruited(hero_id))
    state.log.append(f"{state.seat_name(state.actor)} hires {decks().heroes[hero_id].name}.")
    if len(group.heroes) > MAX_HEROES:
        state.phase = "make_room"
        return
    state.action_done()


def make_room_legal(state: RpgQuestState) -> list[Action]:
    group = state.groups[state.actor]
    return [Action("dismiss", (i,), f"Dismiss {hero.name} to make room"
                   + (" (leaves the game)" if hero.level > 1 else ""), hero.hero)
            for i, hero in enumerate(group.heroes)]


def make_room_apply(state: RpgQuestState, action: Action) -> None:
    dismiss(state, action)
    state.action_done()


def buy_legal(state: RpgQuestState) -> list[Action]:
    group = state.groups[state.actor]
    location = location_here(state, state.actor)
    assert location is not None
    actions = []
    if state.bought < location.items_kept:
        actions = [Action("buy", (item,), f"Buy {item_line(item)}", item) for item in state.offer
                   if decks().items[item].price <= group.gold]
    actions.append(Action("done", (), "Done with the magic items"))
    return actions


def buy_apply(state: RpgQuestState, action: Action) -> None:
    group = state.groups[state.actor]
    if action.kind == "done":
        state.return_items(state.offer)
        state.offer = []
        state.action_done()
        return
    item_id = action.args[0]
    item = decks().items[item_id]
    state.offer.remove(item_id)
    group.gold -= item.price
    group.items[item_id] = item.uses
    state.bought += 1
    state.log.append(f"{state.seat_name(state.actor)} buys {item.name} for {item.price:,}gp.")


def own_cleric_heals(state: RpgQuestState) -> int:
    """*Pagar pelos serviços de um Clérigo* "MAY be taken together with" the clerics' healing:
    the group's own clerics remove a marker per 2 Cleric points free, if it may still heal."""
    group = state.groups[state.actor]
    if group.heals >= HEALS_PER_TURN:
        return 0
    return group.points(CLASSES.index("cleric")) // CLERIC_POINTS_PER_HEAL


def clinic_legal(state: RpgQuestState) -> list[Action]:
    group = state.groups[state.actor]
    actions = []
    if state.heals_left or group.gold >= CLERIC_FEE:
        price = "free: the group's own clerics" if state.heals_left else f"{CLERIC_FEE}gp"
        actions = [Action("cure", (i,), f"Remove a damage marker from {group.heroes[i].name} ({price})")
                   for i in group.wounded()]
    actions.append(Action("done", (), "Done with the cleric"))
    return actions


def clinic_apply(state: RpgQuestState, action: Action) -> None:
    group = state.groups[state.actor]
    if action.kind == "done":
        state.action_done()
        return
    group.heroes[action.args[0]].damage -= 1
    if state.heals_left:
        state.heals_left -= 1
    else:
        group.gold -= CLERIC_FEE
    if not group.wounded():
        state.action_done()


def _patients(state: RpgQuestState) -> list[tuple[int, int]]:
    """(seat, hero index) of every wounded hero in the group's hex: its own and other groups'."""
    here = state.groups[state.actor].hex
    return [(seat, i) for seat, group in enumerate(state.groups) if group.hex == here
            for i in group.wounded()]


def heal_legal(state: RpgQuestState) -> list[Action]:
    actions = []
    for seat, index in _patients(state):
        hero = state.groups[seat].heroes[index]
        whose = "" if seat == state.actor else f" of {state.seat_name(seat)}'s group"
        actions.append(Action("cure", (seat, index), f"Heal a damage marker of {hero.name}{whose}"))
    actions.append(Action("done", (), "Done healing"))
    return actions


def heal_apply(state: RpgQuestState, action: Action) -> None:
    if action.kind == "cure":
        seat, index = action.args
        state.groups[seat].heroes[index].damage -= 1
        state.heals_left -= 1
    if action.kind == "done" or not state.heals_left or not _patients(state):
        state.action_done()


def _level_costs(state: RpgQuestState, location: Location) -> dict[tuple[int, int], int]:
    """*Aumentar o Nível*: (hero, class) -> cost of the next level, one level per hero per round,
    in a class the hero has (cities, villages, castle) or the council's own class."""
    group = state.groups[state.actor]
    costs = {}
    for index, hero in enumerate(group.heroes):
        if hero.level >= MAX_LEVEL or hero.trained_round == state.turn:
            continue
        target = hero.level + 1
        if location.council_class:
            class_index = CLASSES.index(location.council_class)
            table = COUNCIL_OWN_CLASS_COST if hero.has_class(class_index) else LEVEL_COST
            costs[(index, class_index)] = table[target]
        else:
            for class_index in range(len(CLASSES)):
                if hero.has_class(class_index):
                    costs[(index, class_index)] = LEVEL_COST[target]
    return {choice: cost for choice, cost in costs.items() if cost <= group.gold}


def training_options(state: RpgQuestState, location: Location) -> list[Action]:
    group = state.groups[state.actor]
    actions = []
    for (index, class_index), cost in _level_costs(state, location).items():
        hero = group.heroes[index]
        actions.append(Action("level", (index, class_index),
                              f"Train {hero.name} to {LEVEL_NAMES[hero.level]}: "
                              f"+1 {CLASSES[class_index].title()} ({cost:,}gp)", hero.hero))
    return actions


def train_legal(state: RpgQuestState) -> list[Action]:
    location = location_here(state, state.actor)
    assert location is not None
    return [*training_options(state, location), Action("done", (), "Done training")]


def train_apply(state: RpgQuestState, action: Action) -> None:
    location = location_here(state, state.actor)
    assert location is not None
    if action.kind == "done":
        state.action_done()
        return
    group = state.groups[state.actor]
    index, class_index = action.args
    hero = group.heroes[index]
    group.gold -= _level_costs(state, location)[(index, class_index)]
    hero.level += 1
    hero.points[class_index] += 1
    hero.trained_round = state.turn
    state.log.append(f"{hero.name} becomes a {LEVEL_NAMES[hero.level - 1]} (+1 {CLASSES[class_index].title()}).")
    _level_victory_points(state)
    if not _level_costs(state, location):
        state.action_done()


def _level_victory_points(state: RpgQuestState) -> None:
    """1 VP each time three heroes of the group reach level 2, 3 and 4."""
    group = state.groups[state.actor]
    while group.level_vp < MAX_LEVEL - 1:
        level = group.level_vp + 2
        if sum(hero.level >= level for hero in group.heroes) < LEVEL_VP_HEROES:
            break
        group.level_vp += 1
        group.win_vp(1, "hero levels")
        state.log.append(f"Three heroes of {state.seat_name(state.actor)}'s group are "
                         f"{LEVEL_NAMES[level - 1]}s (+1 VP).")
