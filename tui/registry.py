"""Which board screen plays which game: the one its declaration names (`GameInfo.screen`,
"module:Class"), or the generic board when it names none."""

from __future__ import annotations

from importlib import import_module

import engine
from tui.screens.board import BoardScreen


def screen_class(game: str) -> type[BoardScreen]:
    """The board screen class for `game` (the generic one if it declares none)."""
    info = engine.GAMES.get(game)
    if info is None or not info.screen:
        return BoardScreen
    module, _, name = info.screen.partition(":")
    found = getattr(import_module(module), name)
    if not (isinstance(found, type) and issubclass(found, BoardScreen)):
        raise TypeError(f"{game}: its screen {info.screen!r} is not a board screen (a BoardScreen class)")
    return found
