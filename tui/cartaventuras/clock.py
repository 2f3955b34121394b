"""The solo countdown: real minutes per difficulty, kept across saves.

No Textual: the screen ticks it and asks `expired()`. The time source is
given (the app's `now`, `time.monotonic` in play), so tests drive a fake one.
The seconds banked before this sitting come from the record's meta; `save()`
writes the running total there without banking it twice, so Continue resumes
the countdown where it stood.
"""

from __future__ import annotations

import time
from collections.abc import Callable

MINUTES = {"easy": 40, "intermediate": 30, "hard": 20}


class SoloClock:
    """Counts real seconds while the game is on screen, dialogs included."""

    def __init__(self, meta: dict, difficulty: str, now: Callable[[], float] = time.monotonic) -> None:
        self.meta = meta
        self.now = now
        self.limit = MINUTES.get(difficulty, 30) * 60.0
        banked = meta.get("clock_elapsed", 0.0)
        if isinstance(banked, bool) or not isinstance(banked, (int, float)) or banked != banked:
            banked = 0.0  # a damaged save: the countdown starts afresh
        self.banked = float(banked)
        self.started: float | None = None

    @property
    def elapsed(self) -> float:
        """Seconds used so far: those banked plus the running stretch."""
        running = self.now() - self.started if self.started is not None else 0.0
        return self.banked + running

    def start(self) -> None:
        if self.started is None:
            self.started = self.now()

    def stop(self) -> None:
        """Bank the running stretch and write the total into the record's meta."""
        self.banked = self.elapsed
        self.started = None
        self.save()

    def save(self) -> None:
        """Write the total so far into the record's meta (the clock keeps running)."""
        self.meta["clock_elapsed"] = self.elapsed

    def remaining(self) -> float:
        return max(0.0, self.limit - self.elapsed)

    def expired(self) -> bool:
        return self.remaining() <= 0

    def text(self) -> str:
        seconds = int(self.remaining())
        return f"{seconds // 60:02d}:{seconds % 60:02d} left"
