"""Weapons and equipment: what a player wields, the backpack of 5, uses, fusion.

A player always wields the strongest weapon of each kind (magic, non-magic);
every other card is in the backpack. Cards leaving a player go back to the
Purchase deck (Purchase and Forge cards) or to the discard pile (the rest).
"""

from __future__ import annotations

from engine.cartaventuras.cards import catalogue
from engine.cartaventuras.player import Player

BACKPACK = 5
MAX_ATTACK = 12


def wielded(player: Player, kind: str) -> str | None:
    """The card of `kind` ('magic' or 'nonmagic') the player fights with, if any."""
    best, best_attack = None, 0
    orange = catalogue().orange
    for card_id in player.cards:
        card = orange[card_id]
        if card.kind == kind and card.attack > best_attack:
            best, best_attack = card_id, card.attack
    return best


def backpack(player: Player) -> list[str]:
    """Every card the player owns except the two wielded weapons."""
    held = {wielded(player, "magic"), wielded(player, "nonmagic")}
    return [card_id for card_id in player.cards if card_id not in held]


def overflowing(player: Player) -> bool:
    return player.alive and len(player.cards) > BACKPACK and len(backpack(player)) > BACKPACK


def attack(player: Player, mode: str) -> int:
    """The weapon's value replaces the character's default; never above 12."""
    card_id = wielded(player, mode)
    value = catalogue().orange[card_id].attack if card_id else getattr(player.character, mode)
    return min(MAX_ATTACK, value)


def holds_effect(player: Player, effect: str) -> list[str]:
    """Objects with this effect the player still holds."""
    orange = catalogue().orange
    return [c for c in player.cards if orange[c].effect == effect]


def gain(state, player: Player, card_id: str) -> None:
    """Add a card to the player's gear; two fragments fuse at once."""
    card = catalogue().orange[card_id]
    player.cards.append(card_id)
    if card.kind == "object" and card.uses > 1:
        player.uses[card_id] = card.uses
    if card.kind == "fragment":
        fuse(state, player, card.part_of)


def fuse(state, player: Player, whole_id: str) -> None:
    parts = [c for c in player.cards if catalogue().orange[c].part_of == whole_id]
    if len(parts) < 2 or whole_id not in state.forge:
        return
    for part in parts:
        player.cards.remove(part)
        state.forge.append(part)
    state.forge.remove(whole_id)
    state.log.append(f"{player.name} fuses the two fragments into the {catalogue().orange[whole_id].title}.")
    gain(state, player, whole_id)


def release(state, player: Player, card_id: str) -> None:
    """The card leaves the player: Purchase and Forge cards to the Purchase deck, others discarded."""
    player.cards.remove(card_id)
    player.uses.pop(card_id, None)
    if catalogue().orange[card_id].returns_to_purchase:
        state.purchase.append(card_id)
    else:
        state.discard.append(card_id)


def use_once(state, player: Player, card_id: str) -> None:
    """One use of an object; the last use releases it."""
    left = player.uses.get(card_id, 1) - 1
    if left > 0:
        player.uses[card_id] = left
    else:
        release(state, player, card_id)


def take_from_decks(state, card_id: str) -> bool:
    """Take a named card from the Exploration or Forge deck; False if it is not there."""
    for deck in (state.exploration, state.forge):
        if card_id in deck:
            deck.remove(card_id)
            return True
    return False


def release_everything(state, player: Player) -> None:
    for card_id in list(player.cards):
        release(state, player, card_id)
