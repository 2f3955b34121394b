"""One headless game of a sweep cell, played to the end and turned into a plain record.

A game depends only on its cell and its number: game *i* of every cell uses
seed `seed + i`, its agents are seeded from that seed and their seat, and
virtual dice come from their own generator seeded from it too. So a game
gives the same record on any core, in any order, on any machine.
"""

from __future__ import annotations

import random
import time
import traceback
from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass, field
from typing import Any

from ai.base import Agent
from ai.levels import make_agent
from engine import new_game
from engine.cardfolders import cards_from
from engine.core import State

FORMAT = "tavern-lab-game"
VERSION = 1


@dataclass
class GameOutcome:
    """What one finished game contributes to the statistics."""

    winners: tuple[int, ...]
    decisions: int
    turns: int
    scores: tuple[float, ...] = ()
    reason: str = ""


class GameTooLong(RuntimeError):
    """A game did not end within the bound its rules declare."""


def roll_virtual(state: State, dice_rng: random.Random) -> tuple[int, ...]:
    """Uniform virtual dice for the pending chance node."""
    request = state.dice_request()
    assert request is not None, "no dice are being rolled now"
    return tuple(dice_rng.randint(1, faces) for faces in request.dice)


def play_game(
    game: str, config: dict, seed: int, agents: Sequence[Agent], max_decisions: int | None = None,
    watch: Callable[[State], None] | None = None,
) -> GameOutcome:
    """Play one complete game with no one at the table: `agents[seat]` decides for each seat and virtual
    dice seeded from `seed` roll. `watch` sees the table before every decision (the fitter keeps
    positions with it). This is Tavern's one loop for games played by AI alone: `tavern sim`, the
    balance lab, `tavern bench` and the fitters all play through it."""
    state = new_game(game, config, seed)
    dice_rng = random.Random(seed ^ 0x5EED)
    decisions = 0
    while not state.is_over():
        seat = state.to_move()
        if seat is None:
            state.roll(roll_virtual(state, dice_rng))
            continue
        if watch is not None:
            watch(state)
        state.apply(agents[seat].choose(state, seat))
        decisions += 1
        if max_decisions is not None and decisions > max_decisions:
            raise GameTooLong(f"{game} did not end within {max_decisions} decisions")
    result = state.result()
    return GameOutcome(result.winners, decisions, state.turn, tuple(result.scores), result.reason)


def seat_order(seats: int, shift: int) -> list[int]:
    """Which agent spec sits at each seat when the agents have moved `shift` seats along."""
    return [(seat - shift) % seats for seat in range(seats)]


@dataclass(frozen=True)
class Cell:
    """One combination of swept values: a full game config and a line-up, checked before any game.

    `specs` holds one agent spec per seat; `agents` maps each distinct spec to
    its parsed kind and options. `settings` are the swept keys and the values
    this cell takes, in the order of the `--sweep` flags. `cards` is the
    folder of card files the game reads (None: the files shipped with it).
    """

    game: str
    config: dict[str, Any]
    specs: tuple[str, ...]
    agents: dict[str, tuple[str, dict[str, Any]]]
    settings: dict[str, str] = field(default_factory=dict)
    cards: str | None = None


def play_cell_game(cell: Cell, number: int, index: int, seed: int, rotate: bool, max_decisions: int) -> dict:
    """Game `index` of cell `number` (from 1, as the table shows it) as a JSONL record; a game that raises is a record with its `error`."""
    game_seed = seed + index
    order = seat_order(len(cell.specs), index if rotate else 0)
    seats = [cell.specs[spec] for spec in order]
    record: dict[str, Any] = {
        "format": FORMAT, "version": VERSION, "game": cell.game, "cell": number, "settings": dict(cell.settings),
        "config": dict(cell.config), "cards": cell.cards, "index": index, "seed": game_seed, "seats": seats,
        "scores": [], "winners": [], "reason": None, "turns": 0, "decisions": 0, "seconds": 0.0, "error": None,
    }
    started = time.perf_counter()
    try:
        with playing_cards(cell.game, cell.cards):
            agents = [make_agent(cell.agents[spec][0], cell.game, seed=game_seed * 7919 + seat,
                                 **cell.agents[spec][1]) for seat, spec in enumerate(seats)]
            outcome = play_game(cell.game, cell.config, game_seed, agents, max_decisions)
    except Exception:  # noqa: BLE001 - a sweep records every failure and carries on
        record["error"] = traceback.format_exc()
    else:
        record.update(scores=[_number(score) for score in outcome.scores], winners=list(outcome.winners),
                      reason=outcome.reason, turns=outcome.turns, decisions=outcome.decisions)
    record["seconds"] = round(time.perf_counter() - started, 6)
    return record


def playing_cards(game: str, folder: str | None) -> AbstractContextManager[None]:
    """Inside, `game` plays the cards of `folder` (a designer's edited copy), or its own for None."""
    return nullcontext() if folder is None else cards_from(game, folder)


def _number(score: float) -> float | int:
    """A score as JSON writes it best: 12, or 2.5."""
    return int(score) if float(score).is_integer() else float(score)
