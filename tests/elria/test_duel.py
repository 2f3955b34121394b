"""Duel Mode: setup, the quest draft, turn order, and the end of the Adventure."""

from __future__ import annotations

import pytest

from engine.elria import duel, turns
from tests.elria.helpers import CS, card, play, table


def drafted(seed=0, **config):
    st = table("duel", seed, **config)
    while st.phase == "draft":
        action = st.legal_actions()[0]
        st.apply(action)
    return st


def test_setup_shares_six_landmarks_and_gives_twenty_cubes_each():
    st = table("duel")
    assert len(st.open_landmarks) == 6 and st.time == [20, 20] and st.supply == 30
    assert st.character[0] != st.character[1]


def test_twice_the_difficulty_quests_are_drafted_pile_by_pile_in_the_stated_order():
    st = table("duel", difficulty="normal")
    assert [len(p) for p in st.draft_piles] == [4, 2, 2]
    choosers = []
    while st.phase == "draft":
        pile = len(st.draft_piles)
        choosers.append((4 - pile, st.current))
        st.apply(st.legal_actions()[0])
    # pile 1: the player who will not play first (seat 2) chooses first; pile 2: seat 1; pile 3: seat 2
    assert choosers == [(1, 1), (1, 0), (1, 1), (1, 0), (2, 0), (2, 1), (3, 1), (3, 0)]
    assert all(len(q) == 4 for q in st.quests)
    values = [sorted((CS.cards[q].value + 1) // 2 for q in qs) for qs in st.quests]
    assert values == [[1, 1, 2, 3], [1, 1, 2, 3]]


def first_choosers(st):
    """Who chooses first from each drafted pile, in drafting order."""
    firsts, piles = [], -1
    while st.phase == "draft":
        if len(st.draft_piles) != piles:
            piles = len(st.draft_piles)
            firsts.append(st.current)
        st.apply(st.legal_actions()[0])
    return firsts


@pytest.mark.parametrize("low, mid, high", [(0, 1, 1), (1, 0, 1), (1, 1, 0), (0, 0, 1), (0, 2, 0)])
def test_duel_mode_whoever_did_not_choose_quests_first_plays_the_first_turn(low, mid, high):
    # "Whoever didn't go first when choosing Quests starts playing on the first turn."
    st = table("duel", difficulty="custom", quests_low=low, quests_mid=mid, quests_high=high)
    firsts = first_choosers(st)
    assert st.phase == "travel" and st.turn == 1
    assert firsts[0] != st.current  # the seat that chose first overall does not also play first
    assert firsts == [1, 0, 1][: len(firsts)]  # the drafted piles alternate, as the full table's do


def test_five_locations_on_the_first_turn_then_four_more():
    st = drafted()
    assert len(st.available) == 5 and st.turn == 1 and st.current == 0
    deck = len(st.deck)
    _play_turn(st)
    assert len(st.available) == 5 and len(st.deck) == deck - 4


def _play_turn(st, pick=0):
    turn = st.turn
    while st.turn == turn and not st.is_over():
        legal = st.legal_actions()
        end = [a for a in legal if a.kind in ("no_map", "no_shelter", "end_action", "end_turn", "discard")]
        st.apply(end[0] if end else legal[pick])


def test_travel_travel_action_action_interleaving():
    st = drafted()
    seen = []
    turn = st.turn
    while st.turn == turn:
        if not seen or seen[-1] != (st.phase, st.current):
            seen.append((st.phase, st.current))
        legal = st.legal_actions()
        end = [a for a in legal if a.kind in ("no_map", "no_shelter", "end_action", "end_turn", "discard")]
        st.apply(end[0] if end else legal[0])
    assert [s for s in seen if s[0] in ("travel", "action")] == [
        ("travel", 0), ("travel", 1), ("action", 0), ("action", 1)]


def test_fewest_cubes_goes_first_and_ties_go_to_who_did_not_go_first():
    st = drafted()
    _play_turn(st)
    st.time = [5, 9]
    st.turn_no = 5
    st.available = st.available[:1]
    turns.start_turn(st)
    assert st.order == [0, 1]
    st.available = st.available[:1]
    st.time = [7, 7]
    turns.start_turn(st)
    assert st.order == [1, 0]


def test_each_player_only_uses_their_own_cards():
    from engine.elria.tableau import open_spaces
    st = drafted()
    st.journey[1] = [card("Grove")]
    assert not set(open_spaces(st, 0)) & set(CS.card_spaces[card("Grove")])


def test_deck_exhaustion_with_fewer_than_five_discards_ends_the_game():
    st = drafted()
    st.fulfilled[1] = [q for q in st.quests[1] if CS.cards[q].value <= 2][:1]
    st.discard, st.deck = st.deck[:4], []
    st.available = []
    turns.start_turn(st)
    assert st.is_over() and st.result().winners == (1,)
    assert "exhausted" in st.result().reason


def test_running_out_plays_out_the_turn_then_the_other_player_wins():
    st = drafted()
    st.time[0] = 0
    st.fulfilled[0] = list(st.quests[0][:2])
    play(st, "travel", st.available[0])  # every banner costs at least 1 on the first turn
    assert st.out[0] and not st.is_over() and st.current == 1  # the turn is played out
    _play_turn(st, pick=0)
    assert st.is_over() and st.result().winners == (1,) and st.turn == 1


def test_scoring_all_quests_bonus_then_cubes_then_shared():
    st = drafted()
    st.end_flag = True
    st.fulfilled[0] = list(st.quests[0])
    total0 = sum(CS.cards[q].value for q in st.quests[0])
    st.fulfilled[1] = [q for q in st.quests[1]]
    st.fulfilled[1].pop()
    assert duel.quest_points(st, 0) == total0 + 2
    other = duel.quest_points(st, 1)
    duel.final_score(st)
    assert st.result().scores == (total0 + 2, other)
    assert st.result().winners == ((0,) if total0 + 2 > other else (1,) if other > total0 + 2 else st.result().winners)


def test_tied_points_go_to_more_cubes_then_both_win():
    st = drafted()
    st.quests = [[card("A Debt Repaid")], [card("Wolves at the Gate")]]
    st.fulfilled = [[card("A Debt Repaid")], [card("Wolves at the Gate")]]
    st.time = [4, 6]
    duel.final_score(st)
    assert st.result().winners == (1,) and st.result().scores == (3, 3)
    st = drafted()
    st.quests = [[card("A Debt Repaid")], [card("Wolves at the Gate")]]
    st.fulfilled = [[card("A Debt Repaid")], [card("Wolves at the Gate")]]
    st.time = [6, 6]
    duel.final_score(st)
    assert st.result().winners == (0, 1)


def test_both_out_of_time_compares_fulfilled_values():
    st = drafted()
    st.out = [True, True]
    st.quests = [[card("A Debt Repaid"), card("Trollbridge")], [card("Wolves at the Gate"), card("Bandit Camp")]]
    st.fulfilled = [[card("Trollbridge")], [card("Bandit Camp")]]
    duel.final_score(st)
    assert st.result().winners == (0,)


def test_end_of_the_adventure_both_out_of_time_earns_no_all_quests_bonus():
    # docs/rulings.md, "Both players out of Time": the plain total value decides, without the 2 points.
    st = drafted()
    st.out = [True, True]
    st.quests = [[card("A Debt Repaid"), card("The Two Coins")], [card("Wolves at the Gate"), card("The Hunt")]]
    st.fulfilled = [[card("A Debt Repaid"), card("The Two Coins")], [card("The Hunt")]]
    duel.final_score(st)
    values = [sum(CS.cards[q].value for q in f) for f in st.fulfilled]
    assert values[0] < values[1] < values[0] + duel.ALL_QUESTS_BONUS
    assert st.result().winners == (1,) and st.result().scores == tuple(values)


def test_one_player_out_of_time_loses_whatever_the_quests():
    st = drafted()
    st.out = [False, True]
    st.fulfilled[1] = list(st.quests[1])
    duel.final_score(st)
    assert st.result().winners == (0,)


def test_fulfilling_every_quest_ends_the_game_after_the_turn():
    st = drafted()
    st.quests[0] = [card("First Steps")]
    st.journey[0] = [card("Copperrun"), card("Watchtower"), card("Daarak")]
    for c in st.journey[0]:
        for pile in (st.deck, st.available, st.discard):
            if c in pile:
                pile.remove(c)
    while not (st.phase == "action" and st.current == 0):
        _step(st)
    play(st, "fulfil", card("First Steps"))
    assert not st.is_over() and st.end_flag
    while not st.is_over():
        _step(st)
    assert st.result().winners == (0,) and st.turn == 1


def _step(st):
    legal = st.legal_actions()
    end = [a for a in legal if a.kind in ("no_map", "no_shelter", "end_action", "end_turn", "discard")]
    st.apply(end[0] if end else legal[0])


def test_end_of_the_adventure_result_gives_each_players_quest_values_bonus_and_time():
    st = drafted()
    st.quests = [[card("A Debt Repaid"), card("The Two Coins")], [card("Wolves at the Gate"), card("The Hunt")]]
    st.fulfilled = [[card("A Debt Repaid"), card("The Two Coins")], [card("The Hunt")]]
    st.time = [4, 9]
    duel.final_score(st)
    result = st.result()
    values = [sum(CS.cards[q].value for q in f) for f in st.fulfilled]
    assert result.reason == "every Quest of a player is fulfilled" and result.score_name == "points"
    assert result.sources == ((("Quests", values[0]), ("all Quests fulfilled", 2.0)), (("Quests", values[1]),))
    assert result.details == ((("Quests fulfilled", 2.0), ("Time left", 4.0)),
                              (("Quests fulfilled", 1.0), ("Time left", 9.0)))
    assert all(sum(points for _, points in seat) == score for seat, score in zip(result.sources, result.scores,
                                                                                  strict=True))


def test_end_of_the_adventure_result_marks_who_ran_out_of_time_and_who_won_a_tie_on_time():
    st = drafted()
    st.out = [False, True]
    duel.final_score(st)
    assert st.result().reason == "a player ran out of Time"
    assert st.result().marks == ((), ("ran out of Time",))
    st = drafted()
    st.quests = [[card("A Debt Repaid")], [card("Wolves at the Gate")]]
    st.fulfilled = [[card("A Debt Repaid")], [card("Wolves at the Gate")]]
    st.time = [4, 6]
    duel.final_score(st)
    assert st.result().marks == ((), ("wins the tie on Time cubes",))
    assert "Player 2" in st.log[-1] and "(3 to 3 points), the tie broken on Time cubes" in st.log[-1]
