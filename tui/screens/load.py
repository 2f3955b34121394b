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
from tui.i18n import N_, _
from tui.plain import plain
from tui.typed_app import tavern_app
from tui.widgets.dice_box_status import TavernFooter


class LoadScreen(Screen):
    """The saves on disk; Enter opens one (to play, or to replay)."""

    BINDINGS = [Binding("escape", "back", N_("Back"))]

    app = tavern_app()

    def __init__(self, replays: bool = False) -> None:
        super().__init__()
        self.replays = replays
        self.entries = saves.list_saves(include_finished=replays)

    def compose(self) -> ComposeResult:
        yield Header()
        with Vertical(id="load-box"):
            heading = _("Replays: pick a game to step through") if self.replays else _("Load a saved game")
            yield Static(heading, classes="heading")
            if self.entries:
                yield OptionList(*[Option(plain(entry.label)) for entry in self.entries], id="saves")
            else:
                yield Static(plain(_("No saved games yet. Games are kept in {folder}").format(folder=saves.data_dir())),
                             id="saves-empty")
            yield Static("", id="load-error", markup=False)
        yield TavernFooter()

    def on_mount(self) -> None:
        self.title = _("Replays") if self.replays else _("Load")

    @on(OptionList.OptionSelected, "#saves")
    def chosen(self, event: OptionList.OptionSelected) -> None:
        entry = self.entries[event.option_index]
        self.query_one("#load-error", Static).update(_("Opening…"))
        self.app.open_save(entry.path, self.replays, self.query_one("#load-error", Static).update)

    def action_back(self) -> None:
        self.app.pop_screen()
