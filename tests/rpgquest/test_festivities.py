"""*Festividades*: the Alchemical Wedding at the Templo and the Elves' Banquet at the Árvore Élfica."""

from engine.rpgquest import festivities
from tests.rpgquest.helpers import at_location, find, kinds, play, table


def hold(state, seat, location, kind):
    at_location(state, seat, location)
    state.groups[seat].gold = 5000
    state.actor = seat
    state.markers[seat] = [1, 2, 3, 4]
    state._legal = None
    action = find(state, kind)
    assert "4,000gp" in action.label
    state.apply(action)
    play(state, "keep", state.legal_actions()[0].args[0])


def test_casamento_alquimico_the_first_group_pays_4000gp_for_1_vp_a_magic_item_and_the_title():
    state = table()
    hold(state, 0, "templo", "alchemical_wedding")
    group = state.groups[0]
    title = festivities.FEASTS["alchemical_wedding"][1]
    assert group.gold == 1000 and group.vp == 1 and len(group.items) == 1 and title in group.titles
    assert group.vp_from == {"festivities": 1}


def test_casamento_alquimico_only_the_first_group_may_hold_it():
    state = table(players=2)
    hold(state, 0, "templo", "alchemical_wedding")
    at_location(state, 1, "templo")
    state.groups[1].gold = 5000
    state.actor, state.phase = 1, "action"
    state.markers[1] = [1]
    state._legal = None
    assert "alchemical_wedding" not in kinds(state)


def test_o_banquete_dos_elfos_every_group_may_hold_it_once():
    state = table(players=2)
    hold(state, 0, "arvore_elfica", "elves_banquet")
    assert "Friends of the Elves" in state.groups[0].titles and state.groups[0].vp == 1
    state.groups[0].gold = 5000
    state.actor, state.phase = 0, "action"
    state._legal = None
    assert "elves_banquet" not in kinds(state)
    hold(state, 1, "arvore_elfica", "elves_banquet")
    assert "Friends of the Elves" in state.groups[1].titles


def test_festividades_cost_4000gp():
    state = table()
    at_location(state, 0, "arvore_elfica")
    state.groups[0].gold = 3999
    state._legal = None
    assert "elves_banquet" not in kinds(state)
