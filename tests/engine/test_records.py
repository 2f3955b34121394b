"""Records replay a table exactly; saves are versioned JSON, written atomically by the app (`tui.storage`)."""

import json
import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import Record, SaveError, replay
from tests.conformance.playout import random_playout
from tests.profiles import examples
from tui.storage import load_record, save_record


@pytest.fixture
def finished(tmp_path):
    state, record = random_playout("lucky-draw", "standard", 2, seed=5)
    path = tmp_path / "game.json"
    save_record(record, path)
    return state, record, path


def test_save_and_load_round_trip(finished):
    state, record, path = finished
    loaded = load_record(path)
    assert loaded.inputs == record.inputs
    assert replay(loaded).to_json() == state.to_json()


def test_save_is_atomic_and_leaves_no_temporary_files(finished, monkeypatch):
    _, record, path = finished
    original = path.read_text()

    def broken_replace(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken_replace)
    record.inputs.append((1,))
    with pytest.raises(OSError):
        save_record(record, path)
    assert path.read_text() == original
    assert [p.name for p in path.parent.iterdir()] == ["game.json"]


def test_replay_upto_gives_earlier_positions(finished):
    _, record, _ = finished
    assert replay(record, upto=0).to_json() == replay(Record("lucky-draw", record.config, 5)).to_json()


