"""RPGQuest: tests and wounds: a roll changed after it is made, a damage marker placed, an item kept.

A boost, a reroll or a mana reroll is worth what it adds to the chance of passing the test being
decided, times what passing it is worth (`rerolls`), less what it spends; at the laboratory, what it
adds on the result table. A wound goes to the hero who can best take it.
"""

from __future__ import annotations

from ai.heuristics.rpgquest.plan import Planner
from ai.heuristics.rpgquest.rerolls import bonus_now, pass_again, stake
from engine.core import Action
from engine.rpgquest.decks import decks
from engine.rpgquest.odds import passes
from engine.rpgquest.state import RpgQuestState


class Rolls(Planner):
    """The scorers and reasons of tests, wounds and rewards."""

    # -- a roll changed -----------------------------------------------------------
    def _roll_gain(self, state: RpgQuestState, seat: int, kind: str, amount: int = 0) -> float:
        """What changing the roll being decided adds: `amount` points after it (`boost`), the 2d6
        rolled again (`reroll`), or rolled again keeping the better (`mana_reroll`)."""
        check = state.check
        assert check is not None and check.roll is not None
        dice = sum(check.roll)
        if check.subject == "torre":
            lab = self.crystal(state, seat).lab
            after = check.bonus_after
            if kind == "boost":
                return lab.row(dice, after + amount) - lab.row(dice, after)
            return lab.rerolled(dice, keep=kind == "mana_reroll")
        difficulty = check.tests[check.index][1]
        if passes(dice, bonus_now(state, check), difficulty):
            return 0.0  # a result table already passed: its row is kept
        if kind == "boost":
            turned = passes(dice, bonus_now(state, check) + amount, difficulty)
            return stake(state, check) if turned else 0.0
        return pass_again(state, check) * stake(state, check)

    def _boost(self, state: RpgQuestState, seat: int, action: Action) -> float:
        item = decks().items[action.args[0]]
        use = self._item(state, seat, item) / max(item.uses, 1)
        gain = self._roll_gain(state, seat, "boost", item.amount)
        return gain - use if gain > 0 else -0.1

    def _reroll(self, state: RpgQuestState, seat: int, action: Action) -> float:
        gain = self._roll_gain(state, seat, "reroll")
        return gain - self.crystal(state, seat).hold if gain > 0 else -0.1

    def _mana_reroll(self, state: RpgQuestState, seat: int, action: Action) -> float:
        gain = self._roll_gain(state, seat, "mana_reroll")
        return gain - self.crystal(state, seat).worth() if gain > 0 else -0.1

    def _accept(self, state: RpgQuestState, seat: int, action: Action) -> float:
        return 0.0

    # -- wounds and rewards ----------------------------------------------------------
    def _wound(self, state: RpgQuestState, seat: int, action: Action) -> float:
        hero = state.groups[seat].heroes[action.args[0]]
        left = hero.hit_points - hero.damage
        return left - (100 if left <= 0 else 0) + sum(hero.points) * -0.01

    def _protect(self, state: RpgQuestState, seat: int, action: Action) -> float:
        return 5.0

    def _keep(self, state: RpgQuestState, seat: int, action: Action) -> float:
        return self._item(state, seat, decks().items[action.args[0]])

    # -- reasons -----------------------------------------------------------------
    def _why_mana_reroll(self, state: RpgQuestState, seat: int, action: Action) -> str:
        check = state.check
        assert check is not None
        spent = self.crystal(state, seat).text() if action.kind == "mana_reroll" else "the item has a use less"
        if check.subject == "torre":
            kept = ", the better kept," if action.kind == "mana_reroll" else ""
            return f"a new roll{kept} adds {self._roll_gain(state, seat, action.kind):.2f} VP on the laboratory's " \
                   f"table; {spent}"
        name, difficulty = check.tests[check.index]
        again = pass_again(state, check)
        return f"the {name.title()} 2d6+{bonus_now(state, check)} vs {difficulty} passes {again:.0%} of the time " \
               f"rolled again; {spent}"

    def _why_boost(self, state: RpgQuestState, seat: int, action: Action) -> str:
        check = state.check
        assert check is not None and check.roll is not None
        item = decks().items[action.args[0]]
        name, difficulty = check.tests[check.index]
        total = sum(check.roll) + bonus_now(state, check)
        turned = "passes it" if total + item.amount >= difficulty else "does not pass it"
        return f"the {name.title()} test makes {total} against {difficulty}: +{item.amount} after the roll {turned}"

    def _why_keep(self, state: RpgQuestState, seat: int, action: Action) -> str:
        item = decks().items[action.args[0]]
        return f"{item.name} is worth {self._item(state, seat, item):.2f} VP to the group"
