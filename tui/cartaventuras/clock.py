"""The solo countdown: real minutes per difficulty, kept across saves.

No Textual: the screen ticks it and asks `expired()`; the elapsed seconds
live in the record's meta so Continue resumes the countdown.
"""

from __future__ import annotations

import time

MINUTES = {"easy": 40, "intermediate": 30, "hard": 20}


class SoloClock:
    """Counts real seconds while the game is on screen."""

    def __init__(self, meta: dict, difficulty: str) -> None:
        self.meta = meta
        self.limit = MINUTES.get(difficulty, 30) * 60.0
        self.started: float | None = None

    @property
    def elapsed(self) -> float:
        running = time.monotonic() - self.started if self.started is not None else 0.0
        banked = self.meta.get("clock_elapsed", 0.0)
        if isinstance(banked, bool) or not isinstance(banked, (int, float)):
            banked = 0.0  # a damaged save: the countdown starts afresh
        return float(banked) + running

    def start(self) -> None:
        if self.started is None:
            self.started = time.monotonic()

    def stop(self) -> None:
        """Bank the running time into the record's meta."""
        if self.started is not None:
            self.meta["clock_elapsed"] = self.elapsed
            self.started = None

    def remaining(self) -> float:
        return max(0.0, self.limit - self.elapsed)

    def expired(self) -> bool:
        return self.remaining() <= 0

    def text(self) -> str:
        seconds = int(self.remaining())
        return f"{seconds // 60:02d}:{seconds % 60:02d} left"
