"""The host autosaves every input without holding up the other tables, and a seat is only ever
sent a table that is already saved (so a host restarted from its save has what every seat saw)."""

from __future__ import annotations

import asyncio
import threading

from tests.net.tables import Waiter, join, open_table, start
from tui import saves
from tui.match import Seat
from tui.net import host as host_module

DUEL = {"mode": "duel", "players": 2}


async def test_a_table_saving_to_a_slow_disk_holds_up_only_itself(tmp_path, monkeypatch):
    slow = open_table(tmp_path / "slow", "elria", DUEL, [Seat(), Seat("ai", "easy")], seed=1)
    quick = open_table(tmp_path / "quick", "elria", DUEL, [Seat(), Seat("ai", "easy")], seed=2)
    slowing, disk = threading.Event(), threading.Event()
    write = host_module.write_atomic

    def writing(path, text: str) -> None:
        if path == slow.path and slowing.is_set():
            disk.wait(10)
        write(path, text)

    monkeypatch.setattr(host_module, "write_atomic", writing)
    hosts = [await start(slow), await start(quick)]
    try:
        mover, other = await join(hosts[0], 0), await join(hosts[1], 0)
        waiters = Waiter(mover), Waiter(other)
        await waiters[0].until(lambda: mover.to_move() == 0)
        await waiters[1].until(lambda: other.to_move() == 0)
        seen, others = slow.at, quick.at
        slowing.set()
        mover.apply(mover.legal_actions()[0])
        async with asyncio.timeout(10):  # the host has the move (its seat is not told until it is saved)
            while slow.at == seen:
                await asyncio.sleep(0.01)
        other.apply(other.legal_actions()[0])
        await waiters[1].until(lambda: not other.pending and quick.at > others, limit=5)
        assert mover.pending and mover.snapshot["at"] == seen  # its table waits for its save
        disk.set()
        await waiters[0].until(lambda: not mover.pending)
        assert len(saves.read(slow.path).inputs) >= mover.snapshot["at"] > seen
    finally:
        disk.set()
        for host in hosts:
            await host.close()


async def test_when_the_disk_says_no_the_host_says_so_once_and_the_game_goes_on(tmp_path, monkeypatch):
    table = open_table(tmp_path, "elria", DUEL, [Seat(), Seat()], seed=1)

    def full(path, text: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(host_module, "write_atomic", full)
    host = await start(table)
    said: list[str] = []
    host.report = host.warn = said.append
    try:
        players = [await join(host, 0), await join(host, 1)]
        for _ in range(2):
            player = players[table.state.to_move()]
            waiter, at = Waiter(player), table.at
            player.apply(player.legal_actions()[0])
            await waiter.until(lambda: not player.pending)  # noqa: B023 (awaited in this iteration)
            assert table.at == at + 1
        assert [line for line in said if "Autosave failed" in line] == [
            f"Autosave failed: cannot autosave to {table.path}: No space left on device. The game goes on."]
    finally:
        await host.close()
