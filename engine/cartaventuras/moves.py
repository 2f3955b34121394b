"""The main decision of a turn: explore, move, use a portal or the map, face the dragon.

Free actions (using an object, proposing a trade) do not end the turn.
"""

from __future__ import annotations

from engine.cartaventuras import arrival, combat, equipment, kingdom, objects, trading
from engine.cartaventuras.cards import COLOURS, catalogue
from engine.core import Action

REST = Action("rest", (), "Rest: there is nowhere to go")


def arrows(state, cell: int) -> tuple[tuple[str, str], ...]:
    """The arrows of the card on `cell`; the start card's `?` act as multicolour."""
    card_id = state.grid[cell]
    if card_id == catalogue().start.id:
        return tuple((side, "multi") for side in kingdom.SIDES)
    return catalogue().zones[card_id].arrows


def _next_cell(cell: int, side: str) -> int:
    """The cell on `side` of `cell`, which a legal move already knows is in the Kingdom."""
    target = kingdom.neighbour(cell, side)
    assert target is not None, f"cell {cell} has no neighbour {side}"
    return target


def title(state, cell: int) -> str:
    return catalogue().title(state.grid[cell])


def can_enter(state, cell: int, seat: int) -> bool:
    """A revealed card that is not a won enemy turned face down by someone else."""
    return state.grid[cell] is not None and state.flipped.get(cell, seat) == seat


def explore_actions(state, player) -> list[Action]:
    actions = []
    for side, arrow in arrows(state, player.cell):
        target = kingdom.neighbour(player.cell, side)
        if target is None or state.grid[target] is not None:
            continue
        colours: tuple[str, ...] = COLOURS if arrow == "multi" else (arrow,)
        if player.first_turn:
            colours = tuple(c for c in colours if c == player.colour)
        for colour in colours:
            if state.decks[colour]:
                actions.append(Action("explore", (side, colour), f"Explore {side}: draw a {colour} card"))
    return actions


def jump_targets(state, player, same_colour: str | None) -> list[int]:
    seat = state.players.index(player)
    return [cell for cell, card_id in enumerate(state.grid)
            if card_id is not None and cell != player.cell and can_enter(state, cell, seat)
            and (same_colour is None or card_id.startswith(same_colour + "-"))]


def legal(state) -> list[Action]:
    seat = state.current
    player = state.players[seat]
    actions = explore_actions(state, player)
    if not player.first_turn:
        actions.extend(_journeys(state, seat, player))
    if not actions:
        actions.append(REST)
    return actions + objects.offers(state, player) + trading.propose_actions(state)


def _journeys(state, seat: int, player) -> list[Action]:
    """Every way to go on after the first turn: the dragon, a step, a portal, the map."""
    actions = []
    if state.dragon_cell < 0:
        for side, _ in arrows(state, player.cell):
            target = kingdom.neighbour(player.cell, side)
            if target is not None and state.grid[target] is None:
                actions.append(Action("dragon", (side,), f"Face the Great Dragon: place it {side}", catalogue().final.id))
    for side in kingdom.SIDES:
        target = kingdom.neighbour(player.cell, side)
        if target is not None and can_enter(state, target, seat):
            actions.append(Action("move", (side,), f"Move {side} to {title(state, target)}", state.grid[target]))
    here = state.grid[player.cell]
    if player.portal_now and here in catalogue().zones and catalogue().zones[here].effect in ("portal", "passage"):
        colour = catalogue().zones[here].colour if catalogue().zones[here].effect == "passage" else None
        for cell in jump_targets(state, player, colour):
            actions.append(Action("jump", (cell, "portal"), f"Through the {catalogue().zones[here].effect} "
                                                           f"to {title(state, cell)} ({kingdom.where(cell)})",
                                  state.grid[cell]))
    maps = equipment.holds_effect(player, "map")
    if maps:
        for cell in jump_targets(state, player, None):
            actions.append(Action("jump", (cell, maps[0]), f"Follow the Complete Map to "
                                                          f"{title(state, cell)} ({kingdom.where(cell)})",
                                  state.grid[cell]))
    return actions


def apply(state, action: Action) -> None:
    seat = state.current
    player = state.players[seat]
    kind = action.kind
    if kind == "use":
        objects.use(state, player, action.args[0])
    elif kind == "rest":
        state.log.append(f"{player.name} rests: there is nowhere to go.")
        state.end_turn()
    elif kind == "explore":
        side, colour = action.args
        target = _next_cell(player.cell, side)
        card_id = state.decks[colour].pop()
        state.grid[target] = card_id
        player.first_turn = False
        state.log.append(f"{player.name} explores {side} and reveals {catalogue().zones[card_id].title} ({colour}).")
        arrival.arrive(state, target)
    elif kind == "move":
        target = _next_cell(player.cell, action.args[0])
        state.log.append(f"{player.name} moves {action.args[0]} to {title(state, target)}.")
        arrival.arrive(state, target)
    elif kind == "jump":
        cell, source = action.args
        if source != "portal":
            equipment.use_once(state, player, source)
        state.log.append(f"{player.name} travels to {title(state, cell)}.")
        arrival.arrive(state, cell)
    elif kind == "dragon":
        target = _next_cell(player.cell, action.args[0])
        state.grid[target] = catalogue().final.id
        state.dragon_cell = target
        player.cell = target
        state.log.append(f"{player.name} declares the fight: the Great Dragon is placed {action.args[0]}!")
        combat.start(state, target, dragon=True)
