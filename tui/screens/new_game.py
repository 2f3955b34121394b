"""New game: the game, mode, players, its options, who sits where, seed, dice.

The form is built from `GameInfo` (modes and options), so a new game needs
nothing here: each option's widget follows its kind (`OPTION_WIDGETS`), and
what the widgets hold is read by the option's own `parse`, through
`normalise_config`, as `--config` is. It shows only the options the chosen
mode uses (`GameInfo.options_for`) and starts from the last choices made for
each game (kept in settings). A token laid on the dice box picks its
character for the next human seat (see tui/tokens.py).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Button, Header, Input, Label, Select, Static
from textual.widgets.select import NoSelection

import engine
from engine.options import Option
from tui import catalog, saves, tokens
from tui.dialogs.confirm import ConfirmDialog
from tui.i18n import N_, _, render
from tui.match import Match, Seat
from tui.messages import BoxToken
from tui.plain import plain
from tui.registry import screen_class
from tui.settings import DICE_SOURCES
from tui.typed_app import tavern_app
from tui.widgets.dice_box_status import TavernFooter

SEAT_KINDS = ((N_("Human"), "human"), (N_("AI easy"), "ai:easy"), (N_("AI normal"), "ai:normal"),
              (N_("AI hard"), "ai:hard"))
"""Who may sit at a seat: (its name, marked for the catalogues, translated where shown; its value)."""
MAX_SEATS = 4


def chosen(select: Select) -> Any:
    """What a Select of this form holds (none of them can be left blank)."""
    value = select.value
    assert not isinstance(value, NoSelection), f"#{select.id} was left blank"
    return value


def row(label: str, widget, row_id: str | None = None) -> Horizontal:
    return Horizontal(Label(label, classes="field-label"), widget, classes="field", id=row_id)


class NewGameScreen(Screen):
    """Pick everything, then Start (the button, or Ctrl+S)."""

    BINDINGS = [Binding("ctrl+s", "start", N_("Start")), Binding("escape", "back", N_("Back"))]

    app = tavern_app()

    def __init__(self, game: str | None = None) -> None:
        super().__init__()
        self.games = catalog.entries()
        last = self.app.settings.new_game.get("game")
        if last not in [entry.name for entry in self.games]:
            last = self.games[0].name if self.games else ""
        self.game = game or last
        self.token_seat = -1  # the seat the last token gave a character to

    @property
    def info(self) -> engine.GameInfo:
        return engine.GAMES[self.game]

    def compose(self) -> ComposeResult:
        yield Header()
        with VerticalScroll(id="form"):
            yield Static(_("New game"), classes="heading")
            yield row(_("Game"), Select([(render(e.title), e.name) for e in self.games], value=self.game,
                                        allow_blank=False, compact=True, id="game"))
            yield row(_("Mode"), Select([], compact=True, allow_blank=True, id="mode"))
            yield row(_("Players"), Select([], compact=True, allow_blank=True, id="players"))
            yield Vertical(id="options")
            for seat in range(MAX_SEATS):
                default = "human" if seat == 0 else "ai:normal"
                yield row(_("Seat {number}").format(number=seat + 1),
                          Select([(_(name), kind) for name, kind in SEAT_KINDS], value=default, allow_blank=False,
                                 compact=True, id=f"seat-{seat}"), f"seat-row-{seat}")
            yield row(_("Seed"), Input(placeholder=_("blank = random"), type="integer", compact=True, id="seed"))
            yield row(_("Dice"), Select([(_(text), key) for key, text in DICE_SOURCES.items()],
                                        value="device" if self.app.device else self.app.settings.dice,
                                        allow_blank=False, compact=True, id="dice"))
            yield Static("", id="form-error")
            yield Button(_("Start (Ctrl+S)"), id="start", variant="primary")
        yield TavernFooter()

    async def on_mount(self) -> None:
        self.title = _("New game")
        await self.fill_game()
        self.query_one("#game", Select).focus()

    def remembered(self) -> dict:
        """The choices last started with for this game (empty when none)."""
        games = self.app.settings.new_game.get("games")
        last = games.get(self.game) if isinstance(games, dict) else None
        return last if isinstance(last, dict) else {}

    async def fill_game(self) -> None:
        """Modes, players, options and seats for the chosen game, as last chosen."""
        self.token_seat = -1
        last = self.remembered()
        modes = list(self.info.modes)
        mode = self.query_one("#mode", Select)
        mode.set_options([(render(self.info.mode_name(name)), name) for name in modes])
        mode.value = last["mode"] if last.get("mode") in modes else modes[0]
        box = self.query_one("#options", Vertical)
        await box.remove_children()
        widgets: list[Widget] = []
        remembered = last.get("options")
        options: dict = remembered if isinstance(remembered, dict) else {}
        for key, option in self.info.options.items():
            value = self.start_value(key, option, options.get(key, option.default))
            widgets.append(row(option_label(key, option), option_widget(key, option, value), f"opt-row-{key}"))
            widgets.append(Static(plain(render(option.help)), classes="hint", id=f"opt-help-{key}"))
        await box.mount_all(widgets)
        chosen_seats = last.get("seats")
        seats: list = chosen_seats if isinstance(chosen_seats, list) else []
        kinds = [kind for _name, kind in SEAT_KINDS]
        for seat, kind in enumerate(seats[:MAX_SEATS]):
            if kind in kinds:
                self.query_one(f"#seat-{seat}", Select).value = kind
        dice = last.get("dice")
        if dice in DICE_SOURCES and not self.app.device:
            self.query_one("#dice", Select).value = dice
        self.fill_players(last.get("players"))

    def show_options(self) -> None:
        """Only the options the chosen mode uses are shown (and sent)."""
        used = self.info.options_for(str(self.query_one("#mode", Select).value))
        for key in self.info.options:
            for part in self.query(f"#opt-row-{key}, #opt-help-{key}"):
                part.display = key in used

    def start_value(self, key: str, option: Option, remembered: object) -> Any:
        """The value an option's widget starts with: the remembered one if the option takes it, else its default."""
        try:
            return option.parse(self.game, key, remembered)
        except engine.ConfigError:
            return option.parse(self.game, key, option.default)

    def fill_players(self, wanted: object = None) -> None:
        """The seat counts of the chosen mode (`wanted` when it allows it), and its options."""
        mode = chosen(self.query_one("#mode", Select))
        counts = self.info.modes.get(mode, self.info.seats)
        count = wanted if wanted in counts else counts[0]
        players = self.query_one("#players", Select)
        players.set_options([(str(n), n) for n in counts])
        players.value = count
        self.show_seats(int(count))
        self.show_options()

    def show_seats(self, count: int) -> None:
        for seat in range(MAX_SEATS):
            self.query_one(f"#seat-row-{seat}").display = seat < count

    @on(Select.Changed, "#game")
    async def game_changed(self, event: Select.Changed) -> None:
        if isinstance(event.value, str) and event.value != self.game:
            self.game = event.value
            await self.fill_game()

    @on(Select.Changed, "#mode")
    def mode_changed(self, event: Select.Changed) -> None:
        if event.value != Select.NULL:
            self.fill_players(self.query_one("#players", Select).value)

    @on(Select.Changed, "#players")
    def players_changed(self, event: Select.Changed) -> None:
        if isinstance(event.value, int):
            self.show_seats(event.value)

    @on(Button.Pressed, "#start")
    def start_pressed(self) -> None:
        self.action_start()

    def config(self) -> dict:
        config = {"mode": self.query_one("#mode", Select).value,
                  "players": self.query_one("#players", Select).value}
        for key in self.info.options_for(str(config["mode"])):
            value = self.option_value(key)
            if value != "" and value != Select.NULL:
                config[key] = value
        return config

    def option_value(self, key: str) -> object:
        """What the form holds for a game option, as typed (the option's `parse` reads it)."""
        widget = self.query_one(f"#opt-{key}")
        assert isinstance(widget, (Input, Select)), "option_widget makes an Input or a Select"
        return widget.value

    def seats(self, count: int) -> list[Seat]:
        found = []
        for seat in range(count):
            kind, _, level = str(self.query_one(f"#seat-{seat}", Select).value).partition(":")
            found.append(Seat(kind, level or "normal"))
        return found

    def on_box_token(self, message: BoxToken) -> None:
        """A token on the dice box: its character goes to the next human seat."""
        if message.name is None:
            self.notify(_("This token ({uid}) has no name yet. Bind it with 'tavern device learn NAME', "
                          "e.g. 'tavern device learn Warrior'.").format(uid=message.uid),
                        title=_("Token"), timeout=8, markup=False)
            return
        value = tokens.character_values(self.game).get(message.name.strip().lower())
        if value is None:
            self.notify(_("The token '{name}' is not a character of {game}.").format(
                name=message.name, game=render(self.info.title)), title=_("Token"), severity="warning", markup=False)
            return
        count = tokens.seats_with_characters(self.game, chosen(self.query_one("#players", Select)))
        humans = [seat for seat in range(count)
                  if self.query_one(f"#seat-{seat}", Select).value == "human"]
        if not humans:
            self.notify(_("No human seat can take a character here."), title=_("Token"), severity="warning")
            return
        seat = next((s for s in humans if s > self.token_seat), humans[0])
        self.give_character(seat, value)
        self.token_seat = seat
        self.notify(_("Seat {number} plays {name}.").format(number=seat + 1, name=message.name), title=_("Token"),
                    markup=False)

    def give_character(self, seat: int, value: str) -> None:
        listed = tokens.list_option(self.game)
        if listed is None:
            self.query_one(f"#opt-{tokens.seat_option(self.game, seat)}", Select).value = value
            return
        field = self.query_one(f"#opt-{listed}", Input)
        entries = [entry.strip() for entry in field.value.split(",") if entry.strip()]
        spare = sorted(set(tokens.character_values(self.game).values()))
        field.value = ",".join(tokens.place_in_list(entries, seat, value,
                                                    random.sample(spare, len(spare))))

    def action_start(self) -> None:
        error = self.query_one("#form-error", Static)
        seed_text = self.query_one("#seed", Input).value.strip()
        seed = int(seed_text) if seed_text.lstrip("-").isdigit() else random.randrange(1 << 31)
        try:
            config = screen_class(self.game).table_config(self.info.normalise_config(self.config()))
            session = Match.new(self.game, config, seed, self.seats(config["players"]),
                                  str(self.query_one("#dice", Select).value))
        except engine.ConfigError as problem:
            error.update(plain(_("Cannot start: {problem}").format(problem=problem)))
            return
        self.remember()
        if not saves.unfinished_autosave():
            self.app.start_session(session, replace=True)
            return

        def answered(replace: bool | None) -> None:
            if replace:
                self.app.start_session(session, replace=True)

        self.app.push_screen(ConfirmDialog(_("Start a new game? The unfinished game under Continue "
                                             "will be replaced (save it by name first to keep it).")),
                             answered)

    def remember(self) -> None:
        """Keep this game's choices in settings for the next New game form."""
        settings = self.app.settings
        games = settings.new_game.get("games")
        games = dict(games) if isinstance(games, dict) else {}
        games[self.game] = {
            "mode": self.query_one("#mode", Select).value,
            "players": self.query_one("#players", Select).value,
            "options": {key: self.option_value(key) for key in self.info.options},
            "seats": [self.query_one(f"#seat-{seat}", Select).value for seat in range(MAX_SEATS)],
            "dice": self.query_one("#dice", Select).value,
        }
        settings.new_game = {"game": self.game, "games": games}
        try:
            settings.save()
        except OSError as problem:  # a read-only config folder must not stop the game
            self.notify(_("Could not keep these choices: {problem}").format(problem=problem), title=_("Settings"),
                        severity="warning", markup=False)

    def action_back(self) -> None:
        self.app.pop_screen()


