"""Reading cards: what a game's presenter offers, the detail panel, and clickable card names.

A game's screen names a `CardPresenter` that turns a card id from the seat's
view into the card's face (whole, for the detail panel) and a one-line
summary (for a move that involves it). The board knows no game: it asks the
presenter. Card text is always plain text, never markup.
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

CARD = "tavern-card"  # the style meta key that names a card in a board's text


class CardPresenter:
    """How one game's cards read; the generic table has none, so everything is None."""

    def face(self, card_id: str, view: dict, seat: int) -> Text | None:
        """The card's whole face as the seat may see it (covered icons, who stands there...)."""
        return None

    def summary(self, card_id: str, view: dict, seat: int) -> Text | None:
        """One line of what matters when choosing the card (terrains, objectives, an enemy...)."""
        return None

    def visible(self, view: dict, seat: int) -> list[str]:
        """Every card id the seat may read on the table, in the order the board shows them."""
        return []


def card_link(text: str, card_id: str, style: str = "") -> Text:
    """`text` (plain) that names a card: a click on it shows the card (`clicked_card`)."""
    return Text(text, Style.parse(style or "none") + Style.from_meta({CARD: card_id}))


def clicked_card(event: events.Click) -> str:
    """The card id under a click, or ''."""
    return str(event.style.meta.get(CARD, ""))


class CardDetail(VerticalScroll):
    """The side panel that shows one card's face; hidden while no card is shown."""

    def compose(self) -> ComposeResult:
        yield Static(id="card-face")

    def on_mount(self) -> None:
        self.border_title = "Card"
        self.card_id = ""
        self.display = False

    def show(self, card_id: str, face: Text | None) -> None:
        """Show `face` (hide the panel when there is none)."""
        self.card_id = card_id if face is not None else ""
        self.display = face is not None
        if face is not None:
            self.query_one("#card-face", Static).update(face)
            self.scroll_home(animate=False)


class CardDialog(ModalScreen[None]):
    """One card's face at full size; Escape, Enter or `i` closes it."""

    BINDINGS = [Binding("escape,enter,i", "close", "Close")]

    def __init__(self, face: Text) -> None:
        super().__init__()
        self.face = face

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="card-dialog"):
            with VerticalScroll(id="card-dialog-face"):
                yield Static(self.face)
            yield Static("Enter or Escape to close.", classes="hint")

    def action_close(self) -> None:
        self.dismiss(None)
