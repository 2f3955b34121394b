"""The hard AI thinks in the table's worker process: same moves as in a thread, no process left behind,
and a worker that dies leaves the seat thinking in the app with a word to the player."""

from __future__ import annotations

import os
import random
import signal
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import pytest

from engine.core import Action, Record, replay
from tests.tui.drive import choose, play_to_end, settle, start
from tests.tui.games import WAIT
from tui.match import Match, Seat
from tui.match.ai_worker import AIWorker, Mirror
from tui.screens.board import BoardScreen
from tui.screens.menu import MenuScreen

QUICK = {"iters": 12, "ms": None}
"""A search that depends only on its seed: a dozen iterations a decision."""

BUSY = {"iters": 10**9, "ms": None}
"""A search that does not end by itself: the AI is still thinking when the test acts."""


def running(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def ai_notes(app, monkeypatch) -> list[str]:
    """What the app tells the player under the title "AI" (kept here: a toast expires)."""
    notes: list[str] = []
    real = app.notify

    def notify(message: str, *args, **options):
        if options.get("title") == "AI":
            notes.append(message)
        return real(message, *args, **options)

    monkeypatch.setattr(app, "notify", notify)
    return notes


def local(board: BoardScreen) -> Match:
    assert isinstance(board.table, Match)
    return board.table


async def worker_started(pilot, table: Match) -> int:
    """The worker's process id, once the board has started it."""
    for _ in range(2000):
        if table.worker.pid is not None:
            return table.worker.pid
        await pilot.pause(0.005)
    raise AssertionError("the AI never asked its worker process")


async def gone(pilot, pid: int) -> bool:
    for _ in range(2000):
        if not running(pid):
            return True
        await pilot.pause(0.005)
    return False


@pytest.mark.parametrize("game, config", [
    ("elria", {"mode": "duel", "players": 2}),
    ("cartaventuras", {"mode": "standard", "players": 2}),
    ("rpgquest", {"players": 2}),
])
def test_the_worker_process_chooses_exactly_what_the_thread_chooses(game, config):
    """For a fixed seed and iteration budget the search is deterministic, in its process as in a thread,
    decision after decision (the worker's agents carry their generator and tree from move to move)."""
    tables = [Match.new(game, config, 5, [Seat("ai", "hard"), Seat("ai", "hard")])
              for _ in range(2)]
    in_process, in_thread = tables
    for table in tables:
        table.agent_options = QUICK
    in_thread.worker.dead = "(this table thinks in threads)"
    decisions = 0
    try:
        while decisions < 5 and not in_process.is_over():
            request = in_process.dice_request()
            if request is not None:
                values = in_process.virtual_roll(request)
                for table in tables:
                    table.roll(values)
                continue
            seat = in_process.to_move()
            assert seat is not None
            chosen = in_process.ai_task(seat)()
            assert chosen == in_thread.ai_task(seat)()
            for table in tables:
                table.apply(chosen)
            decisions += 1
        assert in_process.worker.pid is not None and not in_process.worker.dead
    finally:
        in_process.close()


def test_the_worker_rebuilds_the_table_after_an_undo():
    record = Match.new("elria", {"mode": "duel", "players": 2}, 3, [Seat(), Seat()]).record
    state = replay(record)
    inputs: list = []
    for _ in range(6):
        action = state.legal_actions()[-1]
        record.apply(state, action)
        inputs.append(action)
    mirror = Mirror("elria", record.config, record.seed)
    as_json = Record("elria", {}, 0, inputs).to_json()["inputs"]
    mirror.sync(0, as_json)
    assert mirror.state.to_json() == state.to_json()
    mirror.sync(2, as_json[2:4])  # the last four taken back, two played again
    assert mirror.state.to_json() == replay(Record("elria", record.config, record.seed, inputs[:4])).to_json()
    assert mirror.record.inputs == inputs[:4]


@asynccontextmanager
async def against_hard_ai(make_app, monkeypatch) -> AsyncIterator[tuple[Any, Match, list[str]]]:
    """A person against a quick hard AI at a lucky-draw table: the pilot, the table and the notes the app says."""
    app = make_app()
    notes = ai_notes(app, monkeypatch)
    async with app.run_test(size=(80, 24)) as pilot:
        table = local(await start(app, pilot, "lucky-draw", [Seat(), Seat("ai", "hard")]))
        table.agent_options = QUICK  # set before the AI's first move (the person moves first)
        yield pilot, table, notes


async def test_a_hard_ai_playing_in_its_worker_process_finishes_a_game_in_the_app(make_app, monkeypatch):
    asked: list[int] = []
    real = AIWorker.ask_choice

    def ask(worker: AIWorker, inputs, seat: int, level: str, options: dict) -> Action:
        asked.append(seat)
        return real(worker, inputs, seat, level, options)

    monkeypatch.setattr(AIWorker, "ask_choice", ask)
    async with against_hard_ai(make_app, monkeypatch) as (pilot, table, notes):
        await play_to_end(pilot, random.Random(4))
        assert asked and set(asked) == {1} and not table.worker.dead
        assert notes == []
        assert table.worker.pid is None  # the game over screen needs no AI: its worker has ended


async def hard_ai_thinking(app, pilot) -> tuple[BoardScreen, Match, int]:
    """A table whose hard AI seat is searching (with no end) in its worker: the board, table and pid."""
    board = await start(app, pilot, "lucky-wait", [Seat(), Seat("ai", "hard")])
    table = local(board)
    table.agent_options = BUSY
    await choose(pilot, board.moves.index(WAIT))
    pid = await worker_started(pilot, table)
    assert board.activity
    return board, table, pid


async def test_leaving_the_table_while_the_ai_thinks_ends_its_worker_process(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        _, _, pid = await hard_ai_thinking(app, pilot)
        await pilot.press("escape", "y")
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen)
        assert await gone(pilot, pid)


async def test_undo_while_the_ai_thinks_ends_its_search_and_the_next_move_starts_a_new_one(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        board, table, pid = await hard_ai_thinking(app, pilot)
        await pilot.press("u")
        await settle(pilot)
        assert await gone(pilot, pid)
        assert board.match.record.inputs == [] and board.moves and not board.activity
        table.agent_options = QUICK
        await choose(pilot, board.moves.index(WAIT))
        assert await worker_started(pilot, table) != pid
        for _ in range(2000):
            if len(board.match.record.inputs) == 2:
                break
            await pilot.pause(0.005)
        assert board.match.state.to_move() == 0 and not table.worker.dead


async def test_quitting_the_app_while_the_ai_thinks_leaves_no_process_behind(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        _, _, pid = await hard_ai_thinking(app, pilot)
        app.exit()
    assert not running(pid)


async def test_a_worker_that_dies_leaves_the_seat_thinking_in_the_app_and_says_so(make_app, monkeypatch):
    real = AIWorker._start

    def start_and_kill(worker: AIWorker):
        connection = real(worker)
        os.kill(worker._process.pid, signal.SIGKILL)
        return connection

    monkeypatch.setattr(AIWorker, "_start", start_and_kill)
    async with against_hard_ai(make_app, monkeypatch) as (pilot, table, notes):
        over = await play_to_end(pilot, random.Random(2))
        assert "Game over" in str(over.query_one("#over-title").render())
        assert notes == ["the AI's helper process stopped: the AI thinks in the app from now on"]
        assert table.worker.dead and table.worker.pid is None
