"""Helpers for network tests: a host on 127.0.0.1 (any free port) and seats that play at random."""

from __future__ import annotations

import asyncio
import random
import re
from collections.abc import Callable
from pathlib import Path

from websockets.asyncio.client import ClientConnection, connect

from tui.match import PERSON, Match, Seat
from tui.net.client import RemoteTable
from tui.net.host import HostTable
from tui.net.protocol import HOST, decode, encode
from tui.net.server import Host

WORD = re.compile(r"[\w-]+")  # a card id of these characters shows in a text as one of its words


class WatchedHost(Host):
    """A host that scans every message it sends a seat for the ids of cards hidden from that seat."""

    def __init__(self, table: HostTable, **kwargs) -> None:
        super().__init__(table, ai_delay=0.0, report=lambda line: None, **kwargs)
        self.leaks: list[tuple[int, str]] = []
        self.messages = 0

    async def send_tables(self) -> None:
        for seat in self.sockets:
            text = encode("table", **self.table.table_message(seat, 0))
            self.messages += 1
            self.leaks += [(seat, card) for card in self.hidden_in(seat, text)]
        await super().send_tables()

    def hidden_in(self, seat: int, text: str) -> list[str]:
        """The ids of cards hidden from `seat` that `text` names."""
        words = set(WORD.findall(text))
        return [card for card in self.table.state.hidden_from(seat)
                if (card in words if WORD.fullmatch(card) else re.search(rf"(?<![\w-]){re.escape(card)}(?![\w-])", text))]


async def seat_socket(host: Host, seat: int) -> tuple[ClientConnection, dict]:
    """A bare connection that has taken `seat`: (socket, its first table message)."""
    code = next(code for number, code in host.table.codes_by_seat() if number == seat)
    socket = await connect(f"ws://127.0.0.1:{host.port}")
    await socket.send(encode("hello", code=code))
    assert decode(await socket.recv(), HOST)["type"] == "welcome"
    return socket, await next_of(socket, "table")


async def next_of(socket: ClientConnection, kind: str) -> dict:
    while True:
        message = decode(await socket.recv(), HOST)
        if message["type"] == kind:
            return message


def open_table(tmp_path: Path, game: str, config: dict, seats: list[Seat], seed: int = 1,
               dice: dict[int, str] | None = None, away: str = "wait") -> HostTable:
    session = Match.new(game, config, seed, seats)
    return HostTable.open(session, tmp_path / "hosted.json", dice or {}, away)


async def start(table: HostTable, **kwargs) -> WatchedHost:
    host = WatchedHost(table, **kwargs)
    await host.start("127.0.0.1", 0)
    return host


async def join(host: Host, seat: int, dice: str = "typed") -> RemoteTable:
    code = next(code for number, code in host.table.codes_by_seat() if number == seat)
    return await RemoteTable.join(f"127.0.0.1:{host.port}", code, dice=dice)


class Waiter:
    """Wakes a test when its table changes; keeps the notes the host sent."""

    def __init__(self, table: RemoteTable) -> None:
        self.event = asyncio.Event()
        self.notes: list[str] = []
        table.listen(self.heard)

    def heard(self, note: str) -> None:
        if note:
            self.notes.append(note)
        self.event.set()

    async def until(self, done: Callable[[], bool], limit: float = 60.0) -> None:
        async with asyncio.timeout(limit):
            while not done():
                self.event.clear()
                await self.event.wait()


async def play_at_random(table: RemoteTable, rng: random.Random) -> list[str]:
    """Decide (and roll, when this seat rolls its own dice) at random until the game is over;
    the notes the host sent meanwhile."""
    waiter = Waiter(table)
    while not table.is_over():
        request = table.dice_request()
        if request is not None and table.roller(request) == PERSON:
            table.roll(tuple(rng.randint(1, faces) for faces in request.dice))
        elif request is None and table.to_move() == table.seat:
            table.apply(rng.choice(table.legal_actions()))
        else:
            waiter.event.clear()
            async with asyncio.timeout(60):
                await waiter.event.wait()
            continue
        await waiter.until(lambda: not table.pending)
    return waiter.notes
