"""The engine contract, checked on every registered game, mode and seat count.

A new game gets this suite for free by joining `engine.GAMES`.
"""

from __future__ import annotations

import json
import random

import pytest

from engine import GAMES, Action, IllegalAction, replay
from engine.core import State, readable
from tests.conformance.playout import TABLE_IDS, TABLES, leaked_ids, new_table, random_playout
from tui.storage import load_record, save_record

ENDING_SEEDS = range(25)
# The costly invariants: the first seed at every step of its game (in the slow tier), the others
# (as OpenSpiel's games_sim_test does) after 1, 2, 4, 8, … inputs and at the end.
DEEP_SEEDS = range(4)
DEPTHS = [pytest.param(False, id="sparse"), pytest.param(True, id="every-step", marks=pytest.mark.slow)]


def deep_playouts(name: str, mode: str, players: int, check, every_step: bool) -> None:
    """Random games of a table with `check(state, record)` run along the way: the first seed's
    game at every step, or the other seeds' at steps 0, 1, 2, 4, 8, … and the end."""
    for seed in DEEP_SEEDS[:1] if every_step else DEEP_SEEDS[1:]:
        random_playout(name, mode, players, seed, check, every_step=every_step)


def snapshot(state: State) -> str:
    return json.dumps(state.to_json(), sort_keys=True)


@pytest.mark.parametrize("name,mode,players", TABLES, ids=TABLE_IDS)
def test_random_games_end_within_the_declared_bound_for_a_declared_reason(name, mode, players):
    for seed in ENDING_SEEDS:
        state, _ = random_playout(name, mode, players, seed)
        result = state.result()
        assert len(result.scores) == players
        assert all(0 <= w < players for w in result.winners)
        assert state.to_move() is None and state.legal_actions() == []
        assert result.reason in GAMES[name].end_reasons, f"{result.reason!r} is not one of the game's end_reasons"


@pytest.mark.parametrize("every_step", DEPTHS)
@pytest.mark.parametrize("name,mode,players", TABLES, ids=TABLE_IDS)
def test_every_listed_action_applies_and_others_are_rejected(name, mode, players, every_step):
    def check(state, record):
        seat = state.to_move()
        before = snapshot(state)
        if seat is None:
            with pytest.raises(IllegalAction):
                state.apply(Action("__not_a_move__"))
            assert snapshot(state) == before
            return
        actions = state.legal_actions()
        assert actions and len(set(actions)) == len(actions), "legal actions must be distinct"
        labels = [action.label for action in actions]
        assert len(set(labels)) == len(labels), f"a player cannot tell these moves apart: {labels}"
        for action in actions:
            assert action.label, f"{action!r} has no label for people"
            trial = state.clone()
            trial.apply(action)
        bogus = [Action("__not_a_move__"), *(Action(a.kind, a.args + ("?",)) for a in actions[:3])]
        for action in bogus:
            with pytest.raises(IllegalAction) as error:
                state.apply(action)
            assert error.value.reason
            assert snapshot(state) == before, f"rejecting {action} changed the state"
        with pytest.raises(IllegalAction):
            state.roll((1,))
        assert snapshot(state) == before

    deep_playouts(name, mode, players, check, every_step)


@pytest.mark.parametrize("every_step", DEPTHS)
@pytest.mark.parametrize("name,mode,players", TABLES, ids=TABLE_IDS)
def test_clone_is_independent(name, mode, players, every_step):
    rng = random.Random(1)

    def check(state, record):
        if rng.random() > 0.2:
            return
        before = snapshot(state)
        copy = state.clone()
        assert snapshot(copy) == before
        steps = 0
        while not copy.is_over() and steps < 10:
            if copy.to_move() is None:
                copy.roll([rng.randint(1, f) for f in copy.dice_request().dice])
            else:
                copy.apply(rng.choice(copy.legal_actions()))
            steps += 1
        copy.log.append("a line only the copy has")
        assert snapshot(state) == before, "playing on a clone changed the original"

    deep_playouts(name, mode, players, check, every_step)


@pytest.mark.parametrize("every_step", DEPTHS)
@pytest.mark.parametrize("name,mode,players", TABLES, ids=TABLE_IDS)
def test_json_round_trip_along_the_game(name, mode, players, every_step):
    info = GAMES[name]

    def check(state, record):
        data = state.to_json()
        text = json.dumps(data)
        again = info.from_json(json.loads(text))
        assert json.dumps(again.to_json(), sort_keys=True) == json.dumps(data, sort_keys=True)
        assert again.to_move() == state.to_move()
        assert again.legal_actions() == state.legal_actions()
        assert again.dice_request() == state.dice_request()

    deep_playouts(name, mode, players, check, every_step)


