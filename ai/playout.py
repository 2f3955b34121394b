"""Playing a determinized table forward: fast moves, uniform dice, outcomes.

Search and benchmarks push copies of a table through thousands of moves.
Actions they play come straight from `legal_actions()`, so when a game uses
`BaseState`'s checked `apply`/`roll` unchanged, the check is skipped here
(it would rebuild the legal list a second time for every move).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.core import Action, BaseState, Result, State

# BaseState's own checked apply and roll: a game that keeps them may be driven past the checks
_CHECKED_APPLY: object = BaseState.apply
_CHECKED_ROLL: object = BaseState.roll


def play(state: State, action: Action) -> None:
    """Apply an action known to be legal, skipping BaseState's re-check."""
    if isinstance(state, BaseState) and type(state).apply is _CHECKED_APPLY:
        state._apply(action)
    else:
        state.apply(action)


def roll_uniform(state: State, rng: random.Random) -> tuple[int, ...]:
    """Answer the pending chance node with fair dice from `rng`; returns the faces."""
    request = state.dice_request()
    assert request is not None, "no dice are being rolled now"
    values = tuple(rng.randint(1, faces) for faces in request.dice)
    if isinstance(state, BaseState) and type(state).roll is _CHECKED_ROLL:
        state._roll(values)
    else:
        state.roll(values)
    return values


def win_shares(result: Result, seats: int) -> tuple[float, ...]:
    """Each seat's share of the win: 1 split equally among the winners."""
    shares = [0.0] * seats
    if result.winners:
        share = 1.0 / len(result.winners)
        for seat in result.winners:
            shares[seat] = share
    return tuple(shares)


def best_actions(scores: Sequence[float], actions: Sequence[Action]) -> list[Action]:
    """The actions whose score ties for the highest."""
    top = max(scores)
    return [action for action, score in zip(actions, scores, strict=True) if score == top]


def best_of_each_kind(scores: Sequence[float], actions: Sequence[Action], margin: float) -> list[Action]:
    """Each kind's best-scoring action, for the kinds whose best lies within `margin` of the
    overall best (the first of any tie; in the order of `actions`)."""
    best: dict[str, tuple[float, Action]] = {}
    for action, score in zip(actions, scores, strict=True):
        if action.kind not in best or score > best[action.kind][0]:
            best[action.kind] = (score, action)
    top = max(scores)
    chosen = {action for score, action in best.values() if score >= top - margin}
    return [action for action in actions if action in chosen]
