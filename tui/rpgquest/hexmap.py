"""The map of Arcádia as a widget: a cursor to look around with, two zooms, and "go there".

Arrow keys (or a click) move the cursor a hex at a time; `z` switches between the close view
and the whole map; `g` brings the cursor back to the group; Enter (or clicking the cursor's
hex again) asks to travel there. The widget knows no rules: the board fills in what stands
on the map and the route, from the engine.
"""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from engine.rpgquest import hexes
from engine.rpgquest.hexes import Hex
from engine.rpgquest.world import World
from tui.rpgquest import hexgrid
from tui.rpgquest.hexgrid import Marks

# Up and down keep to the same column of the screen: from an even row up-right, from an odd
# row up-left (rows are offset by half a hex), and the same going down.
_EAST, _SOUTH_EAST, _SOUTH_WEST, _WEST, _NORTH_WEST, _NORTH_EAST = range(6)


class HexMap(Widget, can_focus=True):
    """Arcádia around the cursor, at the chosen zoom."""

    DEFAULT_CSS = """
    HexMap { height: 3fr; min-height: 9; }
    HexMap:focus { background: $boost; }
    """

    BINDINGS = [
        Binding("left", "step('left')", "West", show=False),
        Binding("right", "step('right')", "East", show=False),
        Binding("up", "step('up')", "North", show=False),
        Binding("down", "step('down')", "South", show=False),
        Binding("z", "zoom", "Zoom"),
        Binding("g", "home", "To the group"),
        Binding("enter", "travel", "Go there"),
    ]

    zoom: reactive[str] = reactive("close")
    cursor: reactive[Hex | None] = reactive(None)

    class CursorMoved(Message):
        """The cursor is on another hex."""

        def __init__(self, where: Hex) -> None:
            super().__init__()
            self.where = where

    class Travel(Message):
        """The player asks to travel to `where`."""

        def __init__(self, where: Hex) -> None:
            super().__init__()
            self.where = where

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.world: World | None = None
        self.marks = Marks()
        self.home: Hex = (0, 0)
        self.origin: tuple[int, int] | None = None  # the picture's character at the top left
        self.spotlight: Hex | None = None  # a step of the monsters' turn: the window follows it

    def show_table(self, world: World, marks: Marks, home: Hex) -> None:
        """Draw `marks` on `world`; the cursor starts on `home` (the group) the first time."""
        first = self.world is not world
        self.world, self.marks, self.home = world, marks, home
        if first or self.cursor not in world.places:
            self.origin = None
            self.cursor = home
        self.refresh()

    def show_route(self, route: frozenset[Hex]) -> None:
        self.marks = Marks(self.marks.groups, self.marks.monsters, route, self.marks.cursor, self.marks.meeples)
        self.refresh()

    def show_spotlight(self, where: Hex | None) -> None:
        """Mark the hex where the monsters' turn's step happens (`< >`) and keep it in the window."""
        if where != self.spotlight:
            self.spotlight = where
            self.refresh()

    def render(self) -> Text:
        if self.world is None:
            return Text("")
        marks = Marks(self.marks.groups, self.marks.monsters, self.marks.route, self.cursor, self.marks.meeples,
                      self.spotlight)
        self.origin = self._follow(self.spotlight or self.cursor or self.home)
        return hexgrid.window(self.world, marks, self.zoom, self.size.width, self.size.height, self.origin)

    def _follow(self, where: Hex) -> tuple[int, int]:
        """The window's origin: it stays put while `where` is well inside it, else it moves just
        enough (a new zoom centres it)."""
        assert self.world is not None
        width, height = self.size.width, self.size.height
        full_width, full_height = hexgrid.size(self.world, self.zoom)
        x, y = hexgrid.position(self.world, where, self.zoom)
        left, top = self.origin if self.origin is not None else hexgrid.centred(self.world, self.zoom, width, height, where)
        margin_x, margin_y = min(6, width // 4), min(2, height // 4)
        left = min(max(left, x + margin_x + 1 - width), x - margin_x)
        top = min(max(top, y + margin_y + 1 - height), y - margin_y)
        return max(0, min(left, full_width - width)), max(0, min(top, full_height - height))

    def watch_cursor(self, where: Hex | None) -> None:
        if where is not None:
            self.post_message(self.CursorMoved(where))

    def watch_zoom(self) -> None:
        self.origin = None
        self.refresh()

    def action_step(self, way: str) -> None:
        if self.world is None or self.cursor is None:
            return
        q, r = self.cursor
        direction = {"left": _WEST, "right": _EAST,
                     "up": _NORTH_EAST if r % 2 == 0 else _NORTH_WEST,
                     "down": _SOUTH_WEST if r % 2 == 0 else _SOUTH_EAST}[way]
        there = hexes.neighbours(self.cursor)[direction]
        if there in self.world.places:
            self.cursor = there
            self.refresh()

    def action_zoom(self) -> None:
        self.zoom = hexgrid.ZOOMS[(hexgrid.ZOOMS.index(self.zoom) + 1) % len(hexgrid.ZOOMS)]

    def action_home(self) -> None:
        self.cursor = self.home
        self.refresh()

    def action_travel(self) -> None:
        if self.cursor is not None:
            self.post_message(self.Travel(self.cursor))

    def on_click(self, event: events.Click) -> None:
        if self.world is None:
            return
        left, top = self.origin or (0, 0)
        where = hexgrid.hex_at(self.world, left + event.x, top + event.y, self.zoom)
        if where is None:
            return
        event.stop()
        if where == self.cursor:
            self.post_message(self.Travel(where))
        else:
            self.cursor = where
            self.refresh()

    def on_mouse_scroll_up(self, event: events.MouseScrollUp) -> None:
        event.stop()
        self.action_step("up")

    def on_mouse_scroll_down(self, event: events.MouseScrollDown) -> None:
        event.stop()
        self.action_step("down")
