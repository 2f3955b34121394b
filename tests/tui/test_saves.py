"""Autosave after every decision, Continue, named saves, bad files."""

from __future__ import annotations

import os
import threading

from textual.widgets import Input, OptionList, Select

from tests.tui.drive import settle, start
from tests.tui.games import WAIT
from tui import saves
from tui.dialogs.confirm import ConfirmDialog
from tui.match import Match, Seat
from tui.screens.board import BoardScreen
from tui.screens.load import LoadScreen
from tui.screens.menu import MenuScreen


async def test_continue_restores_the_game_exactly(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        board = await start(app, pilot, "lucky-wait", [Seat(), Seat()])
        await pilot.press("1", str(len(board.moves)))
        await settle(pilot)
        before = board.match.state.to_json()
        inputs = list(board.match.record.inputs)
        assert saves.read(saves.autosave_path()).inputs == inputs
        await pilot.press("escape", "y")
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("c")
        await settle(pilot)
        board = app.screen
        assert isinstance(board, BoardScreen)
        assert board.match.state.to_json() == before
        assert board.match.record.inputs == inputs


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
        record = board.match.record
        record.inputs = [WAIT, (6,)]  # a roll where none is asked for
        saves.save_named(record, "broken game")
        await pilot.press("escape", "y", "l")
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
        inputs = list(board.match.record.inputs)
        await pilot.press("escape", "y", "l")
        await settle(pilot)
        names = [entry.path.name for entry in app.screen.entries]
        await pilot.press(*["down"] * names.index("friday.json"), "enter")
        await settle(pilot)
        loaded = app.screen
        assert isinstance(loaded, BoardScreen) and loaded is not board
        assert loaded.match.record.inputs[:len(saved.inputs)] == saved.inputs
        assert saved.inputs == inputs[:len(saved.inputs)]


async def _save_as(pilot, name: str) -> None:
    await pilot.press("s")
    await settle(pilot)
    pilot.app.screen.query_one("#name", Input).value = name
    await pilot.press("enter")
    await settle(pilot)


def _notes(app, text: str) -> list[str]:
    return [n.message for n in app._notifications if text in n.message]


async def test_new_game_start_with_a_damaged_autosave_does_not_crash(make_app):
    saves.autosave_path().write_text("[" * 5000 + "]" * 5000, encoding="utf-8")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await settle(pilot)
        app.screen.query_one("#game", Select).value = "lucky-draw"
        await settle(pilot)
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, BoardScreen)
        assert saves.read(saves.autosave_path()).game == "lucky-draw"


async def test_an_unwritable_data_folder_is_told_once_and_the_game_goes_on(make_app, data_dir, monkeypatch):
    blocked = data_dir / "blocked"
    blocked.write_text("a file where Tavern's folder should be")
    monkeypatch.setenv("TAVERN_DATA_DIR", str(blocked))
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        board = await start(app, pilot, "lucky-wait", [Seat(), Seat()])
        for _ in range(4):
            await pilot.press(str(board.moves.index(WAIT) + 1))
            await settle(pilot)
        assert isinstance(app.screen, BoardScreen) and len(board.match.record.inputs) >= 4
        assert len(_notes(app, "Autosave failed")) == 1
        await _save_as(pilot, "friday")
        assert isinstance(app.screen, BoardScreen)
        assert _notes(app, "Not saved: cannot save to")


async def test_replacing_a_named_save_asks_once(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        first = await start(app, pilot, "lucky-wait", [Seat(), Seat()])
        await _save_as(pilot, "Año nuevo")
        path = saves.saves_dir() / "ano-nuevo.json"
        assert saves.read(path).seed == first.match.record.seed
        second = app.start_session(Match.new("lucky-wait", {}, 99, [Seat(), Seat()]), replace=True)
        await settle(pilot)
        await _save_as(pilot, "Año nuevo")
        assert isinstance(app.screen, ConfirmDialog)
        await pilot.press("n")
        await settle(pilot)
        assert saves.read(path).seed == first.match.record.seed
        await _save_as(pilot, "Año nuevo")
        await pilot.press("y")
        await settle(pilot)
        assert app.screen is second and saves.read(path).seed == 99
        await _save_as(pilot, "Año nuevo")  # the same game again: no question
        assert app.screen is second
        assert len(list(saves.saves_dir().iterdir())) == 1


async def test_the_load_list_shows_the_players_name_and_the_game(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await start(app, pilot, "lucky-wait", [Seat(), Seat("ai", "easy")])
        await _save_as(pilot, "ゲーム [bold]night[/]")
        await pilot.press("escape", "y", "l")
        await settle(pilot)
        text = str(app.screen.query_one("#saves", OptionList).get_option_at_index(1).prompt)
        assert "“ゲーム [bold]night[/]”: Lucky Wait (test fixture), standard, 2 seats: Player 1, AI 2 (easy)" in text


async def test_saves_are_read_and_replayed_off_the_ui_thread(make_app, monkeypatch):
    threads = []
    real_read = saves.read

    def read(path):
        threads.append(threading.current_thread())
        return real_read(path)

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await start(app, pilot, "lucky-wait", [Seat(), Seat()])
        await pilot.press("escape", "y")
        await settle(pilot)
        monkeypatch.setattr(saves, "read", read)
        await pilot.press("c")
        await settle(pilot)
        assert isinstance(app.screen, BoardScreen)
        assert threads and threading.main_thread() not in threads


async def test_the_app_clears_interrupted_autosaves_when_it_starts(make_app, data_dir):
    orphan = data_dir / ".autosave.json.a1b2.tmp"
    orphan.write_text('{"format": "tav')
    os.utime(orphan, (1000.0, 1000.0))
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert not orphan.exists()
