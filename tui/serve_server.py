"""textual-serve's `Server`, with a data folder of its own for each browser session.

The page gets a small script (`SESSION_SCRIPT`) that keeps the tab's session id
in `sessionStorage` and connects to `/ws/<id>` instead of `/ws`; each connection
runs Tavern with `TAVERN_DATA_DIR` set to the session's folder
(`tui.serve_sessions`). A connection to the bare `/ws` (a page from before) gets
a fresh folder, never the shared one.

Imports textual-serve: `tui.serve` imports this module only once it knows the
package is there.
"""

from __future__ import annotations

import asyncio
import logging
import shlex
from pathlib import Path
from typing import Any

from aiohttp import web
from textual_serve.app_service import AppService
from textual_serve.server import Server, to_int

from tui.serve import SERVED
from tui.serve_sessions import SessionFolders

log = logging.getLogger("textual-serve")

SESSION_SCRIPT = """<script>
(function () {
  var key = "tavern-session";
  var id = sessionStorage.getItem(key);
  if (!/^[0-9a-f]{32}$/.test(id || "")) {
    var bytes = crypto.getRandomValues(new Uint8Array(16));
    id = Array.from(bytes, function (b) { return b.toString(16).padStart(2, "0"); }).join("");
    sessionStorage.setItem(key, id);
  }
  var terminal = document.getElementById("terminal");
  terminal.dataset.sessionWebsocketUrl += "/" + id;
})();
</script>
"""
"""Runs in the page before textual-serve's own script connects: the tab's session id, kept across reloads."""
QUIT_GRACE = 10.0
"""Seconds an app has to end once told to quit before it is killed."""


def session_command(app: list[str], folder: Path) -> str:
    """The shell command textual-serve runs for one session: the app (in the shell's place), with that session's
    data folder, marked as served (`tui.serve.served`)."""
    return "exec " + shlex.join(["env", f"TAVERN_DATA_DIR={folder}", f"{SERVED}=1", *app])


async def ended(app_service: AppService) -> None:
    """Wait for the app's process to be gone (textual-serve stops reading it at its output's end), so the
    next connection with the session's id never shares the folder with an app still writing in it."""
    process = app_service._process
    if process is not None and process.returncode is None:
        try:
            async with asyncio.timeout(QUIT_GRACE):
                await process.wait()
        except TimeoutError:
            process.kill()
            await process.wait()


class SessionServer(Server):
    """textual-serve's server, running `app` once per browser connection, each session in its own folder."""

    def __init__(self, app: list[str], folders: SessionFolders, **options: Any) -> None:
        super().__init__(shlex.join(app), **options)
        self.app = app
        self.folders = folders

    async def _make_app(self) -> web.Application:
        application = await super()._make_app()
        application.router.add_get("/ws/{session}", self.handle_websocket, name="session")
        return application

    async def handle_index(self, request: web.Request) -> web.StreamResponse:
        """textual-serve's page, with the session script before its end."""
        page = await super().handle_index(request)
        assert isinstance(page, web.Response) and page.text is not None
        if "</body>" not in page.text:
            raise web.HTTPInternalServerError(text="tavern serve: textual-serve's page has no </body> to add to")
        text = page.text.replace("</body>", SESSION_SCRIPT + "</body>", 1)
        return web.Response(text=text, content_type="text/html", headers={"Cache-Control": "no-store"})

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        """One browser connection: Tavern runs in the session's folder until the page goes."""
        websocket = web.WebSocketResponse(heartbeat=15)
        width = to_int(request.query.get("width", "80"), 80)
        height = to_int(request.query.get("height", "24"), 24)
        try:
            folder = await self.folders.open(request.match_info.get("session"))
        except OSError as error:
            log.error("tavern serve: cannot make a session's folder under %s (%s)", self.folders.root, error)
            raise web.HTTPInternalServerError(text="tavern serve: cannot make this session's folder") from None
        app_service: AppService | None = None

        async def close() -> None:
            await websocket.close()

        try:
            await websocket.prepare(request)
            app_service = AppService(session_command(self.app, folder), write_bytes=websocket.send_bytes,
                                     write_str=websocket.send_str, close=close,
                                     download_manager=self.download_manager, debug=self.debug)
            await app_service.start(width, height)
            await self._process_messages(websocket, app_service)
            self.folders.leaving(folder)
        except asyncio.CancelledError:
            await websocket.close()
        except Exception as error:  # as textual-serve does: one connection's failure is logged, the server goes on
            log.exception(error)
        finally:
            if app_service is not None:
                await app_service.stop()
                await ended(app_service)
            self.folders.close(folder)
        return websocket
