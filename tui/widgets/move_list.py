"""The moves a person at this screen may play: numbered, each with the card it involves under it."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rich.text import Text
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from engine.core import Action
from tui.i18n import render

WAITING = "(waiting)"


class MoveList(OptionList):
    """The move list; `moves` are the actions its lines stand for (empty while the table waits)."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.moves: list[Action] = []

    def offer(self, moves: Sequence[Action], summary: Callable[[str], Text | None]) -> None:
        """Offer `moves`, the first highlighted; `summary(card_id)` is the card line under a move (shown
        once for moves in a row that involve the same card)."""
        self.moves = list(moves)
        self.set_options(self._option(number, action, summary) for number, action in enumerate(self.moves, start=1))
        self.highlighted = 0

    def wait(self) -> None:
        """Nothing to play here now."""
        if self.moves or self.option_count == 0:
            self.moves = []
            self.set_options([Option(WAITING, disabled=True)])

    def _option(self, number: int, action: Action, summary: Callable[[str], Text | None]) -> Option:
        text = Text(f"{number}. {render(action.label) if action.label else action}")
        before = self.moves[number - 2].card if number > 1 else ""
        card = summary(action.card) if action.card else None
        if card is not None and action.card != before:
            text.append("\n   ")
            text.append_text(card)
        return Option(text)
