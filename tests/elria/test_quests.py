"""Quests: fulfilling them, declining, and rewards."""

from __future__ import annotations

from engine.elria.tableau import open_spaces
from tests.elria.helpers import CS, bare, card, kinds, play, space, stage, table


def acting(journey, quests, level=1, available=("Grove", "Emberfall Ridge"), character="Explorer", time=20):
    st = table()
    stage(st, journey=list(journey), available=list(available), character=character, level=level,
          quests=quests, time=time, phase="action")
    return bare(st)


def test_the_two_coins_needs_both_linked_icons_in_one_action():
    # Rulebook example: Level 1 Moghr has 2 treasure icons but cannot cover the linked pair of "The Two Coins".
    st = acting(["Copperrun"], ["The Two Coins", "Wolves at the Gate"])
    play(st, "act", card("Grove"), "treasure")
    play(st, "cover", space("Copperrun", "treasure", 0))
    assert "cover" not in kinds(st) and "quest" not in kinds(st)
    # Once she reaches Level 2, she can.
    st = acting(["Copperrun"], ["The Two Coins", "Wolves at the Gate"], level=2)
    play(st, "act", card("Grove"), "treasure")
    play(st, "cover", space("Copperrun", "treasure", 0))
    play(st, "cover", space("Copperrun", "treasure", 1))
    play(st, "quest", space("The Two Coins", "treasure"))
    play(st, "end_action")
    play(st, "fulfil", card("The Two Coins"))
    assert st.fulfilled[0] == [card("The Two Coins")] and st.time[0] == 20


def test_a_player_may_decline_to_fulfil_and_fulfil_later():
    st = acting(["Copperrun"], ["A Debt Repaid", "Wolves at the Gate"])
    play(st, "act", card("Grove"), "treasure")
    play(st, "cover", space("Copperrun", "treasure"))
    play(st, "quest", space("A Debt Repaid", "treasure"))
    play(st, "end_action")
    assert "fulfil" in kinds(st)
    play(st, "end_turn")
    assert st.fulfilled[0] == []
    while st.phase != "action":
        play(st, st.legal_actions()[0].kind, *st.legal_actions()[0].args)
    assert "fulfil" in kinds(st)


def test_time_reward_is_earned_at_once():
    st = acting(["Copperrun"], ["The Hunt", "Wolves at the Gate"])
    for s in CS.cards[card("The Hunt")].objectives:
        st.covered[s] = 1
    play(st, "fulfil", card("The Hunt"))
    assert st.time[0] == 21


def test_hybrid_reward_is_one_use_as_icon_or_gem():
    st = acting(["Copperrun"], ["Bandit Camp", "Wolves at the Gate"])
    for s in CS.cards[card("Bandit Camp")].objectives:
        st.covered[s] = 1
    reward = space("Bandit Camp", "combat")
    assert reward not in open_spaces(st, 0)
    play(st, "fulfil", card("Bandit Camp"))
    assert reward in open_spaces(st, 0)
    play(st, "bonus", reward, "combat")
    assert reward not in open_spaces(st, 0)


def test_text_rewards_resolve_immediately():
    st = acting(["Copperrun"], ["Lost Pilgrim", "The Merchant Prince", "Wolves at the Gate"], level=2)
    st.covered[space("Lost Pilgrim", "encounter")] = 1
    play(st, "fulfil", card("Lost Pilgrim"))
    assert st.time[0] == 22  # time_per_level at Level 2
    for s in CS.cards[card("The Merchant Prince")].objectives:
        st.covered[s] = 1
    play(st, "fulfil", card("The Merchant Prince"))
    assert st.level[0] == 3  # level_up


def test_condition_quest_is_fulfilled_when_the_condition_holds():
    st = acting(["Copperrun", "Watchtower", "Daarak"], ["First Steps", "Wolves at the Gate"])
    assert "fulfil" not in kinds(st)
    st = acting(["Copperrun", "Watchtower", "Daarak", "Tesart"], ["First Steps", "Wolves at the Gate"])
    play(st, "fulfil", card("First Steps"))
    assert st.fulfilled[0] == [card("First Steps")] and not st.is_over()


def test_fulfilling_every_quest_wins_the_solo_adventure():
    st = acting(["Copperrun", "Watchtower", "Daarak", "Tesart"], ["First Steps"], time=0)
    play(st, "fulfil", card("First Steps"))
    assert st.is_over() and st.result().winners == (0,) and st.result().scores == (1,)


PILGRIM_ROAD = ["Daarak", "Denarian", "Watchtower", "Elder Hollow", "Greymarch"]  # 5 mountains symbols


def test_encounter_a_discovered_landmark_counts_towards_terrain_conditions():
    # "The Landmark card is considered an extension of that Location card. Therefore, it is considered
    # part of the Journey column": Moonwell's mountains symbol is the sixth Mountain Pilgrimage asks for.
    st = acting(PILGRIM_ROAD, ["Mountain Pilgrimage", "Wolves at the Gate"])
    assert "fulfil" not in kinds(st)
    st.found[0], st.found_at[0] = [card("Moonwell")], [card("Greymarch")]
    play(st, "fulfil", card("Mountain Pilgrimage"))
    assert st.fulfilled[0] == [card("Mountain Pilgrimage")]


def test_encounter_a_discovered_landmark_is_not_a_location_travelled_to():
    # First Steps counts Locations travelled to; a Landmark extends a Location card, it is not another one.
    st = acting(["Copperrun", "Watchtower", "Daarak"], ["First Steps", "Wolves at the Gate"])
    st.found[0], st.found_at[0] = [card("Moonwell")], [card("Daarak")]
    assert "fulfil" not in kinds(st)
