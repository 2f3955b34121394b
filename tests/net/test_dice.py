"""A seat that rolls its own dice sees, at its own screen, the odds and what each roll would do,
as the dice dialog shows them at one screen, and nothing hidden from that seat."""

from __future__ import annotations

import itertools
import random

from tests.net.tables import join, open_table, start
from tui.match import PERSON, Seat
from tui.net.host import HostTable
from tui.odds import UNSEEN, _secret_names


def to_own_roll(table: HostTable, seat: int, rng: random.Random) -> None:
    """Play at random until the roll pending is `seat`'s."""
    state = table.state
    while state.dice_request() is None or state.dice_request().seat != seat:
        if state.dice_request() is not None:
            table.host_roll()
        else:
            table.match.apply(rng.choice(state.legal_actions()))


async def test_a_seat_rolling_its_own_dice_sees_the_odds_and_each_outcome_as_at_one_screen(tmp_path):
    seen = {"as at one screen": 0, "a hidden card unnamed": 0}
    for seed in range(1, 40):  # tables until the previews have shown both kinds of outcome
        table = open_table(tmp_path, "cartaventuras", {"mode": "standard", "players": 2}, [Seat(), Seat()],
                           seed=seed, dice={0: "seat"})
        to_own_roll(table, 0, random.Random(seed))
        host = await start(table)
        try:
            player, other = await join(host, 0), await join(host, 1)
            request = player.dice_request()
            local = table.match
            assert request == table.state.dice_request() and player.roller(request) == PERSON
            assert player.odds(request, 0) == local.odds(request, 0)
            hidden = _secret_names(table.state, 0)
            for values in itertools.product(*(range(1, faces + 1) for faces in request.dice)):
                mine, there = " ".join(player.preview_roll(values)), " ".join(local.preview_roll(values))
                assert hidden is None or not hidden.search(mine)
                if hidden is not None and hidden.search(there):
                    assert UNSEEN in mine
                    seen["a hidden card unnamed"] += 1
                else:
                    assert mine == there
                    seen["as at one screen"] += 1
            assert other.snapshot["dice"]["odds"] == [] and other.snapshot["dice"]["outcomes"] is None
            player.close()
            other.close()
        finally:
            await host.close()
        if all(seen.values()):
            break
    assert all(seen.values()), seen
