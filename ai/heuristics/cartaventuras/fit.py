"""Fit the weights of `evaluation.py` to heuristic games, and write `evaluation.toml`.

    python -m ai.heuristics.cartaventuras.fit [--games N] [--seed S] [--out FILE]

Plays N games for each table of 2, 3 and 4 heuristic players (seeds S onwards, virtual dice seeded
as `tavern sim` seeds them), keeps about every third position of each, labels it with the game's
winner (or nobody), and fits a softmax over the seats and nobody by gradient descent on the mean
log-likelihood, with a little L2 so that features that say little keep small weights.
"""

from __future__ import annotations

import argparse
import random
from pathlib import Path

import numpy as np

from ai.heuristics.cartaventuras.evaluation import FEATURES, WEIGHTS_FILE, Weights, features
from ai.lab.play import roll_virtual
from ai.levels import make_agent
from engine import new_game

TABLES = (2, 3, 4)
MOST_SEATS = max(TABLES)
KEPT = 0.3  # the share of positions kept from each game: neighbours say nearly the same
STEPS = 4000
RATE = 1.0
L2 = 1e-3


def positions(players: int, games: int, seed: int) -> tuple[list[list[tuple[float, ...] | None]], list[int]]:
    """Features of positions from heuristic games, and who won each (MOST_SEATS: nobody)."""
    rows: list[list[tuple[float, ...] | None]] = []
    won: list[int] = []
    for game_seed in range(seed, seed + games):
        agents = [make_agent("heuristic", "cartaventuras", seed=game_seed * 7919 + s) for s in range(players)]
        state = new_game("cartaventuras", {"players": players}, game_seed)
        dice, keep = random.Random(game_seed ^ 0x5EED), random.Random(game_seed)
        kept = []
        while not state.is_over():
            seat = state.to_move()
            if seat is None:
                state.roll(roll_virtual(state, dice))
                continue
            if keep.random() < KEPT:
                kept.append([features(state, s) for s in range(players)] + [None] * (MOST_SEATS - players))
            state.apply(agents[seat].choose(state, seat))
        winners = state.result().winners
        rows += kept
        won += [winners[0] if len(winners) == 1 else MOST_SEATS] * len(kept)
    return rows, won


def fit(rows: list[list[tuple[float, ...] | None]], won: list[int], steps: int = STEPS) -> Weights:
    """The weights that make the outcomes seen most likely."""
    count, width = len(rows), len(FEATURES)
    table = np.zeros((count, MOST_SEATS, width))
    absent = np.zeros((count, MOST_SEATS + 1), dtype=bool)
    for i, row in enumerate(rows):
        for seat, found in enumerate(row):
            if found is None:
                absent[i, seat] = True
            else:
                table[i, seat] = found
    outcome = np.zeros((count, MOST_SEATS + 1))
    outcome[np.arange(count), won] = 1.0
    weights, nobody = np.zeros(width), -2.0
    for _ in range(steps):
        scores = np.concatenate([table @ weights, np.full((count, 1), nobody)], axis=1)
        scores[absent] = -np.inf
        scores -= scores.max(axis=1, keepdims=True)
        chance = np.exp(scores)
        chance /= chance.sum(axis=1, keepdims=True)
        error = chance - outcome
        weights -= RATE * (np.einsum("ns,nsf->f", error[:, :MOST_SEATS], table) / count + L2 * weights)
        nobody -= RATE * float(error[:, MOST_SEATS].mean())
    return Weights(tuple(float(w) for w in weights), float(nobody))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="games for each table of 2, 3 and 4 (default 1000)")
    parser.add_argument("--seed", type=int, default=100, help="seed of the first game (default 100)")
    parser.add_argument("--out", type=Path, default=WEIGHTS_FILE, help="where to write the weights")
    args = parser.parse_args(argv)
    rows: list[list[tuple[float, ...] | None]] = []
    won: list[int] = []
    for players in TABLES:
        found, winners = positions(players, args.games, args.seed)
        rows += found
        won += winners
    weights = fit(rows, won)
    note = (f"Written by `python -m ai.heuristics.cartaventuras.fit --games {args.games} --seed {args.seed}`:\n"
            f"{len(rows):,} positions of heuristic games at 2, 3 and 4 players, fitted to who won.")
    args.out.write_text(weights.to_toml(note), encoding="utf-8")
    print(f"{args.out}: {len(rows):,} positions")


if __name__ == "__main__":
    main()
