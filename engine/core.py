"""The engine contract every Tavern game follows (see DESIGN.md).

A game module exports `GAME`, a `GameInfo` whose `new(config, seed)` builds a
`State`. States are mutable tables in play; dice never roll inside the engine:
a die roll is a chance node (`dice_request()`) answered through `roll()`.

A `Record` (game, config, seed, inputs) replays a table exactly; saved games
are records written as versioned JSON.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

if TYPE_CHECKING:
    from engine.options import Option


class IllegalAction(Exception):
    """An action or roll the rules do not allow now; `reason` says why."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class ConfigError(ValueError):
    """A game configuration names an unknown key or an unsupported value."""


class SaveError(Exception):
    """A saved game or record cannot be read; the message says why."""


class Line(str):
    """A log line that only some seats may read (`seats`); a plain `str` in a game's log is for every seat.

    A game writes what only some seats may know (a card drawn into one hand, say) as a `Line`; the app
    shows every seat only the lines it may read (`readable`), on its screen, in hints and odds, and in
    the messages of a network table. A state's JSON keeps a line's text only: saves are records, whose
    replay writes the lines again with their seats.
    """

    seats: frozenset[int]
    words: str
    """What the line says as the game wrote it: an `engine.message.Msg`, rendered in each reader's language."""

    def __new__(cls, text: str, seats: Iterable[int] = ()) -> Line:
        line = super().__new__(cls, text)
        line.seats = frozenset(seats)
        line.words = text
        return line

    def __reduce__(self) -> tuple:  # (copies and pickles keep the seats and the message)
        return (Line, (self.words, self.seats))


def readable(line: str, seat: int) -> bool:
    """Whether `seat` may read a log line."""
    return not isinstance(line, Line) or seat in line.seats


def _freeze(value: Any) -> Any:
    """JSON lists become tuples so actions read back from JSON stay hashable."""
    if isinstance(value, list):
        return tuple(_freeze(v) for v in value)
    return value


def _thaw(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_thaw(v) for v in value]
    return value


@dataclass(frozen=True, slots=True)
class Action:
    """One decision: a `kind` and hashable `args`; `label` is for people only.

    `card` names (by id) the card the decision involves, so a screen can show
    that card's face beside the move; like the label it is not part of the
    decision's identity.
    """

    kind: str
    args: tuple = ()
    label: str = field(default="", compare=False)
    card: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.label or f"{self.kind}{self.args if self.args else ''}"

    def to_json(self) -> dict:
        data: dict = {"kind": self.kind, "args": _thaw(self.args)}
        if self.label:
            data["label"] = self.label
        if self.card:
            data["card"] = self.card
        return data

    @staticmethod
    def from_json(data: Mapping) -> Action:
        if not isinstance(data, Mapping) or not isinstance(data.get("kind"), str):
            raise SaveError(f"an action must be an object with a 'kind' string (got {brief(data)})")
        args = data.get("args", [])
        if not isinstance(args, list):
            raise SaveError(f"action {brief(data['kind'])}: 'args' must be a list (got {brief(args)})")
        card = data.get("card", "")
        if not isinstance(card, str):
            raise SaveError(f"action {brief(data['kind'])}: 'card' must be text (got {brief(card)})")
        return Action(data["kind"], _freeze(args), str(data.get("label", "")), card)


