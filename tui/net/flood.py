"""How much a seat may send the host: a burst, then a steady rate (a token bucket).

A seat sends a message when its player decides, rolls or asks for a hint; a flood past these is
told once and not heard until it slows down. A bot that decides in microseconds would pass the
rate on loopback, so a `RemoteTable` paces what it sends with a smaller bucket of its own
(`PACE_BURST`, `PACE_RATE`): an honest seat is never told. Pure: the caller gives the time.
"""

from __future__ import annotations

BURST = 100
"""Messages a seat may send at once."""
RATE = 50
"""Messages a second a seat may send after a burst."""
SLACK = 1e-9
"""A token short by less than this is whole: the time `wait` names is then enough, despite rounding."""
PACE_BURST = BURST // 2
PACE_RATE = RATE * 0.8
"""The client's own pace: inside the host's allowance with room for messages that arrive bunched."""


class Flood:
    """One connection's allowance; `take(now)` says whether a message that came at `now` is heard."""

    def __init__(self, burst: int = BURST, rate: float = RATE) -> None:
        self.burst, self.rate = burst, rate
        self.tokens = float(burst)
        self.last: float | None = None
        self.told = False  # the seat was told it sends too much, since it was last heard

    def take(self, now: float) -> bool:
        self._refill(now)
        if self.tokens < 1 - SLACK:
            return False
        self.tokens -= 1
        self.told = False
        return True

    def wait(self, now: float) -> float:
        """Seconds from `now` until a message would be heard (0 when it would be now)."""
        self._refill(now)
        return max(0.0, (1 - self.tokens) / self.rate)

    def _refill(self, now: float) -> None:
        if self.last is not None:
            self.tokens = min(float(self.burst), self.tokens + max(0.0, now - self.last) * self.rate)
        self.last = now
