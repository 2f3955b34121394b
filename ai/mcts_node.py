"""One node of the information-set search tree.

A node stands for a sequence of decisions from the root, whatever hidden
cards or dice lay underneath (an "open loop" over chance and over the
determinizations). Children are keyed by `Action`. Each node keeps the sum of
every seat's return, so whichever seat decides at its parent reads its own
column. `available` counts how often the node could have been chosen: under
different determinizations not every action is legal, and UCT must compare an
action against the times it was on offer (SO-ISMCTS availability counts).
A node may also remember the heuristic's judgement of its moves, taken the
first time search stands there: its favourites (`favoured`, which progressive
bias helps) and its blunders (`barred`, which search never plays).
"""

from __future__ import annotations

from collections.abc import Sequence
from math import log, sqrt

from engine.core import Action


class Node:
    __slots__ = ("visits", "available", "totals", "children", "favoured", "barred")

    def __init__(self, seats: int) -> None:
        self.visits = 0
        self.available = 0
        self.totals = [0.0] * seats
        self.children: dict[Action, Node] = {}
        self.favoured: frozenset[Action] | None = None  # None: not judged yet
        self.barred: frozenset[Action] = frozenset()

    def mean(self, seat: int) -> float:
        """The average return to `seat` through this node (0 if never visited)."""
        return self.totals[seat] / self.visits if self.visits else 0.0

    def untried(self, legal: Sequence[Action]) -> list[Action]:
        children = self.children
        return [action for action in legal if action not in children]

    def expand(self, legal: Sequence[Action], action: Action) -> Node:
        """Add the child for an untried `action`; its legal siblings were on offer too."""
        children = self.children
        for other in legal:
            if other in children:
                children[other].available += 1
        child = Node(len(self.totals))
        child.available = 1
        children[action] = child
        return child

    def select(self, legal: Sequence[Action], seat: int, exploration: float,
               bias: float = 0.0) -> tuple[Action, Node]:
        """UCT with availability counts, for `seat`, among the legal (all tried) actions;
        with `bias`, progressive bias: the favoured moves get `bias / (visits + 1)` more."""
        best_action = legal[0]
        best_child = None
        best_value = float("-inf")
        children = self.children
        favoured = self.favoured if bias else None
        for action in legal:
            child = children[action]
            child.available += 1
            value = child.totals[seat] / child.visits + exploration * sqrt(
                log(child.available) / child.visits
            )
            if favoured and action in favoured:
                value += bias / (child.visits + 1)
            if value > best_value:
                best_action, best_child, best_value = action, child, value
        assert best_child is not None, "a node to select from has legal actions"
        return best_action, best_child

    def update(self, returns: Sequence[float]) -> None:
        self.visits += 1
        totals = self.totals
        for seat, value in enumerate(returns):
            totals[seat] += value

    def size(self) -> int:
        """How many nodes this subtree holds (for benchmarks and tests)."""
        return 1 + sum(child.size() for child in self.children.values())
