"""Random playouts shared by the conformance tests."""

from __future__ import annotations

import functools
import json
import random
import re
from collections.abc import Callable
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


def checked_steps(every_step: bool) -> Callable[[int], bool]:
    """Which steps a playout checks: every one, or (as OpenSpiel's games_sim_test does) the
    first, then after 1, 2, 4, 8, … inputs; the final state is always checked too."""
    if every_step:
        return lambda step: True
    return lambda step: step & (step - 1) == 0


def random_playout(
    name: str, mode: str, players: int, seed: int, on_step: Callable[[State, Record], None] | None = None,
    every_step: bool = True,
) -> tuple[State, Record]:
    """Play a whole game with uniformly random decisions and dice.

    `on_step(state, record)` runs before every input and once on the final state, or with
    `every_step=False` only at the steps `checked_steps` picks and on the final state. Fails
    if the game does not end within the bound it declares.
    """
    state, record = new_table(name, mode, players, seed)
    rng = random.Random(seed)
    checked = checked_steps(every_step)
    bound = GAMES[name].max_decisions
    decisions = steps = 0
    while not state.is_over():
        if on_step and checked(steps):
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
        steps += 1
    if on_step:
        on_step(state, record)
    return state, record


def strings_in(data: Any) -> list[str]:
    """Every string (keys included) anywhere in plain data."""
    found: list[str] = []
    stack = [data]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            found.append(item)
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, (list, tuple, set, frozenset)):
            stack.extend(item)
    return found


# A card id is a word of letters, digits, "_" and "-"; in text it stands between other characters.
WORD = re.compile(r"[\w-]+")
# In JSON text, an escape (\n, \", \u0007, …) stands for a character that is never part of a word.
ESCAPE = re.compile(r"\\(?:u[0-9a-fA-F]{4}|.)")


@functools.lru_cache(maxsize=64)
def _unusual_ids(hidden: frozenset[str]) -> tuple[str, ...]:
    """The ids that are not single words (none in today's games), longest first."""
    return tuple(sorted((h for h in hidden if not WORD.fullmatch(h)), key=len, reverse=True))


def leaked_ids(view: Any, hidden: frozenset[str]) -> set[str]:
    """Hidden card ids that appear in a view (plain JSON data), as whole words inside any string.

    An id made of word characters and "-" is found exactly when it is one of the words of
    the view's JSON text with its escapes turned into separators, so the check is one set
    intersection. (Numbers and keywords outside strings are words too: that can only report
    more, never less.) Other ids fall back to a search of every string.
    """
    if not hidden:
        return set()
    text = ESCAPE.sub("\0", json.dumps(view, ensure_ascii=False))
    found = set(hidden & set(WORD.findall(text)))
    odd = _unusual_ids(hidden)
    if odd:
        pattern = re.compile(r"(?<![\w-])(" + "|".join(map(re.escape, odd)) + r")(?![\w-])")
        for string in strings_in(view):
            found.update(pattern.findall(string))
    return found
