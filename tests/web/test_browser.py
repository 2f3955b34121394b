"""Tavern in a real browser: Debian's headless Chromium opens `tavern serve`'s page, reads the app in the
page's terminal, joins a table opened with `tavern host` and makes a move that reaches the host; a reload
keeps the tab's data folder and another tab gets its own."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

import engine
from engine.core import Action
from tests.web.cdp import BrowserError, Chromium, Page, until
from tests.web.processes import Tavern, free_port, join_line, serving, stop, stopped_at_end, tavern
from tui.match import Match, Seat
from tui.storage import load_record, save_record

APP_START = 180.0
"""Seconds the app in a tab may take to show its menu on a busy machine."""
STEP = 120.0
"""Seconds for anything else the page or the host does after a key."""
MOVE_1 = re.compile(r"│ 1\. (.+?)\s*$", re.MULTILINE)


@pytest.fixture
async def browser(tmp_path) -> AsyncIterator[Chromium]:
    async with Chromium(tmp_path / "chromium") as started:
        yield started


@pytest.fixture
async def served(tmp_path) -> AsyncIterator[tuple[str, Path]]:
    """`tavern serve` on a free port: its address and its sessions' root."""
    root = tmp_path / "serve"
    for attempt in range(3):  # a free port may be taken by another program before tavern serve listens on it
        port = free_port()
        serve = tavern(["serve", "--host", "127.0.0.1", "--port", str(port), "--sessions-dir", str(root),
                        "--allow-join", "127.0.0.1"],  # the tables of `hosted`
                       tmp_path / f"serve-{attempt}.log", tmp_path / "serve-data")
        try:
            await serving(serve, f"http://127.0.0.1:{port}/")
        except BrowserError:
            stop(serve)
            if "cannot listen" not in serve.output() or attempt == 2:
                raise
            continue
        with stopped_at_end(serve):
            yield f"http://127.0.0.1:{port}/", root
        return


@pytest.fixture
async def hosted(tmp_path) -> AsyncIterator[tuple[Tavern, str, str, Path]]:
    """`tavern host`: an Elria duel, seat 1 a person, seat 2 an AI; (process, address, code, its save)."""
    table = tmp_path / "table.json"
    host = tavern(["host", "elria", "--mode", "duel", "--players", "2", "--seat", "2=ai:easy", "--seed", "5",
                   "--host", "127.0.0.1", "--port", "0", "--ai-delay", "0.01", "--save", str(table)],
                  tmp_path / "host.log", tmp_path / "host-data")
    with stopped_at_end(host):
        address, code = await join_line(host)
        yield host, address, code, table


def seat_moves(save_path: Path, seat: int) -> list[str]:
    """The labels of the decisions the host's save holds for `seat`, in order."""
    record = load_record(save_path)
    state = engine.GAMES[record.game].new(record.config, record.seed)
    moves = []
    for item in record.inputs:
        if isinstance(item, Action):
            if state.to_move() == seat:
                moves.append(item.label)
            state.apply(item)
        else:
            state.roll(item)
    return moves


async def shown(page: Page, text: str, timeout: float, shots: Path) -> str:
    """Wait for the page to show `text`; on failure the message says where a screenshot of the page is."""
    try:
        return await page.wait_for(text, timeout)
    except BrowserError as error:
        raise BrowserError(f"{error}\n(screenshot: {await page.screenshot(shots / 'failed.png')})") from None


async def test_a_browser_joins_a_hosted_table_and_its_move_reaches_the_host(browser, served, hosted, tmp_path):
    url, _ = served
    host, address, code, table = hosted
    page = await browser.page(url)
    await shown(page, "[j] Join a table", APP_START, tmp_path)
    await page.focus()
    await page.press("j")
    await shown(page, "the host's address and your code", STEP, tmp_path)
    await page.type(f"{address} {code}")
    await page.press("enter")
    board = await shown(page, "Player 1 to move", STEP, tmp_path)
    move = MOVE_1.search(board)
    assert move is not None, f"the board lists no move 1:\n{board}"
    assert seat_moves(table, 0) == [], "the host has a move of seat 1 before the browser made one"

    await page.press("1")

    async def reached() -> list[str]:
        host.check_running("waiting for the browser's move")
        return seat_moves(table, 0)

    try:
        moves = await until(reached, f"the host's save to hold seat 1's move {move[1]!r}", STEP)
    except BrowserError as error:
        raise BrowserError(f"{error}; the page shows:\n{await page.screen()}") from None
    assert moves == [move[1]]


