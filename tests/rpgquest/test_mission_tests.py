"""*Resolver uma Missão* and its *TESTES*: stages with class tests, result tables, hunts, villains,
guild missions and artifacts."""

from engine.rpgquest import checks
from engine.rpgquest.mission_data import mission_data
from engine.rpgquest.outcomes import Outcome
from engine.rpgquest.quest import Quest
from engine.rpgquest.stages import table_row
from tests.rpgquest.helpers import find, group_of, kinds, place, play, table


def on_mission(card, *heroes, gold=2000):
    """A solo group with these heroes standing on the meeple of `card`, its only active mission."""
    state = table()
    group_of(state, 0, *heroes, gold=gold)
    state.mission_deck.remove(f"mission-{card}")
    where = sorted(state.world.bolts.values())[3]
    state.quests[0] = [Quest(f"mission-{card}", 0, where, order="order-golden_dawn")]
    place(state, 0, where, inside=False)
    return state


def test_testes_a_stage_with_tests_costs_an_action_and_pays_on_success():
    state = on_mission("temperance", "njani")
    action = find(state, "attempt", 0, 0)
    assert "Cleric 8" in action.label and action.card == "mission-temperance"
    state.apply(action)
    assert state.markers[0] == [2, 3, 4]
    assert state.dice_request().reason == "Cleric test 2d6+2 vs 8 for Temperance (A Temperança)"
    state.roll((3, 3))
    group = state.groups[0]
    assert state.quests[0] == [] and group.vp == 1 and group.gold == 2500
    assert "mission-temperance" in state.missions_out and state.phase == "action"


def test_testes_a_failed_stage_leaves_the_mission_to_be_tried_again():
    state = on_mission("temperance", "njani")
    play(state, "attempt", 0, 0)
    state.roll((2, 3))
    assert [q.card for q in state.quests[0]] == ["mission-temperance"] and state.groups[0].vp == 0
    assert "attempt" in kinds(state)


def test_testes_a_stage_with_tests_is_not_resolved_by_movement_alone():
    state = on_mission("temperance", "njani")
    assert "resolve" not in kinds(state)


def test_testes_the_result_table_reads_the_highest_row_the_total_reaches():
    state = on_mission("the_sword_and_the_scales", "felix")  # Rogue 3
    play(state, "attempt", 0, 0)
    state.roll((4, 5))  # 9 + 3 = 12: "the scales, and the bandits' hoard besides"
    assert state.groups[0].gold == 3500 and state.groups[0].vp == 1 and state.quests[0] == []


def test_testes_a_low_result_on_the_table_fails_and_hurts():
    state = on_mission("the_sword_and_the_scales", "elara")  # Rogue 2, 3 HP
    play(state, "attempt", 0, 0)
    state.roll((1, 2))  # 3 + 2 = 5, below the difficulty 8: an ambush, 1d3 damage
    assert state.dice == "damage"
    state.roll((6,))
    while state.phase == "damage":
        play(state, "wound", 0)
    assert state.groups[0].heroes[0].damage == 3 and len(state.quests[0]) == 1


def test_testes_a_natural_2_reads_below_the_difficulty_and_a_natural_12_at_least_at_it():
    stage = mission_data().missions["mission-the_sword_and_the_scales"].stages[0]
    assert table_row(stage, 20, passed=False).damage == "1d3"
    assert table_row(stage, 12, passed=True).gold == 1500
    strength = mission_data().missions["mission-the_tower"].stages[0]
    assert strength.kind == "tests"


def test_testes_a_very_high_result_reveals_a_hidden_villain_who_is_fought_at_once():
    state = on_mission("the_hanged_man", "gabrielle", "bellatrix", "oswin", "liora")  # Mage 12, Warrior 2
    play(state, "attempt", 0, 0)
    state.roll((2, 3))  # 5 + 12 = 17: the seer names the Hollow King
    assert state.groups[0].vp == 1 and state.dice_request().reason.startswith("Warrior test 2d6+2 vs 10 against "
                                                                              "The Hollow King")
    state.roll((4, 4))  # 8 + 2 = 10
    state.roll((1, 3))  # 4 + 12 = 16
    assert state.groups[0].vp == 3 and state.groups[0].gold == 5000 and state.phase == "action"
    assert state.groups[0].vp_from == {"missions": 3}


def test_testes_a_villain_who_wins_deals_its_damage():
    state = on_mission("the_hanged_man", "gabrielle", "bellatrix", "oswin", "liora")
    play(state, "attempt", 0, 0)
    state.roll((2, 3))
    state.roll((1, 2))  # 3 + 2 = 5 against 10: lost
    assert state.dice == "damage" and "1d6" in state.dice_request().reason


def test_resolver_uma_missao_a_monster_hunt_fights_the_named_monster_and_a_lost_hunt_deals_1d3():
    state = on_mission("hunt_orcs", "diane")  # Warrior 3, Rogue 1
    action = find(state, "attempt", 0, 0)
    assert "Orc" in action.label and "1d3 damage" in action.label
    state.apply(action)
    state.roll((3, 3))  # warrior 9 passes
    state.roll((1, 2))  # rogue 4 fails
    assert state.dice == "damage"
    state = on_mission("hunt_orcs", "diane")
    play(state, "attempt", 0, 0)
    state.roll((3, 3))
    state.roll((5, 4))
    assert state.groups[0].gold == 3000 and state.groups[0].vp == 1


def test_iniciar_se_em_uma_ordem_a_resolved_guild_mission_initiates_the_group_and_goes_back_to_the_deck():
    state = on_mission("the_sealed_invitation", "felix")
    play(state, "attempt", 0, 0)
    state.roll((3, 3))  # Rogue 6 + 3 = 9
    assert state.groups[0].order == "order-golden_dawn" and state.groups[0].vp == 1
    assert "mission-the_sealed_invitation" in state.mission_deck and state.missions_out == []
    assert checks.points(state, 0, "rogue") == 4


def test_iniciar_se_em_uma_ordem_a_failed_guild_mission_also_goes_back_to_the_deck():
    state = on_mission("the_sealed_invitation", "njani")
    play(state, "attempt", 0, 0)
    state.roll((1, 2))
    assert state.quests[0] == [] and state.groups[0].order == ""
    assert "mission-the_sealed_invitation" in state.mission_deck


def test_pontos_de_vitoria_an_artifact_found_is_a_lasting_bonus_not_for_sale():
    state = on_mission("the_star", "njani")
    before = checks.points(state, 0, "mage")
    play(state, "resolve", 0, 0)
    assert state.groups[0].artifacts == ["artifact-star_shard"] and state.groups[0].vp == 1
    assert checks.points(state, 0, "mage") == before + 1
    assert state.view(0)["groups"][0]["artifacts"] == ["artifact-star_shard"]
    assert "artifact-star_shard" not in state.item_deck


def test_resolver_uma_missao_outcomes_name_artifacts_villains_and_orders_by_id():
    outcome = Outcome.read({"text": "", "gold": 0, "vp": 0, "damage": 0, "items": 0, "title": "",
                            "artifact": "star_shard", "order": True, "fight": "the_hollow_king"})
    assert (outcome.artifact, outcome.order, outcome.fight) == ("artifact-star_shard", "drawn",
                                                                "villain-the_hollow_king")
