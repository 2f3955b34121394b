"""One table in play as a board screen sees it: the `Table` interface and the `LocalTable`.

A board screen plays through a `Table` only: the seat's view, the legal actions, the pending
dice request, the log lines it may read, the result, and apply/roll/undo. A `LocalTable` is the
engine state and its record in this process (hot seat and AI rivals); a `RemoteTable`
(`tui.net.client`) is a seat at a `tavern host` across the network. Either way every game's
screen draws the same view, so each game works in both unchanged.

Who decides for a seat, seen from this screen: `PERSON` (someone at this keyboard), `AI` (an AI
rival this app runs) or `ELSEWHERE` (a player or an AI at another screen: wait for the table).
No Textual here.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from engine.core import Action, DiceRequest, Record, Result
from tui import agents
from tui.ai_worker import AIWorker, WorkerDied
from tui.odds import odds_lines
from tui.session import Seat, Session

PERSON, AI, ELSEWHERE = "person", "ai", "elsewhere"


class Table(Protocol):
    """What a board screen plays through (see DESIGN.md, "The app and its tables")."""

    game: str
    title: str
    config: dict
    seats: list[Seat]
    dice: str
    """How people at this screen roll: "virtual", "typed" or "device"."""

    def seat_name(self, seat: int | None) -> str: ...
    def decides(self, seat: int) -> str: ...
    def roller(self, request: DiceRequest) -> str: ...
    @property
    def humans(self) -> list[int]: ...
    @property
    def record(self) -> Record | None: ...
    @property
    def turn(self) -> int: ...
    def view(self, seat: int) -> dict: ...
    def to_move(self) -> int | None: ...
    def legal_actions(self) -> list[Action]: ...
    def dice_request(self) -> DiceRequest | None: ...
    def log(self) -> list[str]: ...
    def is_over(self) -> bool: ...
    def result(self) -> Result: ...
    def apply(self, action: Action) -> list[str]: ...
    def roll(self, values: Sequence[int]) -> list[str]: ...
    def why_no_undo(self) -> str: ...
    def undo(self) -> None: ...
    def odds(self, request: DiceRequest, seat: int) -> list[str]: ...
    def virtual_roll(self, request: DiceRequest) -> tuple[int, ...]: ...
    def preview_roll(self, values: Sequence[int]) -> list[str]: ...
    def ai_task(self, seat: int) -> Callable[[], Action]: ...
    def hint_task(self, seat: int) -> Callable[[], list[tuple[str, str]]]: ...
    def listen(self, changed: Callable[[str], None]) -> None: ...
    def stop_ai(self) -> None: ...
    def close(self) -> None: ...
    @property
    def replaced(self) -> bool: ...
    def take_back(self) -> None: ...


class LocalTable:
    """The table in this process: a `Session` (state, record, undo) and its AI rivals."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.game = session.record.game
        self.title = session.info.title
        self.config = session.record.config
        self.seats = session.seats
        self.dice = session.dice
        self.agents: dict[int, Any] = {}  # built when an AI seat first moves (in a thread)
        self.agent_options: dict[str, Any] = {}
        """Options for every AI seat's agent over its level's (tests give `iters` and `ms=None`)."""
        self.worker = AIWorker(self.game, self.config, session.record.seed)
        """Where searches run (`hard` seats, hints): its own process, started when first asked."""

    @property
    def state(self) -> Any:
        return self.session.state

    @property
    def record(self) -> Record:
        return self.session.record

    @property
    def humans(self) -> list[int]:
        return self.session.humans

    @property
    def turn(self) -> int:
        return self.state.turn

    def seat_name(self, seat: int | None) -> str:
        return self.session.seat_name(seat)

    def decides(self, seat: int) -> str:
        return AI if self.seats[seat].is_ai else PERSON

    def roller(self, request: DiceRequest) -> str:
        """A person at the keyboard rolls their own seat's dice and the table's; AI seats roll virtually."""
        by_person = self.humans and (request.seat is None or not self.seats[request.seat].is_ai)
        return PERSON if by_person else AI

    def view(self, seat: int) -> dict:
        return self.state.view(seat)

    def to_move(self) -> int | None:
        return self.state.to_move()

    def legal_actions(self) -> list[Action]:
        return self.state.legal_actions() if self.state.to_move() is not None else []

    def dice_request(self) -> DiceRequest | None:
        return self.state.dice_request()

    def log(self) -> list[str]:
        """Every line: the games' logs are public text (what a card drawn says is on the table)."""
        return self.state.log

    def is_over(self) -> bool:
        return self.state.is_over()

    def result(self) -> Result:
        return self.state.result()

    def apply(self, action: Action) -> list[str]:
        return self.session.apply(self.session.legal(action))

    def roll(self, values: Sequence[int]) -> list[str]:
        return self.session.roll(values)

    def why_no_undo(self) -> str:
        """Empty when the last decision may be taken back; otherwise why not."""
        return "" if self.session.undo_point() is not None else self.session.why_no_undo()

    def undo(self) -> None:
        self.session.undo()

    def odds(self, request: DiceRequest, seat: int) -> list[str]:
        return odds_lines(self.state, request, seat)

    def virtual_roll(self, request: DiceRequest) -> tuple[int, ...]:
        return self.session.virtual_roll(request)

    def preview_roll(self, values: Sequence[int]) -> list[str]:
        return self.session.preview_roll(values)

    def ai_task(self, seat: int) -> Callable[[], Action]:
        """The AI seat's choice, to run off the UI thread: a searching level's in the table's worker
        process, a heuristic's (a few milliseconds) on a copy of the table in the calling thread.
        If the worker dies or fails, the search runs in the thread, and the `AIFault` says so."""
        level, seed, options = self.seats[seat].level, self.session.record.seed, self.agent_options
        if not agents.searches(level) or self.worker.dead:
            return ai_choice(self.agents, self.game, level, seed, self.state, seat, options)
        copy, inputs, worker = self.state.clone(), list(self.record.inputs), self.worker

        def choose() -> Action:
            try:
                chosen = worker.ask_choice(inputs, seat, level, options)
                return next(action for action in copy.legal_actions() if action == chosen)
            except (WorkerDied, StopIteration) as error:
                worker.dead = worker.dead or "the AI's helper process chose a move that is not legal"
                action = ai_choice(self.agents, self.game, level, seed, copy, seat, options)()
                raise AIFault(action, f"{worker.dead}: the AI thinks in the app from now on") from error

        return choose

    def hint_task(self, seat: int) -> Callable[[], list[tuple[str, str]]]:
        """The hints for `seat`, to run off the UI thread: in the worker process, or here if it died."""
        copy, inputs, worker = self.state.clone(), list(self.record.inputs), self.worker

        def find() -> list[tuple[str, str]]:
            if not worker.dead:
                with contextlib.suppress(WorkerDied):
                    return worker.ask_hints(inputs, seat)
            return agents.hints(copy, seat)

        return find

    def stop_ai(self) -> None:
        """End the worker process, a search in flight with it (undo, leaving, the app quitting)."""
        self.worker.stop()

    def listen(self, changed: Callable[[str], None]) -> None:
        """A local table changes only through its screen: nothing to listen to."""

    @property
    def replaced(self) -> bool:
        """A local table is played on this screen only."""
        return False

    def take_back(self) -> None:
        """(Only a network seat can be taken by another screen.)"""

    def close(self) -> None:
        """The worker process ends; the record is autosaved by the screen."""
        self.stop_ai()


def ai_choice(cache: dict[int, Any], game: str, level: str, seed: int, state: Any, seat: int,
              options: dict[str, Any] | None = None) -> Callable[[], Action]:
    """The choice of `seat`'s AI (kept in `cache`) on a copy of `state`, to run off the UI thread or
    event loop; it raises `AIFault` (with the first legal move to play instead) if the AI fails."""
    if seat not in cache:
        cache[seat] = agents.agent_for(game, level, seed=seed + seat, **(options or {}))
    agent, copy = cache[seat], state.clone()

    def choose() -> Action:
        try:
            return agent.choose(copy, seat)
        except Exception as error:  # an AI fault must not end the game
            first = copy.legal_actions()[0]
            raise AIFault(first, f"(AI fault: {error}; first move played)") from error

    return choose


class AIFault(Exception):
    """An AI seat failed to choose; `fallback` is the move played instead and `note` says so."""

    def __init__(self, fallback: Action, note: str) -> None:
        super().__init__(note)
        self.fallback = fallback
        self.note = note
