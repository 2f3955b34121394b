"""Messages that thread workers post back to the screens."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from textual.message import Message

from engine.core import Action


@dataclass
class AgentMoved(Message):
    """An AI seat chose `action`; `generation` tells stale answers apart."""

    generation: int
    seat: int
    action: Action
    note: str = ""


@dataclass
class HintsReady(Message):
    """Suggestions for the seat to move: ("number. move", reason) pairs, best first."""

    generation: int
    hints: list[tuple[str, str]]
    error: str = ""


@dataclass
class DiceBoxSaid(Message):
    """The dice box link reported `event` (a dict as on the wire); posted from its reader thread."""

    event: dict


@dataclass
class BoxButton(Message, bubble=False):
    """A button on the dice box was pressed (ok, cancel or next); sent to the screen on top."""

    button: str


@dataclass
class BoxToken(Message, bubble=False):
    """A token was laid on the dice box; `name` is its binding in tokens.toml, or None."""

    uid: str
    name: str | None


@dataclass
class SaveOpened(Message):
    """A save was read (and replayed) off the UI thread: `opened` is a `Match` to play or a
    `Record` to replay, or None with `problem` saying why, for `report` to show."""

    opened: Any
    problem: str
    report: Callable[[str], None]


@dataclass
class LabPlayed(Message):
    """The balance lab's worker finished a batch: every record so far, and whether the sweep is over."""

    generation: int
    records: list[dict]
    done: bool
    error: str = ""


@dataclass
class TableChanged(Message):
    """A network table moved on without this screen (another seat played, someone left or came
    back); `note` is what to tell the player, if anything."""

    note: str = ""
