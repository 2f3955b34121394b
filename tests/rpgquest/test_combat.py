"""*Combate*: class tests on 2d6, natural 2 and 12, the pay, the trophies and the wounds."""

from fractions import Fraction

from engine.rpgquest import combat
from engine.rpgquest.odds import pass_chance
from tests.rpgquest.helpers import find, group_of, kinds, play, table


def fight(state, monster, ambush=True):
    state.spend_action()
    combat.begin(state, monster, ambush=ambush)
    state._legal = None


def test_combate_brazmulir_and_njani_against_skeletons_need_5_then_6():
    state = table()
    group_of(state, 0, "brazmulir", "njani")
    fight(state, "skeletons")
    assert state.dice_request().reason.startswith("Warrior test 2d6+3 vs 8")
    state.roll((2, 3))  # 5 + 3 = 8: passed
    assert state.dice_request().reason.startswith("Cleric test 2d6+2 vs 8")
    gold = state.groups[0].gold
    state.roll((3, 3))  # 6 + 2 = 8: passed
    assert state.combat is None and state.groups[0].gold == gold + 500
    assert state.groups[0].trophies == {"skeletons": 1}


def test_combate_the_exact_odds_of_the_example():
    assert pass_chance(3, 8) == Fraction(30, 36)  # 2d6 >= 5
    assert pass_chance(2, 8) == Fraction(26, 36)  # 2d6 >= 6


def test_combate_a_natural_2_always_fails():
    state = table()
    group_of(state, 0, "brutus", "diane", "john", "alexius")  # Warrior 13
    fight(state, "orcs")
    state.roll((1, 1))
    assert state.dice_request().reason.startswith("1d3 damage")


def test_combate_a_natural_12_always_succeeds():
    state = table()
    group_of(state, 0, "maelis")  # no Warrior, no Rogue
    fight(state, "orcs")
    state.roll((6, 6))
    state.roll((6, 6))
    assert state.combat is None and state.groups[0].trophies == {"orcs": 1}


def test_combate_losing_one_test_loses_the_combat_and_the_player_allocates_1d3_damage():
    state = table()
    group_of(state, 0, "brazmulir", "njani")
    fight(state, "orcs")
    state.roll((2, 3))  # Warrior passes
    state.roll((2, 2))  # Rogue 0: 4 fails
    state.roll((6,))  # 1d3 reads 6 as 3
    assert state.phase == "damage" and state.wounds.amount == 3
    play(state, "wound", 0)
    play(state, "wound", 0)
    play(state, "wound", 1)
    heroes = state.groups[0].heroes
    assert [h.damage for h in heroes] == [2, 1]
    assert state.map_monsters[state.groups[0].hex] == ["orcs"]  # the monster stays on the map


def test_pontos_de_vida_one_damage_more_than_the_hit_points_kills_a_hero():
    state = table()
    group_of(state, 0, "brazmulir", "njani")  # Njani has 1 HP
    fight(state, "orcs")
    state.roll((1, 1))
    state.roll((3,))  # 2 damage
    wound = find(state, "wound", 1)
    assert "kills" not in wound.label
    state.apply(wound)
    assert "kills" in find(state, "wound", 1).label  # a Heroic Sacrifice is the player's choice
    play(state, "wound", 1)
    assert [h.name for h in state.groups[0].heroes] == ["Brazmulir Ironfoot"]
    assert "hero-njani" in state.heroes_gone


def test_combate_after_a_lost_combat_the_group_may_fight_again_with_another_action():
    state = table()
    group_of(state, 0, "brazmulir", "njani")
    fight(state, "orcs")
    state.roll((1, 1))
    state.roll((1,))
    play(state, "wound", 0)
    assert "fight" in kinds(state) and "move" in kinds(state)


def test_combate_items_that_add_points_after_the_roll_are_a_decision_once_the_dice_are_seen():
    state = table()
    group_of(state, 0, "brazmulir")
    state.groups[0].items["item-potion_of_giant_strength"] = 1
    fight(state, "orcs")
    state.roll((2, 2))  # 4 + 3 = 7 against 8: fails without the potion
    assert state.phase == "after_roll"
    assert kinds(state) == {"boost", "accept"}
    play(state, "boost", "item-potion_of_giant_strength")
    assert "Rogue test" in state.dice_request().reason
    assert "item-potion_of_giant_strength" not in state.groups[0].items


def test_combate_a_passed_test_asks_nothing_of_the_items():
    state = table()
    group_of(state, 0, "brazmulir")
    state.groups[0].items["item-potion_of_giant_strength"] = 1
    fight(state, "orcs")
    state.roll((4, 4))
    assert state.dice_request() is not None


def test_combate_the_duplicate_token_returns_to_the_bag_and_four_give_a_title_and_a_vp():
    state = table()
    group_of(state, 0, "brutus", "felix")  # Warrior 5, Rogue 3
    bag = state.bag["orcs"]
    for beaten in range(1, 5):
        state.bag["orcs"] -= 1  # the token drawn for this ambush
        fight(state, "orcs")
        state.roll((4, 4))
        state.roll((4, 4))
        assert state.groups[0].trophies["orcs"] == beaten
        assert state.bag["orcs"] == bag - 1  # the group keeps one token; duplicates go back
        state.markers[0] = [1, 2, 3, 4]
    assert state.groups[0].vp == 1 and state.groups[0].titles == ["Slayer of Orcs"]
    assert state.groups[0].vp_from == {"monster trophies": 1}


def test_salvar_um_grupo_beating_the_monster_on_a_cornered_groups_hex_is_worth_a_vp():
    state = table(players=2)
    group_of(state, 0, "brutus", "felix")
    where = state.groups[0].hex
    state.map_monsters[where] = ["orcs"]
    state.groups[1].hex = where
    fight(state, "orcs", ambush=False)
    state.roll((4, 4))
    state.roll((4, 4))
    assert state.groups[0].vp == 1 and where not in state.map_monsters
    assert state.groups[0].vp_from == {"rescues": 1}


def test_a_protection_item_stops_damage_before_it_is_allocated():
    state = table()
    group_of(state, 0, "brazmulir")
    state.groups[0].items["item-shield_of_malkuth"] = 3
    fight(state, "orcs")
    state.roll((1, 1))
    state.roll((3,))  # 2 damage
    play(state, "protect", "item-shield_of_malkuth")
    assert state.wounds.amount == 1 and state.groups[0].items["item-shield_of_malkuth"] == 2


def test_combate_a_wandering_monster_deals_1d3_plus_1_and_leaves_no_trophy():
    state = table()
    group_of(state, 0, "brazmulir", "njani")
    fight(state, "wander-manticore")
    state.roll((1, 1))
    assert state.dice_request().reason.startswith("1d3+1 damage from the Manticore")
    state.roll((6,))
    assert state.wounds.amount == 4


def test_combate_a_beaten_wandering_monster_pays_and_goes_to_its_discard():
    state = table()
    group_of(state, 0, "brutus", "felix")
    fight(state, "wander-troll_of_the_bridges")
    state.roll((5, 5))
    state.roll((5, 5))
    assert state.groups[0].trophies == {} and state.wandering_discard == ["wander-troll_of_the_bridges"]
    assert state.groups[0].gold == 2000 + 800
