"""Combat, as the rulebook tells it with the witch."""

from engine.cartaventuras import combat, equipment
from tests.cartaventuras.helpers import act, card_id, find, give, kinds, on_top, place, stand, start, table


def meet(title, players=1, characters=("green", "red", "blue", "purple"), life=10):
    """The first player stands above `title` and steps onto it."""
    state = table(players, characters)
    cell = place(state, 1, 3, title)
    stand(state, 0, start(state))
    state.players[0].life = life
    act(state, "move", "down")
    return state, cell


def test_witch_example_from_the_rulebook():
    state = table(2, ("green", "red"))
    cell = place(state, 1, 3, "Witch's Hut")
    stand(state, 0, start(state))
    player = state.players[0]
    give(state, 0, "Apprentice Staff")
    give(state, 0, "Mace")
    player.life = 6
    act(state, "move", "down")
    assert state.phase == "combat_mode"
    # the risk of each way is shown before the player commits: 10 and 21 of 36 rolls; 15 and 15
    assert find(state, "fight", "magic").label == "Fight with magic (your 2 vs 3: a roll wins 28%, loses 1 life 58%)"
    assert find(state, "fight", "nonmagic").label == ("Fight with non-magic (your 2 vs 2: a roll wins 42%, "
                                                      "loses 1 life 42%)")
    act(state, "fight", "nonmagic")
    assert find(state, "roll").label == "Roll: your d6 + 2 vs Witch's Hut's d6 + 2 (a roll wins 42%, loses 1 life 42%)"
    assert "flee" not in kinds(state)
    act(state, "roll")
    assert state.dice_request().dice == (6, 6)
    state.roll((3, 4))  # 3 + 2 = 5 is less than 4 + 2 = 6
    assert player.life == 5
    assert "flee" in kinds(state)
    act(state, "roll")
    state.roll((5, 2))  # 5 + 2 = 7 beats 2 + 2 = 4
    flail = card_id("Flail")
    assert flail in player.cards and equipment.wielded(player, "nonmagic") == flail
    assert state.flipped == {cell: 0} and state.combat is None


def test_combat_an_enemy_with_one_weapon_type_forces_that_type():
    state, _ = meet("Scarecrow That Walks")  # magic 2 only
    assert state.phase == "combat" and state.combat.mode == "magic"


def test_combat_zero_attack_in_the_forced_type_costs_1_life_and_you_flee():
    state, cell = meet("Bandits on the Old Road", characters=("purple",))  # non-magic only; Umbra has 0
    assert state.players[0].life == 9 and state.combat is None
    assert cell not in state.flipped and state.players[0].cell == cell


def test_combat_a_tie_changes_nothing():
    state, _ = meet("Witch's Hut")
    act(state, "fight", "nonmagic")
    act(state, "roll")
    state.roll((4, 4))
    assert state.players[0].life == 10 and state.combat.rounds == 1 and state.phase == "combat"


def test_combat_flee_only_from_the_second_round_and_3_or_less_costs_1_life():
    for die, life in ((3, 8), (4, 9)):
        state, cell = meet("Witch's Hut")
        act(state, "fight", "nonmagic")
        assert "flee" not in kinds(state)
        act(state, "roll")
        state.roll((1, 6))
        act(state, "flee")
        assert state.dice_request().dice == (6,)
        state.roll((die,))
        assert state.players[0].life == life and state.combat is None and cell not in state.flipped


def test_combat_no_flee_roll_in_a_zone_of_your_own_colour():
    state, _ = meet("Witch's Hut", characters=("purple",))
    act(state, "fight", "magic")
    act(state, "roll")
    state.roll((1, 6))
    act(state, "flee")
    assert state.dice_request() is None and state.combat is None and state.players[0].life == 9


def test_combat_a_won_enemy_card_is_flipped_blocks_others_and_is_replaced_at_your_next_turn():
    state, cell = meet("Scarecrow That Walks", players=2)
    act(state, "roll")
    state.roll((6, 1))
    assert state.flipped == {cell: 0} and state.current == 1
    stand(state, 1, start(state))
    assert "down" not in {a.args[0] for a in state.legal_actions() if a.kind == "move"}
    place(state, 0, 4, "Calm Harbour")
    spring = on_top(state, "Clear Spring")
    act(state, "move", "right")
    assert state.current == 0 and state.grid[cell] == spring
    assert card_id("Scarecrow That Walks") in state.zone_discard and cell not in state.flipped
    assert state.phase == "main"


