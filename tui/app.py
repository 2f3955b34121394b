"""The Tavern app: the menu first, then one board screen per game in play."""

from __future__ import annotations

from pathlib import Path

from textual.app import App
from textual.reactive import reactive
from textual.screen import Screen

from device.link import DeviceLink
from device.sources import DeviceDice
from device.token_book import TokenBook, TokenBookError
from engine.core import DiceRequest, SaveError
from tui import saves
from tui.messages import BoxButton, BoxToken, DiceBoxSaid
from tui.registry import screen_class
from tui.screens.menu import MenuScreen
from tui.session import Session
from tui.settings import Settings


class TavernApp(App):
    """Owns the settings and moves between screens; the screens do the rest."""

    TITLE = "Tavern"
    CSS_PATH = "tavern.tcss"
    ENABLE_COMMAND_PALETTE = True

    dice_box: reactive[tuple[str, str]] = reactive(("", ""))
    """The dice box link's (status, detail); ("", "") while no dice box is in use."""

    def __init__(self, device: str | None = None, settings: Settings | None = None) -> None:
        super().__init__()
        self.settings = settings or Settings.load()
        self.device = device
        self.link: DeviceLink | None = None
        self.tokens_path: Path | None = None  # None: tokens.toml in Tavern's config folder
        self._unsubscribe = lambda: None

    def get_default_screen(self) -> MenuScreen:
        return MenuScreen()

    def on_mount(self) -> None:
        if self.settings.theme in self.available_themes:
            self.theme = self.settings.theme
        if self.device or self.settings.dice == "device":
            self.start_link()

    # -- the dice box -----------------------------------------------------
    def start_link(self) -> DeviceLink:
        """Connect to the dice box; its news reaches the app as `DiceBoxSaid` messages."""
        link = DeviceLink(self.device)
        self._unsubscribe = link.subscribe(self._hear_box)
        self.link = link.start()
        return link

    def _hear_box(self, event: dict) -> None:
        """Called in the link's reader thread: hand the news to the app's own thread."""
        if event.get("t") in ("link", "token", "button"):
            self.post_message(DiceBoxSaid(event))

    def on_dice_box_said(self, message: DiceBoxSaid) -> None:
        """Link changes go to the footer; buttons and token taps to the screen on top."""
        event = message.event
        if event["t"] == "link":
            self.show_link(event["status"], event["detail"])
        elif event["t"] == "button":
            self.screen.post_message(BoxButton(str(event.get("b"))))
        elif event.get("p"):
            uid = str(event.get("uid"))
            self.screen.post_message(BoxToken(uid, self.token_name(uid)))

    def show_link(self, status: str, detail: str) -> None:
        was = self.dice_box[0]
        self.dice_box = (status, detail)
        if was == "connected" and status == "disconnected":
            self.notify(f"Dice box disconnected: {detail}", title="Dice box", severity="warning",
                        markup=False)
        elif status == "connected" and was == "disconnected" and self.link.stats.connects > 1:
            self.notify("Dice box connected again.", title="Dice box")

    def token_name(self, uid: str) -> str | None:
        """The name a token is bound to (tokens.toml is read afresh, so new bindings count)."""
        try:
            return TokenBook(self.tokens_path).name_for(uid)
        except TokenBookError as problem:
            self.notify(str(problem), title="Tokens", severity="error", timeout=10, markup=False)
            return None

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
            self.start_link()
        box = DeviceDice(self.link)
        problem = box.available(request)
        if problem:
            self.notify(f"Dice box: {problem}. Using virtual dice.", title="Dice", timeout=6,
                        markup=False)
            return "virtual", None
        return "device", box

    def on_unmount(self) -> None:
        self._unsubscribe()
        if self.link is not None:
            self.link.stop()


def run_app(device: str | None = None) -> int:
    """Run Tavern full screen until the player quits."""
    TavernApp(device=device).run()
    return 0
