"""One connection holds a seat: a newer one with the same code takes it and the older is told and
stops (it rejoins by itself only when its connection dropped); a connection that drops while it
is greeted leaves its seat away; a half-dead old connection holds up no one; wrong codes are
limited per address and per table."""

from __future__ import annotations

import asyncio
import logging
import random

from websockets.asyncio.client import connect

from tests.net.tables import Waiter, join, open_table, seat_socket, start
from tui.match import Seat
from tui.net.client import RECONNECT_FIRST, RECONNECT_MOST, REPLACED_NOTE, backoff
from tui.net.flood import FAILED_BURST, TABLE_FAILED_BURST
from tui.net.protocol import HOST, decode, encode
from tui.net.server import Host

DUEL = {"mode": "duel", "players": 2}


def code_of(host: Host, seat: int) -> str:
    return next(code for number, code in host.table.codes_by_seat() if number == seat)


def no_traceback(caplog) -> None:
    assert [record.getMessage() for record in caplog.records if record.exc_info or record.levelno >= logging.ERROR] == []


async def test_two_clients_with_one_code_one_is_seated_one_is_told_and_no_ping_pong(tmp_path, caplog):
    table = open_table(tmp_path, "elria", DUEL, [Seat(), Seat()], seed=4)
    host = await start(table)
    said: list[str] = []
    host.report = said.append
    try:
        first = await join(host, 1)
        watcher = Waiter(first)
        second = await join(host, 1)  # the same code on another screen
        await watcher.until(lambda: first.replaced)
        await asyncio.sleep(1.5)  # time for a rejoin or two, were there any
        assert first.replaced and not second.replaced and host.sockets[1] is not None
        assert watcher.notes.count(REPLACED_NOTE) == 1
        assert len([line for line in said if line.startswith("Player 2")]) == 2  # joined, is back: no more
        assert first.to_move() is None and first.legal_actions() == []
        other = Waiter(second)
        first.take_back()  # the key on the first screen: it plays the seat again, the second is told
        await other.until(lambda: second.replaced)
        await watcher.until(lambda: not first.replaced and first.snapshot["at"] == table.at
                            and "Back at the table: your seat is played on this screen again." in watcher.notes)
        await asyncio.sleep(1.0)
        assert second.replaced and not first.replaced and other.notes.count(REPLACED_NOTE) == 1
        assert len([line for line in said if line.startswith("Player 2")]) == 3
        first.close()
        second.close()
        no_traceback(caplog)
    finally:
        await host.close()


async def test_a_connection_dropping_between_hello_and_welcome_leaves_its_seat_away_for_its_ai(tmp_path, caplog):
    caplog.set_level(logging.INFO)
    table = open_table(tmp_path, "elria", DUEL, [Seat(), Seat()], seed=4, away="ai")
    host = Host(table, ai_delay=0.0)  # logs as `tavern host` does
    await host.start("127.0.0.1", 0)
    mover = table.state.to_move()
    try:
        present = await join(host, 1 - mover)
        waiter = Waiter(present)
        for _ in range(10):
            socket = await connect(f"ws://127.0.0.1:{host.port}")
            await socket.send(encode("hello", code=code_of(host, mover)))
            socket.transport.abort()  # gone before the host's welcome
        await waiter.until(lambda: mover not in host.sockets and present.snapshot["away"] == [mover])
        await waiter.until(lambda: table.at > 0)  # its AI plays for it
        assert mover in table.dropped and mover not in table.present
        present.close()
        no_traceback(caplog)
    finally:
        await host.close()


async def test_rejoining_does_not_wait_for_the_old_connection_when_it_is_half_dead(tmp_path):
    table = open_table(tmp_path, "elria", DUEL, [Seat(), Seat()], seed=4)
    host = await start(table)
    try:
        old, _ = await seat_socket(host, 0)
        old.transport.pause_reading()  # it will never answer the host's close: half dead
        loop = asyncio.get_running_loop()
        began = loop.time()
        again = await join(host, 0)
        assert loop.time() - began < 5.0  # well before websockets' 10 s close timeout
        assert host.sockets[0] is not None and again.snapshot["at"] == table.at and table.present == {0}
        again.close()
        old.transport.abort()
    finally:
        await host.close()


async def hello_from(port: int, address: str, code: str) -> dict:
    """What the host answers a `hello` from `address` (one of loopback's 127.x.y.z)."""
    async with connect(f"ws://127.0.0.1:{port}", local_addr=(address, 0)) as socket:
        await socket.send(encode("hello", code=code))
        return decode(await socket.recv(), HOST)


async def test_wrong_codes_from_one_address_are_limited_and_then_even_the_right_code_is_held_up(tmp_path, caplog):
    table = open_table(tmp_path, "elria", DUEL, [Seat(), Seat()], seed=4)
    host = await start(table)
    try:
        for _ in range(FAILED_BURST):
            answer = await hello_from(host.port, "127.0.0.2", "WRONG9")
            assert answer["type"] == "error" and answer["why"] == "code"
        answer = await hello_from(host.port, "127.0.0.2", code_of(host, 0))
        assert answer["type"] == "error" and answer["why"] == "busy" and "try again in" in answer["reason"]
        assert (await hello_from(host.port, "127.0.0.3", code_of(host, 0)))["type"] == "welcome"
        no_traceback(caplog)
    finally:
        await host.close()


async def test_wrong_codes_at_one_table_from_many_addresses_are_limited(tmp_path):
    table = open_table(tmp_path, "elria", DUEL, [Seat(), Seat()], seed=4)
    host = await start(table)
    try:
        each = FAILED_BURST - 1
        for number in range(TABLE_FAILED_BURST // each + 1):
            for _ in range(each):
                await hello_from(host.port, f"127.0.1.{number + 1}", "WRONG9")
        answer = await hello_from(host.port, "127.0.2.1", code_of(host, 0))
        assert answer["type"] == "error" and answer["why"] == "busy"
    finally:
        await host.close()


def test_a_dropped_seat_rejoins_sooner_at_first_then_less_and_less_often():
    rng = random.Random(0)
    waits = [backoff(attempt, rng) for attempt in range(12)]
    assert RECONNECT_FIRST * 0.75 <= waits[0] <= RECONNECT_FIRST
    assert all(later > earlier for earlier, later in zip(waits[:4], waits[1:5], strict=True))
    assert max(waits) <= RECONNECT_MOST and waits[-1] >= RECONNECT_MOST * 0.75


async def test_a_seat_whose_code_is_gone_stops_rejoining(tmp_path):
    """(A host restarted with another table on the same port: the code takes no seat there.)"""
    table = open_table(tmp_path, "elria", DUEL, [Seat(), Seat()], seed=4)
    host = await start(table)
    player = await join(host, 1)
    waiter = Waiter(player)
    port = host.port
    await host.close()
    (tmp_path / "other").mkdir()
    stranger = type(host)(open_table(tmp_path / "other", "elria", DUEL, [Seat(), Seat()], seed=5))
    await stranger.start("127.0.0.1", port)
    try:
        await waiter.until(lambda: any(note.startswith("Cannot rejoin: no seat") for note in waiter.notes), 30)
        await asyncio.sleep(1.0)
        assert stranger.sockets == {} and player.reader.done()
        player.close()
    finally:
        await stranger.close()
