"""Each game's heuristic: the class its declaration names (`GameInfo.heuristic`, "module:Class")."""

from __future__ import annotations

from importlib import import_module
from typing import Any

import engine
from ai.heuristic import Heuristic


class NoHeuristic(ValueError):
    """The game has no heuristic yet (a broken data file of one that has is another error)."""


def heuristic_for(game: str) -> Heuristic[Any]:
    """An instance of the game's heuristic; `NoHeuristic` if it declares none (or is not a game).

    The class must be a `Heuristic` (ai/heuristic.py): the agents call its members directly."""
    info = engine.GAMES.get(game)
    if info is None or not info.heuristic:
        raise NoHeuristic(f"no heuristic for game {game!r} yet")
    module, _, name = info.heuristic.partition(":")
    cls = getattr(import_module(module), name)
    if not (isinstance(cls, type) and issubclass(cls, Heuristic)):
        raise TypeError(f"{game}: the heuristic {info.heuristic} is not an ai.heuristic.Heuristic")
    return cls()
