"""Playing through the generic board: people by keys, AI seats in workers."""

from __future__ import annotations

import random

from textual import events
from textual.widgets import OptionList

from tests.tui.drive import play_to_end, settle, start
from tests.tui.games import WAIT
from tui.app import TavernApp
from tui.dialogs.confirm import ConfirmDialog
from tui.dialogs.dice import DiceDialog
from tui.match import Match, Seat
from tui.screens.board import BoardScreen
from tui.screens.menu import MenuScreen


async def test_a_person_plays_a_whole_game_against_an_ai_by_keys(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        board = await start(app, pilot, "lucky-draw", [Seat(), Seat("ai", "normal")])
        over = await play_to_end(pilot, random.Random(3))
        result = board.match.state.result()
        text = str(over.query_one("#over-result").render())
        assert result.reason in text
        for seat in range(2):
            assert f"{board.match.seat_name(seat)}: {result.scores[seat]:g}" in text


async def test_an_all_ai_game_can_be_watched_to_the_end(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await start(app, pilot, "lucky-draw", [Seat("ai", "easy"), Seat("ai", "normal")])
        over = await play_to_end(pilot)
        assert "Game over" in str(over.query_one("#over-title").render())


async def test_keys_work_while_an_ai_thinks(make_app):
    app = make_app(speed="slow")
    async with app.run_test(size=(80, 24)) as pilot:
        board = await start(app, pilot, "lucky-wait", [Seat("ai", "normal"), Seat()])
        assert board.activity  # the AI seat moves first, in its worker
        await pilot.press("question_mark")
        await settle(pilot)
        help_screen = app.screen
        assert type(help_screen).__name__ == "HelpScreen"
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen is board
        await pilot.press("question_mark")  # the second time Help is the one already drawn
        await settle(pilot)
        assert app.screen is help_screen
        await pilot.press("escape")
        await pilot.press("escape", "y")  # back to the menu while the AI still thinks
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen)


async def test_ai_moves_are_logged_one_line_each(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        board = await start(app, pilot, "lucky-wait", [Seat(), Seat("ai", "normal")])
        await pilot.press(str(len(board.moves)))  # wait: the AI moves next
        for _ in range(50):
            await pilot.pause(0.01)
            if board.moves or not isinstance(app.screen, BoardScreen):
                break
        movers = board.match.movers
        assert movers[:2] == [0, 1] or None in movers
        assert len(board.query_one("#log").lines) >= len(board.match.state.log)


async def test_a_key_pressed_before_the_dice_dialog_opened_never_lands_on_it(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        board = await start(app, pilot, "lucky-draw", [Seat(), Seat()])
        early = events.Key("enter", "\r")  # pressed while the table was busy (an AI thinking)
        gamble = next(i for i, move in enumerate(board.moves) if move.kind == "gamble")
        await pilot.press(str(gamble + 1))
        await settle(pilot)
        dialog = app.screen
        assert isinstance(dialog, DiceDialog)
        app.post_message(early)  # it reaches the app only now
        await settle(pilot)
        assert app.screen is dialog and dialog.values is None
        await pilot.press("enter")  # a key pressed now rolls
        await settle(pilot)
        assert dialog.values is not None


async def test_esc_asks_before_leaving_the_table_and_a_second_esc_stays(make_app):
    """A stray Esc (meant for a notice) must not drop the player to the menu."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        board = await start(app, pilot, "lucky-wait", [Seat(), Seat()])
        await pilot.press("escape")
        await settle(pilot)
        dialog = app.screen
        assert isinstance(dialog, ConfirmDialog) and "saved" in dialog.question
        await pilot.press("escape")  # no
        await settle(pilot)
        assert app.screen is board
        await pilot.press("escape", "y")
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen)


async def _gamble_and_close_the_dice_dialog(app, pilot, board) -> None:
    gamble = next(i for i, move in enumerate(board.moves) if move.kind == "gamble")
    await pilot.press(str(gamble + 1))
    await settle(pilot)
    assert isinstance(app.screen, DiceDialog)
    while isinstance(app.screen, DiceDialog):
        await pilot.press("enter")
        await settle(pilot)
    assert board.moves


async def test_keys_pressed_just_after_the_dice_dialog_closes_do_not_play_a_move(make_app, monkeypatch):
    """An extra Enter pressed to close the dice dialog must not play the move highlighted beneath it."""
    monkeypatch.setattr(TavernApp, "RESUME_GRACE", 60.0)  # "just after", however slow the machine
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        board = await start(app, pilot, "lucky-draw", [Seat(), Seat()])
        await _gamble_and_close_the_dice_dialog(app, pilot, board)
        inputs = len(board.match.record.inputs)
        await pilot.press("enter", "1")
        await settle(pilot)
        assert len(board.match.record.inputs) == inputs


async def test_keys_pressed_a_moment_after_the_dice_dialog_closes_play(make_app, monkeypatch):
    monkeypatch.setattr(TavernApp, "RESUME_GRACE", 0.05)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        board = await start(app, pilot, "lucky-draw", [Seat(), Seat()])
        await _gamble_and_close_the_dice_dialog(app, pilot, board)
        inputs = len(board.match.record.inputs)
        await pilot.pause(0.2)
        await pilot.press("1")
        await settle(pilot)
        assert len(board.match.record.inputs) == inputs + 1


def _many_moves_session() -> Match:
    """A Cartaventuras hot-seat table where the person to move has more than nine moves."""
    session = Match.new("cartaventuras", {"players": 2}, 3, [Seat(), Seat()])
    pick = random.Random(1)
    while session.state.dice_request() is not None or len(session.state.legal_actions()) <= 9:
        request = session.state.dice_request()
        if request is None:
            session.apply(pick.choice(session.state.legal_actions()))
        else:
            session.roll(session.virtual_roll(request))
    return session


async def test_moves_beyond_nine_are_numbered_and_played_by_keys(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        session = _many_moves_session()
        board = app.start_session(session)
        await settle(pilot)
        count = len(board.moves)
        tenth = board.moves[9]
        shown = board.query_one("#moves", OptionList).get_option_at_index(9).prompt
        assert str(shown).startswith("10. ")
        inputs = len(session.record.inputs)
        await pilot.press("0")  # 0: type the number of any move
        await settle(pilot)
        await pilot.press("9", "9", "enter")  # there is no move 99: refused, nothing played
        await settle(pilot)
        assert len(session.record.inputs) == inputs
        await pilot.press("0")
        await settle(pilot)
        await pilot.press("1", "0", "enter")
        await settle(pilot)
        assert session.record.inputs[inputs] == tenth and count > 9


async def test_the_move_list_keeps_the_focus_after_a_move(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        board = await start(app, pilot, "lucky-wait", [Seat(), Seat("ai", "easy")])
        moves = board.query_one("#moves", OptionList)
        assert app.focused is moves
        await pilot.press(str(board.moves.index(WAIT) + 1))
        for _ in range(50):
            await pilot.pause(0.01)
            if board.moves:
                break
        assert app.focused is moves
