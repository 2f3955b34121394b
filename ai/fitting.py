"""The fitter of a game's judge (`ai/fitted.py`): heuristic games played, their positions kept with
who won, and the weights fitted to them.

Each game's `fit.py` describes its fitter (`Fitter`) and runs `Fitter.main`. The fitter plays N
heuristic games at each table size (seeds S onwards, virtual dice seeded as `tavern sim` seeds
them), keeps about every third position, labels it with the game's single winner (or nobody), and
fits a softmax over the seats and nobody by gradient descent on the mean log-likelihood, with a
little L2 so that features that say little keep small weights.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ai.fitted import Row, Weights
from ai.lab.play import play_game
from ai.levels import make_agent
from engine.core import State

KEPT = 0.3  # the share of positions kept from each game: neighbours say nearly the same
STEPS = 4000
RATE = 1.0
L2 = 1e-3


@dataclass(frozen=True)
class Fitter:
    """What a game's fitter plays and writes: its heuristic games at each table size, and the features."""

    game: str
    module: str  # the fitter's module, named in the file it writes
    tables: tuple[int, ...]  # the table sizes played
    config: Callable[[int], dict]  # the game config of a table of that many seats
    features: Callable[..., Row]
    names: tuple[str, ...]
    weights_file: Path

    @property
    def most_seats(self) -> int:
        return max(self.tables)

    def positions(self, players: int, games: int, seed: int) -> tuple[list[list[Row]], list[int]]:
        """Features of positions from heuristic games, and who won each (`most_seats`: nobody)."""
        rows: list[list[Row]] = []
        won: list[int] = []
        for game_seed in range(seed, seed + games):
            agents = [make_agent("heuristic", self.game, seed=game_seed * 7919 + s) for s in range(players)]
            keep = random.Random(game_seed)
            kept: list[list[Row | None]] = []

            def watch(state: State, kept: list = kept, keep: random.Random = keep) -> None:
                if keep.random() < KEPT:
                    kept.append([self.features(state, s) for s in range(players)]
                                + [None] * (self.most_seats - players))

            outcome = play_game(self.game, self.config(players), game_seed, agents, watch=watch)
            winners = outcome.winners
            rows += kept
            won += [winners[0] if len(winners) == 1 else self.most_seats] * len(kept)
        return rows, won

    def fit(self, rows: list[list[Row]], won: list[int], steps: int = STEPS) -> Weights:
        """The weights that make the outcomes seen most likely."""
        most, count, width = self.most_seats, len(rows), len(self.names)
        table = np.zeros((count, most, width))
        absent = np.zeros((count, most + 1), dtype=bool)
        for i, row in enumerate(rows):
            for seat, found in enumerate(row):
                if found is None:
                    absent[i, seat] = True
                else:
                    table[i, seat] = found
        outcome = np.zeros((count, most + 1))
        outcome[np.arange(count), won] = 1.0
        weights, nobody = np.zeros(width), -2.0
        for _ in range(steps):
            scores = np.concatenate([table @ weights, np.full((count, 1), nobody)], axis=1)
            scores[absent] = -np.inf
            scores -= scores.max(axis=1, keepdims=True)
            chance = np.exp(scores)
            chance /= chance.sum(axis=1, keepdims=True)
            error = chance - outcome
            weights -= RATE * (np.einsum("ns,nsf->f", error[:, :most], table) / count + L2 * weights)
            nobody -= RATE * float(error[:, most].mean())
        return Weights(self.names, tuple(float(w) for w in weights), float(nobody))

    def main(self, argv: list[str] | None = None) -> None:
        """`python -m <module> [--games N] [--seed S] [--out FILE]`: play, fit and write the weights."""
        sizes = ", ".join(str(n) for n in self.tables)
        parser = argparse.ArgumentParser(prog=f"python -m {self.module}",
                                         description=f"fit the {self.game} evaluation to heuristic games")
        parser.add_argument("--games", type=int, default=1000, help=f"games at each table of {sizes} (default 1000)")
        parser.add_argument("--seed", type=int, default=100, help="seed of the first game (default 100)")
        parser.add_argument("--out", type=Path, default=self.weights_file, help="where to write the weights")
        args = parser.parse_args(argv)
        rows: list[list[Row]] = []
        won: list[int] = []
        for players in self.tables:
            found, winners = self.positions(players, args.games, args.seed)
            rows += found
            won += winners
        weights = self.fit(rows, won)
        note = (f"Written by `python -m {self.module} --games {args.games} --seed {args.seed}`:\n"
                f"{len(rows):,} positions of heuristic games at {sizes} players, fitted to who won.")
        args.out.write_text(weights.to_toml(note), encoding="utf-8")
        print(f"{args.out}: {len(rows):,} positions")
