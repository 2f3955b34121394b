"""A seat that floods the host is told once, then not heard until it slows down; nothing changes."""

from __future__ import annotations

from hypothesis import example, given
from hypothesis import strategies as st

from tests.net.tables import Waiter, join, next_of, open_table, seat_socket, start
from tui.match import Seat
from tui.net.flood import BURST, PACE_BURST, PACE_RATE, RATE, Flood
from tui.net.protocol import HOST, decode, encode


def test_a_burst_is_heard_then_the_rate_and_no_more():
    flood = Flood()
    assert all(flood.take(0.0) for _ in range(BURST))
    assert not flood.take(0.0)
    assert [flood.take(1.0) for _ in range(RATE + 1)] == [True] * RATE + [False]


@given(st.lists(st.floats(min_value=0, max_value=3600, allow_nan=False), max_size=400))
def test_no_more_is_heard_than_the_burst_and_the_rate_allow(times):
    flood = Flood()
    times = sorted(times)
    heard = sum(flood.take(now) for now in times)
    span = times[-1] - times[0] if times else 0.0
    assert heard <= BURST + RATE * span + 1e-9


def test_the_wait_is_until_the_next_message_would_be_heard():
    flood = Flood(2, 4.0)
    assert flood.wait(0.0) == 0.0
    assert flood.take(0.0) and flood.take(0.0)
    assert flood.wait(0.0) == 0.25 and not flood.take(0.1)
    assert flood.wait(0.25) == 0.0 and flood.take(0.25)


@given(st.lists(st.floats(min_value=0, max_value=0.5, allow_nan=False), min_size=1, max_size=400))
@example([0.0] * 400)  # as fast as it can, for longer than the host's burst lasts
def test_a_seat_that_keeps_its_pace_is_always_heard(gaps):
    """Messages a client sends as fast as it likes, each held until its pace lets it go, all reach
    a host that hears by the host's allowance."""
    pace, host = Flood(PACE_BURST, PACE_RATE), Flood()
    now = 0.0
    for gap in gaps:
        now += gap
        now += pace.wait(now)
        assert pace.take(now) and host.take(now)


async def test_a_bot_that_sends_faster_than_the_host_hears_is_paced_and_every_message_answered(tmp_path):
    table = open_table(tmp_path, "elria", {"mode": "duel", "players": 2}, [Seat(), Seat()], seed=3)
    host = await start(table)
    sent = BURST + 50
    try:
        seat = await join(host, table.state.to_move())
        waiter = Waiter(seat)
        stale = {"action": seat.snapshot["legal"][0], "at": seat.snapshot["at"] + 1}
        for _ in range(sent):
            seat.send("act", **stale)
        await waiter.until(lambda: len(waiter.notes) == sent)
        assert all("moved on" in note for note in waiter.notes)
        seat.close()
    finally:
        await host.close()


async def test_a_flood_is_told_once_and_changes_nothing_and_the_seat_is_heard_again(tmp_path):
    flood = BURST + 50
    heard = [0]

    def clock() -> float:
        """The host asks the time once for each message it reads: the flood comes at 0 s, what follows at
        1 s, however long the host takes to read the flood (a clock moved by the test raced it)."""
        heard[0] += 1
        return 0.0 if heard[0] <= flood else 1.0

    table = open_table(tmp_path, "elria", {"mode": "duel", "players": 2}, [Seat(), Seat()], seed=3)
    host = await start(table, clock=clock)
    try:
        socket, message = await seat_socket(host, table.state.to_move())
        before = table.record.to_json()
        stale = encode("act", action=message["legal"][0], at=message["at"] + 1)
        for _ in range(flood):
            await socket.send(stale)
        for _ in range(BURST):
            assert "moved on" in (await next_of(socket, "refused"))["reason"]
        told = await next_of(socket, "refused")
        assert "too many messages" in told["reason"] and table.record.to_json() == before
        await socket.send(encode("act", action=message["legal"][0], at=message["at"]))
        answer = decode(await socket.recv(), HOST)  # the rest of the flood went unheard
        assert answer["type"] == "table" and answer["at"] == message["at"] + 1
    finally:
        await host.close()


async def test_a_long_flood_is_told_once_however_long_it_lasts(tmp_path):
    """10,000 messages, one a millisecond by the host's clock (twenty times the rate): one notice, and
    no more heard after the burst until the seat is quiet."""
    flood = 10_000
    heard = [0]

    def clock() -> float:
        heard[0] += 1
        return 0.001 * heard[0] if heard[0] <= flood else 100.0

    table = open_table(tmp_path, "elria", {"mode": "duel", "players": 2}, [Seat(), Seat()], seed=3)
    host = await start(table, clock=clock)
    try:
        socket, message = await seat_socket(host, table.state.to_move())
        stale = encode("act", action=message["legal"][0], at=message["at"] + 1)
        for _ in range(flood):
            await socket.send(stale)
        await socket.send(encode("act", action=message["legal"][0], at=message["at"]))
        answers = []
        while not answers or answers[-1]["type"] != "table":
            answers.append(decode(await socket.recv(), HOST))
        notices = [answer for answer in answers if "too many messages" in answer.get("reason", "")]
        assert len(notices) == 1
        assert answers.index(notices[0]) == len(answers) - 2  # nothing heard after it: the table came next
        assert BURST < len(answers) < BURST + 20  # the burst's refusals (and what 0.1 s earned meanwhile)
    finally:
        await host.close()
