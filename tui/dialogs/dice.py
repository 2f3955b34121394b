"""The dice dialog: what is rolled and why, the odds, then the roll.

Virtual dice tumble for the chosen animation time; typed dice are checked
against the request (`DiceRequest.check`); the dice box is read in a thread
worker (`device.sources.DeviceDice`). If the box cannot answer (unplugged,
timed out, cancelled on the board) the dialog stays open, says why, and
offers virtual dice (v) or typing what the player's own dice show (t).
A roll the box reports that does not fit the request is refused, saying
why, and the dialog waits on for a roll that fits. What the box says is
shown as plain text, never as markup.
Either way the dialog then shows the result and its consequence, and
returns the values. The box's `ok` button rolls or continues.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, Static

from device.sources import DiceFallback, TypedDice
from engine.core import DiceRequest, IllegalAction
from tui.messages import BoxButton
from tui.plain import plain
from tui.widgets.dice_faces import describe_roll, dice_row, plain_labels

FRAME = 0.06


class DiceDialog(ModalScreen[tuple]):
    """Ask for one roll. Dismisses with the tuple of die values."""

    BINDINGS = [Binding("enter", "go", "Roll / Continue", priority=True),
                Binding("v", "virtual", "Use virtual dice", show=False),
                Binding("t", "typed", "Type my dice", show=False)]

    @dataclass
    class BoxRolled(Message):
        """The dice box reported dice: `values` so far (None for dice still rolling)."""

        values: tuple
        done: bool

    @dataclass
    class BoxRefused(Message):
        """The dice box reported a roll that does not fit; `reason` says why."""

        reason: str

    @dataclass
    class BoxFailed(Message):
        """The dice box cannot give this roll; `reason` says why."""

        reason: str

    def __init__(
        self,
        request: DiceRequest,
        who: str,
        odds: list[str],
        source: str,
        roll: Callable[[], tuple[int, ...]],
        preview: Callable[[Sequence[int]], list[str]],
        delay: float,
        box: Any = None,
        labels: list[str] | None = None,
    ) -> None:
        super().__init__()
        self.box = box
        self.labels = labels or plain_labels(request.dice)
        self.request = request
        self.who = who
        self.odds = odds
        self.source = source
        self.roll_dice = roll
        self.preview = preview
        self.delay = delay
        self.values: tuple[int, ...] | None = None
        self.shown = False

    def compose(self) -> ComposeResult:
        count = len(self.request.dice)
        with Vertical(id="dice-box"):
            yield Label(plain(f"{self.who} rolls {self.request.describe().split(':')[0]}"), id="dice-title")
            yield Static(plain(self.request.reason), id="dice-reason")
            yield Static(plain("Odds:\n" + "\n".join(self.odds)), id="dice-odds")
            yield Static(dice_row([None] * count, self.labels), id="dice-faces")
            if self.source == "typed":
                yield self.typed_input()
            yield Static("", id="dice-outcome")
            label = {"typed": "Enter the result", "device": "Roll virtual dice (v)"}.get(
                self.source, "Roll (Enter)")
            with Horizontal(classes="buttons"):
                yield Button(label, id="dice-go", variant="primary")
                if self.source == "device":
                    yield Button("Type my dice (t)", id="dice-type")

    def typed_input(self) -> Input:
        hint = " ".join(f"1-{faces}" for faces in self.request.dice)
        return Input(placeholder=f"type {len(self.request.dice)} value(s): {hint}", id="dice-input")

    def on_mount(self) -> None:
        if self.source == "typed":
            self.query_one(Input).focus()
        elif self.source == "device":
            self.query_one("#dice-outcome", Static).update("Roll the dice on the dice box…")
            self.read_box()

    @work(thread=True, exclusive=True, group="dice-box", exit_on_error=False)
    def read_box(self) -> None:
        """Wait for the dice box in a thread; post what it reports."""
        try:
            values = self.box.roll(
                self.request,
                on_progress=lambda v: self.post_message(self.BoxRolled(tuple(v), False)),
                on_refused=lambda reason: self.post_message(self.BoxRefused(reason)))
        except DiceFallback as problem:
            self.post_message(self.BoxFailed(problem.reason))
        else:
            self.post_message(self.BoxRolled(values, True))

    def on_dice_dialog_box_rolled(self, message: BoxRolled) -> None:
        if self.source != "device" or self.shown:
            return
        self.query_one("#dice-faces", Static).update(dice_row(list(message.values), self.labels))
        if message.done:
            self.values = tuple(message.values)
            self.reveal()

    def on_dice_dialog_box_refused(self, message: BoxRefused) -> None:
        if self.source == "device" and not self.shown:
            self.query_one("#dice-outcome", Static).update(plain(
                f"Not counted: {message.reason}.\nRoll the dice on the dice box again…"))

    def on_dice_dialog_box_failed(self, message: BoxFailed) -> None:
        if self.source == "device":
            self.source = "fallback"
            self.query_one("#dice-outcome", Static).update(plain(
                f"Dice box: {message.reason}.\nRoll virtual dice (v), or type what your own "
                "dice show (t)."))

    @property
    def choosing(self) -> bool:
        """Waiting for the dice box, or it failed: virtual or typed dice are on offer."""
        return self.source in ("device", "fallback") and not self.shown

    def action_virtual(self) -> None:
        """Roll virtual dice instead of the dice box."""
        if self.choosing:
            self.leave_box("virtual", "Roll (Enter)")
            self.action_go()

    async def action_typed(self) -> None:
        """Type what the player's own dice show instead of the dice box."""
        if self.choosing:
            self.leave_box("typed", "Enter the result")
            field = self.typed_input()
            await self.query_one("#dice-box").mount(field, before="#dice-outcome")
            self.query_one("#dice-outcome", Static).update("Type what your dice show, then Enter.")
            field.focus()

    def leave_box(self, source: str, label: str) -> None:
        if self.source == "device":
            self.box.cancel()
        self.source = source
        self.query_one("#dice-go", Button).label = label
        self.query_one("#dice-type", Button).display = False

    async def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "dice-type":
            await self.action_typed()
        elif self.choosing:
            self.action_virtual()
        else:
            self.action_go()

    def on_box_button(self, message: BoxButton) -> None:
        """The dice box's ok rolls virtual dice or continues; its cancel is the worker's."""
        if message.button == "ok" and (self.source == "virtual" or self.shown):
            self.action_go()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.action_go()

    def action_go(self) -> None:
        if self.shown:
            self.dismiss(self.values)
        elif self.values is not None or self.choosing:
            return  # still tumbling, or waiting for the dice box or a choice
        elif self.source == "typed":
            self.accept_typed(self.query_one(Input).value)
        else:
            self.values = self.roll_dice()
            self.tumble(max(0, round(self.delay / FRAME)))

    def accept_typed(self, text: str) -> None:
        try:
            values = TypedDice.parse(self.request, text)
        except IllegalAction as error:
            self.query_one("#dice-outcome", Static).update(plain(f"Not a valid roll: {error.reason}"))
            return
        self.values = values
        self.query_one(Input).disabled = True
        self.reveal()

    def tumble(self, frames: int) -> None:
        faces = self.query_one("#dice-faces", Static)
        if frames <= 0:
            self.reveal()
            return
        shown = [random.randint(1, n) for n in self.request.dice]
        faces.update(dice_row(shown, self.labels))
        self.set_timer(FRAME, lambda: self.tumble(frames - 1))

    def reveal(self) -> None:
        assert self.values is not None
        self.query_one("#dice-faces", Static).update(dice_row(list(self.values), self.labels))
        consequence = " ".join(self.preview(self.values)) or "Nothing else happens."
        rolled = describe_roll(self.values, self.labels, self.request.dice)
        self.query_one("#dice-outcome", Static).update(plain(f"Rolled {rolled}. {consequence}"))
        self.query_one("#dice-go", Button).label = "Continue (Enter)"
        self.shown = True
