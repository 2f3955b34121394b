"""The fitted Cartaventuras evaluation: chances that add up, a fallen adventurer's zero, weights
read with clear messages (the fit itself is tested in test_fitted.py)."""

from typing import cast

import pytest

from ai.fitted import WeightsError
from ai.heuristics.cartaventuras.evaluation import FEATURES, SHIPPED_WEIGHTS, chances, features, read_weights
from engine.cartaventuras import GAME
from engine.cartaventuras.state import CartaventurasState

DIVINE_STAFF, DRAGONSLAYER = "orange-44", "orange-45"


def new_table(players: int, seed: int) -> CartaventurasState:
    return cast(CartaventurasState, GAME.new({"players": players}, seed))


def good_toml(**changes) -> str:
    weights = {name: 0.5 for name in FEATURES} | changes
    return "nobody = -2.0\n[weights]\n" + "".join(f"{name} = {value}\n" for name, value in weights.items())


def test_chances_add_up_to_at_most_one_and_a_fallen_adventurer_has_none():
    state = new_table(3, 7)
    found = chances(state)
    assert len(found) == 3 and all(0 < chance < 1 for chance in found) and sum(found) < 1
    state.players[1].alive = False
    assert features(state, 1) is None and chances(state)[1] == 0.0


def test_the_fitted_chances_favour_the_adventurer_geared_for_the_dragon():
    state = new_table(2, 3)
    before = chances(state)
    state.players[0].cards += [DIVINE_STAFF, DRAGONSLAYER]
    after = chances(state)
    assert after[0] > before[0] and after[0] > after[1]


def test_the_steps_to_a_place_to_face_the_dragon_from_are_seen():
    """On the start card, with empty places next to it, the dragon can be faced at once; in a Kingdom
    with no empty place left it cannot be faced anywhere, and the features say so."""
    state = new_table(2, 3)
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
