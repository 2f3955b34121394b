"""Every RPGQuest agent returns a legal action at every decision of whole games, in both modes and in
the fast variant the conformance suite plays (`tests/conformance/playout.py`): the heuristic and the
easy rival at every decision, the searching ones every few decisions (each costs a search)."""

import pytest

from ai import make_agent
from tests.ai.helpers import random_walk

TABLES = [
    {"mode": "competitive", "players": 2},
    {"mode": "competitive", "players": 3, "fast": True},
    {"mode": "cooperative", "players": 2, "fast": True},
]
SEARCHED_EVERY = 40  # decisions between two searching agents' checks


@pytest.mark.parametrize("config", TABLES, ids=lambda c: "-".join(f"{k}={v}" for k, v in c.items()))
def test_every_agent_plays_legally_at_every_decision_of_whole_games(config):
    cheap = [make_agent(kind, "rpgquest", seed=1) for kind in ("random", "heuristic", "easy")]
    searching = [make_agent("search", "rpgquest", seed=1, iters=6), make_agent("hard", "rpgquest", seed=1, iters=4,
                                                                               ms=None)]
    decisions = 0
    for index, state in enumerate(random_walk("rpgquest", seed=31, **config)):
        seat, legal = state.to_move(), state.legal_actions()
        agents = cheap + (searching if index % SEARCHED_EVERY == 0 else [])
        for agent in agents:
            choice = agent.choose(state, seat)
            assert choice in legal, f"{agent} chose {choice} at decision {index} ({state.phase})"
        decisions += 1
    assert decisions > 50
