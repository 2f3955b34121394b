"""What a game's board widget (`BoardScreen.BOARD`) offers the screens that hold it."""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from textual.dom import DOMNode


@runtime_checkable
class BoardView(Protocol):
    """Draws one seat's view of the table."""

    def show(self, view: dict, table: Any, seat: int) -> None: ...


def board_view(screen: DOMNode) -> BoardView:
    """The board widget (id `board`) on `screen`."""
    widget = screen.query_one("#board")
    assert isinstance(widget, BoardView), f"{type(widget).__name__} has no show(view, table, seat)"
    return widget
