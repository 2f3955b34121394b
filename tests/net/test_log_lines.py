"""A seat's log reads as a game's log at one screen: it starts with the game's opening line, and a
roll the host made for the seat reads as dice ("you 2, foe 6" in a Cartaventuras fight), not as a sum."""

from __future__ import annotations

import random
import re

from tests.net.tables import join, open_table, start
from tui.match import Seat

CARTAVENTURAS = {"mode": "standard", "players": 2}


def play_to_a_fight_roll(table, rng: random.Random) -> None:
    """Play at random, the host rolling every roll, until it has rolled a fight's dice (you and foe)."""
    state = table.state
    for _ in range(3000):
        request = state.dice_request()
        if request is not None:
            table.host_roll()
            if len(request.dice) > 1:
                return
        else:
            table.match.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no fight came up")


async def test_a_seats_log_opens_as_at_one_screen_and_the_hosts_rolls_read_as_dice(tmp_path):
    table = open_table(tmp_path, "cartaventuras", CARTAVENTURAS, [Seat(), Seat()], seed=2)
    opening = list(table.state.log)
    assert opening
    play_to_a_fight_roll(table, random.Random(1))
    host = await start(table)
    try:
        player = await join(host, 0)
        assert player.lines[:len(opening)] == opening
        rolls = [line for line in player.lines if line.startswith("[dice]")]
        assert any(re.search(r"rolls you \d+, foe \d+ \(the host's virtual dice\)", line) for line in rolls)
        assert not any(re.search(r"rolls \d+ \+ \d+", line) for line in rolls)
        player.close()
    finally:
        await host.close()
