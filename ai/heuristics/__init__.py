"""Each game's heuristic: the class its declaration names (`GameInfo.heuristic`, "module:Class")."""

from __future__ import annotations

from importlib import import_module

import engine


class NoHeuristic(ValueError):
    """The game has no heuristic yet (a broken data file of one that has is another error)."""


def heuristic_for(game: str):
    """An instance of the game's heuristic; `NoHeuristic` if it declares none (or is not a game)."""
    info = engine.GAMES.get(game)
    if info is None or not info.heuristic:
        raise NoHeuristic(f"no heuristic for game {game!r} yet")
    module, _, cls = info.heuristic.partition(":")
    return getattr(import_module(module), cls)()
