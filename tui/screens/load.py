"""Load a saved game, or pick one to replay. A bad file gives a message."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Header, OptionList, Static
from textual.widgets.option_list import Option

from tui import saves
from tui.plain import plain
from tui.typed_app import tavern_app
from tui.widgets.dice_box_status import TavernFooter


class LoadScreen(Screen):
    """The saves on disk; Enter opens one (to play, or to replay)."""

    BINDINGS = [Binding("escape", "back", "Back")]

    app = tavern_app()

    def __init__(self, replays: bool = False) -> None:
        super().__init__()
        self.replays = replays
        self.entries = saves.list_saves(include_finished=replays)

    def compose(self) -> ComposeResult:
        yield Header()
        with Vertical(id="load-box"):
            heading = "Replays: pick a game to step through" if self.replays else "Load a saved game"
            yield Static(heading, classes="heading")
            if self.entries:
                yield OptionList(*[Option(plain(entry.label)) for entry in self.entries], id="saves")
            else:
                yield Static(plain(f"No saved games yet. Games are kept in {saves.data_dir()}"), id="saves-empty")
            yield Static("", id="load-error", markup=False)
        yield TavernFooter()

    def on_mount(self) -> None:
        self.title = "Replays" if self.replays else "Load"

    @on(OptionList.OptionSelected, "#saves")
    def chosen(self, event: OptionList.OptionSelected) -> None:
        entry = self.entries[event.option_index]
        self.query_one("#load-error", Static).update("Opening…")
        self.app.open_save(entry.path, self.replays, self.query_one("#load-error", Static).update)

    def action_back(self) -> None:
        self.app.pop_screen()
