"""Winning and Losing the Game; the solo timer."""

import random

import pytest

from engine import Record, replay
from engine.cartaventuras import GAME, TIME_UP
from engine.core import IllegalAction
from tests.cartaventuras.helpers import act, card_id, give, place, stand, start, table


def test_losing_at_zero_life_removes_you_and_returns_your_cards():
    state = table(2, ("green", "red"))
    give(state, 0, "Dagger")
    give(state, 0, "Flail")
    give(state, 0, "Map Fragment (West)")
    place(state, 1, 3, "Collapsing Rampart")  # trap: 2 life
    stand(state, 0, start(state))
    state.players[0].life = 2
    act(state, "move", "down")
    player = state.players[0]
    assert not player.alive and player.cell == -1 and player.cards == [] and player.coins == 0
    assert card_id("Dagger") in state.purchase and card_id("Map Fragment (West)") in state.purchase
    assert card_id("Flail") in state.discard
    assert state.current == 1 and not state.is_over()


def test_losing_if_nobody_defeats_the_dragon_all_lose():
    state = table(2, ("green", "red"), turn_budget=3)
    dice = random.Random(4)
    while not state.is_over():
        if state.to_move() is None:
            state.roll([dice.randint(1, 6) for _ in state.dice_request().dice])
        else:
            state.apply(state.legal_actions()[0])
    assert state.result().winners == () and state.turn == 4
    assert state.result().reason == "the rounds ran out" and "nobody defeated the dragon" in state.log[-1]


def test_losing_every_adventurer_fallen_ends_the_game_with_no_winner():
    state = table(1)
    place(state, 1, 3, "Quicksand")
    stand(state, 0, start(state))
    state.players[0].life = 1
    act(state, "move", "down")
    assert state.is_over() and state.result().winners == () and state.result().scores == (0.0,)
    assert state.result().reason == "every adventurer has fallen"
    assert state.result().marks == (("fell in the Kingdom",),) and state.result().score_name == ""


def test_solo_timer_time_up_is_an_input_the_app_applies_and_replays():
    record = Record("cartaventuras", {"mode": "solo", "players": 1, "difficulty": "hard"}, 5)
    state = GAME.new(record.config, 5)
    record.apply(state, state.legal_actions()[0])
    record.apply(state, TIME_UP)
    assert state.is_over() and state.result().winners == () and state.result().reason == "time is up"
    assert replay(Record.from_json(record.to_json())).to_json() == state.to_json()


def test_solo_timer_time_up_is_not_a_move_in_standard_mode():
    state = GAME.new({"players": 1}, 0)
    with pytest.raises(IllegalAction):
        state.apply(TIME_UP)


def test_solo_headless_turn_budget_follows_the_difficulty():
    budgets = {d: GAME.new({"mode": "solo", "players": 1, "difficulty": d}, 0).budget
               for d in ("easy", "intermediate", "hard")}
    assert budgets == {"easy": 40, "intermediate": 30, "hard": 20}
    assert GAME.new({"mode": "solo", "players": 1, "turn_budget": 99}, 0).budget == 99
    assert GAME.new({"players": 3}, 0).budget == 80
