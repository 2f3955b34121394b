"""*Mover-se pelo Tabuleiro* and *Emboscadas* as a route preview: cost, actions, fares and risk."""

from fractions import Fraction

from engine.rpgquest import hexes
from engine.rpgquest.routes import actions_for, reachable, route
from tests.rpgquest.helpers import paint, table


def a_line(state, length=4):
    """A straight line of hexes east of the castle, all on the map."""
    start = state.world.castle
    line = [start]
    for _ in range(length):
        line.append(hexes.add(line[-1], (1, 0)))
    assert all(h in state.world.places for h in line)
    return line


def test_custo_de_deslocamento_a_route_adds_the_movement_costs_of_the_hexes_entered():
    state = table()
    line = a_line(state)
    paint(state, {line[1]: "valley", line[2]: "mountain", line[3]: "swamp", line[4]: "valley"})
    found = route(state.world, line[0], line[4])
    assert found is not None and found.mp <= 1 + 4 + 2 + 1
    assert found.path[-1] == line[4] and found.steps == len(found.path)


def test_custo_de_deslocamento_actions_chain_while_a_step_costs_more_than_is_left():
    assert actions_for([1, 1, 1, 1, 1, 1, 1]) == 1  # 7 MP: one action
    assert actions_for([1, 1, 1, 1, 4]) == 2  # 3 MP left cannot pay for the mountain
    assert actions_for([4, 4]) == 2  # 3 MP left after the first mountain, chained to 10
    assert actions_for([2, 2], mp_in_hand=4) == 0  # already moving with 4 MP in hand


def test_emboscadas_the_risk_is_the_chance_of_at_least_one_ambush_on_the_way():
    state = table()
    line = a_line(state, 2)
    paint(state, {line[1]: "forest", line[2]: "swamp"})  # 1-2 and 1-3 on the d10
    found = route(state.world, line[0], line[2])
    assert found is not None
    safe = Fraction(1)
    for where in found.path:
        place = state.world.places[where]
        safe *= Fraction(10 - (0 if place.location else place.terrain.ambush), 10)
    assert found.ambush == 1 - safe and found.ambush > 0


def test_emboscadas_among_equally_dear_routes_the_safer_one_is_taken():
    state = table()
    start = state.world.castle
    east = hexes.add(start, (1, 0))
    south_east = hexes.add(start, (0, 1))
    goal = hexes.add(start, (1, 1))  # two steps away, by the east or by the south-east
    paint(state, {east: "forest", south_east: "woods", goal: "valley"})
    found = route(state.world, start, goal)
    assert found is not None and found.mp == 2
    assert found.path[0] != east  # the woods (1 on the d10) beat the forest (1-2)


def test_encontro_com_monstros_a_route_goes_round_monsters_unless_they_are_its_goal():
    state = table()
    line = a_line(state, 2)
    paint(state, {line[1]: "valley", line[2]: "valley"})
    around = route(state.world, line[0], line[2], monsters={line[1]})
    assert around is not None and line[1] not in around.path
    onto = route(state.world, line[0], line[1], monsters={line[1]})
    assert onto is not None and onto.path == (line[1],)


def test_a_ford_the_group_cannot_pay_for_is_not_a_route():
    state = table()
    line = a_line(state, 1)
    paint(state, {line[1]: "river"})
    paid = route(state.world, line[0], line[1])
    assert paid is not None and paid.fares == 100
    assert route(state.world, line[0], line[1], gold=50) is None


def test_water_and_the_hex_you_stand_on_have_no_route():
    state = table()
    water = next(h for h, p in state.world.places.items() if p.terrain.cost is None)
    assert route(state.world, state.world.castle, water) is None
    assert route(state.world, state.world.castle, state.world.castle) is None


def test_reachable_gives_the_hexes_one_action_reaches():
    state = table()
    costs = reachable(state.world, state.world.castle, 7)
    assert costs[state.world.castle] == 0 and max(costs.values()) <= 7
    for where, cost in costs.items():
        if where != state.world.castle:
            found = route(state.world, state.world.castle, where)
            assert found is not None and found.mp == cost
