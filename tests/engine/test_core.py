"""The engine contract's small values: actions, dice requests, configs."""

import json
import subprocess
import sys

import pytest

import engine
from engine import Action, ConfigError, DiceRequest, IllegalAction, new_game
from engine.core import Result
from tests.fixture_game import GAME


def test_action_is_frozen_hashable_and_label_is_not_identity():
    a = Action("travel", (3, ("map", 1)), "Travel to Grove")
    b = Action("travel", (3, ("map", 1)), "another label")
    assert a == b and hash(a) == hash(b)
    with pytest.raises(AttributeError):
        a.kind = "rest"  # type: ignore[misc]  # frozen, on purpose


def test_action_json_round_trip_keeps_nested_tuples():
    a = Action("cover", ("quest-1", (2, 3)), "Cover two icons")
    data = json.loads(json.dumps(a.to_json()))
    back = Action.from_json(data)
    assert back == a and back.label == a.label
    assert isinstance(back.args[1], tuple)


def test_dice_request_checks_count_and_faces():
    request = DiceRequest((6, 10), "test roll")
    assert request.check([6, 10]) == (6, 10)
    for bad in ([6], [6, 10, 1], [7, 1], [0, 1], [1, 11], [True, 1], ["3", 1], [2.0, 1]):
        with pytest.raises(IllegalAction) as error:
            request.check(bad)
        assert "test roll" in error.value.reason
    assert request.describe() == "1d6 + 1d10: test roll"


def test_config_rejects_unknown_keys_modes_and_seat_counts():
    with pytest.raises(ConfigError, match="unknown mode 'duel'"):
        new_game("lucky-draw", {"mode": "duel"})
    with pytest.raises(ConfigError, match="3 players is not allowed"):
        new_game("lucky-draw", {"players": 3})
    with pytest.raises(ConfigError, match="unknown config key 'colour'"):
        new_game("lucky-draw", {"colour": "red"})
    with pytest.raises(ConfigError, match="unknown game 'chess'"):
        new_game("chess")


def test_config_fills_defaults_and_reads_text_numbers():
    assert GAME.normalise_config({"players": "2"}) == {"mode": "standard", "players": 2}


def test_illegal_action_leaves_state_untouched_and_says_why():
    state = new_game("lucky-draw", {}, 3)
    before = state.to_json()
    with pytest.raises(IllegalAction, match="not a legal move"):
        state.apply(Action("play", ("card-99",)))
    assert state.to_json() == before


def test_the_fixture_game_is_never_registered_in_the_product():
    code = "import engine; print(sorted(engine.GAMES))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert "lucky-draw" not in out.stdout


def test_registered_games_declare_modes_and_bounds():
    assert engine.GAMES["lucky-draw"] is GAME
    for info in engine.GAMES.values():
        assert info.modes and all(info.modes.values())
        assert info.max_decisions > 0 and info.end_reasons


def test_action_names_the_card_it_involves_without_changing_its_identity():
    a = Action("travel", (3,), "Travel to Grove", "loc-01")
    assert a == Action("travel", (3,)) and hash(a) == hash(Action("travel", (3,)))
    back = Action.from_json(json.loads(json.dumps(a.to_json())))
    assert back.card == "loc-01"
    assert Action.from_json({"kind": "rest", "args": []}).card == ""


def test_a_result_round_trips_what_decided_it_for_each_seat():
    result = Result((11.0, 5.0), (0,), "a player ran out of Time",
                    sources=((("Quests", 9.0), ("all Quests fulfilled", 2.0)), (("Quests", 5.0),)),
                    score_name="points", details=((("Time left", 14.0),), (("Time left", 0.0),)),
                    marks=((), ("ran out of Time",)))
    assert Result.from_json(json.loads(json.dumps(result.to_json()))) == result


@pytest.mark.parametrize("saved", [
    {"scores": [3, 1], "winners": [0], "reason": "every Quest of a player is fulfilled: Player 1 wins (3 to 1 points)"},
    {"scores": [3.0, 1.0], "winners": [0], "reason": "Victory Point target", "sources": [[["missions", 3]], []]},
])
def test_a_result_saved_before_scores_had_details_still_loads(saved):
    result = Result.from_json(saved)
    assert result.scores == tuple(float(score) for score in saved["scores"]) and result.reason == saved["reason"]
    assert result.details == () and result.marks == () and result.score_name == "points"


@pytest.mark.parametrize(("field", "bad"), [("details", [[["Time left"]]]), ("marks", [[3]]), ("score_name", 2)])
def test_a_malformed_result_field_is_named(field, bad):
    with pytest.raises(ValueError, match=field):
        Result.from_json({"scores": [1], "winners": [0], "reason": "r", field: bad})
