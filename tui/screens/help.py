"""Help for one game: its keys and a rules summary."""

from __future__ import annotations

from rich.markdown import Markdown
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Static

from tui.catalog import rules

GENERAL_KEYS = (
    ("↑ ↓ / mouse", "choose a move in the list"),
    ("Enter / click", "play the highlighted move"),
    ("1-9", "play move number 1-9"),
    ("0", "type the number of any move (10 and beyond), then Enter"),
    ("Ctrl+P", "command palette: every move and command"),
)


class HelpScreen(Screen[None]):
    """Keys of the board screen and the rules summary; Escape closes."""

    BINDINGS = [Binding("escape,q,question_mark,f1", "close", "Close")]

    def __init__(self, game: str, bindings: list[tuple[str, str]]) -> None:
        super().__init__()
        self.game = game
        self.bindings = bindings

    def compose(self) -> ComposeResult:
        keys = list(GENERAL_KEYS) + self.bindings
        table = "\n".join(f"| {key} | {what} |" for key, what in keys)
        text = f"## Keys\n\n| key | does |\n|---|---|\n{table}\n\n## Rules\n\n{rules(self.game)}"
        with Vertical(id="help-box"):
            with VerticalScroll(id="help-text"):
                yield Static(Markdown(text))
            yield Static("Escape closes this help.", classes="hint")

    def action_close(self) -> None:
        self.dismiss(None)
