"""Hostile messages at `tavern host`: each is one line of refusal, never a traceback or a 1011 close.

Before `hello` the host answers `error` and closes (the protocol has no seat to keep); after it,
`refused`, and the connection goes on. Types are exact: a protocol version of 1.0 or true is not
1, and true is not the argument 1.
"""

from __future__ import annotations

import json
import logging
import random

import pytest
from websockets.asyncio.client import connect

from tests.net.tables import next_of, open_table, seat_socket, start
from tui.match import Seat
from tui.net.protocol import HOST, decode, encode

DEEP = 500
HUGE_NUMBER = "7" * 5000


def hostile_texts(at: int) -> dict[str, str]:
    """What a hostile seat sends, by name (each one a complete text message)."""
    nested = "[" * DEEP + "]" * DEEP
    return {
        "a number of 5,000 digits": f'{{"tavern": 2, "type": "undo", "at": {HUGE_NUMBER}}}',
        "a version of 5,000 digits": f'{{"tavern": {HUGE_NUMBER}, "type": "bye"}}',
        "arguments nested 500 deep": f'{{"tavern": 2, "type": "act", "action": {{"kind": "x", "args": {nested}}}, "at": {at}}}',
        "a lone surrogate as the move": f'{{"tavern": 2, "type": "act", "action": {{"kind": "\\ud800", "args": []}}, "at": {at}}}',
        "a lone surrogate as a key": '{"tavern": 2, "type": "bye", "\\udc00": 1}',
        "version 2.0": '{"tavern": 2.0, "type": "bye"}',
        "version true": '{"tavern": true, "type": "bye"}',
        "version 2e0": '{"tavern": 2e0, "type": "bye"}',
        "NaN": '{"tavern": 2, "type": "undo", "at": NaN}',
    }


@pytest.fixture
def logged(caplog):
    caplog.set_level(logging.INFO)
    return caplog


def no_traceback(caplog) -> None:
    assert [record.getMessage() for record in caplog.records if record.exc_info or record.levelno >= logging.ERROR] == []


@pytest.mark.parametrize("name", list(hostile_texts(0)))
async def test_a_hostile_message_after_hello_is_refused_in_one_line_and_the_seat_plays_on(tmp_path, name, logged):
    table = open_table(tmp_path, "elria", {"mode": "duel", "players": 2}, [Seat(), Seat()], seed=3)
    host = await start(table)
    try:
        socket, message = await seat_socket(host, table.state.to_move())
        before = table.record.to_json()
        await socket.send(hostile_texts(message["at"])[name])
        refused = await next_of(socket, "refused")
        assert "\n" not in refused["reason"] and len(refused["reason"]) < 300
        assert table.record.to_json() == before
        await socket.send(encode("act", action=message["legal"][0], at=message["at"]))
        assert (await next_of(socket, "table"))["at"] == message["at"] + 1
        no_traceback(logged)
    finally:
        await host.close()


@pytest.mark.parametrize("name", list(hostile_texts(0)))
async def test_a_hostile_first_message_is_told_in_one_line_and_closed_normally(tmp_path, name, logged):
    table = open_table(tmp_path, "elria", {"mode": "duel", "players": 2}, [Seat(), Seat()], seed=3)
    host = await start(table)
    try:
        async with connect(f"ws://127.0.0.1:{host.port}") as socket:
            await socket.send(hostile_texts(0)[name])
            error = decode(await socket.recv(), HOST)
            assert error["type"] == "error" and "\n" not in error["reason"]
            await socket.wait_closed()
            assert socket.close_code != 1011
        assert host.sockets == {}
        no_traceback(logged)
    finally:
        await host.close()


def play_to_a_whole_argument(table, rng: random.Random) -> dict:
    """Play the table at random until the seat to move has a legal move whose argument is 0 or 1."""
    state = table.state
    for _ in range(2000):
        if state.dice_request() is not None:
            table.host_roll()
            continue
        for action in state.legal_actions():
            if any(type(arg) is int and arg in (0, 1) for arg in action.args):
                return action.to_json()
        table.match.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no move with an argument of 0 or 1 came up")


async def test_true_is_not_the_argument_1_nor_1_0(tmp_path, logged):
    table = open_table(tmp_path, "elria", {"mode": "duel", "players": 2}, [Seat(), Seat()], seed=3)
    action = play_to_a_whole_argument(table, random.Random(0))
    host = await start(table)
    try:
        socket, message = await seat_socket(host, table.state.to_move())
        before = table.record.to_json()
        for loose in (lambda arg: bool(arg), lambda arg: float(arg)):
            args = [loose(arg) if type(arg) is int and arg in (0, 1) else arg for arg in action["args"]]
            await socket.send(json.dumps({"tavern": 2, "type": "act", "action": {**action, "args": args},
                                          "at": message["at"]}))
            assert "not a legal move" in (await next_of(socket, "refused"))["reason"]
        assert table.record.to_json() == before
        await socket.send(encode("act", action=action, at=message["at"]))
        assert (await next_of(socket, "table"))["at"] == message["at"] + 1
        no_traceback(logged)
    finally:
        await host.close()


async def test_hostile_connections_before_hello_cannot_flood_the_hosts_log(tmp_path, logged):
    from tui.net.server import LOG_BURST, Host

    table = open_table(tmp_path, "elria", {"mode": "duel", "players": 2}, [Seat(), Seat()], seed=3)
    host = Host(table, ai_delay=0.0)  # logs as `tavern host` does
    await host.start("127.0.0.1", 0)
    try:
        texts = list(hostile_texts(0).values())
        for number in range(100):
            async with connect(f"ws://127.0.0.1:{host.port}") as socket:
                await socket.send(texts[number % len(texts)])
                assert decode(await socket.recv(), HOST)["type"] == "error"
        lines = [record.getMessage() for record in logged.records if record.name.startswith(("tavern", "websockets"))
                 and record.levelno >= logging.INFO and "turned away" in record.getMessage()]
        assert LOG_BURST <= len(lines) <= LOG_BURST + 5
        no_traceback(logged)
    finally:
        await host.close()
