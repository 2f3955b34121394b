"""AI rivals and hints for a match, built on `ai.make_agent` and `ai.hint`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ai
from engine.core import Action, State


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


def ai_choice(cache: dict[int, Any], game: str, level: str, seed: int, state: Any, seat: int,
              options: dict[str, Any] | None = None) -> Callable[[], Action]:
    """The choice of `seat`'s AI (kept in `cache`) on a copy of `state`, to run off the UI thread or
    event loop; it raises `AIFault` (with the first legal move to play instead) if the AI fails."""
    if seat not in cache:
        cache[seat] = agent_for(game, level, seed=seed + seat, **(options or {}))
    agent, copy = cache[seat], state.clone()

    def choose() -> Action:
        try:
            return agent.choose(copy, seat)
        except Exception as error:  # an AI fault must not end the game
            first = copy.legal_actions()[0]
            raise AIFault(first, f"(AI fault: {error}; first move played)") from error

    return choose


class AIFault(Exception):
    """An AI seat failed to choose; `fallback` is the move played instead and `note` says so."""

    def __init__(self, fallback: Action, note: str) -> None:
        super().__init__(note)
        self.fallback = fallback
        self.note = note
