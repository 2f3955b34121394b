"""The rules summaries of every game, from the menu."""

from __future__ import annotations

from rich.markdown import Markdown
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Header, Static

from tui import catalog
from tui.i18n import N_, _
from tui.widgets.dice_box_status import TavernFooter


class RulesScreen(Screen):
    """All rules summaries in one scrollable page."""

    BINDINGS = [Binding("escape,q", "back", N_("Back"))]

    def compose(self) -> ComposeResult:
        yield Header()
        text = "\n\n".join(catalog.rules(entry.name) for entry in catalog.entries())
        with VerticalScroll(id="rules"):
            yield Static(Markdown(text))
        yield TavernFooter()

    def on_mount(self) -> None:
        self.title = _("Rules")

    def action_back(self) -> None:
        self.app.pop_screen()
