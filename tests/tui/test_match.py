"""The match (tui/match): what comes next at any table, undo from clones, and the log each seat may read.

Lucky Draw (tests/fixture_game.py) writes "You draw card-N." for the drawing seat only, so its log
has a line some seats may not read.
"""

from __future__ import annotations

import copy
import pickle

import pytest

from engine.core import Action, IllegalAction, Line, replay
from tests.net.tables import open_table
from tests.tui.games import WAIT
from tui.match import AI, ELSEWHERE, MOVE, OVER, PERSON, ROLL, Match, Seat, Step

GAMBLE = Action("gamble")


def first_card(match: Match) -> Action:
    return next(action for action in match.legal_actions() if action.kind == "play")


def test_a_line_for_some_seats_reaches_only_them():
    match = Match.new("lucky-draw", {}, 3, [Seat(), Seat()])
    match.apply(first_card(match))
    drawn = [line for line in match.log() if isinstance(line, Line)]
    assert len(drawn) == 1 and drawn[0].seats == {0}
    assert drawn[0] in match.log(0) and drawn[0] not in match.log(1)
    assert [line for line in match.log(1) if "draw" in line] == []


def test_a_line_keeps_its_seats_when_the_table_is_copied_cloned_or_pickled():
    line = Line("You draw card-3.", (1,))
    for twin in (copy.copy(line), copy.deepcopy(line), pickle.loads(pickle.dumps(line))):
        assert twin == line and isinstance(twin, Line) and twin.seats == {1}
    match = Match.new("lucky-draw", {}, 3, [Seat(), Seat()])
    match.apply(first_card(match))
    assert [line.seats for line in match.state.clone().log if isinstance(line, Line)] == [{0}]


def test_a_seats_log_grows_in_place_and_is_a_new_list_after_an_undo():
    match = Match.new("lucky-wait", {}, 3, [Seat(), Seat()])
    match.apply(first_card(match))  # a private line: seat 1 now reads a log of its own
    theirs = match.log(1)
    match.apply(WAIT)
    assert match.log(1) is theirs and theirs[-1] == "Player 2 waits."
    assert match.undo()
    after = match.log(1)
    assert after is not theirs and after[:-1] == theirs[:-1] and after[-1].startswith("(undone: Player 2 takes back")


def test_undo_puts_back_the_table_from_before_the_decision_without_replaying_it(monkeypatch):
    match = Match.new("lucky-wait", {}, 3, [Seat(), Seat()])
    match.apply(WAIT)
    match.apply(WAIT)
    before_last = match.undo_points[-1][0].to_json()

    def no_replay(*args):
        raise AssertionError("undo replayed the game")

    monkeypatch.setattr(type(match.info), "new", no_replay)
    assert match.undo() and match.state.to_json() == before_last
    assert match.undo() and match.record.inputs == [] and match.state.to_move() == 0
    assert not match.undo() and match.why_no_undo() == "Nothing to undo yet."


def test_undo_keeps_the_record_and_the_state_in_step():
    match = Match.new("lucky-wait", {}, 5, [Seat(), Seat()])
    for _ in range(3):
        match.apply(WAIT)
    match.undo()
    assert replay(match.record).to_json() == match.state.to_json()
    assert match.log()[:-2] == [*replay(match.record).log]  # and the two lines of the undo


def test_after_undo_the_log_says_what_was_taken_back_to_its_seat_and_only_that_one_was_to_the_others():
    match = Match.new("lucky-wait", {}, 3, [Seat(), Seat()])
    match.apply(WAIT)  # a decision's label may name a card the others may not see
    assert match.undo()
    label = str(match.legal(WAIT))
    assert match.log(0)[-1] == f"(undone: Player 1 takes back '{label}')"
    assert match.log(1)[-1] == "(undone: Player 1 takes back their last decision)"
    assert label not in " ".join(match.log(1)) and match.log(0).count(match.log(0)[-1]) == 1


def test_an_illegal_decision_changes_nothing():
    match = Match.new("lucky-draw", {}, 3, [Seat(), Seat()])
    before = (match.state.to_json(), list(match.log()), list(match.record.inputs))
    with pytest.raises(IllegalAction):
        match.apply(Action("play", ("no-such-card",)))
    with pytest.raises(IllegalAction):
        match.roll((4,))  # no roll is pending
    assert (match.state.to_json(), list(match.log()), list(match.record.inputs)) == before


def test_a_roll_writes_its_line_before_what_it_did():
    match = Match.new("lucky-draw", {}, 3, [Seat(), Seat()])
    match.apply(GAMBLE)
    lines = match.roll((5,))
    assert lines[0] == "[dice] Player 1 rolls 5" and lines[1] == "Player 1 rolls 5."
    assert match.log()[-2:] == lines


