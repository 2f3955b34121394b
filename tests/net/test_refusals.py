"""A seat's bad message is refused with the reason and changes nothing at the host."""

from __future__ import annotations

import asyncio
import json

import pytest
from websockets.asyncio.client import connect
from websockets.frames import Frame, Opcode

from tests.net.tables import next_of, open_table, seat_socket, start
from tui.match import Seat
from tui.net.protocol import HOST, MAX_CLIENT_BYTES, decode, encode


@pytest.fixture
async def duel(tmp_path):
    table = open_table(tmp_path, "elria", {"mode": "duel", "players": 2}, [Seat(), Seat()], seed=3)
    host = await start(table)
    yield host
    await host.close()


def unchanged(host, before: dict) -> bool:
    return host.table.record.to_json() == before


async def test_a_decision_for_another_seat_is_refused(duel):
    mover = duel.table.state.to_move()
    other, table = await seat_socket(duel, 1 - mover)
    _, mine = await seat_socket(duel, mover)
    before = duel.table.record.to_json()
    action = duel.table.state.legal_actions()[0].to_json()
    await other.send(encode("act", action=action, at=table["at"]))
    refused = await next_of(other, "refused")
    assert refused["about"] == "act" and "not your decision" in refused["reason"]
    assert unchanged(duel, before) and mine["legal"] and table["legal"] == []


@pytest.mark.parametrize("text, reason", [
    ("{not json", "not JSON"),
    (json.dumps({"tavern": 2, "type": "act", "action": {"kind": 7}, "at": 0}), "'action' must be"),
    (json.dumps({"tavern": 1, "type": "bye"}), "version 1 is not"),
    (json.dumps({"tavern": 2, "type": "hello", "code": "x" * (MAX_CLIENT_BYTES + 10)}), "over the 16,384-byte limit"),
])
async def test_a_malformed_or_oversized_message_is_refused(duel, text, reason):
    socket, _ = await seat_socket(duel, duel.table.state.to_move())
    before = duel.table.record.to_json()
    await socket.send(text)
    refused = await next_of(socket, "refused")
    assert reason in refused["reason"]
    assert unchanged(duel, before)
    await socket.send(encode("bye"))


async def test_a_stale_or_illegal_decision_is_refused(duel):
    mover = duel.table.state.to_move()
    socket, table = await seat_socket(duel, mover)
    action = table["legal"][0]
    await socket.send(encode("act", action=action, at=table["at"] + 1))
    assert "moved on" in (await next_of(socket, "refused"))["reason"]
    await socket.send(encode("act", action={"kind": "fly", "args": []}, at=table["at"]))
    assert "not a legal move" in (await next_of(socket, "refused"))["reason"]
    assert duel.table.at == 0
    await socket.send(encode("act", action=action, at=table["at"]))
    assert (await next_of(socket, "table"))["at"] == 1


async def test_a_wrong_code_is_told_and_closed(duel):
    socket = await connect(f"ws://127.0.0.1:{duel.port}")
    await socket.send(encode("hello", code="NOSUCH"))
    error = decode(await socket.recv(), HOST)
    assert error["type"] == "error" and "no seat" in error["reason"]


async def test_a_roll_is_only_the_rolling_seats_when_the_table_trusts_its_dice(tmp_path):
    table = open_table(tmp_path, "cartaventuras", {"mode": "standard", "players": 2}, [Seat(), Seat()], seed=2,
                       dice={0: "seat"})
    state = table.state
    while state.dice_request() is None or state.dice_request().seat != 0:  # play to seat 1's first roll
        if state.dice_request() is not None:
            table.host_roll()
        else:
            table.match.apply(state.legal_actions()[0])
    host = await start(table)
    try:
        other, _ = await seat_socket(host, 1)
        mine, message = await seat_socket(host, 0)
        assert message["dice"]["yours"] and message["dice"]["odds"]
        values = [1] * len(message["dice"]["dice"])
        await other.send(encode("roll", values=values, at=message["at"], how="typed"))
        assert "no roll of yours" in (await next_of(other, "refused"))["reason"]
        await mine.send(encode("roll", values=[99] * len(values), at=message["at"], how="typed"))
        assert "cannot show 99" in (await next_of(mine, "refused"))["reason"]
        at = host.table.at
        await mine.send(encode("roll", values=values, at=message["at"], how="device"))
        assert (await next_of(mine, "table"))["at"] == at + 1
        assert host.table.record.meta["net"]["rolls"][str(at)] == "device"
        assert any("(their dice box)" in line for line in host.table.lines)
    finally:
        await host.close()


