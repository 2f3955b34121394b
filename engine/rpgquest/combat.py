"""Combat: two (or three) class tests on 2d6, then the pay or the wounds.

*Combate*: tests in class order; natural 2 fails and natural 12 succeeds; items that add
points after the roll are a decision once the dice are seen; win every test to win. A lost
combat deals 1d3 damage (ambush monsters; 1d3+1 a Wandering Monster), which the player
allocates hero by hero.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.core import Action, DiceRequest
from engine.rpgquest import challenges, ruins
from engine.rpgquest.challenges import GreatChallenge
from engine.rpgquest.decks import AmbushMonster, MagicItem, decks
from engine.rpgquest.odds import d3, passes
from engine.rpgquest.world_data import CLASSES

if TYPE_CHECKING:
    from engine.rpgquest.state import RpgQuestState

TROPHY_VP_AT = 4


@dataclass(slots=True)
class Combat:
    """A fight in progress: which monster, where it came from, and how far the tests are."""

    monster: str
    ambush: bool
    test: int = 0
    roll: tuple[int, int] | None = None
    bonus_after: int = 0  # points added after the roll by items
    damage: int = 0  # damage markers still to allocate
    place: str = ""  # the Location whose invaders are fought (the Monster Attack), if any

    def clone(self) -> Combat:
        return Combat(self.monster, self.ambush, self.test, self.roll, self.bonus_after, self.damage, self.place)

    def to_json(self) -> list:
        return [self.monster, self.ambush, self.test, list(self.roll) if self.roll else None,
                self.bonus_after, self.damage, self.place]

    @staticmethod
    def from_json(data: list) -> Combat:
        monster, ambush, test, roll, bonus, damage, place = data
        return Combat(monster, ambush, test, (roll[0], roll[1]) if roll else None, bonus, damage, place)


def tests_of(combat: Combat) -> tuple[tuple[str, int], ...]:
    tests = decks().foe(combat.monster).tests
    return ruins.invaders_tests(tests) if combat.place else tests


def begin(state: RpgQuestState, monster: str, ambush: bool, place: str = "") -> None:
    """A combat starts: the first test's dice are asked for (`place`: the invaded Location fought for)."""
    state.combat = Combat(monster, ambush, place=place)
    state.phase = "combat"
    state.dice = "test"
    name = decks().foe(monster).name
    how = "ambush" if ambush else "attack"
    state.log.append(f"{state.seat_name(state.actor)}'s group {how}s: {name} on the hex!"
                     if not ambush else f"Ambush! {name} fall on {state.seat_name(state.actor)}'s group.")


def dice_request(state: RpgQuestState) -> DiceRequest:
    combat = state.combat
    assert combat is not None
    name = decks().foe(combat.monster).name
    if state.dice == "damage":
        foe = decks().foe(combat.monster)
        die = foe.damage if isinstance(foe, GreatChallenge) else f"1d3{f'+{foe.extra_damage}' * bool(foe.extra_damage)}"
        return DiceRequest((6,), f"{die} damage from the {name}", state.actor)
    class_name, difficulty = tests_of(combat)[combat.test]
    bonus = state.groups[state.actor].points(CLASSES.index(class_name))
    return DiceRequest((6, 6), f"{class_name.title()} test 2d6+{bonus} vs {difficulty} against the {name}",
                       state.actor)


def roll(state: RpgQuestState, values: tuple[int, ...]) -> None:
    combat = state.combat
    assert combat is not None
    if state.dice == "damage":
        state.dice = None
        foe = decks().foe(combat.monster)
        combat.damage = values[0] if isinstance(foe, GreatChallenge) else d3(values[0]) + foe.extra_damage
        state.log.append(f"The group takes {combat.damage} damage.")
        if not state.groups[state.actor].heroes:  # nobody left to take it (the Character Deck ran out)
            _defeat(state)
            return
        state.phase = "damage"
        return
    state.dice = None
    combat.roll = (values[0], values[1])
    combat.bonus_after = 0
    if _boosts(state) and not _test_passes(state):
        state.phase = "after_roll"
        return
    _settle_test(state)


def _test_passes(state: RpgQuestState) -> bool:
    combat = state.combat
    assert combat is not None and combat.roll is not None
    class_name, difficulty = tests_of(combat)[combat.test]
    bonus = state.groups[state.actor].points(CLASSES.index(class_name)) + combat.bonus_after
    return passes(sum(combat.roll), bonus, difficulty)


def _boosts(state: RpgQuestState) -> list[Action]:
    """Items that may still change the test just rolled: points after the roll, or a re-roll."""
    combat = state.combat
    assert combat is not None and combat.roll is not None
    if sum(combat.roll) in (2, 12):
        return []
    class_name = tests_of(combat)[combat.test][0]
    actions = []
    for item_id, uses in sorted(state.groups[state.actor].items.items()):
        item = decks().items[item_id]
        if item.effect == "after_roll" and item.item_class == class_name and uses:
            actions.append(Action("boost", (item_id,), f"Use {item.name}: +{item.amount} {class_name.title()} "
                                                      f"({uses} use{'s' * (uses != 1)} left)", item_id))
        elif item.effect == "reroll" and uses:
            actions.append(Action("reroll", (item_id,), f"Roll again with {item.name} "
                                                       f"({uses} use{'s' * (uses != 1)} left)", item_id))
    return actions


