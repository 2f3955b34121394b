"""Undo and hints at a network table: the host decides, from what the seat may know."""

from __future__ import annotations

import asyncio

from tests.net.tables import Waiter, join, open_table, start
from tui.match import Seat


async def test_a_seat_takes_back_its_own_last_decision_and_every_log_is_rewritten(tmp_path):
    table = open_table(tmp_path, "elria", {"mode": "solo"}, [Seat()], seed=2)
    host = await start(table)
    try:
        player = await join(host, 0)
        waiter = Waiter(player)
        for _ in range(20):  # decide until the last decision may be taken back
            await waiter.until(lambda: player.to_move() == 0)
            before = list(player.lines)
            player.apply(player.legal_actions()[0])
            await waiter.until(lambda: not player.pending)
            if player.why_no_undo() == "":
                break
        assert player.why_no_undo() == ""
        at = table.at
        player.undo()
        await waiter.until(lambda: not player.pending)
        assert table.at == at - 1 and player.lines == table.lines
        assert player.lines[:-1] == before and player.lines[-1].startswith("(undone: ")
    finally:
        await host.close()


async def test_hints_come_from_the_host_for_the_seat_to_move_only(tmp_path):
    table = open_table(tmp_path, "elria", {"mode": "duel", "players": 2}, [Seat(), Seat()], seed=2)
    host = await start(table)
    try:
        mover = table.state.to_move()
        mine, other = await join(host, mover), await join(host, 1 - mover)
        hints = await asyncio.to_thread(mine.hint_task(mover))
        assert hints and all(move[0].isdigit() for move, _ in hints)
        waiter = Waiter(other)
        other.send("hint", at=table.at)
        await waiter.until(lambda: any("hints are for your own move" in note for note in waiter.notes))
    finally:
        await host.close()
