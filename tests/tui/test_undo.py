"""Undo: back one decision of the player's own, never past another seat's move, a roll or a reveal."""

from __future__ import annotations

import random

from engine.core import Action
from tests.tui.drive import choose, roll_virtual, settle, start
from tests.tui.games import WAIT
from tui.dialogs.dice import DiceDialog
from tui.match import Match, Seat


def wait_key(board) -> str:
    return str(board.moves.index(WAIT) + 1)


async def test_undo_steps_back_one_decision_at_a_time(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        board = await start(app, pilot, "lucky-wait", [Seat(), Seat()])
        await pilot.press(wait_key(board))
        await pilot.press(wait_key(board))
        await settle(pilot)
        assert len(board.match.record.inputs) == 2
        await pilot.press("u")
        await settle(pilot)
        assert len(board.match.record.inputs) == 1 and board.match.state.to_move() == 1
        await pilot.press("u")
        await settle(pilot)
        assert board.match.record.inputs == [] and board.match.state.to_move() == 0
        await pilot.press("u")
        await settle(pilot)
        assert any("Nothing to undo" in n.message for n in app._notifications)


async def test_undo_never_crosses_a_die_roll(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        board = await start(app, pilot, "lucky-wait", [Seat(), Seat()])
        await pilot.press(str(board.moves.index(Action("gamble")) + 1))
        await settle(pilot)
        await roll_virtual(pilot)
        await settle(pilot)
        await pilot.press("u")
        await settle(pilot)
        assert len(board.match.record.inputs) == 2
        assert any("across a die roll" in n.message for n in app._notifications)


async def test_undo_never_crosses_a_newly_revealed_card(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        board = await start(app, pilot, "lucky-wait", [Seat(), Seat()])
        await pilot.press("1")  # play a card: a new card is drawn and seen
        await settle(pilot)
        await pilot.press("u")
        await settle(pilot)
        assert len(board.match.record.inputs) == 1
        assert any("newly revealed card" in n.message for n in app._notifications)


def _rival_just_moved_after_me(session: Match) -> bool:
    """My decision, then the rival's, with no roll or reveal between: old undo would rewind both."""
    movers, barriers = session.movers, session.barriers
    return (len(movers) >= 2 and movers[-1] == 1 and movers[-2] == 0
            and not barriers[-1] and not barriers[-2] and session.state.to_move() == 0)


async def test_undo_in_an_elria_duel_stops_at_the_rivals_move(make_app):
    app = make_app()
    rng = random.Random(2)
    async with app.run_test(size=(80, 24)) as pilot:
        board = await start(app, pilot, "elria", [Seat(), Seat("ai", "easy")],
                            {"mode": "duel", "players": 2}, seed=12)
        session = board.match
        for _ in range(600):
            await settle(pilot)
            if _rival_just_moved_after_me(session) and board.moves:
                break
            if isinstance(app.screen, DiceDialog):
                await roll_virtual(pilot)
            elif board.moves:
                await choose(pilot, rng.randrange(min(9, len(board.moves))))
        assert _rival_just_moved_after_me(session)
        inputs = list(session.record.inputs)
        await pilot.press("u")
        await settle(pilot)
        assert session.record.inputs == inputs
        assert any("past AI 2 (easy)'s move" in n.message for n in app._notifications)


def test_undo_never_goes_back_past_an_ai_move():
    session = Match.new("lucky-wait", {}, 5, [Seat(), Seat("ai")])
    session.apply(WAIT)
    session.apply(WAIT)  # the AI's move
    assert session.why_no_undo() and not session.undo()
    assert not session.undo()
    assert len(session.record.inputs) == 2
    assert session.why_no_undo() == "Undo cannot go back past AI 2 (normal)'s move."


def test_undo_is_refused_when_only_ai_moves_remain():
    session = Match.new("lucky-wait", {}, 5, [Seat("ai"), Seat("ai")])
    session.apply(WAIT)
    assert session.why_no_undo() and not session.undo()
    assert session.why_no_undo() == "Undo cannot go back past AI 1 (normal)'s move."
