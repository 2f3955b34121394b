"""Difficulty levels, and `make_agent` taking either a kind or a level.

| level    | agent                                                     |
|----------|-----------------------------------------------------------|
| `easy`   | heuristic that plays a runner-up action 35% of the time   |
| `normal` | heuristic, always its best action                         |
| `hard`   | search, about one second per decision                     |

Levels are registered as agent kinds too, so `tavern sim --agents hard,normal`
works; options given with a level (`hard:ms=500`) override its defaults.
"""

from __future__ import annotations

import inspect
import typing
from collections.abc import Callable
from typing import Any

from ai import heuristic_agent, search  # noqa: F401  (they register their kinds)
from ai.base import AGENT_KINDS, Agent
from ai.base import make_agent as make_kind

LEVELS: dict[str, tuple[str, dict[str, Any]]] = {
    "easy": ("heuristic", {"blunder": 0.35}),
    "normal": ("heuristic", {}),
    "hard": ("search", {"ms": 1000}),
}


def level_agent(level: str, game: str, **options: Any) -> Agent:
    """The agent a difficulty level stands for; `options` override the level's."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r} (levels: {', '.join(LEVELS)})")
    kind, defaults = LEVELS[level]
    agent = make_agent(kind, game, **{**defaults, **options})
    agent.name = level
    return agent


def make_agent(kind: str | None = None, game: str | None = None, *, level: str | None = None,
               **options: Any) -> Agent:
    """`make_agent("search", "elria", ms=500)` or `make_agent(game="elria", level="hard")`.

    Unknown kinds, levels and options raise `ValueError` naming what is known.
    """
    if game is None:
        raise ValueError("make_agent needs the game the agent will play")
    if (kind is None) == (level is None):
        raise ValueError("make_agent takes either an agent kind or a level, not both or neither")
    if level is not None:
        return level_agent(level, game, **options)
    assert kind is not None  # the check above: a kind when there is no level
    factory = AGENT_KINDS.get(kind)
    if factory is not None:
        _check_options(kind, factory, game, options)
    return make_kind(kind, game, **options)


def _check_options(kind: str, factory: Callable[..., Agent], game: str, options: dict[str, Any]) -> None:
    """Unknown options, and options of the wrong type (`ms=abc`), are refused by name."""
    try:
        inspect.signature(factory).bind(game, **options)
        _check_types(kind, factory, options)
    except TypeError:
        params = inspect.signature(factory).parameters
        known = [name for name, p in list(params.items())[1:] if p.kind is p.POSITIONAL_OR_KEYWORD
                 or p.kind is p.KEYWORD_ONLY]
        unknown = ", ".join(sorted(set(options) - set(known)))
        raise ValueError(
            f"agent {kind!r} has no option {unknown or '?'} (options: {', '.join(known) or 'none'})"
        ) from None


TYPE_NAMES = {int: "a whole number", float: "a number", str: "text"}


def _check_types(kind: str, factory: Callable[..., Agent], options: dict[str, Any]) -> None:
    """Each option's value has the type the factory's annotation names (an int serves for a float)."""
    hints = typing.get_type_hints(factory)
    for name, value in options.items():
        if value is None and type(None) in typing.get_args(hints.get(name)):
            continue
        allowed = tuple(t for t in typing.get_args(hints.get(name)) or (hints.get(name),) if t in TYPE_NAMES)
        if allowed and (isinstance(value, bool) or not isinstance(value, allowed + ((int,) * (float in allowed)))):
            wanted = " or ".join(TYPE_NAMES[t] for t in allowed)
            raise ValueError(f"agent {kind!r}: option {name} must be {wanted} (got {value!r})")


for _level in LEVELS:
    AGENT_KINDS[_level] = lambda game, _level=_level, **options: level_agent(_level, game, **options)
