"""Dice sources: virtual, typed, and the dice box with its fallbacks."""

import threading

import pytest

from device.sources import DeviceDice, DiceFallback, TypedDice, VirtualDice
from engine.core import DiceRequest, IllegalAction
from tests.device.conftest import settle, wait_until

TWO_D6 = DiceRequest((6, 6), "Warrior test vs 8")


def test_virtual_dice_are_seeded_and_fit_the_request():
    request = DiceRequest((6, 10, 6), "damage")
    one, same, other = VirtualDice(3), VirtualDice(3), VirtualDice(4)
    rolls = [one.roll(request) for _ in range(200)]
    assert rolls == [same.roll(request) for _ in range(200)]
    assert rolls != [other.roll(request) for _ in range(200)]
    assert {r[1] for r in rolls} == set(range(1, 11)) and {r[0] for r in rolls} == set(range(1, 7))


@pytest.mark.parametrize("text, values", [("3 5", (3, 5)), ("3,5", (3, 5)), (" 6+1 ", (6, 1)), ("42", (4, 2))])
def test_typed_dice_accept_what_players_type(text, values):
    assert TypedDice.parse(TWO_D6, text) == values


@pytest.mark.parametrize("text, why", [
    ("", "type the 2 dice as numbers"), ("three five", "e.g. '3 3'"),
    ("3", "expected 2 dice, got 1"), ("3 7", "die 2 is a d6 and cannot show 7"), ("0 1", "cannot show 0"),
])
def test_typed_dice_refuse_with_the_fix(text, why):
    with pytest.raises(IllegalAction, match=why):
        TypedDice.parse(TWO_D6, text)


def test_device_dice_collect_the_board_rolls(emulator, link):
    progress = []
    dice = DeviceDice(link, timeout=10)

    def player():
        assert wait_until(lambda: emulator.hal.prompt == 2)
        emulator.roll(5)
        settle(emulator)
        emulator.roll(2)

    threading.Thread(target=player).start()
    assert dice.roll(TWO_D6, on_progress=progress.append) == (5, 2)
    assert progress == [(5, None), (5, 2)]
    assert wait_until(lambda: emulator.hal.prompt == 0)


def test_rolls_made_before_the_request_do_not_count(emulator, link):
    emulator.roll(1)
    settle(emulator)
    dice = DeviceDice(link, timeout=10)
    threading.Timer(0.1, lambda: emulator.roll(6)).start()
    assert dice.roll(DiceRequest((6,), "luck")) == (6,)


def test_device_dice_time_out_to_the_fallback(emulator, link):
    with pytest.raises(DiceFallback) as caught:
        DeviceDice(link).roll(TWO_D6, timeout=0.2)
    assert caught.value.kind == "timeout" and "in time" in caught.value.reason
    assert wait_until(lambda: emulator.hal.prompt == 0)


def test_cancel_on_the_board_or_in_the_app(emulator, link):
    threading.Timer(0.1, lambda: emulator.press("cancel")).start()
    with pytest.raises(DiceFallback, match="cancelled on the dice box"):
        DeviceDice(link).roll(TWO_D6, timeout=10)
    dice = DeviceDice(link)
    threading.Timer(0.1, dice.cancel).start()
    with pytest.raises(DiceFallback) as caught:
        dice.roll(TWO_D6, timeout=10)
    assert caught.value.kind == "cancelled"


def test_a_die_the_board_lacks_falls_back_at_once(link):
    with pytest.raises(DiceFallback, match="needs a d10 and the dice box has d6") as caught:
        DeviceDice(link).roll(DiceRequest((6, 10), "fire"))
    assert caught.value.kind == "unavailable"


def test_an_unplugged_board_falls_back_during_the_roll(emulator, link):
    threading.Timer(0.1, emulator.unplug).start()
    with pytest.raises(DiceFallback, match="lost") as caught:
        DeviceDice(link).roll(TWO_D6, timeout=10)
    assert caught.value.kind == "unavailable"
    with pytest.raises(DiceFallback, match="disconnected"):
        DeviceDice(link).roll(TWO_D6)
