"""Token presence and buttons are debounced on the board."""

from device.firmware.buttons import Buttons
from device.firmware.tokens import TokenWatch, uid_hex


def feed(watch, reads):
    events = []
    for uid in reads:
        events.extend(watch.update(uid))
    return events


def test_a_token_is_present_after_two_reads_and_removed_after_three_misses():
    watch = TokenWatch()
    assert feed(watch, ["A1"]) == []
    assert feed(watch, ["A1"]) == [("token", "A1", True)]
    assert feed(watch, [None, None, "A1", None, None]) == []  # a flickering read is still there
    assert feed(watch, [None]) == [("token", "A1", False)]


def test_a_single_stray_read_is_not_a_token():
    assert feed(TokenWatch(), ["A1", None, "B2", None]) == []


def test_swapping_tokens_removes_the_first_then_presents_the_second():
    watch = TokenWatch()
    feed(watch, ["A1", "A1"])
    assert feed(watch, ["B2", "B2"]) == [("token", "A1", False), ("token", "B2", True)]


def test_uid_hex():
    assert uid_hex(b"\x04\xa1\x0b") == "04A10B"


def test_a_press_counts_once_after_the_bounce_settles():
    buttons = Buttons(("ok", "cancel", "next"), debounce_ms=30)
    bouncing = [True, False, True, True, True, True, True]
    pressed = [buttons.update({"ok": level}, 10) for level in bouncing]
    assert sum(pressed, []) == ["ok"]
    assert sum((buttons.update({"ok": False}, 10) for _ in range(5)), []) == []
    assert sum((buttons.update({"ok": True, "next": True}, 10) for _ in range(4)), []) == ["ok", "next"]
