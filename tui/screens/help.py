"""Help for one game: its keys and a rules summary."""

from __future__ import annotations

from rich.markdown import Markdown
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Static

from tui.catalog import rules
from tui.i18n import N_, _

GENERAL_KEYS = (
    (N_("↑ ↓ / mouse"), N_("choose a move in the list")),
    (N_("Enter / click"), N_("play the highlighted move")),
    ("1-9", N_("play move number 1-9")),
    ("0", N_("type the number of any move (10 and beyond), then Enter")),
    ("Ctrl+P", N_("command palette: every move and command")),
)
"""The keys of every board: (key, what it does), marked for the catalogues and translated where shown."""


class HelpScreen(Screen[None]):
    """Keys of the board screen and the rules summary; Escape closes. `bindings` are (key, what it does),
    each description translated here (a board marks them with `N_()`)."""

    BINDINGS = [Binding("escape,q,question_mark,f1", "close", N_("Close"))]

    def __init__(self, game: str, bindings: list[tuple[str, str]]) -> None:
        super().__init__()
        self.game = game
        self.bindings = bindings

    def compose(self) -> ComposeResult:
        keys = [(_(key), _(what)) for key, what in GENERAL_KEYS + tuple(self.bindings)]
        table = "\n".join(f"| {key} | {what} |" for key, what in keys)
        heading, key, does, rules_heading = _("Keys"), _("key"), _("does"), _("Rules")
        text = f"## {heading}\n\n| {key} | {does} |\n|---|---|\n{table}\n\n## {rules_heading}\n\n{rules(self.game)}"
        with Vertical(id="help-box"):
            with VerticalScroll(id="help-text"):
                yield Static(Markdown(text))
            yield Static(_("Escape closes this help."), classes="hint")

    def action_close(self) -> None:
        self.dismiss(None)
