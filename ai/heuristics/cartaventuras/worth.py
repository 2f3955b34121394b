"""What arriving on each zone card is worth to one player, cached per table context."""

from __future__ import annotations

from functools import lru_cache

from ai.heuristics.cartaventuras.fights import enemy_value
from ai.heuristics.cartaventuras.gear import Gear, available, card_value, coin_value, life_value
from ai.heuristics.cartaventuras.values import COIN, DEATH, REVEAL
from engine.cartaventuras.cards import ZoneCard, catalogue
from engine.cartaventuras.player import Player
from engine.cartaventuras.state import CartaventurasState


def arrival_value(state: CartaventurasState, seat: int, card_id: str, gear: Gear, fresh: bool = False) -> float:
    """Worth of arriving on a zone card (`fresh`: just drawn, so nobody has marked it).
    A single-use card this seat has marked is a mere passage; tokens bar nothing."""
    player = state.players[seat]
    card = catalogue().zones[card_id]
    if card.effect == "enemy":
        return enemy_value(state, player, card, gear)
    if card.single_use and not fresh and state.marks.get(card_id, 0) >> seat & 1:
        return 0.0
    return _effect_value(state, player, card, gear)


def _effect_value(state: CartaventurasState, player: Player, card: ZoneCard, gear: Gear) -> float:
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


def shop_value(state: CartaventurasState, player: Player, card: ZoneCard, gear: Gear) -> float:
    """What this trading place offers the player now: the good buys, best first, while coins last."""
    buys = []
    orange = catalogue().orange
    for ware in state.purchase:
        offer = orange[ware]
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
    worth on a fresh arrival, worked out once and reused by every later decision.
    `shared` (`Arrivals`) remembers arrivals across contexts: a card's worth depends
    only on the seat's own gear, life and coins and on the few table facts that card
    names (`TableFacts`), so a context met before under other rivals' cards, or
    another Purchase deck, needs only the cards that name them worked out afresh."""

    __slots__ = ("seat", "gear", "fresh", "averages", "mine", "facts", "shared")

    def __init__(self, state: CartaventurasState, seat: int, shared: Arrivals | None = None) -> None:
        self.seat = seat
        self.gear = Gear(state.players[seat])
        self.fresh: dict[str, float] = {}
        self.averages: dict[tuple[str, ...], float] = {}
        self.shared = shared = Arrivals() if shared is None else shared
        self.mine = shared.number(seat_context(state, seat))
        self.facts = TableFacts(state)

    def arrival(self, state: CartaventurasState, card_id: str) -> float:
        """`arrival_value` of a fresh card, cached; `state` must be in this outlook's context."""
        value = self.fresh.get(card_id)
        if value is None:
            key = (self.mine, card_id, self.facts.of(card_id))
            known = self.shared.values
            value = known.get(key)
            if value is None:
                value = known[key] = arrival_value(state, self.seat, card_id, self.gear, fresh=True)
            self.fresh[card_id] = value
        return value

    def here(self, state: CartaventurasState, card_id: str) -> float:
        """Worth of arriving on a revealed card: as fresh, unless this seat has marked it."""
        card = catalogue().zones.get(card_id)
        single_use = card is not None and card.effect != "enemy" and card.single_use
        if single_use and state.marks.get(card_id, 0) >> self.seat & 1:
            return 0.0
        return self.arrival(state, card_id)

    def explore(self, state: CartaventurasState, colour: str) -> float:
        """Average worth of the cards of this colour nobody has seen yet, plus opening the map."""
        seen = set(state.grid)
        seen.update(state.zone_discard)
        unseen = tuple(card_id for card_id in _of_colour(self.facts.cards, colour) if card_id not in seen)
        value = self.averages.get(unseen)
        if value is None:
            total = 0.0
            for card_id in unseen:
                total += self.arrival(state, card_id)
            value = self.averages[unseen] = total / len(unseen) + REVEAL if unseen else -10.0
        return value


class Arrivals:
    """Arrival values remembered across contexts, keyed by a number for each seat context."""

    __slots__ = ("numbers", "values")

    def __init__(self) -> None:
        self.numbers: dict[tuple, int] = {}
        self.values: dict[tuple, float] = {}

    def number(self, seat_context: tuple) -> int:
        return self.numbers.setdefault(seat_context, len(self.numbers))

    def clear(self) -> None:
        self.numbers.clear()
        self.values.clear()


@lru_cache(maxsize=16)
def _of_colour(cards: int, colour: str) -> tuple[str, ...]:
    """The zone cards of a colour in the catalogue `cards` (its id: the one in play)."""
    return tuple(card.id for card in catalogue().zones.values() if card.colour == colour)


def seat_context(state: CartaventurasState, seat: int) -> tuple:
    """What a card's worth to this seat depends on at the seat itself."""
    player = state.players[seat]
    return (id(catalogue()), seat, player.character.id, player.life, player.coins, tuple(player.cards),
            tuple(player.uses.items()), tuple(player.boons))


@lru_cache(maxsize=4)
def _halves(cards: int) -> dict[str, str]:
    """Each fragment's other half in the catalogue `cards` (its id: the one in play)."""
    orange = catalogue().orange
    return {c: h for c, o in orange.items() if o.part_of
            for h, other in orange.items() if h != c and other.part_of == o.part_of}


class TableFacts:
    """The table facts a zone card's worth depends on, for one context: which orange
    cards anyone holds, and which are out of reach (held, for sale or discarded)."""

    __slots__ = ("cards", "held", "taken", "purchase", "halves", "names", "_shop")

    def __init__(self, state: CartaventurasState) -> None:
        self.held = {c for p in state.players for c in p.cards}
        self.taken = self.held.union(state.purchase, state.discard)
        self.purchase = tuple(state.purchase)
        self.cards = cards = id(catalogue())  # the catalogue in play
        self.halves = _halves(cards)
        self.names = _names(cards)
        self._shop: tuple | None = None

    def holding(self, card_id: str) -> tuple[bool, bool]:
        """Whether an orange card can still be taken, and for a fragment whether anyone holds its other half."""
        return card_id not in self.taken, self.halves.get(card_id) in self.held

    def of(self, card_id: str) -> tuple:
        """The facts a zone card names: its orange card (free to take? its other half
        held?) or, for a trading place, the Purchase deck."""
        named = self.names.get(card_id)
        if named is None:
            return ()
        if named:
            return self.holding(named)
        if self._shop is None:
            self._shop = tuple((ware, self.holding(ware)) for ware in self.purchase)
        return self._shop


@lru_cache(maxsize=4)
def _names(cards: int) -> dict[str, str]:
    """The orange card each zone card names (a find, an enemy's reward); "" for a trading place."""
    names: dict[str, str] = {}
    for card in catalogue().zones.values():
        if card.effect == "trade":
            names[card.id] = ""
        elif card.effect == "find":
            names[card.id] = card.card
        elif card.effect == "enemy" and card.reward is not None and card.reward[0] == "card":
            names[card.id] = card.reward[1]
    return names


def context(state: CartaventurasState, seat: int) -> tuple:
    """Everything a card's worth to this seat depends on, as a hashable key."""
    return seat_context(state, seat) + (tuple(state.purchase), tuple(state.discard),
                                        tuple(len(p.cards) for p in state.players),
                                        tuple(c for p in state.players for c in p.cards))
