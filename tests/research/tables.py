"""The tables the research adapters are checked on, and random walks through them."""

from __future__ import annotations

import random
from collections.abc import Iterator

from ai.research.spaces import BUILDERS
from engine import GAMES, new_game
from engine.core import State
from tests.conformance.playout import table_config

# (game, mode, players) for every mode and seat count of every game with research adapters,
# RPGQuest's faster game too (a mode then reads "mode+key=value", as in tests/conformance).
TABLES = [
    (name, mode + suffix, players)
    for name in sorted(BUILDERS)
    for suffix in ("", *(("+fast=true",) if name == "rpgquest" else ()))
    for mode, counts in GAMES[name].modes.items()
    for players in counts
]
TABLE_IDS = [f"{name}-{mode}-{players}p" for name, mode, players in TABLES]
MODES = sorted({(name, mode) for name in BUILDERS for mode in GAMES[name].modes})
MODE_IDS = [f"{name}-{mode}" for name, mode in MODES]


def base_mode(mode: str) -> str:
    """The mode of a table's mode string, without its "+key=value" switches."""
    return mode.split("+")[0]


def random_walk(name: str, mode: str, players: int, seed: int, decisions: int | None = None) -> Iterator[State]:
    """Every decision state of a game played with random decisions and dice (up to `decisions` of them)."""
    state, rng = new_game(name, table_config(mode, players), seed), random.Random(seed)
    taken = 0
    while not state.is_over() and (decisions is None or taken < decisions):
        request = state.dice_request()
        if request is not None:
            state.roll([rng.randint(1, faces) for faces in request.dice])
            continue
        yield state
        state.apply(rng.choice(state.legal_actions()))
        taken += 1
