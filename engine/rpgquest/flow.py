"""How a rule that takes several decisions and dice hands the table on when it is over.

Class tests, wounds and rewards each take a few decisions and rolls, and each is used by
several rules (a combat, a mission, a rumour, the mana geysers). When one is over it *carries
on* with a continuation named by a string kept in the state (`then`), so copies and saves
stay plain data. A rules module registers its continuations with `@continuation("key")`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.rpgquest.state import RpgQuestState

Continuation = Callable[["RpgQuestState"], None]
_CONTINUATIONS: dict[str, Continuation] = {}


def continuation(key: str) -> Callable[[Continuation], Continuation]:
    """Register `fn(state)` as what happens next when a step ends with `then=key`."""
    def register(fn: Continuation) -> Continuation:
        if key in _CONTINUATIONS and _CONTINUATIONS[key] is not fn:
            raise ValueError(f"rpgquest: two continuations are called {key!r}")
        _CONTINUATIONS[key] = fn
        return fn
    return register


def carry_on(state: RpgQuestState, key: str) -> None:
    """The step is over: do what `key` names."""
    _CONTINUATIONS[key](state)


@continuation("done")
def _action_done(state: RpgQuestState) -> None:
    state.action_done()
