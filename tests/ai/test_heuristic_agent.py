from dataclasses import replace

import pytest

import engine
from ai import HeuristicAgent, make_agent
from ai.fallback import NeutralHeuristic
from tests.ai.lucky_heuristic import LuckyHeuristic


def table_with_hand(hand):
    state = engine.new_game("lucky-draw", {}, 1)
    state.deck.extend(card for card in state.hands[0] if card not in hand)
    state.hands[0] = list(hand)
    return state


def test_heuristic_agent_plays_the_best_scored_action():
    state = table_with_hand(["card-5", "card-0"])  # worth 6 and 1; gambling is worth 3
    agent = make_agent("heuristic", "lucky-draw", seed=3)
    assert agent.choose(state, 0).args == ("card-5",)


def test_heuristic_agent_prefers_the_gamble_over_low_cards():
    state = table_with_hand(["card-0", "card-6"])  # worth 1 and 1
    assert make_agent("heuristic", "lucky-draw", seed=3).choose(state, 0).kind == "gamble"


def test_ties_are_broken_by_the_seed():
    state = table_with_hand(["card-0", "card-6"])
    neutral = [HeuristicAgent(NeutralHeuristic(), seed=seed).choose(state, 0) for seed in range(30)]
    assert len(set(neutral)) == 3
    again = [HeuristicAgent(NeutralHeuristic(), seed=seed).choose(state, 0) for seed in range(30)]
    assert neutral == again


def test_an_erring_agent_plays_a_runner_up_when_it_blunders():
    state = table_with_hand(["card-5", "card-0"])
    agent = HeuristicAgent(LuckyHeuristic(), seed=0, blunder=1.0)
    choices = {agent.choose(state, 0) for _ in range(20)}
    assert choices and all(choice.args != ("card-5",) for choice in choices)


def test_blunder_rate_outside_zero_to_one_is_refused():
    with pytest.raises(ValueError, match="blunder"):
        make_agent("heuristic", "lucky-draw", blunder=2)


def test_a_game_without_heuristic_gets_a_neutral_stand_in(monkeypatch):
    monkeypatch.setitem(engine.GAMES, "lucky-draw", replace(engine.GAMES["lucky-draw"], heuristic=""))
    agent = make_agent("heuristic", "lucky-draw", seed=1)
    assert not agent.knows_the_game
    state = engine.new_game("lucky-draw", {}, 2)
    assert agent.choose(state, 0) in state.legal_actions()


def test_the_game_heuristic_is_known_when_registered():
    assert make_agent("heuristic", "lucky-draw").knows_the_game