def after_roll_legal(state: RpgQuestState) -> list[Action]:
    combat = state.combat
    assert combat is not None and combat.roll is not None
    class_name, difficulty = tests_of(combat)[combat.test]
    total = sum(combat.roll) + state.groups[state.actor].points(CLASSES.index(class_name)) + combat.bonus_after
    return [*_boosts(state), Action("accept", (), f"Accept the roll: {total} against {difficulty} fails")]


def after_roll_apply(state: RpgQuestState, action: Action) -> None:
    combat = state.combat
    assert combat is not None
    if action.kind == "accept":
        _settle_test(state)
        return
    item = spend_item(state, action.args[0])
    if action.kind == "reroll":
        state.log.append(f"{item.name} is used: the dice are rolled again.")
        state.dice = "test"
        state.phase = "combat"
        return
    combat.bonus_after += item.amount
    state.log.append(f"{item.name} adds {item.amount} after the roll.")
    if _test_passes(state) or not _boosts(state):
        _settle_test(state)


def spend_item(state: RpgQuestState, item_id: str) -> MagicItem:
    """One use of the acting group's item; a spent item goes to the discard pile."""
    group = state.groups[state.actor]
    group.items[item_id] -= 1
    if not group.items[item_id]:
        del group.items[item_id]
        state.item_discard.append(item_id)
    return decks().items[item_id]


def _settle_test(state: RpgQuestState) -> None:
    combat = state.combat
    assert combat is not None and combat.roll is not None
    class_name, difficulty = tests_of(combat)[combat.test]
    won = _test_passes(state)
    total = sum(combat.roll) + state.groups[state.actor].points(CLASSES.index(class_name)) + combat.bonus_after
    state.log.append(f"{class_name.title()} test: {combat.roll[0]}+{combat.roll[1]} makes {total} "
                     f"against {difficulty}: {'passed' if won else 'failed'}.")
    combat.roll = None
    if not won:
        state.phase = "combat"
        state.dice = "damage"
        return
    combat.test += 1
    if combat.test < len(tests_of(combat)):
        state.phase = "combat"
        state.dice = "test"
        return
    _victory(state)


def _victory(state: RpgQuestState) -> None:
    combat = state.combat
    assert combat is not None
    group = state.groups[state.actor]
    monster = decks().foe(combat.monster)
    group.gold += monster.gold
    if combat.place:
        ruins.saved(state, combat.place)
    elif not combat.ambush:
        stack = state.map_monsters[group.hex]
        stack.remove(monster.id)
        if not stack:
            del state.map_monsters[group.hex]
    state.log.append(f"Victory over the {monster.name}: {monster.gold}gp for the group.")
    if isinstance(monster, AmbushMonster):
        _trophy(state, monster)
    elif isinstance(monster, GreatChallenge):
        challenges.beaten(state, monster)
    else:
        state.wandering_discard.append(monster.id)
    rescued = [seat for seat, other in enumerate(state.groups)
               if seat != state.actor and other.hex == group.hex and other.heroes]
    if rescued and not combat.ambush and not combat.place:
        group.vp += 1
        names = ", ".join(state.seat_name(seat) for seat in rescued)
        state.log.append(f"{state.seat_name(state.actor)}'s group saves {names} from the monsters (+1 VP).")
    state.combat = None
    state.action_done()


def _trophy(state: RpgQuestState, monster: AmbushMonster) -> None:
    """The token is kept (x1, x2 with the duplicate back in the bag); four of a kind make a title."""
    group = state.groups[state.actor]
    beaten = group.trophies.get(monster.id, 0) + 1
    group.trophies[monster.id] = beaten
    if beaten > 1:
        state.bag[monster.id] += 1  # the duplicate token goes back into the bag
    if beaten == TROPHY_VP_AT:
        group.vp += 1
        group.titles.append(monster.title)
        state.log.append(f"Four {monster.name} beaten: {state.seat_name(state.actor)}'s group are "
                         f"\"{monster.title}\" (+1 VP).")


def damage_legal(state: RpgQuestState) -> list[Action]:
    combat = state.combat
    assert combat is not None
    group = state.groups[state.actor]
    actions = []
    for item_id, uses in sorted(group.items.items()):
        item = decks().items[item_id]
        if item.effect == "protection" and uses:
            actions.append(Action("protect", (item_id,), f"{item.name} stops {item.amount} damage "
                                                        f"({uses} use{'s' * (uses != 1)} left)", item_id))
    for index, hero in enumerate(group.heroes):
        fate = " — this kills them" if hero.damage + 1 > hero.hit_points else ""
        actions.append(Action("wound", (index,), f"A damage marker on {hero.name} "
                                                f"({hero.damage}/{hero.hit_points} taken){fate}"))
    return actions


def damage_apply(state: RpgQuestState, action: Action) -> None:
    combat = state.combat
    assert combat is not None
    group = state.groups[state.actor]
    if action.kind == "protect":
        item = spend_item(state, action.args[0])
        combat.damage = max(0, combat.damage - item.amount)
        state.log.append(f"{item.name} stops {item.amount} damage.")
    else:
        hero = group.heroes[action.args[0]]
        hero.damage += 1
        combat.damage -= 1
        if hero.damage > hero.hit_points:
            state.hero_dies(state.actor, action.args[0])
    if combat.damage and group.heroes:
        return
    _defeat(state)


def _defeat(state: RpgQuestState) -> None:
    combat = state.combat
    assert combat is not None
    group = state.groups[state.actor]
    if combat.ambush:
        state.map_monsters.setdefault(group.hex, []).append(combat.monster)
    name = decks().foe(combat.monster).name
    state.log.append(f"The {name} hold the hex.")
    state.combat = None
    if not group.heroes:
        state.group_lost(state.actor)
    state.action_done()
