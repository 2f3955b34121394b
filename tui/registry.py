"""Which board screen plays which game; the generic board for any other.

A new game's screen is one line here: name -> "module:Class".
"""

from __future__ import annotations

from importlib import import_module

from tui.screens.board import BoardScreen

SCREENS: dict[str, str] = {
    "elria": "tui.elria.screen:ElriaScreen",
    "cartaventuras": "tui.cartaventuras.screen:CartaventurasScreen",
    "rpgquest": "tui.rpgquest.screen:RpgQuestScreen",
}


def screen_class(game: str) -> type[BoardScreen]:
    """The board screen class for `game` (the generic one if it has none)."""
    if game not in SCREENS:
        return BoardScreen
    module, _, name = SCREENS[game].partition(":")
    return getattr(import_module(module), name)
