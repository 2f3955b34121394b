import random

import pytest

import ai.heuristic
import ai.search
import engine
from ai import SearchAgent, make_agent
from ai.fallback import NeutralHeuristic
from ai.hint import hint
from ai.mcts_node import Node
from ai.playout import best_of_each_kind
from ai.search import Search, anchored
from engine.core import Action
from tests.ai.lucky_heuristic import LuckyHeuristic
from tests.ai.pausing_game import PausingState


def lucky(seed=4):
    return engine.new_game("lucky-draw", {}, seed)


def test_search_is_deterministic_for_a_seed_and_iteration_budget():
    for seed in range(5):
        state = lucky(seed)
        first = make_agent("search", "lucky-draw", seed=11, iters=150).choose(state, 0)
        second = make_agent("search", "lucky-draw", seed=11, iters=150).choose(state, 0)
        assert first == second


def test_search_spends_exactly_its_iteration_budget():
    agent = make_agent("search", "lucky-draw", seed=1, iters=37)
    agent.choose(lucky(), 0)
    assert agent.last_iterations == 37


def test_search_stops_when_its_milliseconds_are_spent(monkeypatch):
    ticks = iter(range(10**6))
    monkeypatch.setattr(ai.search, "clock", lambda: next(ticks) / 1000.0)
    agent = make_agent("search", "lucky-draw", seed=1, ms=25)
    agent.choose(lucky(), 0)
    assert 20 <= agent.last_iterations <= 25


def test_search_takes_the_sure_win_over_a_gamble():
    state = lucky()
    state.scores = [13, 14]
    state.deck.extend(state.hands[0])
    state.hands[0] = ["card-2", "card-6"]  # worth 3 (wins now) and 1
    state.deck.remove("card-2")
    state.deck.remove("card-6")
    choice = make_agent("search", "lucky-draw", seed=2, iters=300).choose(state, 0)
    assert choice.args == ("card-2",)


def test_search_without_a_game_heuristic_rolls_out_to_the_end():
    agent = SearchAgent(NeutralHeuristic(), seed=3, iters=60)
    assert agent.search.depth > engine.GAMES["lucky-draw"].max_decisions
    state = lucky()
    assert agent.choose(state, 0) in state.legal_actions()


def test_each_playout_splits_one_win_between_the_seats():
    root = Search(LuckyHeuristic(), random.Random(5), depth=200).run(lucky(), 0, iters=80)
    assert root.visits == 80
    assert sum(root.totals) == pytest.approx(80)
    assert all(0 < value < 80 for value in root.totals)


def test_search_refuses_a_seat_that_is_not_to_move():
    with pytest.raises(ValueError, match="not to move"):
        Search(LuckyHeuristic(), random.Random(0)).run(lucky(), 1, iters=1)


def test_search_keeps_its_tree_when_it_moves_again_with_nothing_revealed():
    state = PausingState({"mode": "standard", "players": 2}, 7)
    agent = SearchAgent(LuckyHeuristic(), seed=1, iters=100)
    warm_up = agent.choose(state, 0)
    assert warm_up.kind == "warm-up"
    kept = agent._kept[2]
    state.apply(warm_up)
    agent.choose(state, 0)
    assert kept.visits == agent.reused_visits + 100 and agent.reused_visits > 0


def test_search_starts_afresh_after_another_seat_moved():
    state = lucky()
    agent = make_agent("search", "lucky-draw", seed=1, iters=50)
    state.apply(agent.choose(state, 0))
    while state.to_move() != 0:
        if state.to_move() is None:
            state.roll((4,))
        else:
            state.apply(state.legal_actions()[0])
    agent.choose(state, 0)
    assert agent.reused_visits == 0


def test_tree_reuse_can_be_switched_off():
    state = PausingState({"mode": "standard", "players": 2}, 7)
    agent = SearchAgent(LuckyHeuristic(), seed=1, iters=100, reuse=False)
    state.apply(agent.choose(state, 0))
    agent.choose(state, 0)
    assert agent.reused_visits == 0


def test_bad_budgets_are_refused():
    with pytest.raises(ValueError, match="ms must be positive"):
        make_agent("search", "lucky-draw", ms=0)
    with pytest.raises(ValueError, match="iters must be at least 1"):
        make_agent("search", "lucky-draw", iters=0)


def _root_with(favourite, other, seats, favourite_stats, other_stats):
    root = Node(seats)
    for action, (visits, mean) in ((favourite, favourite_stats), (other, other_stats)):
        child = root.children[action] = Node(seats)
        child.visits, child.totals = visits, [mean * visits, (1 - mean) * visits]
    return root


