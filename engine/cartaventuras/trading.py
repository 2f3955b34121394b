"""Trading places (buy from the Purchase deck, sell fragments), trades between
players, and dropping a card when the backpack holds more than 5.

Outside combat, at every decision of the turn, any adventurer with something to
trade may propose a trade to any other: the proposer becomes the seat to move,
picks a partner, what to give and what to ask; the partner accepts or declines;
then play goes back to where it was. So that every game ends, an offer once made
(accepted or refused) is not made again that turn, and a proposer who calls off
a trade waits until the game moves on.
"""

from __future__ import annotations

from engine.cartaventuras import equipment, objects
from engine.cartaventuras.cards import catalogue
from engine.core import Action
from engine.words import count

FRAGMENT_SALE = 3
TRADE_KINDS = frozenset({"propose", "partner", "give", "ask", "accept", "decline", "cancel"})
COIN_STEPS = (1, 2, 3, 5)
DONE_SHOPPING = Action("done", (), "Leave the trading place")
CANCEL = Action("cancel", (), "Call off the trade")


# -- trading places ---------------------------------------------------------------
def price(card_id: str) -> int:
    return catalogue().orange[card_id].price


def shop_legal(state) -> list[Action]:
    player = state.players[state.current]
    cards = catalogue()
    sells = cards.zones[state.grid[player.cell]].sells
    actions = []
    for card_id in state.purchase:
        card = cards.orange[card_id]
        if (card.kind == "fragment" or card.kind in sells) and card.price <= player.coins:
            actions.append(Action("buy", (card_id,), f"Buy {card.title} for {count(card.price, 'coin')}", card_id))
    for card_id in player.cards:
        if catalogue().orange[card_id].kind == "fragment":
            actions.append(Action("sell", (card_id,), f"Sell {catalogue().orange[card_id].title} for "
                                                      f"{count(FRAGMENT_SALE, 'coin')}", card_id))
    return actions + objects.offers(state, player) + propose_actions(state) + [DONE_SHOPPING]


def shop_apply(state, action: Action) -> None:
    player = state.players[state.current]
    if action.kind == "done":
        state.after_resolution()
        return
    if action.kind == "use":
        objects.use(state, player, action.args[0])
        return
    card_id = action.args[0]
    title = catalogue().orange[card_id].title
    if action.kind == "buy":
        state.purchase.remove(card_id)
        player.coins -= price(card_id)
        equipment.gain(state, player, card_id)
        state.log.append(f"{player.name} buys the {title} for {count(price(card_id), 'coin')}.")
    else:
        equipment.release(state, player, card_id)
        paid = min(FRAGMENT_SALE, state.bank())
        player.coins += paid
        state.log.append(f"{player.name} sells the {title} for {count(paid, 'coin')}.")


# -- a full backpack ---------------------------------------------------------------
def drop_legal(state, seat: int) -> list[Action]:
    player = state.players[seat]
    return [Action("drop", (card_id,), f"Drop {catalogue().orange[card_id].title}: the backpack holds only "
                                       f"{equipment.BACKPACK}", card_id) for card_id in equipment.backpack(player)]


def drop_apply(state, seat: int, action: Action) -> None:
    player = state.players[seat]
    equipment.release(state, player, action.args[0])
    state.log.append(f"{player.name} leaves the {catalogue().orange[action.args[0]].title} behind.")


# -- trades between players ----------------------------------------------------------
# state.trade = [proposer, partner, give, ask, phase to go back to]; partner is None until chosen.
def _has_goods(player) -> bool:
    return player.alive and (bool(player.cards) or player.coins > 0)


def _partners(state, proposer: int) -> list[int]:
    """Everyone still in the Kingdom with whom a trade could be made (coins buy only cards)."""
    me = state.players[proposer]
    return [seat for seat, p in enumerate(state.players)
            if seat != proposer and p.alive and (me.cards or p.cards)]


def propose_actions(state) -> list[Action]:
    """A `propose` for every seat with something to trade that has not just called one off, naming
    with whom ("Anna: propose a trade to Sir Tadeo")."""
    names = [p.name for p in state.players]
    return [Action("propose", (seat,), f"{p.name}: propose a trade to "
                                       f"{' or '.join(names[other] for other in _partners(state, seat))}")
            for seat, p in enumerate(state.players)
            if seat not in state.withdrawn and _has_goods(p) and _partners(state, seat)]


