"""A full game of every game between a host and two players at their own screens, over real sockets."""

from __future__ import annotations

import asyncio
import random

import pytest

from tests.net.tables import WatchedHost, join, open_table, play_at_random, start
from tui.match import Seat

GAMES = [("elria", {"mode": "duel", "players": 2}),
         ("cartaventuras", {"mode": "standard", "players": 3}),
         ("rpgquest", {"mode": "competitive", "players": 3})]


@pytest.mark.parametrize("game, config", GAMES, ids=[game for game, _ in GAMES])
@pytest.mark.slow
async def test_a_full_game_between_a_host_and_two_players(tmp_path, game, config):
    seats = [Seat(), Seat()] + [Seat("ai", "easy")] * (config["players"] - 2)
    dice = {1: "seat"}  # the second player rolls their own dice; the host rolls the first player's
    table = open_table(tmp_path, game, config, seats, seed=5, dice=dice)
    host = await start(table)
    try:
        first, second = await join(host, 0), await join(host, 1)
        await asyncio.gather(play_at_random(first, random.Random(1)), play_at_random(second, random.Random(2)))
        assert table.state.is_over()
        assert first.result() == second.result() == table.state.result()
        assert first.lines == second.lines == table.lines
        assert host.messages > 10 and host.leaks == []
        rolls = [line for line in table.lines if line.startswith("[dice]")]
        assert not rolls or all("(" in line for line in rolls)
        first.close()
        second.close()
    finally:
        await host.close()


def test_the_leak_check_finds_a_hidden_card_named_in_a_message(tmp_path):
    table = open_table(tmp_path, "cartaventuras", {"mode": "standard", "players": 2}, [Seat(), Seat()])
    host = WatchedHost(table)
    card = sorted(table.state.hidden_from(0))[0]
    assert host.hidden_in(0, f'{{"view":{{"zone":["{card}"]}}}}') == [card]
    assert host.hidden_in(0, f'{{"view":["{card}0", "x{card}"]}}') == []
