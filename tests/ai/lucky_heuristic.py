"""A tiny heuristic for the Lucky Draw fixture game, for tests only.

It reads only public facts (scores, and the seat's own hand through the action).
"""

from __future__ import annotations

from ai.heuristic import Heuristic
from engine.core import Action
from tests.fixture_game import CARD_VALUES, LuckyDrawState

GAMBLE_AVERAGE = 3.0  # (3 + 4 + 5 + 6) / 6


class LuckyHeuristic(Heuristic[LuckyDrawState]):
    def score_action(self, state: LuckyDrawState, seat: int, action: Action) -> float:
        if action.kind == "play":
            return float(CARD_VALUES[action.args[0]])
        return GAMBLE_AVERAGE

    def evaluate(self, state: LuckyDrawState) -> tuple[float, ...]:
        scores = state.view(0)["scores"]
        total = sum(scores) or 1
        return tuple(min(1.0, max(0.0, score / total)) for score in scores)

    def explain(self, state: LuckyDrawState, seat: int, action: Action) -> str:
        if action.kind == "play":
            return f"scores {CARD_VALUES[action.args[0]]} points now"
        return "a gamble worth 3 points on average"
