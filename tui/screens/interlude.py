"""A moment a board screen shows step by step before play goes on (RPGQuest's monsters' turn, which the
engine plays inside one decision). The screen shows each step at the animation speed, holds back the log
lines of the steps still to come, and goes on after the last step or when the player skips (Space)."""

from __future__ import annotations

from typing import Protocol


class Interlude(Protocol):
    """The steps of one moment on show, and the one on screen."""

    @property
    def activity(self) -> str:
        """What the status line says while it is on show."""
        ...

    def frame(self, view: dict) -> dict:
        """The view as it was at the step on screen."""
        ...

    def lines_shown(self) -> int:
        """How many of the log's lines are on screen at this step."""
        ...

    def forward(self) -> bool:
        """On to the next step; False when the last one is on screen already."""
        ...
