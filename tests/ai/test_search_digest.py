"""What Tavern's rivals play, pinned: a digest of the moves the `hard` search agent and the `normal`
heuristic agent choose at fixed positions of each game, and of every score, explanation and evaluation
the game's heuristic gives there.

The digests were computed on the code before the heuristic interface was declared (issue 34); a change
that is meant to leave the AI's play alone must leave them alone too. A change that is meant to change
play (new weights, a new rule) updates them, and says so. Search runs on an iteration budget with a
fixed seed, so its choice depends on nothing but the code.
"""

from __future__ import annotations

import hashlib

import pytest

from ai import make_agent
from ai.heuristics import heuristic_for
from tests.ai.helpers import random_walk

# per game (and RPGQuest's cooperative mode): the tables (mode, players, seed, options) the positions come
# from, every mode and seat count
TABLES: dict[str, list[tuple[str, int, int, dict]]] = {
    "elria": [("solo", 1, 11, {}), ("duel", 2, 12, {}), ("campaign", 1, 13, {}), ("solo", 1, 14, {})],
    "cartaventuras": [("standard", 1, 11, {}), ("standard", 2, 12, {}), ("standard", 3, 13, {}),
                      ("standard", 4, 14, {}), ("solo", 1, 15, {})],
    "rpgquest": [("competitive", 1, 11, {}), ("competitive", 2, 12, {}), ("competitive", 3, 13, {"fast": True}),
                 ("competitive", 4, 14, {})],
    "rpgquest-cooperative": [("cooperative", 2, 11, {}), ("cooperative", 3, 12, {"fast": True}),
                             ("cooperative", 4, 13, {})],
}
DEPTHS = (0, 9, 40, 120, 260)  # the decisions of each random game the agents are asked at (those reached)
ITERS = 24  # the hard agent's iteration budget (no time budget: the choice depends only on the seed)
JUDGED_EVERY = 3  # every how many decisions the heuristic's judgement of every legal move is pinned

# computed on the unchanged code (see the module docstring); updated for issue 35: Elria offers no Level up
# that cannot reach the Level (the positions' legal moves changed) and its AI ranks an action that gains
# nothing below a plain discard; Cartaventuras' explanations speak
# in the game's terms (its scores are unchanged)
CHOICES = {
    "elria": "323415e49b182054",
    "cartaventuras": "9d628d5838570ee9",
    "rpgquest": "fc6da9febbbf21c9",
    "rpgquest-cooperative": "b0e0b9357fb9cf71",
}
JUDGEMENTS = {
    "elria": "329dc9d86277aaed",
    "cartaventuras": "d07bb392ccb345d2",
    "rpgquest": "9b2a4f3fb5c39b81",
    "rpgquest-cooperative": "894e7ac20f187618",
}


def _game(key: str) -> str:
    return key.split("-")[0]


def _digest(lines: list[str]) -> str:
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()[:16]


def _move(action) -> str:
    return f"{action.kind}{action.args!r}"


def choices(key: str) -> list[str]:
    """The hard and normal agents' choices at the positions of `key`'s tables, one line each; the hard
    agent's with and without its anchor to the heuristic's favourite."""
    game, lines = _game(key), []
    for mode, players, seed, options in TABLES[key]:
        for index, state in enumerate(random_walk(game, mode, players, seed, **options)):
            if index > DEPTHS[-1]:
                break
            if index not in DEPTHS:
                continue
            seat = state.to_move()
            hard = make_agent(game=game, level="hard", seed=index, iters=ITERS, ms=None)
            chosen = hard.choose(state.clone(), seat)
            # search's own choice too, not held to the heuristic's favourite (`ai.search.anchored`)
            free = make_agent(game=game, level="hard", seed=index, iters=ITERS, ms=None, anchor=0)
            searched = free.choose(state.clone(), seat)
            normal = make_agent(game=game, level="normal", seed=index).choose(state.clone(), seat)
            lines.append(f"{mode} {players} {seed} {index}: {_move(chosen)} {hard.last_iterations} "
                         f"{_move(searched)} {_move(normal)}")
    return lines


def judgements(key: str) -> list[str]:
    """Every legal move's score and explanation, and the position's evaluation, at every
    `JUDGED_EVERY`-th decision of `key`'s tables (whole games), one line each."""
    game, lines = _game(key), []
    heuristic = heuristic_for(game)
    for mode, players, seed, options in TABLES[key]:
        for index, state in enumerate(random_walk(game, mode, players, seed, **options)):
            if index % JUDGED_EVERY:
                continue
            seat = state.to_move()
            lines.append(f"{mode} {players} {seed} {index}: {heuristic.evaluate(state)!r}")
            for action in state.legal_actions():
                score = heuristic.score_action(state, seat, action)
                lines.append(f"  {_move(action)} {score!r} {heuristic.explain(state, seat, action)}")
    return lines


@pytest.mark.parametrize("key", list(TABLES))
def test_the_agents_choose_as_they_did(key):
    assert _digest(choices(key)) == CHOICES[key]


@pytest.mark.parametrize("key", list(TABLES))
def test_the_heuristic_judges_as_it_did(key):
    assert _digest(judgements(key)) == JUDGEMENTS[key]
