"""*Explorar Mana* and *Criar Itens Mágicos*: the geysers, the crystals and the Torre's laboratory."""

from engine.rpgquest import mana
from tests.rpgquest.helpers import at_location, find, group_of, kinds, place, play, table


def at_geyser(state):
    place(state, 0, state.world.marked["mana"][0], inside=False)


def test_explorar_mana_1_to_5_deals_that_much_damage():
    state = table()
    group_of(state, 0, "diane", "brazmulir")
    at_geyser(state)
    play(state, "explore_mana")
    assert state.dice_request().dice == (10,)
    state.roll((4,))
    for _ in range(4):
        play(state, "wound", 0)
    assert state.groups[0].heroes[0].damage == 4 and state.groups[0].mana == 0 and state.phase == "action"


def test_explorar_mana_6_or_more_collects_a_crystal():
    state = table()
    at_geyser(state)
    play(state, "explore_mana")
    state.roll((6,))
    assert state.groups[0].mana == 1 and state.phase == "action" and state.markers[0] == [2, 3, 4]


def test_explorar_mana_more_than_2_crystals_explode_for_1d6_each():
    state = table()
    group_of(state, 0, "diane", "brazmulir")
    state.groups[0].mana = 2
    at_geyser(state)
    play(state, "explore_mana")
    state.roll((9,))
    assert state.groups[0].mana == 2
    assert state.dice_request().reason == "1d6 damage from an exploding Mana Crystal"
    state.roll((2,))
    play(state, "wound", 0)
    play(state, "wound", 1)
    assert state.phase == "action" and state.groups[0].mana == 2


def test_explorar_mana_a_crystal_rerolls_any_test_and_the_better_roll_is_kept():
    state = table()
    group_of(state, 0, "diane")
    state.groups[0].mana = 1
    state.map_monsters[state.groups[0].hex] = ["orcs"]
    state._legal = None
    play(state, "fight")
    state.roll((2, 2))  # Warrior 4 + 3 = 7 against 8
    assert "Mana Crystal" in find(state, "mana_reroll").label
    play(state, "mana_reroll")
    assert state.groups[0].mana == 0
    state.roll((1, 2))  # worse: the first roll is kept, and it fails
    assert "the first one is kept" in state.log[-2]
    assert state.dice_request().reason.startswith("1d3 damage")


def test_explorar_mana_a_crystal_sells_for_500gp_and_two_trade_for_1_vp_at_the_torre():
    state = table()
    state.groups[0].mana = 2
    at_location(state, 0, "torre")
    gold = state.groups[0].gold
    play(state, "sell_mana", 2)
    assert state.groups[0].vp == 1 and state.groups[0].mana == 0
    assert state.groups[0].vp_from == {"mana": 1}
    state.groups[0].mana = 1
    state._legal = None
    play(state, "sell_mana", 1)
    assert state.groups[0].gold == gold + 500 and state.groups[0].mana == 0
    assert "sell_mana" not in kinds(state)


def test_explorar_mana_crystals_are_sold_only_at_the_torre():
    state = table()
    state.groups[0].mana = 2
    at_location(state, 0, "templo")
    assert not kinds(state) & {"sell_mana", "create_item"}


def test_criar_itens_magicos_2_to_6_the_crystal_explodes_for_1d6_damage():
    state = table()
    group_of(state, 0, "diane", "brazmulir")  # Mage 1
    state.groups[0].mana = 1
    at_location(state, 0, "torre")
    play(state, "create_item")
    assert state.groups[0].mana == 0
    state.roll((2, 3))  # 5 + 1 = 6
    assert state.dice_request().reason == "1d6 damage from the Torre's laboratory"
    state.roll((1,))
    play(state, "wound", 0)
    assert state.groups[0].vp == 0 and not state.groups[0].items


def test_criar_itens_magicos_the_mage_test_draws_2_3_or_4_items_one_kept_and_1_vp():
    for dice, drawn in (((3, 3), 2), ((5, 5), 3), ((6, 6), 4)):
        state = table()
        group_of(state, 0, "bellatrix")  # Mage 3: 9, 13 and 15
        state.groups[0].mana = 1
        at_location(state, 0, "torre")
        play(state, "create_item")
        state.roll(dice)
        while state.phase == "after_roll":
            play(state, "accept")
        assert len(state.legal_actions()) == drawn and kinds(state) == {"keep"}
        state.apply(state.legal_actions()[0])
        assert state.groups[0].vp == 1 and len(state.groups[0].items) == 1 and state.groups[0].mana == 0
        assert state.groups[0].vp_from == {"mana": 1}


def test_criar_itens_magicos_needs_a_mana_crystal():
    state = table()
    at_location(state, 0, "torre")
    assert "create_item" not in kinds(state)
    assert mana.ITEMS_DRAWN[0] == (15, 4)
