"""What a fight is worth to a group: its real tests, its real damage, and what it pays.

*Combate*: every test of the monster passed on 2d6 + the group's points (the engine's exact
`pass_chance`, with the Order and the artifacts, `checks.points`); lost, "Ambush Monsters - 1d3,
Wandering Monsters - 1d3+1, Great Challenges - 1d6", placed where it kills nobody while the group
has room for it. Won: the monster's gold, a trophy for a lesser monster, and for a Great Challenge
its bounty (the card's gold, 1,000gp a place it destroyed, *Grandes Destruições!*) and its Victory
Points. The Monster Attack fights a place's invaders at 10/10 (*Salvar uma Cidade/Vila*) and
saving the place pays 1 VP. Beating monsters on a hex where another group stands rescues it and
pays 1 VP more (*Salvar um Grupo de Heróis*: "a Victory Point for saving their fellow Adventurers from danger!").
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from ai.heuristics.rpgquest import values as v
from engine.rpgquest.challenges import GreatChallenge
from engine.rpgquest.checks import points
from engine.rpgquest.combat import RESCUE_VP
from engine.rpgquest.decks import AmbushMonster, decks
from engine.rpgquest.hexes import Hex
from engine.rpgquest.odds import pass_chance
from engine.rpgquest.ruins import SAVING_VP, invaders_tests
from engine.rpgquest.state import RpgQuestState

DIE_FACES = {"1d3": (1, 2, 3), "1d6": (1, 2, 3, 4, 5, 6)}


@cache
def chance(bonus: int, difficulty: int) -> float:
    """The exact chance that 2d6 + `bonus` passes `difficulty`, as a float."""
    return float(pass_chance(bonus, difficulty))


@dataclass(frozen=True, slots=True)
class Fight:
    """A fight weighed for one group: the chance of winning every test, the tests as the group
    makes them (class, 2d6 + bonus, difficulty, chance), and the worth in VP."""

    name: str  # the monster's, as printed
    chance: float
    tests: tuple[tuple[str, int, int, float], ...]
    gain: float  # what winning pays, in VP
    loss: float  # what losing costs, in VP
    worth: float

    def odds_text(self) -> str:
        """'Warrior 2d6+5 vs 11: 58%, Cleric 2d6+6 vs 10: 83%'."""
        return odds_text(self.tests)


def made(state: RpgQuestState, seat: int, tests: Iterable[tuple[str, int]]) -> tuple[tuple[str, int, int, float], ...]:
    """`tests` ((class, difficulty)) as the group of `seat` makes them: (class, bonus, difficulty, chance)."""
    return tuple((class_name, bonus, difficulty, chance(bonus, difficulty))
                 for class_name, difficulty in tests for bonus in (points(state, seat, class_name),))


def odds_text(tests: tuple[tuple[str, int, int, float], ...]) -> str:
    """Tests as `made` gives them, as a player reads them: 'Rogue 2d6+3 vs 9: 42%'."""
    return ", ".join(f"{c.title()} 2d6+{bonus} vs {d}: {p:.0%}" for c, bonus, d, p in tests)


def damage_faces(monster_id: str) -> tuple[int, ...]:
    """The damage markers a lost fight may deal, one entry per face of its die."""
    foe = decks().foe(monster_id)
    die = foe.damage if isinstance(foe, GreatChallenge) else "1d3"
    extra = getattr(foe, "extra_damage", 0)
    return tuple(face + extra for face in DIE_FACES[die])


def wound_cost(state: RpgQuestState, seat: int, faces: tuple[int, ...]) -> float:
    """What taking one of `faces` damage markers costs the group: the wounds, and a hero lost when
    the damage is more than the heroes can take between them without one dying."""
    heroes = state.groups[seat].heroes
    room = sum(max(0, hero.hit_points - hero.damage - 1) for hero in heroes)
    alive = sum(hero.hit_points - hero.damage for hero in heroes)
    cost = 0.0
    for damage in faces:
        cost += damage * v.WOUND
        if damage > room:
            cost += v.DEATH * (len(heroes) if damage >= alive else 1)
    return cost / len(faces)


def rescued(state: RpgQuestState, seat: int, where: Hex) -> list[int]:
    """The other groups, with heroes, standing on `where`: beating the monsters there rescues them
    (the engine's `combat` pays the Victory Point on the same terms)."""
    return [other for other, group in enumerate(state.groups)
            if other != seat and group.hex == where and group.heroes]


def weigh(state: RpgQuestState, seat: int, monster_id: str, invaders: bool = False, stake: float = 0.0,
          rescue: bool = False) -> Fight:
    """The fight against `monster_id` now (`invaders`: the Monster Attack on a place they hold);
    `stake` is what the defence of Arcádia gains if it is won, `rescue` whether it saves another
    group standing on the monsters' hex."""
    foe = decks().foe(monster_id)
    group = state.groups[seat]
    tests = invaders_tests(foe.tests) if invaders else foe.tests
    rolled = made(state, seat, tests)
    won = 1.0
    for *_, p in rolled:
        won *= p
    gain = foe.gold * v.GOLD + stake
    if isinstance(foe, GreatChallenge):
        gain += state.bounty.get(monster_id, 0) * v.GOLD + foe.vp + v.finishing(state, seat, foe.vp)
    elif isinstance(foe, AmbushMonster):  # the invaders of a place are a trophy too
        gain += v.TROPHY * (1 + group.trophies.get(monster_id, 0)) / 2
    if invaders:
        gain += SAVING_VP + v.finishing(state, seat, SAVING_VP)
    if rescue:
        gain += RESCUE_VP + v.finishing(state, seat, RESCUE_VP)
    loss = wound_cost(state, seat, damage_faces(monster_id))
    return Fight(foe.name, won, rolled, gain, loss, won * gain - (1 - won) * loss)
