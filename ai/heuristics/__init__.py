"""Each game's heuristic, by game name. A game adds one line here."""

from __future__ import annotations

from importlib import import_module

# game name -> "module:Class"
_HEURISTICS: dict[str, str] = {
    "cartaventuras": "ai.heuristics.cartaventuras:CartaventurasHeuristic",
    "elria": "ai.heuristics.elria:ElriaHeuristic",
    "rpgquest": "ai.heuristics.rpgquest:RpgQuestHeuristic",
}


class NoHeuristic(ValueError):
    """The game has no heuristic yet (a broken data file of one that has is another error)."""


def heuristic_for(game: str):
    """An instance of the game's heuristic; `NoHeuristic` if it has none yet."""
    if game not in _HEURISTICS:
        raise NoHeuristic(f"no heuristic for game {game!r} yet")
    module, _, cls = _HEURISTICS[game].partition(":")
    return getattr(import_module(module), cls)()
