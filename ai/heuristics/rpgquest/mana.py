"""What Mana is worth to a group: a crystal's best use, the geysers, and the Torre's laboratory.

*Explorar Mana*: an action on a geyser rolls 1d10, 1-5 that much damage, 6+ a crystal; at most 2 are
carried (a third explodes for 1d6). A crystal re-rolls a test's 2d6 keeping the better roll, sells for
500gp at the Torre dos Magos, or two trade there for 1 VP; *Criar Itens Mágicos* spends one on a Mage
test: 2-6 it explodes (1d6 damage), 7-10 / 11-14 / 15+ draw 2 / 3 / 4 magic items, one kept, and 1 VP.
A crystal is worth the best of these: kept for the re-roll of the hardest test of a fight the group
will take (the exact gain in its chance), or the Torre's best use less the way there.
"""

from __future__ import annotations

from dataclasses import dataclass

from ai.heuristics.rpgquest import values as v
from ai.heuristics.rpgquest.distances import FAR, distances
from ai.heuristics.rpgquest.fights import Fight, weigh, wound_cost
from ai.heuristics.rpgquest.goals import Goal
from ai.heuristics.rpgquest.items import best_of, deck_worths
from engine.rpgquest.checks import points
from engine.rpgquest.mana import ACCIDENT_UP_TO, CARRIED, CREATION_TEST, CRYSTALS_PER_VP, ITEMS_DRAWN, MANA_DIE, SALE
from engine.rpgquest.odds import TWO_DICE, passes
from engine.rpgquest.places import standing
from engine.rpgquest.state import RpgQuestState

CRYSTAL_CHANCE = (MANA_DIE - ACCIDENT_UP_TO) / MANA_DIE  # 1d10: 6 or more
ACCIDENT = tuple(range(1, ACCIDENT_UP_TO + 1))  # 1-5: that much damage
EXPLOSION = (1, 2, 3, 4, 5, 6)  # 1d6: a crystal too many, or the laboratory's failure
TORRE = "torre"


def rerolled(chances: list[float], rerolls: int = 1) -> float:
    """The chance of passing every test in turn when `rerolls` failures may be rolled again (a failed
    test re-rolled passes with its own chance again)."""
    win = [1.0] * (rerolls + 1)
    for p in reversed(chances):
        win = [p * win[r] + (1 - p) * p * win[r - 1] if r else p * win[r] for r in range(rerolls + 1)]
    return win[rerolls]


@dataclass(frozen=True, slots=True)
class Reroll:
    """The test a crystal kept would re-roll: the fight, its hardest test, what the re-roll adds."""

    fight: Fight
    test: tuple[str, int, int, float]  # class, the group's bonus, difficulty, chance
    worth: float

    def text(self) -> str:
        """'rerolls the Mage 2d6+2 vs 10 you fail 58% of the time against the Observer'."""
        name, bonus, difficulty, chance = self.test
        return f"rerolls the {name.title()} 2d6+{bonus} vs {difficulty} you fail {1 - chance:.0%} of the time " \
               f"against the {self.fight.name}"


def best_reroll(state: RpgQuestState, seat: int) -> Reroll | None:
    """The fight where a re-roll adds most: the Great Challenges in play and the monsters on the map
    the group would fight with one."""
    best = None
    for monster in [*sorted(state.great), *(stack[-1] for _, stack in sorted(state.map_monsters.items()))]:
        fight = weigh(state, seat, monster)
        if not fight.tests:
            continue
        chance = rerolled([p for *_, p in fight.tests])
        if monster not in state.great and chance * fight.gain - (1 - chance) * fight.loss <= 0:
            continue
        worth = (chance - fight.chance) * (fight.gain + fight.loss) * v.later(state)
        if best is None or worth > best.worth:
            best = Reroll(fight, min(fight.tests, key=lambda test: test[3]), worth)
    return best


@dataclass(frozen=True, slots=True)
class Laboratory:
    """The Torre's Mage test for one group: each 2d6 total's worth, and its chance."""

    bonus: int  # the group's Mage bonus
    win: float  # 1 VP, with the game when it reaches the target
    draws: dict[int, float]  # magic items drawn -> the best one's expected worth
    explosion: float  # 1d6 damage

    def row(self, dice: int, after: int = 0) -> float:
        """What a natural `dice` on 2d6 (and `after` points added after the roll) makes."""
        total = dice + self.bonus + after
        if not passes(dice, self.bonus + after, CREATION_TEST[1]):
            return -self.explosion
        return self.win + self.draws[next(count for at_least, count in ITEMS_DRAWN if total >= at_least)]

    def worth(self) -> float:
        return sum(self.row(a + b) for a, b in TWO_DICE) / len(TWO_DICE)

    def chance(self) -> float:
        return sum(passes(a + b, self.bonus, CREATION_TEST[1]) for a, b in TWO_DICE) / len(TWO_DICE)

    def rerolled(self, dice: int, keep: bool) -> float:
        """What rolling again adds to `dice`: the better of both kept (a crystal) or the new roll."""
        now = self.row(dice)
        new = [self.row(max(dice, a + b) if keep else a + b) for a, b in TWO_DICE]
        return sum(new) / len(new) - now


