"""The hex geometry of the map of Arcádia (engine/rpgquest/hexes.py)."""

from hypothesis import given
from hypothesis import strategies as st

from engine.rpgquest import hexes

coordinate = st.integers(-30, 30)
hex_ = st.tuples(coordinate, coordinate)


@given(hex_, hex_)
def test_distance_is_symmetric_and_zero_only_to_itself(a, b):
    assert hexes.distance(a, b) == hexes.distance(b, a)
    assert (hexes.distance(a, b) == 0) == (a == b)


@given(hex_, hex_, hex_)
def test_distance_obeys_the_triangle_inequality(a, b, c):
    assert hexes.distance(a, c) <= hexes.distance(a, b) + hexes.distance(b, c)


@given(hex_)
def test_every_neighbour_is_one_step_away(a):
    around = hexes.neighbours(a)
    assert len(set(around)) == 6
    assert all(hexes.distance(a, n) == 1 for n in around)


@given(hex_, st.integers(0, 5))
def test_rotation_six_times_is_the_identity_and_keeps_distance(a, steps):
    turned = a
    for _ in range(6):
        turned = hexes.rotate(turned, 1)
    assert turned == a
    assert hexes.distance((0, 0), hexes.rotate(a, steps)) == hexes.distance((0, 0), a)


def test_rotation_turns_east_to_south_east():
    assert hexes.rotate((1, 0), 1) == (0, 1)
    assert hexes.rotate((2, -1), 3) == (-2, 1)


@given(hex_, st.integers(0, 6))
def test_rings_and_spirals_have_the_hexagonal_counts(centre, radius):
    ring = hexes.ring(centre, radius)
    assert len(set(ring)) == max(1, 6 * radius)
    assert all(hexes.distance(centre, h) == radius for h in ring)
    assert len(set(hexes.spiral(centre, radius))) == 3 * radius * radius + 3 * radius + 1


water = st.sets(hex_.filter(lambda h: hexes.distance((0, 0), h) <= 6), max_size=40)


@given(water, st.tuples(st.integers(-4, 4), st.integers(-4, 4)))
def test_a_shortest_path_never_crosses_water_on_foot(lake, goal):
    board = set(hexes.spiral((0, 0), 6))

    def cost(_here, there):
        if there not in board or there in lake:
            return None
        return 1 + (abs(there[0]) % 3)

    start = (0, 0)
    found = hexes.cheapest_path(start, goal, cost)
    if start in lake or goal in lake:
        return
    if found is None:
        assert goal not in hexes.connected(start, lambda h: h in board and h not in lake)
        return
    total, path = found
    assert not set(path) & lake
    steps = [start, *path]
    assert all(hexes.distance(a, b) == 1 for a, b in zip(steps, steps[1:], strict=False))
    assert total == sum(cost(a, b) for a, b in zip(steps, steps[1:], strict=False))
    assert total == hexes.cheapest_costs(start, cost)[goal]


def test_cheapest_costs_stops_at_the_limit():
    costs = hexes.cheapest_costs((0, 0), lambda _a, _b: 2, limit=4)
    assert max(costs.values()) == 4
    assert len(costs) == len(hexes.spiral((0, 0), 2))
