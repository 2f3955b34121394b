"""Trading Places and Trading Between Players."""

import json

from tests.cartaventuras.helpers import act, card_id, give, kinds, place, stand, start, table


def visit(title, players=1, coins=10):
    state = table(players, ("green", "red", "blue", "purple"))
    cell = place(state, 1, 3, title)
    stand(state, 0, start(state))
    state.players[0].coins = coins
    act(state, "move", "down")
    return state, cell


def test_trading_places_sell_from_the_purchase_deck_what_the_card_sells():
    state, cell = visit("Royal Armoury", coins=6)  # non-magic weapons only
    assert state.phase == "shop"
    bought = {a.args[0] for a in state.legal_actions() if a.kind == "buy"}
    assert card_id("Dagger") in bought and card_id("Wand of Sparks") not in bought
    assert card_id("Halberd") not in bought  # 7 coins: more than the player has
    act(state, "buy", card_id("Dagger"))
    assert state.players[0].coins == 4 and card_id("Dagger") in state.players[0].cards
    assert card_id("Dagger") not in state.purchase
    act(state, "done")
    assert state.phase == "main"


def test_trading_places_fragments_sell_for_3_into_the_purchase_deck_and_cost_4_there():
    state, _ = visit("Hall of the Archmage", coins=2)
    hilt = card_id("Sword Fragment (Hilt)")
    give(state, 0, "Sword Fragment (Hilt)")
    act(state, "sell", hilt)
    assert state.players[0].coins == 5 and hilt in state.purchase
    act(state, "buy", hilt)
    assert state.players[0].coins == 1 and hilt in state.players[0].cards


def test_trading_places_and_single_use_cards_are_marked_with_your_token():
    state, cell = visit("Royal Armoury", players=2)
    assert state.players[0].tokens == 7 and state.marks[state.grid[cell]] == 0b1
    one_shot, _ = visit("Healer's Cottage")
    assert one_shot.players[0].tokens == 7


def test_trading_places_may_be_visited_again_without_a_new_token():
    """*Trading Places*: the token is there "to remember that you have already been there"."""
    state, cell = visit("Royal Armoury", players=2)
    act(state, "done")
    state.current = 0
    stand(state, 0, start(state))
    state.phase = "main"
    act(state, "move", "down")
    assert state.phase == "shop" and state.players[0].tokens == 7
    assert "buy" in kinds(state)


def test_trading_places_with_no_token_left_nothing_is_barred():
    """*Trading Places*: the token is a reminder; with all 8 placed, the visit is still
    resolved and remembered (as a table would with any marker)."""
    state = table(1)
    place(state, 1, 3, "Royal Armoury")
    purse = place(state, 2, 3, "Lost Purse")  # single use: 3 coins
    stand(state, 0, start(state))
    player = state.players[0]
    player.tokens, player.coins = 0, 6
    act(state, "move", "down")
    assert state.phase == "shop" and "buy" in kinds(state)
    act(state, "done")
    act(state, "move", "down")
    assert player.coins == 9 and player.tokens == 0 and state.marks[state.grid[purse]] == 0b1
    act(state, "move", "up")
    act(state, "done")
    act(state, "move", "down")
    assert player.coins == 9  # still once per adventurer


def test_trading_places_a_single_use_card_is_a_passage_afterwards():
    state = table(1)
    cottage = place(state, 1, 3, "Healer's Cottage")
    stand(state, 0, start(state))
    state.players[0].life = 2
    act(state, "move", "down")
    assert state.players[0].life == 5
    act(state, "move", "up")
    act(state, "move", "down")
    assert state.players[0].life == 5 and state.players[0].cell == cottage


def test_trading_between_players_barter_is_free_of_turns():
    state = table(2, ("green", "red"))
    stand(state, 0, start(state))
    dagger = give(state, 0, "Dagger")
    potion = give(state, 1, "Healing Potion")
    act(state, "propose", 0)  # the only partner is chosen by itself
    act(state, "give", "card", dagger)
    act(state, "ask", "card", potion)
    assert state.to_move() == 1
    act(state, "accept")
    assert state.players[0].cards == [potion] and state.players[1].cards == [dagger]
    assert state.to_move() == 0 and state.phase == "main"


