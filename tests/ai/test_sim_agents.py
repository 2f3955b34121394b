"""`tavern sim` with AI rivals: budgets in specs, rotation and per-agent win rates."""

import json

import pytest

from ai.lab.play import seat_order
from ai.sim import run_sim, wilson_interval
from engine import ConfigError
from tui.cli import main


def test_rotation_moves_every_agent_one_seat_along_each_game():
    assert [seat_order(3, shift) for shift in range(4)] == [
        [0, 1, 2], [2, 0, 1], [1, 2, 0], [0, 1, 2]]


def test_agent_win_rate_credits_each_spec_and_splits_shared_wins():
    report = run_sim("lucky-draw", agents=["heuristic", "random"], games=60, seed=1, rotate=True)
    rates = report["agent_win_rate"]
    assert list(rates) == ["heuristic", "random"]
    finished = report["games"] - report["errors"]
    shared = report["shared_wins"]
    assert sum(rates.values()) * finished == pytest.approx(finished - report["no_winner"])
    assert sum(report["wins"]) + shared + report["no_winner"] == 60
    low, high = report["agent_win_ci95"]["heuristic"]
    assert low <= rates["heuristic"] <= high


def test_rotation_seats_the_agents_differently_each_game(monkeypatch):
    import ai.lab.play

    seen = []
    real = ai.lab.play.play_game

    def recording(game, config, seed, agents, max_decisions):
        seen.append([agent.name for agent in agents])
        return real(game, config, seed, agents, max_decisions)

    monkeypatch.setattr(ai.lab.play, "play_game", recording)
    run_sim("lucky-draw", agents=["heuristic", "random"], games=3, rotate=True)
    assert seen == [["heuristic", "random"], ["random", "heuristic"], ["heuristic", "random"]]
    seen.clear()
    run_sim("lucky-draw", agents=["heuristic", "random"], games=2)
    assert seen == [["heuristic", "random"], ["heuristic", "random"]]


def test_the_same_spec_on_several_seats_is_one_agent():
    report = run_sim("lucky-draw", agents=["random"], games=10, seed=0)
    assert report["agent_win_rate"] == {"random": pytest.approx(1.0)}


def test_search_budgets_travel_in_the_spec():
    report = run_sim("lucky-draw", agents=["search:iters=20;depth=4", "normal"], games=4, rotate=True)
    assert report["errors"] == 0
    assert set(report["agent_win_rate"]) == {"search:iters=20;depth=4", "normal"}


def test_a_misspelt_option_is_an_error_that_names_the_options():
    with pytest.raises(ConfigError, match="no option speed"):
        run_sim("lucky-draw", agents=["search:speed=3", "random"], games=1)


def test_wilson_interval_brackets_the_rate():
    low, high = wilson_interval(90, 100)
    assert 0.82 < low < 0.9 < high < 0.95
    assert wilson_interval(0, 0) == [0.0, 1.0]


def test_cli_rotate_reports_agent_win_rate(capsys):
    assert main(["sim", "lucky-draw", "--agents", "heuristic,random", "--rotate",
                 "--games", "30", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["rotate"] is True and set(report["agent_win_rate"]) == {"heuristic", "random"}
    assert main(["sim", "lucky-draw", "--agents", "heuristic,random", "--rotate", "--games", "30"]) == 0
    assert "agent win rate: heuristic" in capsys.readouterr().out
