"""TEMPORARY stand-in until the lead's foundation lands (replaced at the merge)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.rpgquest.state import RpgQuestState

_STEPS: dict[str, Callable[[RpgQuestState], None]] = {}


def continuation(key: str) -> Callable:
    def register(fn: Callable[[RpgQuestState], None]) -> Callable[[RpgQuestState], None]:
        _STEPS[key] = fn
        return fn
    return register


def carry_on(state: RpgQuestState, key: str) -> None:
    if key == "done":
        state.action_done()
    else:
        _STEPS[key](state)
