"""Resolving the card an adventurer arrives on, and replacing won enemy cards.

Trading places and single-use cards are marked with one of the player's 8
tokens, to remember the visit. A single-use card is a pass-through card for
whoever marked it; a trading place stays open. With no token left the visit is
remembered all the same, so tokens never bar a card.
"""

from __future__ import annotations

from engine.cartaventuras import combat, equipment
from engine.cartaventuras.cards import catalogue
from engine.words import count


def marked(state, card_id: str, seat: int) -> bool:
    return bool(state.marks.get(card_id, 0) >> seat & 1)


def _mark(state, card_id: str, seat: int) -> None:
    """Place a token on the card (remember the visit without one when none is left)."""
    player = state.players[seat]
    if player.tokens:
        player.tokens -= 1
    else:
        state.log.append(f"{player.name} has no token left: the visit to {catalogue().zones[card_id].title} "
                         f"is remembered without one.")
    state.marks[card_id] = state.marks.get(card_id, 0) | 1 << seat


def arrive(state, cell: int) -> None:
    """The current player stands on `cell` and resolves it."""
    seat = state.current
    player = state.players[seat]
    player.cell = cell
    card_id = state.grid[cell]
    if cell == state.dragon_cell:
        combat.start(state, cell, dragon=True)
        return
    if card_id not in catalogue().zones or cell in state.cleared:
        state.after_resolution()
        return
    card = catalogue().zones[card_id]
    if card.effect == "enemy":
        combat.start(state, cell)
        return
    if card.single_use and marked(state, card_id, seat):
        state.log.append(f"{player.name} has already been to {card.title}: it is only a passage now.")
        state.after_resolution()
        return
    if (card.single_use or card.effect == "trade") and not marked(state, card_id, seat):
        _mark(state, card_id, seat)
    if card.effect == "trade":
        state.phase = "shop"
        state.log.append(f"{player.name} visits the trading place {card.title}.")
        return
    _resolve_simple(state, player, card)
    state.after_resolution()


def _resolve_simple(state, player, card) -> None:
    effect = card.effect
    if effect == "heal":
        state.heal(player, card.life)
    elif effect == "coins":
        state.gain_coins(player, card.coins)
    elif effect == "trap":
        lost = min(player.coins, card.coins)
        player.coins -= lost
        state.log.append(f"{card.title}: {player.name} loses {card.life} life and {count(lost, 'coin')}.")
        if card.life:
            state.hurt(state.current, card.life)
    elif effect in ("portal", "passage"):
        player.portal_next = True
        state.log.append(f"{player.name} may use the {effect} on their next turn.")
    elif effect == "find":
        if equipment.take_from_decks(state, card.card):
            equipment.gain(state, player, card.card)
            state.log.append(f"{player.name} finds the {catalogue().orange[card.card].title}.")
        else:
            state.log.append(f"The {catalogue().orange[card.card].title} is not there any more.")
    elif effect == "boon":
        player.boons.append(card.boon)
        state.log.append(f"{player.name} receives a blessing from {card.title}.")


def replace_flipped(state, cell: int) -> None:
    """Start of the winner's next turn: the won card is discarded and replaced."""
    old = state.grid[cell]
    state.flipped.pop(cell, None)
    deck = state.decks[catalogue().zones[old].colour]
    if not deck:
        state.cleared.add(cell)
        state.log.append(f"No {catalogue().zones[old].colour} card is left: {catalogue().zones[old].title} stays, cleared.")
        state.after_resolution()
        return
    state.zone_discard.append(old)
    state.grid[cell] = deck.pop()
    state.log.append(f"{catalogue().zones[old].title} is discarded and {catalogue().zones[state.grid[cell]].title} takes its place.")
    arrive(state, cell)
