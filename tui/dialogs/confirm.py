"""Yes/no and name dialogs."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, Static

from tui.i18n import N_, _
from tui.messages import BoxButton, BoxToken
from tui.plain import plain
from tui.typed_app import tavern_app


class ConfirmDialog(ModalScreen[bool]):
    """A question answered Yes (y) or No (n / Escape), or on the dice box.

    The box's ok button (or a token bound to "yes") says yes; its cancel
    button (or a token bound to "no") says no.
    """

    BOX_ANSWERS = {"ok": True, "cancel": False, "yes": True, "no": False}

    BINDINGS = [Binding("y", "answer(True)", N_("Yes")), Binding("n,escape", "answer(False)", N_("No"))]

    app = tavern_app()

    def __init__(self, question: str) -> None:
        super().__init__()
        self.question = question

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(plain(self.question), classes="question")
            with Horizontal(classes="buttons"):
                yield Button(_("Yes (y)"), id="yes", variant="primary")
                yield Button(_("No (n)"), id="no")
            if self.app.dice_box[0]:
                yield Static(_("On the dice box: OK says yes, Cancel says no."), classes="hint")

    def on_box_button(self, message: BoxButton) -> None:
        if message.button in ("ok", "cancel"):
            self.dismiss(self.BOX_ANSWERS[message.button])

    def on_box_token(self, message: BoxToken) -> None:
        answer = (message.name or "").strip().lower()
        if answer in ("yes", "no"):
            self.dismiss(self.BOX_ANSWERS[answer])

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")

    def action_answer(self, answer: bool) -> None:
        self.dismiss(answer)


class NameDialog(ModalScreen[str]):
    """Ask for a name (or, with `number`, a whole number); Escape cancels with an empty string."""

    BINDINGS = [Binding("escape", "cancel", N_("Cancel"))]

    def __init__(self, question: str, default: str = "", number: bool = False) -> None:
        super().__init__()
        self.question = question
        self.default = default
        self.number = number

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(plain(self.question), classes="question")
            yield Input(value=self.default, id="name", type="integer" if self.number else "text")
            yield Static(_("Enter to play, Escape to cancel.") if self.number else _("Enter to save, Escape to cancel."),
                         classes="hint")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.dismiss(event.value.strip())

    def action_cancel(self) -> None:
        self.dismiss("")


class TextDialog(ModalScreen[None]):
    """A block of text (hints, notes) closed with any of Escape, Enter or q."""

    BINDINGS = [Binding("escape,enter,q", "close", N_("Close"))]

    def __init__(self, heading: str, body: str) -> None:
        super().__init__()
        self.heading = heading
        self.body = body

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(plain(self.heading), classes="heading")
            yield Static(plain(self.body))
            yield Static(_("Enter or Escape to close."), classes="hint")

    def action_close(self) -> None:
        self.dismiss(None)
