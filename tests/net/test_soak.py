"""The soak run on loopback: ten hosts with four seats each (40 players), playing at random for a
minute while players drop and rejoin by themselves, restart their app, are replaced by another
screen (and take the seat back, or not), or go half dead and come back on a new connection. At the
end every seat's table is what a replay of its host's save gives that seat, and the log holds no
traceback."""

from __future__ import annotations

import asyncio
import json
import logging
import random

import pytest

from tests.net.tables import Waiter
from tui.match import PERSON, Match, Seat
from tui.net.client import JoinError, RemoteTable
from tui.net.host import HostTable
from tui.net.server import Host

HOSTS = 10
SEATS = 4
SOAK_SECONDS = 60.0
GAMES = [("cartaventuras", {"mode": "standard", "players": SEATS}), ("rpgquest", {"mode": "competitive", "players": SEATS})]
COMPARED = ("at", "turn", "view", "to_move", "legal", "dice", "over", "result", "away")


def open_host_table(folder, number: int) -> HostTable:
    game, config = GAMES[number % len(GAMES)]
    session = Match.new(game, config, 100 + number, [Seat() for _ in range(SEATS)])
    dice = {0: "seat"} if number % 3 == 0 else {}  # some tables trust a seat's own dice
    return HostTable.open(session, folder / f"soak-{number}.json", dice, "ai" if number % 2 else "wait")


async def seated(address: str, code: str) -> RemoteTable:
    """A player's Tavern joining (again), as often as the host is busy."""
    for _ in range(20):
        try:
            return await RemoteTable.join(address, code, dice="typed")
        except JoinError:
            await asyncio.sleep(0.5)
    raise AssertionError(f"{code} could not join")


async def mischief(table: RemoteTable, address: str, code: str, rng: random.Random) -> RemoteTable:
    """One thing that happens to a player's connection; the table the player plays on afterwards."""
    luck = rng.random()
    if luck < 0.5:  # the network drops: the table rejoins by itself
        table.socket.transport.abort()
        return table
    if luck < 0.7:  # the app is closed and started again
        table.close()
        return await seated(address, code)
    if luck < 0.9:  # another screen takes the seat; this one takes it back, or gives up
        other = await seated(address, code)
        await Waiter(table).until(lambda: table.replaced, 30)
        if rng.random() < 0.5:
            other.close()
            return table
        table.close()
        return other
    table.socket.transport.pause_reading()  # half dead; the player's new connection takes the seat
    other = await seated(address, code)
    table.socket.transport.abort()
    table.close()
    return other


async def player(address: str, code: str, rng: random.Random, until: float) -> RemoteTable:
    """Play the seat at random until `until`, with mischief now and then; the table at the end."""
    loop = asyncio.get_running_loop()
    table = await seated(address, code)
    trouble = loop.time() + rng.uniform(1, 5)
    while loop.time() < until:
        if loop.time() >= trouble:
            table = await mischief(table, address, code, rng)
            if table.replaced:  # it gave the other screen up... or takes the seat back now
                table.take_back()
            trouble = loop.time() + rng.uniform(1, 5)
        elif table.snapshot and not table.pending and not table.replaced and not table.is_over():
            request = table.dice_request()
            if request is not None and table.roller(request) == PERSON:
                table.roll(tuple(rng.randint(1, faces) for faces in request.dice))
            elif request is None and table.to_move() == table.seat and table.legal_actions():
                table.apply(rng.choice(table.legal_actions()))
        await asyncio.sleep(rng.uniform(0.05, 0.25))
    return table


def as_sent(value: dict) -> dict:
    return dict(json.loads(json.dumps(value)))


@pytest.mark.slow
@pytest.mark.timeout(300)
async def test_forty_players_dropping_and_rejoining_for_a_minute_end_where_the_saves_replay(tmp_path, caplog):
    caplog.set_level(logging.INFO)
    tables = [open_host_table(tmp_path, number) for number in range(HOSTS)]
    hosts = [Host(table, ai_delay=0.0) for table in tables]  # logging as `tavern host` does
    for host in hosts:
        await host.start("127.0.0.1", 0)
    try:
        loop = asyncio.get_running_loop()
        until = loop.time() + SOAK_SECONDS
        rng = random.Random(32)
        players = [player(f"127.0.0.1:{host.port}", code, random.Random(rng.random()), until)
                   for host in hosts for _, code in host.table.codes_by_seat()]
        finals = await asyncio.gather(*players)
        assert len(finals) >= 40
        for table in finals:  # a replaced screen that gave up took the seat back: every seat is played
            assert not table.replaced
        async with asyncio.timeout(60):  # every seat back and up to date
            while not all(len(host.sockets) == SEATS and all(
                    not final.pending and final.snapshot.get("at") == host.table.at and not final.replaced
                    for final in finals[index * SEATS:(index + 1) * SEATS]) for index, host in enumerate(hosts)):
                await asyncio.sleep(0.1)
            await asyncio.sleep(0.5)
        for index, host in enumerate(hosts):
            replayed = HostTable.resume(host.table.path)
            replayed.present = set(host.table.present)  # (who is connected is not in a save)
            assert replayed.record.to_json() == host.table.record.to_json()
            for final in finals[index * SEATS:(index + 1) * SEATS]:
                expected = as_sent(replayed.table_message(final.seat, 0))
                assert {key: final.snapshot[key] for key in COMPARED} == {key: expected[key] for key in COMPARED}
                assert final.lines == replayed.lines
        assert sum(host.table.at for host in hosts) > 10 * HOSTS
        for final in finals:
            final.close()
        await asyncio.sleep(0.2)
    finally:
        for host in hosts:
            await host.close()
    assert [record.getMessage() for record in caplog.records if record.exc_info or record.levelno >= logging.ERROR] == []
    assert len([record for record in caplog.records if record.getMessage().startswith("Player")
                and " is back " in record.getMessage()]) > HOSTS * SEATS  # the mischief did happen
