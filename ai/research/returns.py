"""What a seat gets at the end of a Tavern game, for the research libraries: 1 for a winner, 0 otherwise.

A solo or cooperative table either wins or loses as one, so every seat gets the same; a competitive
table may have several winners (a tie), each getting 1.
"""

from __future__ import annotations

from engine.core import Result

LOSS, WIN = 0.0, 1.0


def returns(result: Result, seats: int) -> list[float]:
    """The return of every seat, in seat order."""
    return [WIN if seat in result.winners else LOSS for seat in range(seats)]