@pytest.mark.parametrize("name,mode,players", TABLES, ids=TABLE_IDS)
def test_replay_and_saved_record_reproduce_the_final_state(name, mode, players, tmp_path):
    for seed in DEEP_SEEDS:
        state, record = random_playout(name, mode, players, seed)
        assert snapshot(replay(record)) == snapshot(state)
        path = tmp_path / f"{seed}.json"
        save_record(record, path)
        assert snapshot(replay(load_record(path, game=name))) == snapshot(state)


@pytest.mark.parametrize("every_step", DEPTHS)
@pytest.mark.parametrize("name,mode,players", TABLES, ids=TABLE_IDS)
def test_view_never_shows_hidden_cards_and_determinize_keeps_it(name, mode, players, every_step):
    rng = random.Random(2)
    read = [0] * players  # per seat: the log lines checked so far

    def check(state, record):
        before = snapshot(state)
        for seat in range(players):
            view = state.view(seat)
            json.dumps(view)  # plain data only
            hidden = state.hidden_from(seat)
            assert not leaked_ids(view, hidden), f"seat {seat} sees hidden cards"
            lines = [line for line in state.log[read[seat]:] if readable(line, seat)]
            read[seat] = len(state.log)
            assert not leaked_ids(lines, hidden), f"seat {seat} reads hidden cards in the log: {lines}"
            if rng.random() < 0.3:
                guess = state.determinize(seat, random.Random(rng.random()))
                assert guess.view(seat) == view, "determinize changed what the seat knows"
                if state.to_move() == seat:
                    assert guess.legal_actions() == state.legal_actions()
                same = state.determinize(seat, random.Random(7)).to_json()
                assert guess.determinize(seat, random.Random(7)).to_json() == same, (
                    "determinize must deal alike for tables the seat cannot tell apart "
                    "(sort hidden cards before shuffling them)")
        assert snapshot(state) == before, "view or determinize changed the state"

    deep_playouts(name, mode, players, check, every_step)


@pytest.mark.parametrize("name,mode,players", TABLES, ids=TABLE_IDS)
def test_roll_rejects_dice_outside_the_request(name, mode, players):
    seen = 0

    def check(state, record):
        nonlocal seen
        request = state.dice_request()
        if request is None:
            return
        seen += 1
        before = snapshot(state)
        bad_rolls = [
            tuple(faces + 1 for faces in request.dice),
            tuple(0 for _ in request.dice),
            tuple(1 for _ in request.dice) + (1,),
            tuple(1 for _ in request.dice)[:-1],
            tuple("1" for _ in request.dice),
        ]
        for values in bad_rolls:
            with pytest.raises(IllegalAction):
                state.roll(values)
            assert snapshot(state) == before
        assert request.reason

    for seed in range(10):
        random_playout(name, mode, players, seed, check)
    assert seen or not _game_has_dice(name, mode, players)


def _game_has_dice(name: str, mode: str, players: int) -> bool:
    """Whether any of a few random games reaches a chance node."""
    found = False

    def look(state, record):
        nonlocal found
        found = found or state.dice_request() is not None

    for seed in range(10, 20):
        random_playout(name, mode, players, seed, look)
    return found


@pytest.mark.parametrize("name,mode,players", TABLES, ids=TABLE_IDS)
def test_seeded_tables_are_reproducible(name, mode, players):
    first, _ = new_table(name, mode, players, 42)
    second, _ = new_table(name, mode, players, 42)
    assert snapshot(first) == snapshot(second)


def test_the_leak_check_finds_hidden_ids_as_whole_words_anywhere_in_a_view():
    hidden = frozenset({"card-7", "mission-call", "odd.id"})
    assert leaked_ids({"log": ["drew card-7."]}, hidden) == {"card-7"}
    assert leaked_ids({"card-7": 1}, hidden) == {"card-7"}  # keys are read too
    assert leaked_ids([["a", ("x", "line\nmission-call\t")]], hidden) == {"mission-call"}  # after an escape
    assert leaked_ids({"text": 'said "card-7"'}, hidden) == {"card-7"}
    assert leaked_ids({"text": "the odd.id card"}, hidden) == {"odd.id"}
    assert not leaked_ids({"log": ["card-70", "xcard-7", "card-7_b", "mission-calls", "odd.ids"]}, hidden)
    assert not leaked_ids({"log": ["card-7"]}, frozenset())
