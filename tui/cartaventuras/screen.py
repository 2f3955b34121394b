"""Cartaventuras: the shared board screen with the mosaic, and the solo clock."""

from __future__ import annotations

from textual.widgets import Static

from engine.cartaventuras import STANDARD_ROUNDS, TIME_UP
from engine.cartaventuras.cards import catalogue
from engine.core import Action
from tui.cartaventuras.board import CartaventurasBoard
from tui.cartaventuras.clock import SoloClock
from tui.cartaventuras.dragon import dragon_question
from tui.cartaventuras.faces import CartaventurasFaces
from tui.dialogs.confirm import ConfirmDialog
from tui.plain import plain
from tui.screens.board import BoardScreen


class CartaventurasScreen(BoardScreen):
    """Explore, move, fight or flee, trade: all from the move list; solo runs on a real clock."""

    BOARD = CartaventurasBoard
    PRESENTER = CartaventurasFaces()
    clock: SoloClock | None = None  # the solo countdown, from on_mount on

    @classmethod
    def table_config(cls, config: dict) -> dict:
        """Timed solo is played on the real clock: the rounds that stand in for minutes headless
        give way to the standard game's round limit."""
        if config.get("mode") == "solo" and not config.get("turn_budget"):
            return {**config, "turn_budget": STANDARD_ROUNDS}
        return config

    def on_mount(self) -> None:
        super().on_mount()
        self.clock: SoloClock | None = None
        record = self.table.record  # (None at a network table: the host has no clock)
        if self.table.config.get("mode") == "solo" and record is not None:
            self.clock = SoloClock(record.meta, self.table.config.get("difficulty", "intermediate"),
                                   self.app.now)
            self.clock.start()
            self.set_interval(1.0, self.tick)

    def play(self, action: Action) -> None:
        """Facing the Great Dragon (declaring it, or going to its card) is a fight to the
        death: ask once before it is played."""
        if action.kind not in ("dragon", "move", "jump") or action.card != catalogue().final.id or self.busy:
            super().play(action)
            return

        def answered(sure: bool | None) -> None:
            if sure:
                super(CartaventurasScreen, self).play(action)

        self.app.push_screen(ConfirmDialog(dragon_question(self.view, self.view["current"])), answered)

    def on_unmount(self) -> None:
        """The rulebook's clock is real time: it stops only when the game leaves the screen."""
        if self.clock:
            self.clock.stop()

    def leave(self) -> None:
        """Back to the menu with the time used so far saved, so Continue resumes the countdown (it runs
        while the question to leave is asked, as in every dialog)."""
        if self.clock:
            self.clock.stop()
            self.table.autosave()
        super().leave()

    def tick(self) -> None:
        """Once a second: the time used into the record's meta (the next autosave keeps it), the countdown
        on show; at zero the Great Dragon wins."""
        if self.clock is None or self.table.is_over():
            return
        self.clock.save()
        self.show_status()
        if self.clock.expired():
            self.stop_thinking()
            self.clock.stop()
            self.record_input(self.table.apply(TIME_UP), "Time is up!")
            self.advance()

    def show_status(self) -> None:
        super().show_status()
        clock = getattr(self, "clock", None)  # None before on_mount
        if clock and not self.table.is_over():
            status = self.query_one("#status", Static)
            status.update(plain(f"⏳ {clock.text()} · " + str(status.render())))