def test_search_keeps_the_heuristics_move_unless_clearly_better():
    state = lucky()
    legal = state.legal_actions()
    heuristic = LuckyHeuristic()
    scores = [heuristic.score_action(state, 0, action) for action in legal]
    favourite = legal[scores.index(max(scores))]
    other = next(action for action in legal if action != favourite)
    noisy = _root_with(favourite, other, 2, (10, 0.6), (10, 0.7))
    assert anchored(heuristic, state, 0, legal, noisy, other) == favourite
    sure = _root_with(favourite, other, 2, (400, 0.6), (400, 0.7))
    assert anchored(heuristic, state, 0, legal, sure, other) == other
    unvisited = _root_with(other, other, 2, (10, 0.7), (10, 0.7))
    assert anchored(heuristic, state, 0, legal, unvisited, other) == favourite


def test_the_anchor_can_be_switched_off():
    state = lucky()
    agent = make_agent("search", "lucky-draw", seed=2, iters=40, anchor=0)
    assert agent.anchor == 0 and agent.choose(state, 0) in state.legal_actions()


def test_a_game_heuristic_may_name_its_rollout_depth_and_an_option_overrides_it():
    class ShortSighted(LuckyHeuristic):
        DEPTH = 3

    assert Search(ShortSighted(), random.Random(0)).depth == 3
    assert Search(ShortSighted(), random.Random(0), depth=9).depth == 9
    assert Search(LuckyHeuristic(), random.Random(0)).depth == ai.heuristic.DEFAULT_DEPTH
    assert make_agent("search", "cartaventuras", seed=1, iters=5).search.depth == 5


def test_a_heuristic_may_let_rollouts_play_its_plain_decisions_at_random():
    class Counting(LuckyHeuristic):
        MIX = 0.0

        def __init__(self):
            self.scored = 0

        def score_action(self, state, seat, action):
            self.scored += 1
            return super().score_action(state, seat, action)

        def plain(self, state, seat, actions):
            return list(actions)  # every decision of Lucky Draw is plain

    def scored_in_rollouts(**options):
        judge = Counting()
        search = Search(judge, random.Random(3), depth=ai.search.UNBOUNDED_DEPTH, **options)
        for seed in range(5):
            search.rollout(lucky(seed))
        return judge.scored

    assert scored_in_rollouts() == 0  # before `plain`, every rollout move was scored
    assert scored_in_rollouts(mix=1.0) > 0
    assert 0 < scored_in_rollouts(mix=0.5) < scored_in_rollouts(mix=1.0)
    assert make_agent("search", "lucky-draw", seed=1, iters=5, mix=0.5).search.mix == 0.5
    assert Search(LuckyHeuristic(), random.Random(0)).mix == 1.0


class Narrowing(LuckyHeuristic):
    """Lucky Draw's heuristic with a `candidates` hook that keeps the first `width` legal moves."""

    def __init__(self, width):
        self.width = width

    def candidates(self, state, seat, actions):
        return list(actions)[:self.width]


def test_a_heuristic_may_narrow_the_moves_search_weighs_at_the_root():
    state = lucky()
    legal = state.legal_actions()
    assert len(legal) > 2
    root = Search(Narrowing(2), random.Random(4)).run(state, 0, iters=60)
    assert set(root.children) == set(legal[:2])
    agent = SearchAgent(Narrowing(2), seed=4, iters=60)
    assert agent.choose(state, 0) in legal[:2]


def test_search_plays_a_settled_decision_without_searching():
    state = lucky()
    agent = SearchAgent(Narrowing(1), seed=4, iters=60)
    assert agent.choose(state, 0) == state.legal_actions()[0]
    assert agent.last_iterations == 0


def test_a_hint_weighs_every_legal_move_even_where_search_would_narrow():
    state = lucky()
    hints = hint(state, 0, budget_ms=None, iters=120, top=10, heuristic=Narrowing(1))
    assert {h.action for h in hints} == set(state.legal_actions())
    assert all(h.visits > 0 for h in hints)


def test_best_of_each_kind_keeps_each_kinds_best_within_the_margin():
    moves = [Action("step", (1,), "a"), Action("step", (2,), "b"), Action("stop", (), "c"), Action("fight", (), "d")]
    assert best_of_each_kind([1.0, 1.2, 1.1, 0.5], moves, 0.25) == [moves[1], moves[2]]
    assert best_of_each_kind([1.0, 1.2, 1.1, 0.5], moves, 1.0) == moves[1:]
    assert best_of_each_kind([1.0, 1.0, 0.0, 0.0], moves, 0.0) == [moves[0]]
