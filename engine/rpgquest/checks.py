"""Class tests: 2d6 plus the group's points of a class, against a difficulty.

*Combate* and *TESTES*: "the Player rolls 2d6 and adds the result to all the Points he has of
that Class ... Compare whether the Value obtained in this sum is EQUAL TO or HIGHER than the
Difficulty"; a natural 2 always fails and a natural 12 always succeeds; "some Magic Items
allow adding Class Points AFTER the 2d6 roll". Combat, stealthy evasion, missions, rumours and
the Torre's laboratory all test through here: `start` asks for one 2d6 per test, offers what
may change a roll once the dice are seen, and carries on with `then` when the tests are over.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from engine.core import Action, DiceRequest
from engine.rpgquest.decks import MagicItem, decks
from engine.rpgquest.flow import carry_on
from engine.rpgquest.odds import passes
from engine.rpgquest.orders import lasting_bonus
from engine.rpgquest.world_data import CLASSES
from engine.words import count

if TYPE_CHECKING:
    from engine.rpgquest.state import RpgQuestState


@dataclass(slots=True)
class Check:
    """Tests in progress for one group: what is tested, what each settled test made."""

    seat: int
    tests: tuple[tuple[str, int], ...]  # (class, difficulty) in the order they are rolled
    subject: str  # the monster, mission or rumour tested against (a card id or a place key)
    label: str  # "against the Orcs": how the dice dialog and the log name the test
    then: str  # the continuation when the tests are over
    all_tests: bool = False  # roll every test even after a failure (a result table reads them all)
    graded: bool = False  # the total itself matters (a result table): items are offered on any roll
    totals: list[int] = field(default_factory=list)  # each settled test's 2d6 + points
    passed: list[bool] = field(default_factory=list)
    naturals: list[int] = field(default_factory=list)  # each settled test's 2d6 alone
    roll: tuple[int, int] | None = None  # the dice of the test being decided
    bonus_after: int = 0  # points added to it after the roll
    kept: tuple[int, int] | None = None  # the dice a Mana Crystal re-rolled: the better roll is kept

    @property
    def index(self) -> int:
        """The test being rolled or decided."""
        return len(self.totals)

    @property
    def won(self) -> bool:
        """Every test was rolled and passed."""
        return len(self.passed) == len(self.tests) and all(self.passed)

    def clone(self) -> Check:
        return Check(self.seat, self.tests, self.subject, self.label, self.then, self.all_tests, self.graded,
                     list(self.totals), list(self.passed), list(self.naturals), self.roll, self.bonus_after,
                     self.kept)

    def to_json(self) -> list:
        return [self.seat, [list(test) for test in self.tests], self.subject, self.label, self.then,
                self.all_tests, self.graded, list(self.totals), list(self.passed), list(self.naturals),
                list(self.roll) if self.roll else None, self.bonus_after,
                list(self.kept) if self.kept else None]

    @staticmethod
    def from_json(data: list) -> Check:
        seat, tests, subject, label, then, all_tests, graded, totals, passed, naturals, roll, bonus, kept = data
        return Check(seat, tuple((str(c), int(d)) for c, d in tests), subject, label, then, all_tests, graded,
                     list(totals), list(passed), list(naturals), (roll[0], roll[1]) if roll else None, bonus,
                     (kept[0], kept[1]) if kept else None)


def points(state: RpgQuestState, seat: int, class_name: str) -> int:
    """What a test of `class_name` adds for the group of `seat`: its points, its artifacts and its Order."""
    group = state.groups[seat]
    return group.points(CLASSES.index(class_name)) + lasting_bonus(group.order, group.illuminati, group.artifacts,
                                                                   class_name)


def start(state: RpgQuestState, tests: tuple[tuple[str, int], ...], *, subject: str, label: str, then: str,
          all_tests: bool = False, graded: bool = False) -> None:
    """The acting group makes `tests` in order; the first 2d6 is asked for."""
    state.check = Check(state.actor, tests, subject, label, then, all_tests, graded)
    state.phase = "check"
    state.dice = "test"


def settled(state: RpgQuestState) -> Check:
    """The tests are over: what they made, taken off the table (a continuation's first step)."""
    check = _current(state)
    state.check = None
    return check


def _current(state: RpgQuestState) -> Check:
    check = state.check
    assert check is not None
    return check


def dice_request(state: RpgQuestState) -> DiceRequest:
    check = _current(state)
    class_name, difficulty = check.tests[check.index]
    bonus = points(state, check.seat, class_name)
    against = f" vs {difficulty}" if difficulty else ""
    return DiceRequest((6, 6), f"{class_name.title()} test 2d6+{bonus}{against} {check.label}", check.seat)


def roll(state: RpgQuestState, values: tuple[int, ...]) -> None:
    check = _current(state)
    state.dice = None
    check.roll = (values[0], values[1])
    if check.kept:
        if sum(check.kept) > sum(check.roll):
            state.log.append(f"The Mana's new roll ({values[0]}+{values[1]}) is worse: the first one is kept.")
            check.roll = check.kept
        check.kept = None
    check.bonus_after = 0
    if boosts(state) and (check.graded or not _passes(state)):
        state.phase = "after_roll"
        return
    _settle(state)


def _total(state: RpgQuestState) -> int:
    check = _current(state)
    assert check.roll is not None
    class_name = check.tests[check.index][0]
    return sum(check.roll) + points(state, check.seat, class_name) + check.bonus_after


def _passes(state: RpgQuestState) -> bool:
    check = _current(state)
    assert check.roll is not None
    class_name, difficulty = check.tests[check.index]
    bonus = points(state, check.seat, class_name) + check.bonus_after
    return passes(sum(check.roll), bonus, difficulty)


def boosts(state: RpgQuestState) -> list[Action]:
    """What may still change the test just rolled: items that add points after the roll, or a re-roll.
    A natural 12 needs nothing; a natural 2 fails whatever is added, but new dice replace it."""
    check = _current(state)
    assert check.roll is not None
    if sum(check.roll) == 12:
        return []
    snake_eyes = sum(check.roll) == 2
    class_name = check.tests[check.index][0]
    actions = []
    for item_id, uses in sorted(state.groups[check.seat].items.items()):
        item = decks().items[item_id]
        if item.effect == "after_roll" and item.item_class == class_name and uses and not snake_eyes:
            actions.append(Action("boost", (item_id,), f"Use {item.name}: +{item.amount} {class_name.title()} "
                                                      f"({count(uses, 'use')} left)", item_id))
        elif item.effect == "reroll" and uses:
            actions.append(Action("reroll", (item_id,), f"Roll again with {item.name} ({count(uses, 'use')} left)",
                                  item_id))
    crystals = state.groups[check.seat].mana
    if crystals:
        actions.append(Action("mana_reroll", (), f"Re-roll the 2d6 with a Mana Crystal, keeping the better roll "
                                                 f"({count(crystals, 'crystal')} carried)"))
    return actions


def after_roll_legal(state: RpgQuestState) -> list[Action]:
    check = _current(state)
    difficulty = check.tests[check.index][1]
    total = _total(state)
    if check.graded:
        verdict = f"makes {total}" + (f" against {difficulty}" if difficulty else "")
    else:
        verdict = f"{total} against {difficulty} fails"
    return [*boosts(state), Action("accept", (), f"Accept the roll: {verdict}")]


def after_roll_apply(state: RpgQuestState, action: Action) -> None:
    check = _current(state)
    if action.kind == "accept":
        _settle(state)
        return
    if action.kind == "mana_reroll":
        state.groups[check.seat].mana -= 1
        state.log.append("A Mana Crystal bends chance: the dice are rolled again.")
        check.kept, check.roll = check.roll, None
        state.dice = "test"
        state.phase = "check"
        return
    item = spend_item(state, check.seat, action.args[0])
    if action.kind == "reroll":
        state.log.append(f"{item.name} is used: the dice are rolled again.")
        check.roll = None
        state.dice = "test"
        state.phase = "check"
        return
    check.bonus_after += item.amount
    state.log.append(f"{item.name} adds {item.amount} after the roll.")
    if not boosts(state) or (not check.graded and _passes(state)):
        _settle(state)


def spend_item(state: RpgQuestState, seat: int, item_id: str) -> MagicItem:
    """One use of a group's item; a spent item goes to the discard pile."""
    group = state.groups[seat]
    group.items[item_id] -= 1
    if not group.items[item_id]:
        del group.items[item_id]
        state.item_discard.append(item_id)
    return decks().items[item_id]


def _settle(state: RpgQuestState) -> None:
    check = _current(state)
    assert check.roll is not None
    class_name, difficulty = check.tests[check.index]
    won = _passes(state)
    total = _total(state)
    against = f" against {difficulty}" if difficulty else ""
    verdict = (": passed" if won else ": failed") if difficulty else ""
    state.log.append(f"{class_name.title()} test {check.label}: {check.roll[0]}+{check.roll[1]} makes "
                     f"{total}{against}{verdict}.")
    check.totals.append(total)
    check.passed.append(won)
    check.naturals.append(sum(check.roll))
    check.roll = None
    check.bonus_after = 0
    if check.index < len(check.tests) and (won or check.all_tests):
        state.phase = "check"
        state.dice = "test"
        return
    carry_on(state, check.then)
