"""Where the games come from: the `tavern.games` entry-point group.

Each game is declared once, by its `GameInfo` (the `GAME` of `engine/<name>/`),
and published with one line in pyproject.toml:

    [project.entry-points."tavern.games"]
    elria = "engine.elria:GAME"

Entry points are read from the installed package's metadata, so a game added
to pyproject.toml appears after the next `pip install -e .` (the Makefile
reinstalls whenever pyproject.toml changes). The games are listed by their
`order`, then by name: the order of every menu and listing.
"""

from __future__ import annotations

from collections.abc import Iterable
from importlib.metadata import EntryPoint, entry_points

from engine.core import GameInfo

GROUP = "tavern.games"
"""The entry-point group every game is published in."""


class GameLoadError(RuntimeError):
    """An entry point of `tavern.games` that does not give a game; the message names it and says why."""


def installed_games() -> dict[str, GameInfo]:
    """Every game the installed packages publish, by name, in menu order."""
    return load_games(entry_points(group=GROUP))


def load_games(points: Iterable[EntryPoint]) -> dict[str, GameInfo]:
    """The games these entry points declare, by name, ordered by `order` then name.

    `GameLoadError` names an entry point whose module or attribute cannot be
    imported, that gives something other than a `GameInfo`, whose game has
    another name, or whose name another entry point has taken. A game's own
    error while loading (a card file that fails its check) passes through as it is.
    """
    found: dict[str, tuple[EntryPoint, GameInfo]] = {}
    for point in points:
        where = f"entry point {point.name!r} = {point.value!r} (group {GROUP})"
        try:
            game = point.load()
        except (ImportError, AttributeError) as error:
            raise GameLoadError(f"{where} cannot be loaded: {error}") from error
        if not isinstance(game, GameInfo):
            raise GameLoadError(f"{where} is not a game: it gives a {type(game).__name__}, not a GameInfo")
        if game.name != point.name:
            raise GameLoadError(f"{where} declares the game {game.name!r}: the entry point must have its name")
        if point.name in found:
            raise GameLoadError(f"{where}: the game {point.name!r} is already published by "
                                f"{found[point.name][0].value!r}")
        found[point.name] = (point, game)
    games = sorted((game for _, game in found.values()), key=lambda game: (game.order, game.name))
    return {game.name: game for game in games}
