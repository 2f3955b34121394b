"""The network load test's parts: many tables at one host, each with an AI rival and a scripted
player at its own connection, and every way a game can go wrong counted as an error.

`tests/net/test_load.py` runs it in one process; `tests/bench/bench_net.py` runs the host in a
process of its own, to measure the host's CPU, and records the figure for docs/performance.md.
"""

from __future__ import annotations

import asyncio
import hashlib
import random
from dataclasses import dataclass
from pathlib import Path

from tests.net.tables import play_at_random
from tui.match import Match, Seat
from tui.net.client import RemoteTable
from tui.net.host import HostTable
from tui.net.server import Host

CONFIGS = [("elria", {"mode": "duel", "players": 2}), ("cartaventuras", {"mode": "standard", "players": 2})]
"""The fast configurations the tables take in turn: a person (seat 1) against an easy AI rival."""


class CountingHost(Host):
    """A host that counts the messages it sends its seats (tables and notes)."""

    def __init__(self, table: HostTable) -> None:
        super().__init__(table, ai_delay=0.0, report=lambda line: None)
        self.messages = 0

    async def send_tables(self) -> None:
        self.messages += len(self.sockets)
        await super().send_tables()

    async def tell_all(self, text: str, but: int | None = None) -> None:
        self.messages += len([seat for seat in self.sockets if seat != but])
        await super().tell_all(text, but)


@dataclass(frozen=True)
class Ending:
    """How one table ended, as one side saw it: compared between host and player."""

    over: bool
    result: dict
    log: str  # a digest of the whole log


def open_tables(folder: Path, count: int) -> list[HostTable]:
    """`count` tables, saved in `folder`; the Cartaventuras players roll their own dice."""
    tables = []
    for number in range(count):
        game, config = CONFIGS[number % len(CONFIGS)]
        session = Match.new(game, config, number, [Seat(), Seat("ai", "easy")])
        dice = {0: "seat"} if game == "cartaventuras" else {}
        tables.append(HostTable.open(session, folder / f"load-{number}.json", dice, "wait"))
    return tables


async def serve(tables: list[HostTable]) -> list[CountingHost]:
    """Every table served on its own free port of 127.0.0.1."""
    hosts = [CountingHost(table) for table in tables]
    for host in hosts:
        await host.start("127.0.0.1", 0)
    return hosts


def digest(lines: list[str]) -> str:
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()


def host_ending(table: HostTable) -> Ending:
    result = table.state.result().to_json() if table.state.is_over() else {}
    return Ending(table.state.is_over(), result, digest(table.lines))


def host_errors(table: HostTable) -> list[str]:
    """What is wrong at the host: a game not over, or a save that does not replay to the same end."""
    if not table.state.is_over():
        return [f"{table.path.name}: the game is not over"]
    resumed = HostTable.resume(table.path)
    if host_ending(resumed) != host_ending(table):
        return [f"{table.path.name}: the autosave does not replay to the same end"]
    return []


async def play(address: str, code: str, seed: int) -> tuple[Ending, list[str]]:
    """A scripted player at one table, to the end: how it ended, and the host's refusals."""
    table = await RemoteTable.join(address, code, dice="typed")
    try:
        notes = await play_at_random(table, random.Random(seed))
        result = table.snapshot["result"] or {}
        return Ending(table.is_over(), result, digest(table.lines)), [n for n in notes if "refused" in n]
    finally:
        table.close()


async def play_all(seats: list[tuple[str, str]]) -> list[tuple[Ending, list[str]]]:
    """A scripted player at every (address, code), all at once."""
    return await asyncio.gather(*(play(address, code, number) for number, (address, code) in enumerate(seats)))


def seats_of(hosts: list[CountingHost]) -> list[tuple[str, str]]:
    return [(f"127.0.0.1:{host.port}", host.table.codes_by_seat()[0][1]) for host in hosts]


def errors(host_endings: list[Ending], played: list[tuple[Ending, list[str]]]) -> list[str]:
    """Every table where the player's end differs from the host's, or the host refused the player."""
    found = []
    for number, (ending, (seen, refused)) in enumerate(zip(host_endings, played, strict=True)):
        if seen != ending:
            found.append(f"table {number}: the player saw {seen}, the host has {ending}")
        found += [f"table {number}: {note}" for note in refused]
    return found

