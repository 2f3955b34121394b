"""Trading places (buy from the Purchase deck, sell fragments), trades between
players, and dropping a card when the backpack holds more than 5.

A trade is proposed by the player whose turn it is: pick a partner, what you
give, what you ask; the partner accepts or declines. At most
`TRADES_PER_TURN` proposals per turn keep every game finite.
"""

from __future__ import annotations

from engine.cartaventuras import equipment
from engine.cartaventuras.cards import catalogue
from engine.core import Action

_C = catalogue()
FRAGMENT_SALE = 3
TRADES_PER_TURN = 2
COIN_STEPS = (1, 2, 3, 5)
DONE_SHOPPING = Action("done", (), "Leave the trading place")
CANCEL = Action("cancel", (), "Call off the trade")
ACCEPT = Action("accept", (), "Accept the trade")
DECLINE = Action("decline", (), "Decline the trade")


# -- trading places ---------------------------------------------------------------
def price(card_id: str) -> int:
    return _C.orange[card_id].price


def shop_legal(state) -> list[Action]:
    player = state.players[state.current]
    sells = _C.zones[state.grid[player.cell]].sells
    actions = []
    for card_id in state.purchase:
        card = _C.orange[card_id]
        if (card.kind == "fragment" or card.kind in sells) and card.price <= player.coins:
            actions.append(Action("buy", (card_id,), f"Buy {card.title} for {card.price} coins", card_id))
    for card_id in player.cards:
        if _C.orange[card_id].kind == "fragment":
            actions.append(Action("sell", (card_id,), f"Sell {_C.orange[card_id].title} for "
                                                      f"{FRAGMENT_SALE} coins", card_id))
    actions.append(DONE_SHOPPING)
    return actions


def shop_apply(state, action: Action) -> None:
    player = state.players[state.current]
    if action.kind == "done":
        state.after_resolution()
        return
    card_id = action.args[0]
    title = _C.orange[card_id].title
    if action.kind == "buy":
        state.purchase.remove(card_id)
        player.coins -= price(card_id)
        equipment.gain(state, player, card_id)
        state.log.append(f"{player.name} buys the {title} for {price(card_id)} coins.")
    else:
        equipment.release(state, player, card_id)
        paid = min(FRAGMENT_SALE, state.bank())
        player.coins += paid
        state.log.append(f"{player.name} sells the {title} for {paid} coins.")


# -- a full backpack ---------------------------------------------------------------
def drop_legal(state, seat: int) -> list[Action]:
    player = state.players[seat]
    return [Action("drop", (card_id,), f"Drop {_C.orange[card_id].title}: the backpack holds only "
                                       f"{equipment.BACKPACK}", card_id) for card_id in equipment.backpack(player)]


def drop_apply(state, seat: int, action: Action) -> None:
    player = state.players[seat]
    equipment.release(state, player, action.args[0])
    state.log.append(f"{player.name} leaves the {_C.orange[action.args[0]].title} behind.")


# -- trades between players ----------------------------------------------------------
def _has_goods(player) -> bool:
    return player.alive and (bool(player.cards) or player.coins > 0)


def propose_actions(state) -> list[Action]:
    me = state.players[state.current]
    if state.trades_left <= 0 or not _has_goods(me):
        return []
    return [Action("propose", (seat,), f"Propose a trade to {p.name}")
            for seat, p in enumerate(state.players)
            if seat != state.current and _has_goods(p)]


def propose(state, partner: int) -> None:
    state.trades_left -= 1
    state.trade = [partner, None, None]
    state.phase = "trade_give"


def _offers(player, verb: str, coins_too: bool) -> list[Action]:
    actions = [Action(verb, ("card", card_id), f"{verb.capitalize()} {_C.orange[card_id].title}", card_id)
               for card_id in player.cards]
    if coins_too:
        actions += [Action(verb, ("coins", n), f"{verb.capitalize()} {n} coin{'s' * (n > 1)}")
                    for n in COIN_STEPS if n <= player.coins]
    return actions


def describe(item) -> str:
    if item is None:
        return "nothing"
    kind, value = item
    return _C.orange[value].title if kind == "card" else f"{value} coin{'s' * (value > 1)}"


def trade_legal(state) -> list[Action]:
    partner, give, _ = state.trade
    if state.phase == "trade_give":
        return _offers(state.players[state.current], "give", True) + [CANCEL]
    if state.phase == "trade_get":
        asks = _offers(state.players[partner], "ask", give[0] == "card")
        if give[0] == "card":
            asks.append(Action("ask", ("nothing",), "Ask nothing: it is a gift"))
        return asks + [CANCEL]
    return [ACCEPT, DECLINE]


def trade_apply(state, action: Action) -> None:
    partner = state.trade[0]
    me, them = state.players[state.current], state.players[partner]
    if action.kind == "give":
        state.trade[1] = action.args
        state.phase = "trade_get"
        return
    if action.kind == "ask":
        state.trade[2] = None if action.args[0] == "nothing" else action.args
        state.phase = "trade_answer"
        state.log.append(f"{me.name} offers {them.name} {describe(state.trade[1])} "
                         f"for {describe(state.trade[2])}.")
        return
    if action.kind == "accept":
        _exchange(state, me, them, state.trade[1], state.trade[2])
        state.log.append(f"{them.name} accepts the trade.")
    elif action.kind == "decline":
        state.log.append(f"{them.name} declines the trade.")
    state.trade = None
    state.phase = "main"


def _exchange(state, me, them, give, ask) -> None:
    """Both sides hand over their part first; fragments fuse afterwards."""
    moved = [(_take(me, give), them), (_take(them, ask), me)]
    for (kind, value, uses), taker in moved:
        if kind == "coins":
            taker.coins += value
        elif kind == "card":
            taker.cards.append(value)
            if uses is not None:
                taker.uses[value] = uses
    for (kind, value, _), taker in moved:
        if kind == "card" and _C.orange[value].kind == "fragment":
            equipment.fuse(state, taker, _C.orange[value].part_of)


def _take(giver, item) -> tuple:
    if item is None:
        return "nothing", None, None
    kind, value = item
    if kind == "coins":
        giver.coins -= value
        return kind, value, None
    giver.cards.remove(value)
    return kind, value, giver.uses.pop(value, None)