def test_combat_a_missing_reward_object_is_ignored():
    state = table(2, ("green", "red"))
    give(state, 1, "Flail")
    place(state, 1, 3, "Witch's Hut")
    stand(state, 0, start(state))
    act(state, "move", "down")
    act(state, "fight", "nonmagic")
    act(state, "roll")
    state.roll((6, 1))
    assert state.players[0].cards == [] and "not available" in state.log[-1]


def test_combat_life_never_above_10_and_attack_never_above_12():
    state = table(1)
    player = state.players[0]
    player.life = 9
    state.heal(player, 3)
    assert player.life == 10
    give(state, 0, "Dragonslayer Sword")
    for title in ("Whetstone", "Dwarven Ale", "Battle Horn"):
        give(state, 0, title)
    place(state, 1, 3, "Ogre Chieftain")
    stand(state, 0, start(state))
    act(state, "move", "down")
    act(state, "use", card_id("Whetstone"))
    act(state, "use", card_id("Dwarven Ale"))
    assert combat.my_attack(state, state.combat) == 12
    assert "use" not in kinds(state)


def test_combat_exact_round_odds():
    assert combat.round_odds(2, 2) == (15 / 36, 6 / 36, 15 / 36)
    win, tie, lose = combat.round_odds(0, 9)
    assert win == 0 and tie == 0 and lose == 1
    assert combat.round_odds(5, 5, my_dice=2)[0] > combat.round_odds(5, 5)[0]


def test_combat_zero_attack_counts_a_plus2_blessing():
    """*Combat*: the attack value checked for zero includes what adds to it (+2)."""
    state = table(1, ("purple",))  # Umbra: non-magic 0
    cell = place(state, 1, 3, "Bandits on the Old Road")  # non-magic only
    stand(state, 0, start(state))
    state.players[0].boons.append("plus2")
    act(state, "move", "down")
    assert state.players[0].life == 10 and state.phase == "combat"
    assert combat.my_attack(state, state.combat) == 2 and state.combat.cell == cell
    act(state, "roll")
    state.roll((5, 1))
    assert any("beats Bandits on the Old Road" in line for line in state.log)


def test_combat_zero_attack_a_plus2_object_in_the_backpack_may_be_used_first():
    state = table(1, ("purple",))
    place(state, 1, 3, "Bandits on the Old Road")
    stand(state, 0, start(state))
    whetstone = give(state, 0, "Whetstone")
    act(state, "move", "down")
    assert state.players[0].life == 10 and state.phase == "combat"
    assert kinds(state) == {"use", "retreat"}  # no roll at attack 0
    act(state, "use", whetstone)
    assert combat.my_attack(state, state.combat) == 2 and "roll" in kinds(state)
    assert "retreat" not in kinds(state)


def test_combat_zero_attack_choosing_not_to_use_the_object_costs_1_life_and_you_flee():
    state = table(1, ("purple",))
    cell = place(state, 1, 3, "Bandits on the Old Road")
    stand(state, 0, start(state))
    whetstone = give(state, 0, "Whetstone")
    act(state, "move", "down")
    act(state, "retreat")
    player = state.players[0]
    assert player.life == 9 and state.combat is None and whetstone in player.cards
    assert cell not in state.flipped


def test_weapons_and_equipment_objects_may_be_used_before_the_weapon_type_is_chosen():
    """*Weapons and Equipment*: objects may be used at any moment of the turn."""
    state, _ = meet("Witch's Hut", life=6)
    assert state.phase == "combat_mode"
    potion = give(state, 0, "Healing Potion")
    brew = give(state, 0, "Giant's Brew")
    whetstone = give(state, 0, "Whetstone")
    assert {a.args[0] for a in state.legal_actions() if a.kind == "use"} == {potion, brew, whetstone}
    act(state, "use", whetstone)
    act(state, "use", potion)
    assert state.players[0].life == 8 and state.combat.bonus == 2
    assert find(state, "fight", "nonmagic").label == ("Fight with non-magic (your 4 vs 2: a roll wins 72%, "
                                                      "loses 1 life 17%)")
    act(state, "use", brew)
    act(state, "fight", "nonmagic")
    assert state.combat.x2 and "use" not in kinds(state)
    # doubled, 2a + 4 against b + 2: 32 of 36 rolls win, 2 lose
    assert find(state, "roll").label.endswith("(a roll wins 89%, loses 1 life 6%)")