def test_next_step_at_one_screen():
    match = Match.new("lucky-draw", {}, 3, [Seat(), Seat("ai")])
    assert match.next_step() == Step(MOVE, 0, PERSON)
    match.apply(GAMBLE)
    request = match.dice_request()
    assert match.next_step() == Step(ROLL, 0, PERSON, request)
    match.roll((1,))
    assert match.next_step() == Step(MOVE, 1, AI)
    match.apply(GAMBLE)
    assert match.next_step().by == AI  # an AI seat's dice roll virtually


def test_next_step_at_a_host(tmp_path):
    table = open_table(tmp_path, "lucky-draw", {}, [Seat(), Seat()], dice={1: "seat"}, away="ai")
    match = table.match
    assert match.next_step() == Step(MOVE, 0, ELSEWHERE)
    match.apply(GAMBLE)
    assert match.next_step().by == AI  # seat 1 rolls with the host's dice
    table.host_roll()
    match.apply(GAMBLE)
    assert match.next_step().by == ELSEWHERE  # seat 2 brought its own dice
    table.dropped.add(1)
    assert match.next_step().by == AI  # its player dropped out: the AI covers it, rolls and all


def test_next_step_when_the_game_is_over():
    match = Match.new("lucky-draw", {}, 3, [Seat("ai"), Seat("ai")])
    while not match.is_over():
        if match.dice_request():
            match.roll(match.virtual_roll(match.dice_request()))
        else:
            match.apply(match.legal_actions()[0])
    assert match.next_step() == Step(OVER)


def test_a_hosted_seat_is_sent_only_the_lines_it_may_read(tmp_path):
    table = open_table(tmp_path, "lucky-draw", {}, [Seat(), Seat()], seed=3)
    table.match.apply(first_card(table.match))
    mine, theirs = (table.table_message(seat, 0)["log"] for seat in (0, 1))
    private = [line for line in table.lines if isinstance(line, Line)]
    assert private and private[0] in mine and private[0] not in theirs


def test_the_match_autosaves_after_every_input_and_undo():
    match = Match.new("lucky-wait", {}, 3, [Seat(), Seat()])
    saved: list[int] = []
    match.saver = lambda record: saved.append(len(record.inputs))
    match.apply(WAIT)
    match.apply(GAMBLE)
    match.roll((6,))
    match.undo()  # (not allowed across the roll: nothing is saved)
    assert saved == [1, 2, 3]
    match.apply(WAIT)
    assert match.undo() and saved == [1, 2, 3, 4, 3]


def rpgquest_against_an_ai(seats: list[Seat]) -> Match:
    """Red (a person) rests; Blue, an AI seat holding the lower marker, is asked whether to interrupt."""
    match = Match.new("rpgquest", {"players": 2}, 3, seats)
    match.apply(next(action for action in match.legal_actions() if action.kind == "rest"))
    assert match.to_move() == 1 and match.state.phase == "interrupt"
    return match


def test_undo_takes_back_a_persons_decision_with_the_ai_seats_let_them_go_on_that_followed():
    match = rpgquest_against_an_ai([Seat(), Seat("ai", "easy")])
    before = match.undo_points[-1][0].to_json()
    match.apply(Action("wait"))  # the AI lets Red go on: the interrupt question is all it changed
    assert match.to_move() == 0 and match.why_no_undo() == "" and match.why_no_undo(0) == ""
    assert match.why_no_undo(1) == "Undo cannot go back past Player 1's move."
    assert match.undo() and match.record.inputs == [] and match.movers == [] and match.barriers == []
    assert match.state.to_json() == before and match.to_move() == 0
    assert replay(match.record).to_json() == match.state.to_json()
    assert match.log(0)[-1] == "(undone: Player 1 takes back 'Rest (let this action pass)')"


def test_undo_never_goes_back_past_an_ai_seats_interrupt():
    match = rpgquest_against_an_ai([Seat(), Seat("ai", "easy")])
    match.apply(Action("interrupt"))  # the AI acts in Red's round: that is a move of its own
    assert not match.undo() and match.why_no_undo() == "Undo cannot go back past AI 2 (easy)'s move."


def test_at_a_host_a_seat_undoes_its_decision_past_the_ai_seats_let_them_go_on(tmp_path):
    table = open_table(tmp_path, "rpgquest", {"players": 2}, [Seat(), Seat("ai", "easy")], seed=3)
    match = table.match
    match.apply(next(action for action in match.legal_actions() if action.kind == "rest"))
    match.apply(Action("wait"))
    assert table.table_message(0, 0)["undo"] == ""
    table.undo(0, {"at": table.at})
    assert match.record.inputs == [] and table.table_message(0, 0)["to_move"] == 0
