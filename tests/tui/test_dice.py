"""The dice dialog: what is rolled and why, odds, virtual and typed dice."""

from __future__ import annotations

from device.emulator.board import Emulator
from tests.tui.drive import settle, start
from tui.dialogs.dice import DiceDialog
from tui.match import Seat


async def open_dice(app, pilot, dice: str):
    board = await start(app, pilot, "lucky-draw", [Seat(), Seat()], dice=dice)
    gamble = next(i for i, move in enumerate(board.moves) if move.kind == "gamble")
    await pilot.press(str(gamble + 1))
    await settle(pilot)
    assert isinstance(app.screen, DiceDialog)
    return board, app.screen


async def test_virtual_dice_say_why_show_odds_roll_and_log_the_consequence(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        board, dialog = await open_dice(app, pilot, "virtual")
        assert "gamble: 3 or more scores the die" in str(dialog.query_one("#dice-reason").render())
        assert "1 in 6" in str(dialog.query_one("#dice-odds").render())
        await pilot.press("enter")
        await settle(pilot)
        (value,) = dialog.values
        assert f"Rolled {value}." in str(dialog.query_one("#dice-outcome").render())
        await pilot.press("enter")
        await settle(pilot)
        assert board.match.record.inputs[-1] == (value,)
        assert f"Player 1 rolls {value}." in board.match.state.log


async def test_typed_dice_are_checked_against_the_request(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        board, dialog = await open_dice(app, pilot, "typed")
        await pilot.press("9", "enter")
        await settle(pilot)
        outcome = str(dialog.query_one("#dice-outcome").render())
        assert "die 1 is a d6 and cannot show 9" in outcome
        await pilot.press("backspace", "x", "enter")
        await settle(pilot)
        assert "as numbers separated by spaces" in str(dialog.query_one("#dice-outcome").render())
        await pilot.press("backspace", "5", "enter")
        await settle(pilot)
        assert "Rolled 5." in str(dialog.query_one("#dice-outcome").render())
        await pilot.press("enter")
        await settle(pilot)
        assert board.match.record.inputs[-1] == (5,)
        assert board.match.state.scores[0] == 5


async def test_without_a_dice_box_the_roll_falls_back_to_virtual_dice_and_says_so(make_app):
    app = make_app()
    app.device = "/dev/tavern-no-such-port"
    async with app.run_test(size=(80, 24)) as pilot:
        _, dialog = await open_dice(app, pilot, "device")
        assert dialog.source == "virtual"
        assert any("Dice box:" in n.message and "Using virtual dice" in n.message
                   for n in app._notifications)


async def test_dice_rolled_on_the_dice_box_reach_the_table(make_app, tmp_path):
    board_port = str(tmp_path / "ttyTAVERN")
    with Emulator(link=board_port, heartbeat_ms=50, time_scale=4, seed=7) as box:
        app = make_app()
        app.device = box.path
        async with app.run_test(size=(80, 24)) as pilot:
            for _ in range(300):
                if app.link and app.link.connected:
                    break
                await pilot.pause(0.02)
            assert app.link.connected, app.link.detail
            board, dialog = await open_dice(app, pilot, "device")
            assert dialog.source == "device"
            assert "dice box" in str(dialog.query_one("#dice-outcome").render())
            box.roll(face=4)
            for _ in range(300):
                if dialog.shown:
                    break
                await pilot.pause(0.02)
            assert dialog.values == (4,)
            await pilot.press("enter")
            await settle(pilot)
            assert board.match.record.inputs[-1] == (4,)
