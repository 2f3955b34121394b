import pytest

import ai
from ai import AGENT_KINDS, LEVELS, HeuristicAgent, SearchAgent, make_agent
from ai.base import make_agent as make_kind


def test_each_level_maps_to_its_agent():
    easy = make_agent(game="lucky-draw", level="easy")
    normal = make_agent(game="lucky-draw", level="normal")
    hard = make_agent(game="lucky-draw", level="hard")
    assert isinstance(easy, HeuristicAgent) and easy.blunder > 0
    assert isinstance(normal, HeuristicAgent) and normal.blunder == 0
    assert isinstance(hard, SearchAgent) and hard.ms == 1000
    assert [easy.name, normal.name, hard.name] == ["easy", "normal", "hard"]


def test_levels_are_agent_kinds_too_and_take_overrides():
    assert set(LEVELS) <= set(AGENT_KINDS)
    hard = make_kind("hard", "lucky-draw", ms=300, seed=2)
    assert isinstance(hard, SearchAgent) and hard.ms == 300


def test_make_agent_takes_a_kind_or_a_level_never_both():
    assert make_agent("search", "lucky-draw", iters=5).iters == 5
    with pytest.raises(ValueError, match="either an agent kind or a level"):
        make_agent("search", "lucky-draw", level="hard")
    with pytest.raises(ValueError, match="either an agent kind or a level"):
        make_agent(game="lucky-draw")
    with pytest.raises(ValueError, match="unknown level 'expert'"):
        make_agent(game="lucky-draw", level="expert")


def test_unknown_kinds_and_options_name_what_is_known():
    with pytest.raises(ValueError, match="unknown agent kind 'genius'"):
        make_agent("genius", "lucky-draw")
    with pytest.raises(ValueError, match=r"no option speed \(options: seed, ms, iters"):
        make_agent("search", "lucky-draw", speed=3)
    with pytest.raises(ValueError, match="no option speed"):
        make_agent(game="lucky-draw", level="hard", speed=3)


def test_the_package_exports_the_level_aware_make_agent():
    assert ai.make_agent is make_agent


def test_options_of_the_wrong_type_are_refused_by_name():
    with pytest.raises(ValueError, match=r"agent 'search': option ms must be a number \(got 'abc'\)"):
        make_agent("search", "lucky-draw", ms="abc")
    with pytest.raises(ValueError, match=r"option iters must be a whole number \(got 2.5\)"):
        make_agent(game="lucky-draw", level="hard", iters=2.5)
    with pytest.raises(ValueError, match=r"agent 'random' has no option foo"):
        make_agent("random", "lucky-draw", foo=1)
    assert make_agent("search", "lucky-draw", ms=None, iters=5, c=1).iters == 5
