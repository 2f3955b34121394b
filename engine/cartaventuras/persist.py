"""Copies, per-seat views and the JSON form of a Cartaventuras table."""

from __future__ import annotations

from engine.cartaventuras import equipment, kingdom
from engine.cartaventuras.cards import catalogue
from engine.cartaventuras.combat import Combat
from engine.cartaventuras.player import Player
from engine.rng import Rng

_SIMPLE = ("current", "round", "phase", "stage", "dice", "over_reason", "dragon_cell", "budget")


def clone(state):
    other = state.__class__.__new__(state.__class__)
    for name in _SIMPLE:
        setattr(other, name, getattr(state, name))
    other.config = state.config
    other.seats = state.seats
    other.rng = state.rng.clone()
    other.players = [p.clone() for p in state.players]
    other.grid = list(state.grid)
    other.flipped = dict(state.flipped)
    other.cleared = set(state.cleared)
    other.marks = dict(state.marks)
    other.decks = {colour: list(deck) for colour, deck in state.decks.items()}
    other.zone_discard = list(state.zone_discard)
    other.purchase = list(state.purchase)
    other.exploration = list(state.exploration)
    other.forge = list(state.forge)
    other.discard = list(state.discard)
    other.combat = state.combat.clone() if state.combat else None
    other.trade = list(state.trade) if state.trade else None
    other.offers = [list(offer) for offer in state.offers]
    other.withdrawn = list(state.withdrawn)
    other.winners = state.winners
    other.log = list(state.log)
    other._legal = state._legal
    return other


def to_json(state) -> dict:
    data = {name: getattr(state, name) for name in _SIMPLE}
    data.update(
        config=dict(state.config),
        rng=state.rng.state,
        players=[p.to_json() for p in state.players],
        grid=list(state.grid),
        flipped=sorted([cell, seat] for cell, seat in state.flipped.items()),
        cleared=sorted(state.cleared),
        marks=dict(sorted(state.marks.items())),
        decks={colour: list(deck) for colour, deck in state.decks.items()},
        zone_discard=list(state.zone_discard),
        purchase=list(state.purchase),
        exploration=list(state.exploration),
        forge=list(state.forge),
        discard=list(state.discard),
        combat=state.combat.to_json() if state.combat else None,
        trade=_offer_json(state.trade) + [state.trade[4]] if state.trade else None,
        offers=[_offer_json(offer) for offer in state.offers],
        withdrawn=list(state.withdrawn),
        winners=list(state.winners),
        log=list(state.log),
    )
    return data


def _items(item):
    return list(item) if item is not None else None


def _offer_json(offer) -> list:
    """[proposer, partner, give, ask] with the items as plain lists."""
    return [offer[0], offer[1], _items(offer[2]), _items(offer[3])]


def _offer(data) -> list:
    return [data[0], data[1], _tuple(data[2]), _tuple(data[3])]


def from_json(cls, data: dict):
    state = cls.__new__(cls)
    for name in _SIMPLE:
        setattr(state, name, data[name])
    state.config = dict(data["config"])
    state.seats = state.config["players"]
    state.rng = Rng(data["rng"])
    state.players = [Player.from_json(p, {c.id: c for c in catalogue().characters}) for p in data["players"]]
    state.grid = list(data["grid"])
    state.flipped = {cell: seat for cell, seat in data["flipped"]}
    state.cleared = set(data["cleared"])
    state.marks = dict(data["marks"])
    state.decks = {colour: list(deck) for colour, deck in data["decks"].items()}
    for name in ("zone_discard", "purchase", "exploration", "forge", "discard", "log"):
        setattr(state, name, list(data[name]))
    state.combat = Combat.from_json(data["combat"]) if data["combat"] else None
    trade = data["trade"]
    state.trade = _offer(trade) + [trade[4]] if trade else None
    state.offers = [_offer(offer) for offer in data["offers"]]
    state.withdrawn = list(data["withdrawn"])
    state.winners = tuple(data["winners"])
    state._legal = None
    return state


def _tuple(item):
    return tuple(item) if item is not None else None


def _player_view(state, seat: int, player: Player) -> dict:
    row, col = kingdom.row_col(player.cell) if player.cell >= 0 else (None, None)
    magic, nonmagic = equipment.wielded(player, "magic"), equipment.wielded(player, "nonmagic")
    return {
        "seat": seat, "character": player.character.id,
        "life": player.life, "coins": player.coins, "tokens": player.tokens, "alive": player.alive,
        "row": row, "col": col,
        "attack": {"magic": equipment.attack(player, "magic"), "nonmagic": equipment.attack(player, "nonmagic")},
        "wielded": {"magic": magic, "nonmagic": nonmagic},
        "backpack": equipment.backpack(player),
        "uses": dict(player.uses), "boons": list(player.boons),
        "portal_ready": player.portal_now, "portal_next_turn": player.portal_next,
        "first_turn": player.first_turn, "won_card": player.flipped_cell if player.flipped_cell >= 0 else None,
    }


def view(state, seat: int) -> dict:
    """What `seat` may know: everything on the table, but no face-down card.

    Cards and characters are ids, with what happens to them in play; what they say (titles, texts,
    a character's name and colour, a foe's attacks) is read from the catalogue by id, by the board and
    by a seat across the network alike."""
    cells = []
    for cell, card_id in enumerate(state.grid):
        if card_id is None:
            continue
        row, col = kingdom.row_col(cell)
        marks = state.marks.get(card_id, 0)
        cells.append({"cell": cell, "row": row, "col": col, "card": card_id,
                      "flipped_by": state.flipped.get(cell), "cleared": cell in state.cleared,
                      "tokens": [s for s in range(state.seats) if marks >> s & 1]})
    combat = state.combat
    request = state.dice_request()
    return {
        "seat": seat, "mode": state.config["mode"], "players_count": state.seats,
        "round": state.round, "turn_budget": state.budget, "current": state.current,
        "to_move": state.to_move(), "phase": state.phase, "stage": state.stage,
        "kingdom": cells,
        "dragon_cell": state.dragon_cell if state.dragon_cell >= 0 else None,
        "players": [_player_view(state, s, p) for s, p in enumerate(state.players)],
        "decks": {**{c: len(d) for c, d in state.decks.items()},
                  "exploration": len(state.exploration), "forge": len(state.forge)},
        "purchase": list(state.purchase), "discard": list(state.discard),
        "zone_discard": list(state.zone_discard), "bank": state.bank(),
        "combat": None if combat is None else {
            "enemy": combat.enemy, "dragon": combat.dragon, "mode": combat.mode,
            "rounds": combat.rounds, "beaten": list(combat.beaten), "bonus": combat.bonus,
            "x2": combat.x2, "two_rolls": combat.two_rolls},
        "trade": None if state.trade is None else {
            "proposer": state.trade[0], "partner": state.trade[1],
            "give": _items(state.trade[2]), "ask": _items(state.trade[3])},
        "offers_made": [_offer_json(offer) for offer in state.offers],
        "dice": None if request is None else {"dice": list(request.dice), "reason": request.reason},
        "over": state.is_over(), "winners": list(state.winners), "reason": state.over_reason,
    }
