"""The dice box in the app, through the emulated board on a real pty.

The footer follows the link; a roll that loses the board offers virtual and
typed dice; a roll that does not fit is refused; tokens pick characters in the
New game form; the board's buttons answer yes/no questions; whatever the board
says is shown as plain text.
"""

from __future__ import annotations

from functools import partial

import pytest

from device.emulator.board import Emulator
from device.firmware import proto
from device.link import DeviceLink
from tests.device.conftest import lying_hello
from tests.tui.drive import settle
from tests.tui.test_dice import open_dice
from tui.dialogs.confirm import ConfirmDialog
from tui.screens.new_game import NewGameScreen
from tui.storage import TokenFile

WAIT_ROUNDS = 500  # x 0.02 s: an upper bound for a stuck test, never a timing assertion


@pytest.fixture
def box(tmp_path, monkeypatch):
    """An emulated dice box; the app's link reconnects quickly, and a busy test machine
    (a late heartbeat) does not count as a lost board: unplugging does."""
    monkeypatch.setattr("tui.app.DeviceLink", partial(
        DeviceLink, heartbeat=0.05, watchdog=2.0, handshake_timeout=1.0, backoff=(0.05, 0.2)))
    with Emulator(link=str(tmp_path / "ttyTAVERN"), heartbeat_ms=50, time_scale=4, seed=7) as board:
        yield board


@pytest.fixture
def boxed_app(make_app, box, tmp_path):
    app = make_app()
    app.device = box.path
    app.tokens_path = tmp_path / "tokens.toml"
    return app


async def until(pilot, condition) -> None:
    for _ in range(WAIT_ROUNDS):
        if condition():
            return
        await pilot.pause(0.02)
    raise AssertionError("the dice box event never reached the app")


def footer_text(app) -> str:
    """The dice box status in the footer ('' while hidden, or while the footer recomposes)."""
    shown = [str(status.render()) for status in app.screen.query("#dice-box-status") if status.display]
    return shown[0] if shown else ""


def notified(app, words: str) -> bool:
    return any(words in note.message for note in app._notifications)


def bind(app, uid: str, name: str) -> None:
    tokens = TokenFile(app.tokens_path)
    book = tokens.read()
    book.bind(uid, name)
    tokens.write(book)


async def test_without_a_dice_box_the_footer_says_nothing_of_it(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert app.link is None and footer_text(app) == ""


async def test_footer_follows_the_dice_box_through_unplugging_and_plugging_back(boxed_app, box):
    app = boxed_app
    async with app.run_test(size=(100, 24)) as pilot:
        await until(pilot, lambda: "⚄ Dice box: connected" in footer_text(app))
        box.unplug()
        await until(pilot, lambda: "✗ Dice box: disconnected — " in footer_text(app))
        await until(pilot, lambda: notified(app, "Dice box disconnected:"))
        box.plug()
        await until(pilot, lambda: "⚄ Dice box: connected" in footer_text(app))
        await until(pilot, lambda: notified(app, "Dice box connected again."))


async def lose_the_box_mid_roll(app, pilot, box):
    await until(pilot, lambda: app.link.connected)
    board, dialog = await open_dice(app, pilot, "device")
    assert dialog.source == "device"
    box.unplug()
    await until(pilot, lambda: dialog.source == "fallback")
    outcome = str(dialog.query_one("#dice-outcome").render())
    assert "Dice box: the dice box was lost" in outcome
    assert "Roll virtual dice (v), or type what your own dice show (t)." in outcome
    assert app.screen is dialog  # still open: nothing was rolled behind the player's back
    return board, dialog


async def test_a_roll_that_loses_the_dice_box_can_finish_with_virtual_dice(boxed_app, box):
    app = boxed_app
    async with app.run_test(size=(80, 24)) as pilot:
        board, dialog = await lose_the_box_mid_roll(app, pilot, box)
        await pilot.press("v")
        await until(pilot, lambda: dialog.shown)
        (value,) = dialog.values
        assert 1 <= value <= 6
        await pilot.press("enter")
        await settle(pilot)
        assert board.match.record.inputs[-1] == (value,)


async def test_a_roll_that_loses_the_dice_box_can_finish_with_typed_dice(boxed_app, box):
    app = boxed_app
    async with app.run_test(size=(80, 24)) as pilot:
        board, dialog = await lose_the_box_mid_roll(app, pilot, box)
        await pilot.press("t")
        await settle(pilot)
        await pilot.press("7", "enter")
        await settle(pilot)
        assert "cannot show 7" in str(dialog.query_one("#dice-outcome").render())
        await pilot.press("backspace", "2", "enter")
        await until(pilot, lambda: dialog.shown)
        assert dialog.values == (2,)
        await pilot.press("enter")
        await settle(pilot)
        assert board.match.record.inputs[-1] == (2,)


async def test_cancel_on_the_dice_box_offers_the_fallbacks_and_ok_continues(boxed_app, box):
    app = boxed_app
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: app.link.connected)
        board, dialog = await open_dice(app, pilot, "device")
        box.press("cancel")
        await until(pilot, lambda: dialog.source == "fallback")
        assert "cancelled on the dice box" in str(dialog.query_one("#dice-outcome").render())
        await pilot.click("#dice-go")
        await until(pilot, lambda: dialog.shown)
        box.press("ok")
        await until(pilot, lambda: app.screen is board)
        assert board.match.record.inputs[-1] == dialog.values


