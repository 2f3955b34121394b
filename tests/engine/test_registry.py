"""The games come from the `tavern.games` entry points, in menu order; a broken entry point says which it is."""

from dataclasses import replace
from importlib.metadata import EntryPoint

import pytest

import engine
from engine.registry import GROUP, GameLoadError, installed_games, load_games
from tests.fixture_game import GAME as LUCKY_DRAW

NOT_A_GAME = {"name": "chess"}
EARLY = replace(LUCKY_DRAW, name="early", order=-1)
LATE = replace(LUCKY_DRAW, name="late", order=99)
ANOTHER_ELRIA = replace(LUCKY_DRAW, name="elria")


def point(name: str, value: str) -> EntryPoint:
    return EntryPoint(name, value, GROUP)


def test_the_installed_games_are_the_three_in_menu_order():
    games = installed_games()
    assert list(games) == ["elria", "cartaventuras", "rpgquest"]
    assert all(isinstance(info, engine.GameInfo) for info in games.values())
    assert list(engine.GAMES)[:3] == ["elria", "cartaventuras", "rpgquest"]  # then the tests' fixture games


def test_games_are_ordered_by_their_order_then_by_name_whatever_the_entry_points_order():
    points = [point("late", "tests.engine.test_registry:LATE"), point("elria", "engine.elria:GAME"),
              point("lucky-draw", "tests.fixture_game:GAME"), point("early", "tests.engine.test_registry:EARLY")]
    assert list(load_games(points)) == ["early", "lucky-draw", "elria", "late"]
    assert load_games([]) == {}


@pytest.mark.parametrize("name, value, message", [
    ("chess", "tests.no_such_module:GAME", "entry point 'chess' = 'tests.no_such_module:GAME' (group tavern.games) "
                                           "cannot be loaded: No module named 'tests.no_such_module'"),
    ("chess", "engine.elria:NO_GAME", "entry point 'chess' = 'engine.elria:NO_GAME' (group tavern.games) "
                                      "cannot be loaded: module 'engine.elria' has no attribute 'NO_GAME'"),
    ("chess", "tests.engine.test_registry:NOT_A_GAME", "entry point 'chess' = 'tests.engine.test_registry:NOT_A_GAME' "
                                                       "(group tavern.games) is not a game: it gives a dict, not a GameInfo"),
    ("chess", "engine.elria:GAME", "entry point 'chess' = 'engine.elria:GAME' (group tavern.games) declares the game "
                                   "'elria': the entry point must have its name"),
])
def test_an_entry_point_that_gives_no_game_is_named_with_the_reason(name, value, message):
    with pytest.raises(GameLoadError) as error:
        load_games([point("elria", "engine.elria:GAME"), point(name, value)])
    assert str(error.value) == message


def test_a_game_published_twice_is_refused():
    with pytest.raises(GameLoadError, match="the game 'elria' is already published by 'engine.elria:GAME'"):
        load_games([point("elria", "engine.elria:GAME"), point("elria", "tests.engine.test_registry:ANOTHER_ELRIA")])


def test_the_tavern_command_says_which_game_cannot_be_loaded_in_one_line(monkeypatch, capsys):
    import ai.sim
    from tui.cli import main

    def broken(args):
        raise GameLoadError("entry point 'chess' = 'chess:GAME' (group tavern.games) cannot be loaded: no chess")

    monkeypatch.setattr(ai.sim, "run", broken)
    assert main(["sim", "elria"]) == 2
    assert capsys.readouterr().err == ("tavern: a game cannot be loaded: entry point 'chess' = 'chess:GAME' "
                                       "(group tavern.games) cannot be loaded: no chess\n")


def test_a_registered_game_joins_the_installed_ones(monkeypatch):
    monkeypatch.setattr(engine, "GAMES", dict(engine.GAMES))
    engine.register(LATE)
    assert list(engine.GAMES)[-1] == "late" and engine.new_game("late", {}, 1).seats == 2
