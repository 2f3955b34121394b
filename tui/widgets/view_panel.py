"""The generic board: any game's `view(seat)` as readable text.

Every game gets this until it has its own board widget; a game's board
widget offers the same `show(view, table, seat)` method.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.containers import VerticalScroll
from textual.widgets import Static


def title(key: str) -> str:
    return str(key).replace("_", " ").capitalize()


def scalar(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value is None:
        return "—"
    return str(value)


def describe(value: Any, indent: int = 0) -> list[str]:
    """Lines for a plain-data value: dicts as `Key: value`, lists as bullets."""
    pad = "  " * indent
    lines: list[str] = []
    if isinstance(value, dict):
        for key, item in value.items():
            if isinstance(item, (dict, list)) and item and not _flat(item):
                lines.append(f"{pad}{title(key)}:")
                lines += describe(item, indent + 1)
            else:
                lines.append(f"{pad}{title(key)}: {_inline(item)}")
    elif isinstance(value, list):
        for item in value:
            if isinstance(item, dict) and _flat_dict(item):
                lines.append(f"{pad}• " + ", ".join(f"{title(k)} {_inline(v)}" for k, v in item.items()))
            elif isinstance(item, (dict, list)) and item:
                lines.append(f"{pad}•")
                lines += describe(item, indent + 1)
            else:
                lines.append(f"{pad}• {_inline(item)}")
    else:
        lines.append(pad + scalar(value))
    return lines


def _flat(value: Any) -> bool:
    return isinstance(value, list) and all(not isinstance(v, (dict, list)) for v in value)


def _flat_dict(value: dict) -> bool:
    return all(not isinstance(v, (dict, list)) or _flat(v) for v in value.values()) and len(value) <= 6


def _inline(value: Any) -> str:
    if isinstance(value, list):
        return ", ".join(_inline(v) for v in value) if value else "none"
    if isinstance(value, dict):
        return "; ".join(f"{title(k)} {_inline(v)}" for k, v in value.items()) or "none"
    return scalar(value)


class ViewPanel(VerticalScroll):
    """Shows a seat's view of the table as headed, indented text."""

    def compose(self):
        yield Static(id="view-text")

    def show(self, view: dict, table: Any, seat: int) -> None:
        text = Text()
        text.append(f"{table.seat_name(seat)}'s view\n", style="bold")
        text.append("\n".join(describe(view)))
        self.query_one("#view-text", Static).update(text)
