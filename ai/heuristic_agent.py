"""The heuristic agent: play the action the game's heuristic scores highest.

Ties are broken by the agent's own seeded generator. With `blunder` above
zero the agent errs on purpose (the `easy` level): that often it plays one of
the next few best actions instead of the best, so it stays plausible but
beatable.
"""

from __future__ import annotations

import random
from typing import Any

from ai.base import AGENT_KINDS
from ai.fallback import game_heuristic
from ai.heuristic import Heuristic
from engine.core import Action, State

BLUNDER_CHOICES = 3  # an erring agent picks among this many runner-up actions


class HeuristicAgent:
    """Argmax of `heuristic.score_action` over the legal actions."""

    name = "heuristic"

    def __init__(self, heuristic: Heuristic[Any], seed: int | None = None, blunder: float = 0.0) -> None:
        if not 0.0 <= blunder <= 1.0:
            raise ValueError(f"heuristic agent: blunder must be between 0 and 1 (got {blunder!r})")
        self.heuristic = heuristic
        self.blunder = blunder
        self.rng = random.Random(seed)

    @property
    def knows_the_game(self) -> bool:
        """False when the game has no heuristic yet and this agent plays at random."""
        return not self.heuristic.neutral

    def ranked(self, state: State, seat: int) -> list[tuple[float, Action]]:
        """Legal actions with their scores, best first (ties in seeded random order)."""
        actions = state.legal_actions()
        order = list(range(len(actions)))
        self.rng.shuffle(order)
        scored = [(self.heuristic.score_action(state, seat, actions[i]), rank, actions[i])
                  for rank, i in enumerate(order)]
        scored.sort(key=lambda item: (-item[0], item[1]))
        return [(score, action) for score, _, action in scored]

    def choose(self, state: State, seat: int) -> Action:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        ranked = self.ranked(state, seat)
        if self.blunder and len(ranked) > 1 and self.rng.random() < self.blunder:
            return self.rng.choice(ranked[1:1 + BLUNDER_CHOICES])[1]
        return ranked[0][1]


def _make(game: str, seed: int | None = None, blunder: float = 0.0,
          heuristic: Heuristic[Any] | None = None) -> HeuristicAgent:
    return HeuristicAgent(heuristic or game_heuristic(game), seed=seed, blunder=blunder)


AGENT_KINDS["heuristic"] = _make
