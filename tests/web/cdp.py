"""A headless Chromium driven over its DevTools protocol (CDP), enough to use Tavern in a page.

`Chromium` starts Debian's `chromium --headless` with a profile of its own, finds its
DevTools address in the profile's `DevToolsActivePort` file, and speaks CDP over one
WebSocket (`websockets`), a flat session per page. A `Page` reads the screen from the
page's own xterm.js terminal (`SCREEN`), presses keys (`Input.dispatchKeyEvent`) and takes
screenshots. Every wait polls for its condition up to a deadline and then fails, saying
what it waited for and what the page showed.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import itertools
import json
import os
import shutil
import signal
import subprocess
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, TypeVar

from websockets.asyncio.client import ClientConnection, connect

T = TypeVar("T")
CHROMIUM = "chromium"
TERMINAL_HOOK = """
window.__tavernTerminals = [];
Object.defineProperty(Object.prototype, "terminal", {
  configurable: true,
  set(value) {
    Object.defineProperty(this, "terminal", {value: value, writable: true, configurable: true, enumerable: true});
    if (value && typeof value === "object" && "buffer" in value) window.__tavernTerminals.push(value);
  },
});
"""
"""Run in the page before its scripts: textual-serve's page sets `this.terminal = new Terminal(...)`
on its own object; the setter keeps that xterm.js terminal where `SCREEN` can read it."""
SCREEN = """(() => {
  const terminal = window.__tavernTerminals[window.__tavernTerminals.length - 1];
  if (!terminal) return "";
  const buffer = terminal.buffer.active, lines = [];
  for (let y = 0; y < terminal.rows; y++) {
    const line = buffer.getLine(buffer.viewportY + y);
    lines.push(line ? line.translateToString(true) : "");
  }
  return lines.join("\\n");
})()"""
"""The text on the page's terminal, row by row (xterm.js's public buffer API)."""
KEYS = {"enter": ("Enter", 13, "\r"), "escape": ("Escape", 27, ""), "tab": ("Tab", 9, "\t"),
        "backspace": ("Backspace", 8, "")}
"""Named keys: (key, Windows key code, the text the key types)."""


class BrowserError(AssertionError):
    """The browser did not do what a test waited for (the message says what, and what the page showed)."""


def chromium_binary() -> str:
    """Debian's chromium; the test set-up (`make test`) installs it."""
    found = shutil.which(CHROMIUM)
    if found is None:
        raise BrowserError("Debian's chromium is not installed: `make test` installs it "
                           "(apt-get install --no-install-recommends chromium)")
    return found


