"""The Game Over screen's buttons each do what their key does."""

from __future__ import annotations

import pytest

from tests.tui.drive import play_to_end, settle, start
from tui.match import Seat
from tui.screens.menu import MenuScreen
from tui.screens.new_game import NewGameScreen
from tui.screens.replay import ReplayScreen


@pytest.mark.parametrize(("button", "opens"), [
    ("#replay", ReplayScreen),
    ("#new", NewGameScreen),
    ("#menu", MenuScreen),
])
async def test_each_game_over_button_opens_its_screen(make_app, button, opens):
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await start(app, pilot, "lucky-draw", [Seat("ai", "easy"), Seat("ai", "easy")])
        await play_to_end(pilot)
        await pilot.click(button)
        await settle(pilot)
        assert isinstance(app.screen, opens)
        if opens is MenuScreen:
            assert len(app.screen_stack) == 1
