"""*Fim de Jogo* and *Pontos de Vitória*, and Tavern's set-up (docs/rulings.md)."""

from tests.rpgquest.helpers import play, table


def finish_turn(state):
    turn = state.turn
    while state.turn == turn and not state.is_over():
        play(state, "wait" if state.phase == "interrupt" else "rest")


def test_setup_every_group_sets_out_from_castelo_lillith_with_one_hero_and_2000gp():
    state = table(players=4)
    for group in state.groups:
        assert group.hex == state.world.castle and group.inside
        assert len(group.heroes) == 1 and group.heroes[0].level == 1 and group.gold == 2000
    assert len({g.heroes[0].hero for g in state.groups}) == 4
    assert state.to_move() == 0


def test_fim_de_jogo_reaching_the_vp_target_ends_the_game_when_the_turn_is_over():
    state = table(players=2, vp_target=3)
    state.groups[1].vp = 3
    play(state, "rest")
    assert not state.is_over()  # the others finish their rounds
    finish_turn(state)
    result = state.result()
    assert state.is_over() and result.winners == (1,) and result.scores == (0.0, 3.0)
    assert "Victory Point target" in result.reason


def test_fim_de_jogo_a_tie_in_victory_points_goes_to_the_richer_group_then_is_shared():
    state = table(players=3, vp_target=2)
    for group in state.groups:
        group.vp = 2
    state.groups[2].gold = 5000
    finish_turn(state)
    assert state.result().winners == (2,) and state.result().score_name == "VP"
    assert [dict(seat)["gold"] for seat in state.result().details] == [group.gold for group in state.groups]
    state = table(players=2, vp_target=2)
    for group in state.groups:
        group.vp, group.gold = 2, 100
    finish_turn(state)
    assert state.result().winners == (0, 1)


def test_fim_de_jogo_the_turn_limit_ends_a_game_nobody_has_won():
    state = table(players=1, turn_limit=2)
    state.groups[0].vp = 1
    finish_turn(state)
    assert not state.is_over()
    finish_turn(state)
    assert state.is_over() and state.result().winners == (0,)
    assert "turn limit" in state.result().reason


def test_cooperative_the_groups_share_the_result():
    state = table(players=2, mode="cooperative", vp_target=2)
    state.groups[0].vp, state.groups[1].vp = 3, 1
    finish_turn(state)
    result = state.result()
    assert result.winners == (0, 1) and result.scores == (4.0, 4.0)


def test_cooperative_the_turn_limit_is_a_shared_defeat():
    state = table(players=2, mode="cooperative", turn_limit=1)
    finish_turn(state)
    assert state.is_over() and state.result().winners == ()


def test_a_group_whose_last_hero_dies_gathers_again_at_castelo_lillith():
    state = table()
    group = state.groups[0]
    group.hex = next(iter(state.world.land - {state.world.castle}))
    state.hero_deck.append("hero-john")
    state.hero_dies(0, 0)
    state.group_lost(0)
    assert group.hex == state.world.castle and [h.name for h in group.heroes] == ["John"]


def test_faster_games_is_a_config_switch():
    state = table(fast=True)
    assert state.fast and len(state.world.kingdoms) == 16
    assert table(fast="true").fast and not table(fast="no").fast
