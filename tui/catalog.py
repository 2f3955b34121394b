"""The games Tavern offers, in menu order, and their rules summaries.

Both come from each game's declaration (`engine.GAMES`): its title, its place
in the menus (`order`) and where its rules summary is (`rules`, "module:NAME").
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module

import engine


@dataclass(frozen=True)
class GameEntry:
    """One line of the menu: a game and its title."""

    name: str
    title: str


def entries() -> list[GameEntry]:
    """Every registered game, in menu order."""
    return [GameEntry(name, info.title) for name, info in engine.GAMES.items()]


def rules(name: str) -> str:
    """The rules summary of a game, or a short note when it declares none."""
    info = engine.GAMES.get(name)
    if info is not None and info.rules:
        module, _, attribute = info.rules.partition(":")
        return str(getattr(import_module(module), attribute))
    title = info.title if info is not None else name
    return f"**{title}** — follow the moves the app offers; every legal move is listed."
