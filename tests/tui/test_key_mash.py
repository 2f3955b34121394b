"""No key crashes the app: random presses on every game's board, and nothing is lost.

A person new to Tavern presses whatever keys they find. Hundreds of random presses (moves,
dialogs, the map's cursor, undo, hints, help, saving, the menu and back) must leave the app
running, and the game's record must still replay to exactly the table on screen.
"""

from __future__ import annotations

import random

import pytest

from tests.tui.drive import settle, start
from tui.match import Match, Seat
from tui.screens.board import BoardScreen
from tui.screens.menu import MenuScreen

RARE = ["ctrl+s", "ctrl+p", "ctrl+z", "f1", "question_mark", "tab", "shift+tab", "backspace", "delete",
        "plus", "minus", "home", "end", "pageup", "pagedown", "space"]
KEYS = [*"abcdefghijklmnoprstuvwxyz", *RARE] + [*"123456789", "up", "down", "left", "right", "enter", "escape"] * 4

TABLES = [("elria", {"mode": "duel"}), ("cartaventuras", {"players": 2}),
          ("rpgquest", {"players": 2, "fast": True})]


@pytest.mark.parametrize(("game", "config"), TABLES, ids=[game for game, _ in TABLES])
@pytest.mark.slow
async def test_random_keys_never_crash_the_board_nor_lose_the_game(make_app, game, config):
    app = make_app()
    rng = random.Random(game)
    async with app.run_test(size=(100, 30)) as pilot:
        await start(app, pilot, game, [Seat(), Seat()], config, seed=11)
        played = 0
        for _ in range(300):
            if isinstance(app.screen, MenuScreen):
                await pilot.press("c")  # back to the game in play (the menu's q would quit)
            else:
                await pilot.press(rng.choice(KEYS))
            await pilot.pause()
            board = board_in_play(app)
            played = max(played, len(board.match.record.inputs) if board else 0)
        await settle(pilot)
        assert app.is_running
        assert played >= 5, "the presses should have played some of the game"
        board = board_in_play(app) or await back_to_the_board(pilot)
        session = board.match
        replayed = Match.from_record(session.record)
        assert replayed.state.to_json() == session.state.to_json()


def board_in_play(app) -> BoardScreen | None:
    """The board under whatever dialog is open (a new one once the menu's Continue reopened the game)."""
    return next((screen for screen in reversed(app.screen_stack) if isinstance(screen, BoardScreen)), None)


async def back_to_the_board(pilot) -> BoardScreen:
    """From the menu (or a screen it opened), the game in play again."""
    for _ in range(5):
        await pilot.press("c" if isinstance(pilot.app.screen, MenuScreen) else "escape")
        await settle(pilot)
        if board := board_in_play(pilot.app):
            return board
    raise AssertionError(f"the game in play could not be reopened (screen: {pilot.app.screen})")