def laboratory(state: RpgQuestState, seat: int, reroll: float) -> Laboratory:
    """The laboratory for the group of `seat`: a VP that wins the game leaves the item nothing to do."""
    finish = v.finishing(state, seat, 1)
    worths = [0.0] if finish else deck_worths(state, seat, reroll)
    draws = {count: best_of(worths, count) for _, count in ITEMS_DRAWN}
    return Laboratory(points(state, seat, CREATION_TEST[0]), 1 + finish, draws, wound_cost(state, seat, EXPLOSION))


@dataclass(frozen=True, slots=True)
class Crystal:
    """What a Mana Crystal is worth to one group now, use by use, in VP."""

    reroll: Reroll | None
    lab: Laboratory
    trade: float  # half of the VP two crystals buy
    way: float  # the way to the Torre (FAR: fallen, or out of reach)
    wins: bool  # a VP made of it wins the game: nothing is left to keep a crystal for

    @property
    def hold(self) -> float:
        return self.reroll.worth if self.reroll else 0.0

    @property
    def sale(self) -> float:
        return SALE * v.GOLD

    def create(self) -> float:
        return self.lab.worth()

    def at_torre(self) -> float:
        """The Torre's best use of a crystal."""
        return max(self.sale, self.trade, self.create())

    def worth(self) -> float:
        """Kept for the re-roll, or taken to the Torre."""
        return max(self.hold, self.at_torre() - self.way)

    def torre_text(self) -> str:
        """The Torre's best use, in the game's terms."""
        best = self.at_torre()
        if best == self.create():
            return f"a magic item and 1 VP at the Torre dos Magos {self.lab.chance():.0%} of the time " \
                   f"(Mage 2d6+{self.lab.bonus} vs {CREATION_TEST[1]})"
        if best == self.trade:
            return "1 VP with a second crystal at the Torre dos Magos"
        return f"{SALE}gp at the Torre dos Magos"

    def text(self) -> str:
        """'a crystal: rerolls the Mage 2d6+2 vs 10 you fail 58% of the time ...; 500gp at the Torre'."""
        kept = f"{self.reroll.text()}; " if self.reroll else ""
        return f"a crystal: {kept}{self.torre_text()}"


def appraise(state: RpgQuestState, seat: int) -> Crystal:
    """A crystal's worth to the group of `seat` (worked out once a decision)."""
    reroll = best_reroll(state, seat)
    where = state.world.location_hexes.get(TORRE)
    mp = distances(state.world).mp(state.groups[seat].hex, where) if where and standing(state, TORRE) else FAR
    way = v.way(mp) if mp < FAR else float(FAR)
    lab = laboratory(state, seat, reroll.worth if reroll else 0.0)
    finish = v.finishing(state, seat, 1)
    return Crystal(reroll, lab, (1 + finish) / CRYSTALS_PER_VP, way, finish > 0)


def explore_worth(state: RpgQuestState, seat: int, crystal: Crystal) -> float:
    """Exploring a geyser: a crystal at its worth (a third one explodes), or an accident's damage."""
    found = crystal.worth() if state.groups[seat].mana < CARRIED else -wound_cost(state, seat, EXPLOSION)
    return CRYSTAL_CHANCE * found - (1 - CRYSTAL_CHANCE) * wound_cost(state, seat, ACCIDENT)


def kept_instead(crystal: Crystal, held: int, use: str) -> float:
    """What a crystal spent on `use` would be worth otherwise: kept, or at the Torre's other uses
    (nothing, when the VP it makes wins the game)."""
    if crystal.wins and use != "sale":
        return 0.0
    others = {"hold": crystal.hold, "sale": crystal.sale, "create": crystal.create(),
              "trade": crystal.trade if held >= CRYSTALS_PER_VP else 0.0}
    others.pop(use)
    return max(others.values())


def mana_goals(state: RpgQuestState, seat: int, crystal: Crystal) -> list[Goal]:
    """The geysers while the group has room for a crystal, and the Torre while its crystals are worth
    more there than kept."""
    group = state.groups[seat]
    found = []
    explore = explore_worth(state, seat, crystal)
    if explore > 0 and group.mana < CARRIED:
        why = f"explore the Mana geysers ({CRYSTAL_CHANCE:.0%} {crystal.text()})"
        found += [Goal(where, explore, why) for where in state.world.marked.get("mana", ())]
    gain = crystal.at_torre() - crystal.hold
    if group.mana and gain > 0 and crystal.way < FAR:
        why = f"take the Mana to the Torre: {crystal.torre_text()}"
        found.append(Goal(state.world.location_hexes[TORRE], group.mana * gain, why, inside=True))
    return found
