"""The fitted judges of every game that has one (`ai/fitted.py`, `ai/fitting.py`): a fit explains heuristic
games better than knowing nothing, and the fitter writes weights that read back."""

import math
from functools import partial

import pytest

from ai.fitted import Weights, read_weights
from ai.fitting import Fitter
from ai.heuristics.cartaventuras.fit import FITTER as CARTAVENTURAS
from ai.heuristics.rpgquest.fit import FITTER as RPGQUEST

# each fitter, and the games it plays for the fit test (a few: an RPGQuest game is long)
FITTERS = [pytest.param(CARTAVENTURAS, 12, id="cartaventuras"), pytest.param(RPGQUEST, 3, id="rpgquest")]


def log_likelihood(fitter: Fitter, weights: Weights, rows, won) -> float:
    return sum(math.log([*weights.chances(row), 0.0][winner] if winner < fitter.most_seats else
                        1 - sum(weights.chances(row))) for row, winner in zip(rows, won, strict=True))


@pytest.mark.parametrize("fitter, games", FITTERS)
def test_the_fit_explains_heuristic_games_better_than_knowing_nothing(fitter, games):
    rows, won = fitter.positions(2, games, 500)
    assert rows and len(rows) == len(won) and all(len(row) == fitter.most_seats for row in rows)
    fitted = fitter.fit(rows, won, steps=300)
    blank = Weights(fitter.names, (0.0,) * len(fitter.names), fitted.nobody)
    likelihood = partial(log_likelihood, fitter)
    assert likelihood(fitted, rows, won) > likelihood(blank, rows, won)


@pytest.mark.parametrize("fitter, games", FITTERS)
@pytest.mark.slow
def test_the_fitter_writes_weights_that_read_back(fitter, games, tmp_path, capsys):
    out = tmp_path / "evaluation.toml"
    fitter.main(["--games", "1", "--seed", "900", "--out", str(out)])
    text = out.read_text(encoding="utf-8")
    assert text.startswith(f"# Written by `python -m {fitter.module} --games 1 --seed 900`")
    weights = read_weights(text, fitter.names, out.name)
    assert weights.names == fitter.names and "positions" in capsys.readouterr().out
