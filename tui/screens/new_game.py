"""New game: the game, mode, players, its options, who sits where, seed, dice.

The form is built from `GameInfo` (modes and options), so a new game needs
nothing here. A token laid on the dice box picks its character for the next
human seat (see tui/tokens.py).
"""

from __future__ import annotations

import random

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Header, Input, Label, Select, Static

import engine
from tui import catalog, saves, tokens
from tui.dialogs.confirm import ConfirmDialog
from tui.messages import BoxToken
from tui.session import Seat, Session
from tui.settings import DICE_SOURCES
from tui.widgets.dice_box_status import TavernFooter

SEAT_KINDS = (("Human", "human"), ("AI easy", "ai:easy"), ("AI normal", "ai:normal"),
              ("AI hard", "ai:hard"))
MAX_SEATS = 4


def row(label: str, widget, row_id: str | None = None) -> Horizontal:
    return Horizontal(Label(label, classes="field-label"), widget, classes="field", id=row_id)


class NewGameScreen(Screen):
    """Pick everything, then Start (the button, or Ctrl+S)."""

    BINDINGS = [Binding("ctrl+s", "start", "Start"), Binding("escape", "back", "Back")]

    def __init__(self, game: str | None = None) -> None:
        super().__init__()
        playable = [entry for entry in catalog.entries() if entry.playable]
        self.games = playable
        self.game = game or (playable[0].name if playable else "")
        self.token_seat = -1  # the seat the last token gave a character to

    @property
    def info(self) -> engine.GameInfo:
        return engine.GAMES[self.game]

    def compose(self) -> ComposeResult:
        yield Header()
        with VerticalScroll(id="form"):
            yield Static("New game", classes="heading")
            soon = [entry.title for entry in catalog.entries() if not entry.playable]
            if soon:
                yield Static("Not yet playable: " + ", ".join(soon), classes="hint")
            yield row("Game", Select([(e.title, e.name) for e in self.games], value=self.game,
                                     allow_blank=False, compact=True, id="game"))
            yield row("Mode", Select([], compact=True, allow_blank=True, id="mode"))
            yield row("Players", Select([], compact=True, allow_blank=True, id="players"))
            yield Vertical(id="options")
            for seat in range(MAX_SEATS):
                default = "human" if seat == 0 else "ai:normal"
                yield row(f"Seat {seat + 1}", Select(SEAT_KINDS, value=default, allow_blank=False,
                                                     compact=True, id=f"seat-{seat}"), f"seat-row-{seat}")
            yield row("Seed", Input(placeholder="blank = random", type="integer", compact=True, id="seed"))
            yield row("Dice", Select([(text, key) for key, text in DICE_SOURCES.items()],
                                     value="device" if self.app.device else self.app.settings.dice,
                                     allow_blank=False, compact=True,
                                     id="dice"))
            yield Static("", id="form-error")
            yield Button("Start (Ctrl+S)", id="start", variant="primary")
        yield TavernFooter()

    async def on_mount(self) -> None:
        self.title = "New game"
        await self.fill_game()
        self.query_one("#game", Select).focus()

    async def fill_game(self) -> None:
        """Modes, players and options for the chosen game."""
        self.token_seat = -1
        modes = list(self.info.modes)
        mode = self.query_one("#mode", Select)
        mode.set_options([(name, name) for name in modes])
        mode.value = modes[0]
        self.fill_players()
        box = self.query_one("#options", Vertical)
        await box.remove_children()
        widgets = []
        for key, (allowed, default, help_text) in self.info.options.items():
            widgets.append(row(key.replace("_", " ").capitalize(), self.option_widget(key, allowed, default)))
            widgets.append(Static(help_text, classes="hint"))
        await box.mount_all(widgets)

    def option_widget(self, key: str, allowed, default):
        if isinstance(allowed, (tuple, list)) and allowed:
            return Select([(str(v), v) for v in allowed], value=default, allow_blank=False,
                          compact=True, id=f"opt-{key}")
        value = "" if default is None else (",".join(default) if isinstance(default, list) else str(default))
        kind = "integer" if allowed in (None, int) else "text"
        return Input(value=value, type=kind, compact=True, id=f"opt-{key}")

    def fill_players(self) -> None:
        mode = self.query_one("#mode", Select).value
        counts = self.info.modes.get(mode, self.info.seats)
        players = self.query_one("#players", Select)
        players.set_options([(str(n), n) for n in counts])
        players.value = counts[0]
        self.show_seats(counts[0])

    def show_seats(self, count: int) -> None:
        for seat in range(MAX_SEATS):
            self.query_one(f"#seat-row-{seat}").display = seat < count

    @on(Select.Changed, "#game")
    async def game_changed(self, event: Select.Changed) -> None:
        if event.value != Select.NULL and event.value != self.game:
            self.game = event.value
            await self.fill_game()

    @on(Select.Changed, "#mode")
    def mode_changed(self, event: Select.Changed) -> None:
        if event.value != Select.NULL:
            self.fill_players()

    @on(Select.Changed, "#players")
    def players_changed(self, event: Select.Changed) -> None:
        if event.value != Select.NULL:
            self.show_seats(int(event.value))

    @on(Button.Pressed, "#start")
    def start_pressed(self) -> None:
        self.action_start()

    def config(self) -> dict:
        config = {"mode": self.query_one("#mode", Select).value,
                  "players": self.query_one("#players", Select).value}
        for key in self.info.options:
            widget = self.query_one(f"#opt-{key}")
            value = widget.value
            if value != "" and value != Select.NULL:
                config[key] = value
        return config

    def seats(self, count: int) -> list[Seat]:
        found = []
        for seat in range(count):
            kind, _, level = str(self.query_one(f"#seat-{seat}", Select).value).partition(":")
            found.append(Seat(kind, level or "normal"))
        return found

    def on_box_token(self, message: BoxToken) -> None:
        """A token on the dice box: its character goes to the next human seat."""
        if message.name is None:
            self.notify(f"This token ({message.uid}) has no name yet. Bind it with "
                        "'tavern device learn NAME', e.g. 'tavern device learn Warrior'.",
                        title="Token", timeout=8, markup=False)
            return
        value = tokens.character_values(self.game).get(message.name.strip().lower())
        if value is None:
            self.notify(f"The token '{message.name}' is not a character of {self.info.title}.",
                        title="Token", severity="warning", markup=False)
            return
        count = tokens.seats_with_characters(self.game, int(self.query_one("#players", Select).value))
        humans = [seat for seat in range(count)
                  if self.query_one(f"#seat-{seat}", Select).value == "human"]
        if not humans:
            self.notify("No human seat can take a character here.", title="Token", severity="warning")
            return
        seat = next((s for s in humans if s > self.token_seat), humans[0])
        self.give_character(seat, value)
        self.token_seat = seat
        self.notify(f"Seat {seat + 1} plays {message.name}.", title="Token")

    def give_character(self, seat: int, value: str) -> None:
        if self.game in tokens.SEAT_OPTIONS:
            self.query_one(f"#opt-{tokens.SEAT_OPTIONS[self.game][seat]}", Select).value = value
            return
        field = self.query_one(f"#opt-{tokens.LIST_OPTIONS[self.game]}", Input)
        entries = [entry.strip() for entry in field.value.split(",") if entry.strip()]
        spare = sorted(set(tokens.character_values(self.game).values()))
        field.value = ",".join(tokens.place_in_list(entries, seat, value,
                                                    random.sample(spare, len(spare))))

    def action_start(self) -> None:
        error = self.query_one("#form-error", Static)
        seed_text = self.query_one("#seed", Input).value.strip()
        seed = int(seed_text) if seed_text.lstrip("-").isdigit() else random.randrange(1 << 31)
        try:
            config = self.info.normalise_config(self.config())
            session = Session.new(self.game, config, seed, self.seats(config["players"]),
                                  str(self.query_one("#dice", Select).value))
        except engine.ConfigError as problem:
            error.update(f"Cannot start: {problem}")
            return
        if not saves.unfinished_autosave():
            self.app.start_session(session, replace=True)
            return

        def answered(replace: bool | None) -> None:
            if replace:
                self.app.start_session(session, replace=True)

        self.app.push_screen(ConfirmDialog("Start a new game? The unfinished game under Continue "
                                           "will be replaced (save it by name first to keep it)."),
                             answered)

    def action_back(self) -> None:
        self.app.pop_screen()
