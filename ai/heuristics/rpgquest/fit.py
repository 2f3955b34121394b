"""Fit the weights of `evaluation.py` to heuristic games, and write `evaluation.toml`.

    python -m ai.heuristics.rpgquest.fit [--games N] [--seed S] [--out FILE]

Plays N competitive games for each table of 2, 3 and 4 heuristic groups and fits who won
(`ai/fitting.py`).
"""

from __future__ import annotations

from ai.fitting import Fitter
from ai.heuristics.rpgquest.evaluation import FEATURES, WEIGHTS_FILE, features

FITTER = Fitter(game="rpgquest", module="ai.heuristics.rpgquest.fit", tables=(2, 3, 4),
                config=lambda players: {"mode": "competitive", "players": players}, features=features,
                names=FEATURES, weights_file=WEIGHTS_FILE)

if __name__ == "__main__":
    FITTER.main()
