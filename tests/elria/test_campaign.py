"""Campaigns > Open Campaign."""

from __future__ import annotations

from collections import Counter

from engine.elria import campaign
from engine.elria.campaign import STAGES, achievement
from tests.elria.helpers import CS, card, kinds, play, table


def picked(st):
    while st.phase == "pick":
        st.apply(st.legal_actions()[0])
    return st


def test_stage_table_uses_every_quest_and_landmark_once():
    values = Counter(v for quests, _, _ in STAGES for v in quests)
    assert [values[v] for v in range(1, 7)] == [6, 5, 6, 8, 3, 3]
    assert sum(lmk for _, lmk, _ in STAGES) == 20
    assert STAGES[6] == ((4, 4, 4, 5, 6, 6), 5, 20)  # the 7th row, repaired (docs/rulings.md)
    assert [t for _, _, t in STAGES] == [10, 10, 15, 15, 15, 20, 20]


def test_the_player_chooses_each_stages_cards_from_what_remains():
    st = table("campaign")
    assert st.phase == "pick"
    offered = {a.args[0] for a in st.legal_actions()}
    assert offered == {q for q in CS.quests if CS.cards[q].value == 1}
    play(st, "pick_quest", card("Wolves at the Gate"))
    assert {CS.cards[a.args[0]].value for a in st.legal_actions()} == {2}
    play(st, "pick_quest", card("The Two Coins"))
    assert "pick_landmark" in kinds(st)
    play(st, "pick_landmark", card("Moonwell"))
    assert st.phase == "travel" and st.level == [1] and st.time == [10]
    assert st.quests[0] == [card("Wolves at the Gate"), card("The Two Coins")]
    assert card("Moonwell") not in st.pool_l and st.open_landmarks == [card("Moonwell")]


def test_completing_a_stage_earns_cp_and_xp_then_upgrades_are_bought():
    st = picked(table("campaign"))
    st.time[0], st.level[0] = 7, 3
    campaign.stage_complete(st)
    assert st.cp == 7 and st.xp == 3 and st.phase == "shop"
    play(st, "buy", card("Tome of Ages"))
    assert st.xp == 0 and "buy" not in kinds(st)
    play(st, "shop_done")
    assert st.stage == 1 and st.phase == "pick"
    picked(st)
    assert st.level == [1] and st.time == [10] and st.upgrades == [card("Tome of Ages")]


def test_unspent_xp_is_lost():
    st = picked(table("campaign"))
    st.level[0] = 2
    campaign.stage_complete(st)
    play(st, "buy", card("Sturdy Boots"))
    assert st.xp == 1
    play(st, "shop_done")
    assert st.xp == 0


def test_spent_upgrades_are_discarded_and_partly_spent_ones_keep_their_cubes():
    st = picked(table("campaign"))
    boots, blade = card("Sturdy Boots"), card("Ancestral Blade")
    st.upgrades = [boots, blade]
    for s in CS.card_spaces[boots]:
        st.covered[s] = 1
    kept = CS.card_spaces[blade][0]
    st.covered[kept] = 1
    campaign.stage_complete(st)
    assert st.upgrades == [blade] and st.upg_gone == [boots]
    play(st, "shop_done")
    picked(st)
    assert st.covered[kept] == 1
    assert not any(st.covered[s] for s in CS.card_spaces[st.character[0]])


def test_experience_and_upgrades_a_failed_attempt_is_a_stage_that_discards_spent_upgrades():
    # "After each Stage, any Upgrade cards that have been completely spent ... are discarded": a failed
    # attempt ends a Stage too, so a retry does not keep a spent Upgrade (and its cost for the final score).
    st = picked(table("campaign"))
    boots, blade = card("Sturdy Boots"), card("Ancestral Blade")
    st.upgrades = [boots, blade]
    for s in CS.card_spaces[boots]:
        st.covered[s] = 1
    kept = CS.card_spaces[blade][0]
    st.covered[kept] = 1
    st.pay(0, 99, "a test")
    assert st.phase == "failed" and st.upgrades == [blade] and st.upg_gone == [boots]
    play(st, "retry")
    picked(st)
    assert st.upgrades == [blade] and st.covered[kept] == 1
    assert "buy" not in kinds(st)


def test_failure_offers_restart_retry_and_abandon():
    st = picked(table("campaign"))
    used = list(st.quests[0])
    st.time[0] = 0
    st.pay(0, 1, "a test")
    assert st.phase == "failed" and kinds(st) == {"restart", "retry", "abandon"}
    play(st, "retry")
    assert st.stage == 0 and st.retries == 2 and set(used) <= set(st.pool_q)


def test_abandon_costs_five_cp_all_upgrades_and_the_xp():
    st = picked(table("campaign"))
    st.upgrades = [card("Sturdy Boots")]
    st.cp = 3
    st.pay(0, 99, "a test")
    play(st, "abandon")
    assert st.cp == -2 and st.upgrades == [] and st.stage == 1 and st.xp == 0
    assert card("Sturdy Boots") in st.upg_gone


def test_restart_begins_the_campaign_again():
    st = picked(table("campaign"))
    st.cp = 9
    st.pay(0, 99, "a test")
    play(st, "restart")
    assert st.stage == 0 and st.cp == 0 and len(st.pool_q) == 31 and st.retries == 2


def test_only_abandon_remains_when_retries_run_out():
    st = picked(table("campaign", retries=0))
    st.pay(0, 99, "a test")
    assert kinds(st) == {"abandon"}


def test_final_score_is_cp_plus_level_plus_upgrade_costs_with_its_achievement():
    st = picked(table("campaign"))
    st.stage = 6
    st.cp = 20
    st.upgrades = [card("Tome of Ages"), card("Sturdy Boots")]
    for s in CS.card_spaces[card("Sturdy Boots")]:
        st.covered[s] = 1  # completely spent upgrades still count at Stage 7
    st.time[0], st.level[0] = 4, 3
    campaign.stage_complete(st)
    assert st.is_over()
    result = st.result()
    assert result.scores == (24 + 3 + 4,) and result.winners == (0,)
    assert result.sources == ((("CP", 24.0), ("Character Level", 3.0), ("Upgrades", 4.0)),)
    assert result.reason == "all seven Stages completed"
    assert result.marks == (("Kings from all regions now know of your deeds.",),)
    assert "Final score 31: Kings from all regions now know of your deeds." in st.log


def test_achievement_table():
    assert achievement(10) == "Survival is the main goal!"
    assert achievement(11) == achievement(15) == "It was tough, but next time it will be easier."
    assert achievement(16).startswith("The world is vast") and achievement(22).startswith("The world is vast")
    assert achievement(23).startswith("You are celebrated") and achievement(29).startswith("You are celebrated")
    assert achievement(30).startswith("Kings") and achievement(37).startswith("Kings")
    assert achievement(38).startswith("Your enemies") and achievement(46).startswith("Your enemies")
    assert achievement(47) == "An immortal legend for all eternity."
