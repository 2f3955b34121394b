"""Portals and Passages; Combat Against the Great Dragon."""

from engine.cartaventuras import kingdom
from tests.cartaventuras.helpers import C, act, give, kinds, place, stand, start, table


def test_portals_can_be_used_on_your_next_turn_to_reach_another_revealed_card():
    state = table(2, ("green", "red"))
    place(state, 1, 3, "Standing Stones")
    well = place(state, 5, 5, "Moonlit Well")
    stand(state, 0, start(state))
    stand(state, 1, start(state))
    act(state, "move", "down")
    assert "jump" not in kinds(state)  # it is the other player's turn, and then yours
    act(state, "move", "down")
    assert state.current == 0
    targets = {a.args[0] for a in state.legal_actions() if a.kind == "jump"}
    assert targets == {start(state), well}
    state.players[0].life = 3
    act(state, "jump", well, "portal")
    assert state.players[0].cell == well and state.players[0].life == 5


def test_passages_lead_only_to_cards_of_their_colour():
    state = table(1)
    gate = place(state, 1, 3, "Gate of the Giants")
    armoury = place(state, 4, 1, "Royal Armoury")
    place(state, 4, 2, "Moonlit Well")
    stand(state, 0, start(state))
    act(state, "move", "down")
    assert state.players[0].cell == gate
    assert {a.args[0] for a in state.legal_actions() if a.kind == "jump"} == {armoury}


def dragon_ready(players=1, life=10):
    state = table(players, ("green", "red", "blue", "purple"))
    for seat in range(players):
        stand(state, seat, start(state))
    give(state, 0, "Divine Staff")
    give(state, 0, "Dragonslayer Sword")
    state.players[0].life = life
    return state


def test_great_dragon_is_declared_at_the_start_of_a_turn_and_placed_by_an_arrow():
    state = table(1)
    assert "dragon" not in kinds(state)  # not on the very first turn
    stand(state, 0, start(state))
    assert {a.args[0] for a in state.legal_actions() if a.kind == "dragon"} == {"down", "left", "right"}


def test_great_dragon_cannot_be_faced_when_surrounded():
    state = table(1)
    stand(state, 0, start(state))
    place(state, 1, 3, "Calm Harbour")
    place(state, 0, 2, "Warm Lagoon")
    place(state, 0, 4, "Clear Spring")
    assert "dragon" not in kinds(state)


def test_great_dragon_must_be_beaten_with_magic_and_without_and_no_fleeing_wins_the_game():
    state = dragon_ready()
    act(state, "dragon", "down")
    assert state.grid[start(state) + kingdom.COLS] == C.final.id
    act(state, "fight", "magic")
    act(state, "roll")
    state.roll((6, 1))  # 8 + 6 beats 9 + 1
    assert state.combat.beaten == ["magic"] and state.combat.mode == "nonmagic"
    act(state, "roll")
    state.roll((1, 6))
    assert state.players[0].life == 9 and "flee" not in kinds(state)
    act(state, "roll")
    state.roll((6, 1))
    assert state.is_over() and state.result().winners == (0,)
    assert state.result().scores == (1.0,) and state.result().reason == "the Great Dragon defeated"
    assert state.result().marks == (("took the dragon's treasure",),)
    assert state.result().details == ((("life", 9.0), ("coins", float(state.players[0].coins))),)


def test_great_dragon_a_loss_kills_you_and_the_dragon_stays_for_the_others():
    state = dragon_ready(players=2, life=1)
    act(state, "dragon", "down")
    act(state, "fight", "nonmagic")
    act(state, "roll")
    state.roll((1, 6))
    dragon = start(state) + kingdom.COLS
    assert not state.players[0].alive and not state.is_over()
    assert state.dragon_cell == dragon and state.grid[dragon] == C.final.id
    assert state.current == 1 and "dragon" not in kinds(state)
    act(state, "move", "down")
    assert state.combat.dragon and state.phase == "combat_mode"
