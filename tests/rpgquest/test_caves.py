"""*Exploração de Cavernas*, *Movimentar-se pelas Cavernas*, *Explorar Dungeons*: the Underground Kingdom."""

from engine.rpgquest import caves, rumours
from tests.rpgquest.helpers import at_location, kinds, place, play, table


def cave_hexes(state):
    return list(state.world.marked["cave"])


def mapped_by_red(state):
    """Red's group has found the caves at the first Cave hex and drawn both exits."""
    mouths = cave_hexes(state)[:3]
    state.caves = list(mouths)
    state.cave_mapper = 0
    return mouths


def test_exploracao_de_cavernas_is_offered_on_any_cave_hex_until_the_caves_are_found():
    state = table(players=2)
    first, second = cave_hexes(state)[:2]
    assert rumours.here(state, first) == ["rumour-cave_exploration"]
    state.caves = [first]
    state.cave_mapper = 0
    assert "rumour-cave_exploration" not in rumours.here(state, second)


def test_exploracao_de_cavernas_the_second_action_maps_the_second_exit_for_1_vp_and_the_title():
    state = table(players=2)
    entrance = cave_hexes(state)[0]
    state.caves = [entrance]
    state.cave_mapper = 0
    caves.draw_exit(state)  # the first action's exit
    assert len(state.caves) == 2 and not caves.mapped(state)
    place(state, 0, entrance, inside=False)
    play(state, "map_caves")
    group = state.groups[0]
    kingdoms = {state.world.places[mouth].kingdom for mouth in state.caves}
    assert len(state.caves) == 3 and len(kingdoms) == 3
    assert caves.mapped(state) and group.vp == 1 and caves.MAPPERS_TITLE in group.titles and group.maps
    assert group.vp_from == {"mapping the caves": 1}
    assert state.markers[0] == [2, 3, 4]


def test_exploracao_de_cavernas_only_the_first_group_maps_the_exits():
    state = table(players=2)
    entrance = cave_hexes(state)[0]
    state.caves = [entrance]
    state.cave_mapper = 1
    place(state, 0, entrance, inside=False)
    assert "map_caves" not in kinds(state)


def test_exploracao_de_cavernas_the_empress_pays_2500gp_for_the_maps_at_castelo_lillith():
    state = table(players=2)
    state.groups[0].maps = True
    at_location(state, 0, "castelo_lillith")
    gold = state.groups[0].gold
    play(state, "deliver_maps")
    assert state.groups[0].gold == gold + 2500 and not state.groups[0].maps
    assert state.markers[0] == [1, 2, 3, 4]  # free, like dismissing a hero
    assert "deliver_maps" not in kinds(state)


def test_movimentar_se_pelas_cavernas_a_whole_action_from_a_known_mouth_to_another():
    state = table(players=2)
    first, second, third = mapped_by_red(state)
    place(state, 0, first, inside=False)
    play(state, "move")
    assert {a.args for a in state.legal_actions() if a.kind == "tunnel"} == {second, third}
    play(state, "tunnel", *third)
    assert state.groups[0].hex == third and state.mp == 0


def test_movimentar_se_pelas_cavernas_not_with_part_of_an_action_spent_and_not_before_mapping():
    state = table(players=2)
    first, _second, _third = mapped_by_red(state)
    place(state, 0, first, inside=False)
    play(state, "move")
    state.mp = 6
    state._legal = None
    assert "tunnel" not in kinds(state)
    state.caves = [first]
    state.mp = 7
    state._legal = None
    assert "tunnel" not in kinds(state)


def test_explorar_dungeons_once_three_mouths_are_known_the_other_cave_hexes_are_dungeons():
    state = table(players=2)
    mouths = mapped_by_red(state)
    others = [h for h in cave_hexes(state) if h not in mouths]
    assert others and all(caves.is_dungeon(state, h) for h in others)
    assert not any(caves.is_dungeon(state, h) for h in mouths)
    dungeons = rumours.here(state, others[0])
    assert len(dungeons) == 8 and all(d.startswith("rumour-dungeon_") for d in dungeons)


def test_explorar_dungeons_a_failed_dungeon_stays_and_is_the_one_met_there():
    state = table(players=2)
    mouths = mapped_by_red(state)
    first, second = [h for h in cave_hexes(state) if h not in mouths][:2]
    state.dungeon_at[first] = "rumour-dungeon_giza"
    assert rumours.here(state, first) == ["rumour-dungeon_giza"]
    assert "rumour-dungeon_giza" not in rumours.here(state, second)


def test_explorar_dungeons_a_won_dungeon_is_marked_explored():
    state = table(players=2)
    mouths = mapped_by_red(state)
    first = [h for h in cave_hexes(state) if h not in mouths][0]
    state.explored.append(first)
    assert rumours.here(state, first) == [] and not caves.is_dungeon(state, first)


def test_movimentar_se_pelas_cavernas_why_no_tunnel_says_why_exactly_when_no_tunnel_is_offered():
    state = table(players=2)
    first, second, third = cave_hexes(state)[:3]
    place(state, 0, first, inside=False)
    play(state, "move")
    for mouths, mp in (([], 7), ([first], 7), ([first, second], 7), ([second, third], 7),
                       ([first, second, third], 6), ([first, second, third], 7)):
        state.caves, state.mp = list(mouths), mp
        state._legal = None
        why = caves.why_no_tunnel(state.world, state.caves, first, state.mp)
        assert (why == "") == ("tunnel" in kinds(state)), (mouths, mp, why)
    state.caves, state.mp = [first], 7
    assert "1 of 3 mouths known" in caves.why_no_tunnel(state.world, state.caves, first, 7)
    state.caves = [first, second, third]
    assert "spend another action" in caves.why_no_tunnel(state.world, state.caves, first, 4)
    assert "Move first" in caves.why_no_tunnel(state.world, state.caves, first, None)
