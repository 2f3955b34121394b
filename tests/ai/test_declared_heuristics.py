"""Each game's heuristic is the class its declaration names; a game that names none has none."""

from dataclasses import replace

import pytest

import engine
from ai.heuristics import NoHeuristic, heuristic_for


@pytest.mark.parametrize("game", ["elria", "cartaventuras", "rpgquest"])
def test_a_game_heuristic_is_the_class_its_declaration_names(game):
    module, _, name = engine.GAMES[game].heuristic.partition(":")
    heuristic = heuristic_for(game)
    assert (type(heuristic).__module__.startswith(module) and type(heuristic).__name__ == name)


def test_a_game_that_declares_no_heuristic_or_is_no_game_has_none(monkeypatch):
    monkeypatch.setitem(engine.GAMES, "lucky-draw", replace(engine.GAMES["lucky-draw"], heuristic=""))
    for game in ("lucky-draw", "chess"):
        with pytest.raises(NoHeuristic, match=f"no heuristic for game '{game}' yet"):
            heuristic_for(game)
