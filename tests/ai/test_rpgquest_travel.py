"""The RPGQuest rival's ways across Arcádia: the Merchant Ship, the mapped caves and the Portal price
the way to a goal as the engine allows them, and a group takes them when they save the way."""

import random
from dataclasses import replace

import pytest

from ai.heuristic_agent import HeuristicAgent
from ai.heuristics import heuristic_for
from ai.heuristics.rpgquest.distances import distances
from ai.heuristics.rpgquest.goals import SHARED, Goal, shared
from ai.heuristics.rpgquest.missions import mission_goals
from ai.heuristics.rpgquest.rumours import rumour_goals
from ai.heuristics.rpgquest.ways import ways
from engine.core import Action
from engine.rpgquest import hexes, portal
from engine.rpgquest.quest import Quest
from engine.rpgquest.world import World
from tests.ai.test_rpgquest_rumours import quiet, rumour_hex
from tests.rpgquest.helpers import group_of, line, place, play, small_world, table

HEURISTIC = heuristic_for("rpgquest")


def best(state, seat=0):
    return HeuristicAgent(HEURISTIC, seed=1).choose(state, seat)


def awake_and_mapped(seed: int):
    """A dealt table whose Portal is awake and whose caves are mapped (three mouths), the group with
    some gold."""
    state = table(seed=seed)
    portal.open_to(state, portal.home(state))
    state.caves = list(state.world.marked["cave"][:3])
    state.cave_mapper = 0
    state.groups[0].gold = random.Random(seed).choice((50, 300, 800, 2500))
    return state


def engine_shortcuts(state, where):
    """What the engine offers a group at `where` at the start of a Movement action: the tunnels, the
    Portal step, and every sail once aboard, as (kind, hex reached)."""
    place(state, 0, where, inside=False)
    state.phase, state.mp, state.actor = "move", 7, 0
    state._legal = None
    found = {(a.kind, a.args) for a in state.legal_actions() if a.kind in ("tunnel", "portal")}
    if any(a.kind == "board" for a in state.legal_actions()):
        play(state, "board")
        found |= {("sail", a.args) for a in state.legal_actions() if a.kind == "sail"}
    return found


def test_movimentacao_the_way_with_shortcuts_never_costs_more_than_on_foot_and_agrees_with_the_engine():
    kind = {"ship": "sail", "caves": "tunnel", "portal": "portal"}
    for seed in (1, 2, 3, 4):
        state = awake_and_mapped(seed)
        way, foot = ways(state, 0), distances(state.world)
        starts = sorted({s.start for s in way.shortcuts} | set(state.world.shores) | set(state.caves)
                        | set(portal.bases(state)))
        for where in starts:
            mine = {(kind[s.kind], s.end) for s in way.shortcuts if s.start == where}
            assert mine == engine_shortcuts(state, where), (seed, where)
        rng = random.Random(seed)
        land = sorted(state.world.land)
        cheaper = 0
        for _ in range(200):
            a, b = rng.choice(land), rng.choice(land)
            assert foot.mp(a, b) <= way.walk(a, b)  # the walk pays the fords' fares
            assert way.mp(a, b) <= way.walk(a, b)
            cheaper += way.mp(a, b) < way.walk(a, b)
        assert cheaper  # the caves and the Portal cut some ways short


def across_the_lake(gold: int = 2500):
    """A road east along the north shore of a lake, round its east end and back west along the south
    shore; the group at Castelo Lillith on the north shore, Orcs across the water on the south shore:
    22 MP on foot, or one hex sailed."""
    state = table()
    water = line(0, 9, 1)
    small_world(state, line(0, 10, 0) + [(10, 1)] + line(-1, 9, 2), {"castelo_lillith": (0, 0)}, water)
    world = state.world
    state.world = World(world.places, world.kingdoms, world.location_hexes, frozenset(water))
    group_of(state, 0, "brazmulir", "njani", "brutus", "felix", gold=gold)
    state.map_monsters = {(-1, 2): ["orcs"]}
    place(state, 0, (0, 0), inside=False)
    play(state, "move")
    return state


def test_utilizando_o_navio_mercante_a_group_whose_goal_lies_across_lake_yesod_boards_the_ship():
    state = across_the_lake()
    assert best(state).kind == "board"
    play(state, "board")
    assert best(state).kind == "sail" and best(state).args == (-1, 2)


def test_utilizando_o_navio_mercante_the_hint_names_the_ship_its_fare_and_the_walk_it_saves():
    state = across_the_lake()
    board = best(state)
    assert HEURISTIC.explain(state, 0, board).startswith(
        "by the Merchant Ship to valley in Kether: 1 MP and 100gp, instead of 22 MP on foot, to fight the Orcs")


