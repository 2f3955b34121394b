"""`--sweep KEY=V1,V2,...`: the cross product of swept values, each combination a checked `Cell`.

A key is a game config key (`difficulty`, `rounds`, ...), `mode`, `players`,
`agents` or `cards` (a folder, or `shipped`). Values are separated by commas; inside one value a `+`
separates the seats of a line-up (`agents=random,heuristic+random`) or the
names of a list option (`quest_cards=quest-03+quest-17`). Every cell is
checked before the first game, so a bad key or value is one `ConfigError`
naming it, never a failure half-way through a long sweep.
"""

from __future__ import annotations

import argparse
import itertools
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ai.base import parse_agent_spec
from ai.lab.play import Cell, playing_cards
from ai.levels import make_agent
from engine import GAMES, ConfigError, new_game
from engine.cardschema import CardError
from engine.options import Names

LINEUP_KEYS = ("mode", "players", "agents", "cards")
"""Keys any game can sweep besides its own config keys."""

SHIPPED = "shipped"
"""`cards=shipped`: the game's own card files, beside an edited copy in a sweep."""


@dataclass(frozen=True)
class Sweep:
    """One `--sweep` flag: a key and the values it takes, in order."""

    key: str
    values: tuple[str, ...]


def sweep_option(text: str) -> Sweep:
    """The argparse type of `--sweep`: `KEY=V1,V2`, no empty key or value."""
    key, sep, values = text.partition("=")
    parts = tuple(value.strip() for value in values.split(","))
    if not sep or not key.strip() or not all(parts):
        raise argparse.ArgumentTypeError(f"must look like KEY=V1,V2,... with no empty value (got {text!r})")
    if len(set(parts)) != len(parts):
        raise argparse.ArgumentTypeError(f"names a value twice (got {text!r})")
    return Sweep(key.strip(), parts)


@dataclass(frozen=True)
class Plan:
    """A whole sweep: its checked cells and how many games each plays from which seed."""

    game: str
    cells: tuple[Cell, ...]
    games: int
    seed: int
    rotate: bool
    max_decisions: int

    @property
    def total(self) -> int:
        return self.games * len(self.cells)


def make_plan(game: str, *, mode: str | None = None, players: int | None = None, agents: list[str] | None = None,
              config: dict | None = None, sweeps: list[Sweep] | None = None, games: int = 100, seed: int = 0,
              rotate: bool = False, cards: str | None = None) -> Plan:
    """Every cell of the sweep, checked; a bad game, key, value, agent or game count is a `ConfigError`."""
    if games < 1:
        raise ConfigError(f"play at least 1 game (got {games})")
    if game not in GAMES:
        known = ", ".join(sorted(GAMES)) or "none"
        raise ConfigError(f"unknown game {game!r} (games: {known})")
    info = GAMES[game]
    sweeps = list(sweeps or [])
    base: dict[str, Any] = {**(config or {}), "mode": mode or info.default_mode,
                            **({"players": players} if players else {}),
                            "agents": "+".join(agents or ["random"]), "cards": cards}
    _check_keys(game, sweeps, config or {})
    cells = []
    for values in itertools.product(*(sweep.values for sweep in sweeps)):
        chosen = dict(zip((sweep.key for sweep in sweeps), values, strict=True))
        try:
            cells.append(_cell(game, {**base, **chosen}, chosen, seed))
        except ConfigError as error:
            named = " ".join(f"{key}={value}" for key, value in chosen.items())
            raise ConfigError(f"--sweep {named}: {error}" if chosen else str(error)) from None
    return Plan(game, tuple(cells), games, seed, rotate, info.max_decisions)


def _check_keys(game: str, sweeps: list[Sweep], config: dict) -> None:
    info = GAMES[game]
    seen: set[str] = set()
    for sweep in sweeps:
        if sweep.key not in info.options and sweep.key not in LINEUP_KEYS:
            known = ", ".join([*LINEUP_KEYS, *sorted(info.options)])
            raise ConfigError(f"--sweep {sweep.key}: {game} has no such key (keys: {known})")
        if sweep.key in seen:
            raise ConfigError(f"--sweep {sweep.key}: swept twice; give all its values in one --sweep")
        if sweep.key in config:
            raise ConfigError(f"--sweep {sweep.key}: also given with --config; keep one of them")
        seen.add(sweep.key)


def _cell(game: str, values: dict[str, Any], chosen: dict[str, str], seed: int) -> Cell:
    info = GAMES[game]
    lineup = str(values.pop("agents")).split("+")
    cards = values.pop("cards")
    config = {key: value.replace("+", ",") if key in chosen and isinstance(info.options.get(key), Names) else value
              for key, value in values.items()}
    full = info.normalise_config(config)
    seats = full["players"]
    specs = lineup * seats if len(lineup) == 1 else lineup
    if len(specs) != seats:
        raise ConfigError(f"--agents names {len(specs)} agents for {seats} seats: give one or {seats}")
    folder = card_folder(cards)
    with playing_cards(game, folder):
        try:
            new_game(game, full, seed)  # a config the game refuses, or a card file, fails here, before the first game
        except CardError as error:
            raise ConfigError(f"--cards {cards}: {error}") from None
        parsed = check_agents(game, specs, seed)
    return Cell(game, full, tuple(specs), parsed, dict(chosen), folder)


def card_folder(cards: str | None) -> str | None:
    """`--cards DIR` as an absolute folder (every worker finds it), or None for the shipped cards."""
    if cards is None or cards == SHIPPED:
        return None
    folder = Path(cards).expanduser()
    if not folder.is_dir():
        raise ConfigError(f"--cards {cards}: no such folder (give a copy of the game's data folder)")
    return str(folder.resolve())


def check_agents(game: str, specs: list[str], seed: int) -> dict[str, tuple[str, dict]]:
    """Each distinct agent spec parsed and built once; an unknown kind or a bad option is a `ConfigError`."""
    parsed = {}
    for spec in dict.fromkeys(specs):
        try:
            kind, options = parse_agent_spec(spec)
            if "seed" in options:
                raise ValueError("agent option seed is set by --seed")
            make_agent(kind, game, seed=seed, **options)
        except CardError:
            raise  # a broken data file behind the agent, not a bad spec: `tavern` says so
        except ValueError as error:
            raise ConfigError(f"--agents {spec!r}: {error}") from None
        parsed[spec] = (kind, options)
    return parsed
