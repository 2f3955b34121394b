"""*Fim de Turno* and *Movimentação dos Monstros*: the monsters' turn — targets, marches, the castle's
battle, invasions, the attacks on the heroes — and the rulebook's Hydra example."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine import new_game
from engine.core import ConfigError
from engine.rpgquest import hexes, monsters_turn, places
from engine.rpgquest.decks import decks
from tests.profiles import examples
from tests.rpgquest.helpers import finish_turn, line, place, play, small_world, table

WIDE = hexes.spiral((0, 0), 6)


def put(state, monster, where, target=""):
    state.map_monsters.setdefault(where, []).append(monster)
    if monster.startswith("great-"):
        state.great[monster] = target


def where_is(state, monster):
    return next(h for h, stack in state.map_monsters.items() if monster in stack)


def example():
    """*Movimentação dos Monstros*, the picture: the Hydra three hexes from the Torre and from a Village,
    the Orcs one hex from the Village, the Observer and the Earth Elemental further off."""
    state = table()
    small_world(state, WIDE, {"castelo_lillith": (0, -6), "torre": (-3, 0), "aleph": (3, 0),
                              "moedas": (-2, 5)})
    put(state, "great-hydra", (0, 0))
    put(state, "great-observer", (0, 5))
    put(state, "great-earth_elemental", (-5, -1))
    put(state, "orcs", (4, 0))
    return state


def test_movimentacao_dos_monstros_the_rulebook_example_hydra_observer_earth_elemental_and_orcs():
    state = example()
    finish_turn(state)
    # The Village wins the tie with the Tower; the Hydra moves first, then the Observer and the Elemental.
    assert state.great["great-hydra"] == "aleph" and where_is(state, "great-hydra") == (1, 0)
    marches = [line for line in state.log if "marches on" in line]
    assert marches == ["The Hydra of the Sunken Marshes marches on Aleph.", "The Observer marches on Moedas.",
                       "The Earth Elemental marches on Torre dos Magos."]
    # Then the Orcs, one hex from the Village, invade it: the public Monster Attack.
    assert state.invaded == {"aleph": "orcs"} and "orcs" not in str(state.map_monsters)
    assert not places.standing(state, "aleph")
    # Next Turn the Hydra keeps its target although the Village is no longer a civilised place ...
    finish_turn(state)
    assert state.great["great-hydra"] == "aleph" and where_is(state, "great-hydra") == (2, 0)
    # ... while for a great monster choosing now, the Village does not count.
    put(state, "great-red_dragon", (5, 0))
    finish_turn(state)
    assert state.great["great-red_dragon"] != "aleph"
    # "In two Rounds, the Village will become a Ruin."
    assert where_is(state, "great-hydra") == (3, 0) and state.ruins["aleph"] == 4
    assert "aleph" not in state.invaded and "orcs" in state.map_monsters[(3, 0)]


def test_fim_de_turno_the_monsters_move_at_the_end_of_every_turn_on_the_calendar_from_aries():
    state = example()
    assert state.view(0)["calendar"] == "Aries"
    finish_turn(state)
    assert "The monsters' turn (Aries)." in state.log and state.turn == 2
    assert state.markers[0] == [1, 2, 3, 4]
    assert state.view(0)["calendar"] == "Taurus"
    finish_turn(state)
    assert "The monsters' turn (Taurus)." in state.log
    assert monsters_turn.sign(12) == "Pisces"


def test_fim_de_jogo_after_pisces_the_calendar_is_over_and_the_turn_limit_is_at_most_twelve():
    with pytest.raises(ConfigError, match="at most 12"):
        table(turn_limit=13)
    state = table(turn_limit=12)
    small_world(state, line(0, 3), {"castelo_lillith": (0, 0)})
    state.turn = 12
    finish_turn(state)
    assert "The monsters' turn (Pisces)." in state.log
    assert state.is_over() and state.result().reason == "turn limit"


def test_grandes_monstros_ties_go_to_villages_then_the_market_cities_councils_and_the_castle():
    state = table()
    ring = hexes.ring((0, 0), 2)
    everything = {"castelo_lillith": ring[0], "arena": ring[1], "bastoes": ring[2], "moedas": ring[3],
                  "mercado": ring[4], "tav": ring[5], "aleph": ring[6], "arvore_elfica": ring[7]}
    small_world(state, hexes.spiral((0, 0), 3), everything)
    order = []
    while True:
        target = monsters_turn.nearest(state, (0, 0), monsters_turn.LAND)
        if target is None:
            break
        order.append(target)
        state.ruins[target] = 4
    # Villages (coins before swords), the Market, cities (coins before wands), councils, the tree, the castle.
    assert order == ["aleph", "tav", "mercado", "moedas", "bastoes", "arena", "arvore_elfica",
                     "castelo_lillith"]


def test_grandes_monstros_never_cross_water_but_take_the_shortest_way_round():
    state = table()
    # A lake between the monster and Taças: round it (5 hexes) is longer than Bastões' 4 on land.
    water = [(q, r) for q in range(1, 3) for r in range(-3, 4)]
    small_world(state, [h for h in hexes.spiral((0, 0), 6) if h not in water],
                {"castelo_lillith": (0, -6), "tacas": (3, 0), "bastoes": (-4, 0)}, water=water)
    assert monsters_turn.nearest(state, (0, 0), monsters_turn.LAND) == "bastoes"
    # The Observer flies over water: Taças is 3 hexes away for it.
    assert monsters_turn.nearest(state, (0, 0), monsters_turn.AIR) == "tacas"


def test_grandes_destruicoes_a_great_monster_ending_on_a_civilised_place_destroys_it():
    state = table()
    small_world(state, line(-3, 6), {"castelo_lillith": (-3, 0), "tacas": (2, 0)})
    put(state, "great-hydra", (1, 0))
    place(state, 0, (-3, 0))
    finish_turn(state)
    assert state.ruins == {"tacas": 4} and state.bounty == {"great-hydra": 1000}
    assert state.view(0)["ruins"] == {"tacas": 4}
    assert state.view(0)["great_challenges"][0] == {"id": "great-hydra", "target": None, "bounty": 1000}
    # A ruin offers none of its actions.
    place(state, 0, (2, 0), inside=True)
    assert places.location_here(state, 0) is None
    assert not {"recruit", "work", "train"} & {a.kind for a in state.legal_actions()}


def test_grandes_destruicoes_castelo_lillith_holds_a_turn_of_battle_then_the_monster_takes_a_new_target():
    state = table()
    small_world(state, line(-4, 4), {"castelo_lillith": (0, 0), "tacas": (-4, 0)})
    put(state, "great-hydra", (1, 0), target="castelo_lillith")
    place(state, 0, (4, 0), inside=False)
    finish_turn(state)
    assert where_is(state, "great-hydra") == (0, 0) and not state.ruins
    assert any("besieges Castelo Lillith" in line for line in state.log)
    assert state.great["great-hydra"] == ""  # the battle is fought this Turn; the next it moves on
    finish_turn(state)
    assert state.great["great-hydra"] == "tacas" and where_is(state, "great-hydra") == (-1, 0)


def test_grandes_monstros_the_card_rules_a_wyvern_moves_two_hexes_and_the_cave_troll_stays():
    state = table()
    small_world(state, line(-6, 6), {"castelo_lillith": (-6, 0), "tacas": (6, 0)})
    put(state, "great-wyvern", (0, 0))
    put(state, "great-cave_troll", (1, 0))
    finish_turn(state)
    assert where_is(state, "great-wyvern") == (2, 0) and where_is(state, "great-cave_troll") == (1, 0)


def test_monstros_menores_move_in_order_toward_the_nearest_civilised_location_never_the_castle():
    state = table()
    small_world(state, hexes.spiral((0, 0), 4), {"castelo_lillith": (0, 0), "tacas": (4, 0)})
    place(state, 0, (0, -4), inside=False)
    put(state, "gnolls", (-1, 0))
    put(state, "orcs", (-1, 0))
    finish_turn(state)
    # Neither goes through the castle: both step round it, the Orcs first, so the Gnolls end on top.
    stack = state.map_monsters[(0, 1)] if (0, 1) in state.map_monsters else state.map_monsters[(-1, 1)]
    assert stack == ["orcs", "gnolls"] and (0, 0) not in state.map_monsters


def test_monstros_menores_never_attack_a_council_but_fight_a_turn_under_its_stand():
    state = table()
    small_world(state, line(-2, 6), {"castelo_lillith": (-2, 0), "arena": (2, 0), "tacas": (4, 0)})
    put(state, "orcs", (1, 0))
    place(state, 0, (6, 0), inside=False)
    finish_turn(state)
    assert state.map_monsters == {(2, 0): ["orcs"]} and not state.invaded and places.standing(state, "arena")
    assert any("storm the Arena" in line for line in state.log)
    finish_turn(state)
    assert state.map_monsters == {(3, 0): ["orcs"]}


def test_monstros_menores_a_council_is_a_civilised_location_stormed_then_a_new_target_is_chosen():
    """*Monstros menores*: "move them one Hex in the direction of the nearest Civilised Location" (every
    place with a Stand, *Grandes Monstros*: the councils too); "If the Horde's Movement is to the Hex
    where a Council is, leave the Monster under the Stand ... The next time the Monsters play, choose a
    new TARGET and move the Monster out of the Council and towards the new Target"."""
    state = table()
    small_world(state, line(-4, 6), {"castelo_lillith": (-4, 0), "templo": (0, 0), "tacas": (4, 0)})
    put(state, "orcs", (1, 0))  # the Templo one hex west, Taças three hexes east
    finish_turn(state)
    assert state.map_monsters == {(0, 0): ["orcs"]} and places.standing(state, "templo") and not state.invaded
    assert any("toward Templo" in line for line in state.log) and any("storm the Templo" in line for line in state.log)
    finish_turn(state)  # a new TARGET: Taças, and out of the council toward it
    assert state.map_monsters == {(1, 0): ["orcs"]}
    assert state.view(0)["hordes"] == [[1, 0, "orcs", "tacas"]]
    finish_turn(state)  # the target is kept: the Templo, one hex back, is nearer but is no longer it
    assert state.map_monsters == {(2, 0): ["orcs"]}
    finish_turn(state)
    finish_turn(state)
    assert state.invaded == {"tacas": "orcs"} and not state.map_monsters and not state.hordes


