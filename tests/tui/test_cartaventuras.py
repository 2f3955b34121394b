"""Cartaventuras through the app: 2 players and solo to the end, combat dice, the clock."""

from __future__ import annotations

import random

from tests.tui.drive import choose, play_to_end, roll_virtual, settle, start
from tui.cartaventuras.screen import CartaventurasScreen
from tui.dialogs.dice import DiceDialog
from tui.screens.game_over import GameOverScreen
from tui.session import Seat


def board_text(board) -> str:
    return "\n".join(str(static.render()) for static in board.query(".board-section"))


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


async def test_solo_game_plays_to_the_end_with_a_countdown(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        board = await start(app, pilot, "cartaventuras", [Seat()], {"mode": "solo"}, seed=22)
        assert "left ·" in str(board.query_one("#status").render())
        assert board.clock.limit == 30 * 60
        await play_to_end(pilot, random.Random(7))


async def test_when_the_solo_clock_runs_out_the_dragon_wins(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        board = await start(app, pilot, "cartaventuras", [Seat()],
                            {"mode": "solo", "difficulty": "hard"}, seed=23)
        assert board.clock.limit == 20 * 60
        board.session.record.meta["clock_elapsed"] = 20 * 60
        board.tick()
        await settle(pilot, 6)
        assert isinstance(app.screen, GameOverScreen)
        assert "Time is up" in str(app.screen.query_one("#over-result").render())


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
