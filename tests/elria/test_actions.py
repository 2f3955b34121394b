"""Actions > Action Types, Character level, and Combined Icons."""

from __future__ import annotations

from tests.elria.helpers import CS, bare, card, kinds, play, space, stage, table


def acting(journey, available=("Grove", "Copperrun"), character="Warrior", level=1, quests=None, landmarks=None):
    st = table()
    stage(st, journey=list(journey), available=list(available), character=character, level=level,
          quests=quests, landmarks=landmarks, phase="action")
    return bare(st)


def test_combat_ulq_covers_a_combat_icon_then_an_enemy_then_a_quest_enemy():
    # Rulebook example: Level 1 Ulq covers one combat icon, then one Enemy, then one Enemy on a Quest.
    st = acting(["Grove", "Daarak"], available=("Watchtower", "Copperrun"), quests=["Wolves at the Gate"])
    play(st, "act", card("Watchtower"), "combat")
    assert "defeat" not in kinds(st)  # no Enemy before a combat icon is covered
    play(st, "cover", space("Daarak", "combat"))
    assert "cover" not in kinds(st)  # Level 1: one icon per action
    assert "quest" not in kinds(st)  # no Quest Enemy before a Journey Enemy
    play(st, "defeat", space("Grove", "enemy"))
    assert "defeat" not in kinds(st)
    play(st, "quest", space("Wolves at the Gate", "enemy"))
    play(st, "end_action")
    assert "fulfil" in kinds(st)


def test_treasure_each_icon_earns_one_time_or_covers_a_quest_treasure():
    st = acting(["Copperrun"], available=("Grove", "Daarak"), level=2, quests=["A Debt Repaid"])
    play(st, "act", card("Grove"), "treasure")
    first, second = [s for s in CS.card_spaces[card("Copperrun")] if CS.sp_icon[s] == "treasure"]
    play(st, "cover", first)
    play(st, "cover", second)
    play(st, "gain_time")
    play(st, "quest", space("A Debt Repaid", "treasure"))
    assert st.time[0] == 21 and "gain_time" not in kinds(st)


def test_encounter_discovers_a_landmark_matching_the_last_location_desert_of_yril():
    # Rulebook example: the Desert of Yril shows Plains; the Plains Landmark gives a treasure icon and 2 Time.
    st = acting(["Grove", "The Desert of Yril"], available=("Mist Forest", "Copperrun"),
                landmarks=["Starfall Crater", "Moonwell"])
    play(st, "act", card("Mist Forest"), "encounter")
    play(st, "cover", space("The Desert of Yril", "encounter"))
    assert {a.args[0] for a in st.legal_actions() if a.kind == "discover"} == {card("Starfall Crater")}
    play(st, "discover", card("Starfall Crater"))
    assert st.time[0] == 22
    assert st.found[0] == [card("Starfall Crater")] and st.found_at[0] == [card("The Desert of Yril")]
    play(st, "end_action")
    assert space("Starfall Crater", "treasure") in st_open(st)  # the Landmark extends the Location


def st_open(st):
    from engine.elria.tableau import open_spaces
    return open_spaces(st, 0)


def test_encounter_covers_a_quest_encounter_icon():
    st = acting(["Mist Forest"], available=("The Desert of Yril", "Copperrun"), quests=["Village Gossip"])
    play(st, "act", card("The Desert of Yril"), "encounter")
    play(st, "cover", space("Mist Forest", "encounter"))
    play(st, "quest", space("Village Gossip", "encounter"))
    assert st.covered[space("Village Gossip", "encounter")]


def test_level_up_ulq_covers_two_icons_at_level_two_and_earns_three_time():
    # Rulebook example: Level 2 Ulq covers 2 level up icons, reaches Level 3 and earns 3 Time.
    st = acting(["Victory Glade", "Ivory Cliffs"], available=("Denarian", "Copperrun"), level=2)
    play(st, "act", card("Denarian"), "levelup")
    play(st, "cover", space("Ivory Cliffs", "levelup", 0))
    assert st.level[0] == 2
    play(st, "cover", space("Ivory Cliffs", "levelup", 1))
    assert st.level[0] == 3 and st.time[0] == 23 and st.phase == "action"


