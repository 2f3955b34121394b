"""The steps every RPGQuest rule shares: class tests, wounds and rewards.

*TESTES* (under *Resolver uma Missão*), *Esquiva Furtiva*, *Pontos de Vida e Dano* and what a
resolved mission gives; combat's own tests are in test_combat.py.
"""

import pytest

from engine.cardschema import CardError
from engine.rpgquest import checks, outcomes, wounds
from engine.rpgquest.flow import continuation
from engine.rpgquest.outcomes import OUTCOME, Outcome
from tests.rpgquest.helpers import direction_to, find, group_of, kinds, play, table

FINISHED: list = []


@continuation("test-finished")
def _finished(state) -> None:
    FINISHED.append((list(state.check.totals), list(state.check.passed)) if state.check else "no check")
    state.check = None
    state.action_done()


def checking(tests, *, all_tests=False, graded=False, heroes=("brazmulir", "njani")):
    state = table()
    group_of(state, 0, *heroes)
    state.spend_action()
    FINISHED.clear()
    checks.start(state, tests, subject="test", label="for the test", then="test-finished",
                 all_tests=all_tests, graded=graded)
    state._legal = None
    return state


def test_testes_each_test_adds_the_groups_points_of_its_class_and_carries_on_when_done():
    state = checking((("warrior", 8), ("mage", 9)))
    assert state.dice_request().reason == "Warrior test 2d6+3 vs 8 for the test"
    state.roll((2, 3))
    assert state.dice_request().reason == "Mage test 2d6+3 vs 9 for the test"
    state.roll((4, 2))
    assert FINISHED == [([8, 9], [True, True])] and state.phase == "action"


def test_testes_the_first_failure_ends_the_tests_unless_every_test_is_read():
    state = checking((("warrior", 8), ("mage", 9)))
    state.roll((1, 2))
    assert FINISHED == [([6], [False])]
    state = checking((("warrior", 8), ("mage", 9)), all_tests=True)
    state.roll((1, 2))
    state.roll((6, 5))
    assert FINISHED == [([6, 14], [False, True])]


def test_testes_a_result_table_test_offers_items_after_any_roll_and_keeps_the_boosted_total():
    state = checking((("warrior", 0),), graded=True)
    state.groups[0].items["item-potion_of_giant_strength"] = 1
    state.roll((4, 4))  # 8 + 3 = 11: no bar to pass, but a better total reads a better row
    assert state.phase == "after_roll" and "boost" in kinds(state)
    assert find(state, "accept").label == "Accept the roll: makes 11"
    play(state, "boost", "item-potion_of_giant_strength")
    assert FINISHED == [([13], [True])] and "item-potion_of_giant_strength" not in state.groups[0].items


def test_testes_a_natural_2_fails_whatever_the_points_and_asks_nothing_of_the_items_that_add_them():
    state = checking((("warrior", 3),), heroes=("brutus",))
    state.groups[0].items["item-potion_of_giant_strength"] = 1
    state.roll((1, 1))
    assert FINISHED == [([6], [False])]


def test_testes_a_natural_2_may_be_rolled_again_by_a_reroll_item_or_a_mana_crystal():
    # *Explorar Mana*: a crystal re-rolls "the 2d6 in a Test (any Test)": new dice replace the snake eyes
    state = checking((("warrior", 3),), heroes=("brutus",))
    state.groups[0].items["item-potion_of_giant_strength"] = 1
    state.groups[0].items["item-coin_of_fortune"] = 1
    state.groups[0].mana = 1
    state.roll((1, 1))
    assert state.phase == "after_roll"
    assert set(kinds(state)) == {"reroll", "mana_reroll", "accept"}  # points added cannot save a natural 2
    play(state, "mana_reroll")
    state.roll((2, 3))  # 5 + 4 = 9 against 3
    assert FINISHED == [([9], [True])] and state.groups[0].mana == 0


def test_testes_a_reroll_item_rolls_the_test_again():
    state = checking((("mage", 12),))
    state.groups[0].items["item-coin_of_fortune"] = 1
    state.roll((1, 2))
    play(state, "reroll", "item-coin_of_fortune")
    assert state.dice_request().reason.startswith("Mage test 2d6+3 vs 12")
    state.roll((5, 4))
    assert FINISHED == [([12], [True])]


