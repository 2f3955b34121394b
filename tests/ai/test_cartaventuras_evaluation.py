"""The fitted Cartaventuras evaluation: chances that add up, a fallen adventurer's zero, weights
read with clear messages, and a fit that explains heuristic games better than knowing nothing."""

import math

import pytest

from ai.fitted import Weights, WeightsError
from ai.heuristics.cartaventuras.evaluation import FEATURES, SHIPPED_WEIGHTS, chances, features, read_weights
from ai.heuristics.cartaventuras.fit import FITTER
from engine.cartaventuras import GAME

DIVINE_STAFF, DRAGONSLAYER = "orange-44", "orange-45"


def good_toml(**changes) -> str:
    weights = {name: 0.5 for name in FEATURES} | changes
    return "nobody = -2.0\n[weights]\n" + "".join(f"{name} = {value}\n" for name, value in weights.items())


def test_chances_add_up_to_at_most_one_and_a_fallen_adventurer_has_none():
    state = GAME.new({"players": 3}, 7)
    found = chances(state)
    assert len(found) == 3 and all(0 < chance < 1 for chance in found) and sum(found) < 1
    state.players[1].alive = False
    assert features(state, 1) is None and chances(state)[1] == 0.0


def test_the_fitted_chances_favour_the_adventurer_geared_for_the_dragon():
    state = GAME.new({"players": 2}, 3)
    before = chances(state)
    state.players[0].cards += [DIVINE_STAFF, DRAGONSLAYER]
    after = chances(state)
    assert after[0] > before[0] and after[0] > after[1]


def test_the_steps_to_a_place_to_face_the_dragon_from_are_seen():
    """On the start card, with empty places next to it, the dragon can be faced at once; in a Kingdom
    with no empty place left it cannot be faced anywhere, and the features say so."""
    state = GAME.new({"players": 2}, 3)
    near, steps = FEATURES.index("dragon_spot_near"), FEATURES.index("dragon_spot_steps")
    assert features(state, 0)[near] == 1.0 and features(state, 0)[steps] == 0.0
    state.grid = [card or state.grid[state.players[0].cell] for card in state.grid]
    assert features(state, 0)[near] < 0.05 and features(state, 0)[steps] == 1.0


def test_the_shipped_weights_name_every_feature():
    assert len(SHIPPED_WEIGHTS.weights) == len(FEATURES)


@pytest.mark.parametrize(("text", "message"), [
    ("nobody = [", "evaluation.toml: not valid TOML"),
    ("nobody = -2.0\n", "evaluation.toml: no [weights] table"),
    (good_toml(luck=1.0), "evaluation.toml: weights.luck is not a feature"),
    (good_toml(coins='"many"'), "evaluation.toml: weights.coins must be a number (got 'many')"),
    (good_toml(life="true"), "evaluation.toml: weights.life must be a number (got True)"),
    (good_toml(magic="nan"), "evaluation.toml: weights.magic must be a number (got nan)"),
    (good_toml().replace("nobody = -2.0\n", ""), "evaluation.toml: nobody must be a number (got None)"),
    ("\n".join(line for line in good_toml().splitlines() if not line.startswith("healing")),
     "evaluation.toml: weights.healing must be a number (got None)"),
])
def test_a_bad_weights_file_names_the_file_and_the_field(text, message):
    with pytest.raises(WeightsError) as raised:
        read_weights(text)
    assert str(raised.value).startswith(message)


def log_likelihood(weights: Weights, rows, won) -> float:
    return sum(math.log([*weights.chances(row), 0.0][winner] if winner < FITTER.most_seats else
                        1 - sum(weights.chances(row))) for row, winner in zip(rows, won, strict=True))


def test_the_fit_explains_heuristic_games_better_than_knowing_nothing():
    rows, won = FITTER.positions(2, 12, 500)
    assert rows and len(rows) == len(won) and all(len(row) == FITTER.most_seats for row in rows)
    fitted = FITTER.fit(rows, won, steps=300)
    blank = Weights(FEATURES, (0.0,) * len(FEATURES), fitted.nobody)
    assert log_likelihood(fitted, rows, won) > log_likelihood(blank, rows, won)


def test_the_fitter_writes_weights_that_read_back(tmp_path, capsys):
    out = tmp_path / "evaluation.toml"
    FITTER.main(["--games", "2", "--seed", "900", "--out", str(out)])
    text = out.read_text(encoding="utf-8")
    assert text.startswith("# Written by `python -m ai.heuristics.cartaventuras.fit --games 2 --seed 900`")
    assert len(read_weights(text).weights) == len(FEATURES) and "positions" in capsys.readouterr().out
