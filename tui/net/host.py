"""The authoritative table of `tavern host`: the state, the record, the seats and their codes.

No sockets here (`tui.net.server` carries the messages): a `HostTable` takes a seat's checked
message, refuses it with the reason (`Refused`, state untouched) or plays it, says what the host
does next (an AI seat's move, a roll of the host's virtual dice, or wait), and builds each
seat's `table` message from what that seat may know: its view, its own legal actions, a roll
that is its to make (with odds from what it may know), and the log, whose lines are public
text in every game today (the same rule as the board screen). What the table was set up with
(join codes, dice policy, away rule) and who rolled each roll, and how, are kept in the
record's meta, so a host restarted from its autosave keeps every code.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from device.sources import VirtualDice
from engine.core import Action, DiceRequest, IllegalAction, Record, SaveError
from tui import agents
from tui.dice_words import describe_roll, die_labels
from tui.odds import groups_of, lines_of, outcomes
from tui.session import Session
from tui.storage import write_atomic
from tui.table import AIFault, ai_choice

CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O or 1/I to misread
HOW = {"host": "the host's virtual dice", "virtual": "virtual dice on their screen",
       "typed": "their own dice, typed in", "device": "their dice box"}
AWAY_RULES = ("wait", "ai")


class Refused(Exception):
    """A seat's message the table does not accept now; `reason` says why. Nothing changed."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class Step:
    """What the host does next: `kind` is "ai" (an AI plays `seat`), "roll" (the host rolls) or "wait"."""

    kind: str
    seat: int | None = None


def exactly(mine: Any, theirs: Any) -> bool:
    """Equal and of the same types all the way down: a seat's `true` or `1.0` is not the argument 1
    (Python's `True == 1.0 == 1` would take it)."""
    if type(mine) is not type(theirs):
        return False
    if isinstance(mine, tuple):
        return len(mine) == len(theirs) and all(exactly(a, b) for a, b in zip(mine, theirs, strict=True))
    return bool(mine == theirs)


def new_code() -> str:
    """A join code: 6 letters and digits that read clearly aloud."""
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(6))


