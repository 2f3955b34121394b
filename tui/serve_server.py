"""textual-serve's `Server`, with a data folder of its own for each browser session.

The page gets a small script (`SESSION_SCRIPT`) that keeps the tab's session id
in `sessionStorage` and connects to `/ws/<id>` instead of `/ws`; each connection
runs Tavern with `TAVERN_DATA_DIR` set to the session's folder
(`tui.serve_sessions`). A connection to the bare `/ws` (a page from before) gets
a fresh folder, never the shared one.

Every request must name one of the server's addresses in `Host` (else 421), and
a WebSocket (or any request that names its `Origin`) must come from the server's
own page (else 403): `tui.serve_guard`. At most `max_sessions` apps run at once;
the next tab is told so in its terminal and its WebSocket closes with 1013 (try
again later). `/static/` lists no folder; every answer carries the usual security
headers (`SECURITY_HEADERS`). A page message not in textual-serve's shape is one
line in the log and closes its connection. Folders unused for `forget_after`
seconds are deleted at start and every `SWEEP_EVERY` seconds.

Imports textual-serve: `tui.serve` imports this module only once it knows the
package is there.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import shlex
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from pathlib import Path
from typing import Any

import aiohttp_jinja2
import jinja2
from aiohttp import WSCloseCode, WSMsgType, web
from textual_serve.app_service import AppService
from textual_serve.server import Server

from tui.serve import JOINABLE, SERVED
from tui.serve_guard import Addresses, MalformedMessage, page_message, terminal_size
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
SWEEP_EVERY = 3600.0
"""Seconds between two looks for session folders to forget."""
FULL_NOTICE = 60.0
"""Seconds a tab turned away (the server is full) keeps its notice on screen before its WebSocket closes."""
MAX_PAGE_MESSAGE = 1 << 20
"""Bytes of the largest message a page may send (a long paste); a larger one closes its connection."""
SECURITY_HEADERS = {
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": "frame-ancestors 'none'",
    "Referrer-Policy": "no-referrer",
    "Cross-Origin-Resource-Policy": "same-origin",
}
"""Sent with every answer: no guessing of types, no framing by another page, no address in a Referer."""
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


def session_command(app: list[str], folder: Path, joinable: Sequence[str] = ()) -> str:
    """The shell command textual-serve runs for one session: the app (in the shell's place), with that session's
    data folder, marked as served (`tui.serve.served`), with the tables it may join (`tui.serve.joinable`)."""
    return "exec " + shlex.join(["env", f"TAVERN_DATA_DIR={folder}", f"{SERVED}=1", f"{JOINABLE}={' '.join(joinable)}",
                                 *app])


def full_notice(limit: int) -> bytes:
    """What a tab turned away reads in its terminal."""
    return (f"\r\n  Tavern is full: {limit} people are playing on this server now, its limit.\r\n"
            "  Try again later (reload this page), or ask whoever runs tavern serve to raise --max-sessions.\r\n"
            ).encode()


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

    def __init__(self, app: list[str], folders: SessionFolders, *, addresses: Addresses | None = None,
                 max_sessions: int = 10, forget_after: float = 0.0, joinable: Sequence[str] = (),
                 **options: Any) -> None:
        super().__init__(shlex.join(app), **options)
        self.app = app
        self.folders = folders
        self.addresses = addresses or Addresses.served(self.host, self.port, options.get("public_url"))
        self.max_sessions = max_sessions
        self.forget_after = forget_after
        self.joinable = tuple(joinable)

    async def _make_app(self) -> web.Application:
        """textual-serve's application (its page, WebSocket, downloads and static files, the last without a
        folder listing), behind the address checks, with the security headers and the session folders' sweep."""
        application = web.Application(middlewares=[self.guard])
        aiohttp_jinja2.setup(application, loader=jinja2.FileSystemLoader(self.templates_path))
        application.add_routes([
            web.get("/", self.handle_index, name="index"),
            web.get("/ws", self.handle_websocket, name="websocket"),
            web.get("/ws/{session}", self.handle_websocket, name="session"),
            web.get("/download/{key}", self.handle_download, name="download"),
            web.static("/static", self.statics_path, show_index=False, name="static"),
        ])
        application.on_response_prepare.append(self.secure)
        application.on_startup.append(self.on_startup)
        application.on_shutdown.append(self.on_shutdown)
        application.cleanup_ctx.append(self.sweeping)
        return application

    @web.middleware
    async def guard(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        """Only requests to this server's addresses (`Host`), and WebSockets from its own page (`Origin`)."""
        if not self.addresses.host_allowed(request.headers.get("Host")):
            return web.Response(status=421, text=f"tavern serve answers only at its own address: open "
                                                 f"{self.addresses.public_url}\n")
        origin = request.headers.get("Origin")
        websocket = request.headers.get("Upgrade", "").lower() == "websocket"
        if (websocket or origin is not None) and not self.addresses.origin_allowed(origin):
            return web.Response(status=403, text="tavern serve answers only its own page, at "
                                                 f"{self.addresses.public_url}; not a page of another site\n")
        return await handler(request)

    @staticmethod
    async def secure(request: web.Request, response: web.StreamResponse) -> None:
        for name, value in SECURITY_HEADERS.items():
            response.headers.setdefault(name, value)

    async def sweeping(self, application: web.Application) -> AsyncIterator[None]:
        """Forget unused session folders now and every `SWEEP_EVERY` seconds while the server runs."""
        if self.forget_after <= 0:
            yield
            return

        async def sweep() -> None:
            while True:
                for folder in self.folders.forget_unused(self.forget_after):
                    log.info("tavern serve: deleted the session folder %s (unused for %g days)", folder.name,
                             self.forget_after / 86400)
                await asyncio.sleep(SWEEP_EVERY)

        task = asyncio.create_task(sweep())
        yield
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task

    async def handle_index(self, request: web.Request) -> web.StreamResponse:
        """textual-serve's page, with the session script before its end."""
        page = await super().handle_index(request)
        assert isinstance(page, web.Response) and page.text is not None
        if "</body>" not in page.text:
            raise web.HTTPInternalServerError(text="tavern serve: textual-serve's page has no </body> to add to")
        text = page.text.replace("</body>", SESSION_SCRIPT + "</body>", 1)
        return web.Response(text=text, content_type="text/html", headers={"Cache-Control": "no-store"})

    async def _process_messages(self, websocket: web.WebSocketResponse, app_service: AppService,
                                peer: str | None = None) -> None:
        """textual-serve's handling of the page's messages; one that is not in its shape is one line in the log
        (never a traceback) and closes the connection."""
        async for message in websocket:
            if message.type != WSMsgType.TEXT:
                continue
            try:
                kind, data = page_message(message.data)
            except MalformedMessage as problem:
                log.warning("tavern serve: a page at %s sent a malformed message (%s); its connection is closed",
                            peer or "an unknown address", problem)
                await websocket.close(code=WSCloseCode.UNSUPPORTED_DATA, message=b"malformed message")
                return
            if kind == "stdin":
                await app_service.send_bytes(data.encode("utf-8"))
            elif kind == "resize":
                await app_service.set_terminal_size(data["width"], data["height"])
            elif kind == "ping":
                await websocket.send_json(["pong", data])
            elif kind == "blur":
                await app_service.blur()
            elif kind == "focus":
                await app_service.focus()

    async def turn_away(self, request: web.Request, websocket: web.WebSocketResponse) -> web.WebSocketResponse:
        """The server is full: the tab reads why in its terminal, and its WebSocket closes (1013, try again later)
        once the page goes or after `FULL_NOTICE` seconds."""
        log.warning("tavern serve: turned a tab away: %d sessions are running, the limit (--max-sessions)",
                    self.max_sessions)
        await websocket.prepare(request)
        await websocket.send_bytes(full_notice(self.max_sessions))
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(FULL_NOTICE):
                async for _ in websocket:
                    pass
        await websocket.close(code=WSCloseCode.TRY_AGAIN_LATER, message=b"tavern serve is full")
        return websocket

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        """One browser connection: Tavern runs in the session's folder until the page goes."""
        websocket = web.WebSocketResponse(heartbeat=15, max_msg_size=MAX_PAGE_MESSAGE)
        width = terminal_size(request.query.get("width"), 80)
        height = terminal_size(request.query.get("height"), 24)
        try:
            folder = await self.folders.open(request.match_info.get("session"))
        except OSError as error:
            log.error("tavern serve: cannot make a session's folder under %s (%s)", self.folders.root, error)
            raise web.HTTPInternalServerError(text="tavern serve: cannot make this session's folder") from None
        if len(self.folders.in_use) > self.max_sessions:
            self.folders.give_back(folder)
            return await self.turn_away(request, websocket)
        app_service: AppService | None = None

        async def close() -> None:
            await websocket.close()

        try:
            await websocket.prepare(request)
            app_service = AppService(session_command(self.app, folder, self.joinable), write_bytes=websocket.send_bytes,
                                     write_str=websocket.send_str, close=close,
                                     download_manager=self.download_manager, debug=self.debug)
            await app_service.start(width, height)
            await self._process_messages(websocket, app_service, request.remote)
            self.folders.leaving(folder)
        except asyncio.CancelledError:
            await websocket.close()
        except ConnectionResetError as error:  # the page went while being written to
            log.info("tavern serve: a page at %s went (%s)", request.remote, error)
        except Exception as error:  # as textual-serve does: one connection's failure is logged, the server goes on
            log.exception(error)
        finally:
            if app_service is not None:
                await app_service.stop()
                await ended(app_service)
            self.folders.close(folder)
        return websocket