def test_level_up_needs_all_icons_in_one_action_so_too_few_icons_offer_no_level_up():
    # Level Up: "cover as many level up icons as your current Character Level in just one action".
    st = acting(["Victory Glade"], available=("Denarian", "Copperrun"), level=2)
    assert ("act", (card("Denarian"), "levelup")) not in {(a.kind, a.args) for a in st.legal_actions()}


def test_level_up_offers_only_covers_that_still_reach_the_level_and_no_early_finish():
    # Denarian's single icon at Level 2 would leave only its linked pair: too many for the one icon left.
    st = acting(["Denarian"], available=("Victory Glade", "Copperrun"), level=2)
    play(st, "act", card("Victory Glade"), "levelup")
    assert [a.args[0] for a in st.legal_actions()] == [space("Denarian", "levelup", 1)]
    assert "end_action" not in kinds(st)  # the action ends when the Level rises, never with the gem lost
    play(st, "cover", space("Denarian", "levelup", 1))
    assert st.level[0] == 3 and st.phase == "action"


def test_finishing_an_action_that_achieves_nothing_says_so():
    st = acting(["Copperrun"], available=("Grove", "Daarak"), level=2)
    play(st, "act", card("Grove"), "treasure")
    assert label_of(st, "end_action") == "Finish this action without covering anything (the gem is wasted)"
    play(st, "cover", space("Copperrun", "treasure", 0))
    assert label_of(st, "end_action") == "Finish this action, leaving 1 covered icon unused"
    play(st, "gain_time")
    assert label_of(st, "end_action") == "Finish this action"


def label_of(st, kind):
    return next(a.label for a in st.legal_actions() if a.kind == kind)


def test_level_caps_the_icons_covered_per_action():
    st = acting(["Hollowmere"], available=("Watchtower", "Copperrun"), level=1)
    play(st, "act", card("Watchtower"), "combat")
    play(st, "cover", space("Hollowmere", "combat", 0))
    assert "cover" not in kinds(st)


def test_wild_icon_counts_as_any_action_icon():
    st = acting(["Northwatch Keep"], available=("Grove", "Copperrun"), level=1)
    play(st, "act", card("Grove"), "treasure")
    play(st, "cover", space("Northwatch Keep", "wild"))
    assert "gain_time" in kinds(st)


def test_linked_icons_are_covered_together_and_need_the_level():
    st = acting(["Amber Ford"], available=("Grove", "Copperrun"), level=1)
    linked = space("Amber Ford", "treasure")
    assert "act" not in {a.kind for a in st.legal_actions() if a.args[0] == card("Grove")}
    st = acting(["Amber Ford"], available=("Grove", "Copperrun"), level=2)
    play(st, "act", card("Grove"), "treasure")
    play(st, "cover", linked)
    assert st.act_count == 2 and st.act_credits == 2


def test_guarded_icons_become_available_once_their_enemies_are_defeated():
    st = acting(["Fallowfield"], available=("Watchtower", "Copperrun"), level=1)
    guarded_map = space("Fallowfield", "map", 1)
    assert guarded_map not in st_open(st)
    st.covered[space("Fallowfield", "enemy")] = 1
    assert guarded_map in st_open(st)


def test_only_uncovered_icons_count_and_covers_come_from_the_supply():
    st = acting(["Grove", "Daarak"], available=("Watchtower", "Copperrun"))
    supply = st.supply
    play(st, "act", card("Watchtower"), "combat")
    play(st, "cover", space("Daarak", "combat"))
    assert st.supply == supply - 1 and st.time[0] == 20
    play(st, "end_action")
    play(st, "end_turn")
    assert space("Daarak", "combat") not in st_open(st)


def test_level_up_every_level_up_action_begun_reaches_the_next_level_whatever_is_chosen():
    # Level Up: "you must cover them all at the same time to level up" - no move in one strands the gem.
    import random
    rng = random.Random(35)
    begun = 0
    for seed in range(40):
        st = table("duel" if seed % 2 else "solo", seed)
        while not st.is_over() and st.to_move() is not None:
            seat, before = st.to_move(), st.level[st.to_move()]
            action = rng.choice(st.legal_actions())
            st.apply(action)
            if action.kind in ("act", "bonus") and action.args[1] == "levelup":
                begun += 1
                while st.act_type == "levelup":
                    st.apply(rng.choice(st.legal_actions()))
                assert st.level[seat] == before + 1
    assert begun > 20
