"""A table's searching AI in its own process, so the screen keeps its interpreter while the AI thinks.

The `hard` AI searches for about a second a move, in Python. In a thread it shares the app's interpreter
with the screen, and a key press then paints two to four times slower. So each local table that needs a
search (a `hard` seat's decision, a hint) gets one long-lived worker process, started the first time it
is asked (the `spawn` start method: the app runs Textual threads, which must never be forked), at a
lower CPU priority than the screen's.

The worker rebuilds the table exactly from what the record holds (the game, its config and seed, and the
inputs as their JSON form: each request sends only the inputs the worker has not seen, and after an undo
the worker replays from the start), keeps one agent per seat and level (so a seat's search and its
generator carry on from decision to decision, as in a thread), and answers each request with the chosen
action's JSON or the hint lines for the seat that asked. Nothing else leaves it: not its state, not an
error's text (a failure is only "failed"; the table then thinks in a thread, whose own fault note says
what went wrong).

`stop()` ends the worker, a search in flight too (undo, leaving the table, the app quitting); the next
request starts a new one. A worker that dies or fails is not started again: `dead` says why, and the
table thinks in threads from then on. When the app itself is gone the worker's pipe closes and it ends.
No Textual here.
"""

from __future__ import annotations

import contextlib
import json
import multiprocessing
import os
import signal
import threading
from collections.abc import Sequence
from multiprocessing import resource_tracker
from multiprocessing.connection import Connection
from typing import Any

import engine
from engine.core import RECORD_FORMAT, RECORD_VERSION, Action, GameInfo, Input, Record, apply_input, replay
from tui.match import agents

START = multiprocessing.get_context("spawn")
WORKER_NICENESS = 5
"""How much lower the worker's CPU priority is than the app's: where the cores are busy, a key press
takes the CPU from the search (about three to one) instead of waiting its turn behind it."""
STOP_WAIT = 2.0
"""Seconds `stop()` waits for the request in flight to see its worker gone (it takes milliseconds)."""


class WorkerStopped(Exception):
    """The worker was stopped (`stop()`) while a request waited for it: the answer is not wanted."""


class WorkerDied(Exception):
    """The worker died or failed to answer; the message says so in a player's words."""


class AIWorker:
    """One table's AI worker process and the conversation with it (one request at a time).

    `ask_choice` and `ask_hints` block until the answer comes, so call them off the UI thread; `stop`
    may be called from any thread.
    """

    def __init__(self, game: str, config: dict, seed: int) -> None:
        self.info: GameInfo = engine.GAMES[game]
        self.config = config
        self.seed = seed
        self.dead = ""
        """Why the worker died or failed, once it has (the table thinks in threads from then on)."""
        self._lock = threading.Lock()  # held while a request is out
        self._process: Any = None
        self._connection: Connection | None = None
        self._sent: list[Input] = []  # the inputs the worker has applied, in order
        self._stops = 0  # counts `stop()` calls: a request that sees it change was stopped

    @property
    def pid(self) -> int | None:
        """The worker process's id while it runs (tests check it is gone after `stop()`)."""
        return self._process.pid if self._process is not None else None

    def ask_choice(self, inputs: Sequence[Input], seat: int, level: str, options: dict) -> Action:
        """The action `seat`'s AI at `level` chooses at the table after `inputs`."""
        reply = self._ask(inputs, {"do": "choose", "seat": seat, "level": level, "options": options})
        try:
            return Action.from_json(reply["action"])
        except (KeyError, TypeError, engine.SaveError) as error:
            raise self._failed("the AI's helper process sent no action") from error

    def ask_hints(self, inputs: Sequence[Input], seat: int) -> list[tuple[str, str]]:
        """The hint lines for `seat` (to move) at the table after `inputs`."""
        reply = self._ask(inputs, {"do": "hints", "seat": seat})
        found = reply.get("hints")
        if not isinstance(found, list) or not all(
                isinstance(item, list) and len(item) == 2 and all(isinstance(text, str) for text in item)
                for item in found):
            raise self._failed("the AI's helper process sent no hints")
        return [(move, reason) for move, reason in found]

    def stop(self) -> None:
        """End the worker now, a search in flight with it; every request asked before is answered
        `WorkerStopped`, and the next one starts a new worker."""
        self._stops += 1
        process = self._process
        if process is not None and not self._lock.acquire(blocking=False):
            with contextlib.suppress(ValueError):  # a request waits: ending the process wakes it
                process.terminate()
            if not self._lock.acquire(timeout=STOP_WAIT):  # and it cleans up
                return
        elif process is None:
            return
        try:
            self._end()
        finally:
            self._lock.release()

    # -- the conversation -------------------------------------------------
    def _ask(self, inputs: Sequence[Input], request: dict) -> dict:
        if self.dead:
            raise WorkerDied(self.dead)
        stops = self._stops
        with self._lock:
            if self._stops != stops:  # stopped while this request waited for the one before
                raise WorkerStopped()
            try:
                connection = self._connection or self._start()
            except (OSError, ValueError) as error:
                raise self._failed("the AI's helper process could not start") from error
            if self._stops != stops:  # stopped while it started
                self._end()
                raise WorkerStopped()
            keep = _common_start(self._sent, inputs)
            message = {**request, "keep": keep, "inputs": Record("", {}, 0, list(inputs[keep:])).to_json()["inputs"]}
            try:
                connection.send_bytes(json.dumps(message).encode())
                self._sent = list(inputs)
                reply = json.loads(connection.recv_bytes())
            except (EOFError, OSError, ValueError) as error:
                if self._stops != stops:
                    self._end()
                    raise WorkerStopped() from error
                raise self._failed("the AI's helper process stopped") from error
            if not isinstance(reply, dict) or "failed" in reply:
                raise self._failed("the AI's helper process failed")
            return reply

    def _start(self) -> Connection:
        _start_resource_tracker()
        mine, theirs = START.Pipe()
        process = START.Process(target=serve, args=(theirs, self.info, self.config, self.seed),
                                name=f"tavern-ai-{self.info.name}", daemon=True)
        process.start()
        theirs.close()  # only the worker holds its end: its death closes the pipe
        self._process, self._connection, self._sent = process, mine, []
        return mine

    def _failed(self, why: str) -> WorkerDied:
        self.dead = why
        self._end()
        return WorkerDied(why)

    def _end(self) -> None:
        """Close the pipe and end the process (the lock is held)."""
        process, connection = self._process, self._connection
        self._process, self._connection, self._sent = None, None, []
        if connection is not None:
            connection.close()
        if process is not None:
            process.terminate()
            process.join(2)
            if process.is_alive():
                process.kill()
                process.join()
            process.close()


