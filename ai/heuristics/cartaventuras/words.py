"""The hints' words: what a card, a draw or a place does for a player, in the game's terms.

The heuristic weighs everything in turns of progress towards the Great Dragon; a player reads
what changes on the table instead (an attack, the chance against the dragon, life, coins) and,
for the rest, how much it helps in plain words.
"""

from __future__ import annotations

from collections import Counter

from ai.heuristics.cartaventuras.gear import Gear, without
from engine.cartaventuras.cards import catalogue
from engine.cartaventuras.player import Player
from engine.cartaventuras.state import CartaventurasState
from engine.words import count

_MODE = {"magic": "magic", "nonmagic": "non-magic"}
# (at least this many turns of progress, the words for it), strongest first
_SCALE = ((3.0, "a big help"), (1.0, "a help"), (0.25, "a small help"), (-0.25, "makes little difference"),
          (-1.0, "a small loss"), (-3.0, "a loss"))
_KINDS = {"enemy": "enemies", "trap": "traps", "trade": "trading places", "heal": "healing places",
          "coins": "purses of coins", "find": "finds", "boon": "boons", "portal": "portals", "passage": "passages",
          "none": "plain lands"}


def worth_words(turns: float) -> str:
    """How much a change helps, in words ("a small help", "a loss") rather than the heuristic's turns."""
    return next((words for least, words in _SCALE if turns >= least), "a big loss")


def _pct(chance: float) -> str:
    return f"{round(100 * chance)}%"


def card_words(state: CartaventurasState, player: Player, card_id: str, worth: float) -> str:
    """What getting `card_id` changes for `player` (or losing it, if they hold it): "your non-magic
    attack 2 → 5; against the Great Dragon 0% → 4%", then how much that helps overall. `worth` is
    the card's value to the player in the heuristic's turns (positive: having it helps)."""
    card = catalogue().orange[card_id]
    held = card_id in player.cards
    now = Gear(player)
    other = without(now, player, card_id) if held else now.with_card(card_id)
    before, after = (other, now) if held else (now, other)
    parts = []
    if card.kind in _MODE:
        old, new = getattr(before, card.kind), getattr(after, card.kind)
        mode = _MODE[card.kind]
        parts.append(f"your {mode} attack {old} → {new}" if new != old else f"no better than your {mode} {old}")
    elif card.kind == "fragment":
        parts.append(f"half of the {catalogue().title(card.part_of)}")
    elif card.effect == "heal":
        parts.append(f"{count(card.life * player.uses.get(card_id, card.uses), 'life point')} when drunk")
    dragon = (before.dragon_chance(player.life), after.dragon_chance(player.life))
    if round(100 * dragon[0]) != round(100 * dragon[1]):
        parts.append(f"against the Great Dragon {_pct(dragon[0])} → {_pct(dragon[1])}")
    change, words = "; ".join(parts), worth_words(-worth if held else worth)
    return f"{change}: {words}" if change else words


def deck_words(state: CartaventurasState, colour: str) -> str:
    """What the unseen cards of a colour are: "9 unseen: 4 enemies, 2 traps, 3 other"."""
    zones = catalogue().zones
    deck = state.decks.get(colour, [])
    kinds = Counter(zones[card].effect for card in deck)
    named = [f"{n} {_KINDS.get(kind, kind)}" for kind, n in kinds.most_common(2)]
    rest = len(deck) - sum(n for _, n in kinds.most_common(2))
    return f"{len(deck)} unseen: " + ", ".join(named + ([f"{rest} other"] if rest else []))
