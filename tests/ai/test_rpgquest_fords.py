"""The RPGQuest rival at the river fords (*Utilizando o Navio Mercante*: "the Group could simply cross the
River ... at the cost of $100gp"): the fare is part of the way's price, at the gold's worth to the group,
as the ship's fare is, and a group that cannot pay it does not plan to cross there."""

import pytest

from ai.heuristic_agent import HeuristicAgent
from ai.heuristics import heuristic_for
from ai.heuristics.rpgquest import values as v
from ai.heuristics.rpgquest.distances import distances
from ai.heuristics.rpgquest.ways import MP_WORTH, ways
from engine.core import Action
from tests.rpgquest.helpers import direction_to, group_of, line, paint, place, play, small_world, table

HEURISTIC = heuristic_for("rpgquest")
FORD = (3, 0)
ORCS = (6, 0)


def best(state, seat=0):
    return HeuristicAgent(HEURISTIC, seed=1).choose(state, seat)


def at_the_river(gold: int, where=(1, 0), way_round: bool = True):
    """A road east from (0, 0) to the Orcs on (6, 0), crossing the river by the ford on (3, 0): 6 MP. The
    way round leaves the road at (1, 0) and joins it again at (4, 0) without the ford: 8 MP. Castelo
    Lillith is out of reach, so only the Orcs call; the group of four heroes (1,000gp needed soon, the
    reserve) stands on `where` with a Movement action to spend."""
    state = table()
    round_the_river = [(2, -1), (3, -2), (4, -2), (4, -1)] if way_round else []
    small_world(state, line(0, 6, 0) + round_the_river, {"castelo_lillith": (0, 10)})
    paint(state, {FORD: "river"})
    group_of(state, 0, "brazmulir", "njani", "brutus", "felix", gold=gold)
    state.map_monsters = {ORCS: ["orcs"]}
    place(state, 0, where, inside=False)
    play(state, "move")
    return state


def fare_in_mp(state, gold: int) -> float:
    """The ford's 100gp counted as the MP that cost as much to the group, as the ship's fare is."""
    return v.spent_soon(state, 0, gold, 100) / MP_WORTH


def test_utilizando_o_navio_mercante_the_way_across_the_ford_is_priced_with_its_fare_at_the_golds_worth():
    state = at_the_river(gold=5000)
    assert distances(state.world).mp((0, 0), ORCS) == 6  # the table on foot counts the ford's MP only
    fare = fare_in_mp(state, 5000)
    assert 0 < fare < 2  # gold beyond what the group needs soon: the fare is cheap
    assert ways(state, 0).mp((0, 0), ORCS) == pytest.approx(6 + fare)
    step = best(state)
    assert (step.kind, step.args) == ("step", (0,))  # east, to the ford: 6 MP and the fare beat 8 MP round


def test_utilizando_o_navio_mercante_a_group_that_needs_its_gold_goes_round_rather_than_pay_the_ford():
    state = at_the_river(gold=1000)  # all of it needed soon: 100gp is worth nearly 3 MP to this group
    fare = fare_in_mp(state, 1000)
    assert 2 < fare < 3
    assert ways(state, 0).mp((0, 0), ORCS) == 8  # the way round is cheaper than 6 MP and the fare
    step = best(state)
    assert (step.kind, step.args) == ("step", (direction_to((1, 0), (2, -1)),))


def test_utilizando_o_navio_mercante_a_group_without_100gp_does_not_plan_through_the_ford():
    state = at_the_river(gold=99)
    assert ways(state, 0).mp((0, 0), ORCS) == 8  # the ford is closed to it: the way round
    step = best(state)
    assert (step.kind, step.args) == ("step", (direction_to((1, 0), (2, -1)),))
    assert HEURISTIC.explain(state, 0, step).endswith(", 7 MP away")  # round the river, not 5 MP across it
    beside = at_the_river(gold=99, where=(2, 0))
    east = Action("step", (direction_to((2, 0), FORD),))
    assert east not in beside.legal_actions()  # the engine does not offer a ford the group cannot pay
    assert HEURISTIC.score_action(beside, 0, east) == -1.0
    assert best(beside).args == (direction_to((2, 0), (2, -1)),)


def test_utilizando_o_navio_mercante_a_goal_beyond_a_ford_the_group_cannot_pay_is_out_of_reach_on_foot():
    state = at_the_river(gold=99, way_round=False)
    goal, _ = HEURISTIC.plan(state, 0)
    assert goal is None or goal.where != ORCS
    assert HEURISTIC.plan(at_the_river(gold=5000, way_round=False), 0)[0].where == ORCS


def test_utilizando_o_navio_mercante_the_hint_of_a_step_towards_the_ford_names_it_and_its_fare():
    state = at_the_river(gold=5000)
    step = best(state)
    assert HEURISTIC.explain(state, 0, step).endswith(", 5 MP away; the ford across the river in Kether: 100gp")
    round_ = at_the_river(gold=1000)
    assert "ford" not in HEURISTIC.explain(round_, 0, best(round_))
