"""Lucky Draw with a warm-up choice before every turn, for tests only.

The warm-up (`stretch` or `hum`) changes nothing, so after it the same seat
decides again with nothing revealed: the case where search may keep its tree.
"""

from __future__ import annotations

from engine.core import Action, GameInfo
from tests.fixture_game import LuckyDrawState

WARM_UPS = [Action("warm-up", ("stretch",), "Stretch"), Action("warm-up", ("hum",), "Hum")]


class PausingState(LuckyDrawState):
    def __init__(self, config: dict, seed: int) -> None:
        super().__init__(config, seed)
        self.warmed = False

    def legal_actions(self) -> list[Action]:
        if self.to_move() is not None and not self.warmed:
            return list(WARM_UPS)
        return super().legal_actions()

    def _apply(self, action: Action) -> None:
        if action.kind == "warm-up":
            self.warmed = True
            return
        self.warmed = False
        super()._apply(action)

    def clone(self) -> PausingState:
        other = super().clone()
        other.__class__ = PausingState
        assert isinstance(other, PausingState)
        other.warmed = self.warmed
        return other

    def view(self, seat: int) -> dict:
        return {**super().view(seat), "warmed": self.warmed}


GAME = GameInfo(
    name="pausing-draw",
    title="Pausing Draw (test fixture)",
    modes={"standard": (2,)},
    new_state=PausingState,
    from_json=LuckyDrawState.from_json,
    max_decisions=200,
)