def test_trading_between_players_any_player_may_propose_to_any_other():
    """*Trading Between Players*: "You can trade with the other players at any time"."""
    state = table(3, ("green", "red", "blue"))
    stand(state, 0, start(state))
    give(state, 0, "Dagger")
    potion = give(state, 2, "Healing Potion")
    assert {a.args for a in state.legal_actions() if a.kind == "propose"} == {(0,), (1,), (2,)}
    act(state, "propose", 1)
    assert state.to_move() == 1 and kinds(state) == {"partner", "cancel"}
    act(state, "partner", 2)
    act(state, "give", "coins", 3)
    act(state, "ask", "card", potion)
    assert state.to_move() == 2
    act(state, "accept")
    assert state.players[1].cards == [potion] and state.players[2].coins == 9
    assert state.to_move() == 0 and state.phase == "main" and state.trade is None


def test_trading_between_players_on_a_first_turn_as_many_times_as_you_like():
    """*Trading Between Players*: "Trading does not consume a turn and can be done as many
    times as you like" - the first turn too."""
    state = table(2, ("green", "red"))
    assert state.players[0].first_turn
    for title in ("Healing Potion", "Greater Potion", "Herbal Salve", "Troll Blood"):
        bought = give(state, 1, title)
        act(state, "propose", 0)
        act(state, "give", "coins", 1)
        act(state, "ask", "card", bought)
        act(state, "accept")
    assert len(state.players[0].cards) == 4 and state.players[1].coins == 7
    assert state.round == 1 and state.to_move() == 0 and state.players[0].first_turn


def test_trading_between_players_buying_with_coins_and_declining():
    state = table(2, ("green", "red"))
    stand(state, 0, start(state))
    potion = give(state, 1, "Healing Potion")
    act(state, "propose", 0)
    act(state, "give", "coins", 3)
    act(state, "ask", "card", potion)
    act(state, "decline")
    assert state.players[0].coins == 4 and state.players[1].cards == [potion]
    act(state, "propose", 0)
    act(state, "give", "coins", 3)
    assert "ask" not in kinds(state)  # a refused offer is not repeated that turn
    act(state, "cancel")
    act(state, "propose", 1)
    act(state, "give", "card", potion)
    act(state, "ask", "coins", 3)
    act(state, "accept")
    assert state.players[0].coins == 1 and state.players[1].coins == 6


def test_trading_between_players_a_refused_offer_may_come_back_next_turn():
    state = table(2, ("green", "red"))
    stand(state, 0, start(state))
    stand(state, 1, start(state))
    potion = give(state, 1, "Healing Potion")
    act(state, "propose", 0)
    act(state, "give", "coins", 3)
    act(state, "ask", "card", potion)
    act(state, "decline")
    state.end_turn()
    state.end_turn()
    assert state.to_move() == 0
    act(state, "propose", 0)
    act(state, "give", "coins", 3)
    assert ("card", potion) in {a.args for a in state.legal_actions() if a.kind == "ask"}


def test_trading_between_players_calling_off_lets_the_game_move_on():
    """A seat that calls off a trade may propose again once the game has moved on."""
    state = table(2, ("green", "red"))
    stand(state, 0, start(state))
    give(state, 1, "Healing Potion")
    act(state, "propose", 1)
    act(state, "cancel")
    assert state.to_move() == 0 and {a.args for a in state.legal_actions() if a.kind == "propose"} == {(0,)}
    place(state, 1, 3, "Royal Armoury")
    act(state, "move", "down")
    assert state.phase == "shop" and {a.args for a in state.legal_actions() if a.kind == "propose"} == {(0,), (1,)}


def test_trading_between_players_at_a_trading_place():
    state, _ = visit("Royal Armoury", players=2)
    potion = give(state, 1, "Healing Potion")
    act(state, "propose", 0)
    act(state, "give", "coins", 2)
    act(state, "ask", "card", potion)
    act(state, "accept")
    assert state.phase == "shop" and state.to_move() == 0 and potion in state.players[0].cards


