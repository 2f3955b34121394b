"""`tavern serve` answers only its own page at its own addresses, runs a bounded number of apps, lists no folder,
sends the usual security headers, logs a malformed page message as one line and forgets unused session folders
(real HTTP and WebSocket handshakes over 127.0.0.1; the stand-in app says which folder it was given)."""

from __future__ import annotations

import asyncio
import logging
import os
import time
from collections.abc import AsyncIterator

import pytest
from aiohttp import WSMsgType, WSServerHandshakeError
from aiohttp.test_utils import TestClient

from tests.web.served import folder_of, origin, serving, ws_url
from tui import serve_server
from tui.serve_server import SECURITY_HEADERS, SessionServer
from tui.serve_sessions import SessionFolders, folder_name

TAB_A, TAB_B, TAB_C = "0123456789abcdef" * 2, "fedcba9876543210" * 2, "00112233445566778899aabbccddeeff"
DAY = 86400


@pytest.fixture
async def served(tmp_path) -> AsyncIterator[tuple[TestClient, SessionServer]]:
    async with serving(tmp_path / "serve") as started:
        yield started


def port_of(client: TestClient) -> int:
    port = client.make_url("/").port
    assert port is not None
    return port


async def refused_status(client: TestClient, **headers: str) -> int:
    """The HTTP status a WebSocket handshake to a session gets with these headers (101 when it is accepted)."""
    try:
        socket = await client.session.ws_connect(ws_url(client, f"/ws/{TAB_A}"), headers=headers)
    except WSServerHandshakeError as error:
        return error.status
    await socket.receive(timeout=60)
    await socket.close()
    return 101


@pytest.mark.parametrize("foreign", ["http://evil.example", "https://evil.example:PORT", "null",
                                     "http://127.0.0.1:1", "https://127.0.0.1:PORT", "http://127.0.0.1.evil.example:PORT",
                                     "file://", "chrome-extension://abcdef"])
async def test_a_websocket_from_another_sites_page_is_refused_with_403(served, foreign, tmp_path):
    client, server = served
    status = await refused_status(client, Origin=foreign.replace("PORT", str(port_of(client))))
    assert status == 403
    assert server.folders.in_use == {} and not (tmp_path / "serve" / folder_name(TAB_A)).exists()


async def test_a_websocket_that_names_no_origin_is_refused_a_browser_always_names_one(served):
    client, _ = served
    assert await refused_status(client) == 403


@pytest.mark.parametrize("host", ["evil.example:PORT", "evil.example", "127.0.0.1:1", "localhost.evil.example:PORT",
                                  "", "127.0.0.1:notaport"])
async def test_a_request_naming_another_host_is_refused_with_421_dns_rebinding(served, host):
    client, _ = served
    host = host.replace("PORT", str(port_of(client)))
    page = await client.get("/", headers={"Host": host})
    assert page.status == 421 and "answers only at its own address" in await page.text()
    assert await refused_status(client, Origin=origin(client), Host=host) == 421


@pytest.mark.parametrize("name", ["127.0.0.1", "localhost", "LOCALHOST", "[::1]"])
async def test_the_pages_own_origin_and_host_are_accepted_at_every_loopback_name(served, name):
    client, _ = served
    own = f"{name}:{port_of(client)}"
    page = await client.get("/", headers={"Host": own})
    assert page.status == 200
    assert await refused_status(client, Origin=f"http://{own}", Host=own) == 101


async def test_the_public_url_is_the_pages_own_address_too(tmp_path):
    async with serving(tmp_path / "serve", public_url="https://tavern.example") as (client, _):
        assert await refused_status(client, Origin="https://tavern.example", Host="tavern.example") == 101
        assert await refused_status(client, Origin="http://tavern.example", Host="tavern.example") == 403
        page = await client.get("/", headers={"Host": "tavern.example"})
        assert page.status == 200 and "wss://tavern.example/ws" in await page.text()


async def test_the_next_tab_over_the_limit_is_told_so_and_closed_with_try_again_later(tmp_path, monkeypatch):
    monkeypatch.setattr(serve_server, "FULL_NOTICE", 0.5)  # how long the notice stays before the close
    async with serving(tmp_path / "serve", max_sessions=2) as (client, server):
        _, first = await folder_of(client, f"/ws/{TAB_A}")
        _, second = await folder_of(client, f"/ws/{TAB_B}")
        third = await client.session.ws_connect(ws_url(client, f"/ws/{TAB_C}"), headers={"Origin": origin(client)})
        notice = await third.receive(timeout=60)
        assert notice.type == WSMsgType.BINARY and b"Tavern is full: 2 people are playing" in notice.data
        assert b"--max-sessions" in notice.data
        closed = await third.receive(timeout=60)
        assert closed.type == WSMsgType.CLOSE and closed.data == 1013 and closed.extra == "tavern serve is full"
        assert len(server.folders.in_use) == 2 and not (tmp_path / "serve" / folder_name(TAB_C)).exists()
        await first.close()
        async with asyncio.timeout(60):
            while len(server.folders.in_use) > 1:
                await asyncio.sleep(0.05)
        folder, again = await folder_of(client, f"/ws/{TAB_C}")  # a place is free again
        assert folder.name == folder_name(TAB_C)
        await again.close()
        await second.close()


async def test_the_static_folder_is_not_listed(served):
    client, _ = served
    for path in ("/static/", "/static/js/", "/static/js"):
        listing = await client.get(path)
        assert listing.status in (403, 404) and "textual.js" not in await listing.text()
    script = await client.get("/static/js/textual.js")
    assert script.status == 200


