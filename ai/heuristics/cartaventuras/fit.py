"""Fit the weights of `evaluation.py` to heuristic games, and write `evaluation.toml`.

    python -m ai.heuristics.cartaventuras.fit [--games N] [--seed S] [--out FILE]

Plays N games for each table of 2, 3 and 4 heuristic players and fits who won (`ai/fitting.py`).
"""

from __future__ import annotations

from ai.fitting import Fitter
from ai.heuristics.cartaventuras.evaluation import FEATURES, WEIGHTS_FILE, features

FITTER = Fitter(game="cartaventuras", module="ai.heuristics.cartaventuras.fit", tables=(2, 3, 4),
                config=lambda players: {"players": players}, features=features, names=FEATURES,
                weights_file=WEIGHTS_FILE)

if __name__ == "__main__":
    FITTER.main()
