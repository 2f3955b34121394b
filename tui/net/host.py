"""The authoritative table of `tavern host`: a match, and what hosting adds to it.

No sockets here (`tui.net.server` carries the messages): a `HostTable` keeps the table's `Match`
(`tui.match`: the state, the record, what comes next, undo, the log the seats read, the AI's turns)
and adds what hosting needs: the join codes, which seats are here or away (an AI covers a seat whose
player dropped when the table allows it), who rolls their own dice, a seat's checked message played
or refused with the reason (`Refused`, state untouched), and each seat's `table` message built from
what that seat may know: its view, its own legal actions, a roll that is its to make (with odds from
what it may know), and its log. What the table was set up with (join codes, dice policy, away rule)
and who rolled each roll, and how, are kept in the record's meta, so a host restarted from its
autosave keeps every code.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Callable
from pathlib import Path
from typing import Any

from device.sources import VirtualDice
from engine.core import Action, DiceRequest, IllegalAction, Record, SaveError
from tui.match import AIFault, Match, Step
from tui.odds import groups_of, lines_of, outcomes
from tui.storage import write_atomic

CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O or 1/I to misread
AWAY_RULES = ("wait", "ai")


class Refused(Exception):
    """A seat's message the table does not accept now; `reason` says why. Nothing changed."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def new_code() -> str:
    """A join code: 6 letters and digits that read clearly aloud."""
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(6))


class HostTable:
    """One table at the host. Build with `open` (a new game) or `resume` (from its save)."""

    def __init__(self, match: Match, path: Path) -> None:
        self.match = match
        self.path = path
        net = match.record.meta.setdefault("net", {})
        self.codes: dict[str, int] = {code: int(seat) for code, seat in net.get("codes", {}).items()}
        self.dice: dict[int, str] = {int(seat): how for seat, how in net.get("dice", {}).items()}
        self.away_rule: str = net.get("away", "wait")
        self.present: set[int] = set()
        self.dropped: set[int] = set()  # seats whose connection dropped (an AI may cover them)
        self.foreseen: tuple[tuple, dict] = ((), {})  # (input count, roll) and its `foresight`
        match.virtual = VirtualDice(secrets.randbits(64))  # not from the table's seed: no seat can foresee it
        match.worker = None  # the host's AI thinks in threads
        match.elsewhere = frozenset(match.humans)
        match.own_dice = frozenset(seat for seat, how in self.dice.items() if how == "seat")
        match.covers = self.ai_covers

    @staticmethod
    def open(match: Match, path: Path, dice: dict[int, str], away: str) -> HostTable:
        """A new table: a code per human seat; `dice` names the seats that roll their own dice ("seat")."""
        codes: dict[str, int] = {}
        for seat in match.humans:
            code = new_code()
            while code in codes:
                code = new_code()
            codes[code] = seat
        match.record.meta["net"] = {"codes": codes, "away": away, "rolls": match.hows,
                                    "dice": {str(seat): dice.get(seat, "host") for seat in match.humans}}
        table = HostTable(match, path)
        table.autosave()
        return table

    @staticmethod
    def resume(path: Path) -> HostTable:
        """The table saved at `path`; `SaveError` if it is not a hosted table's save."""
        from tui import saves

        record = saves.read(path)
        net = record.meta.get("net")
        if not isinstance(net, dict) or not net.get("codes"):
            raise SaveError(f"{path}: not a hosted table's save (it has no join codes); "
                            "open it in the app with Load instead")
        rolls = net.get("rolls")
        net["rolls"] = rolls if isinstance(rolls, dict) else {}
        return HostTable(Match.from_record(record, hows=net["rolls"]), path)

    # -- what is where ----------------------------------------------------
    @property
    def record(self) -> Record:
        return self.match.record

    @property
    def state(self) -> Any:
        return self.match.state

    @property
    def lines(self) -> list[str]:
        """Every line of the log (each seat is sent only those it may read: `table_message`)."""
        return self.match.log()

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
        return [seat for seat in self.match.humans if seat not in self.present]

    def codes_by_seat(self) -> list[tuple[int, str]]:
        return sorted((seat, code) for code, seat in self.codes.items())

    # -- what comes next --------------------------------------------------
    def next_step(self) -> Step:
        """The match's next step: the host acts when it is an AI's (a move, or the virtual dice)."""
        return self.match.next_step()

    def ai_covers(self, seat: int) -> bool:
        """A seat whose player dropped out is played by the AI when the table allows it (a seat not
        yet taken is waited for)."""
        return self.away_rule == "ai" and seat in self.dropped and seat not in self.present

    def ai_task(self, seat: int) -> Callable[[], Action]:
        """The AI's choice for `seat` on a copy of the table, to run off the event loop."""
        task = self.match.ai_task(seat)

        def choose() -> Action:
            try:
                return task()
            except AIFault as fault:  # an AI fault must not end the game: its first move is played
                return fault.fallback

        return choose

    # -- inputs -----------------------------------------------------------
    def play_ai(self, seat: int, action: Action) -> None:
        """An AI seat's (or an away seat's AI) move, if the table still waits for it."""
        if self.state.to_move() == seat:
            try:
                self.match.apply(action)
            except IllegalAction as error:
                raise Refused(error.reason) from None
        elif self.state.dice_request() is not None:
            self.host_roll()

    def host_roll(self) -> None:
        request = self.state.dice_request()
        if request is not None:
            self.match.roll(self.match.virtual_roll(request), "host")

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
            whose = "the dice are to be rolled" if mover is None else f"it is {self.match.seat_name(mover)}'s move"
            raise Refused(f"not your decision: {whose}")
        try:
            self.match.apply(Action.from_json(message["action"]))
        except IllegalAction as error:
            raise Refused(error.reason) from None

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
        self.match.roll(values, message["how"])

    def why_no_undo(self, seat: int) -> str:
        return self.match.why_no_undo(seat)

    def undo(self, seat: int, message: dict) -> None:
        self._fresh(seat, message)
        why_not = self.why_no_undo(seat)
        if why_not:
            raise Refused(why_not)
        self.match.undo()

    def hint_task(self, seat: int, message: dict) -> Callable[[], list[tuple[str, str]]]:
        self._fresh(seat, message)
        if self.state.to_move() != seat:
            raise Refused("hints are for your own move")
        return self.match.hint_task(seat)

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
                "dice": dice, "log_start": log_start, "log": self.match.log(seat)[log_start:], "over": state.is_over(),
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
                 for index, info in enumerate(self.match.seats)]
        return {"seat": seat, "game": self.record.game, "title": self.match.title,
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
