"""*Rumores*, *Investigar o Portal*, *Exploração de Cavernas*, *Explorar Dungeons*, and the Labyrinth,
Cemetery and Orc Camp: investigating a Rumour and what it brings."""

from engine.rpgquest import caves, portal
from engine.rpgquest.rumour_cards import rumour_cards
from tests.rpgquest.helpers import find, group_of, kinds, place, play, table


def at_rumour(state, kingdom):
    where = next(h for h in state.world.marked["rumour"] if state.world.places[h].kingdom == kingdom)
    place(state, 0, where, inside=False)
    return where


def wound_all(state):
    """Place every damage marker on the first hero who survives it, or anyone."""
    while state.phase == "damage":
        play(state, "wound", 0)


def test_rumores_investigating_spends_an_action_and_a_win_pays_and_leaves_the_game():
    state = table()
    group_of(state, 0, "diane", "bellatrix", gold=0)  # Rogue 1, Mage 3
    at_rumour(state, 11)
    action = find(state, "investigate")
    assert action.card == "rumour-great_storm" and "Rogue 8, Mage 9" in action.label
    state.apply(action)
    assert state.markers[0] == [2, 3, 4]
    state.roll((4, 4))  # Rogue 8 + 1 = 9 against 8
    state.roll((6, 5))  # Mage 11 + 3 = 14 against 9: the 13+ result
    group = state.groups[0]
    assert group.gold == 1500 and group.vp == 1
    assert group.vp_from == {"rumours": 1}
    assert "rumour-great_storm" not in state.rumours and state.phase == "action"
    assert "investigate" not in kinds(state)


def test_rumores_a_failed_rumour_deals_its_damage_and_stays_open_to_everyone():
    state = table()
    group_of(state, 0, "brazmulir", "njani", gold=0)
    at_rumour(state, 11)
    play(state, "investigate")
    state.roll((1, 1))  # a natural 2 fails
    assert state.dice_request().reason.startswith("1d3 damage from The Great Storm")
    state.roll((6,))  # 1d3: 3
    wound_all(state)
    assert sum(h.damage for h in state.groups[0].heroes) == 3
    assert "rumour-great_storm" in state.rumours and state.groups[0].vp == 0


def test_rumores_several_rumours_at_one_place_one_is_drawn_and_the_others_stay():
    state = table()
    group_of(state, 0, "diane", "bellatrix")
    where = state.world.location_hexes["labirinto"]
    place(state, 0, where, inside=False)
    assert "one drawn among 2" in find(state, "investigate").label
    play(state, "investigate")
    drawn = state.rumour
    while state.dice_request():
        state.roll((6, 6))
    while state.phase == "reward":
        state.apply(state.legal_actions()[0])
    left = {"rumour-labyrinth", "rumour-goblin_kings_riddle"} - {drawn}
    assert drawn not in state.rumours and left <= set(state.rumours)


def test_rumores_every_rumour_is_open_to_every_player():
    state = table(players=3)
    view = state.view(2)
    shown = set(view["rumours"])
    assert set(state.rumours) <= shown and "rumour-bargaining_with_death" in shown
    assert not shown & state.hidden_from(2)
    storm = rumour_cards()["rumour-great_storm"]  # what a Rumour asks and gives is on its card
    assert storm.tests == (("rogue", 8), ("mage", 9)) and storm.results[0][0] == 13


def test_investigar_o_acampamento_orc_the_orcs_are_fought_first_and_losing_fails_the_rumour():
    state = table()
    group_of(state, 0, "diane", "bellatrix", gold=0)
    place(state, 0, state.world.location_hexes["acampamento_orc"], inside=False)
    play(state, "investigate")
    assert state.dice_request().reason == "Warrior test 2d6+3 vs 8 against the Orcs"
    state.roll((1, 1))
    assert state.dice_request().reason.startswith("1d3 damage from The Orc Camp")
    state.roll((2,))
    wound_all(state)
    assert "rumour-orc_camp" in state.rumours and state.groups[0].gold == 0