async def until(check: Callable[[], Awaitable[T]], what: str, timeout: float, every: float = 0.1) -> T:
    """Poll the coroutine function `check` until it returns something true; `BrowserError` naming `what` after `timeout`."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        found = await check()
        if found:
            return found
        if loop.time() > deadline:
            raise BrowserError(f"waited {timeout:.0f} s for {what}")
        await asyncio.sleep(every)


class Chromium:
    """A headless Chromium for one test: `async with Chromium(folder) as browser: page = await browser.page(url)`."""

    def __init__(self, folder: Path, size: tuple[int, int] = (1280, 900), timeout: float = 60,
                 flags: tuple[str, ...] = ()) -> None:
        self.flags = flags
        self.profile = folder / "profile"
        self.log = folder / "chromium.log"
        self.size = size
        self.timeout = timeout
        self.process: subprocess.Popen[bytes] | None = None
        self.socket: ClientConnection | None = None
        self.ids = itertools.count(1)
        self.waiting: dict[int, asyncio.Future[dict]] = {}
        self.reader: asyncio.Task[None] | None = None

    async def __aenter__(self) -> Chromium:
        self.profile.mkdir(parents=True)
        width, height = self.size
        with self.log.open("wb") as log:
            self.process = subprocess.Popen(
                [chromium_binary(), "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                 "--no-default-browser-check", "--disable-extensions", "--disable-background-networking",
                 "--remote-debugging-port=0", f"--user-data-dir={self.profile}",
                 f"--window-size={width},{height}", *self.flags, "about:blank"],
                stdin=subprocess.DEVNULL, stdout=log, stderr=log, start_new_session=True)
        try:
            port_file = self.profile / "DevToolsActivePort"
            await until(self._started(port_file), "chromium to open its DevTools port", self.timeout)
            port, path = port_file.read_text().split()[:2]
            self.socket = await connect(f"ws://127.0.0.1:{port}{path}", max_size=None, open_timeout=self.timeout)
            self.reader = asyncio.create_task(self._read(self.socket))
        except BaseException:
            self.stop()
            raise
        return self

    def _started(self, port_file: Path) -> Callable[[], Awaitable[bool]]:
        async def check() -> bool:
            if self.process is not None and self.process.poll() is not None:
                raise BrowserError(f"chromium ended at once (status {self.process.returncode}): "
                                   f"{self.log.read_text(errors='replace')[-2000:]}")
            return port_file.exists() and len(port_file.read_text().split()) >= 2
        return check

    async def __aexit__(self, *exc: object) -> None:
        if self.reader is not None:
            self.reader.cancel()
        if self.socket is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self.socket.close(), 5)
        self.stop()

    def stop(self) -> None:
        """Kill the browser and every process it started (its own process group)."""
        if self.process is None or self.process.poll() is not None:
            return
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait(timeout=30)

    async def _read(self, socket: ClientConnection) -> None:
        async for text in socket:
            message = json.loads(text)
            future = self.waiting.pop(message.get("id", -1), None)
            if future is not None and not future.done():
                future.set_result(message)

    async def call(self, method: str, session: str | None = None, **params: Any) -> dict:
        """One CDP command (to a page's `session`, or to the browser); its result, or `BrowserError`."""
        assert self.socket is not None
        number = next(self.ids)
        future: asyncio.Future[dict] = asyncio.get_running_loop().create_future()
        self.waiting[number] = future
        message: dict[str, Any] = {"id": number, "method": method, "params": params}
        if session is not None:
            message["sessionId"] = session
        await self.socket.send(json.dumps(message))
        try:
            answer = await asyncio.wait_for(future, self.timeout)
        except TimeoutError:
            raise BrowserError(f"chromium did not answer {method} in {self.timeout:.0f} s") from None
        finally:
            self.waiting.pop(number, None)
        if "error" in answer:
            raise BrowserError(f"{method}: {answer['error']}")
        return answer.get("result", {})

    async def page(self, url: str) -> Page:
        """A new tab, with the terminal hook in place, showing `url`."""
        target = await self.call("Target.createTarget", url="about:blank")
        attached = await self.call("Target.attachToTarget", targetId=target["targetId"], flatten=True)
        page = Page(self, attached["sessionId"], target["targetId"])
        await page.call("Page.enable")
        await page.call("Page.addScriptToEvaluateOnNewDocument", source=TERMINAL_HOOK)
        await page.call("Page.navigate", url=url)
        return page


class Page:
    """One tab of the browser."""

    def __init__(self, browser: Chromium, session: str, target: str) -> None:
        self.browser = browser
        self.session = session
        self.target = target

    async def call(self, method: str, **params: Any) -> dict:
        return await self.browser.call(method, self.session, **params)

    async def evaluate(self, expression: str) -> Any:
        """The value of a JavaScript expression in the page."""
        result = await self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise BrowserError(f"the page could not evaluate {expression!r}: {result['exceptionDetails']}")
        return result["result"].get("value")

    async def screen(self) -> str:
        """What the page's terminal shows now."""
        return str(await self.evaluate(SCREEN) or "")

    async def wait_for(self, text: str, timeout: float) -> str:
        """Poll the terminal until it shows `text`; the screen then, or `BrowserError` with the last screen."""
        last = [""]

        async def shows() -> str:
            last[0] = await self.screen()
            return last[0] if text in last[0] else ""

        try:
            return str(await until(shows, f"the page to show {text!r}", timeout))
        except BrowserError as error:
            raise BrowserError(f"{error}; it showed:\n{last[0]}") from None

    async def press(self, key: str) -> None:
        """Press and release one key: a character, or a name in `KEYS`."""
        if key in KEYS:
            name, code, text = KEYS[key]
        else:
            name, code, text = key, ord(key.upper()) if key.isalnum() else 0, key
        down: dict[str, Any] = {"type": "keyDown", "key": name, "windowsVirtualKeyCode": code}
        if text:
            down.update(text=text, unmodifiedText=text)
        await self.call("Input.dispatchKeyEvent", **down)
        await self.call("Input.dispatchKeyEvent", type="keyUp", key=name, windowsVirtualKeyCode=code)

    async def focus(self) -> None:
        """Give the keyboard to the page's terminal (as a click on it would)."""
        await self.call("Page.bringToFront")
        await self.evaluate("window.__tavernTerminals[window.__tavernTerminals.length - 1].focus()")

    async def type(self, text: str) -> None:
        for char in text:
            await self.press(char)

    async def reload(self) -> None:
        await self.call("Page.reload", ignoreCache=True)

    async def screenshot(self, path: Path) -> Path:
        """A PNG of the page, for a failing test's message."""
        shot = await self.call("Page.captureScreenshot", format="png")
        path.write_bytes(base64.b64decode(shot["data"]))
        return path
