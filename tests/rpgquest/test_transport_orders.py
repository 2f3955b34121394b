"""*Missões de Transporte*, *Iniciar-se em uma Ordem*, *Elevar-se dentro de uma Ordem*, *Lista de Guildas*."""

import tomllib

from engine.rpgquest import checks, orders, transport
from engine.rpgquest.mission_data import mission_data
from engine.rpgquest.quest import TRANSPORT, Quest
from engine.rpgquest.world_data import CLASSES, DATA, world_data
from tests.rpgquest.helpers import at_location, find, group_of, kinds, place, play, table


def _take_demand_at(state, origin):
    if origin not in state.demands:
        state.demands = sorted([*state.demands[1:], origin])
    at_location(state, 0, origin)
    play(state, "transport")
    assert state.dice == "transport"


def test_missoes_de_transporte_four_trade_demands_at_set_up_and_two_in_the_faster_game():
    state = table()
    assert len(state.demands) == 4 and len(set(state.demands)) == 4
    assert all("transport" in world_data().locations[d].actions for d in state.demands)
    fast = table(fast=True)
    assert len(fast.demands) == 2 and all(d in fast.world.location_hexes for d in fast.demands)


def test_missoes_de_transporte_the_d10_names_a_different_place_and_the_reward_is_by_regions_apart():
    state = table()
    _take_demand_at(state, "tacas")
    faces = transport.places_by_face()
    state.roll((faces.index("tacas") + 1,))  # the origin itself: rolled again
    assert state.dice == "transport" and state.quests[0][1:] == []
    state.roll((faces.index("moedas") + 1,))
    quest = state.quests[0][-1]
    regions = transport.regions_apart(state.world, "tacas", "moedas")
    assert quest.card == TRANSPORT and quest.destination == "moedas"
    assert quest.hex == state.world.location_hexes["moedas"]
    assert quest.gold == {1: 1000, 2: 1500, 3: 2000, 4: 2500}.get(regions, 3500)
    assert "tacas" not in state.demands and len(state.demands) == 4
    assert state.markers[0] == [2, 3, 4]


def test_missoes_de_transporte_pay_by_regions_follows_the_rulebooks_table():
    assert [transport.pay(n) for n in (1, 2, 3, 4, 5, 6)] == [1000, 1500, 2000, 2500, 3500, 3500]


def test_missoes_de_transporte_a_place_not_in_play_is_rolled_again():
    state = table(fast=True)
    _take_demand_at(state, "tacas")
    state.roll((transport.places_by_face().index("shin") + 1,))  # the villages are not in the faster game
    assert state.dice == "transport"


def test_missoes_de_transporte_needs_a_free_mission_meeple():
    state = table()
    state.quests[0].append(Quest("mission-the_sun", 0, state.world.castle))
    state.demands = ["tacas"]
    at_location(state, 0, "tacas")
    assert "transport" not in kinds(state)


def test_missoes_de_transporte_paid_on_arrival_at_the_destination():
    state = table()
    _take_demand_at(state, "tacas")
    state.roll((transport.places_by_face().index("moedas") + 1,))
    quest = state.quests[0][-1]
    gold = state.groups[0].gold
    place(state, 0, state.world.location_hexes["moedas"], inside=False)
    play(state, "resolve", 0, 1)
    assert state.groups[0].gold == gold + quest.gold and len(state.quests[0]) == 1


def test_lista_de_guildas_the_orders_of_season_1_with_their_class_pairs():
    orders = {o.portuguese: set(o.classes) for o in mission_data().orders.values()}
    assert orders == {
        "Irmandade da Rosa e da Cruz": {"cleric", "mage"},
        "Os Druidas": {"rogue", "cleric"},
        "Arcanum Arcanorum": {"warrior", "mage"},
        "Escola Pitagórica": {"rogue", "mage"},
        "BG Express": {"warrior", "rogue"},
        "Ordem de Hermes Trismegistrus": {"warrior", "mage"},
        "Cavaleiros Templários": {"warrior", "cleric"},
        "Ordem de Salomão": {"cleric", "mage"},
        "Ordem Hermética da Golden Dawn": {"rogue", "mage"},
    }
    assert tomllib.loads((DATA / "orders.toml").read_text(encoding="utf-8"))


def test_iniciar_se_em_uma_ordem_a_guild_mission_draws_its_order_when_activated():
    state = table()
    at_location(state, 0, "tacas")
    state.mission_deck.remove("mission-the_sealed_invitation")
    state.mission_deck += ["mission-the_sun", "mission-the_sealed_invitation"]
    play(state, "missions")
    play(state, "activate", "mission-the_sealed_invitation", -1)
    quest = state.quests[0][-1]
    assert quest.order in mission_data().orders
    assert state.view(0)["groups"][0]["missions"][-1]["order"] == quest.order


def test_iniciar_se_em_uma_ordem_the_golden_dawn_gives_plus_1_on_rogue_and_mage_tests():
    state = table()
    group_of(state, 0, "njani")
    before = [checks.points(state, 0, c) for c in CLASSES]
    orders.join(state, 0, "order-golden_dawn")
    after = [checks.points(state, 0, c) for c in CLASSES]
    assert [a - b for a, b in zip(after, before, strict=True)] == [0, 1, 0, 1]


def test_iniciar_se_em_uma_ordem_a_group_belongs_to_one_order_at_a_time():
    state = table()
    orders.join(state, 0, "order-golden_dawn")
    orders.join(state, 0, "order-templarios")
    group = state.groups[0]
    assert group.order == "order-templarios"
    assert orders.bonus(group, "mage") == 0 and orders.bonus(group, "warrior") == 1


def test_elevar_se_dentro_de_uma_ordem_4000gp_and_an_action_at_a_civilised_place_for_plus_1_more():
    state = table()
    group_of(state, 0, "njani", gold=4500)
    orders.join(state, 0, "order-golden_dawn")
    at_location(state, 0, "labirinto")
    assert "illuminati" not in kinds(state)
    at_location(state, 0, "mem")
    before = checks.points(state, 0, "mage")
    state.apply(find(state, "illuminati", "mage"))
    assert state.groups[0].gold == 500 and checks.points(state, 0, "mage") == before + 1
    assert state.markers[0] == [2, 3, 4] and "illuminati" not in kinds(state)
