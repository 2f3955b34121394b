"""The Balance lab: a small sweep run from the app, with a live table and a win-rate chart.

The same sweep as `tavern sim GAME --sweep ...` (ai/lab), played in one
worker thread so the screen stays live; the table and the chart are redrawn
after every batch. Sweeps of thousands of games belong to `tavern sim
--workers` or `--ray`: the app plays on one core.
"""

from __future__ import annotations

import argparse

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Button, DataTable, Header, Input, Select, Static
from textual.worker import get_current_worker

import engine
from ai.lab.parallel import iter_local
from ai.lab.summary import summarise
from ai.lab.sweep import SHIPPED, Plan, make_plan, sweep_option
from ai.lab.table import first_rows, format_bars
from tui import catalog
from tui.i18n import N_, _, ngettext, render
from tui.messages import LabPlayed
from tui.screens.new_game import chosen, row
from tui.serve import served
from tui.widgets.dice_box_status import TavernFooter

COLUMNS = (N_("cell"), N_("settings"), N_("seat or agent"), N_("games"), N_("win rate"), N_("{percent} interval"),
           N_("mean score"), N_("turns"))
"""The table's columns (translated where shown, "{percent}" being 95%)."""
BATCH = 5
"""Games per batch: the table is redrawn after each."""


def plan_from(game: str, mode: str, sweeps: str, games: str, seed: str) -> Plan:
    """The sweep the form describes; a mistake is a `ConfigError` or `ValueError` naming it."""
    try:
        parsed = [sweep_option(text) for text in sweeps.split()]
    except argparse.ArgumentTypeError as error:
        raise ValueError(_("sweep: {error}").format(error=error)) from None
    if served() and any(sweep.key == "cards" and set(sweep.values) != {SHIPPED} for sweep in parsed):
        raise ValueError(_("cards: in a browser the Balance lab plays only the shipped cards (a folder would be one "
                           "of the server's); sweep card folders with `tavern sim --sweep cards=...` on your computer"))
    if not games.strip().isdigit() or not 1 <= int(games) <= 10_000:
        raise ValueError(_("games per cell must be a whole number from 1 to 10000 (got {games})").format(
            games=repr(games)))
    if not seed.strip().lstrip("-").isdigit():
        raise ValueError(_("seed must be a whole number (got {seed})").format(seed=repr(seed)))
    return make_plan(game, mode=mode, sweeps=parsed, games=int(games), seed=int(seed))


def _games(count: int) -> str:
    """"1 game", "20 games", in the player's language."""
    return ngettext("{n} game", "{n} games", count).format(n=count)


