"""Goal of the Game: Time runs out."""

from __future__ import annotations

from tests.elria.helpers import bare, card, play, stage, table


def test_paying_more_than_you_have_ends_the_adventure_in_defeat():
    st = bare(stage(table(), journey=["Grove"], available=["Denarian", "Daarak", "Tesart"], time=2))
    play(st, "travel", card("Denarian"))
    assert st.is_over() and st.result().winners == () and st.result().scores == (0,)
    assert "time ran out" in st.result().reason
    assert st.time == [0]


def test_play_continues_at_exactly_zero_time():
    st = bare(stage(table(), journey=["Grove"], available=["Daarak", "Denarian", "Tesart"], time=3))
    play(st, "travel", card("Daarak"))
    assert st.time == [0] and not st.is_over() and st.phase == "action"
