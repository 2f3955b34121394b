"""Cartaventuras' actions as indices: the Kingdom's cells, its four sides, seats and the orange cards.

Cells are numbered `row * COLS + col` (engine/cartaventuras/kingdom.py, 8 x 7); orange card ids come
from the card data; a trade offers a card, 1, 2, 3 or 5 coins, or (asked) nothing. A jump goes to a cell
through a portal or with a Complete Map (the map card's id). The table is the same for every seat
count, sized for four seats.
"""

from __future__ import annotations

from ai.research.encoding import ActionSpace, Kind
from engine.cartaventuras.cards import COLOURS, catalogue
from engine.cartaventuras.combat import MODE_NAMES
from engine.cartaventuras.kingdom import CELLS, SIDES
from engine.cartaventuras.trading import COIN_STEPS

MAX_SEATS = 4
NO_ARGUMENT = ("accept", "cancel", "decline", "done", "flee", "rest", "retreat", "roll", "time_up")
BY_CARD = ("buy", "drop", "sell", "use")


def action_space(mode: str, seats: int) -> ActionSpace:
    """Every Cartaventuras action."""
    orange = sorted(catalogue().orange)
    maps = sorted(card for card in orange if catalogue().orange[card].effect == "map")
    offers = [("card", card) for card in orange] + [("coins", n) for n in COIN_STEPS]
    return ActionSpace([
        *(Kind.of(name) for name in NO_ARGUMENT),
        *(Kind.of(name, orange) for name in BY_CARD),
        *(Kind.of(name, SIDES) for name in ("dragon", "move")),
        *(Kind.of(name, range(MAX_SEATS)) for name in ("partner", "propose")),
        Kind.of("explore", SIDES, COLOURS),
        Kind.of("fight", MODE_NAMES),
        Kind.of("jump", range(CELLS), ("portal", *maps)),
        Kind("give", tuple(offers)),
        Kind("ask", (*offers, ("nothing",))),
    ])