def test_esquiva_furtiva_items_may_turn_a_failed_evasion_after_the_roll():
    state = table()
    group_of(state, 0, "brazmulir")
    here = state.groups[0].hex
    from engine.rpgquest import hexes

    there = next(n for n in hexes.neighbours(here) if state.world.places.get(n) and
                 state.world.places[n].terrain.cost == 1)
    state.map_monsters[there] = ["orcs"]
    state.groups[0].items["item-dust_of_vanishing"] = 1
    play(state, "move")
    play(state, "sneak", direction_to(here, there))
    assert state.dice_request().reason.startswith("Rogue test 2d6+0 vs 9 to slip past the Orcs")
    state.roll((4, 3))  # 7: fails, but the dust adds 2
    play(state, "boost", "item-dust_of_vanishing")
    assert state.phase == "move" and state.combat is None and state.groups[0].hex == there


def test_pontos_de_vida_e_dano_the_player_places_each_marker_and_a_death_is_one_marker_too_many():
    state = table()
    group_of(state, 0, "brazmulir", "njani")  # 4 HP and 1 HP
    state.spend_action()
    wounds.take(state, 0, 2, then="done", source="a test")
    state._legal = None
    labels = [a.label for a in state.legal_actions()]
    assert labels == ["A damage marker on Brazmulir Ironfoot (0/4 taken)", "A damage marker on Njani (0/1 taken)"]
    play(state, "wound", 1)
    assert find(state, "wound", 1).label.endswith("(1/1 taken) — this kills them")
    play(state, "wound", 1)
    assert [h.name for h in state.groups[0].heroes] == ["Brazmulir Ironfoot"] and state.phase == "action"


def test_pontos_de_vida_e_dano_rolled_damage_is_a_chance_node_of_the_wounded_group():
    state = table(players=2)
    group_of(state, 1, "brazmulir")
    wounds.roll(state, 1, "1d6", then="done", source="an explosion")
    request = state.dice_request()
    assert request.dice == (6,) and request.seat == 1 and request.reason == "1d6 damage from an explosion"
    state.roll((5,))
    assert state.wounds.amount == 5 and state.to_move() == 1


def test_pontos_de_vida_e_dano_a_group_that_loses_its_last_hero_gathers_again_then_the_rule_carries_on():
    state = table()
    group_of(state, 0, "njani")
    state.groups[0].hex = (3, 3)
    state.spend_action()
    wounds.take(state, 0, 5, then="done", source="a fall")
    state._legal = None
    play(state, "wound", 0)
    play(state, "wound", 0)
    group = state.groups[0]
    assert group.hex == state.world.castle and len(group.heroes) == 1 and state.wounds is None
    assert state.phase == "action"


def test_resolver_uma_missao_a_result_gives_gold_vp_and_title_and_never_takes_more_gold_than_there_is():
    state = table()
    state.spend_action()
    outcomes.grant(state, 0, Outcome(text="Paid.", gold=-5000, vp=2, title="Friends of the Road"),
                   then="done", source="the road", counts_as="missions")
    group = state.groups[0]
    assert group.gold == 0 and group.vp == 2 and group.titles == ["Friends of the Road"]
    assert state.phase == "action"


def test_resolver_uma_missao_a_result_with_damage_and_items_wounds_first_then_the_group_keeps_one_item():
    state = table()
    group_of(state, 0, "brazmulir")
    state.spend_action()
    deck = len(state.item_deck)
    outcomes.grant(state, 0, Outcome(damage="1d3", items=3), then="done", source="the crypt",
                   counts_as="rumours")
    state.roll((1,))
    play(state, "wound", 0)
    assert state.phase == "reward" and len(state.reward.drawn) == 3
    kept = state.legal_actions()[0]
    assert kept.card == kept.args[0]
    state.apply(kept)
    assert kept.args[0] in state.groups[0].items and len(state.item_deck) == deck - 1
    assert state.reward is None and state.phase == "action"


def test_resolver_uma_missao_results_on_cards_are_checked_naming_the_field():
    assert Outcome.read(OUTCOME.card({"damage": "1d6", "items": 2}, "missions.toml", "m")).damage == "1d6"
    with pytest.raises(CardError, match=r"missions.toml.*m.*damage.*1d3, 1d6"):
        OUTCOME.card({"damage": "2d6"}, "missions.toml", "m")
    with pytest.raises(CardError, match="treasure.*unknown"):
        OUTCOME.card({"treasure": 1}, "missions.toml", "m")


def test_a_continuation_name_is_used_once():
    with pytest.raises(ValueError, match="two continuations"):
        continuation("done")(lambda state: None)


def test_steps_in_progress_survive_copies_and_saves():
    state = checking((("warrior", 8), ("mage", 9)), all_tests=True)
    state.groups[0].items["item-scroll_of_fire"] = 1
    state.roll((1, 2))
    state.roll((2, 3))
    assert state.phase == "after_roll"
    again = type(state).from_json(state.to_json())
    assert again.to_json() == state.to_json() and state.clone().to_json() == state.to_json()
