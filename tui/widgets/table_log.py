"""The table's log as one seat reads it, kept in step with the match's list of lines."""

from __future__ import annotations

from typing import Any

from textual import events
from textual.widgets import RichLog

from tui.i18n import render


class TableLog(RichLog):
    """Writes the lines a table's log gained since the last look; after an undo (a new list of lines, or
    a shorter one) it writes the whole log anew. A screen may hold the newest lines back for a while
    (`limit`: RPGQuest shows the monsters' turn a step at a time).

    Every line is wrapped at the log's width; when the width changes the whole log is wrapped anew, and
    whenever its size changes the newest line is brought whole into view (unless the player, with the
    log focused, is reading back)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(wrap=True, markup=False, min_width=1, **kwargs)
        self.source: list[str] = []
        self.written = 0
        self.texts: list[str] = []
        """Everything written so far, as written: wrapped anew at a new width."""
        self.wrapped_at = 0

    def follow(self, lines: list[str], limit: int | None = None) -> None:
        """Show `lines` (the table's log, the same list as it grows), up to `limit` of them."""
        if self.written > len(lines) or lines is not self.source:
            self.clear()
            self.written = 0
            self.source = lines
        shown = len(lines) if limit is None else min(limit, len(lines))
        for line in lines[self.written:shown]:
            self.add(line)
        self.written = max(self.written, shown)

    def add(self, text: str) -> None:
        """Write one line (a note of the screen's, say) and keep it, to wrap it anew at a new width."""
        self.texts.append(text)
        self.write(render(text))

    def clear(self) -> TableLog:
        self.texts = []
        super().clear()
        return self

    def on_resize(self, event: events.Resize) -> None:
        """A new width wraps every line anew; any new size shows the newest line whole."""
        width = self.scrollable_content_region.width
        if width and width != self.wrapped_at and self.texts:
            super().clear()
            for text in self.texts:
                self.write(render(text), scroll_end=False)
        self.wrapped_at = width or self.wrapped_at
        if not self.has_focus:
            self.scroll_end(animate=False, immediate=False, x_axis=False)
