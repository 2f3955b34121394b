"""The fixture game gets its tiny heuristic for every AI test."""

import pytest

import ai.heuristics


@pytest.fixture(autouse=True)
def lucky_heuristic(monkeypatch):
    monkeypatch.setitem(ai.heuristics._HEURISTICS, "lucky-draw", "tests.ai.lucky_heuristic:LuckyHeuristic")