def test_monstros_menores_a_horde_keeps_its_target_and_takes_a_new_one_when_it_finds_it_fallen():
    """*Grandes Monstros*: "Once a Target has been chosen, the Monster will keep moving until it reaches
    it", and the lesser monsters "do the same": a horde whose target was invaded meanwhile walks on to it,
    and there chooses a new one."""
    state = table()
    small_world(state, line(-4, 6), {"castelo_lillith": (-4, 0), "tacas": (2, 0), "bastoes": (6, 0)})
    put(state, "orcs", (1, 0))
    state.hordes = [[1, 0, "orcs", "tacas"]]
    state.invaded = {"tacas": "skeletons"}
    finish_turn(state)
    assert state.map_monsters == {(2, 0): ["orcs"]} and state.invaded == {"tacas": "skeletons"}
    assert not state.hordes
    finish_turn(state)
    assert state.map_monsters == {(3, 0): ["orcs"]} and state.hordes == [[3, 0, "orcs", "bastoes"]]


def test_monstros_menores_a_horde_beaten_takes_its_target_with_it():
    state = table()
    small_world(state, line(-4, 6), {"castelo_lillith": (-4, 0), "tacas": (4, 0)})
    put(state, "orcs", (1, 0))
    state.hordes = [[1, 0, "orcs", "tacas"]]
    place(state, 0, (1, 0), inside=False)
    play(state, "fight")
    while state.dice_request():
        state.roll((6, 6))
    assert not state.map_monsters and not state.hordes