async def new_game_form(app, pilot, game: str) -> NewGameScreen:
    """The New game form for `game`, opened once the dice box is connected."""
    await until(pilot, lambda: app.link.connected)
    form = NewGameScreen(game)
    await app.push_screen(form)
    await settle(pilot)
    return form


async def test_a_token_tap_picks_a_character_for_the_next_human_seat(boxed_app, box):
    app = boxed_app
    bind(app, "04A1B2C3", "Sorceress")
    async with app.run_test(size=(100, 30)) as pilot:
        form = await new_game_form(app, pilot, "elria")
        box.tap("04a1b2c3")
        await until(pilot, lambda: form.query_one("#opt-character").value == "sorceress")
        await until(pilot, lambda: notified(app, "Seat 1 plays Sorceress."))
        box.remove()
        box.tap("0badc0de")
        await until(pilot, lambda: notified(app, "tavern device learn NAME"))


async def test_a_token_names_a_cartaventuras_character_by_name(boxed_app, box):
    app = boxed_app
    bind(app, "04A1B2C3", "Brisa the Ranger")
    async with app.run_test(size=(100, 30)) as pilot:
        form = await new_game_form(app, pilot, "cartaventuras")
        box.tap("04a1b2c3")
        await until(pilot, lambda: form.query_one("#opt-characters").value == "green")
        await until(pilot, lambda: notified(app, "Seat 1 plays Brisa the Ranger."))


async def test_the_board_buttons_and_yes_no_tokens_answer_a_question(boxed_app, box):
    app = boxed_app
    bind(app, "04A1B2C3", "no")
    answers = []
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: app.link.connected)
        for act in (lambda: box.press("ok"), lambda: box.press("cancel"),
                    lambda: box.tap("04a1b2c3")):
            await app.push_screen(ConfirmDialog("Leave the table?"), answers.append)
            await settle(pilot)
            assert "OK says yes" in str(app.screen.query_one(".hint").render())
            act()
            await until(pilot, lambda: not isinstance(app.screen, ConfirmDialog))
    assert answers == [True, False, False]


@pytest.mark.parametrize("dice", [5, None, [[6]]])
async def test_a_hello_without_face_counts_does_not_crash_the_roll_it_was_due_for(boxed_app, box, dice):
    app = boxed_app
    async with app.run_test(size=(100, 24)) as pilot:
        await until(pilot, lambda: app.link.connected)
        lying_hello(box, dice=dice)
        await until(pilot, lambda: app.link.status == "incompatible" or app.link.board["dice"] == dice)
        board, dialog = await open_dice(app, pilot, "device")  # the roll falls due
        assert dialog.source == "virtual" and notified(app, "Using virtual dice.")
        await pilot.press("enter")
        await until(pilot, lambda: dialog.shown)
        await pilot.press("enter")
        await until(pilot, lambda: app.screen is board)
        await until(pilot, lambda: "✗ Dice box: incompatible — " in footer_text(app))
        assert "hello: dice" in footer_text(app)


