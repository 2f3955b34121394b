"""Tavern's rules engines. `GAMES` maps each game's name to its `GameInfo`, in menu order.

The games are the installed `tavern.games` entry points (engine/registry.py);
`register` adds one more (the test suite's fixture games).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core import (
    Action,
    ConfigError,
    DiceRequest,
    GameInfo,
    IllegalAction,
    Record,
    Result,
    SaveError,
    State,
    replay,
)
from engine.registry import GameLoadError, installed_games

GAMES: dict[str, GameInfo] = installed_games()


def register(game: GameInfo) -> None:
    """Add a game to the registry (the test suite uses this for its fixture game)."""
    GAMES[game.name] = game


def new_game(name: str, config: Mapping[str, Any] | None = None, seed: int = 0) -> State:
    """A new table of the named game; `ConfigError` names an unknown game, key or value."""
    if name not in GAMES:
        known = ", ".join(sorted(GAMES)) or "none: is Tavern installed? pip install -e . publishes its games"
        raise ConfigError(f"unknown game {name!r} (games: {known})")
    return GAMES[name].new(config, seed)


__all__ = [
    "Action",
    "ConfigError",
    "DiceRequest",
    "GAMES",
    "GameInfo",
    "GameLoadError",
    "IllegalAction",
    "Record",
    "Result",
    "SaveError",
    "State",
    "new_game",
    "register",
    "replay",
]
