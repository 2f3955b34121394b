"""A dice box that misbehaves, through a real pty: the host refuses what breaks the
protocol (docs/device.md, "The protocol"), says why, and keeps following the board."""

import threading

import pytest

from device.firmware import proto
from device.link import CONNECTED, INCOMPATIBLE, DeviceLink
from device.sources import DeviceDice
from engine.core import DiceRequest
from tests.device.conftest import (
    HEARTBEAT,
    events_of,
    lying_hello,
    quiet_board,
    wait_until,
)

D6 = DiceRequest((6,), "gamble")



@pytest.mark.parametrize("dice", [5, None, [[6]], [6, "6"], [1]])
def test_a_hello_whose_dice_are_not_face_counts_is_refused_with_the_reason(emulator, link, dice):
    lying_hello(emulator, dice=dice)
    assert wait_until(lambda: link.status == INCOMPATIBLE)
    assert "dice" in link.detail and "flash the firmware" in link.detail
    assert link.stats.rejected >= 1 and "hello: dice" in link.stats.last_rejected
    problem = DeviceDice(link).available(D6)  # asking for a roll never crashes
    assert problem is not None and "incompatible" in problem
    assert isinstance(link.dice, tuple)


@pytest.mark.parametrize("value, why", [(9, "v 9 is not a face of a d6"), (0, "v 0 is not"),
                                        (2.5, "v 2.5 is not"), ("4", 'v "4" is not')])
def test_a_roll_that_does_not_fit_its_die_is_rejected_counted_and_reported(emulator, link, value, why):
    rolls, rejected = events_of(link, "roll"), events_of(link, "rejected")
    last = quiet_board(emulator, link)
    emulator.inject(proto.encode(proto.roll(last + 1, 0, 6, value, 99)))
    emulator.inject(proto.encode(proto.heartbeat(last + 2, 0)))
    assert wait_until(lambda: link.last_seq == last + 2)
    assert rolls == [] and link.stats.rejected == 1
    assert rejected[0]["of"] == "roll" and why in rejected[0]["reason"]
    assert link.connected


def roll_in_thread(link, request):
    """Start DeviceDice.roll in a thread; returns (results, refusals, thread)."""
    results, refusals = [], []
    dice = DeviceDice(link, timeout=10)
    thread = threading.Thread(target=lambda: results.append(
        dice.roll(request, on_refused=refusals.append)))
    thread.start()
    return results, refusals, thread


@pytest.mark.parametrize("faces, value, why", [
    (6, 9, "v 9 is not a face of a d6"), (6, "5", 'v "5"'), (6, 1.0, "v 1.0"),
    (10, 7, "rolled a d10 (7), but this roll needs a d6"),
])
def test_device_dice_refuse_a_roll_that_does_not_fit_and_wait_for_one_that_does(
        emulator, link, faces, value, why):
    results, refusals, thread = roll_in_thread(link, D6)
    assert wait_until(lambda: emulator.firmware.expect_id is not None)
    emulator.say(lambda board: proto.roll(board.next_seq(), 0, faces, value, 99, board.expect_id))
    assert wait_until(lambda: refusals)
    assert why in refusals[0]
    emulator.roll(4)
    thread.join(10)
    assert results == [(4,)]


def test_one_frame_far_ahead_does_not_deafen_the_link(emulator, link):
    rolls = events_of(link, "roll")
    last = quiet_board(emulator, link)
    emulator.inject(proto.encode(proto.heartbeat(last + 20000, 0)))
    assert wait_until(lambda: link.last_seq == last + 20000)
    emulator.freeze(0)  # the board goes on counting from where it was
    emulator.roll(3)
    assert wait_until(lambda: rolls) and rolls[0]["v"] == 3
    assert link.connected and link.stats.restarts == 1


def test_a_board_restart_whose_hello_is_lost_is_followed(emulator, link):
    rolls = events_of(link, "roll")
    assert wait_until(lambda: link.last_seq is not None and link.last_seq > 2 * 16)
    expect_id = link.expect((6,))
    assert wait_until(lambda: emulator.firmware.expect_id == expect_id)
    emulator.reboot(hello_lost=True)
    # greeted again, the board gets the pending roll request back
    assert wait_until(lambda: emulator.firmware.expect_id == expect_id)
    emulator.roll(5)
    assert wait_until(lambda: rolls) and (rolls[0]["v"], rolls[0]["x"]) == (5, expect_id)
    assert link.connected and link.stats.restarts >= 1


def test_a_restart_soon_after_connecting_is_found_by_the_uptime_falling_back(emulator, link):
    last = quiet_board(emulator, link)
    hearts = events_of(link, "hb")
    # seq falls back by less than a repeat could (the count was still low), the uptime by more
    for seq, up in ((last + 1, 50), (last + 2, 51), (last - 3, 0), (last - 2, 0)):
        emulator.inject(proto.encode(proto.heartbeat(seq, up)))
    assert wait_until(lambda: len(hearts) == 4)
    assert link.stats.restarts == 1 and link.stats.duplicates == 0


def test_a_board_that_sends_only_repeats_is_not_called_connected(emulator, link):
    changes = events_of(link, "link")
    last = quiet_board(emulator, link)
    link.watchdog = 0.4
    repeat = proto.encode(proto.heartbeat(last, 0))
    for _ in range(40):
        emulator.inject(repeat)
        if wait_until(lambda: not link.connected, HEARTBEAT):
            break
    assert any(c["status"] != CONNECTED for c in changes)
    assert link.stats.duplicates >= 1


def test_a_hello_with_markup_in_it_is_quoted_as_it_came(emulator, link):
    lying_hello(emulator, proto="[/x]")
    assert wait_until(lambda: link.status == INCOMPATIBLE)
    assert '"[/x]"' in link.detail



def test_a_link_to_a_board_that_never_connected_has_no_dice():
    assert DeviceLink("/nonexistent").dice == ()


@pytest.mark.parametrize("jump", [0, 1, 2, 5, 16, 17, 20000, 40000, -1, -300])
def test_a_genuine_frame_is_never_dropped_after_an_injected_frame_with_a_repeated_or_far_jumping_seq(
        emulator, link, jump):
    rolls = events_of(link, "roll")
    last = quiet_board(emulator, link)
    # a frame with a valid checksum but a seq of its own (noise that checks out, another program on the port)
    emulator.inject(proto.encode(proto.roll((last + jump) % proto.SEQ_MODULO, 0, 6, 6, 50)))
    for step, value in enumerate((1, 2, 3, 4, 5), 1):  # the board goes on counting from where it was
        emulator.inject(proto.encode(proto.roll((last + step) % proto.SEQ_MODULO, 0, 6, value, 99)))
    assert wait_until(lambda: len([r for r in rolls if r["c"] == 99]) == 5), [(r["seq"], r["v"]) for r in rolls]
    assert [r["v"] for r in rolls if r["c"] == 99] == [1, 2, 3, 4, 5]
    assert link.connected


def test_a_frame_repeated_as_it_was_is_still_dropped_however_it_comes(emulator, link):
    rolls = events_of(link, "roll")
    last = quiet_board(emulator, link)
    frames = [proto.encode(proto.roll(last + step, 0, 6, step, 99)) for step in (1, 2, 3)]
    for frame in (frames[0], frames[0], frames[1], frames[0], frames[2], frames[1]):
        emulator.inject(frame)
    emulator.inject(proto.encode(proto.heartbeat(last + 4, 0)))
    assert wait_until(lambda: link.last_seq == last + 4)
    assert [r["v"] for r in rolls] == [1, 2, 3] and link.stats.duplicates == 3
