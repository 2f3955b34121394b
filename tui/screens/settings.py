"""Settings: theme, animation speed and dice source, saved at once."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Header, Label, Select, Static

from tui.settings import DICE_SOURCES, SPEEDS, THEMES
from tui.typed_app import tavern_app
from tui.widgets.dice_box_status import TavernFooter


class SettingsScreen(Screen):
    """Every change applies and is saved immediately; Escape goes back."""

    BINDINGS = [Binding("escape", "back", "Back")]

    app = tavern_app()

    def compose(self) -> ComposeResult:
        settings = self.app.settings
        yield Header()
        with VerticalScroll(id="form"):
            yield Static("Settings", classes="heading")
            yield Horizontal(Label("Theme", classes="field-label"),
                             Select([(t, t) for t in THEMES], value=settings.theme if settings.theme in THEMES
                                    else THEMES[0], allow_blank=False, compact=True, id="theme"),
                             classes="field")
            yield Horizontal(Label("Animation", classes="field-label"),
                             Select([(f"{name} ({delay:g}s)", name) for name, delay in SPEEDS.items()],
                                    value=settings.speed, allow_blank=False, compact=True, id="speed"),
                             classes="field")
            yield Horizontal(Label("Dice", classes="field-label"),
                             Select([(text, key) for key, text in DICE_SOURCES.items()],
                                    value=settings.dice, allow_blank=False, compact=True, id="dice"),
                             classes="field")
            yield Static("Animation sets how long AI moves and virtual dice stay on screen.",
                         classes="hint")
        yield TavernFooter()

    def on_mount(self) -> None:
        self.title = "Settings"

    @on(Select.Changed)
    def changed(self, event: Select.Changed) -> None:
        if event.value == Select.NULL or event.select.id is None:
            return
        setattr(self.app.settings, event.select.id, str(event.value))
        if event.select.id == "theme":
            self.app.theme = str(event.value)
        try:
            self.app.settings.save()
        except OSError as error:
            self.notify(f"The setting applies now but cannot be kept: {error.strerror or error}",
                        title="Settings", severity="error", timeout=8, markup=False)

    def action_back(self) -> None:
        self.app.pop_screen()
