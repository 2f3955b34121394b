"""Text from outside Tavern shown as itself, never read as markup.

Widgets read a `str` as Textual markup, so a save, card, seat or token named "[/]" would
crash the screen showing it, and one named "[bold]" would vanish. Whatever holds text
from a file, a card, a player or the serial port is built with `plain(...)`: a Rich
`Text`, which no widget parses. (`notify` takes a str: pass it `markup=False`.)
"""

from __future__ import annotations

from rich.text import Text

Part = str | tuple[str, str]
"""A piece of what is shown: its text, or (text, style) to style it."""


def plain(*parts: Part) -> Text:
    """`parts` joined, each shown exactly as given; a `(text, style)` part is styled."""
    return Text.assemble(*parts)
