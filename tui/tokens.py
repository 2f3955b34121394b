"""Tokens at setup: which character a token on the dice box picks, game by game.

A token bound to a character's name (`tavern device learn Warrior`) picks that
character for the next human seat of the New game form. A game says which
options choose characters in its declaration (`GameInfo.character_options`):
a choice per seat (Elria: `character` for seat 1, `rival` for seat 2), or one
list of names, seat by seat (Cartaventuras: `characters`, names or colours);
and what each character is called (`character_names`).
"""

from __future__ import annotations

import engine
from engine.options import Names


def character_values(game: str) -> dict[str, str]:
    """Token name (lower case) -> the option value that picks its character."""
    info = engine.GAMES[game]
    if not info.character_options or info.character_names is None:
        return {}
    return dict(info.character_names())


def list_option(game: str) -> str | None:
    """The option that lists every seat's character (a `Names`), or None when each seat has its own choice."""
    keys = engine.GAMES[game].character_options
    return keys[0] if len(keys) == 1 and isinstance(engine.GAMES[game].options[keys[0]], Names) else None


def seat_option(game: str, seat: int) -> str:
    """The option that chooses `seat`'s character (a game with a choice per seat)."""
    return engine.GAMES[game].character_options[seat]


def seats_with_characters(game: str, count: int) -> int:
    """How many of `count` seats a token can give a character to."""
    if list_option(game) is not None:
        return count
    return min(count, len(engine.GAMES[game].character_options))


def place_in_list(entries: list[str], seat: int, value: str, spare: list[str]) -> list[str]:
    """The `characters` list with `value` at `seat`: a seat that had it gets this seat's
    old character, and seats before `seat` with none get one of `spare`."""
    entries = list(entries)
    while len(entries) <= seat:
        entries.append(next(v for v in spare if v not in entries and v != value))
    if value in entries:
        entries[entries.index(value)] = entries[seat]
    entries[seat] = value
    return entries
