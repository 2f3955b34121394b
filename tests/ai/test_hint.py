import pytest

import engine
from ai import hint
from ai.fallback import game_of


def lucky(seed=4):
    return engine.new_game("lucky-draw", {}, seed)


def test_hint_ranks_distinct_legal_actions_with_values_and_reasons():
    state = lucky()
    hints = hint(state, 0, budget_ms=None, iters=300, top=3)
    assert len(hints) == 3 and len({h.action for h in hints}) == 3
    assert all(h.action in state.legal_actions() for h in hints)
    assert all(0.0 <= h.value <= 1.0 and h.reason and "\n" not in h.reason for h in hints)
    assert [h.visits for h in hints[1:]] == sorted((h.visits for h in hints[1:]), reverse=True)
    assert "strongest option" in hints[0].reason or "the plan's choice" in hints[0].reason


def test_the_first_hint_is_the_move_the_search_agent_plays_and_says_why():
    """Most visited is not best: the agent keeps the heuristic's favourite unless search is
    confident, and so does the first hint, saying so."""
    from ai.heuristics import heuristic_for
    from ai.search import SearchAgent

    state = lucky()
    hints = hint(state, 0, budget_ms=None, iters=300, top=3)
    agent = SearchAgent(heuristic_for("lucky-draw"), seed=0, iters=300)
    assert hints[0].action == agent.choose(state.clone(), 0)
    assert hints[0].visits < max(h.visits for h in hints)  # the plan's move, though less visited
    assert "the plan's choice: " in hints[0].reason and "no other option found was clearly better" in hints[0].reason


def test_hint_leads_with_the_heuristics_own_explanation():
    top = hint(lucky(), 0, budget_ms=None, iters=200, top=1)[0]
    assert top.reason.startswith(("Scores", "A gamble")) and "simulated games" in top.reason


def test_hint_is_deterministic_for_a_seed_and_iterations():
    a = hint(lucky(2), 0, budget_ms=None, iters=120, seed=5)
    b = hint(lucky(2), 0, budget_ms=None, iters=120, seed=5)
    assert a == b


def test_hint_for_a_forced_move_says_so():
    state = lucky()
    state.hands[0] = []
    [only] = hint(state, 0, budget_ms=None, iters=10)
    assert only.action.kind == "gamble" and "only legal move" in only.reason


def test_hint_refuses_a_seat_that_is_not_to_move():
    with pytest.raises(ValueError, match="not to move"):
        hint(lucky(), 1, iters=5)


def test_a_state_knows_its_game():
    assert game_of(lucky()) == "lucky-draw"
    with pytest.raises(ValueError, match="no registered game"):
        game_of(object())  # type: ignore[arg-type]  # not a state, on purpose


def test_a_hint_names_its_move_by_the_number_in_the_move_list():
    state = lucky()
    legal = state.legal_actions()
    for item in hint(state, 0, budget_ms=None, iters=200, top=3):
        assert legal[item.number - 1] == item.action
