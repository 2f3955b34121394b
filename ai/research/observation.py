"""What a seat may know, as a fixed-shape float32 tensor and as text, written from `view(seat)` only.

The functions here take a view (and for the information state, the log lines the seat may read), never a
state, so nothing hidden from the seat can reach them. The tensor has `OBSERVATION_SIZE` entries:

- `[0:4]`: the observing seat, one-hot;
- `[4:]`: the view's leaves, hashed ("the hashing trick"). Every leaf of the view's JSON has a path of
  keys and list positions (`players/1/coins`). A number (or true/false) adds `sign(x) * log(1 + |x|)` at
  `crc32(path)`; a text or null adds 1 at `crc32(path=value)` (`kingdom/4/card=orange-12`), each modulo
  `HASHED_SIZE`. The same view always gives the same tensor; two leaves may share an entry.

The observation string is the view as canonical JSON (sorted keys); the information-state string adds
the log lines the seat may read, so two points of a game the seat can tell apart by what it was told
give different strings.
"""

from __future__ import annotations

import json
import math
import zlib
from collections.abc import Iterable, Iterator
from functools import lru_cache
from typing import Any

import numpy as np

from engine.core import readable

MAX_SEATS = 4
HASHED_SIZE = 4096
OBSERVATION_SIZE = MAX_SEATS + HASHED_SIZE


def leaves(value: Any, path: str = "") -> Iterator[tuple[str, Any]]:
    """Every (path, leaf) of a JSON value: dict keys and list positions joined with '/'."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield from leaves(item, f"{path}/{key}")
    elif isinstance(value, list | tuple):
        for position, item in enumerate(value):
            yield from leaves(item, f"{path}/{position}")
    else:
        yield path, value


@lru_cache(maxsize=1 << 16)
def _slot(name: str) -> int:
    """The entry of a leaf's name (views repeat the same paths and values all game long: kept)."""
    return MAX_SEATS + zlib.crc32(name.encode()) % HASHED_SIZE


def _collect(value: Any, path: str, slots: list[int], amounts: list[float]) -> None:
    """The entries and amounts of one JSON value's leaves under `path` (the walk of `leaves`)."""
    if isinstance(value, dict):
        for key, item in value.items():
            _collect(item, f"{path}/{key}", slots, amounts)
    elif isinstance(value, list | tuple):
        for position, item in enumerate(value):
            _collect(item, f"{path}/{position}", slots, amounts)
    elif isinstance(value, bool | int | float):
        if value:
            slots.append(_slot(path))
            amounts.append(math.copysign(math.log1p(abs(value)), value))
    else:
        slots.append(_slot(f"{path}={value}"))
        amounts.append(1.0)


def write_observation(view: dict, seat: int, out: np.ndarray) -> np.ndarray:
    """Fill `out` (float32, `OBSERVATION_SIZE`) with what `view` shows `seat`; returns it."""
    slots: list[int] = []
    amounts: list[float] = []
    _collect(view, "", slots, amounts)
    out.fill(0.0)
    out[seat] = 1.0
    np.add.at(out, slots, amounts)
    return out


def observation(view: dict, seat: int) -> np.ndarray:
    """A new float32 tensor of `OBSERVATION_SIZE` for what `view` shows `seat`."""
    return write_observation(view, seat, np.zeros(OBSERVATION_SIZE, dtype=np.float32))


def observation_string(view: dict) -> str:
    """The view as canonical JSON: equal views, equal strings."""
    return json.dumps(view, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def information_state_string(view: dict, readable_log: Iterable[str]) -> str:
    """The view and every log line the seat may read, one per line after the view."""
    return "\n".join((observation_string(view), *readable_log))


def readable_log(log: Iterable[str], seat: int) -> list[str]:
    """The log lines `seat` may read (engine.core.readable)."""
    return [line for line in log if readable(line, seat)]