def _start_resource_tracker() -> None:
    """Start multiprocessing's resource tracker (every `spawn` start needs it) with no stderr: it passes
    `sys.stderr`'s file descriptor on, and Textual's print capture, which stands in for it while the app
    runs, answers -1, which no process can be given. Once is enough: it lives as long as the app."""
    global _tracker_started
    with _tracker_lock:
        if _tracker_started:
            return
        with contextlib.redirect_stderr(None):  # (None: the tracker has no stderr)
            resource_tracker.ensure_running()
        _tracker_started = True


_tracker_lock = threading.Lock()
_tracker_started = False


def _common_start(sent: Sequence[Input], inputs: Sequence[Input]) -> int:
    """How many first inputs the worker already has (a record only grows, or shrinks by undo)."""
    count = 0
    for mine, theirs in zip(sent, inputs, strict=False):
        if mine is not theirs and mine != theirs:
            break
        count += 1
    return count


# -- the worker process ---------------------------------------------------
def serve(connection: Connection, info: GameInfo, config: dict, seed: int) -> None:
    """The worker's life: answer each request until the pipe closes (the app stopped it or is gone)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C belongs to the app, which stops this process
    with contextlib.suppress(OSError):
        os.nice(WORKER_NICENESS)
    quiet = os.open(os.devnull, os.O_RDWR)
    for stream in (0, 1, 2):  # nothing may write on the app's terminal
        os.dup2(quiet, stream)
    engine.GAMES.setdefault(info.name, info)  # a game registered at run time (the test suite's)
    mirror = Mirror(info.name, config, seed)
    while True:
        try:
            request = json.loads(connection.recv_bytes())
            reply = mirror.answer(request)
        except (EOFError, OSError):
            return
        except Exception:  # noqa: BLE001 — a failure is only "failed": its text may tell hidden things
            reply = {"failed": True}
        try:
            connection.send_bytes(json.dumps(reply).encode())
        except OSError:
            return


class Mirror:
    """The worker's copy of the table, rebuilt from the record's inputs, and the seats' agents."""

    def __init__(self, game: str, config: dict, seed: int) -> None:
        self.header = {"format": RECORD_FORMAT, "version": RECORD_VERSION, "game": game, "config": config,
                       "seed": seed}
        self.record = Record(game, config, seed)
        self.state = replay(self.record)
        self.agents: dict[tuple[int, str, str], Any] = {}

    def answer(self, request: dict) -> dict:
        """Bring the table up to date, then the action chosen or the hint lines."""
        self.sync(request["keep"], request["inputs"])
        seat = request["seat"]
        if request["do"] == "hints":
            return {"hints": agents.hints(self.state.clone(), seat)}
        level, options = request["level"], request["options"]
        key = (seat, level, json.dumps(options, sort_keys=True))
        if key not in self.agents:
            self.agents[key] = agents.agent_for(self.record.game, level, self.record.seed + seat, **options)
        return {"action": self.agents[key].choose(self.state.clone(), seat).to_json()}

    def sync(self, keep: int, inputs: list) -> None:
        """Keep the first `keep` inputs (replaying from the start after an undo) and play the new ones."""
        if keep < len(self.record.inputs):
            self.record.inputs = self.record.inputs[:keep]
            self.state = replay(self.record)
        for item in Record.from_json({**self.header, "inputs": inputs}).inputs:
            apply_input(self.state, item)
            self.record.inputs.append(item)
