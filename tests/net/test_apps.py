"""Two players, each in the app at their own terminal (driven through Textual's pilot), play a
whole game at a host: an Elria duel, and Cartaventuras for three with an AI seat. Both screens
end with the host's log and result, no message names a card hidden from its seat, and the
host's save replays to the same end."""

from __future__ import annotations

import asyncio
import random

import pytest
import textual.app
import textual.pilot

from tests.net.load import host_errors
from tests.net.tables import open_table, start
from tests.tui.drive import play_to_end
from tui.app import TavernApp
from tui.match import Seat
from tui.net.client import RemoteTable
from tui.screens.board import BoardScreen
from tui.settings import Settings

GAMES = [  # short games: what is tested is the network, and each decision is a few key presses and a screen
    ("elria", {"mode": "duel", "players": 2, "quests_low": 1, "quests_mid": 0, "quests_high": 0, "landmarks": 1},
     [Seat(), Seat()]),
    ("cartaventuras", {"mode": "standard", "players": 3, "turn_budget": 3}, [Seat(), Seat(), Seat("ai", "easy")])]


async def seat_in_the_app(address: str, code: str, seed: int) -> tuple[RemoteTable, str]:
    """The app joins with `code` and plays to the end: its table and the game-over screen's result."""
    app = TavernApp(settings=Settings(speed="instant", dice="virtual"), join=(address, code))
    async with app.run_test(size=(100, 30)) as pilot:
        async with asyncio.timeout(60):
            while not isinstance(app.screen, BoardScreen):
                await pilot.pause(0.01)
        table = app.screen.table
        assert isinstance(table, RemoteTable)
        over = await play_to_end(pilot, FirstNine(seed), limit=40000)
        return table, str(over.query_one("#over-result").render())


class FirstNine(random.Random):
    """Random moves among the first nine, which take one key each (a longer list takes a key a row)."""

    def randrange(self, stop: int) -> int:  # type: ignore[override]
        return super().randrange(min(stop, 9))


async def briefly_idle(min_sleep: float = 0.02, max_sleep: float = 1) -> None:
    """Textual's pilot waits after each key until the process is idle, or a second; two apps and a
    host in one process are never idle, so every key would cost that second: wait a tick instead
    (`play_to_end` looks at the screen again each time, whatever it waited)."""
    await asyncio.sleep(0.02)


@pytest.mark.parametrize("game, config, seats", GAMES, ids=[game for game, _, _ in GAMES])
@pytest.mark.slow
async def test_two_players_in_the_app_play_a_whole_game_at_a_host(tmp_path, monkeypatch, game, config, seats):
    monkeypatch.setenv("TAVERN_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(textual.pilot, "wait_for_idle", briefly_idle)
    monkeypatch.setattr(textual.app, "wait_for_idle", briefly_idle)
    table = open_table(tmp_path, game, config, seats, seed=8, dice={1: "seat"})
    host = await start(table)
    address = f"127.0.0.1:{host.port}"
    try:
        played = await asyncio.gather(*(seat_in_the_app(address, code, seat)
                                        for seat, code in table.codes_by_seat()))
    finally:
        await host.close()
    assert table.state.is_over() and host.leaks == [] and host_errors(table) == []
    for remote, shown in played:
        assert remote.lines == table.lines and remote.result() == table.state.result()
        assert table.state.result().reason in shown
