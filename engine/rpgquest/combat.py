"""Combat: two (or three) class tests on 2d6, then the pay or the wounds.

*Combate*: tests in class order (`checks`: natural 2 fails, natural 12 succeeds, items after the
roll); win every test to win. A lost combat deals 1d3 damage (ambush monsters; 1d3+1 a
Wandering Monster; 1d6 a Great Challenge), which the player allocates hero by hero (`wounds`).
The Monster Attack fights the invaders of a place (`ruins`) at 10/10.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.core import Action
from engine.rpgquest import challenges, checks, hordes, ruins, wounds
from engine.rpgquest.challenges import GreatChallenge
from engine.rpgquest.decks import AmbushMonster, decks
from engine.rpgquest.flow import continuation
from engine.rpgquest.hexes import Hex

if TYPE_CHECKING:
    from engine.rpgquest.state import RpgQuestState

TROPHY_VP_AT = 4
RESCUE_VP = 1  # *Salvar um Grupo de Heróis*: beating the monsters on the hex of a cornered group


@dataclass(slots=True)
class Combat:
    """A fight in progress: which monster, where, and whether it fell on the group from ambush."""

    monster: str
    ambush: bool
    where: Hex
    place: str = ""  # the Location whose invaders are fought (the Monster Attack), if any

    def clone(self) -> Combat:
        return Combat(self.monster, self.ambush, self.where, self.place)

    def to_json(self) -> list:
        return [self.monster, self.ambush, list(self.where), self.place]

    @staticmethod
    def from_json(data: list) -> Combat:
        monster, ambush, where, place = data
        return Combat(monster, ambush, (where[0], where[1]), place)


def begin(state: RpgQuestState, monster: str, ambush: bool, place: str = "") -> None:
    """A combat starts: the first test's dice are asked for (`place`: the invaded Location fought for)."""
    group = state.groups[state.actor]
    state.combat = Combat(monster, ambush, group.hex, place)
    foe = decks().foe(monster)
    state.log.append(f"{foe.name} fall on {state.seat_name(state.actor)}'s group." if ambush else
                     f"{state.seat_name(state.actor)}'s group attacks: {foe.name} on the hex!")
    tests = ruins.invaders_tests(foe.tests) if place else foe.tests
    checks.start(state, tests, subject=monster, label=f"against the {foe.name}", then="combat")


def fight(state: RpgQuestState, action: Action) -> None:
    """The Fight action: the group attacks the monster on top of the stack on its hex."""
    begin(state, state.map_monsters[state.groups[state.actor].hex][-1], ambush=False)


def monster_attack(state: RpgQuestState, action: Action) -> None:
    """The Monster Attack action: the group fights the invaders of the place on its hex at 10/10."""
    held = ruins.invaded_here(state)
    assert held is not None
    begin(state, state.invaded[held], ambush=False, place=held)


@continuation("combat")
def _tests_over(state: RpgQuestState) -> None:
    check = checks.settled(state)
    combat = state.combat
    assert combat is not None
    if check.won:
        _victory(state)
        return
    foe = decks().foe(combat.monster)
    if isinstance(foe, GreatChallenge):
        wounds.roll(state, state.actor, foe.damage, then="combat_lost", source=f"the {foe.name}")
    else:
        wounds.roll(state, state.actor, "1d3", extra=foe.extra_damage, then="combat_lost",
                    source=f"the {foe.name}")


def _victory(state: RpgQuestState) -> None:
    combat = state.combat
    assert combat is not None
    group = state.groups[state.actor]
    monster = decks().foe(combat.monster)
    group.gold += monster.gold
    if combat.place:
        ruins.saved(state, combat.place)
    elif not combat.ambush:
        hordes.lift(state, monster.id, combat.where)
        hordes.forget(state, combat.where, monster.id)
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
        group.win_vp(RESCUE_VP, "rescues")
        names = ", ".join(state.seat_name(seat) for seat in rescued)
        state.log.append(f"{state.seat_name(state.actor)}'s group saves {names} from the monsters (+{RESCUE_VP} VP).")
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
        group.win_vp(1, "monster trophies")
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