@dataclass(frozen=True, slots=True)
class DiceRequest:
    """A chance node: how many dice with how many faces, and why.

    `dice=(6, 6)` asks for two six-sided dice; `seat` is whose roll it is
    (None when the roll belongs to the table or to an enemy).
    """

    dice: tuple[int, ...]
    reason: str
    seat: int | None = None

    def check(self, values: Iterable[object]) -> tuple[int, ...]:
        """The values as a tuple, or `IllegalAction` if they do not fit the request."""
        given = tuple(values)
        if len(given) != len(self.dice):
            raise IllegalAction(
                f"{self.reason}: expected {len(self.dice)} dice, got {len(given)}"
            )
        checked: list[int] = []
        for index, (value, faces) in enumerate(zip(given, self.dice, strict=True)):
            if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= faces:
                raise IllegalAction(
                    f"{self.reason}: die {index + 1} is a d{faces} and cannot show {value!r}"
                )
            checked.append(value)
        return tuple(checked)

    def describe(self) -> str:
        counts: dict[int, int] = {}
        for faces in self.dice:
            counts[faces] = counts.get(faces, 0) + 1
        dice = " + ".join(f"{n}d{faces}" for faces, n in counts.items())
        return f"{dice}: {self.reason}"


Pairs = tuple[tuple[str, float], ...]
"""(what, number) pairs in the order a player reads them: ("missions", 2.0), ("Time left", 14.0)."""


@dataclass(frozen=True, slots=True)
class Result:
    """The end of a game: a score per seat, the winning seats and why it ended.

    `reason` is one of the game's declared `GameInfo.end_reasons`: a short fixed phrase (a message key),
    the same in every game that ended the same way, so `tavern sim` counts kinds of ending. Who and how
    much are in the fields below, and the app writes the sentences.

    Per seat, when a game keeps them:
    - `sources`: where its score came from, (what, points) pairs in the order the final scores list them
      (RPGQuest: missions, Great Challenges, ...);
    - `details`: what else the rulebook weighs or a player looks for, (what, number) pairs (Elria's Time
      left, its tie-break; RPGQuest's gold; Cartaventuras' life);
    - `marks`: fixed phrases saying how it ended for that seat ("ran out of Time", "fell in the Kingdom",
      an Elria campaign's Achievement).

    `score_name` says what a score counts ("VP", "points"), or is "" when the score only marks the
    winners (Elria's solo adventure, Cartaventuras) and is not shown.
    """

    scores: tuple[float, ...]
    winners: tuple[int, ...]
    reason: str
    sources: tuple[Pairs, ...] = ()
    score_name: str = "points"
    details: tuple[Pairs, ...] = ()
    marks: tuple[tuple[str, ...], ...] = ()

    def to_json(self) -> dict:
        return {"scores": list(self.scores), "winners": list(self.winners), "reason": self.reason,
                "sources": _pairs_json(self.sources), "score_name": self.score_name,
                "details": _pairs_json(self.details), "marks": [list(seat) for seat in self.marks]}

    @staticmethod
    def from_json(data: dict) -> Result:
        """The inverse of `to_json`; a result from before a field existed (`sources`, `score_name`,
        `details`, `marks`) loads with that field's default. ValueError says what is malformed."""
        if not isinstance(data, dict):
            raise ValueError("a result is an object {scores, winners, reason, sources, score_name, details, marks}")
        scores, winners, reason = data.get("scores"), data.get("winners"), data.get("reason")
        score_name, marks = data.get("score_name", "points"), data.get("marks", [])
        if not (isinstance(scores, list) and all(_number(score) for score in scores)):
            raise ValueError("a result's scores are a list of numbers")
        if not (isinstance(winners, list) and all(type(seat) is int and 0 <= seat < len(scores) for seat in winners)):
            raise ValueError("a result's winners are a list of seats")
        if not isinstance(reason, str):
            raise ValueError("a result's reason is text")
        if not isinstance(score_name, str):
            raise ValueError("a result's score_name is text")
        if not (isinstance(marks, list) and all(isinstance(seat, list) and all(isinstance(mark, str) for mark in seat)
                                                for seat in marks)):
            raise ValueError("a result's marks are, per seat, a list of texts")
        return Result(tuple(float(score) for score in scores), tuple(winners), reason,
                      _pairs_from_json(data.get("sources", []), "sources"), score_name,
                      _pairs_from_json(data.get("details", []), "details"), tuple(tuple(seat) for seat in marks))


