"""The app at a `tavern host` table: the game's own board screen plays the seat, unchanged."""

from __future__ import annotations

import random

import pytest

from tests.net.tables import open_table, start
from tests.tui.drive import play_to_end, settle
from tui.app import TavernApp
from tui.cartaventuras.screen import CartaventurasScreen
from tui.match import Seat
from tui.net.client import RemoteTable
from tui.screens.menu import MenuScreen
from tui.settings import Settings


@pytest.mark.slow
async def test_the_app_joins_a_host_and_plays_a_whole_game_in_the_game_screen(tmp_path):
    table = open_table(tmp_path, "cartaventuras", {"mode": "standard", "players": 2}, [Seat(), Seat("ai", "easy")],
                       seed=3, dice={0: "seat"})
    host = await start(table)
    code = table.codes_by_seat()[0][1]
    app = TavernApp(settings=Settings(speed="instant", dice="virtual"), join=(f"127.0.0.1:{host.port}", code))
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            for _ in range(200):
                if isinstance(app.screen, CartaventurasScreen):
                    break
                await pilot.pause(0.01)
            board = app.screen
            assert isinstance(board, CartaventurasScreen) and isinstance(board.table, RemoteTable)
            over = await play_to_end(pilot, random.Random(4), limit=20000)
            assert table.state.is_over()
            assert table.state.result().reason in str(over.query_one("#over-result").render())
            assert any("(virtual dice on their screen)" in line for line in table.lines)
    finally:
        await host.close()


async def test_joining_with_a_wrong_code_says_so_and_stays_at_the_menu(tmp_path):
    table = open_table(tmp_path, "elria", {"mode": "duel", "players": 2}, [Seat(), Seat()])
    host = await start(table)
    app = TavernApp(settings=Settings(speed="instant"))
    try:
        async with app.run_test() as pilot:
            await pilot.press("j")
            await settle(pilot)
            await pilot.press(*f"127.0.0.1:{host.port} WRONG1", "enter")
            for _ in range(100):
                if app._notifications:
                    break
                await pilot.pause(0.01)
            assert isinstance(app.screen, MenuScreen)
            assert any("no seat at this table has that code" in note.message for note in app._notifications)
    finally:
        await host.close()


async def test_a_seat_taken_by_another_screen_stops_and_r_takes_it_back(tmp_path):
    from tests.net.tables import join
    from tui.elria.screen import ElriaScreen

    table = open_table(tmp_path, "elria", {"mode": "duel", "players": 2}, [Seat(), Seat()], seed=3)
    host = await start(table)
    code = table.codes_by_seat()[0][1]
    app = TavernApp(settings=Settings(speed="instant"), join=(f"127.0.0.1:{host.port}", code))
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            for _ in range(300):
                if isinstance(app.screen, ElriaScreen):
                    break
                await pilot.pause(0.01)
            board = app.screen
            assert isinstance(board, ElriaScreen) and isinstance(board.table, RemoteTable)
            other = await join(host, 0)  # the same code on another screen
            for _ in range(300):
                if board.table.replaced:
                    break
                await pilot.pause(0.01)
            await pilot.pause(0.1)
            assert "played on another screen" in str(board.query_one("#status").render())
            assert board.table.legal_actions() == []
            await pilot.press("r")
            for _ in range(300):
                if other.replaced and not board.table.replaced:
                    break
                await pilot.pause(0.01)
            assert other.replaced and not board.table.replaced and host.sockets[0] is not None
            other.close()
    finally:
        await host.close()
