"""The Cartaventuras heuristic: exact dragon odds, sensible choices, and it wins."""

import random

import pytest

from ai.heuristics import heuristic_for
from ai.heuristics.cartaventuras import card_value, dragon_chance
from engine.cartaventuras import GAME
from engine.core import Action

HEURISTIC = heuristic_for("cartaventuras")
DIVINE_STAFF, DRAGONSLAYER, WHETSTONE = "orange-44", "orange-45", "orange-15"


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


def main_decision_with_dragon(seed=3):
    """A 2-player table where seat 0 may declare the dragon."""
    state = GAME.new({"players": 2}, seed)
    rng = random.Random(seed)
    while True:
        seat = state.to_move()
        if seat is None:
            state.roll([rng.randint(1, f) for f in state.dice_request().dice])
            continue
        legal = state.legal_actions()
        if seat == 0 and any(a.kind == "dragon" for a in legal):
            return state
        state.apply(rng.choice([a for a in legal if a.kind != "dragon"] or legal))


# -- the dragon's exact odds ----------------------------------------------------------
def test_two_eights_and_full_life_beat_the_dragon_nine_times_in_ten():
    assert dragon_chance(8, 8, 10) == pytest.approx(0.914, abs=0.002)


def test_no_weapon_of_one_kind_means_no_chance_against_the_dragon():
    assert dragon_chance(12, 0, 10) == 0.0


def test_a_whetstone_lasts_both_dragon_fights():
    assert dragon_chance(6, 6, 10, plus2=1) == pytest.approx(dragon_chance(8, 8, 10))


def test_life_and_a_doubled_die_raise_the_odds():
    assert dragon_chance(6, 6, 4) < dragon_chance(6, 6, 10) < dragon_chance(6, 6, 10, x2=1)


# -- choices --------------------------------------------------------------------------
def test_declares_the_dragon_when_geared_and_not_when_bare():
    state = main_decision_with_dragon()
    bare = max(state.legal_actions(), key=lambda a: HEURISTIC.score_action(state, 0, a))
    assert bare.kind != "dragon"
    player = state.players[0]
    player.cards += [DIVINE_STAFF, DRAGONSLAYER, WHETSTONE]
    player.life = 10
    geared = max(state.legal_actions(), key=lambda a: HEURISTIC.score_action(state, 0, a))
    assert geared.kind == "dragon"


def test_a_knight_who_strikes_at_3_wants_a_halberd_not_a_mace():
    state = GAME.new({"players": 2, "characters": ["red", "blue"]}, 0)
    knight = state.players[0]
    halberd, dagger, mace = (card_value(state, knight, c) for c in ("orange-06", "orange-01", "orange-03"))
    assert halberd > dagger == 0 > mace


def test_evaluate_is_graded_and_favours_the_geared_seat():
    state = main_decision_with_dragon()
    values = HEURISTIC.evaluate(state)
    assert len(values) == 2 and all(0 < v < 1 for v in values)
    state.players[0].cards += [DIVINE_STAFF, DRAGONSLAYER]
    geared = HEURISTIC.evaluate(state)
    assert geared[0] > values[0] and geared[0] > geared[1]


# -- results ----------------------------------------------------------------------------
def test_greedy_heuristic_beats_random_play_head_to_head():
    wins = sum(seed % 2 in play({"players": 2}, seed, {seed % 2}) for seed in range(60))
    assert wins >= 40


def test_greedy_heuristic_beats_the_dragon_in_most_easy_solo_games():
    config = {"mode": "solo", "players": 1, "difficulty": "easy"}
    assert sum(bool(play(config, seed, {0})) for seed in range(60)) >= 35
