"""Settings: language, theme, animation speed and dice source, saved at once."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Header, Label, Select, Static

from tui.i18n import LANGUAGES, N_, _
from tui.settings import DICE_SOURCES, SPEEDS, THEMES
from tui.typed_app import tavern_app
from tui.widgets.dice_box_status import TavernFooter

SPEED_NAMES = {"instant": N_("instant"), "fast": N_("fast"), "normal": N_("normal"), "slow": N_("slow")}


class SettingsScreen(Screen):
    """Every change applies and is saved immediately; Escape goes back."""

    BINDINGS = [Binding("escape", "back", N_("Back"))]

    app = tavern_app()

    def compose(self) -> ComposeResult:
        settings = self.app.settings
        yield Header()
        with VerticalScroll(id="form"):
            yield Static(_("Settings"), classes="heading")
            languages = [(_("From the system (LANGUAGE, LANG)"), "")] + [(name, code) for code, name in LANGUAGES.items()]
            yield Horizontal(Label(_("Language"), classes="field-label"),
                             Select(languages, value=settings.language, allow_blank=False, compact=True, id="language"),
                             classes="field")
            yield Horizontal(Label(_("Theme"), classes="field-label"),
                             Select([(t, t) for t in THEMES], value=settings.theme if settings.theme in THEMES
                                    else THEMES[0], allow_blank=False, compact=True, id="theme"),
                             classes="field")
            yield Horizontal(Label(_("Animation"), classes="field-label"),
                             Select([(f"{_(SPEED_NAMES[name])} ({delay:g}s)", name) for name, delay in SPEEDS.items()],
                                    value=settings.speed, allow_blank=False, compact=True, id="speed"),
                             classes="field")
            yield Horizontal(Label(_("Dice"), classes="field-label"),
                             Select([(_(text), key) for key, text in DICE_SOURCES.items()],
                                    value=settings.dice, allow_blank=False, compact=True, id="dice"),
                             classes="field")
            yield Static(_("Animation sets how long AI moves and virtual dice stay on screen."),
                         classes="hint")
        yield TavernFooter()

    def on_mount(self) -> None:
        self.title = _("Settings")

    @on(Select.Changed)
    async def changed(self, event: Select.Changed) -> None:
        if event.value == Select.NULL or event.select.id is None:
            return
        name, value = event.select.id, str(event.value)
        if getattr(self.app.settings, name) == value:
            return
        setattr(self.app.settings, name, value)
        if name == "theme":
            self.app.theme = value
        try:
            self.app.settings.save()
        except OSError as error:
            self.notify(_("The setting applies now but cannot be kept: {why}").format(why=error.strerror or error),
                        title=_("Settings"), severity="error", timeout=8, markup=False)
        if name == "language":
            await self.app.speak(value)
            self.query_one("#language", Select).focus()

    def action_back(self) -> None:
        self.app.pop_screen()
