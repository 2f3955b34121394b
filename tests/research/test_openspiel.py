"""OpenSpiel: every Tavern game and mode registered, passing OpenSpiel's own checks, playable by its bots."""

from __future__ import annotations

import numpy as np
import pyspiel
import pytest
from open_spiel.python.algorithms import ismcts, mcts
from open_spiel.python.tests import games_sim_test

from ai.research import chance
from ai.research.openspiel_game import register, short_name
from ai.research.returns import returns
from engine import GAMES
from engine.core import DiceRequest
from tests.research.tables import MODE_IDS, MODES, TABLE_IDS, TABLES, base_mode

register()


def load(name: str, mode: str, players: int) -> pyspiel.Game:
    params: dict = {"players": players}
    if "+fast=true" in mode:
        params["fast"] = True
    return pyspiel.load_game(short_name(name, base_mode(mode)), params)


def test_every_game_and_mode_is_registered():
    names = set(pyspiel.registered_names())
    assert {short_name(name, mode) for name, mode in MODES} <= names


@pytest.mark.parametrize("name,mode", MODES, ids=MODE_IDS)
def test_the_game_type_says_how_the_game_is_played(name, mode):
    game = pyspiel.load_game(short_name(name, mode))
    kind, info = game.get_type(), GAMES[name]
    assert kind.dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
    assert kind.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert kind.reward_model == pyspiel.GameType.RewardModel.TERMINAL
    assert (kind.min_num_players, kind.max_num_players) == (min(info.modes[mode]), max(info.modes[mode]))
    has_dice = name != "elria"
    assert (kind.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC) == has_dice
    together = mode in ("solo", "campaign", "cooperative")
    assert (kind.utility == pyspiel.GameType.Utility.IDENTICAL) == together
    assert game.num_distinct_actions() > 0 and (game.max_chance_outcomes() > 0) == has_dice


ONE_TABLE_A_GAME = [("cartaventuras", "standard", 2), ("elria", "duel", 2), ("rpgquest", "competitive", 2)]


@pytest.mark.parametrize("name,mode,players", ONE_TABLE_A_GAME)
def test_games_sim_test_checks_pass_on_one_table_of_every_game(name, mode, players):
    """OpenSpiel's games_sim_test.sim_game: clones, pyspiel and pickle round trips at 1, 2, 4, ... moves."""
    games_sim_test.GamesSimTest().sim_game(load(name, mode, players))


@pytest.mark.slow
@pytest.mark.parametrize("name,mode,players", TABLES, ids=TABLE_IDS)
def test_games_sim_test_checks_pass_on_every_table(name, mode, players):
    games_sim_test.GamesSimTest().sim_game(load(name, mode, players))


def test_random_sim_test_passes_with_serialisation_on_a_whole_game():
    pyspiel.random_sim_test(load("cartaventuras", "solo", 1), num_sims=1, serialize=True, verbose=False)


# A whole game with a serialisation round trip at every step costs seconds to a minute (RPGQuest at four
# seats): one table of each mode, its fewest seats, and RPGQuest's faster game at two.
WHOLE_GAMES = [(name, mode, min(GAMES[name].modes[mode])) for name, mode in MODES] + [
    ("rpgquest", "competitive+fast=true", 2)]


@pytest.mark.slow
@pytest.mark.parametrize("name,mode,players", WHOLE_GAMES)
def test_random_sim_test_passes_with_serialisation_on_whole_games(name, mode, players):
    pyspiel.random_sim_test(load(name, mode, players), num_sims=1, serialize=True, verbose=False)


@pytest.mark.parametrize("dice", [(6,), (10,), (6, 6), (6, 6, 6)])
def test_every_roll_is_one_chance_outcome_and_all_are_alike(dice):
    request = DiceRequest(dice, "a roll")
    found = chance.outcomes(request)
    assert [outcome for outcome, _ in found] == list(range(int(np.prod(dice))))
    assert sum(p for _, p in found) == pytest.approx(1.0)
    rolls = [chance.dice_values(request, outcome) for outcome, _ in found]
    assert len(set(rolls)) == len(found)
    assert all(1 <= value <= faces for roll in rolls for value, faces in zip(roll, dice, strict=True))
    assert [chance.outcome_of(request, roll) for roll in rolls] == [outcome for outcome, _ in found]


def test_chance_outcomes_roll_the_dice_they_name():
    game = load("cartaventuras", "solo", 1)
    state = game.new_initial_state()
    rng = np.random.default_rng(1)
    while not state.is_chance_node():
        state.apply_action(int(rng.choice(state.legal_actions())))
    request = state.table.dice_request()
    outcome = len(state.chance_outcomes()) - 1
    assert state.action_to_string(pyspiel.PlayerId.CHANCE, outcome) == "dice " + " ".join(["6"] * len(request.dice))


@pytest.mark.parametrize("name,mode,players", [("cartaventuras", "standard", 2), ("rpgquest", "cooperative", 2)])
def test_returns_at_the_end_are_the_tables_result(name, mode, players):
    game = load(name, mode, players)
    state = game.new_initial_state()
    rng = np.random.default_rng(2)
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(int(rng.choice([o for o, _ in state.chance_outcomes()])))
        else:
            assert state.returns() == [0.0] * players
            state.apply_action(int(rng.choice(state.legal_actions())))
    assert state.returns() == returns(state.table.result(), players)
    if game.get_type().utility == pyspiel.GameType.Utility.IDENTICAL:
        assert len(set(state.returns())) == 1


def test_the_information_state_and_observation_come_from_the_seats_view():
    state = load("rpgquest", "competitive", 2).new_initial_state()
    assert state.observation_string(0) != state.observation_string(1)
    assert state.information_state_string(0).startswith(state.observation_string(0))
    assert len(state.observation_tensor(0)) == load("rpgquest", "competitive", 2).observation_tensor_size()


def resample_keeps_the_view(state: pyspiel.State, player: int) -> bool:
    copy = state.resample_from_infostate(player, pyspiel.UniformProbabilitySampler(0.0, 1.0))
    return copy.observation_string(player) == state.observation_string(player)


def test_resampling_from_the_information_state_keeps_what_the_seat_knows():
    state = load("elria", "duel", 2).new_initial_state()
    assert resample_keeps_the_view(state, 0) and resample_keeps_the_view(state, 1)


def play_moves(game: pyspiel.Game, bots: list, moves: int, seed: int) -> None:
    state, rng = game.new_initial_state(), np.random.default_rng(seed)
    for _ in range(moves):
        if state.is_terminal():
            return
        if state.is_chance_node():
            state.apply_action(int(rng.choice([o for o, _ in state.chance_outcomes()])))
            continue
        action = bots[state.current_player()].step(state)
        assert action in state.legal_actions()
        state.apply_action(action)


@pytest.mark.parametrize("name,mode,players", ONE_TABLE_A_GAME)
def test_openspiel_mcts_and_ismcts_bots_play_a_few_moves(name, mode, players):
    game = load(name, mode, players)
    rollouts = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=np.random.RandomState(1), max_length=30)
    bots = [mcts.MCTSBot(game, 2.0, 8, rollouts, random_state=np.random.RandomState(2)),
            ismcts.ISMCTSBot(game, rollouts, 2.0, 8, random_state=np.random.RandomState(3))]
    play_moves(game, bots, moves=12, seed=4)
