"""A seat's view: card ids and the cubes on them, never what a card says (issue #34).

The board reads names, terrains and icons from the card set by id (tests/tui/test_elria.py)."""

from __future__ import annotations

import random

from tests.conformance.playout import strings_in
from tests.elria.helpers import CS, table


def test_a_view_names_every_card_by_its_id_and_carries_none_of_its_text():
    texts = set(CS.names) | {card.flavour for card in CS.cards if card.flavour}
    for mode in ("solo", "duel", "campaign"):
        state, rng = table(mode, seed=2), random.Random(2)
        seen = 0
        while not state.is_over() and seen < 300:
            request = state.dice_request()
            if request is not None:
                state.roll(tuple(rng.randint(1, faces) for faces in request.dice))
                continue
            view = state.view(state.to_move())
            assert not set(strings_in(view)) & texts, f"{mode}: a view carries what a card says"
            assert all(set(entry) >= {"id", "covered"} for entry in view["available"])
            state.apply(rng.choice(state.legal_actions()))
            seen += 1
