"""Replays: step through any saved or finished game, forward and back."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Header, Static

from engine.core import Action, Record, replay
from tui.i18n import N_, _, render
from tui.match import Match
from tui.plain import plain
from tui.registry import screen_class
from tui.typed_app import tavern_app
from tui.widgets.board_view import board_view
from tui.widgets.dice_box_status import TavernFooter
from tui.widgets.table_log import TableLog


class ReplayScreen(Screen):
    """The game's own board at any step; ←/→ step, PageUp/PageDown jump ten, Home/End jump, v changes seat."""

    BINDINGS = [
        # priority: the log would otherwise take the arrows and jumps for scrolling
        Binding("right", "step(1)", N_("Forward"), priority=True),
        Binding("left", "step(-1)", N_("Back"), priority=True),
        Binding("l", "step(1)", N_("Forward"), show=False),
        Binding("h", "step(-1)", N_("Back"), show=False),
        Binding("pagedown", "step(10)", "+10", priority=True),
        Binding("pageup", "step(-10)", "-10", priority=True),
        Binding("home", "jump(0)", N_("First"), priority=True),
        Binding("end", "jump(-1)", N_("Last"), priority=True),
        Binding("v", "next_viewer", N_("Seat")),
        Binding("escape,q", "menu", N_("Menu")),
    ]

    app = tavern_app()

    def __init__(self, record: Record) -> None:
        super().__init__()
        self.record = record
        self.match = Match.from_record(Record(record.game, record.config, record.seed,
                                                list(record.inputs), dict(record.meta)))
        self.position = len(record.inputs)
        self.viewer = 0

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="table"):
            yield screen_class(self.record.game).BOARD(id="board")
            with Vertical(id="side"):
                yield Static(id="status")
                yield TableLog(id="log")
        yield TavernFooter(show_command_palette=False)  # room for every replay key at 80 columns

    def on_mount(self) -> None:
        self.title = _("Replay: {game}").format(game=render(self.match.info.title))
        self.show_step()

    def show_step(self) -> None:
        state = replay(self.record, upto=self.position)
        self.match.state = state
        board_view(self).show(state.view(self.viewer), self.match, self.viewer)
        total = len(self.record.inputs)
        last = self.record.inputs[self.position - 1] if self.position else None
        if last is None:
            what = _("the start")
        elif isinstance(last, Action):
            what = _("move: {move}").format(move=render(last.label) if last.label else last)
        else:
            what = _("roll: {dice}").format(dice=" + ".join(str(v) for v in last))
        self.query_one("#status", Static).update(plain(
            _("Step {step}/{total} · {what}").format(step=self.position, total=total, what=what) + "\n"
            + _("Viewing {seat}").format(seat=self.match.seat_name(self.viewer))))
        self.query_one(TableLog).follow([render(line) for line in state.log])

    def action_step(self, delta: int) -> None:
        self.position = max(0, min(len(self.record.inputs), self.position + delta))
        self.show_step()

    def action_jump(self, where: int) -> None:
        self.position = len(self.record.inputs) if where < 0 else 0
        self.show_step()

    def action_next_viewer(self) -> None:
        self.viewer = (self.viewer + 1) % self.match.state.seats
        self.show_step()

    def action_menu(self) -> None:
        self.app.to_menu()
