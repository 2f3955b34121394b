"""The Tavern app: the menu first, then one board screen per game in play."""

from __future__ import annotations

from pathlib import Path

from textual.app import App
from textual.screen import Screen

from device.link import DeviceLink
from device.sources import DeviceDice
from engine.core import DiceRequest, SaveError
from tui import saves
from tui.registry import screen_class
from tui.screens.menu import MenuScreen
from tui.session import Session
from tui.settings import Settings


class TavernApp(App):
    """Owns the settings and moves between screens; the screens do the rest."""

    TITLE = "Tavern"
    CSS_PATH = "tavern.tcss"
    ENABLE_COMMAND_PALETTE = True

    def __init__(self, device: str | None = None, settings: Settings | None = None) -> None:
        super().__init__()
        self.settings = settings or Settings.load()
        self.device = device
        self.link: DeviceLink | None = None

    def get_default_screen(self) -> MenuScreen:
        return MenuScreen()

    def on_mount(self) -> None:
        if self.settings.theme in self.available_themes:
            self.theme = self.settings.theme
        if self.device:
            self.link = DeviceLink(self.device).start()

    # -- moving between screens -------------------------------------------
    def to_menu(self) -> None:
        while len(self.screen_stack) > 1:
            self.pop_screen()

    def start_session(self, session: Session, replace: bool = False) -> Screen:
        """Open the board screen for a game in play; returns the screen."""
        screen = screen_class(session.record.game)(session)
        saves.autosave(session.record)
        if replace and len(self.screen_stack) > 1:
            self.switch_screen(screen)
        else:
            self.push_screen(screen)
        return screen

    def open_save(self, path: Path, replay: bool = False) -> str:
        """Open a save to play or replay; returns a problem message, or ''."""
        try:
            record = saves.read(path)
            if replay:
                from tui.screens.replay import ReplayScreen

                self.switch_screen(ReplayScreen(record))
            else:
                self.start_session(Session.from_record(record), replace=True)
        except SaveError as error:
            return f"Cannot open this save: {error}"
        except Exception as error:  # a broken file must never crash the app
            return f"Cannot open this save: {path.name} is damaged ({type(error).__name__}: {error})"
        return ""

    def continue_game(self) -> None:
        path = saves.autosave_path()
        if not path.exists():
            self.notify("There is no game to continue yet.", title="Continue")
            return
        problem = self.open_save(path)
        if problem:
            self.notify(problem, title="Continue", severity="error", timeout=10)

    def dice_source(self, wanted: str, request: DiceRequest) -> tuple[str, DeviceDice | None]:
        """The dice source for this roll; the dice box falls back to virtual dice, saying why."""
        if wanted != "device":
            return wanted, None
        if self.link is None:
            self.link = DeviceLink(self.device).start()
        box = DeviceDice(self.link)
        problem = box.available(request)
        if problem:
            self.notify(f"Dice box: {problem}. Using virtual dice.", title="Dice", timeout=6)
            return "virtual", None
        return "device", box

    def on_unmount(self) -> None:
        if self.link is not None:
            self.link.stop()


def run_app(device: str | None = None) -> int:
    """Run Tavern full screen until the player quits."""
    TavernApp(device=device).run()
    return 0