def option_label(key: str, option: Option) -> str:
    """A game option's name on the form, in the player's language (an option with no label: its key, capitalised)."""
    return render(option.label) if option.label else key.replace("_", " ").capitalize()


def _select(key: str, option: Option, value: Any) -> Select:
    """A choice: its values, as the game names them in the player's language."""
    return Select([(render(option.name(v)), v) for v in option.values], value=value, allow_blank=False, compact=True,
                  id=f"opt-{key}")


def _yes_no(key: str, option: Option, value: Any) -> Select:
    """A flag: no or yes, in the player's language."""
    return Select([(render(option.name(v)), v) for v in (False, True)], value=value, allow_blank=False, compact=True,
                  id=f"opt-{key}")


def _number(key: str, option: Option, value: Any) -> Input:
    """A number, typed (blank: the default)."""
    return Input(value=option.text(value), type="integer", compact=True, id=f"opt-{key}")


def _names(key: str, option: Option, value: Any) -> Input:
    """Names, typed comma-separated as on the command line."""
    return Input(value=option.text(value), type="text", compact=True, id=f"opt-{key}")


OPTION_WIDGETS: dict[str, Callable[[str, Option, Any], Select | Input]] = {
    "choice": _select, "flag": _yes_no, "number": _number, "names": _names,
}
"""The widget of each kind of option (`engine.options.KINDS`), built as `OPTION_WIDGETS[kind](key, option, value)`."""


def option_widget(key: str, option: Option, value: Any) -> Select | Input:
    """The field for a game option holding `value` (a value the option's `parse` gave)."""
    return OPTION_WIDGETS[option.kind](key, option, value)
