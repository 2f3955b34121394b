"""*Negociar com outro Grupo*: in the cooperative game, groups on one hex trade and lend."""

from tests.rpgquest.helpers import group_of, kinds, play, table


def together(mode="cooperative"):
    state = table(players=2, mode=mode)
    group_of(state, 0, "brazmulir", "njani", gold=2000)
    group_of(state, 1, "felix", gold=1000)
    state.groups[0].items["item-coin_of_fortune"] = 1
    state.groups[1].items["item-elven_mail"] = 3
    return state


def test_negociar_only_in_the_cooperative_game_and_only_on_one_hex():
    assert "negotiate" not in kinds(together("competitive"))
    state = together()
    assert "negotiate" in kinds(state)
    state.groups[1].hex = next(iter(state.world.land - {state.world.castle}))
    state._legal = None
    assert "negotiate" not in kinds(state)


def test_negociar_costs_an_action_and_the_negotiator_gives_items_gold_and_heroes():
    state = together()
    play(state, "negotiate")
    assert state.markers[0] == [2, 3, 4]
    play(state, "give_item", 1, "item-coin_of_fortune")
    play(state, "give_gold", 1)
    play(state, "give_hero", 1, 1)
    play(state, "done")
    me, other = state.groups
    assert "item-coin_of_fortune" in other.items and other.gold == 1500 and me.gold == 1500
    assert [h.name for h in other.heroes] == ["Félix", "Njani"]


def test_negociar_what_is_asked_the_other_player_accepts_or_refuses_once():
    state = together()
    play(state, "negotiate")
    play(state, "ask_item", 1, "item-elven_mail")
    assert state.to_move() == 1 and kinds(state) == {"agree", "refuse"}
    play(state, "refuse")
    assert state.to_move() == 0
    assert ("ask_item", (1, "item-elven_mail")) not in {(a.kind, a.args) for a in state.legal_actions()}
    play(state, "ask_gold", 1)
    play(state, "agree")
    assert state.groups[0].gold == 2500 and state.to_move() == 0
