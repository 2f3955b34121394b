"""Trading Places and Trading Between Players."""

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
    act(state, "propose", 1)
    act(state, "give", "card", dagger)
    act(state, "ask", "card", potion)
    assert state.to_move() == 1
    act(state, "accept")
    assert state.players[0].cards == [potion] and state.players[1].cards == [dagger]
    assert state.to_move() == 0 and state.phase == "main"


def test_trading_between_players_buying_with_coins_and_declining():
    state = table(2, ("green", "red"))
    stand(state, 0, start(state))
    potion = give(state, 1, "Healing Potion")
    act(state, "propose", 1)
    act(state, "give", "coins", 3)
    act(state, "ask", "card", potion)
    act(state, "decline")
    assert state.players[0].coins == 4 and state.players[1].cards == [potion]
    act(state, "propose", 1)
    act(state, "give", "coins", 3)
    act(state, "ask", "card", potion)
    act(state, "accept")
    assert state.players[0].coins == 1 and state.players[1].coins == 6
    assert "propose" not in kinds(state)  # two proposals per turn keep games finite


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
