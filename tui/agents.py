"""AI rivals and hints for the app, built on `ai.make_agent` and `ai.hint`."""

from __future__ import annotations

from typing import Any

import ai
from engine.core import State


def agent_for(game: str, level: str, seed: int | None = None, **options: Any) -> Any:
    """An agent for `game` at `level` (easy, normal, hard); random if the level cannot be built.
    `options` override the level's (`iters=50, ms=None`: a decision that depends only on the seed)."""
    try:
        return ai.make_agent(game=game, level=level, seed=seed, **options)
    except (TypeError, ValueError):
        return ai.make_agent("random", game, seed=seed)


def searches(level: str) -> bool:
    """Whether an AI at `level` searches (a second a move: worth its own process) rather than
    choosing by the game's heuristic in a few milliseconds."""
    return ai.LEVELS.get(level, ("",))[0] == "search"


def hints(state: State, seat: int, budget_ms: int = 500) -> list[tuple[str, str]]:
    """The top suggestions for `seat` as (move by its number, one-line reason), best first."""
    return [(f"{item.number}. {item.action}", f"{item.reason} (win share {item.value:.0%})")
            for item in ai.hint(state, seat, budget_ms=budget_ms)]
