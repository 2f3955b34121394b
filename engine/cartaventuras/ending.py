"""How a game of Cartaventuras ends (*Winning and Losing the Game*): the fixed reasons `result().reason`
may be, and each adventurer's part in the result. There are no points: whoever defeats the Great Dragon
takes its treasure and wins."""

from __future__ import annotations

from engine.core import Result

DRAGON_DEFEATED = "the Great Dragon defeated"
ALL_FALLEN = "every adventurer has fallen"
TIME_IS_UP = "time is up"
ROUNDS_RAN_OUT = "the rounds ran out"
END_REASONS = (DRAGON_DEFEATED, ALL_FALLEN, TIME_IS_UP, ROUNDS_RAN_OUT)

TREASURE = "took the dragon's treasure"
FALLEN = "fell in the Kingdom"


def result(state) -> Result:
    """Winners score 1, the others 0 (the score only marks the winner); each adventurer's life and coins,
    and who took the treasure or fell."""
    winners = tuple(state.winners)
    scores = tuple(1.0 if seat in winners else 0.0 for seat in range(state.seats))
    details = tuple((("life", float(player.life)), ("coins", float(player.coins))) for player in state.players)
    marks = tuple((TREASURE,) if seat in winners else () if player.alive else (FALLEN,)
                  for seat, player in enumerate(state.players))
    return Result(scores, winners, state.over_reason, score_name="", details=details, marks=marks)
