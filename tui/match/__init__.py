"""The headless match: one table in play that the board screen and `tavern host` drive (no Textual).

`Match` owns the state, the record, the seats, undo, the log and the AI's turns; `next_step` says what
comes next at any table; `Seat` is who plays a seat.
"""

from tui.match.agents import AIFault
from tui.match.match import Match
from tui.match.seats import LEVELS, Seat
from tui.match.step import AI, ELSEWHERE, MOVE, OVER, PERSON, ROLL, WAIT, Step, next_step

__all__ = ["AI", "AIFault", "ELSEWHERE", "LEVELS", "MOVE", "Match", "OVER", "PERSON", "ROLL", "Seat", "Step",
           "WAIT", "next_step"]
