"""The RPGQuest rival prices a Trade Demand, a mission's bonus and rising in an Order by the game's own
terms (the pay, the way there and the gold at its worth), not at fixed values."""

from dataclasses import replace

import pytest

from ai.heuristic_agent import HeuristicAgent
from ai.heuristics import heuristic_for
from ai.heuristics.rpgquest import values as v
from ai.heuristics.rpgquest.distances import distances
from ai.heuristics.rpgquest.missions import bonus_worth, reached, transport_trips, transport_worth
from ai.heuristics.rpgquest.needs import point_worth
from ai.heuristics.rpgquest.training import illuminati_worth, order_worth
from ai.heuristics.rpgquest.ways import ways
from engine.rpgquest import orders, transport
from engine.rpgquest.quest import Quest
from engine.rpgquest.world_data import CLASSES
from tests.rpgquest.helpers import at_location, find, group_of, place, play, table

HEURISTIC = heuristic_for("rpgquest")


def best(state, seat=0):
    return HeuristicAgent(HEURISTIC, seed=1).choose(state, seat)


def demand_at_tacas():
    state = table()
    if "tacas" not in state.demands:
        state.demands = sorted([*state.demands[1:], "tacas"])
    at_location(state, 0, "tacas")
    return state


def test_missoes_de_transporte_a_trade_demand_is_its_average_pay_less_the_way_to_each_destination():
    state = demand_at_tacas()
    here, world = state.groups[0].hex, state.world
    destinations = [key for key in transport.places_by_face() if key != "tacas" and key in world.location_hexes]
    way = ways(state, 0)  # on foot, the fords' fares paid, or by the Merchant Ship where it is cheaper
    expected = [(transport.pay(transport.regions_apart(world, "tacas", key)),
                 way.mp(here, world.location_hexes[key])) for key in destinations]
    assert transport_trips(state, 0) == expected
    assert all(way.mp(here, world.location_hexes[key]) <= way.walk(here, world.location_hexes[key])
               for key in destinations)
    worth = transport_worth(state, 0)
    assert worth == sum(g * v.GOLD - v.way(mp) for g, mp in expected) / len(expected) - v.ACTION_COST
    assert HEURISTIC.score_action(state, 0, find(state, "transport")) == worth
    why = HEURISTIC.explain(state, 0, find(state, "transport"))
    assert "gp on average" in why and f"a way of {sum(mp for _, mp in expected) / len(expected):.0f} MP" in why


def test_missoes_de_transporte_a_merchant_with_nowhere_in_play_to_go_is_not_worth_the_action():
    state = demand_at_tacas()
    state.world = replace(state.world, location_hexes={"tacas": state.world.location_hexes["tacas"]})
    assert transport_trips(state, 0) == [] and transport_worth(state, 0) == v.IDLE


def chariot_resolved():
    """The Chariot resolved at its meeple: its bonus (1,000gp more at Kether's bolt hex) to decide."""
    state = table()
    state.quests[0] = [Quest("mission-the_chariot", 0, sorted(state.world.bolts.values())[0])]
    place(state, 0, state.quests[0][0].hex, inside=False)
    play(state, "resolve", 0, 0)
    assert state.phase == "bonus"
    return state


def test_resolver_uma_missao_the_bonus_is_its_gold_less_the_way_to_its_meeple():
    state = chariot_resolved()
    kether = state.world.places[state.world.castle].kingdom
    bolt = state.world.bolts[kether]
    mp = ways(state, 0).walk(state.groups[0].hex, bolt)  # on foot, the fords' fares paid
    assert bonus_worth(state, 0) == 1000 * v.GOLD - v.way(mp)
    place(state, 0, bolt, inside=False)  # standing where the bonus meeple goes: the whole 1,000gp
    assert bonus_worth(state, 0) == 1000 * v.GOLD
    assert best(state).kind == "bonus"
    assert HEURISTIC.explain(state, 0, find(state, "bonus")).startswith(
        "1,000gp more on arrival for one more trip of 0 MP")
    far = max(state.world.land, key=lambda where: distances(state.world).mp(where, bolt))
    place(state, 0, far, inside=False)
    way = ways(state, 0).mp(far, bolt)  # the Merchant Ship may take part of it
    assert 0 < way <= ways(state, 0).walk(far, bolt)
    assert bonus_worth(state, 0) == 1000 * v.GOLD - v.way(way) < 1000 * v.GOLD


def order_at_mem(gold: int):
    state = table()
    group_of(state, 0, "njani", "felix", gold=gold)
    orders.join(state, 0, "order-golden_dawn")
    at_location(state, 0, "mem")
    return state


def test_elevar_se_dentro_de_uma_ordem_rising_is_a_levels_point_less_the_4000gp_at_their_worth():
    state = order_at_mem(4500)
    for class_name in ("rogue", "mage"):
        point = point_worth(state, 0)[CLASSES.index(class_name)] * v.later(state)
        spent = v.spent_soon(state, 0, 4500, orders.ILLUMINATI_COST)
        assert illuminati_worth(state, 0, class_name) == point - spent
        assert HEURISTIC.score_action(state, 0, find(state, "illuminati", class_name)) == point - spent
    rich = order_at_mem(12000)
    assert illuminati_worth(rich, 0, "mage") > illuminati_worth(state, 0, "mage")  # surplus gold costs less


def test_iniciar_se_em_uma_ordem_an_order_is_worth_what_its_classes_add_and_what_the_group_leaves():
    # *Iniciar-se em uma Ordem*: +1 on the Order's two classes; it was a flat 0.4 VP for every group.
    state = table()
    group_of(state, 0, "njani", "felix")
    worth = point_worth(state, 0)
    for order in ("order-golden_dawn", "order-templarios"):
        first, second = orders.mission_data().orders[order].classes
        expected = (worth[CLASSES.index(first)] + worth[CLASSES.index(second)]) * v.later(state)
        assert order_worth(state, 0, order) == pytest.approx(expected)
    fresh = order_worth(state, 0, "order-golden_dawn")
    orders.join(state, 0, "order-druidas")  # Rogue and Cleric: the Golden Dawn keeps the Rogue, trades Cleric for Mage
    assert order_worth(state, 0, "order-golden_dawn") < fresh
    assert order_worth(state, 0, "order-druidas") == pytest.approx(0.0)  # the same Order again adds nothing
    guild = next(stage.success for mission in orders.mission_data().missions.values() for stage in mission.stages
                 if stage.success is not None and stage.success.order)  # "drawn": any of the Orders
    gained = reached(state, 0, guild) - reached(state, 0, replace(guild, order=""))
    assert gained == pytest.approx(order_worth(state, 0, guild.order))
