"""Combat: two (or three) class tests on 2d6, then the pay or the wounds.

*Combate*: tests in class order (`checks`: natural 2 fails, natural 12 succeeds, items after the
roll); win every test to win. A lost combat deals 1d3 damage (ambush monsters; 1d3+1 a
Wandering Monster), which the player allocates hero by hero (`wounds`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.core import Action
from engine.rpgquest import checks, wounds
from engine.rpgquest.decks import AmbushMonster, decks
from engine.rpgquest.flow import continuation
from engine.rpgquest.hexes import Hex

if TYPE_CHECKING:
    from engine.rpgquest.state import RpgQuestState

TROPHY_VP_AT = 4


@dataclass(slots=True)
class Combat:
    """A fight in progress: which monster, where, and whether it fell on the group from ambush."""

    monster: str
    ambush: bool
    where: Hex

    def clone(self) -> Combat:
        return Combat(self.monster, self.ambush, self.where)

    def to_json(self) -> list:
        return [self.monster, self.ambush, list(self.where)]

    @staticmethod
    def from_json(data: list) -> Combat:
        monster, ambush, where = data
        return Combat(monster, ambush, (where[0], where[1]))


def begin(state: RpgQuestState, monster: str, ambush: bool) -> None:
    """A combat starts: the first test's dice are asked for."""
    group = state.groups[state.actor]
    state.combat = Combat(monster, ambush, group.hex)
    foe = decks().foe(monster)
    state.log.append(f"Ambush! {foe.name} fall on {state.seat_name(state.actor)}'s group." if ambush else
                     f"{state.seat_name(state.actor)}'s group attacks: {foe.name} on the hex!")
    checks.start(state, foe.tests, subject=monster, label=f"against the {foe.name}", then="combat")


def fight(state: RpgQuestState, action: Action) -> None:
    """The Fight action: the group attacks the monster on top of the stack on its hex."""
    begin(state, state.map_monsters[state.groups[state.actor].hex][-1], ambush=False)


@continuation("combat")
def _tests_over(state: RpgQuestState) -> None:
    check = state.check
    combat = state.combat
    assert check is not None and combat is not None
    state.check = None
    if check.won:
        _victory(state)
        return
    foe = decks().foe(combat.monster)
    wounds.roll(state, state.actor, "1d3", extra=foe.extra_damage, then="combat_lost", source=f"the {foe.name}")


def _victory(state: RpgQuestState) -> None:
    combat = state.combat
    assert combat is not None
    group = state.groups[state.actor]
    monster = decks().foe(combat.monster)
    group.gold += monster.gold
    if not combat.ambush:
        stack = state.map_monsters[combat.where]
        stack.remove(monster.id)
        if not stack:
            del state.map_monsters[combat.where]
    state.log.append(f"Victory over the {monster.name}: {monster.gold}gp for the group.")
    if isinstance(monster, AmbushMonster):
        _trophy(state, monster)
    else:
        state.wandering_discard.append(monster.id)
    rescued = [seat for seat, other in enumerate(state.groups)
               if seat != state.actor and other.hex == group.hex and other.heroes]
    if rescued and not combat.ambush:
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


@continuation("combat_lost")
def _defeat(state: RpgQuestState) -> None:
    combat = state.combat
    assert combat is not None
    if combat.ambush:
        state.map_monsters.setdefault(combat.where, []).append(combat.monster)
    state.log.append(f"The {decks().foe(combat.monster).name} hold the hex.")
    state.combat = None
    state.action_done()