async def test_a_reload_keeps_the_tabs_data_folder_and_another_tab_gets_its_own(browser, served, tmp_path):
    url, root = served
    first = await browser.page(url)
    await shown(first, "Continue (no game saved yet)", APP_START, tmp_path)
    folders = list(root.iterdir())
    assert len(folders) == 1, folders
    game = Match.new("elria", {"mode": "duel", "players": 2}, 1, [Seat(), Seat()])
    save_record(game.record, folders[0] / "autosave.json")  # as if the player had started a game in this tab

    await first.reload()
    await shown(first, "Continue the last game", APP_START, tmp_path)
    assert list(root.iterdir()) == folders

    second = await browser.page(url)
    await shown(second, "Continue (no game saved yet)", APP_START, tmp_path)
    assert len(list(root.iterdir())) == 2


OPENS = """new Promise(done => {
  const socket = new WebSocket(%s);
  socket.onopen = () => { socket.close(); done("open"); };
  socket.onclose = event => done("closed " + event.code);
})"""
"""What a page's script gets when it opens a WebSocket to an address: "open", or "closed" and the code."""


@pytest.fixture
async def rebinding_browser(tmp_path) -> AsyncIterator[Chromium]:
    """A browser in which the name evil.test leads to 127.0.0.1, as a DNS-rebinding site's name would."""
    async with Chromium(tmp_path / "chromium", flags=("--host-resolver-rules=MAP evil.test 127.0.0.1",)) as started:
        yield started


@pytest.fixture
async def other_site() -> AsyncIterator[str]:
    """A page of another site (evil.test, on a port of its own) that the player happens to visit."""
    from aiohttp import web

    async def page(request: web.Request) -> web.Response:
        return web.Response(text="<html><body>another site</body></html>", content_type="text/html")

    application = web.Application()
    application.router.add_get("/", page)
    runner = web.AppRunner(application)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = runner.addresses[0][1]
    try:
        yield f"http://evil.test:{port}/"
    finally:
        await runner.cleanup()


@pytest.mark.web
@pytest.mark.slow
async def test_another_sites_page_in_the_browser_cannot_open_tavern_and_the_pages_own_can(
        rebinding_browser, served, other_site, tmp_path):
    url, root = served
    port = url.rstrip("/").rsplit(":", 1)[1]
    ws = f"ws://127.0.0.1:{port}/ws/{'ab' * 16}"
    stranger = await rebinding_browser.page(other_site)
    await until(lambda: stranger.evaluate("document.body && document.body.innerText.includes('another site')"),
                "the other site's page to load", STEP)
    assert await stranger.evaluate(OPENS % repr(ws)) == "closed 1006"  # cross-site WebSocket hijacking: refused
    assert await stranger.evaluate(OPENS % repr(f"ws://evil.test:{port}/ws")) == "closed 1006"

    rebound = await rebinding_browser.page(f"http://evil.test:{port}/")  # DNS rebinding: the name is not Tavern's
    text = await until(lambda: rebound.evaluate("document.body && document.body.innerText"), "the page to load", STEP)
    assert "answers only at its own address" in text
    assert await rebound.evaluate(OPENS % repr(f"ws://evil.test:{port}/ws")) == "closed 1006"
    assert not root.exists() or list(root.iterdir()) == [], "a refused page started a session"

    own = await rebinding_browser.page(url)
    await until(lambda: own.evaluate("document.getElementById('terminal') !== null"), "Tavern's page to load", STEP)
    assert await own.evaluate(OPENS % repr(ws)) == "open"
