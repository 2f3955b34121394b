"""Text from saves, players, card files and game logs is shown as typed, never read as markup."""

from __future__ import annotations

import json
import re
import shutil
from importlib import import_module

import pytest
from textual.widgets import Input, RichLog, Static
from textual.widgets._toast import Toast  # not exported by textual.widgets

from tests.tui.drive import play_to_end, settle, start
from tests.tui.snapshots import screen_text
from tui import saves
from tui.dialogs.confirm import TextDialog
from tui.dialogs.dice import DiceDialog
from tui.match import Match, Seat
from tui.messages import BoxToken
from tui.screens.board import BoardScreen
from tui.screens.load import LoadScreen
from tui.screens.new_game import NewGameScreen
from tui.screens.replay import ReplayScreen

MARKUP = ["[/]", "[bold]", "[/x]"]
elria_cards = import_module("engine.elria.cards")  # the module (the package exports its cards())


def shown(app) -> str:
    """The whole screen as one line of text (wrapping and borders do not split a name)."""
    return " ".join(screen_text(app).split())


@pytest.mark.parametrize("tag", MARKUP)
async def test_the_load_screen_lists_and_explains_a_save_that_looks_like_markup(make_app, tag):
    saves.saves_dir().mkdir(parents=True, exist_ok=True)
    stem = tag.replace("/", "")  # a file name cannot hold '/'
    (saves.saves_dir() / f"{stem}.json").write_text(
        json.dumps({"format": tag, "version": 1, "game": tag, "config": {}, "seed": 0, "inputs": []}),
        encoding="utf-8")
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("l")
        await settle(pilot)
        assert isinstance(app.screen, LoadScreen)
        assert f"Saved: {stem}.json — damaged" in shown(app)
        await pilot.press("enter")
        await settle(pilot)
        problem = str(app.screen.query_one("#load-error").render())
        assert f"format is {tag!r}" in problem


@pytest.mark.parametrize("tag", MARKUP)
async def test_a_seat_named_like_markup_is_shown_by_name_on_the_board_and_at_game_over(make_app, tag):
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        board = await start(app, pilot, "lucky-draw", [Seat("human", "normal", tag), Seat("ai", "easy")])
        assert f"{tag} to move" in str(board.query_one("#status").render())
        over = await play_to_end(pilot)
        result = str(over.query_one("#over-result").render())
        assert f"{tag}: " in result
        assert f"{tag}: " in shown(app)


@pytest.fixture
def marked_locations(tmp_path, monkeypatch):
    """Elria's card files from a temporary data folder whose Location names begin with a tag."""

    def use(tag: str) -> None:
        for path in elria_cards.DATA.iterdir():
            shutil.copy(path, tmp_path / path.name)
        locations = tmp_path / "locations.toml"
        text = re.sub(r'^name = "', f'name = "{tag} ', locations.read_text(encoding="utf-8"), flags=re.M)
        locations.write_text(text, encoding="utf-8")
        monkeypatch.setattr(elria_cards, "_SHIPPED", elria_cards.load_cards(tmp_path))

    return use


@pytest.mark.parametrize("tag", MARKUP)
@pytest.mark.slow
async def test_card_names_like_markup_are_shown_in_hints_the_log_and_replays(make_app, marked_locations, tag):
    marked_locations(tag)
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        board = await start(app, pilot, "elria", [Seat()], {"mode": "solo"}, seed=3)
        assert isinstance(board, BoardScreen) and isinstance(board.table, Match)
        board.table.worker.dead = "(the tagged cards are this process's only: hints are found here)"
        labels = [str(move) for move in board.moves]
        travel = next(index for index, label in enumerate(labels) if tag in label)
        await pilot.press("h")
        for _ in range(200):
            if isinstance(app.screen, TextDialog):
                break
            await pilot.pause(0.05)
        assert isinstance(app.screen, TextDialog)
        assert any(f"{tag} " in str(text.render()) for text in app.screen.query(Static))
        await pilot.press("escape")
        await settle(pilot)
        assert any(tag in line for line in board.match.state.log)
        log = " ".join(" ".join(strip.text for strip in board.query_one("#log", RichLog).lines).split())
        assert all(line in log for line in board.match.state.log if tag in line)
        await pilot.press("home", *["down"] * travel, "enter")
        await settle(pilot)
        await pilot.press("1")  # whatever the travel asks next
        await settle(pilot)
        assert str(board.match.record.inputs[0]) == labels[travel]
        app.switch_screen(ReplayScreen(board.match.record))
        await settle(pilot)
        await pilot.press("home", "right")
        await settle(pilot)
        assert f"move: {labels[travel]}" in str(app.screen.query_one("#status").render())


@pytest.mark.parametrize("tag", MARKUP)
async def test_typed_dice_that_look_like_markup_are_quoted_back_as_typed(make_app, tag):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        board = await start(app, pilot, "lucky-draw", [Seat(), Seat()], dice="typed")
        gamble = next(i for i, move in enumerate(board.moves) if move.kind == "gamble")
        await pilot.press(str(gamble + 1))
        await settle(pilot)
        dialog = app.screen
        assert isinstance(dialog, DiceDialog)
        dialog.query_one(Input).value = tag
        await pilot.press("enter")
        await settle(pilot)
        assert f"(got {tag!r})" in str(dialog.query_one("#dice-outcome").render())


@pytest.mark.parametrize("tag", MARKUP)
async def test_a_dice_box_token_named_like_markup_is_named_as_bound(make_app, tag):
    app = make_app()
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await pilot.press("n")
        await settle(pilot)
        assert isinstance(app.screen, NewGameScreen)
        app.screen.post_message(BoxToken("04a1b2c3", tag))
        await settle(pilot)
        toasts = [str(toast.render()) for toast in app.screen.query(Toast)]
        assert any(f"The token '{tag}' is not a character" in toast for toast in toasts)
