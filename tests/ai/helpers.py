"""Shared helpers for the AI tests: tables reached by random play."""

from __future__ import annotations

import random

import engine
from ai.playout import roll_uniform


def random_walk(game: str, mode: str, players: int, seed: int, **config):
    """Yield the live table at every decision of one random game (do not keep it: clone); `config`
    holds game options beyond the mode and the seats (RPGQuest's `fast`)."""
    rng = random.Random(seed)
    state = engine.new_game(game, {"mode": mode, "players": players, **config}, seed)
    while not state.is_over():
        if state.to_move() is None:
            roll_uniform(state, rng)
            continue
        yield state
        state.apply(rng.choice(state.legal_actions()))


def decision_states(game: str, mode: str, players: int, seed: int, limit: int, every: int = 1):
    """Up to `limit` cloned tables, every `every`-th decision of one random game."""
    found = []
    for index, state in enumerate(random_walk(game, mode, players, seed)):
        if len(found) >= limit:
            break
        if index % every == 0:
            found.append(state.clone())
    return found


def spread_states(game: str, mode: str, players: int, seed: int, count: int):
    """About `count` tables spread evenly over one whole random game, start to finish."""
    length = sum(1 for _ in random_walk(game, mode, players, seed))
    return decision_states(game, mode, players, seed, count, max(1, length // count))


def every_table():
    """(game, mode, players) for every registered game, mode and seat count."""
    return [
        (name, mode, players)
        for name, info in sorted(engine.GAMES.items())
        for mode, counts in info.modes.items()
        for players in counts
    ]
