"""The title screen: New game, Continue, Load, Replays, Balance lab, Settings, Rules, Quit."""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Vertical
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from tui import catalog, saves
from tui.i18n import N_, _, render
from tui.typed_app import tavern_app
from tui.widgets.dice_box_status import TavernFooter

BANNER = "T A V E R N"
ITEMS = (
    ("new", "n", N_("New game")),
    ("continue", "c", N_("Continue the last game")),
    ("load", "l", N_("Load a saved game")),
    ("replays", "r", N_("Replays")),
    ("lab", "b", N_("Balance lab: sweep many AI games")),
    ("join", "j", N_("Join a table")),
    ("settings", "s", N_("Settings")),
    ("rules", "?", N_("Rules")),
    ("quit", "q", N_("Quit")),
)


class MenuScreen(Screen):
    """Where Tavern starts. Every item has a key; arrows and the mouse work too."""

    BINDINGS = [
        Binding("n", "choose('new')", N_("New game")),
        Binding("c", "choose('continue')", N_("Continue")),
        Binding("l", "choose('load')", N_("Load")),
        Binding("r", "choose('replays')", N_("Replays")),
        Binding("b", "choose('lab')", N_("Balance lab")),
        Binding("j", "choose('join')", N_("Join a table")),
        Binding("s", "choose('settings')", N_("Settings")),
        Binding("question_mark", "choose('rules')", N_("Rules")),
        Binding("q", "choose('quit')", N_("Quit")),
    ]

    app = tavern_app()

    def compose(self) -> ComposeResult:
        with Center():
            with Vertical(id="menu-box"):
                yield Static(BANNER, id="banner")
                yield Static(_("tabletop adventures at your terminal"), id="tagline")
                yield OptionList(*[Option(Text(f"[{key}] {_(label)}"), id=item) for item, key, label in ITEMS],
                                 id="menu")
                yield Static(self.games_text(), id="games")
        yield TavernFooter()

    def games_text(self) -> str:
        lines = ["  ✓ " + render(entry.title) for entry in catalog.entries()]
        return _("Games:") + "\n" + "\n".join(lines)

    def on_screen_resume(self) -> None:
        menu = self.query_one("#menu", OptionList)
        if saves.autosave_path().exists():
            menu.replace_option_prompt("continue", Text("[c] " + _("Continue the last game")))
            menu.enable_option("continue")
        else:
            menu.replace_option_prompt("continue", Text("[c] " + _("Continue (no game saved yet)")))
            menu.disable_option("continue")
        menu.focus()

    @on(OptionList.OptionSelected, "#menu")
    def on_item(self, event: OptionList.OptionSelected) -> None:
        self.action_choose(event.option_id or "")

    def action_choose(self, item: str) -> None:
        app = self.app
        if item == "new":
            from tui.screens.new_game import NewGameScreen

            app.push_screen(NewGameScreen())
        elif item == "continue":
            app.continue_game()
        elif item in ("load", "replays"):
            from tui.screens.load import LoadScreen

            app.push_screen(LoadScreen(replays=item == "replays"))
        elif item == "lab":
            from tui.screens.lab import BalanceLabScreen

            app.push_screen(BalanceLabScreen())
        elif item == "join":
            app.ask_join()
        elif item == "settings":
            from tui.screens.settings import SettingsScreen

            app.push_screen(SettingsScreen())
        elif item == "rules":
            from tui.screens.rules import RulesScreen

            app.push_screen(RulesScreen())
        elif item == "quit":
            app.exit(0)