def test_trading_between_players_not_in_combat():
    state = table(2, ("green", "red"))
    place(state, 1, 3, "Witch's Hut")
    stand(state, 0, start(state))
    give(state, 1, "Healing Potion")
    act(state, "move", "down")
    assert "propose" not in kinds(state)


def test_weapons_and_equipment_objects_may_be_used_at_a_trading_place():
    """*Weapons and Equipment*: "Object cards may be used at any moment of the turn"."""
    state, _ = visit("Royal Armoury", coins=6)
    state.players[0].life = 5
    potion = give(state, 0, "Healing Potion")
    whetstone = give(state, 0, "Whetstone")
    uses = {a.args[0] for a in state.legal_actions() if a.kind == "use"}
    assert uses == {potion}  # a +2 helps only in a fight
    act(state, "use", potion)
    assert state.players[0].life == 7 and state.phase == "shop" and whetstone in state.players[0].cards
    act(state, "buy", card_id("Dagger"))
    act(state, "done")
    assert state.phase == "main"


def test_trading_between_players_a_fragment_traded_into_a_pair_fuses_and_every_seat_may_see_the_offer():
    """*Weapons and Equipment*: the two fragments are replaced by the complete object. The
    fragments go back to the Forge deck, which is searched by name and never drawn: the offer
    that named one stays on the table for every seat, and nothing face down is named."""
    state = table(2, ("green", "red"))
    stand(state, 0, start(state))
    crystal = give(state, 0, "Staff Fragment (Crystal)")
    shaft = give(state, 1, "Staff Fragment (Shaft)")
    act(state, "propose", 0)
    act(state, "give", "card", crystal)
    act(state, "ask", "coins", 1)
    act(state, "accept")
    assert card_id("Divine Staff") in state.players[1].cards
    assert {crystal, shaft} <= set(state.forge)
    for seat in range(2):
        shown = json.dumps(state.view(seat))
        assert crystal in shown
        assert not [card for card in state.hidden_from(seat) if f'"{card}"' in shown]


def label(state, kind, *args):
    return next(a.label for a in state.legal_actions() if a.kind == kind and a.args[: len(args)] == args)


def test_trading_between_players_every_step_names_the_partner():
    state = table(2, ("green", "red"))
    stand(state, 0, start(state))
    dagger = give(state, 0, "Dagger")
    potion = give(state, 1, "Healing Potion")
    me, them = state.players[0].name, state.players[1].name
    assert label(state, "propose", 0) == f"{me}: propose a trade to {them}"
    act(state, "propose", 0)
    assert label(state, "give", "card", dagger) == f"Give {them} the Dagger"
    assert label(state, "cancel") == f"Call off the trade with {them}"
    act(state, "give", "card", dagger)
    assert label(state, "ask", "card", potion) == f"Ask {them} for the Healing Potion"
    assert label(state, "ask", "nothing") == f"Ask {them} for nothing: the Dagger is a gift"
    act(state, "ask", "card", potion)
    assert label(state, "accept") == f"Accept {me}'s offer: Dagger for Healing Potion"
    assert label(state, "decline") == f"Decline {me}'s offer: Dagger for Healing Potion"


def test_trading_between_players_a_full_backpack_may_trade_a_card_away_instead_of_dropping_it():
    """*Trading Between Players*: "at any time (except in combat)", so also when the backpack overflows."""
    state = table(2, ("green", "red"))
    stand(state, 0, start(state))
    for title in ("Healing Potion", "Greater Potion", "Whetstone", "Troll Blood", "Elven Bread", "Giant's Brew"):
        give(state, 1, title)
    assert state.to_move() == 1 and kinds(state) == {"drop", "propose"}
    act(state, "propose", 1)
    act(state, "give", "card", card_id("Troll Blood"))
    act(state, "ask", "nothing")
    assert state.to_move() == 0
    act(state, "accept")
    assert card_id("Troll Blood") in state.players[0].cards and len(state.players[1].cards) == 5
    assert state.to_move() == 0 and state.phase == "main" and state.overflow_seat() is None