@pytest.mark.parametrize("path, headers", [("/", {}), ("/static/js/textual.js", {}), ("/static/", {}),
                                           ("/nowhere", {}), ("/", {"Host": "evil.example"}),
                                           ("/", {"Origin": "http://evil.example"})])
async def test_every_answer_carries_the_usual_security_headers(served, path, headers):
    client, _ = served
    answer = await client.get(path, headers=headers)
    for name, value in SECURITY_HEADERS.items():
        assert answer.headers.get(name) == value, (name, answer.status)
    assert SECURITY_HEADERS["X-Frame-Options"] == "DENY" and "frame-ancestors 'none'" in SECURITY_HEADERS[
        "Content-Security-Policy"]
    assert SECURITY_HEADERS["X-Content-Type-Options"] == "nosniff" and "Referrer-Policy" in SECURITY_HEADERS


@pytest.mark.parametrize("message", ["not json", "{}", "[]", "[1]", '"stdin"', '["stdin", 5]', '["stdin"]',
                                     '["resize", {"width": "wide", "height": 24}]', '["resize", [80, 24]]',
                                     '["resize", {"width": 1000000000, "height": 1000000000}]',
                                     '["resize", {"width": 80}]', '["ping", {"a": 1}]',
                                     pytest.param("[" * 100000, id="nested-100000-deep")])
async def test_a_malformed_page_message_is_one_line_in_the_log_and_closes_its_connection(served, message, caplog):
    client, _ = served
    _, socket = await folder_of(client, f"/ws/{TAB_A}")
    caplog.clear()
    with caplog.at_level(logging.INFO, logger="textual-serve"):
        await socket.send_str(message)
        async with asyncio.timeout(60):
            while not socket.closed:
                await socket.receive()
    records = [r for r in caplog.records if r.name == "textual-serve" and r.levelno >= logging.WARNING]
    assert len(records) == 1, [r.getMessage()[:200] for r in records]
    assert records[0].exc_info is None and "\n" not in records[0].getMessage()
    assert "malformed message" in records[0].getMessage()
    assert socket.close_code == 1003


async def test_the_pages_own_messages_still_reach_the_app(served, caplog):
    client, _ = served
    _, socket = await folder_of(client, f"/ws/{TAB_A}")
    for message in ('["resize", {"width": 100, "height": 30}]', '["stdin", "j"]', '["focus"]', '["blur"]',
                    '["something", "new"]'):
        await socket.send_str(message)
    await socket.send_str('["ping", "123"]')
    pong = await socket.receive(timeout=60)
    assert pong.type == WSMsgType.TEXT and pong.json() == ["pong", "123"]
    await socket.close()
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING]


def make_session_folder(root, name: str, days_ago: float) -> None:
    folder = root / name
    folder.mkdir(parents=True)
    (folder / "autosave.json").write_text("{}")
    then = time.time() - days_ago * DAY
    os.utime(folder, (then, then))


async def test_session_folders_unused_for_the_set_time_are_deleted_when_the_server_starts(tmp_path):
    root = tmp_path / "serve"
    make_session_folder(root, folder_name(TAB_A), days_ago=8)
    make_session_folder(root, folder_name(TAB_B), days_ago=6)
    make_session_folder(root, "not-a-session-folder", days_ago=400)
    (root / "notes.txt").write_text("kept")
    async with serving(root, forget_after=7 * DAY):
        async with asyncio.timeout(60):
            while (root / folder_name(TAB_A)).exists():
                await asyncio.sleep(0.05)
        assert sorted(p.name for p in root.iterdir()) == sorted([folder_name(TAB_B), "not-a-session-folder",
                                                                 "notes.txt"])


async def test_a_folder_in_use_is_never_forgotten_and_its_last_use_is_when_its_app_ended(served, tmp_path):
    client, server = served
    folder, socket = await folder_of(client, f"/ws/{TAB_A}")
    then = time.time() - 30 * DAY
    os.utime(folder, (then, then))
    assert server.folders.forget_unused(7 * DAY) == [] and folder.is_dir()
    await socket.close()
    async with asyncio.timeout(60):
        while server.folders.in_use:
            await asyncio.sleep(0.05)
    assert time.time() - folder.stat().st_mtime < DAY
    assert server.folders.forget_unused(7 * DAY) == [] and folder.is_dir()
    assert server.folders.forget_unused(7 * DAY, now=time.time() + 8 * DAY) == [folder] and not folder.exists()


def test_forgetting_can_be_turned_off_and_the_flags_have_documented_defaults(tmp_path):
    import argparse

    from tui.serve import FORGET_AFTER, MAX_SESSIONS, add_arguments

    parser = argparse.ArgumentParser()
    add_arguments(parser)
    args = parser.parse_args([])
    assert (args.max_sessions, args.forget_after, args.allow_join) == (MAX_SESSIONS, FORGET_AFTER, [])
    args = parser.parse_args(["--forget-after", "0", "--max-sessions", "3", "--allow-join", "192.168.1.5:8765",
                              "--allow-join", "Tables.LAN"])
    assert (args.max_sessions, args.forget_after, args.allow_join) == (3, 0, ["192.168.1.5:8765", "tables.lan"])
    assert SessionFolders(tmp_path).forget_unused(0) == []


def test_a_public_url_that_is_not_a_web_address_is_one_line_and_status_2(tmp_path, capsys):
    from tui.cli import main

    assert main(["serve", "--port", "8123", "--sessions-dir", str(tmp_path), "--public-url", "ftp://tavern"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--public-url must be an http:// or https:// address" in err
