"""PettingZoo: every Tavern game and mode passes PettingZoo's own API and seed tests."""

from __future__ import annotations

import warnings

import numpy as np
import pytest
from pettingzoo.test import api_test, seed_test

from ai.research.observation import observation
from ai.research.pettingzoo_env import TavernEnv, env
from ai.research.returns import returns
from tests.conformance.playout import table_config
from tests.research.tables import TABLE_IDS, TABLES, base_mode


def make(name: str, mode: str, players: int, render_mode: str | None = None) -> TavernEnv:
    config = table_config(mode, players)
    return env(name, mode=base_mode(mode), players=players, config=config, render_mode=render_mode)


def play_out(table: TavernEnv, seed: int) -> dict[str, float]:
    """Play random legal indices until every agent is done; each agent's reward when it is done.
    The env must never hand an agent a table waiting for dice."""
    table.reset(seed=seed)
    rng, final = np.random.default_rng(seed), {}
    for agent in table.agent_iter():
        assert table.state.dice_request() is None
        observed, reward, over, cut, _info = table.last()
        if over or cut:
            final[agent] = reward
        table.step(None if over or cut else int(rng.choice(np.flatnonzero(observed["action_mask"]))))
    return final


@pytest.fixture(autouse=True)
def _quiet_pettingzoo_advice():
    """PettingZoo advises a plain Box observation; masked games (its own chess too) use a Dict."""
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message="Observation space for each agent probably")
        warnings.filterwarnings("ignore", message="Observation is not a NumPy array")
        yield


@pytest.mark.parametrize("name,mode,players", TABLES, ids=TABLE_IDS)
def test_pettingzoo_api_and_seed_tests_pass_on_the_first_moves(name, mode, players):
    api_test(make(name, mode, players, "ansi"), num_cycles=50)
    seed_test(lambda: make(name, mode, players), num_cycles=50)


@pytest.mark.slow
@pytest.mark.parametrize("name,mode,players", TABLES, ids=TABLE_IDS)
def test_pettingzoo_api_test_passes_on_whole_games(name, mode, players):
    api_test(make(name, mode, players, "ansi"), num_cycles=40_000)


def test_an_observation_is_the_view_of_the_agent_and_the_mask_of_its_legal_actions():
    table = make("cartaventuras", "standard", 2)
    table.reset(seed=3)
    agent = table.agent_selection
    seat = table.possible_agents.index(agent)
    observed = table.observe(agent)
    assert np.array_equal(observed["observation"], observation(table.state.view(seat), seat))
    assert np.array_equal(observed["action_mask"], table.actions.mask(table.state.legal_actions()))
    other = table.possible_agents[1 - seat]
    assert not table.observe(other)["action_mask"].any()


def test_the_dice_are_rolled_inside_the_env_and_the_rewards_come_at_the_end():
    table = make("cartaventuras", "standard", 2)
    final = play_out(table, seed=4)
    assert table.state.is_over() and table.agents == []
    assert any("d6" in line or "roll" in line.lower() for line in table.state.log)
    assert [final[agent] for agent in table.possible_agents] == returns(table.state.result(), 2)


def test_the_ansi_render_draws_the_lines_of_the_log():
    table = make("rpgquest", "competitive", 2, "ansi")
    table.reset(seed=1)
    assert table.render() == "\n".join(table.state.log[-20:])
    assert make("rpgquest", "competitive", 2).render() is None


def test_an_illegal_index_is_refused():
    table = make("elria", "solo", 1)
    table.reset(seed=1)
    illegal = int(np.flatnonzero(table.observe(table.agent_selection)["action_mask"] == 0)[0])
    with pytest.raises(ValueError, match="not legal"):
        table.step(illegal)
