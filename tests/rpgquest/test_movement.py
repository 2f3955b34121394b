"""*Mover-se pelo Tabuleiro*: Movement Points, ambushes, fords, the ship, stealthy evasion."""

import pytest

from engine.core import Action, IllegalAction
from engine.rpgquest import hexes
from tests.rpgquest.helpers import direction_to, find, group_of, kinds, line, paint, place, play, small_world, table

EAST = 0


def walk(state, direction=EAST):
    """Step, and roll a 10 on any ambush test (never an ambush)."""
    play(state, "step", direction)
    if state.dice_request():
        state.roll((10,))


def line_east(start, count):
    return [(start[0] + k, start[1]) for k in range(1, count + 1)]


def test_custo_each_movement_action_gives_7_points_paid_before_entering():
    state = table()
    path = line_east(state.world.castle, 3)
    paint(state, {path[0]: "valley", path[1]: "hill", path[2]: "mountain"})
    place(state, 0, state.world.castle, inside=False)
    play(state, "move")
    assert state.mp == 7
    walk(state)
    walk(state)  # the hill costs 2: 4 left
    assert state.mp == 4
    walk(state)  # the mountain range costs 4: 0 left
    assert state.mp == 0 and state.groups[0].hex == path[2]


def test_custo_a_hex_that_costs_more_than_the_points_left_cannot_be_entered():
    state = table()
    path = line_east(state.world.castle, 2)
    paint(state, {path[0]: "swamp", path[1]: "mountain"})
    play(state, "move")
    walk(state)  # the swamp costs 2: 5 left
    assert state.mp == 5
    state.mp = 3
    state._legal = None
    assert ("step", (EAST,)) not in {(a.kind, a.args) for a in state.legal_actions()}


def test_custo_movement_actions_may_be_chained_and_leftover_points_are_lost():
    state = table()
    path = line_east(state.world.castle, 2)
    paint(state, {path[0]: "desert", path[1]: "mountain"})
    play(state, "move")
    assert "chain" not in kinds(state)  # every neighbour is within the 7 MP
    walk(state)
    walk(state)
    assert state.mp == 1 and "chain" in kinds(state)
    play(state, "chain")
    assert state.mp == 8 and state.markers[0] == [3, 4]
    play(state, "stop")
    assert state.mp == 0 and state.phase == "action"


def test_emboscadas_entering_a_forest_rolls_1d10_and_a_low_roll_ends_the_action_in_an_ambush():
    state = table()
    path = line_east(state.world.castle, 2)
    paint(state, {path[0]: "forest", path[1]: "forest"})
    play(state, "move")
    play(state, "step", EAST)
    request = state.dice_request()
    assert request.dice == (10,) and "1-2" in request.reason
    state.roll((3,))
    assert state.phase == "move" and state.mp == 6
    play(state, "step", EAST)
    state.roll((2,))
    assert state.combat is not None and state.combat.ambush and state.mp == 0
    assert state.dice_request().dice == (6, 6)


def test_emboscadas_valleys_and_roads_are_safe():
    state = table()
    path = line_east(state.world.castle, 2)
    paint(state, {path[0]: "valley", path[1]: "road"})
    play(state, "move")
    play(state, "step", EAST)
    play(state, "step", EAST)
    assert state.dice_request() is None and state.to_move() == 0


def test_the_castelo_lillith_to_espadas_example_seven_hexes_three_forests_three_tests():
    state = table()
    path = line_east(state.world.castle, 7)
    terrain = ["valley", "forest", "valley", "forest", "road", "forest", "valley"]
    paint(state, dict(zip(path, terrain, strict=True)))
    play(state, "move")
    tests = 0
    for _ in path:
        play(state, "step", EAST)
        if state.dice_request():
            tests += 1
            state.roll((5,))  # never an ambush
    assert tests == 3 and state.groups[0].hex == path[-1] and state.mp == 0


def test_interrompendo_a_location_on_the_way_is_passed_for_1_mp_without_ambush_or_entered():
    state = table()
    start = next(h for h in hexes.neighbours(state.world.castle) if h in state.world.land)
    place(state, 0, start, inside=False)
    play(state, "move")
    play(state, "step", direction_to(start, state.world.castle))
    assert state.mp == 6 and state.dice_request() is None
    assert "enter" in kinds(state)
    play(state, "enter")
    assert state.groups[0].inside and state.phase == "action" and state.mp == 0


def test_navio_mercante_crossing_the_river_costs_100gp():
    state = table()
    east = line_east(state.world.castle, 1)[0]
    paint(state, {east: "river"})
    gold = state.groups[0].gold
    play(state, "move")
    play(state, "step", EAST)
    assert state.groups[0].gold == gold - 100 and state.mp == 6


def test_navio_mercante_the_ship_costs_1_mp_and_100gp_a_hex_sailed():
    state = table(seed=3)
    shore = min(state.world.shores)
    place(state, 0, shore, inside=False)
    play(state, "move")
    play(state, "board")
    sail = next(a for a in state.legal_actions() if a.kind == "sail")
    hexes_sailed = int(sail.label.split("(")[1].split(" hex")[0])
    gold = state.groups[0].gold
    state.apply(sail)
    assert state.mp == 6
    assert state.groups[0].gold == gold - max(100, 100 * hexes_sailed)
    assert state.groups[0].hex == (sail.args[0], sail.args[1])


