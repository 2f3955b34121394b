"""Setup and Start of the Game."""

import pytest

from engine.cartaventuras import GAME, kingdom
from engine.core import ConfigError
from tests.cartaventuras.helpers import C, kinds, table


def test_setup_each_player_has_life_10_their_coins_and_8_tokens_on_the_start_card():
    state = table(3)
    for player in state.players:
        assert player.life == 10 and player.tokens == 8
        assert player.coins == player.character.coins
        assert player.cell == kingdom.start_cell(3) and player.cards == []
    assert state.grid[kingdom.start_cell(3)] == C.start.id


def test_setup_start_card_at_top_centre_and_in_second_row_with_4_players():
    assert kingdom.row_col(table(3).players[0].cell) == (0, 3)
    assert kingdom.row_col(table(4).players[0].cell) == (1, 3)


def test_setup_final_card_is_set_aside():
    state = table(2)
    assert C.final.id not in state.grid and state.dragon_cell == -1


def test_setup_zone_and_orange_decks_are_formed():
    state = table(1)
    assert all(len(deck) == 20 for deck in state.decks.values())
    assert (len(state.purchase), len(state.exploration), len(state.forge)) == (18, 18, 9)


def test_start_of_the_game_upper_arrow_is_disregarded_with_1_to_3_players():
    for players in (1, 2, 3):
        sides = {a.args[0] for a in table(players).legal_actions()}
        assert sides == {"down", "left", "right"}
    assert {a.args[0] for a in table(4).legal_actions()} == {"up", "down", "left", "right"}


def test_start_of_the_game_first_card_is_of_the_characters_own_colour():
    state = table(4, characters=("red", "blue", "green", "purple"))
    assert kinds(state) == {"explore"}
    assert {a.args[1] for a in state.legal_actions()} == {"red"}
    state.apply(state.legal_actions()[0])
    while state.to_move() != 1:
        state.apply(state.legal_actions()[-1]) if state.to_move() is not None else state.roll((6, 1))
    assert {a.args[1] for a in state.legal_actions() if a.kind == "explore"} == {"blue"}


def test_setup_characters_by_colour_or_name_and_errors_name_the_problem():
    state = GAME.new({"players": 2, "characters": ["Umbra the Sorceress", "green"]}, 3)
    assert [p.colour for p in state.players] == ["purple", "green"]
    with pytest.raises(ConfigError, match="unknown character 'pink'"):
        GAME.new({"players": 1, "characters": ["pink"]}, 0)
    with pytest.raises(ConfigError, match="unknown config key 'dragons'"):
        GAME.new({"players": 1, "dragons": 2}, 0)
    with pytest.raises(ConfigError, match="'difficulty' must be one of easy, intermediate, hard"):
        GAME.new({"mode": "solo", "players": 1, "difficulty": "nightmare"}, 0)
