"""*Atacando os Heróis* and *Mais de um Monstro por Hexa*: after every monster has moved, those on a
heroes' hex attack, top of the stack first; *Grandes Desafios* in combat (*Combate*: 2 or 3 tests, 1d6)."""

from engine.rpgquest import combat
from tests.rpgquest.helpers import finish_turn, group_of, line, paint, place, play, small_world, table


def road(players=1):
    state = table(players=players)
    small_world(state, line(-2, 8), {"castelo_lillith": (-2, 0), "tacas": (8, 0)})
    return state


def test_atacando_os_herois_a_monster_that_moves_onto_the_heroes_attacks_them():
    state = road()
    group_of(state, 0, "brazmulir", "njani")
    place(state, 0, (3, 0), inside=False)
    state.map_monsters = {(2, 0): ["orcs"]}
    finish_turn(state)
    assert state.turn == 1 and state.phase == "check" and state.actor == 0
    assert state.dice_request().reason.startswith("Warrior test 2d6+3 vs 8 against the Orcs")
    assert "The Orcs attack Red's group!" in state.log
    state.roll((6, 6))
    state.roll((6, 6))
    assert state.groups[0].trophies == {"orcs": 1} and not state.map_monsters
    assert state.turn == 2 and state.to_move() == 0 and state.markers[0] == [1, 2, 3, 4]


def test_mais_de_um_monstro_por_hexa_the_stack_fights_top_to_bottom_after_all_have_moved():
    state = road()
    group_of(state, 0, "brazmulir", "njani")
    place(state, 0, (3, 0), inside=False)
    # The Orcs move first and end on the heroes' hex; the Gnolls, moving later, end on top of them.
    state.map_monsters = {(2, 0): ["gnolls", "orcs"]}
    finish_turn(state)
    assert state.map_monsters == {(3, 0): ["orcs", "gnolls"]}
    assert "against the Gnolls" in state.dice_request().reason
    state.roll((6, 6))
    state.roll((6, 6))  # the Gnolls are beaten ...
    assert state.turn == 1 and "against the Orcs" in state.dice_request().reason  # ... then the Orcs
    state.roll((1, 1))  # lost: 1d3 damage, placed by the attacked group's player
    state.roll((1,))
    assert state.phase == "damage" and state.to_move() == 0
    play(state, "wound", 0)
    assert state.turn == 2 and state.map_monsters == {(3, 0): ["orcs"]}


def test_atacando_os_herois_every_group_on_the_hex_is_attacked_and_a_beaten_monster_is_gone():
    state = road(players=2)
    for seat in (0, 1):
        group_of(state, seat, "brazmulir")
        place(state, seat, (3, 0), inside=False)
    state.map_monsters = {(3, 0): ["orcs"]}
    finish_turn(state)
    assert state.actor == 0
    state.roll((6, 6))
    state.roll((6, 6))
    assert state.turn == 2 and not state.map_monsters  # Blue has nobody left to fight


def test_combate_a_great_challenge_has_three_tests_and_a_lost_fight_deals_1d6():
    state = road()
    group_of(state, 0, "brazmulir", "njani")
    state.great = {"great-observer": ""}
    state.map_monsters = {(1, 0): ["great-observer"]}
    place(state, 0, (1, 0), inside=False)
    state.spend_action()
    combat.begin(state, "great-observer", ambush=False)
    for test in ("Rogue test", "Cleric test", "Mage test"):
        assert state.dice_request().reason.startswith(test)
        state.roll((6, 6)) if test != "Mage test" else state.roll((1, 1))
    assert state.dice_request().reason == "1d6 damage from the Observer"
    state.roll((5,))
    assert state.wounds.amount == 5


def test_combate_beating_a_great_challenge_pays_its_bounty_with_the_gold_its_ruins_added():
    state = road()
    group_of(state, 0, "brazmulir", gold=0)
    state.great = {"great-hydra": "tacas"}
    state.bounty = {"great-hydra": 2000}
    state.map_monsters = {(1, 0): ["great-hydra"]}
    place(state, 0, (1, 0), inside=False)
    play(state, "fight")
    state.roll((6, 6))
    state.roll((6, 6))
    group = state.groups[0]
    assert group.gold == 3000 + 2000 and group.vp == 2 and not state.great and not state.map_monsters
    assert group.vp_from == {"Great Challenges": 2}
    assert not group.trophies and "great-hydra" not in state.wandering_discard


def test_esquiva_furtiva_a_group_may_slip_past_a_great_challenge_on_its_hex():
    state = road()
    state.great = {"great-red_dragon": ""}
    state.map_monsters = {(0, 0): ["great-red_dragon"]}
    place(state, 0, (-1, 0), inside=False)
    play(state, "move")
    assert "sneak" in {a.kind for a in state.legal_actions()}
    assert any("Slip past the Red Dragon" in a.label for a in state.legal_actions())


def test_emboscadas_a_wandering_monster_card_may_show_itself_two_hexes_away():
    state = road()
    paint(state, {(-1, 0): "swamp"})  # the road has no ambush; a swamp has
    state.bag = dict.fromkeys(state.bag, 0)
    state.bag["wandering"] = 1
    state.wandering_deck.remove("wander-will_o_the_wisp")
    state.wandering_deck.append("wander-will_o_the_wisp")
    place(state, 0, (-2, 0), inside=False)
    play(state, "move")
    play(state, "step", 0)
    state.roll((1,))
    assert state.combat is None and state.map_monsters == {(1, 0): ["wander-will_o_the_wisp"]}
    assert state.phase == "move" and state.mp == 0
    assert any("shows itself two hexes away" in line for line in state.log)


def test_pontos_de_vida_a_group_left_without_heroes_loses_a_fight_without_a_damage_decision():
    state = road()
    state.groups[0].heroes = []
    state.hero_deck, state.hero_discard = [], []  # nobody left to gather around
    state.spend_action()
    combat.begin(state, "orcs", ambush=True)
    state.roll((1, 1))
    state.roll((3,))
    assert state.combat is None and state.legal_actions()