def along_the_road(castle=(0, 0), moving=True):
    """A road of 30 hexes east, Castelo Lillith at its start, the Orcs at its end; the group on its
    second hex, with a Movement action to spend."""
    state = table()
    small_world(state, line(0, 30, 0), {"castelo_lillith": castle})
    group_of(state, 0, "brazmulir", "njani", "brutus", "felix", gold=2500)
    state.map_monsters = {(30, 0): ["orcs"]}
    place(state, 0, (1, 0), inside=False)
    if moving:
        play(state, "move")
    return state


def test_movimentar_se_pelas_cavernas_a_group_goes_through_the_known_mouths_to_a_far_goal():
    state = along_the_road()
    state.caves = [(1, 0), (29, 0)]  # no other Kingdom with Caves on this map: the caves are mapped
    state._legal = None
    action = best(state)
    assert (action.kind, action.args) == ("tunnel", (29, 0))
    assert HEURISTIC.explain(state, 0, action).startswith(
        "through the caves to valley in Kether: one action, then 1 MP, instead of 29 MP on foot")


def test_movimentar_se_pelas_cavernas_the_hint_of_a_step_towards_a_mouth_names_the_caves_not_the_walk():
    state = along_the_road()
    state.caves = [(3, 0), (29, 0)]
    state._legal = None
    action = best(state)
    assert action.kind == "step"
    why = HEURISTIC.explain(state, 0, action)
    assert why.startswith("to fight the Orcs") and why.endswith(
        ": the way goes by the caves from valley in Kether, 2 MP on foot, instead of 29 MP on foot")
    place(state, 0, (3, 0), inside=False)
    state._legal = None
    assert HEURISTIC.explain(state, 0, Action("stop", ())).endswith(
        ": the way goes by the caves from here, instead of 27 MP on foot")


def test_movimentar_se_pelas_cavernas_a_group_at_a_mouth_with_part_of_an_action_spent_waits_for_a_whole_one():
    state = along_the_road()
    state.caves = [(1, 0), (29, 0)]
    state.mp = 3  # the caves take a whole action: the tunnel opens with the next one
    state._legal = None
    assert best(state).kind == "stop"


def test_investigar_o_portal_a_group_steps_through_the_awake_portal_to_a_far_goal():
    state = along_the_road()
    state.portal = [[1, 0], [29, 0]]
    state._legal = None
    action = best(state)
    assert (action.kind, action.args) == ("portal", (29, 0))
    assert HEURISTIC.explain(state, 0, action).startswith("through the Portal to valley in Kether: 1 MP")


def portal_bases(*bases):
    """The group on the road at the first of these Portal bases, the Portal open onto the next hex (no
    way at all); Castelo Lillith out of reach, so only the Orcs call."""
    state = along_the_road(castle=(0, 10), moving=False)
    places = dict(state.world.places)
    for base in bases:
        places[base] = replace(places[base], features=frozenset({"portal"}))
    world = state.world
    state.world = World(places, world.kingdoms, world.location_hexes, world.ship_waters)
    state.portal = [[1, 0], [2, 0]]
    state._legal = None
    return state


def test_investigar_o_portal_a_group_at_a_base_manipulates_the_portal_when_another_base_would_save_the_way():
    assert best(portal_bases((1, 0), (2, 0), (3, 0))).kind != "manipulate_portal"  # no base saves the way
    state = portal_bases((1, 0), (2, 0), (29, 0))
    action = best(state)
    assert action.kind == "manipulate_portal"
    assert HEURISTIC.explain(state, 0, action) == (
        "58% to pass the Mage test of 10; a base drawn anew saves 14 MP on average of the way to fight the Orcs "
        "(Warrior 2d6+8 vs 8: 97%, Rogue 2d6+3 vs 8: 83%)")


def blocked_road(*heroes: str):
    """A road east from Castelo Lillith, the group on its third hex, Skeletons on the fourth and the
    Orcs on the seventh, with a Movement action to spend."""
    state = table()
    small_world(state, line(0, 30, 0), {"castelo_lillith": (0, 0)})
    group_of(state, 0, *heroes, gold=1500)
    state.map_monsters = {(6, 0): ["orcs"], (3, 0): ["skeletons"]}
    place(state, 0, (2, 0), inside=False)
    play(state, "move")
    return state


def test_movimentacao_a_group_with_a_rogue_slips_past_the_stack_that_blocks_its_way():
    state = blocked_road("felix", "elara")
    sneak = best(state)
    assert (sneak.kind, sneak.args) == ("sneak", (0,))
    assert HEURISTIC.explain(state, 0, sneak).startswith(
        "Rogue 2d6+5 vs 9: 92% to slip past the Skeletons and walk on; discovered, you win 35% of fights")
    weaker = blocked_road("felix", "brutus")
    assert HEURISTIC.score_action(weaker, 0, sneak) < HEURISTIC.score_action(state, 0, sneak)


