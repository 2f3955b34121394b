"""RPGQuest search: its fitted judge of positions (chances that add up, the leader favoured, weights
read with clear messages; the fit itself is tested in test_fitted.py), and a search that makes the
same tree for the same seed and budget."""

import random

import pytest

from ai.fitted import WeightsError
from ai.heuristics.rpgquest.evaluation import FEATURES, SHIPPED_WEIGHTS, chances, features, read_weights
from ai.heuristics.rpgquest.heuristic import RpgQuestHeuristic
from ai.search import Search
from tests.ai.helpers import spread_states


def good_toml(**changes) -> str:
    weights = {name: 0.5 for name in FEATURES} | changes
    return "nobody = -2.0\n[weights]\n" + "".join(f"{name} = {value}\n" for name, value in weights.items())


def midgame(players: int = 3, seed: int = 3):
    return next(s for s in spread_states("rpgquest", "competitive", players, seed, 6) if s.turn >= 3)


def test_chances_add_up_to_at_most_one():
    for state in spread_states("rpgquest", "competitive", 3, 5, 6):
        found = chances(state)
        assert len(found) == 3 and all(0.0 <= c <= 1.0 for c in found) and sum(found) < 1.0


def test_fim_de_jogo_the_group_nearer_the_victory_point_target_is_favoured():
    state = midgame()
    state.groups[0].vp, state.groups[1].vp, state.groups[2].vp = 8, 2, 2
    first, second, third = chances(state)
    assert first > 2 * max(second, third)


def test_salvar_uma_cidade_places_down_make_the_monsters_likelier_to_win():
    state = midgame()
    calm = sum(chances(state))
    state.ruins.update({key: 4 for key in list(state.world.location_hexes)[:3] if key not in state.invaded})
    assert sum(chances(state)) < calm


def test_the_shipped_weights_name_every_feature():
    assert len(SHIPPED_WEIGHTS.weights) == len(FEATURES)
    assert len(features(midgame(), 0)) == len(FEATURES)


@pytest.mark.parametrize(("text", "message"), [
    ("nobody = [", "evaluation.toml: not valid TOML"),
    ("nobody = -2.0\n", "evaluation.toml: no [weights] table"),
    (good_toml(luck=1.0), "evaluation.toml: weights.luck is not a feature"),
    (good_toml(gold='"much"'), "evaluation.toml: weights.gold must be a number (got 'much')"),
    (good_toml(vp="inf"), "evaluation.toml: weights.vp must be a number (got inf)"),
    (good_toml().replace("nobody = -2.0\n", ""), "evaluation.toml: nobody must be a number (got None)"),
])
def test_a_bad_weights_file_names_the_file_and_the_field(text, message):
    with pytest.raises(WeightsError) as raised:
        read_weights(text)
    assert str(raised.value).startswith(message)


def test_search_is_deterministic_for_a_seed_and_iteration_budget():
    for state in spread_states("rpgquest", "competitive", 2, 8, 3):
        seat = state.to_move()

        def tree(state=state, seat=seat):
            root = Search(RpgQuestHeuristic(), random.Random(5)).run(state.clone(), seat, iters=25)
            return {action: (child.visits, child.totals) for action, child in root.children.items()}

        assert tree() == tree()