def monster_east(state, monster="orcs"):
    east = line_east(state.world.castle, 1)[0]
    paint(state, {east: "valley"})
    state.map_monsters[east] = [monster]
    return east


def test_encontro_a_group_may_move_onto_a_visible_monster_to_fight_it():
    state = table()
    east = monster_east(state)
    play(state, "move")
    play(state, "step", EAST)
    assert state.groups[0].hex == east and state.combat and not state.combat.ambush and state.mp == 0


def test_esquiva_furtiva_a_rogue_test_of_9_slips_past_a_visible_monster():
    state = table()
    group_of(state, 0, "felix")  # Rogue 3
    monster_east(state)
    play(state, "move")
    play(state, "sneak", EAST)
    request = state.dice_request()
    assert "Rogue test 2d6+3 vs 9" in request.reason
    state.roll((3, 3))
    assert state.combat is None and state.phase == "move"


def slipped_past(state):
    """A Rogue group that has slipped unseen onto the Orcs' hex east of the castle, with MP to walk on."""
    group_of(state, 0, "felix")  # Rogue 3
    east = monster_east(state)
    play(state, "move")
    play(state, "sneak", EAST)
    state.roll((3, 3))
    assert state.groups[0].hex == east and state.combat is None and state.mp == 6
    return east


def test_mover_se_pelo_tabuleiro_a_group_that_ends_its_movement_on_a_monsters_hex_must_fight():
    """*Combate*: "If the Group of Heroes ends a Movement on the Hex where a Monster is ... a COMBAT
    necessarily occurs": slipping past unseen (*Esquiva Furtiva*) is for crossing the hex, not for
    stopping on it in peace and spending the Turn's other actions there."""
    state = table()
    east = slipped_past(state)
    play(state, "stop")
    assert state.combat is not None and state.combat.monster == "orcs" and not state.combat.ambush
    assert state.combat.where == east and state.mp == 0 and state.phase != "action"


def test_mover_se_pelo_tabuleiro_slipping_past_the_group_may_walk_on_but_not_end_its_movement_there():
    """The group may walk on out of the hex (that is what slipping past is for), or chain another
    action to do so; ending the movement there in peace (entering the place, resolving a stage) is
    not offered: stopping there is the combat."""
    state = table()
    small_world(state, line(0, 4), {"castelo_lillith": (0, 0), "torre": (1, 0)})
    state.map_monsters[(1, 0)] = ["orcs"]  # a horde storming the Torre dos Magos
    group_of(state, 0, "felix")
    play(state, "move")
    play(state, "sneak", EAST)
    state.roll((3, 3))
    offered = kinds(state)
    assert "step" in offered and "stop" in offered and "enter" not in offered and "resolve" not in offered
    stop = find(state, "stop")
    assert "Orcs" in stop.label and "combat" in stop.label
    play(state, "step", EAST)
    assert state.combat is None and state.phase == "move" and state.groups[0].hex == (2, 0)


def test_esquiva_furtiva_a_failed_evasion_means_combat():
    state = table()
    group_of(state, 0, "felix")
    monster_east(state)
    play(state, "move")
    play(state, "sneak", EAST)
    state.roll((2, 3))
    assert state.combat is not None and state.mp == 0


def test_esquiva_furtiva_does_not_apply_to_ambushes():
    state = table()
    east = line_east(state.world.castle, 1)[0]
    paint(state, {east: "swamp"})
    play(state, "move")
    play(state, "step", EAST)
    state.roll((1,))
    assert state.combat is not None and "sneak" not in kinds(state)


def test_a_move_onto_water_is_refused():
    state = table()
    east = line_east(state.world.castle, 1)[0]
    paint(state, {east: "water"})
    play(state, "move")
    assert ("step", (EAST,)) not in {(a.kind, a.args) for a in state.legal_actions()}
    with pytest.raises(IllegalAction):
        state.apply(Action("step", (EAST,)))


def test_emboscadas_an_empty_ambush_bag_means_a_quiet_road():
    state = table()
    east = line_east(state.world.castle, 1)[0]
    paint(state, {east: "swamp"})
    state.bag = dict.fromkeys(state.bag, 0)
    play(state, "move")
    play(state, "step", EAST)
    state.roll((1,))
    assert state.combat is None and state.phase == "move" and state.mp == 5


def test_interrompendo_a_group_already_inside_is_not_offered_to_enter_again():
    state = table()
    play(state, "move")
    assert "enter" not in kinds(state)
    walk(state)
    assert not state.groups[0].inside


def test_emboscadas_the_wandering_monster_token_brings_a_wandering_monster_card():
    state = table()
    east = line_east(state.world.castle, 1)[0]
    paint(state, {east: "swamp"})
    state.bag = dict.fromkeys(state.bag, 0)
    state.bag["wandering"] = 1
    top = "wander-troll_of_the_bridges"  # a card whose monster falls on the group where it was drawn
    state.wandering_deck.remove(top)
    state.wandering_deck.append(top)
    play(state, "move")
    play(state, "step", EAST)
    state.roll((1,))
    assert state.combat is not None and state.combat.monster == top
    assert state.bag["wandering"] == 1  # the token goes back into the bag
    assert top not in state.wandering_deck