def test_the_hosts_dice_cannot_be_foreseen_from_the_tables_seed(tmp_path):
    from engine.core import DiceRequest

    request = DiceRequest((6,) * 20, "twenty dice")
    tables = [open_table(tmp_path, "elria", {"mode": "duel", "players": 2}, [Seat(), Seat()], seed=9)
              for _ in range(2)]
    assert tables[0].match.virtual_roll(request) != tables[1].match.virtual_roll(request)


async def test_a_message_over_a_mebibyte_is_refused_and_the_connection_goes_on(duel):
    socket, table = await seat_socket(duel, duel.table.state.to_move())
    before = duel.table.record.to_json()
    await socket.send(json.dumps({"tavern": 2, "type": "hello", "code": "x" * (2 << 20)}))
    refused = await next_of(socket, "refused")
    assert "over the 16,384-byte limit" in refused["reason"] and "2,097,1" in refused["reason"]
    assert unchanged(duel, before)
    await socket.send(encode("act", action=table["legal"][0], at=table["at"]))
    assert (await next_of(socket, "table"))["at"] == 1


async def test_a_message_too_big_in_fragments_is_refused_and_the_next_fragmented_one_is_read(duel):
    socket, table = await seat_socket(duel, duel.table.state.to_move())
    before = duel.table.record.to_json()
    act = encode("act", action=table["legal"][0], at=table["at"])
    await socket.send([act[:-1], " " * (1 << 20), "}"])  # spaces: as JSON it would read as the act
    assert "over the 16,384-byte limit" in (await next_of(socket, "refused"))["reason"]
    assert unchanged(duel, before)
    await socket.send([act[:5], act[5:20], act[20:]])
    assert (await next_of(socket, "table"))["at"] == 1


async def test_the_host_holds_no_more_of_a_one_megabyte_message_than_a_seat_may_send(duel):
    seat = duel.table.state.to_move()
    socket, _ = await seat_socket(duel, seat)
    protocol = duel.sockets[seat].protocol
    arrived: list[int] = []
    held: list[int] = []
    receive = protocol.receive_data

    def receiving(data: bytes) -> None:
        receive(data)
        arrived.append(len(data))
        held.append(len(protocol.reader.buffer))

    protocol.receive_data = receiving
    frame = Frame(Opcode.TEXT, b"x" * 1_000_000).serialize(mask=True)
    piece = 1 << 16
    for offset in range(0, len(frame), piece):  # one frame, sent a piece at a time as a slow link would
        socket.transport.write(frame[offset:offset + piece])
        async with asyncio.timeout(30):
            while sum(arrived) < min(len(frame), offset + piece):
                await asyncio.sleep(0)
    assert "over the 16,384-byte limit" in (await next_of(socket, "refused"))["reason"]
    assert len(held) > 10 and max(held) <= MAX_CLIENT_BYTES


async def test_a_text_message_that_is_not_utf8_is_refused_and_the_connection_goes_on(duel):
    socket, table = await seat_socket(duel, duel.table.state.to_move())
    before = duel.table.record.to_json()
    socket.transport.write(Frame(Opcode.TEXT, b'{"tavern": 2, "type": "bye\xff"}').serialize(mask=True))
    assert "not UTF-8 text" in (await next_of(socket, "refused"))["reason"]
    assert unchanged(duel, before)
    await socket.send(encode("act", action=table["legal"][0], at=table["at"]))
    assert (await next_of(socket, "table"))["at"] == 1
