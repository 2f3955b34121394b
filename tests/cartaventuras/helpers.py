"""Building Cartaventuras tables for rule scenarios."""

from __future__ import annotations

from engine.cartaventuras import GAME, equipment, kingdom
from engine.cartaventuras.cards import catalogue
from engine.core import Action

C = catalogue()


def table(players: int = 1, characters=("green", "red", "blue", "purple"), seed: int = 0, **config):
    config = {"players": players, "characters": list(characters[:players]), **config}
    return GAME.new(config, seed)


def card_id(title: str) -> str:
    """The id of a card by its title."""
    for card in (*C.zones.values(), *C.orange.values()):
        if card.title == title:
            return card.id
    raise KeyError(title)


def on_top(state, title: str) -> str:
    """Put a zone card on top of its deck, so the next draw of its colour reveals it."""
    cid = card_id(title)
    deck = state.decks[C.zones[cid].colour]
    deck.remove(cid)
    deck.append(cid)
    state._legal = None
    return cid


def place(state, row: int, col: int, title: str) -> int:
    """Lay a zone card face up in the Kingdom (taken out of its deck)."""
    cid = card_id(title)
    state.decks[C.zones[cid].colour].remove(cid)
    cell = row * kingdom.COLS + col
    state.grid[cell] = cid
    state._legal = None
    return cell


def give(state, seat: int, title: str) -> str:
    """Hand a player an orange card from wherever it lies in the decks."""
    cid = card_id(title)
    for deck in (state.purchase, state.exploration, state.forge):
        if cid in deck:
            deck.remove(cid)
    equipment.gain(state, state.players[seat], cid)
    state._legal = None
    return cid


def stand(state, seat: int, cell: int) -> None:
    player = state.players[seat]
    player.cell = cell
    player.first_turn = False
    state._legal = None


def find(state, kind: str, *args) -> Action:
    for action in state.legal_actions():
        if action.kind == kind and (not args or action.args == args):
            return action
    raise AssertionError(f"no legal {kind}{args}; legal: {[str(a) for a in state.legal_actions()]}")


def act(state, kind: str, *args) -> Action:
    action = find(state, kind, *args)
    state.apply(action)
    return action


def kinds(state) -> set[str]:
    return {a.kind for a in state.legal_actions()}


def start(state) -> int:
    return kingdom.start_cell(state.seats)
