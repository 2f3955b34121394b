"""Every agent returns a legal action in every table the registered games reach."""

from typing import Any

import pytest

from ai import hint, make_agent
from tests.ai.helpers import decision_states, every_table, spread_states

AGENT_SPECS: list[tuple[str, dict[str, Any]]] = [
    ("random", {}),
    ("heuristic", {}),
    ("easy", {}),
    ("normal", {}),
    ("search", {"iters": 12, "depth": 6}),
    ("hard", {"iters": 8, "ms": None}),
]


@pytest.mark.parametrize("game, mode, players", every_table())
def test_every_agent_plays_legally_everywhere(game, mode, players):
    states = spread_states(game, mode, players, seed=23, count=8)
    assert states
    for index, state in enumerate(states):
        seat = state.to_move()
        legal = state.legal_actions()
        for kind, options in AGENT_SPECS:
            choice = make_agent(kind, game, seed=index, **options).choose(state, seat)
            assert choice in legal, f"{kind} chose {choice} on {game} {mode} {players}p"


@pytest.mark.parametrize("game, mode, players", every_table())
def test_hints_name_legal_actions_everywhere(game, mode, players):
    for state in decision_states(game, mode, players, seed=29, limit=3, every=5):
        seat = state.to_move()
        hints = hint(state, seat, budget_ms=None, iters=10)
        assert hints and all(h.action in state.legal_actions() for h in hints)
