"""The Tavern app: the menu first, then one board screen per game in play."""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any
from weakref import WeakKeyDictionary

from textual import _time, events, work
from textual.app import App
from textual.reactive import reactive
from textual.screen import Screen
from textual.worker import get_current_worker

from device.link import DeviceLink
from device.sources import DeviceDice
from device.token_book import TokenBookError
from engine.core import DiceRequest, Record, SaveError
from tui import saves
from tui.dialogs.confirm import ConfirmDialog, NameDialog
from tui.i18n import _, choose_language, set_language
from tui.match import Match
from tui.messages import BoxButton, BoxToken, DiceBoxSaid, SaveOpened
from tui.registry import screen_class
from tui.screens.menu import MenuScreen
from tui.settings import Settings
from tui.storage import TokenFile


class TavernApp(App):
    """Owns the settings and moves between screens; the screens do the rest."""

    TITLE = "Tavern"
    CSS_PATH = "tavern.tcss"
    ENABLE_COMMAND_PALETTE = True

    RESUME_GRACE = 0.4
    """Seconds after a dialog closes in which the keys that play a move (Enter, the digits) are not meant
    for the screen beneath it: a second Enter pressed to close the dice dialog must not play the move
    highlighted under it. Other keys (v, ?, the map's arrows) act at once."""

    dice_box: reactive[tuple[str, str]] = reactive(("", ""))
    """The dice box link's (status, detail); ("", "") while no dice box is in use."""

    def __init__(self, device: str | None = None, settings: Settings | None = None,
                 now: Callable[[], float] = time.monotonic, join: tuple[str, str] | None = None,
                 lang: str | None = None) -> None:
        super().__init__()
        self.join = join
        """(address, code) of a `tavern host` table to take a seat at once the app opens."""
        self.now = now
        """The real-time clock in seconds (the solo countdown reads it; tests give a fake one)."""
        self._opened_at: WeakKeyDictionary[Screen, float] = WeakKeyDictionary()
        self._resumed_at: WeakKeyDictionary[Screen, float] = WeakKeyDictionary()
        self.settings = settings or Settings.load()
        set_language(choose_language(lang, self.settings.language, os.environ))
        self.device = device
        self.link: DeviceLink | None = None
        self.tokens_path: Path | None = None  # None: tokens.toml in Tavern's config folder
        self.autosave_problem = ""
        """Why the last autosave failed ('' while autosaving works): the player is told once."""
        self._unsubscribe = lambda: None

    async def on_event(self, event: events.Event) -> None:
        """A key pressed before the screen on top opened (say while an AI thought), or just after the
        dialog over it closed, is not meant for it."""
        if isinstance(event, events.Key) and not event.is_forwarded:
            if event.time < self._opened_at.get(self.screen, event.time):
                return
            if (event.key == "enter" or event.key.isdigit()) and event.time < self._resumed_at.get(self.screen, 0):
                return
        await super().on_event(event)

    def push_screen(self, screen: Any, *args: Any, **kwargs: Any) -> Any:
        """Push a screen, noting when it opened (see `on_event`)."""
        return super().push_screen(self._opened(screen), *args, **kwargs)

    def pop_screen(self) -> Any:
        """Close the screen on top (a dialog); the one beneath ignores Enter and the digits for
        `RESUME_GRACE` seconds."""
        closed = super().pop_screen()
        self._resumed_at[self.screen] = _time.get_time() + self.RESUME_GRACE
        return closed

    def switch_screen(self, screen: Any) -> Any:
        """Switch to a screen, noting when it opened (see `on_event`)."""
        return super().switch_screen(self._opened(screen))

    def _opened(self, screen: Any) -> Any:
        """Note the moment a screen opens; keys pressed earlier never act on it."""
        if isinstance(screen, Screen):
            self._opened_at[screen] = _time.get_time()
        return screen

    def get_default_screen(self) -> MenuScreen:
        return MenuScreen()

    def on_mount(self) -> None:
        saves.remove_interrupted_writes(time.time())
        if self.settings.theme in self.available_themes:
            self.theme = self.settings.theme
        if self.device or self.settings.dice == "device":
            self.start_link()
        if self.join:
            self.join_table(*self.join)

    async def speak(self, saved: str) -> None:
        """Speak the language just chosen in Settings (`saved`, "" for the environment's) on every
        open screen at once."""
        set_language(choose_language(None, saved, os.environ))
        for screen in list(self.screen_stack):
            await screen.recompose()

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
            self.notify(f"Dice box disconnected: {detail}", title="Dice box", severity="warning", markup=False)
        elif status == "connected" and was == "disconnected" and self.link and self.link.stats.connects > 1:
            self.notify("Dice box connected again.", title="Dice box")

    def token_name(self, uid: str) -> str | None:
        """The name a token is bound to (tokens.toml is read afresh, so new bindings count)."""
        try:
            return TokenFile(self.tokens_path).read().name_for(uid)
        except TokenBookError as problem:
            self.notify(str(problem), title="Tokens", severity="error", timeout=10, markup=False)
            return None

    # -- moving between screens -------------------------------------------
    def to_menu(self) -> None:
        while len(self.screen_stack) > 1:
            self.pop_screen()

    def start_session(self, session: Match, replace: bool = False) -> Screen:
        """Open the board screen for a game in play; returns the screen."""
        screen = screen_class(session.record.game)(session)
        session.saver = self.autosave
        session.autosave()
        if replace and len(self.screen_stack) > 1:
            self.switch_screen(screen)
        else:
            self.push_screen(screen)
        return screen

    def open_save(self, path: Path, replay: bool, report: Callable[[str], None]) -> None:
        """Open a save to play or replay. It is read and replayed off the UI thread; a problem goes to `report`."""
        self.read_save(path, replay, report)

    @work(thread=True, exclusive=True, group="saves", exit_on_error=False)
    def read_save(self, path: Path, replay: bool, report: Callable[[str], None]) -> None:
        opened: Match | Record | None = None
        try:
            record = saves.read(path)
            session = Match.from_record(record)  # replays it: every input is checked
            opened, problem = (record if replay else session), ""
        except SaveError as error:
            problem = _("Cannot open this save: {error}").format(error=error)
        except Exception as error:  # noqa: BLE001 - a broken file must never crash the app
            problem = _("Cannot open this save: {file} is damaged ({error})").format(
                file=path.name, error=f"{type(error).__name__}: {error}")
        if not get_current_worker().is_cancelled:
            self.post_message(SaveOpened(opened, problem, report))

    def on_save_opened(self, message: SaveOpened) -> None:
        if isinstance(message.opened, Match):
            self.start_session(message.opened, replace=True)
        elif isinstance(message.opened, Record):
            from tui.screens.replay import ReplayScreen

            screen = ReplayScreen(message.opened)
            if len(self.screen_stack) > 1:
                self.switch_screen(screen)
            else:
                self.push_screen(screen)
        else:
            message.report(message.problem)

    # -- saving -----------------------------------------------------------
    def autosave(self, record: Record, finished: bool = False) -> None:
        """Autosave (and keep a finished game for Replays); a disk that says no is told once, and play goes on."""
        try:
            saves.autosave(record)
            if finished:
                saves.save_finished(record)
        except SaveError as problem:
            if not self.autosave_problem:
                self.notify(f"Autosave failed: {problem}. The game goes on; it is not being saved.",
                            title="Autosave", severity="error", timeout=15, markup=False)
            self.autosave_problem = str(problem)
            return
        if self.autosave_problem:
            self.notify("Autosave works again.", title="Autosave")
        self.autosave_problem = ""

    def save_as(self, record: Record, default: str) -> None:
        """Ask for a name and save under it, asking first before a save of that name is replaced."""
        def write(name: str) -> None:
            try:
                path = saves.save_named(record, name)
            except SaveError as problem:
                self.notify(f"Not saved: {problem}", title="Save", severity="error", timeout=10, markup=False)
                return
            self.notify(f"Saved as “{name}” ({path.name})", title="Saved", markup=False)

        def named(name: str | None) -> None:
            if not name:
                return
            _, taken = saves.named_save_path(name)
            if not taken or record.meta.get("name") == name:
                write(name)
                return
            self.push_screen(ConfirmDialog("A save with this name is already there. Replace it with this game?"),
                             lambda replace: write(name) if replace else None)

        self.push_screen(NameDialog("Save this game as:", default), named)

    def continue_game(self) -> None:
        path = saves.autosave_path()
        if not path.exists():
            self.notify("There is no game to continue yet.", title="Continue")
            return
        self.open_save(path, False, lambda problem: self.notify(problem, title="Continue", severity="error",
                                                                timeout=10, markup=False))

    def ask_join(self) -> None:
        """Ask for a host's address and a join code, then take that seat."""
        def given(text: str | None) -> None:
            words = (text or "").split()
            if len(words) == 2:
                self.join_table(*words)
            elif words:
                self.notify("Type the host's address and your code, e.g. 192.168.1.5:8765 K7QX2M",
                            title="Join a table", severity="warning")

        self.push_screen(NameDialog("Join a table: the host's address and your code "
                                    "(as tavern host printed them):"), given)

    @work(exclusive=True, group="join", exit_on_error=False)
    async def join_table(self, address: str, code: str) -> None:
        """Take a seat at a `tavern host` table in the game's board screen; a problem is told and the menu stays."""
        from tui.net.client import JoinError, RemoteTable
        from tui.serve import join_problem, join_refusal

        refusal = join_refusal(address)  # served in a browser: only the tables the server allows
        if refusal is not None:
            self.notify(f"Cannot join: {refusal}", title="Join a table", severity="error", timeout=10, markup=False)
            return
        try:
            table = await RemoteTable.join(address, code, self.settings.dice)
        except JoinError as error:
            self.notify(f"Cannot join: {join_problem(error, address)}", title="Join a table", severity="error",
                        timeout=10, markup=False)
            return
        self.push_screen(screen_class(table.game)(table))

    def dice_source(self, wanted: str, request: DiceRequest) -> tuple[str, DeviceDice | None]:
        """The dice source for this roll; the dice box falls back to virtual dice, saying why."""
        if wanted != "device":
            return wanted, None
        box = DeviceDice(self.link or self.start_link())
        problem = box.available(request)
        if problem:
            self.notify(f"Dice box: {problem}. Using virtual dice.", title="Dice", timeout=6, markup=False)
            return "virtual", None
        return "device", box

    def on_unmount(self) -> None:
        self._unsubscribe()
        if self.link is not None:
            self.link.stop()


def run_app(device: str | None = None, join: tuple[str, str] | None = None, lang: str | None = None) -> int:
    """Run Tavern full screen until the player quits (at a host's table at once, with `join`; in the
    language `lang`, else the one in Settings or the environment)."""
    TavernApp(device=device, join=join, lang=lang).run()
    return 0
