"""The Tavern app (placeholder menu until the full app lands)."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.widgets import Footer, Header, Static

from engine import GAMES


class TavernApp(App):
    """Title screen listing the games; `q` quits."""

    TITLE = "Tavern"
    BINDINGS = [("q", "quit", "Quit")]

    def compose(self) -> ComposeResult:
        yield Header()
        names = [game.title for game in GAMES.values()] or ["(no game registered yet)"]
        yield Static("Games:\n" + "\n".join(f"  • {name}" for name in names), id="games")
        yield Footer()


def run_app(device: str | None = None) -> int:
    TavernApp().run()
    return 0
