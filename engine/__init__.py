"""Tavern's rules engines. `GAMES` maps each game's name to its `GameInfo`."""

from __future__ import annotations

from collections.abc import Mapping
from importlib import import_module
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

# One line per game package; each exports GAME.
_GAME_PACKAGES: tuple[str, ...] = (
    "engine.elria",
    "engine.cartaventuras",
    "engine.rpgquest",
)

GAMES: dict[str, GameInfo] = {}
for _package in _GAME_PACKAGES:
    _game = import_module(_package).GAME
    GAMES[_game.name] = _game


def register(game: GameInfo) -> None:
    """Add a game to the registry (the test suite uses this for its fixture game)."""
    GAMES[game.name] = game


def new_game(name: str, config: Mapping[str, Any] | None = None, seed: int = 0) -> State:
    """A new table of the named game; `ConfigError` names an unknown game, key or value."""
    if name not in GAMES:
        known = ", ".join(sorted(GAMES)) or "none"
        raise ConfigError(f"unknown game {name!r} (games: {known})")
    return GAMES[name].new(config, seed)


__all__ = [
    "Action",
    "ConfigError",
    "DiceRequest",
    "GAMES",
    "GameInfo",
    "IllegalAction",
    "Record",
    "Result",
    "SaveError",
    "State",
    "new_game",
    "register",
    "replay",
]
