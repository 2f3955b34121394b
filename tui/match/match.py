"""One table in play, headless: the state, its record, who sits where, what comes next, undo, the log
the seats read and the AI's turns. The board screen plays a local game through a `Match`, and
`tavern host` keeps one per table (adding only what hosting needs: codes, seats away, the transport).
No Textual here.

Undo takes back the last input when it is a person's decision: never an AI seat's decision (rewinding
past it would let a player see what the rival prefers), never a die roll, never an input that revealed
something new to a person's seat (a card drawn or turned: `hidden_from(seat)` shrank). An AI seat's pass
(a kind the game declares in `passes`: RPGQuest's "let them go on" to an interrupt offer) changes nothing
but whom the game asks next, so it does not stop undo: it is taken back with the person's decision before
it, and the AI answers again when that decision is played again. At one keyboard (hot seat) the people
share undo, one decision at a time. Each decision that may be taken back keeps a clone of the table from
before it, so undo never replays the game.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from dataclasses import asdict
from typing import Any

import engine
from device.sources import VirtualDice
from engine.core import (
    Action,
    DiceRequest,
    IllegalAction,
    Line,
    Record,
    Result,
    SaveError,
    State,
    legal_action,
    readable,
)
from tui.dice_words import describe_roll, die_labels
from tui.match import agents
from tui.match.agents import AIFault, ai_choice
from tui.match.ai_worker import AIWorker, WorkerDied
from tui.match.seats import Seat
from tui.match.step import AI, ELSEWHERE, PERSON, Step, next_step
from tui.odds import odds_lines

HOW = {"host": "the host's virtual dice", "virtual": "virtual dice on their screen",
       "typed": "their own dice, typed in", "device": "their dice box"}
"""How a seat at a network table rolled, as its log line says (a roll at one screen does not say)."""


class Match:
    """The truth of one table. Build with `new` or `from_record`.

    `elsewhere` names the seats people play at other screens (a host's seats: the match waits for
    them), `own_dice` those of them who roll their own dice, `covers(seat)` whether an AI plays an
    elsewhere seat for now (its player dropped out), and `hows` (input index -> how) how each roll
    was made, for the log.
    """

    def __init__(self, record: Record, seats: list[Seat], dice: str = "virtual",
                 hows: dict[str, str] | None = None) -> None:
        self.record = record
        self.seats = seats
        self.dice = dice
        """How people at this screen roll: "virtual", "typed" or "device"."""
        self.info = engine.GAMES[record.game]
        self.game = record.game
        self.title = self.info.title
        self.config = record.config
        self.hows: dict[str, str] = {} if hows is None else hows
        self.elsewhere: frozenset[int] = frozenset()
        self.own_dice: frozenset[int] = frozenset()
        self.covers: Callable[[int], bool] = lambda seat: False
        self.saver: Callable[[Record], None] | None = None
        """Called with the record after every input and undo (the app's autosave); None saves nothing."""
        self.movers: list[int | None] = []  # per input: the deciding seat, None for a roll
        self.barriers: list[bool] = []      # per input: a roll or a reveal (undo stops here)
        self.undo_points: list[tuple[State, int, int]] = []
        """A clone of the table, the log's length and the inputs' count from before each decision that may be
        taken back."""
        inputs, record.inputs = list(record.inputs), []
        self.state: State = self.info.new(record.config, record.seed)
        self.lines: list[str] = []
        """Every line of the log: the game's lines, and each roll's line before what it did."""
        self.private = False
        """Whether any line so far is for some seats only (until then every seat reads `lines` itself)."""
        self._read: dict[int, tuple[list[str], int, list[str]]] = {}  # seat -> (lines, count read, its log)
        self._logged(0)
        for index, item in enumerate(inputs):
            try:
                if isinstance(item, Action):
                    self.apply(item)
                else:
                    self.roll(item, self.hows.get(str(index), ""))
            except IllegalAction as error:
                raise SaveError(f"input {index + 1} ({item}) does not apply: {error.reason}") from error
        self.virtual = VirtualDice(record.seed * 7919 + len(record.inputs))
        self.agents: dict[int, Any] = {}  # built when an AI seat first moves (in a thread)
        self.agent_options: dict[str, Any] = {}
        """Options for every AI seat's agent over its level's (tests give `iters` and `ms=None`)."""
        self.worker: AIWorker | None = AIWorker(self.game, self.config, record.seed)
        """Where searches run (`hard` seats, hints): their own process, started when first asked; None
        thinks in threads (the host)."""
        self._write_meta()

    # -- building ---------------------------------------------------------
    @staticmethod
    def new(game: str, config: dict, seed: int, seats: list[Seat], dice: str = "virtual") -> Match:
        full = engine.GAMES[game].normalise_config(config)
        return Match(Record(game, full, int(seed)), seats, dice)

    @staticmethod
    def from_record(record: Record, hows: dict[str, str] | None = None) -> Match:
        """Restore a saved game exactly; `SaveError` if the record does not replay."""
        if record.game not in engine.GAMES:
            raise SaveError(f"the game {record.game!r} is not available in this version of Tavern")
        try:
            config = engine.GAMES[record.game].normalise_config(record.config)
        except engine.ConfigError as error:
            raise SaveError(f"the saved setup is not valid: {error}") from error
        players = config["players"]
        raw = record.meta.get("seats")
        seats = [Seat.from_json(item) for item in raw] if isinstance(raw, list) else []
        seats = (seats + [Seat() for _ in range(players)])[:players]
        dice = record.meta.get("dice", "virtual")
        try:
            return Match(record, seats, dice if isinstance(dice, str) else "virtual", hows)
        except engine.ConfigError as error:  # the game itself refuses the setup (e.g. an unknown character)
            raise SaveError(f"the saved setup is not valid: {error}") from error

    def _write_meta(self) -> None:
        self.record.meta["seats"] = [asdict(seat) for seat in self.seats]
        self.record.meta["dice"] = self.dice

    # -- who does what ----------------------------------------------------
    @property
    def humans(self) -> list[int]:
        return [i for i, seat in enumerate(self.seats) if not seat.is_ai]

    def seat_name(self, seat: int | None) -> str:
        return "The table" if seat is None else self.seats[seat].label(seat)

    def decides(self, seat: int) -> str:
        """Who decides for `seat`: an AI (an AI seat, or one covering for a player away), a person here,
        or a person elsewhere."""
        if self.seats[seat].is_ai or self.covers(seat):
            return AI
        return ELSEWHERE if seat in self.elsewhere else PERSON

    def roller(self, request: DiceRequest) -> str:
        """Who rolls: a person here rolls their own seat's dice and, when anyone plays here, the table's;
        a seat elsewhere rolls its own dice if it brought them; the virtual dice roll the rest."""
        seat = request.seat
        if seat is None:
            return PERSON if any(self.decides(each) == PERSON for each in range(len(self.seats))) else AI
        decides = self.decides(seat)
        if decides == ELSEWHERE and seat not in self.own_dice:
            return AI
        return decides

    def next_step(self) -> Step:
        return next_step(self)

    # -- the table --------------------------------------------------------
    @property
    def turn(self) -> int:
        return self.state.turn

    def view(self, seat: int) -> dict:
        return self.state.view(seat)

    def to_move(self) -> int | None:
        return self.state.to_move()

    def legal_actions(self) -> list[Action]:
        return self.state.legal_actions() if self.state.to_move() is not None else []

    def dice_request(self) -> DiceRequest | None:
        return self.state.dice_request()

    def is_over(self) -> bool:
        return self.state.is_over()

    def result(self) -> Result:
        return self.state.result()

    def log(self, seat: int | None = None) -> list[str]:
        """The log as `seat` may read it (None: every line, as the host's own record has it). The list
        grows in place as play goes on, and is a new one after an undo, so a screen that wrote it knows
        to write it anew."""
        if seat is None or not self.private:
            return self.lines
        source, count, read = self._read.get(seat, (self.lines, 0, []))
        if source is not self.lines:
            count, read = 0, []
        read.extend(line for line in self.lines[count:] if readable(line, seat))
        self._read[seat] = (self.lines, len(self.lines), read)
        return read

    # -- playing ----------------------------------------------------------
    def legal(self, action: Action) -> Action:
        """The legal action equal to `action` (agents choose on copies); `IllegalAction` if none is."""
        return legal_action(self.state, action)

    def apply(self, action: Action) -> list[str]:
        """Play a decision for the seat to move; returns the new log lines. `IllegalAction` (nothing
        changed) if it is not legal now."""
        seat = self.state.to_move()
        action = self.legal(action)
        before = self._hidden()
        person = seat is not None and not self.seats[seat].is_ai
        undo_point = (self.state.clone(), len(self.lines), len(self.record.inputs)) if person else None
        start = len(self.state.log)
        self.record.apply(self.state, action)
        self.movers.append(seat)
        self.barriers.append(self._revealed(before))
        if self.barriers[-1] or (undo_point is None and not self._passes(-1)):
            self.undo_points.clear()
        elif undo_point is not None:
            self.undo_points.append(undo_point)
        lines = self._logged(start)
        self.autosave()
        return lines

    def roll(self, values: Sequence[int], how: str = "") -> list[str]:
        """Answer the pending die roll (`how` a seat at a network table rolled it); returns the new log
        lines, the roll's own first. `IllegalAction` (nothing changed) if the dice do not fit."""
        request = self.state.dice_request()
        start = len(self.state.log)
        self.record.roll(self.state, values)
        if how:
            self.hows[str(len(self.record.inputs) - 1)] = how
        self.movers.append(None)
        self.barriers.append(True)
        self.undo_points.clear()
        assert request is not None  # (the roll was accepted)
        self.lines.append(self.roll_line(request, tuple(values), how))
        lines = [self.lines[-1], *self._logged(start)]
        self.autosave()
        return lines

    def _logged(self, start: int) -> list[str]:
        new = self.state.log[start:]
        self.lines += new
        self.private = self.private or any(isinstance(line, Line) for line in new)
        return new

    def roll_line(self, request: DiceRequest, values: tuple[int, ...], how: str = "") -> str:
        """'[dice] Player 1 rolls 2 + 6', each die by its label in a game whose dice belong to different
        sides ('you 2, foe 6'), and at a network table how they were rolled."""
        shown = describe_roll(values, die_labels(self.game, request), request.dice)
        line = f"[dice] {self.seat_name(request.seat)} rolls {shown}"
        return f"{line} ({HOW.get(how, how)})" if how else line

    def virtual_roll(self, request: DiceRequest) -> tuple[int, ...]:
        """Seeded virtual dice: a game replays the same from its seed."""
        return self.virtual.roll(request)

    def preview_roll(self, values: Sequence[int]) -> list[str]:
        """The log lines a roll would add, without playing it: those the rolling seat may read (for the
        table's roll, those every seat may read)."""
        request = self.state.dice_request()
        copy = self.state.clone()
        start = len(copy.log)
        copy.roll(values)
        seats = range(len(self.seats)) if request is None or request.seat is None else (request.seat,)
        return [line for line in copy.log[start:] if all(readable(line, seat) for seat in seats)]

    def odds(self, request: DiceRequest, seat: int) -> list[str]:
        return odds_lines(self.state, request, seat)

    # -- undo -------------------------------------------------------------
    def _hidden(self) -> dict[int, frozenset[Any]]:
        hidden_from = getattr(self.state, "hidden_from", None)
        if hidden_from is None:
            return {}
        return {seat: frozenset(hidden_from(seat)) for seat in self.humans}

    def _revealed(self, before: dict[int, frozenset[Any]]) -> bool:
        after = self._hidden()
        return any(before[seat] - after.get(seat, frozenset()) for seat in before)

    def _passes(self, index: int) -> bool:
        """Whether input `index` is an AI seat's pass (see `GameInfo.passes`), taken back with what came before."""
        mover, item = self.movers[index], self.record.inputs[index]
        return (mover is not None and self.seats[mover].is_ai and isinstance(item, Action)
                and item.kind in self.info.passes)

    def why_no_undo(self, seat: int | None = None) -> str:
        """Empty when the last decision may be taken back (by `seat`, when given); otherwise why not."""
        if not self.record.inputs:
            return "Nothing to undo yet."
        last = len(self.record.inputs) - 1
        while last > 0 and self._passes(last) and not self.barriers[last]:
            last -= 1
        mover = self.movers[last]
        if mover is None:
            return "Undo cannot go back across a die roll."
        if self.undo_points and (seat is None or seat == mover):
            return ""
        if self.barriers[last]:
            return "Undo cannot go back across a newly revealed card."
        return f"Undo cannot go back past {self.seat_name(mover)}'s move."

    def undo(self) -> bool:
        """Take back the last decision (and the AI seats' passes after it); False when undo is not allowed."""
        if not self.undo_points:
            return False
        self.state, kept, count = self.undo_points.pop()
        taken_back, mover = self.record.inputs[count], self.movers[count]
        del self.record.inputs[count:], self.movers[count:], self.barriers[count:]
        self.lines = self.lines[:kept]  # a new list: a screen that wrote the old one writes this anew
        self.lines += self.undo_lines(mover, taken_back)
        self.private = True
        self.autosave()
        return True

    def undo_lines(self, mover: int | None, action: object) -> list[str]:
        """What the log says of an undo: the seat that took its decision back reads which it was, the
        others only that one was taken back (its label may name a card they may not see)."""
        assert mover is not None  # (only decisions are undone)
        others = tuple(seat for seat in range(len(self.seats)) if seat != mover)
        name = self.seat_name(mover)
        lines: list[str] = [Line(f"(undone: {name} takes back '{action}')", (mover,))]
        if others:
            lines.append(Line(f"(undone: {name} takes back their last decision)", others))
        return lines

    def autosave(self) -> None:
        """Hand the record to the saver, if the match has one."""
        if self.saver is not None:
            self.saver(self.record)

    # -- the AI's turns ---------------------------------------------------
    def ai_task(self, seat: int) -> Callable[[], Action]:
        """The choice of the AI playing `seat`, to run off the UI thread or event loop: a searching level's
        in the worker process, a heuristic's (a few milliseconds) on a copy of the table in the calling
        thread. If the worker dies or fails, the search runs in the thread, and the `AIFault` says so.
        An AI covering for a person away plays at the normal level."""
        level = self.seats[seat].level if self.seats[seat].is_ai else "normal"
        seed, options, worker = self.record.seed, self.agent_options, self.worker
        if worker is None or not agents.searches(level) or worker.dead:
            return ai_choice(self.agents, self.game, level, seed, self.state, seat, options)
        copy, inputs = self.state.clone(), list(self.record.inputs)

        def choose() -> Action:
            try:
                return legal_action(copy, worker.ask_choice(inputs, seat, level, options))
            except (WorkerDied, IllegalAction) as error:
                worker.dead = worker.dead or "the AI's helper process chose a move that is not legal"
                action = ai_choice(self.agents, self.game, level, seed, copy, seat, options)()
                raise AIFault(action, f"{worker.dead}: the AI thinks in the app from now on") from error

        return choose

    def hint_task(self, seat: int) -> Callable[[], list[tuple[str, str]]]:
        """The hints for `seat`, to run off the UI thread: in the worker process, or here without one."""
        copy, inputs, worker = self.state.clone(), list(self.record.inputs), self.worker

        def find() -> list[tuple[str, str]]:
            if worker is not None and not worker.dead:
                with contextlib.suppress(WorkerDied):
                    return worker.ask_hints(inputs, seat)
            return agents.hints(copy, seat)

        return find

    def stop_ai(self) -> None:
        """End the worker process, a search in flight with it (undo, leaving, the app quitting)."""
        if self.worker is not None:
            self.worker.stop()

    # -- as a screen's table ----------------------------------------------
    def listen(self, changed: Callable[[str], None]) -> None:
        """A match here changes only through its screen: nothing to listen to."""

    @property
    def replaced(self) -> bool:
        """A match here is played on this screen only."""
        return False

    def take_back(self) -> None:
        """(Only a network seat can be taken by another screen.)"""

    def close(self) -> None:
        """The worker process ends; the record is autosaved by the screen."""
        self.stop_ai()