def _pairs_json(seats: tuple[Pairs, ...]) -> list:
    return [[[what, number] for what, number in seat] for seat in seats]


def _pairs_from_json(seats: object, name: str) -> tuple[Pairs, ...]:
    """Per seat, [what, number] pairs read back; ValueError names the field when they are not."""
    if not (isinstance(seats, list) and all(isinstance(seat, list) and all(
            isinstance(pair, list) and len(pair) == 2 and isinstance(pair[0], str) and _number(pair[1])
            for pair in seat) for seat in seats)):
        raise ValueError(f"a result's {name} are, per seat, a list of [what, number] pairs")
    return tuple(tuple((what, float(number)) for what, number in seat) for seat in seats)


def _number(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


@runtime_checkable
class State(Protocol):
    """One table in play. See the contract table in DESIGN.md."""

    seats: int
    log: list[str]
    """What happened, line by line; a `Line` names the seats that may read it (a `str` is for every seat)."""

    def to_move(self) -> int | None: ...
    def legal_actions(self) -> list[Action]: ...
    def apply(self, action: Action) -> None: ...
    def dice_request(self) -> DiceRequest | None: ...
    def roll(self, values: Sequence[int]) -> None: ...
    def is_over(self) -> bool: ...
    def result(self) -> Result: ...
    def clone(self) -> State: ...
    def view(self, seat: int) -> dict: ...
    def determinize(self, seat: int, rng: Any) -> State: ...
    def hidden_from(self, seat: int) -> frozenset[str]: ...
    def to_json(self) -> dict: ...

    @property
    def turn(self) -> int: ...


class BaseState:
    """Shared plumbing for game states: checked `apply` and `roll`.

    A game implements `_apply(action)` and `_roll(values)` on a state that is
    already known to accept them, so an illegal action can never leave a state
    half changed.
    """

    seats: int
    log: list[str]

    if TYPE_CHECKING:  # what every game's state provides, declared for the type checker only
        def to_move(self) -> int | None: ...
        def legal_actions(self) -> list[Action]: ...
        def dice_request(self) -> DiceRequest | None: ...
        def is_over(self) -> bool: ...
        def _apply(self, action: Action) -> None: ...
        def _roll(self, values: tuple[int, ...]) -> None: ...

    def apply(self, action: Action) -> None:
        if self.to_move() is None:
            raise IllegalAction("no player is to move now" + self._why_not_moving())
        if action not in self.legal_actions():
            raise IllegalAction(f"'{action}' is not a legal move now")
        self._apply(action)

    def roll(self, values: Sequence[int]) -> None:
        request = self.dice_request()
        if request is None:
            raise IllegalAction("no dice are being rolled now")
        self._roll(request.check(values))

    def _why_not_moving(self) -> str:
        if self.is_over():
            return ": the game is over"
        if self.dice_request() is not None:
            return ": the dice must be rolled first"
        return ""


@dataclass(frozen=True)
class GameInfo:
    """What a game module exports as `GAME`: the one declaration of a game, found through the
    `tavern.games` entry-point group (see engine/registry.py and docs/engine.md, "Adding a game").

    `modes` maps each mode to the seat counts it allows. `max_decisions` bounds
    how many decisions a game of random players may take before it must be
    over (the conformance suite checks it). `options` declares the per-game
    config keys, key -> a typed option from `engine.options` (`Choice`, `Number`,
    `Flag`, `Names`), which parses `--config`, a record's config and the New game
    form alike. `option_modes` names the modes an option does anything in (key ->
    modes; an option not listed applies to every mode). `mode_names` says what
    players call each mode (an `engine.message.Msg`, shown in their language; a
    mode not named is shown as its key): `mode_name(mode)`.

    The rest says where the other layers find the game's parts, as import paths
    ("module:NAME") that only the layer needing them resolves, so the engine
    imports none of them: `heuristic` (a class in ai/, none: a neutral stand-in),
    `screen` (a board screen class in tui/, none: the generic board), `rules`
    (a markdown rules summary in tui/), `die_labels` (a function labelling each die
    of a `DiceRequest`, none: by size). `order` places the game in menus and
    listings (lower first, then by name). `character_options` are the options that
    choose the players' characters, so a token on the dice box can set one: a
    `Choice` per seat in seat order, or one `Names` listing them seat by seat;
    `character_names` then says what people call each character (lower case) ->
    the value those options take. `passes` are the kinds of decision that only let another seat go on
    and change nothing but whom the game asks next (RPGQuest's "wait" to an interrupt offer): an AI
    seat's pass is taken back with the person's decision before it, so it does not stop undo.
    `end_reasons` are the fixed phrases `result().reason` may be
    (the conformance suite checks that every ending is one of them).
    """

    name: str
    title: str
    modes: Mapping[str, tuple[int, ...]]
    new_state: Callable[[dict, int], State]
    from_json: Callable[[dict], State]
    max_decisions: int
    options: Mapping[str, Option] = field(default_factory=dict)
    option_modes: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    order: int = 0
    heuristic: str = ""
    screen: str = ""
    rules: str = ""
    die_labels: str = ""
    character_options: tuple[str, ...] = ()
    character_names: Callable[[], Mapping[str, str]] | None = None
    passes: tuple[str, ...] = ()
    end_reasons: tuple[str, ...] = ()
    mode_names: Mapping[str, str] = field(default_factory=dict)

    def mode_name(self, mode: str) -> str:
        """What players call `mode` (a `Msg` where the game names it)."""
        return self.mode_names.get(mode, mode)

    def options_for(self, mode: str) -> tuple[str, ...]:
        """The option keys that do something in `mode`, in `options` order."""
        return tuple(key for key in self.options if mode in self.option_modes.get(key, (mode,)))

    @property
    def seats(self) -> tuple[int, ...]:
        """Every seat count some mode allows."""
        return tuple(sorted({n for counts in self.modes.values() for n in counts}))

    @property
    def default_mode(self) -> str:
        return next(iter(self.modes))

    def normalise_config(self, config: Mapping[str, Any] | None) -> dict:
        """The full config with defaults filled in; `ConfigError` names any bad key or value.

        Every option's value, given or default, is its option's `parse` of it."""
        config = dict(config or {})
        mode = config.pop("mode", self.default_mode)
        if not isinstance(mode, str) or mode not in self.modes:
            raise ConfigError(
                f"{self.name}: unknown mode {brief(mode)} (modes: {', '.join(self.modes)})"
            )
        allowed_seats = self.modes[mode]
        players = config.pop("players", allowed_seats[0])
        if isinstance(players, str) and players.isascii() and players.isdigit() and len(players) < 3:
            players = int(players)
        if not _is_whole(players) or players not in allowed_seats:
            counts = ", ".join(str(n) for n in allowed_seats)
            raise ConfigError(
                f"{self.name} {mode}: {brief(players)} players is not allowed (allowed: {counts})"
            )
        full: dict[str, Any] = {"mode": mode, "players": players}
        for key, value in config.items():
            if key not in self.options:
                known = ", ".join(sorted(self.options)) or "none"
                raise ConfigError(f"{self.name}: unknown config key {key!r} (known keys: {known})")
            full[key] = self.options[key].parse(self.name, key, value)
        for key, option in self.options.items():
            if key not in full:
                full[key] = option.parse(self.name, key, option.default)
        return full

    def new(self, config: Mapping[str, Any] | None, seed: int) -> State:
        """A new table for this config and seed (config checked first)."""
        return self.new_state(self.normalise_config(config), int(seed))


def brief(value: Any, width: int = 40) -> str:
    """`repr(value)` cut to `width` characters, for messages about bad input."""
    text = repr(value)
    return text if len(text) <= width else text[: width - 1] + "…"


def _is_whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


# --------------------------------------------------------------------------- records

RECORD_FORMAT = "tavern-record"
RECORD_VERSION = 1

Input = Action | tuple


@dataclass
class Record:
    """Everything needed to replay a table: game, config, seed and the inputs in order.

    Inputs are `Action`s (decisions) and tuples of ints (dice rolls).
    `meta` carries free-form data for the app (seat names, agent kinds, save time).
    """

    game: str
    config: dict
    seed: int
    inputs: list[Input] = field(default_factory=list)
    meta: dict = field(default_factory=dict)

    def apply(self, state: State, action: Action) -> None:
        """Apply a decision to `state` and remember it (only if it was legal)."""
        state.apply(action)
        self.inputs.append(action)

    def roll(self, state: State, values: Iterable[int]) -> None:
        """Answer the pending chance node of `state` and remember the roll."""
        values = tuple(values)
        state.roll(values)
        self.inputs.append(values)

    def to_json(self) -> dict:
        inputs = [
            {"action": item.to_json()} if isinstance(item, Action) else {"roll": list(item)}
            for item in self.inputs
        ]
        return {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION,
            "game": self.game,
            "config": self.config,
            "seed": self.seed,
            "inputs": inputs,
            "meta": self.meta,
        }

    @staticmethod
    def from_json(data: Any, game: str | None = None) -> Record:
        """Read a record; `SaveError` says what is wrong. `game` insists on one game."""
        from engine import GAMES  # late imports: the registry imports every game,
        from engine.record_json import check_record  # and the checks import this module

        return Record(*check_record(data, game, GAMES))


def replay(record: Record, upto: int | None = None) -> State:
    """The state after the record's inputs (or its first `upto` inputs).

    Raises `SaveError` when an input does not apply, naming which one.
    """
    from engine import GAMES

    if not isinstance(record.game, str) or record.game not in GAMES:
        raise SaveError(f"unknown game {brief(record.game)}")
    try:
        state = GAMES[record.game].new(record.config, record.seed)
    except ConfigError as error:
        raise SaveError(f"record config is not valid: {error}") from error
    inputs = record.inputs if upto is None else record.inputs[:upto]
    for index, item in enumerate(inputs):
        try:
            apply_input(state, item)
        except IllegalAction as error:
            raise SaveError(f"record input {index + 1} ({item}) does not apply: {error.reason}") from error
    return state


def apply_input(state: State, item: Input) -> None:
    """Play one recorded input: a decision (matched to the legal one, so it carries its label) or a roll.
    `IllegalAction` says why it does not apply; the state is then untouched."""
    if isinstance(item, Action):
        state.apply(legal_action(state, item))
    else:
        state.roll(item)


def legal_action(state: State, action: Action) -> Action:
    """The action to play for `action`: the legal one equal to it, with its label and card (agents choose
    on copies, records and network seats send actions without them). Equal means of the same kind and of
    exactly the same argument types, so a seat's `true` or `1.0` is never taken for the argument 1
    (`IllegalAction`). An action the state does not offer is returned as it is, for the state's own
    `apply` to refuse with its reason or to take (Cartaventuras' time-up is never offered)."""
    offered = state.legal_actions() if state.to_move() is not None else []
    for legal in offered:
        if legal.kind == action.kind and exactly(legal.args, action.args):
            return legal
    if action in offered:  # equal only as Python compares numbers
        raise IllegalAction(f"'{action}' is not a legal move now")
    return action


def exactly(mine: Any, theirs: Any) -> bool:
    """Equal and of the same types all the way down (Python's `True == 1.0 == 1` would take them)."""
    if type(mine) is not type(theirs):
        return False
    if isinstance(mine, tuple):
        return len(mine) == len(theirs) and all(exactly(a, b) for a, b in zip(mine, theirs, strict=True))
    return bool(mine == theirs)

