"""Messages that thread workers post back to the screens."""

from __future__ import annotations

from dataclasses import dataclass

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
    """Suggestions for the seat to move: (move, reason) pairs."""

    generation: int
    hints: list[tuple[str, str]]
    error: str = ""
