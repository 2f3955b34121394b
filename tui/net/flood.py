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
QUIET = BURST // 10
"""A seat told it floods is heard again once it has earned back this many messages' allowance: while
it goes on sending faster than `RATE`, every message it sends spends what it earns, so it is told
once and stays unheard (no second notice) until it sends fewer."""
SLACK = 1e-9
"""A token short by less than this is whole: the time `wait` names is then enough, despite rounding."""
PACE_BURST = BURST // 2
PACE_RATE = RATE * 0.8
"""The client's own pace: inside the host's allowance with room for messages that arrive bunched."""


class Flood:
    """One connection's allowance; `take(now)` says whether a message that came at `now` is heard."""

    def __init__(self, burst: int = BURST, rate: float = RATE, quiet: int = QUIET) -> None:
        self.burst, self.rate, self.quiet = burst, rate, quiet
        self.tokens = float(burst)
        self.last: float | None = None
        self.told = False  # the seat was told it sends too much (set by the caller), and is not heard since

    def take(self, now: float) -> bool:
        self._refill(now)
        if self.told:  # unheard until it has sent fewer for a while; what it sends meanwhile spends its allowance
            if self.tokens < self.quiet:
                self.tokens = max(0.0, self.tokens - 1)
                return False
            self.told = False
        if self.tokens < 1 - SLACK:
            return False
        self.tokens -= 1
        return True

    def wait(self, now: float) -> float:
        """Seconds from `now` until a message would be heard (0 when it would be now)."""
        self._refill(now)
        return max(0.0, (1 - self.tokens) / self.rate)

    def _refill(self, now: float) -> None:
        if self.last is not None:
            self.tokens = min(float(self.burst), self.tokens + max(0.0, now - self.last) * self.rate)
        self.last = now


FAILED_BURST = 10
"""Failed joins (a wrong code) one address may make at once..."""
FAILED_RATE = 10 / 60
"""...and then a second (10 a minute)."""
TABLE_FAILED_BURST = 100
"""Failed joins a table takes from every address together at once..."""
TABLE_FAILED_RATE = 1.0
"""...and then a second."""
KEPT_ADDRESSES = 4096
"""Addresses whose failures are remembered at most; an address whose allowance is whole again is forgotten first."""


class FailedJoins:
    """How many wrong codes a table hears, per address and in all, so join codes cannot be guessed:
    while either allowance is spent, every `hello` from that address (or, for the table's, from
    anyone) is refused unread, the right code too, so a guess then tells nothing. Pure: the caller
    gives the time."""

    def __init__(self) -> None:
        self.table = Flood(TABLE_FAILED_BURST, TABLE_FAILED_RATE)
        self.addresses: dict[str, Flood] = {}

    def wait(self, address: str, now: float) -> float:
        """Seconds from `now` until a `hello` from `address` is heard (0: now)."""
        mine = self.addresses.get(address)
        return max(self.table.wait(now), mine.wait(now) if mine is not None else 0.0)

    def failed(self, address: str, now: float) -> None:
        """A `hello` from `address` named no seat."""
        self.table.take(now)
        if address not in self.addresses:
            if len(self.addresses) >= KEPT_ADDRESSES:
                self.forget(now)
            self.addresses[address] = Flood(FAILED_BURST, FAILED_RATE)
        self.addresses[address].take(now)

    def forget(self, now: float) -> None:
        for address, flood in list(self.addresses.items()):
            flood.wait(now)  # (refills it)
            if flood.tokens >= flood.burst:
                del self.addresses[address]
        while len(self.addresses) >= KEPT_ADDRESSES:  # all of them busy: the oldest go
            del self.addresses[next(iter(self.addresses))]
