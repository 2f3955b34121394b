"""The host link against the emulated board through a real pty and pyserial."""

import threading

from device.firmware import proto
from device.link import CONNECTED, INCOMPATIBLE, DeviceLink
from tests.device.conftest import HEARTBEAT, events_of, quiet_board, settle, wait_until


def test_handshake_reads_the_board_and_asks_its_status(emulator, tmp_path):
    statuses = []
    host = DeviceLink(emulator.path, heartbeat=HEARTBEAT)
    host.subscribe(lambda m: statuses.append(m) if m["t"] == "status" else None)
    with host:
        assert host.wait_connected(5), host.detail
        assert host.board["proto"] == proto.PROTOCOL and host.dice == (6,)
        assert wait_until(lambda: statuses)
    assert host.status == "stopped"


def test_rolls_tokens_and_buttons_arrive_as_events(emulator, link):
    rolls, tokens, buttons = events_of(link, "roll"), events_of(link, "token"), events_of(link, "button")
    emulator.roll(4)
    settle(emulator)
    emulator.tap("04a1b2c3")
    emulator.press("next")
    assert wait_until(lambda: rolls and tokens and buttons)
    assert (rolls[0]["v"], rolls[0]["f"]) == (4, 6)
    assert tokens[0]["uid"] == "04A1B2C3" and tokens[0]["p"] is True
    assert buttons[0]["b"] == "next"
    emulator.remove()
    assert wait_until(lambda: len(tokens) == 2) and tokens[1]["p"] is False


def test_heartbeat_loss_reconnects_and_asks_for_status(emulator, link):
    statuses = events_of(link, "status")
    changes = events_of(link, "link")
    emulator.freeze(0.8)
    assert wait_until(lambda: any(c["status"] == "disconnected" for c in changes))
    assert "no heartbeat" in link.detail
    assert wait_until(lambda: link.connected and statuses, 10)
    assert link.stats.connects == 2


def test_unplugging_and_plugging_back_reconnects(emulator, link):
    rolls = events_of(link, "roll")
    emulator.unplug()
    assert wait_until(lambda: link.status == "disconnected")
    emulator.plug()
    assert wait_until(lambda: link.connected, 10)
    emulator.roll(2)
    assert wait_until(lambda: rolls) and rolls[0]["v"] == 2


def test_a_frame_cut_by_a_disconnect_does_not_spoil_the_next(emulator, link):
    rolls = events_of(link, "roll")
    emulator.inject(proto.encode(proto.roll(999, 0, 6, 6, 99))[:15])
    emulator.unplug()
    assert wait_until(lambda: link.status == "disconnected")
    emulator.plug()
    assert wait_until(lambda: link.connected, 10)
    emulator.roll(3)
    assert wait_until(lambda: rolls) and [r["v"] for r in rolls] == [3]


def test_bad_input_is_counted_and_skipped_never_losing_the_next_frame(emulator, link):
    last = quiet_board(emulator, link)  # only our frames reach the host
    hearts = events_of(link, "hb")
    good = [proto.encode(proto.heartbeat(last + i, 0)) for i in range(1, 7)]
    bad_crc = good[0][:-5] + b"0000\n"
    emulator.inject(bad_crc + good[0])
    emulator.inject(b"not json at all*1234\n" + good[1])
    emulator.inject(b"x" * 700 + b"\n" + good[2])
    emulator.inject(bytes(range(256)) + b"\x00\x00\x00" + good[3])
    emulator.inject(good[4][:20])  # cut short (lost), then the next frame starts
    emulator.inject(good[5])
    assert wait_until(lambda: len(hearts) == 5)
    assert [h["seq"] for h in hearts][:5] == [last + i for i in (1, 2, 3, 4, 6)]
    assert link.stats.malformed >= 5 and link.stats.overlong >= 1
    assert link.connected


def test_duplicates_are_dropped_late_frames_handed_on_and_gaps_counted(emulator, link):
    last = quiet_board(emulator, link)
    # The counters run from the start of the link, and on a loaded machine a
    # heartbeat can be lost before the board is quiet: count only what follows.
    before = (link.stats.duplicates, link.stats.late, link.stats.gaps, link.stats.missed)
    hearts = events_of(link, "hb")
    for seq in (last + 1, last + 1, last + 2, last + 5, last + 3):
        emulator.inject(proto.encode(proto.heartbeat(seq, 0)))
    assert wait_until(lambda: len(hearts) == 4)
    assert [h["seq"] for h in hearts] == [last + 1, last + 2, last + 5, last + 3]  # last + 3 came late, not twice
    assert wait_until(lambda: link.stats.duplicates - before[0] == 1)
    assert (link.stats.late - before[1], link.stats.gaps - before[2], link.stats.missed - before[3]) == (1, 1, 2)


def test_a_board_of_another_major_version_is_a_clear_error(emulator, link):
    changes = events_of(link, "link")
    hello = proto.hello(0, "pico", "mpu6050", [6], [])
    hello["proto"] = "2.0"
    emulator.inject(proto.encode(hello))
    assert wait_until(lambda: any(c["status"] == INCOMPATIBLE for c in changes))
    detail = next(c["detail"] for c in changes if c["status"] == INCOMPATIBLE)
    assert "protocol 2.0" in detail and "flash the firmware" in detail


def test_a_silent_port_fails_the_handshake_with_a_hint(tmp_path):
    from device.emulator.pty_port import PtyPort

    port = PtyPort()
    try:
        host = DeviceLink(port.path, heartbeat=HEARTBEAT, handshake_timeout=0.2, backoff=(0.05, 0.1))
        with host:
            assert wait_until(lambda: "did not answer hello" in host.detail)
            assert host.status != CONNECTED
    finally:
        port.close()


def test_no_board_anywhere_says_how_to_connect_one(monkeypatch):
    monkeypatch.setattr("device.link.find_board_port", lambda: None)
    with DeviceLink(None, backoff=(0.05, 0.1)) as host:
        assert wait_until(lambda: host.status == "disconnected")
        assert "--device PORT" in host.detail


def test_a_prompt_left_lit_by_a_lost_roll_goes_out_on_reconnect(emulator, link):
    link.expect((6,))
    assert wait_until(lambda: emulator.hal.prompt == 1)
    emulator.freeze(0.8)
    assert wait_until(lambda: not link.connected)
    link.clear_expect()
    assert wait_until(lambda: link.connected, 10)
    assert wait_until(lambda: emulator.hal.prompt == 0)


def test_a_pending_expect_is_sent_again_to_a_rebooted_board(emulator, link):
    expect_id = link.expect((6, 6))
    emulator.unplug()
    emulator.plug()
    assert wait_until(lambda: link.connected and emulator.firmware.expect_id == expect_id, 10)
    assert emulator.hal.prompt == 2


def test_a_failing_listener_does_not_stop_the_link(emulator, link):
    link.subscribe(lambda m: 1 / 0)
    rolls = events_of(link, "roll")
    emulator.roll(6)
    assert wait_until(lambda: rolls)


def test_send_from_another_thread_while_reading(emulator, link):
    statuses = events_of(link, "status")
    threads = [threading.Thread(target=link.request_status) for _ in range(5)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert wait_until(lambda: len(statuses) >= 5)