@pytest.mark.parametrize("value", [9, 0, 2.5, "4"])
async def test_a_roll_that_does_not_fit_is_refused_and_the_dialog_waits_for_a_real_one(boxed_app, box, value):
    app = boxed_app
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: app.link.connected)
        board, dialog = await open_dice(app, pilot, "device")
        await until(pilot, lambda: box.firmware.expect_id is not None)
        box.say(lambda board: proto.roll(board.next_seq(), 0, 6, value, 99, board.expect_id))
        outcome = dialog.query_one("#dice-outcome")
        await until(pilot, lambda: "Not counted" in str(outcome.render()))
        assert f"v {proto.json.dumps(value)} is not" in str(outcome.render())
        assert not dialog.shown and dialog.source == "device"
        box.roll(3)
        await until(pilot, lambda: dialog.shown)
        assert dialog.values == (3,)
        await pilot.press("enter")
        await settle(pilot)
        assert board.match.record.inputs[-1] == (3,)


async def test_what_the_board_says_reaches_footer_and_notifications_as_plain_text(boxed_app, box):
    app = boxed_app
    async with app.run_test(size=(120, 24), notifications=True) as pilot:
        await until(pilot, lambda: app.link.connected)
        lying_hello(box, proto="[/x]")
        await until(pilot, lambda: '"[/x]" is not a protocol version' in footer_text(app))
        _, dialog = await open_dice(app, pilot, "device")
        assert dialog.source == "virtual"
        # checked together, as soon as it shows: a notification expires after a few seconds
        await until(pilot, lambda: notified(app, 'Dice box: the dice box is incompatible')
                    and notified(app, '"[/x]"'))


async def test_a_token_named_like_markup_is_named_as_it_is(boxed_app, box):
    app = boxed_app
    bind(app, "04A1B2C3", "[/x] [b]Nobody")
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await new_game_form(app, pilot, "elria")
        box.tap("04a1b2c3")
        await until(pilot, lambda: notified(app, "The token '[/x] [b]Nobody' is not a character"))
        await settle(pilot)


async def test_the_firmware_the_board_names_is_plain_text_in_the_status_tooltip(boxed_app, box):
    app = boxed_app
    async with app.run_test(size=(120, 24), tooltips=True) as pilot:
        await until(pilot, lambda: app.link.connected)
        lying_hello(box, fw="[/x] 9.9")
        await until(pilot, lambda: "(firmware [/x] 9.9)" in app.dice_box[1])
        for _ in range(WAIT_ROUNDS // 50):  # hover again if the footer was recomposed under the mouse
            await pilot.hover("#dice-box-status")
            for _ in range(50):  # the tooltip shows after a short delay
                if any("(firmware [/x] 9.9)" in str(tip.render())
                       for tip in app.screen.query("Tooltip") if tip.display):
                    return
                await pilot.pause(0.02)
        raise AssertionError("the status tooltip never showed the firmware")


async def test_a_port_named_like_markup_is_named_as_it_is_when_the_box_is_lost(make_app, box, tmp_path):
    port = tmp_path / "[b]ttyTAVERN"
    port.symlink_to(box.port.path)
    app = make_app()
    app.device = str(port)
    async with app.run_test(size=(120, 24), notifications=True) as pilot:
        await until(pilot, lambda: app.link is not None and app.link.connected)
        box.unplug()
        await until(pilot, lambda: "[b]ttyTAVERN" in footer_text(app))
        await until(pilot, lambda: any("Dice box disconnected:" in str(toast.render())
                                       for toast in app.screen.query("Toast")))
        shown = [str(toast.render()) for toast in app.screen.query("Toast")]
        assert any("[b]ttyTAVERN" in toast for toast in shown)
