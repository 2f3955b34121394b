"""Random playouts shared by the conformance tests."""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from typing import Any

from engine import GAMES, Record, new_game
from engine.core import State

# Config switches the suite also plays a game with, in every mode: a table's mode then reads
# "mode+key=value" (e.g. "competitive+fast=true").
VARIANTS: dict[str, tuple[str, ...]] = {"rpgquest": ("fast=true",)}

# (game, mode, players) for every mode and seat count each registered game declares, and its variants.
TABLES = [
    (name, mode + suffix, players)
    for name, info in sorted(GAMES.items())
    for suffix in ("", *(f"+{variant}" for variant in VARIANTS.get(name, ())))
    for mode, counts in info.modes.items()
    for players in counts
]
TABLE_IDS = [f"{name}-{mode}-{players}p" for name, mode, players in TABLES]


def table_config(mode: str, players: int) -> dict[str, Any]:
    """The config of a table: its mode and seats, and any "+key=value" switches of a variant."""
    mode, *switches = mode.split("+")
    config: dict[str, Any] = {"mode": mode, "players": players}
    for switch in switches:
        key, _, value = switch.partition("=")
        config[key] = value
    return config


def new_table(name: str, mode: str, players: int, seed: int) -> tuple[State, Record]:
    config = table_config(mode, players)
    return new_game(name, config, seed), Record(name, config, seed)


def random_playout(
    name: str, mode: str, players: int, seed: int, on_step: Callable[[State, Record], None] | None = None
) -> tuple[State, Record]:
    """Play a whole game with uniformly random decisions and dice.

    `on_step(state, record)` runs before every input. Fails if the game does
    not end within the bound it declares.
    """
    state, record = new_table(name, mode, players, seed)
    rng = random.Random(seed)
    bound = GAMES[name].max_decisions
    decisions = 0
    while not state.is_over():
        if on_step:
            on_step(state, record)
        seat = state.to_move()
        if seat is None:
            request = state.dice_request()
            assert request is not None, "nobody to move, no dice pending, yet the game is not over"
            record.roll(state, [rng.randint(1, faces) for faces in request.dice])
        else:
            actions = state.legal_actions()
            assert actions, f"seat {seat} is to move but has no legal action"
            record.apply(state, rng.choice(actions))
            decisions += 1
            assert decisions <= bound, f"{name} {mode} did not end within {bound} decisions"
    return state, record


def strings_in(data: Any) -> Iterator[str]:
    """Every string (keys included) anywhere in plain data."""
    if isinstance(data, str):
        yield data
    elif isinstance(data, dict):
        for key, value in data.items():
            yield from strings_in(key)
            yield from strings_in(value)
    elif isinstance(data, (list, tuple, set, frozenset)):
        for item in data:
            yield from strings_in(item)


def leaked_ids(view: Any, hidden: frozenset[str]) -> set[str]:
    """Hidden card ids that appear in a view, as whole words inside any string."""
    if not hidden:
        return set()
    pattern = re.compile(
        r"(?<![\w-])(" + "|".join(re.escape(h) for h in sorted(hidden, key=len, reverse=True)) + r")(?![\w-])"
    )
    found: set[str] = set()
    for text in strings_in(view):
        found.update(pattern.findall(text))
    return found
