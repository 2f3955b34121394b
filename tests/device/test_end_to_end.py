"""Emulated board -> pty -> link -> DeviceDice -> an engine chance node in a real game."""

import random
import threading

import engine
from device.sources import DeviceDice
from engine.core import Action
from tests import fixture_game
from tests.device.conftest import wait_until


def play_until_chance(state):
    while state.dice_request() is None:
        assert not state.is_over()
        state.apply(Action("gamble", (), ""))


def test_a_real_roll_answers_the_fixture_games_chance_node(emulator, link):
    engine.register(fixture_game.GAME)
    state = engine.new_game("lucky-draw", {}, seed=4)
    play_until_chance(state)
    request = state.dice_request()
    assert request.dice == (6,)
    threading.Thread(target=lambda: wait_until(lambda: emulator.hal.prompt == 1)
                     and emulator.roll(5)).start()
    values = DeviceDice(link, timeout=10).roll(request)
    state.roll(values)
    assert values == (5,) and state.dice_request() is None
    assert state.log[-1] == "Player 1 rolls 5."
    assert state.scores[0] == 5


def test_two_real_rolls_decide_a_cartaventuras_combat(emulator, link):
    state = engine.new_game("cartaventuras", {"players": 2}, seed=0)
    chooser = random.Random(0)
    while state.dice_request() is None:
        assert not state.is_over()
        state.apply(chooser.choice(state.legal_actions()))
    request = state.dice_request()
    assert request.dice == (6, 6)

    def player():
        assert wait_until(lambda: emulator.hal.prompt == 2)
        emulator.roll(5)
        assert wait_until(lambda: emulator.idle)
        emulator.roll(2)

    threading.Thread(target=player).start()
    before = len(state.log)
    state.roll(DeviceDice(link, timeout=10).roll(request))
    assert state.dice_request() != request
    line = " ".join(state.log[before:])
    assert "5" in line and "2" in line
