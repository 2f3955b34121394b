"""Dice odds worked out by trying every outcome on a copy of the table."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

import engine
from tests.profiles import examples
from tui.odds import odds_lines, outcome_groups


def first_combat_roll(seed: int):
    state = engine.new_game("cartaventuras", {"players": 2}, seed)
    rng = random.Random(1)
    while state.dice_request() is None:
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_combat_odds_name_each_consequence_and_add_up_to_one():
    state = first_combat_roll(5)
    groups = outcome_groups(state, state.dice_request(), state.dice_request().seat)
    assert abs(sum(chance for chance, _ in groups) - 1) < 1e-9
    texts = [text for _, text in groups]
    assert "loses 1 life." in texts and "a tie." in texts
    assert any(text.startswith("beats ") for text in texts)
    assert state.dice_request() is not None  # the real table was not touched


def test_a_roll_whose_outcomes_all_read_alike_gets_plain_face_odds():
    state = engine.new_game("lucky-draw", {}, 1)
    state.apply(next(a for a in state.legal_actions() if a.kind == "gamble"))
    assert odds_lines(state, state.dice_request(), 0) == ["d6: each face 1 in 6"]


def _hidden_names(state, seat: int) -> set[str]:
    """The names of the cards `seat` may not see (ids through the game's own names)."""
    return {state.card_name(card) for card in state.hidden_from(seat)}


def _leaks(state) -> list[tuple[str, str]]:
    request = state.dice_request()
    seat = request.seat if request.seat is not None else 0
    names = _hidden_names(state, seat)
    return [(line, name) for line in odds_lines(state, request, seat) for name in names if name in line]


def _play_to_roll(game: str, config: dict, seed: int, steps: int, pick: random.Random):
    """Random legal play from a new table to the `steps`-th roll (or the last one before the end)."""
    state = engine.new_game(game, config, seed)
    found = None
    while not state.is_over():
        request = state.dice_request()
        if request is None:
            state.apply(pick.choice(state.legal_actions()))
            continue
        found = state.clone()
        if steps == 0:
            break
        steps -= 1
        state.roll(tuple(pick.randint(1, faces) for faces in request.dice))
    return found


def test_odds_never_name_the_face_down_card_that_replaces_a_beaten_enemy():
    # Cartaventuras seed 4, second roll: beating the Banshee turns up the next
    # card of a deck ("… is discarded and Pilgrim's Inn takes its place"),
    # which the rolling seat has not seen.
    state = _play_to_roll("cartaventuras", {"players": 2}, 4, 1, random.Random(4))
    request = state.dice_request()
    before = state.to_json()
    lines = odds_lines(state, request, request.seat)
    assert any("takes its place" in line for line in lines)
    assert _leaks(state) == []
    assert state.to_json() == before  # the real table was not touched


# Elria rolls no dice (its rulebook has none), so only Cartaventuras tables reach a roll.
@examples(25)
@given(config=st.sampled_from([{"players": 2}, {"players": 4}, {"mode": "solo"}]),
       seed=st.integers(0, 10_000), steps=st.integers(0, 12), choices=st.integers(0, 2**32))
def test_odds_lines_never_name_a_hidden_card(config, seed, steps, choices):
    state = _play_to_roll("cartaventuras", config, seed, steps, random.Random(choices))
    if state is not None:  # a game may end before its first roll
        assert _leaks(state) == []
