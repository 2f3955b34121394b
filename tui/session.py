"""A table in play for the app: the state, its record, who sits where, and undo.

No Textual here: the screens drive a `Session`, and tests can too.

Undo takes back the last input when it is a person's decision: never an AI
seat's decision (rewinding past it would let a player see what the rival
prefers), never a die roll, never an input that revealed something new to a
human seat (a card drawn or turned: `hidden_from(seat)` shrank). At one
keyboard (hot seat) the people share undo, one decision at a time.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import Any

import engine
from device.sources import VirtualDice
from engine.core import Action, DiceRequest, IllegalAction, Record, SaveError, State

LEVELS = ("easy", "normal", "hard")


@dataclass
class Seat:
    """Who plays a seat: a person ("human") or an AI rival at a level."""

    kind: str = "human"
    level: str = "normal"
    name: str = ""

    @property
    def is_ai(self) -> bool:
        return self.kind == "ai"

    def label(self, index: int) -> str:
        if self.name:
            return self.name
        return f"AI {index + 1} ({self.level})" if self.is_ai else f"Player {index + 1}"


class Session:
    """The truth of one game in the app. Build with `new` or `from_record`."""

    def __init__(self, record: Record, seats: list[Seat], dice: str = "virtual") -> None:
        self.record = record
        self.seats = seats
        self.dice = dice
        self.info = engine.GAMES[record.game]
        self.movers: list[int | None] = []  # per input: the deciding seat, None for a roll
        self.barriers: list[bool] = []      # per input: a roll or a reveal (undo stops here)
        inputs, record.inputs = list(record.inputs), []
        self.state: State = self.info.new(record.config, record.seed)
        for index, item in enumerate(inputs):
            try:
                if isinstance(item, Action):
                    self.apply(self._legal(item))
                else:
                    self.roll(item)
            except IllegalAction as error:
                raise SaveError(f"input {index + 1} ({item}) does not apply: {error.reason}") from error
        self.virtual = VirtualDice(record.seed * 7919 + len(record.inputs))
        self._write_meta()

    # -- building ---------------------------------------------------------
    @staticmethod
    def new(game: str, config: dict, seed: int, seats: list[Seat], dice: str = "virtual") -> Session:
        full = engine.GAMES[game].normalise_config(config)
        return Session(Record(game, full, int(seed)), seats, dice)

    @staticmethod
    def from_record(record: Record) -> Session:
        """Restore a saved game exactly; `SaveError` if the record does not replay."""
        if record.game not in engine.GAMES:
            raise SaveError(f"the game {record.game!r} is not available in this version of Tavern")
        try:
            config = engine.GAMES[record.game].normalise_config(record.config)
        except engine.ConfigError as error:
            raise SaveError(f"the saved setup is not valid: {error}") from error
        players = config["players"]
        raw = record.meta.get("seats")
        seats = [_seat(item) for item in raw] if isinstance(raw, list) else []
        seats = (seats + [Seat() for _ in range(players)])[:players]
        dice = record.meta.get("dice", "virtual")
        try:
            return Session(record, seats, dice if isinstance(dice, str) else "virtual")
        except engine.ConfigError as error:  # the game itself refuses the setup (e.g. an unknown character)
            raise SaveError(f"the saved setup is not valid: {error}") from error

    def _write_meta(self) -> None:
        self.record.meta["seats"] = [asdict(seat) for seat in self.seats]
        self.record.meta["dice"] = self.dice

    # -- playing ----------------------------------------------------------
    @property
    def humans(self) -> list[int]:
        return [i for i, seat in enumerate(self.seats) if not seat.is_ai]

    def seat_name(self, seat: int | None) -> str:
        return "The table" if seat is None else self.seats[seat].label(seat)

    def apply(self, action: Action) -> list[str]:
        """Play a decision for the seat to move; returns the new log lines."""
        seat = self.state.to_move()
        before = self._hidden()
        start = len(self.state.log)
        self.record.apply(self.state, action)
        self.movers.append(seat)
        self.barriers.append(self._revealed(before))
        return self.state.log[start:]

    def roll(self, values: Sequence[int]) -> list[str]:
        """Answer the pending die roll; returns the new log lines."""
        start = len(self.state.log)
        self.record.roll(self.state, values)
        self.movers.append(None)
        self.barriers.append(True)
        return self.state.log[start:]

    def virtual_roll(self, request: DiceRequest) -> tuple[int, ...]:
        """Seeded virtual dice: a game replays the same from its seed."""
        return self.virtual.roll(request)

    def preview_roll(self, values: Sequence[int]) -> list[str]:
        """The log lines a roll would add, without playing it."""
        copy = self.state.clone()
        start = len(copy.log)
        copy.roll(values)
        return copy.log[start:]

    def _legal(self, action: Action) -> Action:
        for legal in self.state.legal_actions() if self.state.to_move() is not None else ():
            if legal == action:
                return legal
        return action

    def legal(self, action: Action) -> Action:
        """The legal action equal to `action` (agents choose on copies)."""
        return self._legal(action)

    # -- undo -------------------------------------------------------------
    def _hidden(self) -> dict[int, frozenset[Any]]:
        hidden_from = getattr(self.state, "hidden_from", None)
        if hidden_from is None:
            return {}
        return {seat: frozenset(hidden_from(seat)) for seat in self.humans}

    def _revealed(self, before: dict[int, frozenset[Any]]) -> bool:
        after = self._hidden()
        return any(before[seat] - after.get(seat, frozenset()) for seat in before)

    def undo_point(self) -> int | None:
        """How many inputs to keep to undo the last decision, or None when it may not be undone."""
        if not self.record.inputs or self.barriers[-1]:
            return None
        mover = self.movers[-1]
        if mover is None or self.seats[mover].is_ai:
            return None
        return len(self.record.inputs) - 1

    def undo(self) -> bool:
        """Take back the last decision; False when undo is not allowed."""
        keep = self.undo_point()
        if keep is None:
            return False
        inputs = self.record.inputs[:keep]
        self.record.inputs = []
        self.movers, self.barriers = [], []
        self.state = self.info.new(self.record.config, self.record.seed)
        for item in inputs:
            self.apply(self._legal(item)) if isinstance(item, Action) else self.roll(item)
        return True

    def why_no_undo(self) -> str:
        """Why `undo_point()` is None, in words for the player."""
        if not self.record.inputs:
            return "Nothing to undo yet."
        mover = self.movers[-1]
        if mover is None:
            return "Undo cannot go back across a die roll."
        if self.barriers[-1]:
            return "Undo cannot go back across a newly revealed card."
        return f"Undo cannot go back past {self.seat_name(mover)}'s move."


def _seat(data: Any) -> Seat:
    if not isinstance(data, dict):
        return Seat()
    kind = data["kind"] if data.get("kind") in ("human", "ai") else "human"
    level = data["level"] if data.get("level") in LEVELS else "normal"
    name = data["name"] if isinstance(data.get("name"), str) else ""
    return Seat(kind, level, name)
