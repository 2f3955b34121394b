"""Weapons and Equipment."""

from engine.cartaventuras import equipment
from tests.cartaventuras.helpers import act, card_id, give, stand, table


def test_weapons_at_most_one_non_magic_and_one_magic_wielded_the_rest_in_the_backpack():
    state = table(1)
    player = state.players[0]
    give(state, 0, "Dagger")
    give(state, 0, "Short Sword")
    give(state, 0, "Wand of Sparks")
    assert equipment.wielded(player, "nonmagic") == card_id("Short Sword")
    assert equipment.wielded(player, "magic") == card_id("Wand of Sparks")
    assert equipment.backpack(player) == [card_id("Dagger")]


def test_weapons_backpack_holds_5_and_overflow_returns_purchase_cards_and_discards_the_rest():
    state = table(2)
    stand(state, 0, state.players[0].cell)
    for title in ("Healing Potion", "Greater Potion", "Whetstone", "Troll Blood", "Elven Bread"):
        give(state, 1, title)
    assert state.to_move() == 0
    give(state, 1, "Short Sword")  # wielded: not in the backpack
    assert state.to_move() == 0
    give(state, 1, "Giant's Brew")
    assert state.to_move() == 1 and {a.kind for a in state.legal_actions()} == {"drop", "propose"}
    act(state, "drop", card_id("Troll Blood"))
    assert card_id("Troll Blood") in state.discard
    assert state.to_move() == 0
    give(state, 1, "Mermaid's Tear")
    act(state, "drop", card_id("Whetstone"))
    assert card_id("Whetstone") in state.purchase


def test_weapons_multi_use_objects_are_tracked_by_uses_and_returned_when_used_up():
    state = table(1)
    stand(state, 0, state.players[0].cell)
    player = state.players[0]
    salve = give(state, 0, "Herbal Salve")
    player.life = 5
    for expected_life, uses_left in ((6, 2), (7, 1)):
        act(state, "use", salve)
        assert player.life == expected_life and player.uses[salve] == uses_left
    act(state, "use", salve)
    assert player.life == 8 and salve not in player.cards and salve in state.purchase


def test_weapons_two_fragments_fuse_at_once_into_the_complete_object_from_the_forge_deck():
    state = table(1)
    player = state.players[0]
    hilt = give(state, 0, "Sword Fragment (Hilt)")
    assert player.cards == [hilt] and equipment.attack(player, "nonmagic") == player.character.nonmagic
    blade = give(state, 0, "Sword Fragment (Blade)")
    sword = card_id("Dragonslayer Sword")
    assert player.cards == [sword] and sword not in state.forge
    assert hilt in state.forge and blade in state.forge
    assert equipment.attack(player, "nonmagic") == 8


def test_weapons_a_weapon_value_replaces_the_default_and_is_never_added():
    state = table(1, characters=("red",))
    player = state.players[0]
    assert equipment.attack(player, "nonmagic") == 3
    give(state, 0, "Mace")
    assert equipment.attack(player, "nonmagic") == 2
