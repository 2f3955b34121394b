"""Where to go: what entering each cell of the Kingdom is worth, paths included,
and whether it is time to face the Great Dragon."""

from __future__ import annotations

import heapq
from typing import TYPE_CHECKING

from ai.heuristics.cartaventuras.gear import Gear
from ai.heuristics.cartaventuras.values import DRAGON_PRIZE, HEALED, STEP, SURE
from ai.heuristics.cartaventuras.worth import Outlook
from engine.cartaventuras import kingdom
from engine.cartaventuras.cards import COLOURS, catalogue
from engine.cartaventuras.moves import arrows, can_enter
from engine.cartaventuras.player import Player
from engine.cartaventuras.state import CartaventurasState

if TYPE_CHECKING:  # (the heuristic imports this module)
    from ai.heuristics.cartaventuras.heuristic import CartaventurasHeuristic


def dragon_spot(state: CartaventurasState, cell: int) -> bool:
    """The dragon can be faced from here: its cell, or a card with an arrow to an empty place."""
    if state.dragon_cell >= 0:
        return cell == state.dragon_cell
    if state.grid[cell] not in catalogue().zones and state.grid[cell] != catalogue().start.id:
        return False
    for side, _ in arrows(state, cell):
        target = kingdom.neighbour(cell, side)
        if target is not None and state.grid[target] is None:
            return True
    return False


def dragon_walk(state: CartaventurasState, seat: int) -> int:
    """Steps from this seat's cell to the nearest place to face the dragon (the map's size if none)."""
    start = state.players[seat].cell
    frontier, seen, steps = [start], {start}, 0
    while frontier:
        if any(dragon_spot(state, cell) for cell in frontier):
            return steps
        steps += 1
        ahead = []
        for cell in frontier:
            for other in kingdom.NEIGHBOURS[cell].values():
                if other not in seen and can_enter(state, other, seat):
                    seen.add(other)
                    ahead.append(other)
        frontier = ahead
    return kingdom.CELLS


def rival_threat(heuristic: CartaventurasHeuristic, state: CartaventurasState, seat: int) -> float:
    """The best chance any rival who is ready to face the dragon has of beating it."""
    threat = 0.0
    for other, rival in enumerate(state.players):
        if other == seat or not rival.alive:
            continue
        chance = Gear(rival).dragon_chance(rival.life)
        if chance > threat and chance >= heuristic.dragon_threshold(state, dragon_walk(state, other)):
            threat = chance
    return threat


def readiness(heuristic: CartaventurasHeuristic, state: CartaventurasState, seat: int, gear: Gear) -> tuple[float, float, bool]:
    """This seat's chance against the dragon, the best ready rival's, and whether it is
    time to face it: all but sure, or sooner when the clock runs out or a rival is ready."""
    chance = gear.dragon_chance(state.players[seat].life)
    if chance <= 0:
        return chance, 0.0, False
    sure = heuristic.dragon_threshold(state, dragon_walk(state, seat))
    # a rival about to face the dragon wins unless we go first: our best shot is now
    threat = rival_threat(heuristic, state, seat)
    bar = min(sure, (1 - threat) * SURE + 1e-9)
    # geared enough at full life: a few lost life points are not worth the trip back to heal
    geared = gear.dragon_chance(10) >= bar
    return chance, threat, chance >= bar or (geared and chance >= HEALED * bar)


class Plan:
    """For one player's main decision: what entering each cell is worth, paths included."""

    def __init__(self, heuristic: CartaventurasHeuristic, state: CartaventurasState, seat: int, outlook: Outlook) -> None:
        self.gear = gear = outlook.gear
        self.chance, self.threat, self.ready = readiness(heuristic, state, seat, gear)
        self.explore = {c: outlook.explore(state, c) for c in COLOURS if state.decks[c]}
        here = {}
        for cell, card_id in enumerate(state.grid):
            if card_id is None or not can_enter(state, cell, seat):
                continue
            if cell == state.dragon_cell:
                here[cell] = DRAGON_PRIZE * self.chance if self.ready else -1000.0
            elif card_id in catalogue().zones and cell not in state.cleared and state.flipped.get(cell) is None:
                here[cell] = outlook.here(state, card_id)
            else:
                here[cell] = 0.0
        self.here = here
        self.worth = self._paths(state, state.players[seat], here)

    def goal(self, state: CartaventurasState, cell: int) -> float:
        """What there is to do on arriving at `cell` besides the card itself."""
        best = 0.0
        if state.grid[cell] not in catalogue().zones and state.grid[cell] != catalogue().start.id:
            return best
        for side, arrow in arrows(state, cell):
            target = kingdom.neighbour(cell, side)
            if target is None or state.grid[target] is not None:
                continue
            if self.ready and state.dragon_cell < 0:
                return DRAGON_PRIZE * self.chance - STEP
            colours = COLOURS if arrow == "multi" else (arrow,)
            best = max([best] + [self.explore[c] - STEP for c in colours if c in self.explore])
        return best

    def _paths(self, state: CartaventurasState, player: Player, here: dict[int, float]) -> dict[int, float]:
        """Best worth of entering each cell: its own card and goal, or passing on (costs only)."""
        worth = {cell: value + self.goal(state, cell) - STEP for cell, value in here.items()
                 if cell != state.dragon_cell or self.ready}
        heap = [(-value, cell) for cell, value in worth.items()]
        heapq.heapify(heap)
        done = set()
        while heap:
            value, cell = heapq.heappop(heap)
            if cell in done:
                continue
            done.add(cell)
            for other in kingdom.NEIGHBOURS[cell].values():
                if other in worth and other not in done and other != state.dragon_cell:
                    passing = -value - STEP + min(here[other], 0.0)
                    if passing > worth[other]:
                        worth[other] = passing
                        heapq.heappush(heap, (-passing, other))
        return worth
