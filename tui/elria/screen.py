"""Open World: Elria: the shared board screen with Elria's own board widget."""

from __future__ import annotations

from tui.elria.board import ElriaBoard
from tui.elria.faces import ElriaFaces
from tui.screens.board import BoardScreen


class ElriaScreen(BoardScreen):
    """Travel, action, cover icons, bonus actions and quests come as the move list."""

    BOARD = ElriaBoard
    PRESENTER = ElriaFaces()
