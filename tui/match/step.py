"""What happens next at a table, decided in one place for every screen, the host and a seat across the
network: the game is over, dice are to be rolled, a seat is to decide, or there is nothing to do until
the table changes (a network seat between the host's messages).

Who acts, seen from where the table is played: `PERSON` (someone at this screen), `AI` (an AI rival, or
the virtual dice, run here) or `ELSEWHERE` (a player or the host at another screen: wait for the table).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from engine.core import DiceRequest

PERSON, AI, ELSEWHERE = "person", "ai", "elsewhere"
OVER, ROLL, MOVE, WAIT = "over", "roll", "move", "wait"


@dataclass(frozen=True)
class Step:
    """What comes next: `kind` is OVER, ROLL (dice for `seat`, None for the table's), MOVE (`seat` decides)
    or WAIT; `by` says who acts (PERSON, AI or ELSEWHERE) for a ROLL or a MOVE."""

    kind: str
    seat: int | None = None
    by: str = ""
    request: DiceRequest | None = None


class Playable(Protocol):
    """What `next_step` reads of a table."""

    def is_over(self) -> bool: ...
    def dice_request(self) -> DiceRequest | None: ...
    def to_move(self) -> int | None: ...
    def decides(self, seat: int) -> str: ...
    def roller(self, request: DiceRequest) -> str: ...


def next_step(table: Playable) -> Step:
    """The one answer to "what now?" for any table."""
    if table.is_over():
        return Step(OVER)
    request = table.dice_request()
    if request is not None:
        return Step(ROLL, request.seat, table.roller(request), request)
    seat = table.to_move()
    if seat is None:  # (a network table between the host's messages)
        return Step(WAIT)
    return Step(MOVE, seat, table.decides(seat))
