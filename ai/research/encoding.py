"""A stable action encoding: every action a game can offer <-> one index, the same in every state.

A learned policy needs action 17 to mean the same thing in every state, so an index is never "the
i-th legal action". An `ActionSpace` is a table of action kinds, each with every argument tuple the
rules allow for it (built from the card data, the map's hexes, seats and the rules' bounds); the
indices run kind by kind in declaration order, and within a kind in the order of its arguments.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from itertools import product

import numpy as np

from engine.core import Action


@dataclass(frozen=True)
class Kind:
    """One action kind and every argument tuple it may take, in a fixed order."""

    name: str
    args: tuple[tuple, ...] = ((),)

    @staticmethod
    def of(name: str, *domains: Iterable) -> Kind:
        """A kind whose arguments are every combination of `domains` (none: the kind takes no argument)."""
        return Kind(name, tuple(product(*(tuple(domain) for domain in domains))))

    def __add__(self, other: Kind) -> Kind:
        """The same kind taking the arguments of both (a kind whose arguments come in two shapes)."""
        assert self.name == other.name, (self.name, other.name)
        return Kind(self.name, self.args + other.args)


class UnknownAction(KeyError):
    """An action the encoding has no index for: its kind or its arguments are outside the declared table."""


@dataclass
class ActionSpace:
    """The fixed set of distinct actions of one game and mode, and the one-to-one map with indices."""

    kinds: Sequence[Kind]
    _index: dict[tuple[str, tuple], int] = field(init=False, repr=False)
    _actions: list[tuple[str, tuple]] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self._actions = [(kind.name, args) for kind in self.kinds for args in kind.args]
        self._index = {key: index for index, key in enumerate(self._actions)}
        if len(self._index) != len(self._actions):
            raise ValueError("an action space lists one action twice")

    def __deepcopy__(self, memo: dict) -> ActionSpace:
        """A table never changes: copies of a game share it."""
        return self

    @property
    def size(self) -> int:
        """How many distinct actions there are: the length of a mask or a policy vector."""
        return len(self._actions)

    def encode(self, action: Action) -> int:
        """The index of `action` (its kind and arguments; the label plays no part)."""
        try:
            return self._index[(action.kind, action.args)]
        except KeyError:
            raise UnknownAction(f"no index for action {action.kind}{action.args}") from None

    def decode(self, index: int) -> Action:
        """The action at `index`, without a label (match it to a legal action with `legal_at`)."""
        kind, args = self._actions[index]
        return Action(kind, args)

    def mask(self, legal: Sequence[Action]) -> np.ndarray:
        """An int8 vector of `size`: 1 at the index of every legal action."""
        found = np.zeros(self.size, dtype=np.int8)
        found[[self.encode(action) for action in legal]] = 1
        return found

    def legal_at(self, legal: Sequence[Action]) -> dict[int, Action]:
        """Index -> the legal action itself (with its label), for the actions legal now."""
        return {self.encode(action): action for action in legal}
