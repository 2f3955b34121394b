"""RPGQuest: the shared board screen with the map of Arcádia, its cursor, and travel.

`m` puts the keys on the map (arrows move its cursor); choosing a hex there (Enter, or a
click on the cursor's hex) travels: the screen plays the engine's own movement decisions
along the route the cursor previewed, one step at a time, and stops where the rules stop the
group (an ambush, a monster, the end of the way) or when the route no longer holds.
"""

from __future__ import annotations

from textual.binding import Binding

from engine.core import Action
from engine.rpgquest import hexes
from engine.rpgquest.hexes import Hex
from tui.rpgquest.board import RpgQuestBoard
from tui.rpgquest.faces import RpgQuestFaces
from tui.rpgquest.hexmap import HexMap
from tui.rpgquest.preview import route_for
from tui.screens.board import BoardScreen
from tui.table import PERSON


class RpgQuestScreen(BoardScreen):
    """Every decision from the move list, or a journey chosen on the map."""

    BOARD = RpgQuestBoard
    PRESENTER = RpgQuestFaces()
    BINDINGS = [Binding("m", "map", "Map")]

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.journey: list[Hex] = []  # the hexes still to enter on the way the player chose

    def action_map(self) -> None:
        self.query_one(HexMap).focus()

    def on_hex_map_travel(self, message: HexMap.Travel) -> None:
        seat = self.table.to_move()
        if seat is None or self.table.decides(seat) != PERSON or self.busy or seat != self.viewer:
            self.notify("Travel when it is your group's turn to act.", severity="warning")
            return
        world = self.query_one(HexMap).world
        found = None if world is None else route_for(self.view, world, seat, message.where)
        if found is None:
            self.notify("There is no way there on foot.", severity="warning")
            return
        self.journey = list(found.path)
        self.travel()

    def action_undo(self) -> None:
        self.journey = []
        super().action_undo()

    def refresh_table(self) -> None:
        super().refresh_table()
        if self.journey:
            self.call_after_refresh(self.travel)

    def travel(self) -> None:
        """Play the next movement decision of the journey, if the rules still allow it."""
        if not self.journey or self.busy or self.table.to_move() != self.viewer:
            return
        move = self.next_move()
        if move is None:
            self.journey = []
            return
        self.play(move)

    def next_move(self) -> Action | None:
        """The legal move that carries the journey on: Move, a step, or chaining another action; none
        on a hex where a mission stage may be resolved."""
        legal = {(a.kind, a.args): a for a in self.moves}
        group = self.view["groups"][self.viewer]
        here = (group["hex"][0], group["hex"][1])
        if self.view["phase"] == "action":
            return legal.get(("move", ()))
        if self.view["phase"] != "move":
            return None
        if self.journey and self.journey[0] == here:
            self.journey.pop(0)
            if any(kind == "resolve" for kind, _ in legal):
                return None  # a mission stage waits on this hex: the player decides
        if not self.journey:
            return None
        there = self.journey[0]
        if there not in hexes.neighbours(here):
            return None
        step = legal.get(("step", (hexes.neighbours(here).index(there),)))
        return step or legal.get(("chain", ()))
