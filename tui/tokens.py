"""Tokens at setup: which character a token on the dice box picks, game by game.

A token bound to a character's name (`tavern device learn Warrior`) picks that
character for the next human seat of the New game form. Elria sets seat 1's
character with its `character` option and seat 2's with `rival`;
Cartaventuras takes a `characters` list, seat by seat, of names or colours.
"""

from __future__ import annotations

import engine

SEAT_OPTIONS = {"elria": ("character", "rival")}
LIST_OPTIONS = {"cartaventuras": "characters"}


def character_values(game: str) -> dict[str, str]:
    """Token name (lower case) -> the option value that picks its character."""
    if game in LIST_OPTIONS:
        from engine.cartaventuras.cards import catalogue

        found = {}
        for character in catalogue().characters:
            short = character.name.lower().split(" the ")[0]
            for name in (character.name.lower(), short, character.colour):
                found[name] = character.colour
        return found
    if game in SEAT_OPTIONS:
        allowed = engine.GAMES[game].options[SEAT_OPTIONS[game][0]].values
        return {str(value).lower(): value for value in allowed if value != "random"}
    return {}


def seats_with_characters(game: str, count: int) -> int:
    """How many of `count` seats a token can give a character to."""
    return min(count, len(SEAT_OPTIONS[game])) if game in SEAT_OPTIONS else count


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