class HostTable:
    """One table at the host. Build with `open` (a new game) or `resume` (from its save)."""

    def __init__(self, session: Session, path: Path) -> None:
        self.session = session
        self.path = path
        net = session.record.meta.setdefault("net", {})
        self.codes: dict[str, int] = {code: int(seat) for code, seat in net.get("codes", {}).items()}
        self.dice: dict[int, str] = {int(seat): how for seat, how in net.get("dice", {}).items()}
        self.away_rule: str = net.get("away", "wait")
        self.rolls: dict[str, str] = net.setdefault("rolls", {})
        self.present: set[int] = set()
        self.dropped: set[int] = set()  # seats whose connection dropped (an AI may cover them)
        self.agents: dict[int, Any] = {}
        self.lines: list[str] = []
        self.foreseen: tuple[tuple, dict] = ((), {})  # (input count, roll) and its `foresight`
        self.virtual = VirtualDice(secrets.randbits(64))  # not from the table's seed: no seat can foresee it
        self.rebuild()

    @staticmethod
    def open(session: Session, path: Path, dice: dict[int, str], away: str) -> HostTable:
        """A new table: a code per human seat; `dice` names the seats that roll their own dice ("seat")."""
        codes: dict[str, int] = {}
        for seat in session.humans:
            code = new_code()
            while code in codes:
                code = new_code()
            codes[code] = seat
        session.record.meta["net"] = {"codes": codes, "away": away, "rolls": {},
                                      "dice": {str(seat): dice.get(seat, "host") for seat in session.humans}}
        table = HostTable(session, path)
        table.autosave()
        return table

    @staticmethod
    def resume(path: Path) -> HostTable:
        """The table saved at `path`; `SaveError` if it is not a hosted table's save."""
        from tui import saves

        session = Session.from_record(saves.read(path))
        if not isinstance(session.record.meta.get("net"), dict) or not session.record.meta["net"].get("codes"):
            raise SaveError(f"{path}: not a hosted table's save (it has no join codes); "
                            "open it in the app with Load instead")
        return HostTable(session, path)

    # -- what is where ----------------------------------------------------
    @property
    def record(self) -> Record:
        return self.session.record

    @property
    def state(self) -> Any:
        return self.session.state

    @property
    def at(self) -> int:
        """How many inputs the table has had: a seat's message names the count it saw."""
        return len(self.record.inputs)

    def seat_of(self, code: str) -> int:
        seat = self.codes.get(code.strip().upper())
        if seat is None:
            raise Refused("no seat at this table has that code (check it with the host)")
        return seat

    def away(self) -> list[int]:
        return [seat for seat in self.session.humans if seat not in self.present]

    def codes_by_seat(self) -> list[tuple[int, str]]:
        return sorted((seat, code) for code, seat in self.codes.items())

    def rebuild(self) -> None:
        """The log as the seats read it: the engine's lines with each roll's who-and-how before it."""
        info = self.session.info
        state = info.new(self.record.config, self.record.seed)
        self.lines = list(state.log)  # the opening lines, as a game at one screen starts
        for index, item in enumerate(self.record.inputs):
            start = len(state.log)
            if isinstance(item, Action):
                state.apply(next((a for a in state.legal_actions() if a == item), item))
            else:
                request = state.dice_request()
                self.lines.append(self.roll_line(request, item, self.rolls.get(str(index), "host")))
                state.roll(item)
            self.lines += state.log[start:]

    def roll_line(self, request: DiceRequest | None, values: tuple, how: str) -> str:
        """The roll as a game at one screen writes it (each die by its label: "you 2, foe 6" in a
        Cartaventuras fight), and whose dice they were."""
        who = self.session.seat_name(request.seat if request else None)
        dice = request.dice if request else tuple(6 for _ in values)
        shown = describe_roll(values, die_labels(self.record.game, DiceRequest(dice, "", None)), dice)
        return f"[dice] {who} rolls {shown} ({HOW.get(how, how)})"

    # -- what comes next --------------------------------------------------
    def next_step(self) -> Step:
        state = self.state
        if state.is_over():
            return Step("wait")
        request = state.dice_request()
        if request is not None:
            seat = request.seat
            if seat is None or self.session.seats[seat].is_ai or self.dice.get(seat, "host") == "host":
                return Step("roll", seat)
            return Step("roll", seat) if self.ai_covers(seat) else Step("wait", seat)  # (an AI rolls as the host)
        seat = state.to_move()
        if seat is not None and (self.session.seats[seat].is_ai or self.ai_covers(seat)):
            return Step("ai", seat)
        return Step("wait", seat)

    def ai_covers(self, seat: int) -> bool:
        """A seat whose player dropped out is played by the AI when the table allows it (a seat not
        yet taken is waited for)."""
        return self.away_rule == "ai" and seat in self.dropped and seat not in self.present

    def ai_task(self, seat: int) -> Callable[[], Action]:
        """The AI's choice for `seat` on a copy of the table, to run off the event loop."""
        level = self.session.seats[seat].level if self.session.seats[seat].is_ai else "normal"
        task = ai_choice(self.agents, self.record.game, level, self.record.seed, self.state, seat)

        def choose() -> Action:
            try:
                return task()
            except AIFault as fault:  # an AI fault must not end the game: its first move is played
                return fault.fallback

        return choose

    # -- inputs -----------------------------------------------------------
    def _input(self, values: tuple | None, action: Action | None, how: str) -> None:
        start = len(self.state.log)
        if values is not None:
            request = self.state.dice_request()
            self.session.roll(values)
            self.rolls[str(self.at - 1)] = how
            self.lines.append(self.roll_line(request, values, how))
        elif action is not None:
            self.session.apply(action)
        self.lines += self.state.log[start:]

    def play_ai(self, seat: int, action: Action) -> None:
        """An AI seat's (or an away seat's AI) move, if the table still waits for it."""
        if self.state.to_move() == seat:
            self._input(None, self._legal(action), "")
        elif self.state.dice_request() is not None:
            self.host_roll()

    def host_roll(self) -> None:
        request = self.state.dice_request()
        if request is not None:
            self._input(self.virtual.roll(request), None, "host")

    def _legal(self, action: Action) -> Action:
        for legal in self.state.legal_actions() if self.state.to_move() is not None else ():
            if legal.kind == action.kind and exactly(legal.args, action.args):
                return legal
        raise Refused(f"'{action}' is not a legal move now")

    def _fresh(self, seat: int, message: dict) -> None:
        if message["at"] != self.at:
            raise Refused(f"the table has moved on since you decided (input {self.at}, you saw {message['at']}): "
                          "look again and decide")
        if self.state.is_over():
            raise Refused("the game is over")

    def act(self, seat: int, message: dict) -> None:
        """A seat's decision: only its own, only on the table it saw, only a legal one."""
        self._fresh(seat, message)
        mover = self.state.to_move()
        if mover != seat:
            whose = "the dice are to be rolled" if mover is None else f"it is {self.session.seat_name(mover)}'s move"
            raise Refused(f"not your decision: {whose}")
        self._input(None, self._legal(Action.from_json(message["action"])), "")

    def roll(self, seat: int, message: dict) -> None:
        """A roll of the seat's own dice, when the table trusts them and the roll is the seat's."""
        self._fresh(seat, message)
        request = self.state.dice_request()
        if request is None or request.seat != seat:
            raise Refused("there is no roll of yours to make now")
        if self.dice.get(seat, "host") != "seat":
            raise Refused("the host rolls your dice at this table")
        try:
            values = request.check(message["values"])
        except IllegalAction as error:
            raise Refused(error.reason) from None
        self._input(values, None, message["how"])

    def why_no_undo(self, seat: int) -> str:
        if self.session.undo_point() is None:
            return self.session.why_no_undo()
        if self.session.movers[-1] != seat:
            return f"Undo cannot go back past {self.session.seat_name(self.session.movers[-1])}'s move."
        return ""

    def undo(self, seat: int, message: dict) -> None:
        self._fresh(seat, message)
        why_not = self.why_no_undo(seat)
        if why_not:
            raise Refused(why_not)
        self.session.undo()
        self.rebuild()

    def hint_task(self, seat: int, message: dict) -> Callable[[], list[tuple[str, str]]]:
        self._fresh(seat, message)
        if self.state.to_move() != seat:
            raise Refused("hints are for your own move")
        copy = self.state.clone()
        return lambda: agents.hints(copy, seat)

    # -- what a seat may know ---------------------------------------------
    def table_message(self, seat: int, log_start: int) -> dict:
        """The fields of the `table` message for `seat`, with the log lines from `log_start` on."""
        state = self.state
        request = state.dice_request()
        mine = state.to_move() == seat and not state.is_over()
        dice = None
        if request is not None:
            yours = request.seat == seat and self.dice.get(seat, "host") == "seat"
            dice = {"dice": list(request.dice), "reason": request.reason, "seat": request.seat, "yours": yours,
                    **(self.foresight(request, seat) if yours else {"odds": [], "outcomes": None})}
        return {"at": self.at, "turn": state.turn, "view": state.view(seat), "to_move": state.to_move(),
                "legal": [action.to_json() for action in state.legal_actions()] if mine else [],
                "dice": dice, "log_start": log_start, "log": self.lines[log_start:], "over": state.is_over(),
                "result": state.result().to_json() if state.is_over() else None,
                "undo": self.why_no_undo(seat), "away": self.away()}

    def foresight(self, request: DiceRequest, seat: int) -> dict:
        """What the dice dialog shows the seat rolling its own dice, as at one screen but from what
        that seat may know: the odds, and what each outcome would do (worked out once a roll)."""
        if self.foreseen[0] != (self.at, request):
            texts = outcomes(self.state, request, seat)
            foresight = {"odds": lines_of(groups_of(texts), request), "outcomes": texts}
            self.foreseen = ((self.at, request), foresight)
        return self.foreseen[1]

    def welcome(self, seat: int) -> dict:
        seats = [{"kind": info.kind, "level": info.level, "name": info.label(index)}
                 for index, info in enumerate(self.session.seats)]
        return {"seat": seat, "game": self.record.game, "title": self.session.info.title,
                "config": self.record.config, "seats": seats, "dice": self.dice.get(seat, "host")}

    def autosave(self) -> None:
        """Write the record now (`SaveError` when the disk says no: the game goes on)."""
        self.write(self.record_text())

    def record_text(self) -> str:
        """The save as it stands, to `write` (off the event loop: the server saves after every input).
        Compact JSON, which Python writes several times faster than the indented kind of other saves:
        a host writes one after every input at every table."""
        return json.dumps(self.record.to_json(), ensure_ascii=False, separators=(",", ":"))

    def write(self, text: str) -> None:
        """Write a `record_text` to the table's save (`SaveError` when the disk says no)."""
        try:
            write_atomic(self.path, text)
        except OSError as error:
            raise SaveError(f"cannot autosave to {self.path}: {error.strerror or error}") from error
