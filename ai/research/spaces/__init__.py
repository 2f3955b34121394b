"""Each game's action table (declared per game, one module each): `action_space(game, mode)`."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from ai.research.encoding import ActionSpace
from ai.research.spaces import cartaventuras, elria, rpgquest
from engine import GAMES

BUILDERS: dict[str, Callable[[str, int], ActionSpace]] = {
    "elria": elria.action_space,
    "cartaventuras": cartaventuras.action_space,
    "rpgquest": rpgquest.action_space,
}


@cache
def action_space(game: str, mode: str) -> ActionSpace:
    """The one action table of `game` in `mode`, the same for every seat count the mode allows."""
    seats = max(GAMES[game].modes[mode])
    return BUILDERS[game](mode, seats)
