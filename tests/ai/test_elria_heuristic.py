"""The Elria heuristic: it decides everything, and a greedy player beats a random one."""

from __future__ import annotations

import random

from ai.heuristics import heuristic_for
from engine.elria import GAME

SEEDS = range(40)


def greedy(state, seat, heuristic):
    return max(state.legal_actions(), key=lambda a: heuristic.score_action(state, seat, a))


def play(mode, seed, chooser, **config):
    state = GAME.new({"mode": mode, "players": 2 if mode == "duel" else 1, **config}, seed)
    while not state.is_over():
        state.apply(chooser(state, state.to_move()))
    return state


def test_greedy_heuristic_wins_solo_normal_far_more_often_than_random():
    heuristic = heuristic_for("elria")
    greedy_wins = sum(0 in play("solo", s, lambda st, seat: greedy(st, seat, heuristic)).result().winners
                      for s in SEEDS)
    rng = random.Random(0)
    random_wins = sum(0 in play("solo", s, lambda st, seat: rng.choice(st.legal_actions())).result().winners
                      for s in SEEDS)
    assert greedy_wins >= random_wins + len(SEEDS) // 4, (greedy_wins, random_wins)


def test_it_decides_drafts_campaign_choices_upgrades_and_failures():
    heuristic = heuristic_for("elria")
    seen = set()

    def choose(state, seat):
        seen.add(state.phase)
        return greedy(state, seat, heuristic)

    duel = play("duel", 1, choose)
    assert duel.is_over() and "draft" in seen
    campaign = play("campaign", 2, choose)
    assert campaign.is_over() and {"pick", "travel", "action", "act"} <= seen
    assert "failed" in seen or "shop" in seen


def test_evaluate_gives_each_seat_a_share_between_zero_and_one():
    heuristic = heuristic_for("elria")
    for mode in ("solo", "duel", "campaign"):
        state = GAME.new({"mode": mode, "players": 2 if mode == "duel" else 1}, 3)
        rng = random.Random(3)
        for _ in range(60):
            if state.is_over():
                break
            values = heuristic.evaluate(state)
            assert len(values) == state.seats and all(0.0 <= v <= 1.0 for v in values)
            state.apply(rng.choice(state.legal_actions()))


def test_scores_use_only_what_the_seat_can_see():
    heuristic = heuristic_for("elria")
    state = GAME.new({"mode": "solo"}, 5)
    rng = random.Random(5)
    for _ in range(40):
        actions = state.legal_actions()
        if state.phase in ("action", "travel"):
            other = state.determinize(0, random.Random(9))
            assert [heuristic.score_action(state, 0, a) for a in actions] == [
                heuristic.score_action(other, 0, a) for a in actions]
        state.apply(rng.choice(actions))
