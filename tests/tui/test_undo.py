"""Undo: back to the player's last decision, never across a roll or a reveal."""

from __future__ import annotations

from engine.core import Action
from tests.tui.drive import roll_virtual, settle, start
from tests.tui.games import WAIT
from tui.session import Seat, Session


def wait_key(board) -> str:
    return str(board.moves.index(WAIT) + 1)


async def test_undo_steps_back_one_decision_at_a_time(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        board = await start(app, pilot, "lucky-wait", [Seat(), Seat()])
        await pilot.press(wait_key(board))
        await pilot.press(wait_key(board))
        await settle(pilot)
        assert len(board.session.record.inputs) == 2
        await pilot.press("u")
        await settle(pilot)
        assert len(board.session.record.inputs) == 1 and board.session.state.to_move() == 1
        await pilot.press("u")
        await settle(pilot)
        assert board.session.record.inputs == [] and board.session.state.to_move() == 0
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
        assert len(board.session.record.inputs) == 2
        assert any("across a die roll" in n.message for n in app._notifications)


async def test_undo_never_crosses_a_newly_revealed_card(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        board = await start(app, pilot, "lucky-wait", [Seat(), Seat()])
        await pilot.press("1")  # play a card: a new card is drawn and seen
        await settle(pilot)
        await pilot.press("u")
        await settle(pilot)
        assert len(board.session.record.inputs) == 1
        assert any("newly revealed card" in n.message for n in app._notifications)


def test_undo_steps_over_ai_moves_back_to_the_person():
    session = Session.new("lucky-wait", {}, 5, [Seat(), Seat("ai")])
    session.apply(WAIT)
    session.apply(WAIT)  # the AI's move
    assert session.undo_point() == 0
    assert session.undo()
    assert session.record.inputs == [] and session.state.to_move() == 0


def test_undo_is_refused_when_only_ai_moves_remain():
    session = Session.new("lucky-wait", {}, 5, [Seat("ai"), Seat("ai")])
    session.apply(WAIT)
    assert session.undo_point() is None
    assert "no decision of yours" in session.why_no_undo()