def trade_away(state, seat: int) -> list[Action]:
    """With a backpack too full, its owner may trade a card away instead of dropping it ("at any
    time, except in combat")."""
    if state.combat is not None:
        return []
    return [action for action in propose_actions(state) if action.args[0] == seat]


def propose(state, proposer: int) -> None:
    state.trade = [proposer, None, None, None, state.phase]
    state.phase = "trade_partner"
    partners = _partners(state, proposer)
    if len(partners) == 1:
        _choose_partner(state, partners[0])


def _choose_partner(state, partner: int) -> None:
    state.trade[1] = partner
    state.phase = "trade_give"


def _offers(player, verb: str, partner: str, coins_too: bool) -> list[Action]:
    """"Give Anna the Dagger" / "Ask Anna for 3 coins": every step of a trade names the partner."""
    words = f"Give {partner}" if verb == "give" else f"Ask {partner} for"
    actions = [Action(verb, ("card", card_id), f"{words} the {catalogue().orange[card_id].title}", card_id)
               for card_id in dict.fromkeys(player.cards)]
    if coins_too:
        actions += [Action(verb, ("coins", n), f"{words} {count(n, 'coin')}")
                    for n in COIN_STEPS if n <= player.coins]
    return actions


def describe(item) -> str:
    if item is None:
        return "nothing"
    kind, value = item
    return catalogue().orange[value].title if kind == "card" else count(value, 'coin')


def trader(state) -> int:
    """The seat deciding in a trade: the proposer, and the partner for the answer."""
    return state.trade[1] if state.phase == "trade_answer" else state.trade[0]


def trade_legal(state) -> list[Action]:
    proposer, partner, give, ask, _ = state.trade
    players = state.players
    if state.phase == "trade_partner":
        return [Action("partner", (seat,), f"Trade with {players[seat].name}")
                for seat in _partners(state, proposer)] + [CANCEL]
    name = players[partner].name
    cancel = Action("cancel", (), f"Call off the trade with {name}")
    if state.phase == "trade_give":
        return _offers(players[proposer], "give", name, True) + [cancel]
    if state.phase == "trade_get":
        asks = _offers(players[partner], "ask", name, give[0] == "card")
        if give[0] == "card":
            asks.append(Action("ask", ("nothing",), f"Ask {name} for nothing: the {describe(give)} is a gift"))
        made = {offer[3] for offer in state.offers if offer[:3] == [proposer, partner, give]}
        return [a for a in asks if _asked(a) not in made] + [cancel]
    offer = f"{players[proposer].name}'s offer: {describe(give)} for {describe(ask)}"
    return [Action("accept", (), f"Accept {offer}"), Action("decline", (), f"Decline {offer}")]


def _asked(action: Action):
    return None if action.args[0] == "nothing" else tuple(action.args)


def trade_apply(state, action: Action) -> None:
    proposer, partner, give, _, back = state.trade
    kind = action.kind
    if kind == "partner":
        _choose_partner(state, action.args[0])
        return
    if kind == "give":
        state.trade[2] = tuple(action.args)
        state.phase = "trade_get"
        return
    if kind == "cancel":
        state.withdrawn.append(proposer)
        _close(state, back)
        return
    me, them = state.players[proposer], state.players[partner]
    if kind == "ask":
        state.trade[3] = _asked(action)
        state.offers.append([proposer, partner, give, state.trade[3]])
        state.phase = "trade_answer"
        state.log.append(f"{me.name} offers {them.name} {describe(give)} for {describe(state.trade[3])}.")
        return
    if kind == "accept":
        _exchange(state, me, them, give, state.trade[3])
        state.log.append(f"{them.name} accepts the trade.")
    else:
        state.log.append(f"{them.name} declines the trade.")
    _close(state, back)


def _close(state, back: str) -> None:
    """The trade is over: play goes back to where it was."""
    state.trade = None
    state.phase = back
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
        if kind == "card" and catalogue().orange[value].kind == "fragment":
            equipment.fuse(state, taker, catalogue().orange[value].part_of)


def _take(giver, item) -> tuple:
    if item is None:
        return "nothing", None, None
    kind, value = item
    if kind == "coins":
        giver.coins -= value
        return kind, value, None
    giver.cards.remove(value)
    return kind, value, giver.uses.pop(value, None)
