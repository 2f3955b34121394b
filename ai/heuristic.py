"""The heuristic interface: what a game's judgement gives the heuristic agent, search and hints.

`Heuristic[S]` is the base every game's heuristic subclasses, typed against its game's state class
(`Heuristic[RpgQuestState]`), so the type checker checks what it reads of the table. Two members
are required, `score_action` and `evaluate`; the rest have defaults that leave search, hints and
the agents as they are for a heuristic that says nothing more. The agents call every member
directly: none is looked up by name.

A heuristic that judges each kind of action on its own keeps its scorers (and the reasons it gives
in hints) in tables by kind, `ByKind`: a kind missing from a table is an error (`UnknownKind`), not
a silent 0, and the scorer-coverage test (tests/ai/test_scorer_coverage.py) checks that every kind
the engine can emit has its entries in `SCORES` and `REASONS`.

Everything a heuristic reads must be what the seat may know: `state.view(seat)` or a determinized
copy (search hands it nothing else).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, TypeVar

from engine.core import Action, State

S = TypeVar("S", bound=State)
E = TypeVar("E")

DEFAULT_DEPTH = 20  # decisions a search rollout plays before `evaluate` judges, unless the heuristic says


class UnknownKind(LookupError):
    """A heuristic was asked about an action kind its tables hold no entry for."""

    def __init__(self, table: str, kind: str, phase: str = "") -> None:
        where = f" in phase {phase!r}" if phase else ""
        super().__init__(f"{table} has no entry for action kind {kind!r}{where}")
        self.kind = kind
        self.phase = phase


@dataclass(frozen=True)
class ByKind(Generic[E]):
    """A heuristic's entries (scorers, reasons) by action kind.

    `kinds` maps a kind to its entry; `phases` maps (phase, kind) to the entry of a kind that is
    judged differently in different phases (RPGQuest's `done` leaves a shop or a clinic). A kind
    has one home: in `kinds` or, phase by phase, in `phases`. `find` raises `UnknownKind` for a
    kind with neither.
    """

    name: str  # what the table is, for messages: "RpgQuestHeuristic.SCORES"
    kinds: Mapping[str, E]
    phases: Mapping[tuple[str, str], E] = field(default_factory=dict)

    def __post_init__(self) -> None:
        both = sorted({kind for _, kind in self.phases} & set(self.kinds))
        if both:
            raise ValueError(f"{self.name}: kinds both by kind and by phase: {', '.join(both)}")

    def find(self, kind: str, phase: str = "") -> E:
        """The entry for `kind` (in `phase`); `UnknownKind` if there is none."""
        entry = self.kinds.get(kind)
        if entry is None:
            entry = self.phases.get((phase, kind))
            if entry is None:
                raise UnknownKind(self.name, kind, phase)
        return entry

    def missing(self, seen: Iterable[tuple[str, str]]) -> list[tuple[str, str]]:
        """The (phase, kind) pairs of `seen` this table has no entry for, sorted."""
        return sorted({(phase, kind) for phase, kind in seen
                       if kind not in self.kinds and (phase, kind) not in self.phases})

    def without(self, kind: str, phase: str = "") -> ByKind[E]:
        """A copy with one entry left out (the coverage test plants an omission with it)."""
        return ByKind(self.name, {k: e for k, e in self.kinds.items() if k != kind},
                      {key: e for key, e in self.phases.items() if key != (phase, kind)})


class Heuristic(ABC, Generic[S]):
    """A game's own judgement of decisions and positions, for tables of state type `S`.

    Required: `score_action` and `evaluate`. Optional, with defaults: `candidates`, `plain`,
    `explain`, the search settings `DEPTH`, `BLUNDER`, `BIAS` and `MIX`, `neutral`, and the
    tables `SCORES` and `REASONS` of a heuristic that judges by action kind.
    """

    DEPTH: ClassVar[int] = DEFAULT_DEPTH
    """Decisions a search rollout plays before `evaluate` judges the position (an option overrides)."""
    BLUNDER: ClassVar[float | None] = None
    """A score at or below which a move is a blunder search never plays unless nothing else is legal
    (None: no move is)."""
    BIAS: ClassVar[float] = 0.0
    """Progressive bias: the weight of the heuristic's favourite in search's UCT (0: plain UCT)."""
    MIX: ClassVar[float] = 1.0
    """The share of a rollout's `plain` decisions still played by `score_action` (1: every one)."""
    neutral: ClassVar[bool] = False
    """True only for the stand-in of a game with no heuristic (`ai.fallback.NeutralHeuristic`):
    search then rolls out to the end and ignores the settings above."""
    SCORES: ClassVar[ByKind[Any] | None] = None
    """The scorers by action kind, for a heuristic that judges each kind on its own (None: it does not)."""
    REASONS: ClassVar[ByKind[Any] | None] = None
    """The reasons by action kind that `explain` gives, beside `SCORES`."""

    @abstractmethod
    def score_action(self, state: S, seat: int, action: Action) -> float:
        """How good the legal `action` is for `seat` (higher is better; only the order matters)."""

    @abstractmethod
    def evaluate(self, state: S) -> tuple[float, ...]:
        """Every seat's estimated share of the win, each in [0, 1]; the result once the game is over."""

    def candidates(self, state: S, seat: int, actions: Sequence[Action]) -> Sequence[Action]:
        """The legal moves search weighs against each other at its root, holding the favourite
        (by default all of them; one settles the decision without a search)."""
        return actions

    def plain(self, state: S, seat: int, actions: Sequence[Action]) -> Sequence[Action] | None:
        """The rollout policy's plain decisions: the sound moves a rollout may play at random
        (but `MIX` of the time), or None where the move matters (by default, everywhere)."""
        return None

    def explain(self, state: S, seat: int, action: Action) -> str:
        """Why `action` is worth playing, in the game's own terms ("": nothing to say, the default)."""
        return ""
