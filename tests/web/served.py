"""`tavern serve`'s server in a test, on a free port of 127.0.0.1 that it also knows as its own address (its
`Host` and `Origin` checks need it), running the stand-in app `fake_app.py` instead of Tavern."""

from __future__ import annotations

import asyncio
import contextlib
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from aiohttp import WSMsgType
from aiohttp.test_utils import TestClient, TestServer
from yarl import URL

from tests.web.processes import free_port
from tui.serve_server import SessionServer
from tui.serve_sessions import SessionFolders

FAKE_APP = [sys.executable, str(Path(__file__).with_name("fake_app.py"))]


@contextlib.asynccontextmanager
async def serving(root: Path, grace: float = 60.0, **options: Any) -> AsyncIterator[tuple[TestClient, SessionServer]]:
    """The server on a free port, a client of it, and on leaving, every app it started ended."""
    for attempt in range(3):  # a free port may be taken by another program before the server listens on it
        port = free_port()
        server = SessionServer(FAKE_APP, SessionFolders(root, grace=grace), host="127.0.0.1", port=port, **options)
        client = TestClient(TestServer(await server._make_app(), host="127.0.0.1", port=port))
        try:
            await client.start_server()
        except OSError:
            if attempt == 2:
                raise
            continue
        try:
            yield client, server
            await until_ended(server.folders)
        finally:
            await client.close()
        return


async def until_ended(folders: SessionFolders, timeout: float = 60) -> None:
    """Wait for every connection's app to end (the server's own clean-up), so none outlives the test."""
    async with asyncio.timeout(timeout):
        while folders.in_use:
            await asyncio.sleep(0.05)


def origin(client: TestClient) -> str:
    """The page's own origin: the address the server listens on."""
    return str(client.make_url("/")).rstrip("/")


def ws_url(client: TestClient, path: str) -> URL:
    """A WebSocket address as textual-serve's page makes it (sent as it is, not re-encoded)."""
    return URL(f"{origin(client)}{path}?width=80&height=24", encoded=True)


async def folder_of(client: TestClient, path: str, **headers: str) -> tuple[Path, Any]:
    """Connect as a browser tab does (from the page's origin unless told); the folder the app was given, and the
    open socket."""
    socket = await client.session.ws_connect(ws_url(client, path), headers={"Origin": origin(client), **headers})
    message = await socket.receive(timeout=60)
    assert message.type == WSMsgType.BINARY, message
    return Path(message.data.decode()), socket
