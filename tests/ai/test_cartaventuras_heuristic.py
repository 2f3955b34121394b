"""The Cartaventuras heuristic plays clearly better than chance."""

import random

from ai.heuristics import heuristic_for
from engine.cartaventuras import GAME
from engine.core import Action

HEURISTIC = heuristic_for("cartaventuras")


def greedy(state, seat, rng) -> Action:
    actions = state.legal_actions()
    scores = [HEURISTIC.score_action(state, seat, a) for a in actions]
    best = max(scores)
    return rng.choice([a for a, s in zip(actions, scores) if s == best])


def play(config, seed, smart_seats) -> tuple[int, ...]:
    state = GAME.new(config, seed)
    rng = random.Random(seed)
    while not state.is_over():
        seat = state.to_move()
        if seat is None:
            state.roll([rng.randint(1, f) for f in state.dice_request().dice])
        elif seat in smart_seats:
            state.apply(greedy(state, seat, rng))
        else:
            state.apply(rng.choice(state.legal_actions()))
    return state.result().winners


def test_greedy_heuristic_beats_random_play_in_solo():
    config = {"mode": "solo", "players": 1, "difficulty": "easy"}
    smart = sum(bool(play(config, seed, {0})) for seed in range(80))
    chance = sum(bool(play(config, seed, set())) for seed in range(80))
    assert smart >= chance + 5


def test_greedy_heuristic_seat_wins_more_than_random_seats_at_a_table_of_four():
    smart = chance = 0
    for seed in range(80):
        winners = play({"players": 4}, seed, {seed % 4})
        smart += (seed % 4) in winners
        chance += len(winners) - ((seed % 4) in winners)
    assert smart > chance / 3 + 2


def test_evaluate_gives_each_seat_a_value_between_0_and_1():
    state = GAME.new({"players": 3}, 1)
    values = HEURISTIC.evaluate(state)
    assert len(values) == 3 and all(0 <= v <= 1 for v in values)
