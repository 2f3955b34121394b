"""*Reconstrução de uma Cidade*, *Salvar uma Cidade/Vila* and *Fim de Jogo*: ruins, rebuilding, the
monsters' victory, the long game's end, and the faster game's one great challenge."""

from engine.rpgquest import ruins
from tests.rpgquest.helpers import finish_turn, group_of, kinds, line, place, play, small_world, table


def test_reconstrucao_de_uma_cidade_1000gp_a_damage_token_and_1_vp_for_the_last():
    state = table()
    small_world(state, line(-2, 4), {"castelo_lillith": (-2, 0), "tacas": (2, 0)})
    state.ruins = {"tacas": 2}
    place(state, 0, (2, 0), inside=True)
    state.groups[0].gold = 1500
    assert "recruit" not in kinds(state)
    play(state, "rebuild")
    play(state, "pay")
    assert state.ruins == {"tacas": 1} and state.groups[0].gold == 500 and state.groups[0].vp == 0
    assert state.phase == "action"  # no gold left for another token: the action is over
    assert "rebuild" not in kinds(state)
    state.groups[0].gold = 5000
    state._legal = None
    play(state, "rebuild")
    play(state, "pay")
    assert not state.ruins and state.groups[0].vp == 1 and state.groups[0].gold == 4000
    assert state.groups[0].vp_from == {"rebuilding": 1}
    assert "recruit" in kinds(state)  # the stand is back


def test_salvar_uma_cidade_four_places_destroyed_or_held_at_once_and_every_player_loses():
    state = table(players=2)
    small_world(state, line(-2, 10), {"castelo_lillith": (-2, 0), "tacas": (2, 0), "moedas": (6, 0),
                                      "bastoes": (8, 0), "espadas": (10, 0)})
    state.ruins = {"moedas": 4, "bastoes": 4}
    state.invaded = {"espadas": "orcs"}
    state.groups[0].vp = 5
    state.map_monsters = {(1, 0): ["zombies"]}
    finish_turn(state)
    assert state.is_over() and state.result().winners == ()
    assert state.result().reason == "the monsters took four places"
    assert ruins.fallen(state) == 4


def test_fim_de_jogo_the_long_game_ends_when_the_last_great_challenge_is_defeated():
    state = table(players=2, end="challenges", vp_target=1)
    small_world(state, line(-2, 4), {"castelo_lillith": (-2, 0), "tacas": (4, 0)})
    state.groups[0].vp = 3  # the VP target does not end the long game
    state.great = {"great-hydra": ""}
    state.map_monsters = {(0, 0): ["great-hydra"]}
    group_of(state, 1, "brazmulir")
    place(state, 1, (0, 0), inside=False)
    finish_turn(state)
    assert not state.is_over() and state.actor == 1 and "Hydra" in state.dice_request().reason
    state.roll((6, 6))
    state.roll((6, 6))
    assert not state.great and not state.is_over()
    finish_turn(state)
    assert state.is_over() and state.result().reason == "great challenges defeated"
    assert state.result().winners == (0,)  # most VP: 3 against the bounty's 2


def test_fim_de_jogo_the_reasons_are_short_fixed_words_to_count():
    state = table(players=2, vp_target=1)
    state.groups[1].vp = 4
    finish_turn(state)
    assert state.result().reason == "Victory Point target"
    state = table(players=2, mode="cooperative", vp_target=1)
    state.groups[1].vp = 4
    finish_turn(state)
    assert state.result().reason == "Victory Point target"
    assert any("Together the groups won 4 Victory Points" in line for line in state.log)


def test_partidas_mais_rapidas_one_great_challenge_the_full_game_three_each_in_a_lair_away_from_places():
    for fast, count in ((True, 1), (False, 3)):
        for seed in range(8):
            state = table(players=2, seed=seed, fast=fast)
            assert len(state.great) == count and all(target == "" for target in state.great.values())
            lairs = [h for h, stack in state.map_monsters.items() for m in stack if m in state.great]
            assert len(set(lairs)) == count
            for lair in lairs:
                assert state.world.places[lair].location is None and lair in state.world.land
                view = state.view(1)["great_challenges"]
                assert {g["id"] for g in view} == set(state.great)


def test_salvar_uma_cidade_the_monster_attack_is_fought_at_10_10_by_any_group_at_the_place():
    state = table()
    small_world(state, line(-2, 4), {"castelo_lillith": (-2, 0), "tacas": (2, 0)})
    state.invaded = {"tacas": "orcs"}
    group_of(state, 0, "brazmulir", "njani", gold=0)
    place(state, 0, (2, 0), inside=False)
    assert any("Monster Attack! Fight the Orcs holding Taças (Warrior 10, Rogue 10)" in a.label
               for a in state.legal_actions())
    play(state, "monster_attack")
    assert state.dice_request().reason.startswith("Warrior test 2d6+3 vs 10 against the Orcs")
    state.roll((4, 3))
    assert state.dice_request().reason.startswith("Rogue test 2d6+0 vs 10")
    state.roll((5, 5))
    group = state.groups[0]
    assert not state.invaded and group.vp == 1 and group.gold == 500 and group.trophies == {"orcs": 1}
    assert group.vp_from == {"saving places": 1}
    place(state, 0, (2, 0), inside=True)
    assert "work" in kinds(state)  # the stand is back


def test_salvar_uma_cidade_a_lost_monster_attack_leaves_the_invaders_under_the_stand():
    state = table()
    small_world(state, line(-2, 4), {"castelo_lillith": (-2, 0), "tacas": (2, 0)})
    state.invaded = {"tacas": "orcs"}
    group_of(state, 0, "brazmulir", "njani")
    place(state, 0, (2, 0), inside=False)
    play(state, "monster_attack")
    state.roll((1, 1))
    state.roll((1,))
    play(state, "wound", 0)
    assert state.invaded == {"tacas": "orcs"} and not state.map_monsters