def test_movimentacao_a_group_whose_way_does_not_lead_through_the_stack_does_not_slip_past_it():
    state = blocked_road("brutus", "diane")
    assert HEURISTIC.plan(state, 0)[0].where == (0, 0)  # short of gold: to work at the castle, west
    assert best(state).kind == "step" and best(state).args == (3,)
    assert HEURISTIC.score_action(state, 0, Action("sneak", (0,))) == -1.0


def test_mover_se_pelo_tabuleiro_a_group_that_cannot_walk_on_out_of_the_hex_does_not_slip_in():
    """*Combate*: a movement that ends on the monsters' hex is a fight, so slipping onto it with no
    Movement Points left to walk on, and no action left to chain, only brings the fight the plan shuns."""
    state = blocked_road("felix", "elara")
    sneak = Action("sneak", (0,))
    assert HEURISTIC.score_action(state, 0, sneak) > 0
    state.mp, state.markers[0] = 1, []  # the valley ahead costs 1: nothing left once there
    state._legal = None
    assert HEURISTIC.score_action(state, 0, sneak) == -1.0
    assert best(state).kind != "sneak"


def test_mover_se_pelo_tabuleiro_after_slipping_past_the_group_walks_on_and_stopping_is_priced_as_the_fight():
    state = blocked_road("felix", "elara")
    play(state, "sneak", 0)
    state.roll((4, 4))
    assert state.combat is None and state.groups[0].hex == (3, 0)
    stop = next(a for a in state.legal_actions() if a.kind == "stop")
    assert HEURISTIC.score_action(state, 0, stop) == HEURISTIC._fight_here(state, 0).worth
    assert HEURISTIC.explain(state, 0, stop).startswith("stopping here is the fight: you win")
    assert best(state).kind == "step"  # on out of the Skeletons' hex


def test_partilhar_a_goal_is_left_to_the_partner_nearer_by_its_own_ways_the_ship_included():
    """Cooperative: the group at Castelo Lillith sails across the lake to the Orcs in 1 hex; its partner
    at the lake's east end, with no gold for the fare, walks 11 MP, half the first group's walk."""
    state = table(players=2, mode="cooperative")
    water = line(0, 9, 1)
    small_world(state, line(0, 10, 0) + [(10, 1)] + line(-1, 9, 2), {"castelo_lillith": (0, 0)}, water)
    world = state.world
    state.world = World(world.places, world.kingdoms, world.location_hexes, frozenset(water))
    group_of(state, 0, "brazmulir", "njani", gold=2500)
    group_of(state, 1, "brutus", "felix", gold=0)
    place(state, 0, (0, 0), inside=False)
    place(state, 1, (10, 1), inside=False)
    orcs = Goal((-1, 2), 1.0, "fight the Orcs")
    foot = distances(state.world)
    assert foot.mp((10, 1), (-1, 2)) < foot.mp((0, 0), (-1, 2))
    assert ways(state, 0).mp((0, 0), (-1, 2)) < ways(state, 1).mp((10, 1), (-1, 2))
    assert shared(state, 0, [orcs]) == [orcs]
    assert shared(state, 1, [orcs])[0].worth == SHARED * orcs.worth


def _open_goals(mode: str, partner_beside: bool) -> tuple[Goal, Goal]:
    """A public mission's goal and an open Rumour's for seat 0 at Castelo Lillith, with its partner's
    group beside both or far off."""
    state = table(players=2, mode=mode)
    quiet(state, "great_storm")
    storm = rumour_hex(state, 11)
    beside = next(h for h in hexes.neighbours(storm) if h in state.world.land)
    state.public = [Quest("mission-temperance", 0, beside)]
    group_of(state, 0, "felix", "oswin", "gabrielle", gold=500)
    group_of(state, 1, "brutus", "diane", gold=500)
    place(state, 0, state.world.location_hexes["castelo_lillith"], inside=False)
    place(state, 1, beside if partner_beside else state.world.location_hexes["castelo_lillith"], inside=False)
    (mission,) = mission_goals(state, 0)
    (rumour,) = (goal for goal in rumour_goals(state, 0) if goal.where == storm)
    return mission, rumour


def test_partilhar_a_public_mission_or_a_rumour_is_left_to_the_partner_nearer_to_it():
    """Cooperative: any group may resolve a public mission or investigate a Rumour, so the group farther
    off leaves it to its partner instead of racing it there; rivals race as before."""
    alone = _open_goals("cooperative", partner_beside=False)
    left = _open_goals("cooperative", partner_beside=True)
    assert all(goal.worth > 0 for goal in alone)
    for mine, theirs in zip(alone, left, strict=True):
        assert theirs.worth == pytest.approx(SHARED * mine.worth)
        assert theirs.why.endswith("(a partner is nearer)")
    assert _open_goals("competitive", partner_beside=True) == _open_goals("competitive", partner_beside=False)
