"""The dice dialog: what is rolled and why, the odds, then the roll.

Virtual dice tumble for the chosen animation time; typed dice are checked
against the request (`DiceRequest.check`). Either way the dialog then shows
the result and its consequence, and returns the values.
"""

from __future__ import annotations

import random
from typing import Callable, Sequence

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, Static

from engine.core import DiceRequest, IllegalAction
from tui.widgets.dice_faces import dice_row

FRAME = 0.06


class DiceDialog(ModalScreen[tuple]):
    """Ask for one roll. Dismisses with the tuple of die values."""

    BINDINGS = [Binding("enter", "go", "Roll / Continue", priority=True)]

    def __init__(
        self,
        request: DiceRequest,
        who: str,
        odds: list[str],
        source: str,
        roll: Callable[[], tuple[int, ...]],
        preview: Callable[[Sequence[int]], list[str]],
        delay: float,
    ) -> None:
        super().__init__()
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
            yield Label(f"{self.who} rolls {self.request.describe().split(':')[0]}", id="dice-title")
            yield Static(self.request.reason, id="dice-reason")
            yield Static("Odds:\n" + "\n".join(self.odds), id="dice-odds")
            yield Static(dice_row([None] * count, self.request.dice), id="dice-faces")
            if self.source == "typed":
                hint = " ".join(f"1-{faces}" for faces in self.request.dice)
                yield Input(placeholder=f"type {count} value(s): {hint}", id="dice-input")
            yield Static("", id="dice-outcome")
            label = "Enter the result" if self.source == "typed" else "Roll (Enter)"
            yield Button(label, id="dice-go", variant="primary")

    def on_mount(self) -> None:
        if self.source == "typed":
            self.query_one(Input).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_go()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.action_go()

    def action_go(self) -> None:
        if self.shown:
            self.dismiss(self.values)
        elif self.values is not None:
            return  # still tumbling
        elif self.source == "typed":
            self.accept_typed(self.query_one(Input).value)
        else:
            self.values = self.roll_dice()
            self.tumble(max(0, round(self.delay / FRAME)))

    def accept_typed(self, text: str) -> None:
        outcome = self.query_one("#dice-outcome", Static)
        try:
            numbers = [int(part) for part in text.replace(",", " ").split()]
            values = self.request.check(numbers)
        except ValueError:
            outcome.update("Type whole numbers separated by spaces, e.g. 4 2.")
            return
        except IllegalAction as error:
            outcome.update(f"Not a valid roll: {error.reason}")
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
        faces.update(dice_row(shown, self.request.dice))
        self.set_timer(FRAME, lambda: self.tumble(frames - 1))

    def reveal(self) -> None:
        assert self.values is not None
        self.query_one("#dice-faces", Static).update(dice_row(list(self.values), self.request.dice))
        consequence = " ".join(self.preview(self.values)) or "Nothing else happens."
        rolled = " + ".join(str(v) for v in self.values)
        self.query_one("#dice-outcome", Static).update(f"Rolled {rolled}. {consequence}")
        self.query_one("#dice-go", Button).label = "Continue (Enter)"
        self.shown = True
