"""What arriving on each zone card is worth to one player, cached per table context."""

from __future__ import annotations

from ai.heuristics.cartaventuras.fights import enemy_value
from ai.heuristics.cartaventuras.gear import Gear, available, card_value, coin_value, life_value
from ai.heuristics.cartaventuras.values import COIN, DEATH, REVEAL
from engine.cartaventuras.cards import catalogue


def arrival_value(state, seat: int, card_id: str, gear: Gear, fresh: bool = False) -> float:
    """Worth of arriving on a zone card (`fresh`: just drawn, so nobody has marked it).
    A single-use card this seat has marked is a mere passage; tokens bar nothing."""
    player = state.players[seat]
    card = catalogue().zones[card_id]
    if card.effect == "enemy":
        return enemy_value(state, player, card, gear)
    if card.single_use and not fresh and state.marks.get(card_id, 0) >> seat & 1:
        return 0.0
    return _effect_value(state, player, card, gear)


def _effect_value(state, player, card, gear: Gear) -> float:
    effect = card.effect
    if effect == "trade":
        return shop_value(state, player, card, gear)
    if effect == "heal":
        return min(card.life, 10 - player.life) * life_value(player)
    if effect == "coins":
        return card.coins * coin_value(player)
    if effect == "trap":
        death = DEATH if card.life >= player.life else 0.0
        return -card.life * life_value(player) - min(player.coins, card.coins) * COIN - death
    if effect in ("portal", "passage"):
        return 0.5
    if effect == "find":
        return card_value(state, player, card.card, gear) if available(state, card.card) else 0.0
    if effect == "boon":
        return {"plus2": 2.0, "x2": 2.0, "two_rolls": 1.0, "double_coins": 0.5}[card.boon]
    return 0.0


def shop_value(state, player, card, gear: Gear) -> float:
    """What this trading place offers the player now: the good buys, best first, while coins last."""
    buys = []
    for ware in state.purchase:
        offer = catalogue().orange[ware]
        if offer.price <= player.coins and (offer.kind == "fragment" or offer.kind in card.sells):
            gain = card_value(state, player, ware, gear) - COIN * offer.price
            if gain > 0:
                buys.append((gain, offer.price))
    total, coins = 0.0, player.coins
    for gain, cost in sorted(buys, reverse=True):
        if cost <= coins:
            total, coins = total + gain, coins - cost
    return total


class Outlook:
    """One player's view of every zone card for one table context (their gear, life,
    coins, the Purchase deck, who holds which orange card): each card's
    worth on a fresh arrival, worked out once and reused by every later decision."""

    __slots__ = ("seat", "gear", "fresh")

    def __init__(self, state, seat: int) -> None:
        self.seat = seat
        self.gear = Gear(state.players[seat])
        self.fresh: dict[str, float] = {}

    def arrival(self, state, card_id: str) -> float:
        """`arrival_value` of a fresh card, cached; `state` must be in this outlook's context."""
        value = self.fresh.get(card_id)
        if value is None:
            value = self.fresh[card_id] = arrival_value(state, self.seat, card_id, self.gear, fresh=True)
        return value

    def here(self, state, card_id: str) -> float:
        """Worth of arriving on a revealed card: as fresh, unless this seat has marked it."""
        card = catalogue().zones.get(card_id)
        single_use = card is not None and card.effect != "enemy" and card.single_use
        if single_use and state.marks.get(card_id, 0) >> self.seat & 1:
            return 0.0
        return self.arrival(state, card_id)

    def explore(self, state, colour: str) -> float:
        """Average worth of the cards of this colour nobody has seen yet, plus opening the map."""
        seen = set(state.grid)
        seen.update(state.zone_discard)
        total, count = 0.0, 0
        for card in catalogue().zones.values():
            if card.colour == colour and card.id not in seen:
                total += self.arrival(state, card.id)
                count += 1
        return total / count + REVEAL if count else -10.0


def context(state, seat: int) -> tuple:
    """Everything a card's worth to this seat depends on, as a hashable key."""
    player = state.players[seat]
    return (seat, player.character.id, player.life, player.coins, tuple(player.cards),
            tuple(player.uses.items()), tuple(player.boons), tuple(state.purchase),
            tuple(state.discard), tuple(len(p.cards) for p in state.players),
            tuple(c for p in state.players for c in p.cards))
