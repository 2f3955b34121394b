"""Hints: the best few actions for a seat, each with its estimated value and a reason.

`hint(state, seat, budget_ms)` runs the search agent's tree search from that
seat's point of view (it sees only what the seat may know) and ranks the
legal actions. The game's heuristic's `explain(state, seat, action) -> str`
gives a short phrase in the game's own terms ("covers the Warrior icon"); the
reason leads with it, and speaks of simulated games after it (or alone, where
the heuristic has nothing to say).
The first hint is the move the search agent itself would play, and its reason
says why it is best: the strongest option search found and the heuristic's own
choice ("the plan"), or clearly ahead of the plan's choice, or the plan's choice
with nothing found clearly better.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from ai.fallback import game_heuristic, game_of
from ai.heuristic import Heuristic
from ai.mcts_node import Node
from ai.search import Search, anchored, favourite, ranked_children
from engine.core import Action, State

DEFAULT_HINT_MS = 500


@dataclass(frozen=True)
class Hint:
    """One suggested action: `value` is the estimated share of the win (0 to 1);
    `number` is its place in `legal_actions()` from 1, the number a player presses."""

    action: Action
    value: float
    visits: int
    reason: str
    number: int


def hint(state: State, seat: int, budget_ms: float | None = DEFAULT_HINT_MS, top: int = 3,
         iters: int | None = None, seed: int | None = 0, heuristic: Heuristic[Any] | None = None) -> list[Hint]:
    """The `top` best legal actions for `seat`, best first.

    Give `iters` for a hint that depends only on `seed`; `budget_ms=None`
    with `iters` drops the time limit.
    """
    legal = state.legal_actions()
    if state.to_move() != seat or not legal:
        raise ValueError(f"hint: seat {seat} is not to move")
    heuristic = heuristic or game_heuristic(game_of(state))
    if len(legal) == 1:
        value = heuristic.evaluate(state.determinize(seat, random.Random(seed)))[seat]
        return [Hint(legal[0], float(value), 0,
                     _reason(heuristic, state, seat, legal[0], "the only legal move"), 1)]
    search = Search(heuristic, random.Random(seed))
    # a hint weighs every legal move, even where the agent itself would weigh only the heuristic's candidates
    root = search.run(state, seat, ms=budget_ms, iters=iters, moves=legal)
    ranked = ranked_children(root, legal, seat)
    searched = ranked[0][0]
    liked = None if search.neutral else favourite(heuristic, state, seat, legal)
    # the first hint is the move the search agent would play: the heuristic's favourite
    # unless search is confident another is better (`ai.search.anchored`)
    first = searched if liked is None else anchored(heuristic, state, seat, legal, root, searched)
    ranked = sorted(ranked, key=lambda pair: pair[0] != first)[:top]
    best_value = ranked[0][1].mean(seat) if ranked[0][1] else 0.0
    hints = []
    for place, (action, child) in enumerate(ranked):
        visits = child.visits if child else 0
        value = child.mean(seat) if child else 0.0
        if place == 0:
            verdict = _first(root, seat, action, searched, liked)
        else:
            verdict = _verdict(value, best_value, visits)
        hints.append(Hint(action, value, visits, _reason(heuristic, state, seat, action, verdict),
                          legal.index(action) + 1))
    return hints


def _first(root: Node, seat: int, action: Action, searched: Action, liked: Action | None) -> str:
    """Why the first hint is the best: search found it strongest, and the plan agrees or is beaten clearly."""
    child = root.children.get(action)
    if child is None or child.visits == 0:
        return "the plan's choice; not explored in the time given"
    outlook = f"wins about {round(100 * child.mean(seat))}% of {child.visits} simulated games"
    if liked is None or action == liked == searched:
        return f"{outlook}, the strongest option found" + ("" if liked is None else ", and the plan's choice")
    if action == searched:
        theirs = root.children.get(liked)
        plan = f" ({round(100 * theirs.mean(seat))}%)" if theirs and theirs.visits else ""
        return f"{outlook}, clearly ahead of the plan's choice{plan}: the strongest option found"
    return f"the plan's choice: {outlook}; no other option found was clearly better"


def _verdict(value: float, best_value: float, visits: int) -> str:
    if visits == 0:
        return "not explored in the time given"
    outlook = f"wins about {round(100 * value)}% of {visits} simulated games"
    gap = round(100 * (best_value - value))
    if gap <= 2:
        return f"{outlook}, about as good as the best"
    return f"{outlook}, {gap} points behind the best"


def _reason(heuristic: Heuristic[Any], state: State, seat: int, action: Action, verdict: str) -> str:
    phrase = heuristic.explain(state, seat, action)
    text = f"{phrase}; {verdict}" if phrase else verdict
    return text[:1].upper() + text[1:]