class BalanceLabScreen(Screen):
    """Pick a game, the values to sweep and how many games; Run (the button or Ctrl+R) plays them."""

    BINDINGS = [Binding("ctrl+r", "run", N_("Run")), Binding("escape", "back", N_("Back"))]

    def __init__(self) -> None:
        super().__init__()
        self.games = catalog.entries()
        self.generation = 0

    def compose(self) -> ComposeResult:
        yield Header()
        first = self.games[0].name
        with Vertical(id="lab-form"):
            yield row(_("Game"), Select([(render(e.title), e.name) for e in self.games], value=first,
                                        allow_blank=False, compact=True, id="lab-game"))
            yield row(_("Mode"), Select(self.modes(first), value=engine.GAMES[first].default_mode,
                                        allow_blank=False, compact=True, id="lab-mode"))
            yield row(_("Sweep"), Input("agents=random,heuristic", placeholder=_("KEY=V1,V2 ... (space between keys)"),
                                        compact=True, id="lab-sweep"))
            with Horizontal(classes="field"):
                yield Static(_("Games"), classes="field-label")
                yield Input("20", compact=True, id="lab-games")
                yield Static(" {} ".format(_("per cell, seed")), classes="lab-between")
                yield Input("0", compact=True, id="lab-seed")
                yield Button(_("Run"), id="lab-run", compact=True)
        yield Static("", id="lab-status")
        yield DataTable(id="lab-table", zebra_stripes=True, cursor_type="row")
        yield Static("", id="lab-chart")
        yield TavernFooter()

    @staticmethod
    def modes(game: str) -> list[tuple[str, str]]:
        info = engine.GAMES[game]
        return [(render(info.mode_name(mode)), mode) for mode in info.modes]

    def on_mount(self) -> None:
        self.title = _("Balance lab")
        self.query_one("#lab-table", DataTable).add_columns(*(_(column).format(percent="95%") for column in COLUMNS))
        self.say(_("Sweep KEY=V1,V2: a config key, mode, players, agents (seats joined by +) or cards. Ctrl+R runs."))

    def say(self, text: str) -> None:
        self.query_one("#lab-status", Static).update(Text(text))  # never read as markup

    @on(Select.Changed, "#lab-game")
    def game_changed(self, event: Select.Changed) -> None:
        game = str(event.value)
        mode = self.query_one("#lab-mode", Select)
        mode.set_options(self.modes(game))
        mode.value = engine.GAMES[game].default_mode

    @on(Button.Pressed, "#lab-run")
    def action_run(self) -> None:
        try:
            plan = plan_from(chosen(self.query_one("#lab-game", Select)), chosen(self.query_one("#lab-mode", Select)),
                             self.query_one("#lab-sweep", Input).value, self.query_one("#lab-games", Input).value,
                             self.query_one("#lab-seed", Input).value)
        except ValueError as error:  # ConfigError is one
            self.say(str(error))
            return
        self.generation += 1
        cells = ngettext("{n} cell", "{n} cells", len(plan.cells)).format(n=len(plan.cells))
        self.say(_("Playing {games} in {cells}…").format(games=_games(plan.total), cells=cells))
        self.show([])
        self.query_one("#lab-table", DataTable).focus()
        self.play(self.generation, plan)

    @work(thread=True, exclusive=True, group="lab", exit_on_error=False)
    def play(self, generation: int, plan: Plan) -> None:
        """Play the sweep batch by batch off the UI thread, posting every record so far."""
        worker = get_current_worker()
        records: list[dict] = []
        try:
            for batch in iter_local(plan, 1, BATCH):
                if worker.is_cancelled:
                    return
                records.extend(batch)
                self.post_message(LabPlayed(generation, list(records), len(records) == plan.total))
        except Exception as error:  # a fault in a game must not take the app down
            self.post_message(LabPlayed(generation, list(records), True,
                                        _("the sweep stopped: {error}").format(error=error)))

    def on_lab_played(self, message: LabPlayed) -> None:
        if message.generation != self.generation:
            return
        self.show(message.records)
        total = sum(1 for r in message.records if r["error"] is None)
        failed = len(message.records) - total
        games = _games(len(message.records))
        if message.error:
            self.say(message.error)
        elif failed:
            self.say((_("done: {games}, {failed} failed (tavern sim shows the error)") if message.done else
                      _("playing: {games}, {failed} failed (tavern sim shows the error)")).format(
                          games=games, failed=failed))
        else:
            self.say((_("done: {games}") if message.done else _("playing: {games}")).format(games=games))

    def show(self, records: list[dict]) -> None:
        """The table and the chart of these records."""
        table = self.query_one("#lab-table", DataTable)
        table.clear()
        rows = summarise(records) if records else []
        firsts = first_rows(rows)
        for r in rows:
            lead = r in firsts
            table.add_row(*(Text(cell) for cell in (
                str(r.cell) if lead else "", r.label if lead else "", r.entrant, str(r.games) if lead else "",
                f"{r.win_rate:.1%}", f"{r.win_low:.1%}-{r.win_high:.1%}", f"{r.mean_score:.2f}",
                f"{r.mean_turns:.1f}" if lead else "")))
        self.query_one("#lab-chart", Static).update(Text(format_bars(rows)))

    def action_back(self) -> None:
        self.workers.cancel_group(self, "lab")
        self.app.pop_screen()
