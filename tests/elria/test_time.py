"""Goal of the Game: Time runs out."""

from __future__ import annotations

from tests.elria.helpers import bare, card, play, stage, table


def test_paying_more_than_you_have_ends_the_adventure_in_defeat():
    st = bare(stage(table(), journey=["Grove"], available=["Denarian", "Daarak", "Tesart"], time=2))
    play(st, "travel", card("Denarian"))
    assert st.is_over() and st.result().winners == () and st.result().scores == (0,)
    assert st.result().reason == "time ran out before every Quest was fulfilled"
    assert st.time == [0]


def test_a_lost_solo_adventure_shows_its_quests_and_time_not_a_score():
    st = bare(stage(table(), journey=["Grove"], available=["Denarian", "Daarak", "Tesart"], time=2))
    play(st, "travel", card("Denarian"))
    result = st.result()
    assert result.score_name == "" and result.winners == ()
    fulfilled = len(st.fulfilled[0])
    assert result.details == ((("Quests fulfilled", fulfilled), ("Quests left", len(st.quests[0]) - fulfilled),
                               ("Time left", 0.0)),)


def test_play_continues_at_exactly_zero_time():
    st = bare(stage(table(), journey=["Grove"], available=["Daarak", "Denarian", "Tesart"], time=3))
    play(st, "travel", card("Daarak"))
    assert st.time == [0] and not st.is_over() and st.phase == "action"
