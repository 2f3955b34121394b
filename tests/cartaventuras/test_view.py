"""A seat's view: card and character ids and what happens to them in play, never what a card says
(issue #34). The board reads titles, texts, names and colours from the catalogue by id
(tests/tui/test_cartaventuras.py)."""

from __future__ import annotations

import random

from tests.cartaventuras.helpers import C, table
from tests.conformance.playout import strings_in


def test_a_view_names_every_card_by_its_id_and_carries_none_of_its_text():
    cards = [*C.zones.values(), *C.orange.values(), C.start, C.final]
    texts = {card.title for card in cards} | {card.text for card in cards} | {c.name for c in C.characters}
    for players in (1, 4):
        state, rng = table(players, seed=3), random.Random(3)
        fought = 0
        for _ in range(600):
            if state.is_over():
                break
            request = state.dice_request()
            if request is not None:
                state.roll(tuple(rng.randint(1, faces) for faces in request.dice))
                continue
            view = state.view(state.to_move())
            assert not set(strings_in(view)) & texts, "a view carries what a card says"
            fought += view["combat"] is not None
            state.apply(rng.choice(state.legal_actions()))
        assert fought, "the random game never fought: pick another seed"
