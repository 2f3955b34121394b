"""Dice odds worked out by trying every outcome on a copy of the table."""

from __future__ import annotations

import random

import engine
from tui.odds import odds_lines, outcome_groups


def first_combat_roll(seed: int):
    state = engine.new_game("cartaventuras", {"players": 2}, seed)
    rng = random.Random(1)
    while state.dice_request() is None:
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_combat_odds_name_each_consequence_and_add_up_to_one():
    state = first_combat_roll(5)
    groups = outcome_groups(state, state.dice_request())
    assert abs(sum(chance for chance, _ in groups) - 1) < 1e-9
    texts = [text for _, text in groups]
    assert "loses 1 life." in texts and "a tie." in texts
    assert any(text.startswith("beats ") for text in texts)
    assert state.dice_request() is not None  # the real table was not touched


def test_a_roll_whose_outcomes_all_read_alike_gets_plain_face_odds():
    state = engine.new_game("lucky-draw", {}, 1)
    state.apply(next(a for a in state.legal_actions() if a.kind == "gamble"))
    assert odds_lines(state, state.dice_request()) == ["d6: each face 1 in 6"]
