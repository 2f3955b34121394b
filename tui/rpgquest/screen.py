"""RPGQuest: the shared board screen with the map of Arcádia and the groups."""

from __future__ import annotations

from tui.rpgquest.board import RpgQuestBoard
from tui.rpgquest.faces import RpgQuestFaces
from tui.screens.board import BoardScreen


class RpgQuestScreen(BoardScreen):
    """Every decision from the move list; the board shows the map and every group."""

    BOARD = RpgQuestBoard
    PRESENTER = RpgQuestFaces()
