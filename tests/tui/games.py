"""Test-only games for the app tests: the fixture game plus a "wait" move.

"Lucky Wait" is Lucky Draw where a player may also wait (pass the turn):
a decision that rolls nothing and reveals nothing, so it can be undone.
"""

from __future__ import annotations

from dataclasses import replace

from engine.core import Action
from tests.fixture_game import GAME as LUCKY_DRAW
from tests.fixture_game import LuckyDrawState

WAIT = Action("wait", (), "Wait a turn")


class LuckyWaitState(LuckyDrawState):
    def legal_actions(self) -> list[Action]:
        moves = super().legal_actions()
        return moves + [WAIT] if moves else moves

    def _apply(self, action: Action) -> None:
        if action.kind == "wait":
            self.log.append(f"Player {self.current + 1} waits.")
            self._next_turn()
        else:
            super()._apply(action)

    def clone(self) -> LuckyWaitState:
        other = super().clone()
        other.__class__ = LuckyWaitState
        assert isinstance(other, LuckyWaitState)
        return other

    @staticmethod
    def from_json(data: dict) -> LuckyWaitState:
        state = LuckyDrawState.from_json(data)
        state.__class__ = LuckyWaitState
        assert isinstance(state, LuckyWaitState)
        return state


LUCKY_WAIT = replace(LUCKY_DRAW, name="lucky-wait", title="Lucky Wait (test fixture)",
                     new_state=LuckyWaitState, from_json=LuckyWaitState.from_json)
