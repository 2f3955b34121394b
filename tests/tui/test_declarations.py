"""What the app takes from each game's declaration: its board screen, its place in the menu, its rules
summary, its dice labels and the options a token on the dice box sets."""

from dataclasses import replace

import pytest

import engine
from engine.core import DiceRequest
from tui import catalog, tokens
from tui.cartaventuras.screen import CartaventurasScreen
from tui.dice_words import die_labels
from tui.elria.screen import ElriaScreen
from tui.registry import screen_class
from tui.rpgquest.screen import RpgQuestScreen
from tui.screens.board import BoardScreen

GAMES = ("elria", "cartaventuras", "rpgquest")


def test_each_game_is_played_on_the_screen_its_declaration_names():
    assert [screen_class(game) for game in GAMES] == [ElriaScreen, CartaventurasScreen, RpgQuestScreen]
    assert screen_class("lucky-draw") is BoardScreen  # it declares none: the generic board
    assert screen_class("chess") is BoardScreen


def test_a_screen_that_is_not_a_board_screen_is_refused_by_name(monkeypatch):
    monkeypatch.setitem(engine.GAMES, "lucky-draw", replace(engine.GAMES["lucky-draw"], screen="tui.catalog:GameEntry"))
    with pytest.raises(TypeError, match="lucky-draw: its screen 'tui.catalog:GameEntry' is not a board screen"):
        screen_class("lucky-draw")


def test_the_menu_lists_the_games_in_their_declared_order_then_the_registered_ones():
    names = [entry.name for entry in catalog.entries()]
    assert names[:3] == list(GAMES) and "lucky-draw" in names[3:]
    assert [entry.title for entry in catalog.entries()][:3] == [engine.GAMES[game].title for game in GAMES]


def test_the_rules_summary_is_the_one_the_declaration_names():
    for game in GAMES:
        assert catalog.rules(game).startswith(f"**{engine.GAMES[game].title}** — ")
    assert catalog.rules("lucky-draw") == ("**Lucky Draw (test fixture)** — follow the moves the app offers; "
                                           "every legal move is listed.")


def test_dice_are_labelled_as_the_game_declares():
    combat = DiceRequest((6, 6), "combat")
    assert die_labels("cartaventuras", combat) == ["you", "foe"]
    assert die_labels("cartaventuras", DiceRequest((6,), "flee")) == ["d6"]
    assert die_labels("rpgquest", combat) == ["d6", "d6"]  # it declares none: each die by its size


def test_tokens_set_the_character_options_the_game_declares():
    assert tokens.character_values("elria")["sorceress"] == "sorceress"
    assert tokens.seat_option("elria", 1) == "rival" and tokens.list_option("elria") is None
    assert tokens.seats_with_characters("elria", 2) == 2
    assert tokens.character_values("cartaventuras")["brisa"] == "green"
    assert tokens.list_option("cartaventuras") == "characters"
    assert tokens.seats_with_characters("cartaventuras", 4) == 4
    assert tokens.character_values("rpgquest") == {}
