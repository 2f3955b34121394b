""""Join a table" in an app that `tavern serve` runs for a browser: it joins only the tables the server allows
(`--allow-join`), and tells no low-level reason when a table cannot be reached, so that a served session cannot
be used to map the server's network (real sockets on 127.0.0.1)."""

from __future__ import annotations

import asyncio

import pytest

from tests.net.tables import open_table, start
from tests.tui.drive import settle
from tests.web.processes import free_port
from tui.app import TavernApp
from tui.match import Seat
from tui.screens.menu import MenuScreen
from tui.serve import JOINABLE, SERVED
from tui.settings import Settings


def served(monkeypatch, *allowed: str) -> None:
    monkeypatch.setenv(SERVED, "1")
    monkeypatch.setenv(JOINABLE, " ".join(allowed))


async def join_notice(address: str, code: str = "K7QX2M") -> str:
    """Type `address code` into "Join a table" at the menu; the notice the app then shows."""
    app = TavernApp(settings=Settings(speed="instant"))
    async with app.run_test() as pilot:
        await pilot.press("j")
        await settle(pilot)
        await pilot.press(*f"{address} {code}", "enter")
        for _ in range(1000):
            if app._notifications:
                break
            await pilot.pause(0.01)
        assert isinstance(app.screen, MenuScreen)
        notes = [note.message for note in app._notifications]
    assert len(notes) == 1, notes
    return notes[0]


@pytest.fixture
async def listener():
    """A port of 127.0.0.1 that accepts connections and closes them at once; how many it got."""
    seen = []

    async def accepted(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        seen.append(writer.get_extra_info("peername"))
        writer.close()

    server = await asyncio.start_server(accepted, "127.0.0.1", 0)
    yield server.sockets[0].getsockname()[1], seen
    server.close()
    await server.wait_closed()


async def test_a_served_session_joins_no_table_the_server_did_not_allow(monkeypatch, listener):
    port, seen = listener
    served(monkeypatch, "192.168.1.5:8765")
    notice = await join_notice(f"127.0.0.1:{port}")
    assert "join only the tables its owner allows" in notice and "--allow-join" in notice
    await asyncio.sleep(0.1)
    assert seen == [], "the served app connected to an address the server did not allow"


@pytest.mark.parametrize("allowed", ["127.0.0.1", "127.0.0.1:PORT"])
async def test_a_served_session_says_no_low_level_reason_when_a_table_cannot_be_reached(monkeypatch, listener, allowed):
    port, seen = listener
    closed = free_port()  # nothing listens there: the connection is refused
    served(monkeypatch, allowed.replace("PORT", str(port)), f"127.0.0.1:{closed}")
    notices = [await join_notice(f"127.0.0.1:{port}"), await join_notice(f"127.0.0.1:{closed}")]
    assert seen, "the served app did not try the allowed address"
    for notice, address in zip(notices, (port, closed), strict=True):
        assert f"no Tavern table answered at 127.0.0.1:{address}" in notice
        for detail in ("Errno", "refused", "Connect call", "handshake", "did not welcome", "ws://"):
            assert detail not in notice, notice


async def test_a_served_session_joins_an_allowed_table_and_hears_its_refusals(monkeypatch, tmp_path):
    table = open_table(tmp_path, "elria", {"mode": "duel", "players": 2}, [Seat(), Seat()])
    host = await start(table)
    served(monkeypatch, "127.0.0.1")
    try:
        notice = await join_notice(f"127.0.0.1:{host.port}", "WRONG1")
        assert "no seat at this table has that code" in notice
    finally:
        await host.close()


async def test_an_app_that_is_not_served_joins_any_table_and_says_why_not(monkeypatch, listener):
    monkeypatch.delenv(SERVED, raising=False)
    port, seen = listener
    notice = await join_notice(f"127.0.0.1:{port}")
    assert seen and "Cannot join" in notice
