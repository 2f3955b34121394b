"""AI rivals and hints for the app, degrading gracefully while ai/ grows.

`agent_for(game, level)` asks `ai.make_agent` for the best kind available at
that level and falls back to the random agent; `hints` uses `ai.hint` when
it exists.
"""

from __future__ import annotations

from typing import Any

import ai
from engine.core import State

# level -> kinds to try, best first
PREFERENCES: dict[str, tuple[str, ...]] = {
    "easy": ("heuristic", "random"),
    "normal": ("heuristic", "random"),
    "hard": ("search", "heuristic", "random"),
}


def agent_for(game: str, level: str, seed: int | None = None) -> Any:
    """An agent for `game` at `level`; always succeeds (random as the last resort)."""
    for kind in PREFERENCES.get(level, ("random",)):
        if kind not in ai.AGENT_KINDS:
            continue
        for options in ({"level": level, "seed": seed}, {"seed": seed}):
            try:
                return ai.make_agent(kind, game, **options)
            except (TypeError, ValueError, KeyError):
                continue
    return ai.make_agent("random", game, seed=seed)


def hints(state: State, seat: int, budget_ms: int = 300) -> list[tuple[str, str]]:
    """Top suggestions as (move label, one-line reason); empty when ai.hint is missing.

    Accepts what `ai.hint` returns: items with `action` and `reason`
    attributes, or (action, reason) pairs.
    """
    hint = getattr(ai, "hint", None)
    if hint is None:
        return []
    found = []
    for item in hint(state, seat, budget_ms=budget_ms) or ():
        if isinstance(item, tuple):
            action, reason = item[0], (item[1] if len(item) > 1 else "")
        else:
            action, reason = getattr(item, "action", item), getattr(item, "reason", "")
        found.append((str(action), str(reason)))
    return found
