"""Elria's actions as indices: cards and grey spaces are numbered by the card set (engine/elria/cards.py).

Cards are the card set's global indices (`cards().cards`), spaces its global space indices
(`cards().spaces`), and an action type is one of combat, treasure, encounter, level up. The same table
serves every mode (a mode simply never offers some kinds).
"""

from __future__ import annotations

from ai.research.encoding import ActionSpace, Kind
from engine.elria.cards import ACTIONS, cards

NO_ARGUMENT = ("abandon", "end_action", "end_turn", "gain_time", "no_map", "no_shelter", "restart", "retry",
               "shop_done")
BY_CARD = ("buy", "discard", "discover", "draft", "fulfil", "pick_landmark", "pick_quest", "travel")
BY_SPACE = ("cover", "defeat", "map", "quest", "shelter")


def action_space(mode: str, seats: int) -> ActionSpace:
    """Every Elria action: no argument, a card, a space, a card and an action type, a space and an action type."""
    card_set = cards()
    every_card, every_space = range(len(card_set.cards)), range(len(card_set.spaces))
    return ActionSpace([
        *(Kind.of(name) for name in NO_ARGUMENT),
        *(Kind.of(name, every_card) for name in BY_CARD),
        *(Kind.of(name, every_space) for name in BY_SPACE),
        Kind.of("act", every_card, ACTIONS),
        Kind.of("bonus", every_space, ACTIONS),
    ])