@pytest.mark.parametrize(
    "mangle, message",
    [
        (lambda text: text[: len(text) // 2], "not valid JSON"),
        (lambda text: "\x00\x01garbage", "not valid JSON"),
        (lambda text: "[1, 2]", "no JSON object"),
        (lambda text: text.replace('"version": 1', '"version": 99'), "version 99 is not supported"),
        (lambda text: text.replace('"format": "tavern-record"', '"format": "pickle"'), "not a Tavern record"),
        (lambda text: text.replace('"game": "lucky-draw"', '"game": "chess"'), "unknown game 'chess'"),
        (lambda text: text.replace('"seed": 5', '"seed": "five"'), "seed must be a whole number"),
        (lambda text: text.replace('"roll": [', '"roll": ["x", '), "neither an action nor a roll"),
    ],
)
def test_corrupt_saves_raise_one_clear_error(finished, mangle, message):
    _, _, path = finished
    path.write_text(mangle(path.read_text()))
    with pytest.raises(SaveError, match=message) as error:
        load_record(path)
    assert str(path) in str(error.value)


def test_loading_insists_on_the_expected_game(finished):
    _, _, path = finished
    with pytest.raises(SaveError, match="not 'elria'"):
        load_record(path, game="elria")


def test_missing_file_is_a_save_error(tmp_path):
    with pytest.raises(SaveError, match="no such save file"):
        load_record(tmp_path / "nothing.json")


def test_a_record_whose_input_does_not_apply_names_it(finished):
    _, record, path = finished
    data = json.loads(path.read_text())
    data["inputs"].insert(0, {"action": {"kind": "teleport", "args": []}})
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="record input 1 .* does not apply"):
        replay(load_record(path))


# --------------------------------------------------------------------------- damaged or crafted files

def _first_moves(name: str, mode: str, players: int, count: int = 6) -> dict:
    """The JSON of a real record cut to its first inputs (a game still in play)."""
    _, record = random_playout(name, mode, players, seed=3)
    return Record(record.game, dict(record.config), record.seed, record.inputs[:count],
                  {"seats": [{"kind": "human"}] * players}).to_json()


ELRIA = _first_moves("elria", "solo", 1)
CARTAVENTURAS = _first_moves("cartaventuras", "standard", 2)


def _crafted(base: dict, path: tuple, value) -> dict:
    data = json.loads(json.dumps(base))
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return data


def _load_and_replay(tmp_path, data) -> None:
    path = tmp_path / "crafted.json"
    path.write_text(json.dumps(data) if not isinstance(data, str) else data, encoding="utf-8")
    replay(load_record(path))


CRAFTED = [
    (ELRIA, ("game",), ["elria"], "'game' must be a game's name"),
    (ELRIA, ("config", "mode"), [], "unknown mode"),
    (CARTAVENTURAS, ("config", "players"), 2.0, "2.0 players is not allowed"),
    (ELRIA, ("config", "players"), 1.0, "1.0 players is not allowed"),
    (ELRIA, ("config", "quest_cards"), [["quest-03"]], "'quest_cards' must be a list of names"),
    (ELRIA, ("config", "quests_low"), 2.0, "'quests_low' must be one of"),
    (ELRIA, ("seed",), 10**4000, "seed .* is out of range"),
    (CARTAVENTURAS, ("config", "turn_budget"), -5, "'turn_budget' must be 0 or more"),
    (CARTAVENTURAS, ("config", "turn_budget"), 10**30, "'turn_budget' must be a whole number of at most"),
    (CARTAVENTURAS, ("config", "characters"), ["nobody"], "unknown character 'nobody'"),
    (CARTAVENTURAS, ("config", "characters"), [{"colour": "red"}], "must be a list of names"),
    (ELRIA, ("meta",), [], "'meta' must be an object"),
    (ELRIA, ("inputs", 0, "action", "args"), [{"a": 1}], "action arguments must be"),
    (ELRIA, ("inputs", 0, "action", "label"), ["x"], "'label' must be text"),
    (ELRIA, ("inputs", 0), {"roll": [10**300]}, "a die shows a whole number from 1 to"),
]


@pytest.mark.parametrize("base, path, value, message", CRAFTED,
                         ids=[f"{'.'.join(map(str, c[1]))}-{c[3]}" for c in CRAFTED])
def test_a_crafted_record_field_is_one_save_error_naming_it(tmp_path, base, path, value, message):
    with pytest.raises(SaveError, match=message):
        _load_and_replay(tmp_path, _crafted(base, path, value))


def test_a_seed_of_five_thousand_digits_is_a_save_error(tmp_path):
    text = json.dumps(ELRIA).replace(f'"seed": {ELRIA["seed"]}', '"seed": ' + "9" * 5000)
    with pytest.raises(SaveError, match="holds a value no record has"):
        _load_and_replay(tmp_path, text)


@pytest.mark.parametrize("where", ["top", "meta"])
def test_json_nested_five_thousand_deep_is_a_save_error(tmp_path, where):
    deep = "[" * 5000 + "]" * 5000
    text = deep if where == "top" else json.dumps(dict(ELRIA, meta={})).replace('"meta": {}', f'"meta": {deep}')
    with pytest.raises(SaveError, match="nested more than"):
        _load_and_replay(tmp_path, text)


def test_a_file_too_big_to_be_a_save_is_refused_before_it_is_read(tmp_path, monkeypatch):
    from engine import record_json

    path = tmp_path / "huge.json"
    path.write_text(json.dumps(ELRIA), encoding="utf-8")
    monkeypatch.setattr(record_json, "MAX_RECORD_BYTES", 100)
    monkeypatch.setattr(type(path), "read_text", lambda *a, **k: pytest.fail("the file was read"))
    with pytest.raises(SaveError, match="too big to be a Tavern save"):
        load_record(path)


def test_a_save_of_fifty_megabytes_is_refused(tmp_path):
    path = tmp_path / "huge.json"
    with path.open("wb") as out:
        out.truncate(50 * 1024 * 1024)  # a sparse file: no 50 MB actually written
    with pytest.raises(SaveError, match="too big"):
        load_record(path)


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.integers(min_value=-(10**40), max_value=10**40)
    | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=12)
    | st.sampled_from(["elria", "solo", "duel", "standard", "tavern-record", "green", "quest-03", "done"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


def _fields(base: dict) -> list[tuple]:
    """Every field of a record: the top-level ones, each config key and each part of its first inputs."""
    paths: list[tuple] = [(key,) for key in base]
    paths += [("config", key) for key in list(base["config"]) + ["players", "mode", "unknown"]]
    for index, item in enumerate(base["inputs"][:3]):
        paths.append(("inputs", index))
        for key in item:
            paths.append(("inputs", index, key))
            if key == "action":
                paths += [("inputs", index, key, part) for part in ("kind", "args", "label")]
    paths += [("meta", "seats"), ("meta", "seats", 0)]
    return paths


@settings(examples(300), suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.data())
def test_any_json_in_any_field_of_a_record_gives_only_save_error(tmp_path, data):
    base = data.draw(st.sampled_from([ELRIA, CARTAVENTURAS]))
    path = data.draw(st.sampled_from(_fields(base)))
    crafted = _crafted(base, path, data.draw(JSON_VALUES))
    try:
        _load_and_replay(tmp_path, crafted)
    except SaveError as error:
        assert str(error)


def test_nan_and_infinity_are_not_json_and_not_a_record(tmp_path):
    text = json.dumps(ELRIA).replace('"meta": {', '"meta": {"saved_at": NaN, "clock_elapsed": -Infinity, ')
    with pytest.raises(SaveError, match="NaN is not a JSON number"):
        _load_and_replay(tmp_path, text)
