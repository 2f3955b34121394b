"""The Map of Arcádia: Region Tiles, their shuffle and turn, and the Locations on them.

Rulebook sections: *Definições* (Region Tile, Hex, Location Hex), *Movimentação* (movement
costs and ambushes) and *Partidas Mais Rápidas* (Faster Games).
"""

import pytest

from engine.rng import Rng
from engine.rpgquest import hexes
from engine.rpgquest.world import YESOD, build_world
from engine.rpgquest.world_data import CASTLE, world_data

SEEDS = range(300)


def test_definicoes_every_region_tile_has_19_hexes_a_point_of_interest_a_name_and_number():
    kingdoms = world_data().kingdoms
    assert sorted(kingdoms) == list(range(1, 21))
    for kingdom in kingdoms.values():
        assert set(kingdom.terrain) == set(hexes.spiral((0, 0), 2))
        assert kingdom.name and kingdom.point_of_interest in kingdom.terrain


def test_definicoes_the_kingdoms_are_named_for_the_sephirot_and_the_places_of_the_rulebook():
    names = {k.name for k in world_data().kingdoms.values()}
    assert {"Kether", "Hochma", "Geburah", "Yesod", "Black Forest", "Frozen Valley",
            "Narcissus Grove"} <= names


def test_definicoes_there_are_20_location_hexes_with_the_rulebooks_places():
    locations = world_data().locations
    names = {location.name for location in locations.values()}
    assert len(locations) == 20
    assert {"Castelo Lillith", "Bastões", "Taças", "Espadas", "Moedas", "Shin", "Mem", "Aleph",
            "Tav", "Arena", "Templo", "Torre dos Magos", "Árvore Élfica", "Camelot",
            "Metropole Fun"} <= names


def test_the_slots_tile_the_plane_without_gaps_inside_or_overlaps():
    layout = world_data().layout
    for slots in (layout.slots, layout.fast_slots):
        covered: list[hexes.Hex] = []
        for slot in slots:
            covered.extend(hexes.spiral(layout.centre(slot), 2))
        assert len(covered) == len(set(covered)) == 19 * len(slots)
        land = set(covered)
        assert hexes.connected(covered[0], land.__contains__) == land


@pytest.mark.parametrize("fast", [False, True])
def test_every_seed_gives_one_world_where_every_land_hex_is_reached_from_castelo_lillith(fast):
    for seed in SEEDS:
        world = build_world(Rng(seed), fast)
        land = world.land
        assert hexes.connected(world.castle, land.__contains__) == land, seed


def test_kingdom_1_and_castelo_lillith_stand_at_the_centre_of_the_map():
    for seed in range(20):
        world = build_world(Rng(seed))
        assert world.kingdoms[0].number == 1 and world.kingdoms[0].centre == (0, 0)
        assert world.places[world.castle].kingdom == 1
        assert world.places[world.castle].location == CASTLE


def test_tiles_are_shuffled_and_turned_to_all_six_positions():
    orders = set()
    turns = set()
    for seed in range(40):
        world = build_world(Rng(seed))
        orders.add(tuple(k.number for k in world.kingdoms))
        turns.update(k.rotation for k in world.kingdoms)
    assert len(orders) == 40
    assert turns == set(range(6))


def test_the_same_seed_lays_out_the_same_world():
    assert build_world(Rng(7)).places == build_world(Rng(7)).places


def test_one_location_of_interest_stands_on_each_point_of_interest():
    for seed in range(30):
        world = build_world(Rng(seed))
        points = world.with_feature("point_of_interest")
        assert len(points) == 20
        assert sorted(world.location_hexes.values()) == points


def test_partidas_mais_rapidas_16_kingdoms_with_1_to_11_always_and_no_villages():
    drawn = set()
    for seed in range(40):
        world = build_world(Rng(seed), fast=True)
        numbers = {k.number for k in world.kingdoms}
        assert len(numbers) == 16 and set(range(1, 12)) <= numbers
        drawn |= numbers - set(range(1, 12))
        kinds = {world_data().locations[key].kind for key in world.location_hexes}
        assert "village" not in kinds
        assert len(world.location_hexes) == 16
    assert drawn == set(range(12, 21))


def test_navio_mercante_the_ship_sails_the_waters_of_lake_yesod():
    for seed in range(30):
        world = build_world(Rng(seed))
        lake = [h for h in world.ship_waters if world.places[h].kingdom == YESOD]
        assert lake and world.shores
        assert all(world.places[h].terrain.water for h in world.ship_waters)


def test_custo_de_deslocamento_terrain_costs_and_ambush_values_are_the_rulebooks():
    terrains = {t.id: t for t in world_data().terrains.values()}
    assert terrains["mountain"].cost == 4
    assert terrains["swamp"].cost == terrains["desert"].cost == terrains["hill"].cost == 2
    assert terrains["swamp"].ambush == terrains["black_forest"].ambush == 3
    assert terrains["desert"].ambush == terrains["forest"].ambush == 2
    assert all(terrains[t].ambush == 1 for t in ("ice", "mountain", "hill", "woods"))
    assert terrains["valley"].ambush == terrains["road"].ambush == 0
    assert terrains["water"].cost is None
    assert terrains["river"].fare == 100


def test_a_location_is_passed_through_for_one_movement_point_and_no_ambush():
    location = world_data().terrains["@"]
    assert location.cost == 1 and location.ambush == 0


def test_on_foot_water_cannot_be_entered():
    world = build_world(Rng(1))
    lake = next(h for h in world.ship_waters if world.places[h].terrain.cost is None)
    shore = next(n for n in hexes.neighbours(lake) if n in world.land)
    assert world.foot_cost(shore, lake) is None
    assert world.foot_cost(shore, (999, 999)) is None


def test_definicoes_each_region_tile_is_laid_turned_about_its_centre_slot():
    """Every hex of a placed tile carries the tile's terrain and marks, turned by its rotation."""
    data = world_data()
    for seed in range(20):
        world = build_world(Rng(seed), fast=seed % 2 == 1)
        for placed in world.kingdoms:
            kingdom = data.kingdoms[placed.number]
            for local, terrain in kingdom.terrain.items():
                place = world.places[hexes.add(placed.centre, hexes.rotate(local, placed.rotation))]
                assert (place.kingdom, place.terrain.id) == (placed.number, terrain)
                assert place.features == kingdom.features.get(local, frozenset())


def test_definicoes_kingdoms_touch_where_a_hex_of_one_lies_beside_a_hex_of_the_other():
    for seed in range(20):
        world = build_world(Rng(seed), fast=seed % 2 == 1)
        for placed in world.kingdoms:
            number = placed.number
            beside = {world.places[there].kingdom for where, place in world.places.items() if place.kingdom == number
                      for there in hexes.neighbours(where) if there in world.places}
            assert world.touching(number) == world.kingdom_neighbours[number] == beside - {number}


@pytest.mark.parametrize("fast", [False, True])
def test_maps_laid_on_the_same_slots_share_one_table_of_neighbouring_hexes(fast):
    first, second = build_world(Rng(3), fast), build_world(Rng(4), fast)
    assert first.places.keys() == second.places.keys() and first.steps is second.steps
    assert first.steps == {where: tuple(n for n in hexes.neighbours(where) if n in first.places)
                           for where in first.places}
