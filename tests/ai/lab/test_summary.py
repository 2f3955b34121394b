"""The sweep table and the paired comparison, checked against numbers worked out by hand."""

from math import sqrt

import pytest

from ai.lab.stats import bootstrap_mean, paired_difference, wilson_interval
from ai.lab.summary import compare, summarise
from ai.lab.table import format_comparison, format_table
from tests.ai.lab.records import fixed_set, record


def test_table_matches_hand_computed_rows():
    rows = summarise(fixed_set())
    assert [(row.cell, row.entrant) for row in rows] == [
        (1, "seat 1 (a)"), (1, "seat 2 (b)"), (2, "a"), (2, "b")]
    seat1, seat2, a, b = rows
    # seat 1: won game 0, half of the shared game 1, lost game 2; game 3 failed
    assert (seat1.games, seat1.errors, seat1.win_rate) == (4, 1, 0.5)
    # Wilson for 1.5 of 3 by hand: centre 0.5, half-width 1.96*sqrt(0.25/3 + 1.96**2/36) / (1 + 1.96**2/3)
    half = 1.96 * sqrt(0.25 / 3 + 1.96**2 / 36) / (1 + 1.96**2 / 3)
    assert seat1.win_low == pytest.approx(0.5 - half) and seat1.win_high == pytest.approx(0.5 + half)
    assert seat1.win_low == pytest.approx(0.12533, abs=1e-5)
    assert seat1.mean_score == pytest.approx(5 / 3) and seat1.score_sd == pytest.approx(sqrt(7 / 3))
    assert seat2.win_rate == 0.5 and seat2.mean_score == pytest.approx(8 / 3) and seat2.score_sd == pytest.approx(sqrt(13 / 3))
    assert seat1.mean_turns == 10.0 and seat1.end_reasons == {"r1": 2, "r2": 1}
    # cell 2 was rotated: each agent is credited wherever it sat (a won game 0 in seat 1 and game 1 in seat 2)
    assert (a.win_rate, b.win_rate) == (1.0, 0.0)
    assert a.mean_score == 3.5 and b.mean_score == 0.5 and a.mean_turns == 6.5
    assert a.end_reasons == {"r1": 1, "r3": 1}


def test_score_interval_is_a_bootstrap_of_the_mean():
    rows = summarise(fixed_set())
    assert rows[0].score_low <= rows[0].mean_score <= rows[0].score_high
    assert 0 <= rows[0].score_low and rows[0].score_high <= 3
    assert summarise(fixed_set()) == rows  # the same games always give the same intervals


def test_bootstrap_agrees_with_the_normal_interval_on_many_games():
    values = [float(i % 7) for i in range(7000)]
    low, high = bootstrap_mean(values)
    mean, sd = 3.0, sqrt(sum((v - 3.0) ** 2 for v in values) / 6999)
    assert low == pytest.approx(mean - 1.96 * sd / sqrt(7000), abs=0.01)
    assert high == pytest.approx(mean + 1.96 * sd / sqrt(7000), abs=0.01)
    assert bootstrap_mean([2.0, 2.0]) == (2.0, 2.0) and bootstrap_mean([]) == (0.0, 0.0)


def test_wilson_interval_of_no_games_is_everything():
    assert wilson_interval(0, 0) == [0.0, 1.0]
    assert wilson_interval(10, 10)[1] == 1.0


def test_paired_comparison_uses_only_common_seeds_and_says_when_it_is_noise():
    games = [record(1, i, ["x"], [i % 2], [0] if i % 2 else [], "r", 5, {"k": "1"}) for i in range(40)]
    same = [dict(game, cell=2, settings={"k": "2"}) for game in games]
    pairs, differences = compare(games + same, 1, 2)
    assert pairs == 40 and [d.what for d in differences] == ["seat 1 win rate", "seat 1 mean score"]
    assert all(d.mean == 0 and d.within_noise for d in differences)
    assert "within noise" in format_comparison(1, 2, pairs, differences)


def test_paired_comparison_finds_a_real_difference():
    losing = [record(1, i, ["x"], [0], [], "lost", 5, {"k": "1"}) for i in range(30)]
    winning = [record(2, i, ["x"], [1], [0], "won", 5, {"k": "2"}) for i in range(25)]  # seeds 100-124 only
    pairs, differences = compare(losing + winning, 1, 2)
    assert pairs == 25
    rate = differences[0]
    assert (rate.mean, rate.low, rate.high, rate.within_noise) == (1.0, 1.0, 1.0, False)
    assert "+100.0 points" in format_comparison(1, 2, pairs, differences)


def test_paired_difference_interval_contains_its_mean():
    d = paired_difference("seat 1 win rate", [0, 1, 0, 1, 1], [1, 1, 1, 0, 1])
    assert d.pairs == 5 and d.mean == pytest.approx(0.2) and d.low <= d.mean <= d.high


def test_table_text_shows_every_row_and_the_end_reasons():
    text = format_table(summarise(fixed_set()))
    assert "seat 1 (a)" in text and "50.0%" in text and "4 (1 failed)" in text
    assert "cell 2:" in text and "1: r3" in text
