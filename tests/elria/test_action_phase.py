"""Turn and Phases > 3. Action Phase, and End of Turn."""

from __future__ import annotations

from tests.elria.helpers import CS, bare, card, kinds, play, space, stage, table


def acting(journey=("Daarak",), available=("Grove", "Copperrun"), character="Warrior", level=1, quests=None, **kw):
    st = table()
    stage(st, journey=list(journey), available=list(available), character=character, level=level,
          quests=quests, phase="action", **kw)
    return st


def test_choose_one_of_the_two_remaining_cards_to_discard_and_optionally_act():
    st = bare(acting())
    legal = {(a.kind, a.args) for a in st.legal_actions()}
    assert ("discard", (card("Grove"),)) in legal and ("discard", (card("Copperrun"),)) in legal
    assert ("act", (card("Grove"), "treasure")) not in legal  # Daarak shows no treasure icon
    assert "end_turn" not in kinds(st)  # discarding is compulsory
    play(st, "discard", card("Grove"))
    assert st.discard == [card("Grove")] and st.available == [card("Copperrun")]
    assert "discard" not in kinds(st) and "end_turn" in kinds(st)


def test_the_untouched_third_card_stays_for_next_turn():
    st = bare(acting())
    play(st, "discard", card("Grove"))
    play(st, "end_turn")
    assert card("Copperrun") in st.available and len(st.available) == 3 and st.turn == 2


def test_performing_the_gem_action_discards_the_card():
    st = bare(acting(available=("Watchtower", "Copperrun")))
    play(st, "act", card("Watchtower"), "combat")
    assert st.phase == "act" and card("Watchtower") in st.discard


def test_one_bonus_action_per_turn_before_or_after_the_main_action():
    st = acting()  # Warrior: two combat gems on the Character card
    gems = [s for s in CS.card_spaces[card("Warrior")] if CS.sp_kind[s] == "gem"]
    play(st, "bonus", gems[0], "combat")
    play(st, "end_action")
    assert "bonus" not in kinds(st)
    play(st, "discard", card("Grove"))
    assert "bonus" not in kinds(st)
    st2 = acting()
    play(st2, "discard", card("Grove"))
    play(st2, "bonus", gems[1], "combat")
    assert st2.covered[gems[1]]


def test_wild_gem_acts_as_any_action():
    st = bare(acting(journey=("Grove", "Denarian"), available=("The Citadel", "Copperrun")))
    offered = {a.args[1] for a in st.legal_actions() if a.kind == "act" and a.args[0] == card("The Citadel")}
    assert offered == {"treasure", "levelup"}  # only actions with an icon to cover


def test_an_action_needs_an_available_icon():
    st = bare(acting(journey=("The Citadel",), available=("Watchtower", "Copperrun")))
    assert "act" not in kinds(st)


def test_hybrid_icon_can_be_spent_as_a_gem_for_the_bonus_action():
    st = bare(acting(journey=("Copperrun", "Tesart"), available=("Grove", "Watchtower")))
    hybrid = space("Tesart", "treasure", kind="hybrid")
    play(st, "bonus", hybrid, "treasure")
    assert st.covered[hybrid] and st.bonus_used
    covers = {a.args[0] for a in st.legal_actions() if a.kind == "cover"}
    assert covers == {space("Copperrun", "treasure", 0), space("Copperrun", "treasure", 1)}


def test_resolving_an_action_a_hybrid_spent_as_the_gem_is_not_its_own_icon():
    # "enough icons for that particular action must be available": Tesart's hybrid treasure icon is the
    # only treasure icon, so spending it as the gem would leave nothing to cover.
    st = bare(acting(journey=("Tesart",)))
    hybrid = space("Tesart", "treasure", kind="hybrid")
    assert not [a for a in st.legal_actions() if a.kind == "bonus" and a.args[0] == hybrid]
    assert ("act", (card("Grove"), "treasure")) in {(a.kind, a.args) for a in st.legal_actions()}


def test_resolving_an_action_a_quest_hybrid_reward_needs_another_icon_to_cover():
    st = bare(acting(journey=("Grove",), available=("Copperrun", "Daarak"),
                     quests=["Bandit Camp", "Wolves at the Gate"]))
    for s in CS.cards[card("Bandit Camp")].objectives:
        st.covered[s] = 1
    play(st, "fulfil", card("Bandit Camp"))
    reward = space("Bandit Camp", "combat")
    assert not [a for a in st.legal_actions() if a.kind == "bonus" and a.args[0] == reward]
    st.journey[0].append(card("Watchtower"))  # a combat icon besides the reward
    assert ("bonus", (reward, "combat")) in {(a.kind, a.args) for a in st.legal_actions()}


def test_resolving_an_action_a_wild_hybrid_is_offered_only_for_the_other_icons():
    st = bare(acting(journey=("Grove",), available=("Watchtower", "Daarak"),
                     quests=["Village Gossip", "Wolves at the Gate"]))
    st.covered[space("Village Gossip", "encounter")] = 1
    play(st, "fulfil", card("Village Gossip"))
    reward = space("Village Gossip", "wild")
    offered = {a.args[1] for a in st.legal_actions() if a.kind == "bonus" and a.args[0] == reward}
    assert offered == {"treasure"}  # Grove's treasure icon; the wild reward alone covers nothing
