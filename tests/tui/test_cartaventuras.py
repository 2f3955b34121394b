"""Cartaventuras through the app: 2 players and solo to the end, combat dice, the clock."""

from __future__ import annotations

import random

import pytest

from tests.tui.drive import choose, near_the_end, open_session, play_to_end, roll_virtual, settle, start
from tui.cartaventuras.screen import CartaventurasScreen
from tui.dialogs.dice import DiceDialog
from tui.match import Seat
from tui.screens.game_over import GameOverScreen


def board_text(board) -> str:
    return "\n".join(str(static.render()) for static in board.query(".board-section"))


class FakeClock:
    """Seconds that pass only when the test says so (given to the app, not patched in)."""

    def __init__(self) -> None:
        self.now = 5000.0

    def __call__(self) -> float:
        return self.now


@pytest.mark.slow
async def test_two_players_play_to_the_end_person_against_ai(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        board = await start(app, pilot, "cartaventuras", [Seat(), Seat("ai", "normal")],
                            {"mode": "standard", "players": 2}, seed=21)
        assert isinstance(board, CartaventurasScreen)
        text = board_text(board)
        assert "ST" in text and "Adventurers" in text and "life 10/10" in text
        assert "backpack (0/5)" in text and "wields:" in text
        over = await play_to_end(pilot, random.Random(6))
        assert "AI 2 (normal):" in str(over.query_one("#over-result").render())


@pytest.mark.slow
async def test_solo_game_plays_to_the_end_with_a_countdown(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        board = await open_session(app, pilot, near_the_end("cartaventuras", {"mode": "solo"}, [Seat()], seed=22))
        assert "left ·" in str(board.query_one("#status").render())
        assert board.clock.limit == 30 * 60
        await play_to_end(pilot, random.Random(7))


async def test_when_the_solo_clock_runs_out_the_dragon_wins(make_app):
    fake = FakeClock()
    app = make_app()
    app.now = fake
    async with app.run_test(size=(80, 24)) as pilot:
        board = await start(app, pilot, "cartaventuras", [Seat()],
                            {"mode": "solo", "difficulty": "hard"}, seed=23)
        assert board.clock.limit == 20 * 60
        fake.now += 20 * 60
        board.tick()
        await settle(pilot, 6)
        assert isinstance(app.screen, GameOverScreen)
        assert "The game ended: time is up." in str(app.screen.query_one("#over-result").render())


async def test_combat_dice_show_both_dice_and_the_odds(make_app):
    app = make_app()
    rng = random.Random(8)
    async with app.run_test(size=(80, 24)) as pilot:
        board = await start(app, pilot, "cartaventuras", [Seat(), Seat()],
                            {"mode": "standard", "players": 2}, seed=24)
        for _ in range(400):
            await pilot.pause()
            if isinstance(app.screen, DiceDialog) and " vs " in app.screen.request.reason:
                break
            if isinstance(app.screen, DiceDialog):
                await roll_virtual(pilot)
            elif board.moves:
                fights = [i for i, m in enumerate(board.moves) if m.kind in ("fight", "mode")]
                await choose(pilot, fights[0] if fights else rng.randrange(len(board.moves)))
        dialog = app.screen
        assert isinstance(dialog, DiceDialog) and len(dialog.request.dice) >= 2
        assert "'s d6 +" in str(dialog.query_one("#dice-reason").render())
        assert "%" in str(dialog.query_one("#dice-odds").render())
        faces = str(dialog.query_one("#dice-faces").render())
        assert "you" in faces and "foe" in faces
        assert "COMBAT:" in board_text(board)


@pytest.mark.slow
async def test_the_solo_clock_counts_exactly_the_real_time_on_screen_dialogs_included(make_app, data_dir):
    fake = FakeClock()
    app = make_app()
    app.now = fake
    on_screen = 0.0
    rng = random.Random(3)
    async with app.run_test(size=(80, 24)) as pilot:
        board = await start(app, pilot, "cartaventuras", [Seat()], {"mode": "solo"}, seed=25)
        for step in range(24):
            fake.now += 7
            on_screen += 7
            if isinstance(app.screen, DiceDialog):
                await roll_virtual(pilot)
            elif step % 5 == 0:
                await pilot.press("question_mark")  # help is open for 11 s: the clock runs on
                await settle(pilot)
                fake.now += 11
                on_screen += 11
                await pilot.press("escape")
            elif board.moves:  # anything but the fight to the death, which asks first and may end the game
                calm = [n for n, move in enumerate(board.moves[:9]) if move.kind != "dragon"]
                await choose(pilot, rng.choice(calm))
            await settle(pilot)
        assert not board.state.is_over()
        assert board.clock.elapsed == on_screen
        while isinstance(app.screen, DiceDialog):
            await roll_virtual(pilot)
            await settle(pilot)
        await pilot.press("escape", "y")  # to the menu: the game is saved, its clock stops
        await settle(pilot)
        fake.now += 300  # time in the menu is not the game's
        await pilot.press("c")
        await settle(pilot, 5)
        again = next(screen for screen in app.screen_stack if isinstance(screen, CartaventurasScreen))
        assert again is not board and again.clock.elapsed == on_screen
        fake.now += 13
        on_screen += 13
        if isinstance(app.screen, DiceDialog):
            await roll_virtual(pilot)
        else:
            await choose(pilot, 0)
        await settle(pilot)
        assert again.clock.elapsed == on_screen
        assert "Round " in board_text(again) and "/30" not in board_text(again)
