"""How much a seat may send the host: a burst, then a steady rate (a token bucket).

A seat sends a message when its player decides, rolls or asks for a hint, so even a fast bot
stays far inside these; a flood past them is told once and not heard until it slows down. Pure:
the server gives the time.
"""

from __future__ import annotations

BURST = 100
"""Messages a seat may send at once."""
RATE = 50
"""Messages a second a seat may send after a burst."""


class Flood:
    """One connection's allowance; `take(now)` says whether a message that came at `now` is heard."""

    def __init__(self) -> None:
        self.tokens = float(BURST)
        self.last: float | None = None
        self.told = False  # the seat was told it sends too much, since it was last heard

    def take(self, now: float) -> bool:
        if self.last is not None:
            self.tokens = min(float(BURST), self.tokens + (now - self.last) * RATE)
        self.last = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        self.told = False
        return True
