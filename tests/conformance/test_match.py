"""The match, checked on every registered game, mode and seat count: a whole random game played as the
screen plays it (through `next_step`, a person at every seat, some decisions taken back and played
again) ends in a record that replays to the same table, and every seat's log holds only what that seat
may read."""

from __future__ import annotations

import json
import random

import pytest

from engine.core import readable
from tests.conformance.playout import TABLE_IDS, TABLES, table_config
from tui.match import MOVE, OVER, PERSON, ROLL, Match, Seat

UNDO_EVERY = 7
"""About one decision in this many is taken back and played again (another choice, maybe)."""


def played_through_a_match(name: str, mode: str, players: int, seed: int) -> tuple[Match, int]:
    """A random game driven as the board screen drives it; the match, and how many undos it took."""
    match = Match.new(name, table_config(mode, players), seed, [Seat() for _ in range(players)])
    match.worker = None  # (no AI thinks here: no process to start)
    rng, undos = random.Random(seed), 0
    for _ in range(20 * match.info.max_decisions):
        step = match.next_step()
        if step.kind == OVER:
            return match, undos
        assert step.by == PERSON, f"a table of people asked {step.by} to act"
        if step.kind == ROLL:
            match.roll(tuple(rng.randint(1, faces) for faces in match.dice_request().dice))
            continue
        assert step.kind == MOVE and step.seat == match.to_move()
        before = json.dumps(match.state.to_json(), sort_keys=True)
        match.apply(rng.choice(match.legal_actions()))
        if rng.randrange(UNDO_EVERY) == 0 and not match.why_no_undo(step.seat):
            assert match.undo()
            undos += 1
            assert json.dumps(match.state.to_json(), sort_keys=True) == before, "undo must give the table back"
    raise AssertionError(f"{name} {mode} did not end through the match")


@pytest.mark.parametrize("name,mode,players", TABLES, ids=TABLE_IDS)
def test_a_game_played_through_the_match_replays_from_its_record(name, mode, players):
    match, undos = played_through_a_match(name, mode, players, seed=7)
    assert undos > 0, "the game should have taken some decisions back"
    replayed = Match.from_record(match.record)
    assert json.dumps(replayed.state.to_json(), sort_keys=True) == json.dumps(match.state.to_json(), sort_keys=True)
    assert replayed.result().to_json() == match.result().to_json()
    for seat in range(players):
        assert all(readable(line, seat) for line in match.log(seat))
        assert all(readable(line, seat) for line in replayed.log(seat))
