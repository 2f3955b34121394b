"""Records replay a table exactly; saves are versioned JSON written atomically."""

import json
import os

import pytest

from engine import Record, SaveError, load, replay, save
from tests.conformance.playout import random_playout


@pytest.fixture
def finished(tmp_path):
    state, record = random_playout("lucky-draw", "standard", 2, seed=5)
    path = tmp_path / "game.json"
    save(record, path)
    return state, record, path


def test_save_and_load_round_trip(finished):
    state, record, path = finished
    loaded = load(path)
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
        save(record, path)
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
        load(path)
    assert str(path) in str(error.value)


def test_loading_insists_on_the_expected_game(finished):
    _, _, path = finished
    with pytest.raises(SaveError, match="not 'elria'"):
        load(path, game="elria")


def test_missing_file_is_a_save_error(tmp_path):
    with pytest.raises(SaveError, match="no such save file"):
        load(tmp_path / "nothing.json")


def test_a_record_whose_input_does_not_apply_names_it(finished):
    _, record, path = finished
    data = json.loads(path.read_text())
    data["inputs"].insert(0, {"action": {"kind": "teleport", "args": []}})
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="record input 1 .* does not apply"):
        replay(load(path))
