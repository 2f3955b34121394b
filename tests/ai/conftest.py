"""The fixture game gets its tiny heuristic for every AI test (declared as a game declares its own)."""

from dataclasses import replace

import pytest

import engine


@pytest.fixture(autouse=True)
def lucky_heuristic(monkeypatch):
    game = engine.GAMES["lucky-draw"]
    monkeypatch.setitem(engine.GAMES, "lucky-draw", replace(game, heuristic="tests.ai.lucky_heuristic:LuckyHeuristic"))
