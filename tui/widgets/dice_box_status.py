"""The dice box's state in words and a symbol, at the left of every screen's footer.

The detail comes from the link and may quote the board (its protocol, its
firmware): it is shown as plain text, never as markup.
"""

from __future__ import annotations

import asyncio
from typing import Any

from textual.content import Content
from textual.widgets import Footer, Static
from textual.widgets._footer import FooterKey  # (not exported; the keys the Footer shows)

from tui.i18n import _

SYMBOLS = {"connected": "⚄", "connecting": "…"}


def describe(status: str, detail: str) -> str:
    """'⚄ Dice box: connected', '✗ Dice box: disconnected — why', or '' with no dice box."""
    if not status:
        return ""
    text = f"{SYMBOLS.get(status, '✗')} Dice box: {status}"
    return text if status in SYMBOLS else f"{text} — {detail}"


class DiceBoxStatus(Static):
    """Shows the app's `dice_box` (status, detail); hidden when no dice box is in use."""

    def on_mount(self) -> None:
        self.watch(self.app, "dice_box", self.show_state)

    def show_state(self, state: tuple[str, str]) -> None:
        status, detail = state
        self.display = bool(status)
        self.set_class(status not in ("", "connected"), "-trouble")
        self.update(Content(describe(status, detail)))
        self.tooltip = Content(detail) if detail else None


class TavernFooter(Footer):
    """The key bindings, led by the dice box status."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.recomposing = asyncio.Lock()

    async def recompose(self) -> None:
        """One at a time: two changes of the keys close together (a dialog opened and closed at once)
        would otherwise both mount the dice box status, and its id twice is an error."""
        async with self.recomposing:
            await super().recompose()

    def compose(self):
        yield DiceBoxStatus(id="dice-box-status")
        for widget in super().compose():  # the keys' words in the player's language
            if isinstance(widget, FooterKey):
                widget.description = _(widget.description)
                if isinstance(widget.tooltip, str):
                    widget.tooltip = _(widget.tooltip)
            yield widget
