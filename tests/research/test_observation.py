"""Observations from `view(seat)` only: a fixed shape, the same for tables a seat cannot tell apart, no hidden card."""

from __future__ import annotations

import json
import random
from collections.abc import Callable

import numpy as np
import pytest

from ai.research.observation import (
    OBSERVATION_SIZE,
    information_state_string,
    leaves,
    observation,
    observation_string,
    readable_log,
)
from engine.core import State
from tests.conformance.playout import leaked_ids
from tests.research.tables import TABLE_IDS, TABLES, random_walk

Observe = Callable[[State, int], np.ndarray]
Strings = Callable[[State, int], list[str]]


def from_view(state: State, seat: int) -> np.ndarray:
    return observation(state.view(seat), seat)


def peeking(state: State, seat: int) -> np.ndarray:
    """A planted leak: the tensor also hashes the whole state, hidden decks included."""
    return observation({**state.view(seat), "state": json.dumps(state.to_json(), sort_keys=True)}, seat)


def strings(state: State, seat: int) -> list[str]:
    view = state.view(seat)
    return [observation_string(view), information_state_string(view, readable_log(state.log, seat))]


def naming_hidden_cards(state: State, seat: int) -> list[str]:
    """A planted leak: the information-state string lists the cards hidden from the seat."""
    return [*strings(state, seat), " ".join(sorted(state.hidden_from(seat)))]


def checked_states(name: str, mode: str, players: int, decisions: int) -> list[State]:
    """The states after 1, 2, 4, 8, ... random decisions (clones), as the conformance suite checks."""
    return [state.clone() for step, state in enumerate(random_walk(name, mode, players, 5, decisions), 1)
            if step & (step - 1) == 0]


def indistinguishable_problems(observe: Observe, states: list[State]) -> list[str]:
    """Seats whose tensor differs between a table and a `determinize` copy of it (a table it cannot tell apart)."""
    problems = []
    for state in states:
        for seat in range(state.seats):
            mine = observe(state, seat)
            assert mine.dtype == np.float32 and mine.shape == (OBSERVATION_SIZE,)
            for draw in range(2):
                guess = state.determinize(seat, random.Random(draw))
                if not np.array_equal(observe(guess, seat), mine):
                    problems.append(f"turn {state.turn}: seat {seat} tells a determinized copy apart")
    return problems


def hidden_card_problems(text_of: Strings, states: list[State]) -> list[str]:
    """Hidden card ids found in a seat's observation or information-state string."""
    return [f"seat {seat} reads {sorted(found)}" for state in states for seat in range(state.seats)
            if (found := leaked_ids(text_of(state, seat), state.hidden_from(seat)))]


@pytest.mark.parametrize("name,mode,players", TABLES, ids=TABLE_IDS)
def test_a_seat_gets_the_same_tensor_for_tables_it_cannot_tell_apart(name, mode, players):
    assert indistinguishable_problems(from_view, checked_states(name, mode, players, 256)) == []


@pytest.mark.parametrize("name,mode,players", TABLES, ids=TABLE_IDS)
def test_no_hidden_card_reaches_the_observation_strings(name, mode, players):
    assert hidden_card_problems(strings, checked_states(name, mode, players, 256)) == []


@pytest.mark.parametrize("name,mode,players", [("elria", "solo", 1), ("cartaventuras", "standard", 2),
                                               ("rpgquest", "competitive", 2)])
def test_the_checks_catch_a_planted_leak(name, mode, players):
    states = checked_states(name, mode, players, 64)
    assert indistinguishable_problems(peeking, states) != []
    assert hidden_card_problems(naming_hidden_cards, states) != []


def test_the_tensor_layout_puts_the_seat_first_then_the_hashed_leaves():
    view = {"players": [{"coins": 3}], "card": "orange-01", "done": None}
    tensor = observation(view, 2)
    assert list(tensor[:4]) == [0, 0, 1, 0]
    assert list(leaves(view)) == [("/players/0/coins", 3), ("/card", "orange-01"), ("/done", None)]
    assert sorted(tensor[4:][tensor[4:] != 0].round(4)) == sorted([1.0, 1.0, round(float(np.log1p(3)), 4)])


def test_the_information_state_string_adds_the_lines_the_seat_may_read():
    from engine.core import Line

    log = ["Red moves.", Line("You draw card-7.", (1,))]
    assert information_state_string({}, readable_log(log, 0)) == "{}\nRed moves."
    assert information_state_string({}, readable_log(log, 1)) == "{}\nRed moves.\nYou draw card-7."
