"""The game's heuristic, or a neutral stand-in for a game that has none yet.

With the stand-in every action scores the same (agents break ties at random)
and a position is worth an equal share to every seat until the game ends;
search then rolls out to the end and learns from results alone.
"""

from __future__ import annotations

from typing import Any

from ai.heuristic import Heuristic
from ai.heuristics import NoHeuristic, heuristic_for
from ai.playout import win_shares
from engine.core import Action, State


class NeutralHeuristic(Heuristic[State]):
    """Knows nothing about the game: all actions equal, all seats even."""

    neutral = True

    def score_action(self, state: State, seat: int, action: Action) -> float:
        return 0.0

    def evaluate(self, state: State) -> tuple[float, ...]:
        if state.is_over():
            return win_shares(state.result(), state.seats)
        return (1.0 / state.seats,) * state.seats


def game_heuristic(game: str) -> Heuristic[Any]:
    """The registered heuristic for `game`, or a `NeutralHeuristic` if it has none.

    A heuristic whose data file is broken is not quietly replaced: its error goes on.
    """
    try:
        return heuristic_for(game)
    except NoHeuristic:
        return NeutralHeuristic()


def game_of(state: State) -> str:
    """The registered game a state belongs to, found from where its class lives."""
    from engine import GAMES

    module = type(state).__module__
    for name, info in GAMES.items():
        if info.new_state is type(state) or info.from_json.__module__ == module:
            return name
        home = info.new_state.__module__.split(".")
        if home[0] == "engine" and module.split(".")[:2] == home[:2]:
            return name
    raise ValueError(f"no registered game plays states of type {type(state).__name__}")
