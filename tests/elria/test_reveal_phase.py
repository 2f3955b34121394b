"""Turn and Phases > 1. Reveal Phase."""

from __future__ import annotations

from tests.elria.helpers import card, play, stage, table


def _finish_turn(st, keep):
    """Travel to the first available card other than `keep`, discard the other, end the turn."""
    go = next(c for c in st.available if c != keep)
    play(st, "travel", go)
    for kind in ("no_map", "no_shelter"):
        if st.phase in ("map", "shelter"):
            play(st, kind)
    other = next(c for c in st.available if c != keep)
    play(st, "discard", other)
    play(st, "end_turn")


def test_first_turn_reveals_three():
    st = table()
    assert len(st.available) == 3 and st.turn == 1


def test_later_turns_reveal_up_to_three_and_the_untouched_card_stays():
    st = table(seed=3)
    keep = st.available[2]
    deck = len(st.deck)
    _finish_turn(st, keep)
    assert keep in st.available and len(st.available) == 3 and len(st.deck) == deck - 2


def test_discard_pile_is_shuffled_into_a_new_deck_when_the_deck_runs_out():
    st = stage(table(seed=4), time=60)
    st.discard, st.deck = st.deck[:-1], st.deck[-1:]
    discards = len(st.discard)
    keep = st.available[0]
    _finish_turn(st, keep)
    assert len(st.available) == 3 and st.discard == []
    assert len(st.deck) == discards + 1 + 1 - 2  # old discards + this turn's discard + last deck card - 2 revealed
    assert card("Grove") in st.deck + st.available + st.journey[0] + st.discard
