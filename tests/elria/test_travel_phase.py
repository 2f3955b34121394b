"""Turn and Phases > 2. Travel Phase, and Other Icons > Map / Shelter."""

from __future__ import annotations

from engine.elria.travel import matching_terrains, travel_cost
from tests.elria.helpers import CS, bare, card, find, kinds, play, space, stage, table


def scenario(journey, available, character="Rogue", time=20, seed=0):
    st = table(seed=seed)
    stage(st, journey=journey, available=available, character=character, time=time)
    return st


def test_travel_cost_is_the_banner_on_the_first_turn():
    st = bare(table(seed=2))
    first = st.available[0]
    play(st, "travel", first)
    assert st.journey[0] == [first]
    assert st.time[0] == 20 - CS.cards[first].cost


def test_travel_cost_reduced_once_per_matching_terrain():
    # Rulebook example: "Grove" has 1 woods, "Mist Forest" 2 woods: the cost drops by 1.
    assert matching_terrains(card("Grove"), card("Mist Forest")) == 1
    assert travel_cost(card("Grove"), card("Mist Forest")) == 3 - 1
    # "If both cards had 2 forest symbols, the cost of travelling would be reduced by 2."
    assert matching_terrains(card("Mist Forest"), card("Mist Forest")) == 2
    assert travel_cost(card("Saltmarsh Wharf"), card("Yarrow Crossing")) == 3 - 2


def test_travel_cost_never_below_zero():
    assert travel_cost(card("Denarian"), card("Xaran Bluffs")) == 0


def test_grove_to_mist_forest_pays_travel_then_one_enemy():
    # Rulebook example: Mist Forest has a red banner and Grove shows 1 Enemy: pay 1 more.
    st = bare(scenario(["Grove"], ["Mist Forest", "Daarak", "Tesart"]))
    play(st, "travel", card("Mist Forest"))
    assert st.time[0] == 20 - 2 - 1
    assert st.journey[0] == [card("Grove"), card("Mist Forest")]
    assert st.phase == "action"


def test_map_icon_lowers_the_cost_by_every_visible_map_daarak_to_denarian():
    # Rulebook example: Daarak -> Denarian costs 4, -1 for the shared Mountains; covering the map of
    # The Citadel with another map visible lowers it by 2 more: Ulq pays only 1 Time.
    st = bare(scenario(["The Citadel", "Victory Glade", "Daarak"], ["Denarian", "Grove", "Tesart"],
                       character="Warrior"))
    play(st, "travel", card("Denarian"))
    assert st.phase == "map" and st.travel_cost == 3
    play(st, "map", space("The Citadel", "map"))
    assert st.time[0] == 20 - 1
    assert not st.covered[space("Victory Glade", "map")]  # one map icon left for future turns


def test_declining_the_map_pays_full_cost():
    st = bare(scenario(["The Citadel", "Daarak"], ["Denarian", "Grove", "Tesart"]))
    play(st, "travel", card("Denarian"))
    play(st, "no_map")
    assert st.time[0] == 20 - 3 and not st.covered[space("The Citadel", "map")]


def test_map_icons_on_the_destination_do_not_count():
    st = bare(scenario(["Grove"], ["Mist Forest", "Daarak", "Tesart"]))
    play(st, "travel", card("Mist Forest"))
    assert st.phase != "map"


def test_red_banner_enemy_attack_ignores_enemies_on_the_new_card():
    st = bare(scenario(["Grove"], ["Ashen Barrow", "Daarak", "Tesart"]))
    play(st, "travel", card("Ashen Barrow"))
    assert st.time[0] == 20 - 3 - 1


def test_black_banner_has_no_enemy_attack():
    st = bare(scenario(["Grove", "Daarak"], ["Kestrel Crag", "Watchtower", "Tesart"]))
    play(st, "travel", card("Kestrel Crag"))
    assert st.time[0] == 20 - (4 - 2)


def test_moghr_covers_a_shelter_and_avoids_six_enemies():
    # Rulebook example: six Enemies in the Journey column, travelling to "Tesart" (red banner);
    # the shelter of The Citadel avoids losing 6 Time.
    journey = ["Grove", "Daarak", "The Citadel", "The Desert of Yril", "Brackwater", "Kestrel Crag", "Gilded Market"]
    st = bare(scenario(journey, ["Tesart", "Watchtower", "Copperrun"], character="Explorer"))
    play(st, "travel", card("Tesart"))
    play(st, "no_map")
    assert st.phase == "shelter" and st.travel_cost == 6
    assert "Face the Enemy Attack: pay 6 Time" in {str(a) for a in st.legal_actions()}
    before = st.time[0]
    play(st, "shelter", space("The Citadel", "shelter"))
    assert st.time[0] == before and st.covered[space("The Citadel", "shelter")]


def test_facing_the_attack_instead_of_sheltering_pays_every_enemy():
    journey = ["Grove", "Daarak", "The Citadel"]
    st = bare(scenario(journey, ["Tesart", "Watchtower", "Copperrun"]))
    play(st, "travel", card("Tesart"))
    play(st, "no_map")
    play(st, "no_shelter")
    assert st.time[0] == 20 - 2 - 2


def test_the_new_card_is_not_a_shelter():
    st = bare(scenario(["Grove"], ["Bellhaven", "Daarak", "Tesart"]))
    play(st, "travel", card("Bellhaven"))
    assert st.phase == "action" and st.time[0] == 20 - 2 - 1


def test_shelter_on_the_character_card_counts():
    st = scenario(["Grove"], ["Ashen Barrow", "Daarak", "Tesart"], character="Warrior")
    play(st, "travel", card("Ashen Barrow"))
    assert "shelter" in kinds(st)
    find(st, "shelter", space("Warrior", "shelter"))


def travel_label(st, name: str) -> str:
    return next(str(a) for a in st.legal_actions() if a.kind == "travel" and a.args == (card(name),))


def test_travel_move_shows_banner_terrain_matches_and_the_enemy_attack_before_it_is_chosen():
    # Grove -> Mist Forest: banner 3, 1 woods match, red banner with Grove's 1 Enemy visible.
    st = bare(scenario(["Grove"], ["Mist Forest", "Daarak", "Tesart"]))
    label = travel_label(st, "Mist Forest")
    assert "2 Time: banner 3, 1 terrain match" in label and "Enemy Attack 1 Time" in label
    assert "runs out" not in label
    assert all(a.card == CS.ids[a.args[0]] for a in st.legal_actions() if a.kind == "travel")


def test_travel_move_names_no_enemy_attack_when_no_enemy_is_visible():
    st = bare(scenario([], ["Mist Forest", "Daarak", "Tesart"]))
    assert CS.cards[card("Mist Forest")].red
    assert "Enemy Attack" not in travel_label(st, "Mist Forest")


def test_travel_move_shows_what_a_map_saves():
    st = bare(scenario(["The Citadel", "Victory Glade", "Daarak"], ["Denarian", "Grove", "Tesart"],
                       character="Warrior"))
    assert "3 Time: banner 4, 1 terrain match · a map lowers it to 1" in travel_label(st, "Denarian")


def test_travel_move_that_cannot_be_paid_says_the_time_runs_out():
    st = bare(scenario(["Grove"], ["Mist Forest", "Daarak", "Tesart"], time=2))
    assert "you cannot pay it (you have 2): your Time runs out" in travel_label(st, "Mist Forest")
    st = bare(scenario(["Grove"], ["Mist Forest", "Daarak", "Tesart"], time=3))
    assert "runs out" not in travel_label(st, "Mist Forest")
