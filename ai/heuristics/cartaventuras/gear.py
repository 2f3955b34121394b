"""Gear in turns: what each orange card, coin and life point adds to a player.

Gear is judged by the one fight that matters, the Great Dragon, and by the
attack levels that win everyday fights.
"""

from __future__ import annotations

from ai.heuristics.cartaventuras.odds import dragon_chance
from ai.heuristics.cartaventuras.values import COIN, GEAR, LIFE, LOW_LIFE, RICH
from engine.cartaventuras import combat
from engine.cartaventuras.cards import catalogue
from engine.cartaventuras.player import Player
from engine.cartaventuras.state import CartaventurasState


class Gear:
    """What a player brings to a fight: attacks, +2 uses, x2 and two-rolls uses, healing."""

    __slots__ = ("magic", "nonmagic", "weapon_magic", "weapon_nonmagic", "plus2", "x2", "two_rolls", "heal")

    def __init__(self, player: Player) -> None:
        best = {"magic": 0, "nonmagic": 0}
        boosts = {"plus2": 0, "x2": 0, "two_rolls": 0}
        heal = 0
        for card_id in player.cards:
            card = catalogue().orange[card_id]
            if card.kind in best:
                best[card.kind] = max(best[card.kind], card.attack)
            elif card.effect in boosts:
                boosts[card.effect] += player.uses.get(card_id, card.uses)
            elif card.effect == "heal":
                heal += card.life * player.uses.get(card_id, card.uses)
        for boon in player.boons:
            if boon in boosts:
                boosts[boon] += 1
        self.weapon_magic, self.weapon_nonmagic = best["magic"], best["nonmagic"]
        character = player.character
        self.magic = best["magic"] or character.magic
        self.nonmagic = best["nonmagic"] or character.nonmagic
        self.plus2, self.x2, self.two_rolls = boosts["plus2"], boosts["x2"], boosts["two_rolls"]
        self.heal = heal

    def dragon_chance(self, life: int) -> float:
        return dragon_chance(self.magic, self.nonmagic, life + self.heal, self.plus2, self.x2, self.two_rolls)

    def key(self) -> tuple[int, ...]:
        """Everything this gear's worth depends on, as a hashable key."""
        return (self.magic, self.nonmagic, self.weapon_magic, self.weapon_nonmagic,
                self.plus2, self.x2, self.two_rolls, self.heal)

    def worth(self, life: int = 10) -> float:
        """Gear in turns: attack levels for everyday fights, plus the dragon chance it gives."""
        return _gear_worth(self.magic, self.nonmagic, self.heal, self.dragon_chance(life))

    def with_card(self, card_id: str, sign: int = 1) -> Gear:
        """A copy with one more (or, sign -1, one fewer use of) this card; weapons by their best."""
        other = Gear.__new__(Gear)
        for slot in Gear.__slots__:
            setattr(other, slot, getattr(self, slot))
        card = catalogue().orange[card_id]
        if card.kind in combat.MODES and sign > 0:
            weapon = max(getattr(self, "weapon_" + card.kind), card.attack)
            setattr(other, "weapon_" + card.kind, weapon)
            setattr(other, card.kind, weapon)
        elif card.effect in ("plus2", "x2", "two_rolls"):
            setattr(other, card.effect, max(0, getattr(self, card.effect) + sign * card.uses))
        elif card.effect == "heal":
            other.heal = max(0, self.heal + sign * card.life * card.uses)
        return other


def dragon_odds(player: Player, life: int | None = None) -> float:
    """This player's exact chance to beat the dragon now."""
    return Gear(player).dragon_chance(player.life if life is None else life)


def available(state: CartaventurasState, card_id: str) -> bool:
    """A named reward can still be taken: nobody holds it, it is not for sale nor discarded."""
    if card_id in state.purchase or card_id in state.discard:
        return False
    return not any(card_id in p.cards for p in state.players)


def _gear_worth(magic: int, nonmagic: int, heal: int, chance: float) -> float:
    levels = min(magic, 9) + min(nonmagic, 9)
    return 1.5 * levels + GEAR * chance + 0.2 * min(heal, 8)


# what a card not yet held adds to a gear at a life: the same in every context with that
# gear and life, so it is worked out once (per card set: the key names the catalogue)
_GAINS: dict[tuple, float] = {}
GAINS = 65536  # gains remembered before the memo starts afresh


def card_gain(card_id: str, gear: Gear, life: int) -> float:
    """What adding this (weapon, boost or healing) card to `gear` is worth at `life`, in turns."""
    key = (id(catalogue()), card_id, life, gear.key())
    gain = _GAINS.get(key)
    if gain is None:
        if len(_GAINS) >= GAINS:
            _GAINS.clear()
        gain = _GAINS[key] = gear.with_card(card_id).worth(life) - gear.worth(life)
    return gain


def card_value(state: CartaventurasState, player: Player, card_id: str, gear: Gear | None = None) -> float:
    """What owning this card adds to the player, in turns."""
    gear = gear or Gear(player)
    orange = catalogue().orange
    card = orange[card_id]
    if card.kind == "fragment":
        whole = card.part_of
        pair = any(orange[c].part_of == whole for c in player.cards if c != card_id)
        worth = card_value(state, player, whole, gear) if orange[whole].kind != "fragment" else 0.0
        if pair:
            return 0.9 * worth
        half = next(c for c, o in orange.items() if o.part_of == whole and c != card_id)
        return 0.35 * worth if not any(half in p.cards for p in state.players) else 0.3
    if card.effect == "map":
        return 1.5 * player.uses.get(card_id, card.uses)
    if card.effect == "double_coins":
        return 0.5 * player.uses.get(card_id, card.uses)
    if card_id in player.cards:
        return gear.worth(player.life) - without(gear, player, card_id).worth(player.life)
    return card_gain(card_id, gear, player.life)


def without(gear: Gear, player: Player, card_id: str) -> Gear:
    card = catalogue().orange[card_id]
    if card.kind in combat.MODES:
        rest = [c for c in player.cards if c != card_id]
        best = max((catalogue().orange[c].attack for c in rest if catalogue().orange[c].kind == card.kind), default=0)
        other = gear.with_card(card_id, 0)
        setattr(other, "weapon_" + card.kind, best)
        setattr(other, card.kind, best or getattr(player.character, card.kind))
        return other
    return gear.with_card(card_id, -1)


def coin_value(player: Player) -> float:
    """Coins buy gear; past a full shopping list they are worth less."""
    return COIN if player.coins < RICH else COIN / 3


def life_value(player: Player) -> float:
    return LIFE * (3 if player.life <= LOW_LIFE else 1)
