"""A game board made of named text sections, shown or hidden as the view needs."""

from __future__ import annotations

from rich.text import Text
from textual.containers import VerticalScroll
from textual.widgets import Static


def heading(title: str) -> Text:
    """A section's underlined first line; only the line is styled, not what follows it."""
    return Text().append(f"{title}\n", "bold underline")


def show_section(widget: Static, text: Text | None) -> None:
    """Fill a section with `text`, or hide it for `None`."""
    if widget.display != (text is not None):
        widget.display = text is not None
    if text is not None:
        widget.update(text)


class SectionedBoard(VerticalScroll):
    """A scrolling column of `Static` sections named by `SECTIONS` (their widget ids), under the sections
    named by `PINNED`, which stay in view however far the rest is scrolled (a line for every player, say).

    A game's board subclass lists its sections and, in `show(view, table, seat)`,
    fills each with `set(section, text)`; `None` hides a section.
    """

    PINNED: tuple[str, ...] = ()
    SECTIONS: tuple[str, ...] = ()

    def compose(self):
        for section in self.PINNED:
            yield Static(id=section, classes="board-section board-pinned")
        for section in self.SECTIONS:
            yield Static(id=section, classes="board-section")

    def set(self, section: str, text: Text | None) -> None:
        show_section(self.query_one(f"#{section}", Static), text)
