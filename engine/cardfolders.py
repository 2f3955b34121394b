"""Which folder a game reads its card files from: the one shipped with it, unless a caller chooses another.

`tavern sim --cards DIR` plays a designer's edited copy of a game's data
folder. The choice is a context, never a setting: inside
`with cards_from("elria", folder):` Elria's loader reads `folder`; when the
block ends every game reads its own files again, so nothing carries over
from one test, sweep cell or thread to the next. Each game's loader asks
`chosen_folders()` whenever it hands out its cards (each folder is loaded
and checked once).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path

_CHOSEN: ContextVar[dict[str, Path]] = ContextVar("tavern_card_folders", default={})  # noqa: B039 - never mutated


@contextmanager
def cards_from(game: str, folder: str | Path) -> Iterator[None]:
    """Inside the block, `game` reads its card files from `folder`."""
    token = _CHOSEN.set({**_CHOSEN.get(), game: Path(folder)})
    try:
        yield
    finally:
        _CHOSEN.reset(token)


chosen_folders = _CHOSEN.get
"""`chosen_folders().get(game)`: the folder the innermost `cards_from` chose for `game`, or None (its own files).

Loaders ask it every time they hand out their cards, in the engine's hot
paths, so it is the context variable's own lookup, without a Python call."""