def test_combate_e_destruicao_lesser_monsters_invade_a_city_and_never_move_again():
    state = table()
    small_world(state, line(-2, 6), {"castelo_lillith": (-2, 0), "tacas": (2, 0), "bastoes": (6, 0)})
    put(state, "skeletons", (1, 0))
    place(state, 0, (-2, 0))
    finish_turn(state)
    assert state.invaded == {"tacas": "skeletons"} and not state.map_monsters
    assert state.view(0)["invaded"] == {"tacas": "skeletons"}
    finish_turn(state)
    assert state.invaded == {"tacas": "skeletons"}
    place(state, 0, (2, 0), inside=True)
    assert places.location_here(state, 0) is None


def test_movimentacao_dos_monstros_wandering_monsters_move_by_their_card_and_never_attack_places():
    state = table()
    small_world(state, line(-2, 8), {"castelo_lillith": (-2, 0), "tacas": (4, 0)})
    put(state, "wander-manticore", (3, 0))  # hunts the nearest group
    put(state, "wander-troll_of_the_bridges", (5, 0))  # stays on its hex
    place(state, 0, (8, 0), inside=False)
    finish_turn(state)
    assert where_is(state, "wander-manticore") == (4, 0) and not state.invaded and not state.ruins
    assert where_is(state, "wander-troll_of_the_bridges") == (5, 0)
    finish_turn(state)
    assert where_is(state, "wander-manticore") == (5, 0)


@examples(40)
@given(seed=st.integers(0, 10_000), picks=st.lists(st.tuples(st.integers(0, 10_000), st.sampled_from(
    ("orcs", "skeletons", "gnolls", "zombies", "bullywugs", "bergahazzas", "wander-manticore"))), max_size=8),
    turns=st.integers(1, 4))
