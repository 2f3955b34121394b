"""`tavern sim` plays complete headless games and reports what designers need."""

import json

import pytest

import ai.lab.play
from ai.base import parse_agent_spec
from ai.sim import run_sim
from engine import GAMES, ConfigError
from tui.cli import main


def test_sim_reports_every_key_with_no_errors():
    report = run_sim("lucky-draw", games=60, seed=3)
    for key in ("game", "mode", "games", "seats", "agents", "wins", "shared_wins", "errors",
                "mean_decisions", "mean_turns", "decisions_per_sec", "games_per_sec"):
        assert key in report
    assert report["errors"] == 0 and report["games"] == 60
    assert sum(report["wins"]) + report["shared_wins"] + report["no_winner"] == 60
    assert report["agents"] == ["random", "random"]
    assert report["mean_decisions"] > 0


def test_sim_counts_each_agents_final_scores():
    report = run_sim("elria", "solo", agents=["heuristic"], games=12, seed=40)
    scores, won = report["agent_scores"]["heuristic"], report["agent_won_scores"]["heuristic"]
    assert sum(scores.values()) == 12 and set(scores) <= {"0", "1"}  # a solo adventure scores 1 or 0
    assert won == ({"1": scores["1"]} if "1" in scores else {}) and sum(won.values()) == report["wins"][0]


def test_sim_is_reproducible_for_a_seed():
    a, b = run_sim("lucky-draw", games=20, seed=9), run_sim("lucky-draw", games=20, seed=9)
    assert a["wins"] == b["wins"] and a["mean_decisions"] == b["mean_decisions"]


def test_sim_counts_errors_and_keeps_going(monkeypatch):

    calls = {"n": 0}
    real = ai.lab.play.play_game

    def flaky(*args):
        calls["n"] += 1
        if calls["n"] == 2:
            raise RuntimeError("boom")
        return real(*args)

    monkeypatch.setattr(ai.lab.play, "play_game", flaky)
    report = run_sim("lucky-draw", games=5)
    assert report["errors"] == 1 and "boom" in report["first_error"]


def test_sim_rejects_wrong_agent_count_and_unknown_kinds():
    with pytest.raises(ConfigError, match="3 agents for 2 seats"):
        run_sim("lucky-draw", agents=["random"] * 3, games=1)
    with pytest.raises(ConfigError, match="--agents 'nobody': unknown agent kind 'nobody'"):
        run_sim("lucky-draw", agents=["nobody"], games=1)


def test_sim_checks_agents_and_config_before_the_first_game(monkeypatch):
    played = []
    monkeypatch.setattr(ai.lab.play, "play_game", lambda *args: played.append(args))
    for agents, config in ((["heuristic:blunder=abc"], {}), (["random:speed=3"], {}), (["random"], {"rounds": "x"})):
        with pytest.raises(ConfigError):
            run_sim("lucky-draw", agents=agents, config=config, games=3)
    with pytest.raises(ConfigError, match="play at least 1 game"):
        run_sim("lucky-draw", games=0)
    assert played == []


def test_agent_specs_carry_options():
    assert parse_agent_spec("search:ms=500;depth=8") == ("search", {"ms": 500, "depth": 8})
    assert parse_agent_spec("heuristic") == ("heuristic", {})
    with pytest.raises(ValueError, match="key=value"):
        parse_agent_spec("search:fast")


def test_cli_json_prints_exactly_one_object(capsys):
    assert main(["sim", "lucky-draw", "--games", "200", "--json"]) == 0
    out = capsys.readouterr().out
    report = json.loads(out)
    assert report["errors"] == 0 and report["games"] == 200


def test_cli_list_and_bad_config(capsys):
    assert main(["sim", "--list"]) == 0
    assert "lucky-draw" in capsys.readouterr().out
    assert main(["sim", "lucky-draw", "--config", "colour=red"]) == 2
    assert "unknown config key 'colour'" in capsys.readouterr().err


def test_sim_json_counts_every_games_end_reason(capsys):
    assert main(["sim", "lucky-draw", "--games", "25", "--seed", "4", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert sum(report["end_reasons"].values()) == 25
    assert list(report["end_reasons"]) == ["highest score"]


@pytest.mark.parametrize(("game", "mode", "players", "config", "games"), [
    ("elria", "solo", 1, {}, 20),
    ("elria", "duel", 2, {}, 40),
    ("elria", "campaign", 1, {}, 3),
    ("cartaventuras", "standard", 2, {}, 20),
    ("cartaventuras", "solo", 1, {}, 20),
    pytest.param("rpgquest", "competitive", 2, {"fast": "true"}, 3, marks=pytest.mark.slow),
    pytest.param("rpgquest", "cooperative", 2, {"fast": "true"}, 2, marks=pytest.mark.slow),
])
def test_sim_counts_kinds_of_ending_each_one_the_game_declares(game, mode, players, config, games):
    report = run_sim(game, mode, players, ["heuristic"], games=games, seed=7, config=config)
    assert report["errors"] == 0 and sum(report["end_reasons"].values()) == games
    assert set(report["end_reasons"]) <= set(GAMES[game].end_reasons), report["end_reasons"]
