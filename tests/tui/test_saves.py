"""Autosave after every decision, Continue, named saves, bad files."""

from __future__ import annotations

from tests.tui.drive import settle, start
from tests.tui.games import WAIT
from tui import saves
from tui.screens.board import BoardScreen
from tui.screens.load import LoadScreen
from tui.screens.menu import MenuScreen
from tui.session import Seat


async def test_continue_restores_the_game_exactly(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        board = await start(app, pilot, "lucky-wait", [Seat(), Seat()])
        await pilot.press("1", str(len(board.moves)))
        await settle(pilot)
        before = board.session.state.to_json()
        inputs = list(board.session.record.inputs)
        assert saves.read(saves.autosave_path()).inputs == inputs
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("c")
        await settle(pilot)
        board = app.screen
        assert isinstance(board, BoardScreen)
        assert board.session.state.to_json() == before
        assert board.session.record.inputs == inputs


async def test_a_corrupt_save_gives_a_message_not_a_crash(make_app, data_dir):
    saves.autosave_path().write_text('{"format": "tavern-record", "version": 1, "ga', encoding="utf-8")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("c")
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen)
        messages = [n.message for n in app._notifications]
        assert any("Cannot open this save" in m and "corrupt" in m for m in messages)


async def test_a_save_whose_moves_do_not_apply_is_reported_in_the_load_list(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        board = await start(app, pilot, "lucky-wait", [Seat(), Seat()])
        record = board.session.record
        record.inputs = [WAIT, (6,)]  # a roll where none is asked for
        saves.save_named(record, "broken game")
        await pilot.press("escape", "l")
        await settle(pilot)
        assert isinstance(app.screen, LoadScreen)
        labels = [entry.path.name for entry in app.screen.entries]
        await pilot.press(*["down"] * labels.index("broken-game.json"), "enter")
        await settle(pilot)
        assert "does not apply" in str(app.screen.query_one("#load-error").render())


async def test_a_named_save_can_be_loaded(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        board = await start(app, pilot, "lucky-wait", [Seat(), Seat("ai", "easy")])
        await pilot.press(str(len(board.moves)))
        await settle(pilot)
        await pilot.press("s")
        await settle(pilot)
        await pilot.press("home", "ctrl+k", *"friday", "enter")
        await settle(pilot)
        saved = saves.read(saves.saves_dir() / "friday.json")
        assert saved.meta["seats"][1]["kind"] == "ai"
        inputs = list(board.session.record.inputs)
        await pilot.press("escape", "l")
        await settle(pilot)
        names = [entry.path.name for entry in app.screen.entries]
        await pilot.press(*["down"] * names.index("friday.json"), "enter")
        await settle(pilot)
        loaded = app.screen
        assert isinstance(loaded, BoardScreen) and loaded is not board
        assert loaded.session.record.inputs[:len(saved.inputs)] == saved.inputs
        assert saved.inputs == inputs[:len(saved.inputs)]