def test_movimentacao_dos_monstros_moves_keep_every_token_and_walk_only_where_monsters_may(seed, picks, turns):
    """However the tokens lie, the monsters' turn neither makes nor loses a token; walkers stay on land,
    lesser monsters never stand on Castelo Lillith, each moves at most its hexes, and every horde's kept
    target belongs to a token still on its hex."""
    state = table(players=2, seed=seed)
    land = sorted(state.world.land - set(state.world.location_hexes.values()))
    for index, monster in picks:
        put(state, monster, land[index % len(land)])
    for _ in range(turns):
        before = {m: h for h, stack in state.map_monsters.items() for m in stack if m.startswith("great-")}
        tokens = sorted([m for stack in state.map_monsters.values() for m in stack] + list(state.invaded.values()))
        monsters_turn.play(state)
        after = sorted([m for stack in state.map_monsters.values() for m in stack] + list(state.invaded.values()))
        assert after == tokens
        for where, stack in state.map_monsters.items():
            assert where in state.world.places
            for monster in stack:
                flies = monster.startswith("great-") and decks().challenges[monster].flies
                assert flies or where in state.world.land
                assert not (monster in decks().monsters and where == state.world.castle)
                if monster in before:
                    assert hexes.distance(before[monster], where) <= decks().challenges[monster].moves
        for q, r, monster, target in state.hordes:  # a kept target is a token's: never more rows than tokens
            rows = sum(1 for row in state.hordes if row[:3] == [q, r, monster])
            assert rows <= state.map_monsters.get((q, r), []).count(monster)
            assert target in state.world.location_hexes and target != "castelo_lillith"
        state.attacks = []


def _shortest_ways(world, start, walk):
    """Plain breadth-first search: the hexes a monster walking `walk` takes from `start` to every hex."""
    ground = set(world.places) if walk == monsters_turn.AIR else set(world.land)
    if walk == monsters_turn.LESSER:
        ground.discard(world.castle)
    found, todo = {start: 0}, [start]
    for here in todo:
        if here in ground:
            for there in hexes.neighbours(here):
                if there in ground and there not in found:
                    found[there] = found[here] + 1
                    todo.append(there)
    return found


@examples(40)
@given(st.integers(0, 200), st.sampled_from([monsters_turn.LAND, monsters_turn.AIR, monsters_turn.LESSER]),
       st.data())
def test_movimentacao_dos_monstros_a_march_counts_the_hexes_of_the_shortest_way(seed, walk, data):
    """The distances to a target, worked out only as far as each march asks, are a full search's."""
    world = new_game("rpgquest", {"fast": seed % 2 == 1}, seed).world
    key = data.draw(st.sampled_from(sorted(world.location_hexes)))
    full = _shortest_ways(world, world.location_hexes[key], walk)
    for where in data.draw(st.lists(st.sampled_from(sorted(world.places)), min_size=1, max_size=4)):
        known = monsters_turn.distances(world, key, walk, where)
        assert all(full[here] == steps for here, steps in known.items())
        assert known.get(where) == full.get(where)
        reach = full.get(where, len(world.places))
        assert all(here in known for here, steps in full.items() if steps <= reach)


def test_movimentacao_dos_monstros_every_step_is_a_log_line_with_where_the_monsters_stand_after_it():
    """The screen shows the monsters' turn step by step: the view lists each step's log line, the hex it
    happens on, and the map's monsters once it is done (the Hydra's target and march, the Orcs' move)."""
    state = example()
    put(state, "orcs", (-3, 3))  # far from every place: a horde that only moves
    finish_turn(state)
    told = state.view(0)["monsters_turn"]
    assert told["turn"] == 1
    texts = [step["text"] for step in told["steps"]]
    first = state.log.index("The monsters' turn (Aries).")
    assert texts == state.log[first:first + len(texts)]  # every line of the monsters' turn, in order
    assert texts[1] == "The Hydra of the Sunken Marshes marches on Aleph."
    moved = texts.index("The Hydra of the Sunken Marshes moves 1 hex toward Aleph, to valley in Kether.")
    assert [1, 0, ["great-hydra"]] in told["steps"][moved]["monsters"] and told["steps"][moved]["at"] == [1, 0]
    assert [0, 0, ["great-hydra"]] in told["steps"][1]["monsters"]  # the target is told before the march
    assert sum("The Orcs move one hex toward" in text for text in texts) == 2  # each horde's move
    assert any(text.startswith("The Orcs invade Aleph") for text in texts)
    assert told["steps"][-1]["monsters"] == state.view(0)["monsters"]
