"""Solo Mode > Setup."""

from __future__ import annotations

import pytest

from engine.core import ConfigError
from engine.elria import GAME
from engine.elria.setup import DIFFICULTY
from tests.elria.helpers import CS, card, table


def test_character_choice_or_random():
    assert CS.names[table(character="priest").character[0]] == "Priest"
    picked = {CS.names[table(seed=s).character[0]] for s in range(30)}
    assert len(picked) >= 3


def test_twenty_time_cubes_and_a_supply():
    st = table()
    assert st.time == [20]
    assert st.supply == 70 - 20


@pytest.mark.parametrize("difficulty,counts", sorted(DIFFICULTY.items()))
def test_difficulty_table_draws_quests_from_each_pile(difficulty, counts):
    st = table(difficulty=difficulty)
    values = [CS.cards[q].value for q in st.quests[0]]
    drawn = (sum(v in (1, 2) for v in values), sum(v in (3, 4) for v in values), sum(v in (5, 6) for v in values))
    assert drawn == counts
    assert len(values) == {"easy": 3, "normal": 4, "hard": 5, "very_hard": 6, "extreme": 7}[difficulty]


def test_custom_counts_choose_quests_and_landmarks():
    st = table(difficulty="custom", quests_low=0, quests_mid=2, quests_high=3, landmarks=7)
    values = sorted(CS.cards[q].value for q in st.quests[0])
    assert len(values) == 5 and values[0] >= 3 and sum(v >= 5 for v in values) == 3
    assert len(st.open_landmarks) == 7


def test_four_random_landmarks():
    sets = {tuple(table(seed=s).open_landmarks) for s in range(5)}
    assert all(len(s) == 4 for s in sets) and len(sets) > 1


def test_shuffled_location_deck_and_empty_discard_then_three_revealed():
    st = table()
    assert len(st.deck) == 42 and len(st.available) == 3 and st.discard == []
    assert sorted(st.deck + st.available) == sorted(CS.locations)
    assert table(seed=1).deck != st.deck


def test_unknown_keys_and_values_are_named():
    with pytest.raises(ConfigError, match="unknown config key 'colour'"):
        GAME.new({"mode": "solo", "colour": "red"}, 0)
    with pytest.raises(ConfigError, match="'difficulty' must be one of"):
        GAME.new({"mode": "solo", "difficulty": "nightmare"}, 0)
    with pytest.raises(ConfigError, match="both players cannot be the rogue"):
        GAME.new({"mode": "duel", "players": 2, "character": "rogue", "rival": "rogue"}, 0)


def test_same_seed_same_table():
    assert table(seed=9).to_json() == table(seed=9).to_json()


def test_the_quests_are_known_but_boxed_cards_are_hidden():
    st = table()
    hidden = st.hidden_from(0)
    assert all(CS.ids[q] not in hidden for q in st.quests[0])
    assert sum(i.startswith("quest-") for i in hidden) == 31 - 4
    assert sum(i.startswith("lmk-") for i in hidden) == 16
    assert {CS.ids[c] for c in st.deck} <= hidden
    assert card("Grove") >= 0


def test_custom_adventure_uses_the_named_quests_and_landmarks():
    st = table(difficulty="custom", quests_low=1, quests_mid=1, quests_high=1, landmarks=2,
               quest_cards="quest-03,quest-30", landmark_cards=["lmk-05"])
    ids = [CS.ids[q] for q in st.quests[0]]
    assert len(ids) == 3 and {"quest-03", "quest-30"} <= set(ids)
    assert sum(CS.cards[q].value in (3, 4) for q in st.quests[0]) == 1
    assert card("lmk-05") in st.open_landmarks and len(st.open_landmarks) == 2


def test_named_cards_keep_the_difficulty_counts_and_reach_both_duel_players():
    solo = table(difficulty="normal", quest_cards="quest-29", landmark_cards="lmk-01,lmk-02")
    assert card("quest-29") in solo.quests[0] and len(solo.quests[0]) == 4
    assert {card("lmk-01"), card("lmk-02")} <= set(solo.open_landmarks) and len(solo.open_landmarks) == 4
    duel = table("duel", difficulty="normal", quest_cards="quest-29,quest-31")
    assert sorted(duel.draft_piles[-1]) == [card("quest-29"), card("quest-31")]


def test_unnamed_cards_are_still_drawn_at_random():
    drawn = {tuple(table(seed=s, quest_cards="quest-01").quests[0]) for s in range(6)}
    assert len(drawn) > 1 and all(card("quest-01") in quests for quests in drawn)


@pytest.mark.parametrize("config,message", [
    ({"quest_cards": "quest-99"}, "quest_cards: there is no Quest 'quest-99'"),
    ({"quest_cards": "lmk-01"}, "quest_cards: there is no Quest 'lmk-01'"),
    ({"landmark_cards": "quest-01"}, "landmark_cards: there is no Landmark 'quest-01'"),
    ({"quest_cards": "quest-01,quest-01"}, "quest-01 is named twice"),
    ({"quest_cards": "quest-29,quest-30"}, "names 2 Quests of value 5 or 6, but NORMAL uses 1 from that pile"),
    ({"difficulty": "custom", "quests_low": 1, "quest_cards": "quest-01,quest-07"},
     "names 2 Quests of value 1 or 2, but custom uses 1 from that pile \\(raise quests_low"),
    ({"landmark_cards": "lmk-01,lmk-02,lmk-03,lmk-04,lmk-05"}, "names 5 Landmarks, but NORMAL reveals 4"),
    ({"difficulty": "custom", "landmarks": 1, "landmark_cards": "lmk-01,lmk-02"}, "\\(raise landmarks"),
])
def test_wrong_named_cards_are_explained(config, message):
    with pytest.raises(ConfigError, match=message):
        table(**config)


def test_the_campaign_refuses_named_cards():
    with pytest.raises(ConfigError, match="in the campaign you choose the cards before each Stage"):
        table("campaign", quest_cards="quest-01")
