"""Counts and articles as people write them: "1 coin", "an encounter action", "1 Enemy"."""

from __future__ import annotations

import random
import re

import pytest

import engine
from engine.words import article, count

BAD = re.compile(r"(?<![\d.+-])(?<!to )1 (coins|Enemies|cubes|cards|Quests|Landmarks|points|tokens)\b"
                 r"|\b[Aa] [AEIOUaeiou]\w* (action|Enemy|card)\b")


def test_count_says_one_thing_and_many_things():
    assert count(1, "coin") == "1 coin" and count(3, "coin") == "3 coins" and count(0, "coin") == "0 coins"
    assert count(1, "Enemy") == "1 Enemy" and count(2, "Enemy") == "2 Enemies"
    assert count(2, "day") == "2 days"


def test_article_before_a_vowel_is_an():
    assert article("encounter action") == "an encounter action"
    assert article("combat action") == "a combat action"


@pytest.mark.parametrize("game,config", [("elria", {"mode": "solo"}), ("elria", {"mode": "duel"}),
                                         ("cartaventuras", {"players": 3})])
def test_log_lines_and_move_labels_count_and_article_correctly(game, config):
    for seed in range(6):
        state = engine.new_game(game, config, seed)
        pick = random.Random(seed)
        while not state.is_over():
            request = state.dice_request()
            if request is None:
                actions = state.legal_actions()
                for action in actions:
                    assert not BAD.search(action.label), action.label
                state.apply(pick.choice(actions))
            else:
                state.roll(tuple(pick.randint(1, faces) for faces in request.dice))
        for line in state.log:
            assert not BAD.search(line), line