def test_investigar_o_acampamento_orc_beating_the_orcs_leads_to_the_rumours_test():
    state = table()
    group_of(state, 0, "diane", "bellatrix", gold=0)
    place(state, 0, state.world.location_hexes["acampamento_orc"], inside=False)
    play(state, "investigate")
    state.roll((5, 5))  # Warrior against the Orcs
    state.roll((5, 5))  # Rogue against the Orcs
    assert state.dice_request().reason == "Rogue test 2d6+1 vs 9 for The Orc Camp"
    state.roll((5, 5))
    assert state.groups[0].gold == 1500 and state.groups[0].vp == 1


def test_exploracao_de_cavernas_the_first_investigation_maps_the_entrance_and_one_exit():
    state = table()
    entrance = state.world.marked["cave"][0]
    place(state, 0, entrance, inside=False)
    assert find(state, "investigate").card == "rumour-cave_exploration"
    play(state, "investigate")
    assert state.caves[0] == entrance and len(state.caves) == 2 and state.cave_mapper == 0
    assert not caves.mapped(state) and state.groups[0].vp == 0
    assert kinds(state) >= {"map_caves"} and "investigate" not in kinds(state)


def test_explorar_dungeons_a_failed_dungeon_stays_on_its_hex_and_a_won_one_is_explored():
    state = table()
    group_of(state, 0, "diane", "bellatrix", "njani", "elara")
    state.caves = list(state.world.marked["cave"][:3])
    state.cave_mapper = 0
    dungeon = state.world.marked["cave"][3]
    place(state, 0, dungeon, inside=False)
    assert "one drawn among 8" in find(state, "investigate").label
    play(state, "investigate")
    failed = state.rumour
    state.roll((1, 1))
    while state.dice_request():
        state.roll((1,))
    wound_all(state)
    assert state.dungeon_at == {dungeon: failed}
    state.markers[0] = [2]
    state._legal = None
    assert find(state, "investigate").card == failed
    play(state, "investigate")
    while state.dice_request():
        state.roll((6, 6))
    while state.phase == "reward":
        state.apply(state.legal_actions()[0])
    assert dungeon in state.explored and not state.dungeon_at and failed not in state.rumours


def test_investigar_o_portal_the_mysterious_portal_wakes_it():
    state = table()
    group_of(state, 0, "bellatrix")
    home = portal.home(state)
    place(state, 0, home, inside=False)
    play(state, "investigate")
    assert state.dice_request().reason == "Mage test 2d6+3 vs 10 for The Mysterious Portal"
    state.roll((4, 3))
    assert state.portal and tuple(state.portal[0]) == home and state.groups[0].vp == 1
    assert "rumour-mysterious_portal" not in state.rumours


def test_investigar_o_portal_a_mage_test_of_10_at_any_base_redraws_the_other_base():
    state = table(seed=3)
    group_of(state, 0, "bellatrix")
    home = portal.home(state)
    portal.open_to(state, home)
    elsewhere = next(h for h in portal.bases(state) if h != home and [*h] != state.portal[1])
    place(state, 0, elsewhere, inside=False)
    play(state, "manipulate_portal")
    state.roll((4, 3))  # 7 + 3 = 10
    assert tuple(state.portal[0]) == elsewhere and tuple(state.portal[1]) != elsewhere
    assert state.markers[0] == [2, 3, 4]


def test_investigar_o_portal_a_failed_manipulation_leaves_the_portal_as_it_was():
    state = table()
    group_of(state, 0, "bellatrix")
    home = portal.home(state)
    portal.open_to(state, home)
    before = [list(b) for b in state.portal]
    place(state, 0, home, inside=False)
    play(state, "manipulate_portal")
    state.roll((2, 3))
    assert state.portal == before and state.phase == "action"
