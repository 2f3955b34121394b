"""AI rivals and hints for the app, built on `ai.make_agent` and `ai.hint`."""

from __future__ import annotations

from typing import Any

import ai
from engine.core import State


def agent_for(game: str, level: str, seed: int | None = None) -> Any:
    """An agent for `game` at `level` (easy, normal, hard); random if the level cannot be built."""
    try:
        return ai.make_agent(game=game, level=level, seed=seed)
    except (TypeError, ValueError):
        return ai.make_agent("random", game, seed=seed)


def hints(state: State, seat: int, budget_ms: int = 500) -> list[tuple[str, str]]:
    """The top suggestions for `seat` as (move by its number, one-line reason), best first."""
    return [(f"{item.number}. {item.action}", f"{item.reason} (win share {item.value:.0%})")
            for item in ai.hint(state, seat, budget_ms=budget_ms)]
