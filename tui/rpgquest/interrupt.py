"""The interrupt prompt: a person's group may act now, in another player's round.

*O Que Fazer em uma Rodada?*: a player holding an Action Marker lower than every marker of the
player whose round it is may interrupt and take an action first. The engine asks that seat after
each action ("Interrupt" or "Let them go on"); this prompt asks it plainly, says what interrupting
gains, and answers with one key, or with one for the rest of that player's round.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from tui.messages import BoxButton
from tui.plain import plain

INTERRUPT, WAIT, WAIT_ROUND, LOOK = "interrupt", "wait", "wait_round", ""


def interrupt_question(view: dict) -> tuple[str, str]:
    """The prompt's title and what interrupting gains, from the seat's view."""
    names = [group["name"] for group in view["groups"]]
    me, them = view["actor"], view["current"]
    mine, theirs = min(view["markers"][me]), view["markers"][them]
    held = ", ".join(map(str, theirs))
    title = f"{names[me]}: interrupt {names[them]}'s round?"
    gain = (f"You hold Action Marker {mine}, lower than every marker {names[them]} holds ({held}). "
            f"Interrupting lets your group take one of its actions now, before {names[them]}'s next one, "
            f"spending marker {mine}: the way to reach a place, a monster or a mission first"
            + (", or to help another group in time" if view["mode"] == "cooperative" else "")
            + ". Otherwise you take it in your own round.")
    return title, gain


class InterruptDialog(ModalScreen[str]):
    """Interrupt (i), let them go on (n), or let them go on for the rest of their round (r);
    Escape closes it to look at the table first (the two moves stay in the move list)."""

    BINDINGS = [Binding("i,y", f"answer('{INTERRUPT}')", "Interrupt"),
                Binding("n,enter", f"answer('{WAIT}')", "Let them go on", priority=True),
                Binding("r", f"answer('{WAIT_ROUND}')", "Not again this round"),
                Binding("escape", f"answer('{LOOK}')", "Look first")]

    def __init__(self, view: dict) -> None:
        super().__init__()
        self.title_text, self.gain = interrupt_question(view)
        self.current = view["groups"][view["current"]]["name"]

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="interrupt-box"):
            yield Static(plain(self.title_text), id="interrupt-title")
            yield Static(plain(self.gain), id="interrupt-gain")
            with Horizontal(classes="buttons"):
                yield Button("Interrupt (i)", id=INTERRUPT, variant="primary")
                yield Button(f"Let {self.current} go on (n)", id=WAIT)
            yield Static(plain(f"r: let {self.current} go on and do not ask again this round · "
                               "Esc: look at the table first (the moves list has both)"), classes="hint")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(str(event.button.id))

    def on_box_button(self, message: BoxButton) -> None:
        if message.button in ("ok", "cancel"):
            self.dismiss(INTERRUPT if message.button == "ok" else WAIT)

    def action_answer(self, answer: str) -> None:
        self.dismiss(answer)
