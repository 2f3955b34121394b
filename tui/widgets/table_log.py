"""The table's log as one seat reads it, kept in step with the match's list of lines."""

from __future__ import annotations

from typing import Any

from textual.widgets import RichLog


class TableLog(RichLog):
    """Writes the lines a table's log gained since the last look; after an undo (a new list of lines, or
    a shorter one) it writes the whole log anew. A screen may hold the newest lines back for a while
    (`limit`: RPGQuest shows the monsters' turn a step at a time)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(wrap=True, markup=False, min_width=20, **kwargs)
        self.source: list[str] = []
        self.written = 0

    def follow(self, lines: list[str], limit: int | None = None) -> None:
        """Show `lines` (the table's log, the same list as it grows), up to `limit` of them."""
        if self.written > len(lines) or lines is not self.source:
            self.clear()
            self.written = 0
            self.source = lines
        shown = len(lines) if limit is None else min(limit, len(lines))
        for line in lines[self.written:shown]:
            self.write(line)
        self.written = max(self.written, shown)
