"""The map of Arcádia drawn as hexes, at two sizes, with what stands on it.

`close` draws each hex as a honeycomb cell four characters wide (``|♣♣◠|`` rows joined by
``\\ / \\`` lines): inside, its terrain glyph and a mark for its feature (cave, mana, bolt,
Portal, rumour) or its Location's two-letter code; in the gap of the line above it the group
there (or `⚑` for a mission's Direction Meeple the seat may follow, or the route's `•`), in the gap below
it `!` for monsters (or a second group); each Kingdom's name on the border line under (or over) its
centre (under or over it), where it hides no hex and no mark. `map`
draws one character a hex, rows offset by half a hex, so the whole of Arcádia fits at a
glance. Colour is never the only signal: every terrain has its glyph, every group its
number, monsters `!`, the route `•`, the cursor brackets `[ ]` and the monsters' turn's step `< >` (at
both sizes).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rich.text import Text

from engine.rpgquest.hexes import Hex
from engine.rpgquest.world import World
from engine.rpgquest.world_data import world_data

TERRAIN_STYLES = {
    "valley": "green", "road": "white", "woods": "green", "forest": "bright_green",
    "black_forest": "magenta", "swamp": "dark_khaki", "desert": "yellow", "hill": "dark_orange",
    "ice": "bright_cyan", "mountain": "bright_black", "river": "blue", "water": "bright_blue",
    "location": "bold white",
}
GROUP_STYLES = ("bold white on red", "bold white on blue", "bold black on green", "bold black on yellow")
FEATURE_MARKS = {"cave": "◠", "mana": "✧", "bolt": "ϟ", "portal": "◎", "rumour": "★"}
MONSTER = "!"
ROUTE = "•"
MEEPLE = "⚑"
BORDER_STYLE = "grey42"
CURSOR_STYLE = "bold reverse yellow"
SPOTLIGHT_STYLE = "bold reverse red"
REGION_STYLE = "italic black on grey70"
ZOOMS = ("close", "map")
LEGEND = ("· valley ═ road ♣ woods ♠ forest ¥ Black Forest ψ swamp ∴ desert ∩ hill * ice ▲ mountain ≋ river "
          "~ water · ◆ Location (with its code) · 1-4 groups · ! monsters · ⚑ your and the public missions · • the route · ◠ cave ✧ mana ϟ bolt "
          "◎ Portal ★ rumour · on the map: arrows move, z zooms, g finds your group, f the next mission, group or rumour, Enter goes there")


@dataclass(frozen=True)
class Marks:
    """What stands on the map this moment, from a seat's view."""

    groups: dict[Hex, list[int]] = field(default_factory=dict)  # hex -> seats there
    monsters: frozenset[Hex] = frozenset()
    route: frozenset[Hex] = frozenset()
    cursor: Hex | None = None
    meeples: frozenset[Hex] = frozenset()  # the Direction Meeples the seat may follow: its own and the public ones
    spotlight: Hex | None = None  # where the step of the monsters' turn being shown happens


_CODES: dict[int, tuple[World, dict[str, str]]] = {}  # id(world) -> (world, codes): a World is unhashable


def location_codes(world: World) -> dict[str, str]:
    """A two-letter code for every Location on the map: its initial and the first letter that
    tells it from the others ('Ta' Taças, 'Tv' Tav), in the order of `locations.toml`."""
    known = _CODES.get(id(world))
    if known and known[0] is world:
        return known[1]
    codes: dict[str, str] = {}
    for key, location in world_data().locations.items():
        if key not in world.location_hexes:
            continue
        words = [w for w in location.name.split() if w.lower() not in ("o", "a", "de", "dos", "da")]
        letters = "".join(words) or location.name
        code = next((letters[0] + c for c in letters[1:] if (letters[0] + c).title() not in codes.values()),
                    letters[:2])
        codes[key] = code.title()
    if len(_CODES) > 8:
        _CODES.clear()
    _CODES[id(world)] = (world, codes)
    return codes


def _hex_text(world: World, where: Hex) -> list[tuple[str, str]]:
    """The three characters inside a close hex: its terrain and feature, or its Location."""
    place = world.places[where]
    if place.location:
        code = location_codes(world)[place.location]
        return [("◆", "bold white"), (code[0], "bold white"), (code[1], "bold white")]
    style = TERRAIN_STYLES.get(place.terrain.id, "")
    mark = next((FEATURE_MARKS[f] for f in sorted(place.features) if f in FEATURE_MARKS), "")
    glyph = place.terrain.glyph
    return [(glyph, style), (glyph, style), (mark, "bold " + style) if mark else (glyph, style)]


def _apexes(where: Hex, marks: Marks) -> tuple[tuple[str, str] | None, tuple[str, str] | None]:
    """What a close hex shows above it (a group, or the route) and below it (monsters, or a
    second group)."""
    seats = marks.groups.get(where, [])
    pawns = [(str(seat + 1), GROUP_STYLES[seat % len(GROUP_STYLES)]) for seat in seats]
    if pawns:
        above: tuple[str, str] | None = pawns[0]
    elif where in marks.meeples:
        above = (MEEPLE, "bold bright_white on dark_green")
    else:
        above = (ROUTE, "bold yellow") if where in marks.route else None
    below = (MONSTER, "bold white on dark_red") if where in marks.monsters else (pawns[1] if len(pawns) > 1 else None)
    return above, below


def _overview_cell(world: World, where: Hex, marks: Marks) -> tuple[str, str]:
    place = world.places[where]
    seats = marks.groups.get(where, [])
    if seats:
        return str(seats[0] + 1), GROUP_STYLES[seats[0] % len(GROUP_STYLES)]
    if where in marks.monsters:
        return MONSTER, "bold white on dark_red"
    if where in marks.meeples:
        return MEEPLE, "bold bright_white on dark_green"
    if where in marks.route:
        return ROUTE, "bold yellow"
    if place.location:
        return "◆", "bold white"
    return place.terrain.glyph, TERRAIN_STYLES.get(place.terrain.id, "")


def _bounds(world: World) -> tuple[int, int, int, int]:
    """The map's leftmost and rightmost screen columns and its top and bottom rows (kept with the map,
    which never changes: every hex drawn asks)."""
    found = world.caches.get("screen_bounds")
    if found is None:
        columns = [2 * q + r for q, r in world.places]
        rows = [r for _, r in world.places]
        found = world.caches["screen_bounds"] = (min(columns), max(columns), min(rows), max(rows))
    return found


def position(world: World, where: Hex, zoom: str) -> tuple[int, int]:
    """Where a hex's middle character sits in the whole picture: (x, y)."""
    left, _, top, _ = _bounds(world)
    column, row = 2 * where[0] + where[1] - left, where[1] - top
    return (2 * column + 2, 2 * row + 1) if zoom == "close" else (column, row)


def size(world: World, zoom: str) -> tuple[int, int]:
    """The width and height of the whole picture."""
    left, right, top, bottom = _bounds(world)
    columns, rows = right - left + 1, bottom - top + 1
    return (2 * columns + 3, 2 * rows + 1) if zoom == "close" else (columns, rows)


def hex_at(world: World, x: int, y: int, zoom: str) -> Hex | None:
    """The hex under a character of the whole picture, if any (a border goes to the nearer hex)."""
    best: tuple[int, Hex] | None = None
    for where in world.places:
        mx, my = position(world, where, zoom)
        reach = (2, 1) if zoom == "close" else (0, 0)
        if abs(mx - x) <= reach[0] and abs(my - y) <= reach[1]:
            score = abs(mx - x) + 3 * abs(my - y)
            if best is None or score < best[0]:
                best = (score, where)
    return best[1] if best else None


def _name_regions(world: World, grid: list[list[tuple[str, str]]]) -> None:
    """The close view names each Kingdom on a border line near its centre hex (under it first), where
    the name covers only hex borders: never a hex, a group, a monster, a meeple or the route."""
    for kingdom in world.kingdoms:
        name = world_data().kingdoms[kingdom.number].name
        x, y = position(world, kingdom.centre, "close")
        for row, shift in ((y + dy, dx) for dy in (1, -1, 3, -3) for dx in (0, -2, 2, -4, 4)):
            left = x + shift - len(name) // 2
            cells = grid[row][left:left + len(name)] if 0 <= row < len(grid) and left >= 0 else []
            if len(cells) == len(name) and all(c in "/\\ " and st in (BORDER_STYLE, "") for c, st in cells):
                grid[row][left:left + len(name)] = [(char, REGION_STYLE) for char in name]
                break


def picture(world: World, marks: Marks, zoom: str, names: bool = True) -> list[list[tuple[str, str]]]:
    """The whole map as rows of (character, style); the close view names the regions (`names`)."""
    width, height = size(world, zoom)
    grid = [[(" ", "")] * width for _ in range(height)]
    for where in world.places:
        x, y = position(world, where, zoom)
        if zoom == "map":
            grid[y][x] = _overview_cell(world, where, marks)
            continue
        grid[y][x - 2] = grid[y][x + 2] = ("|", BORDER_STYLE)
        for i, cell in enumerate(_hex_text(world, where)):
            grid[y][x - 1 + i] = cell
        for dx, up, down in ((-1, "/", "\\"), (1, "\\", "/")):
            grid[y - 1][x + dx] = (up, BORDER_STYLE)
            grid[y + 1][x + dx] = (down, BORDER_STYLE)
        above, below = _apexes(where, marks)
        if above:
            grid[y - 1][x] = above
        if below:
            grid[y + 1][x] = below
    if zoom == "close" and names:
        _name_regions(world, grid)
    for marked, (left, right), style in ((marks.cursor, "[]", CURSOR_STYLE), (marks.spotlight, "<>", SPOTLIGHT_STYLE)):
        if marked is None or marked not in world.places:
            continue
        x, y = position(world, marked, zoom)
        gap = 1 if zoom == "map" else 2  # the whole map's hexes stand two characters apart in a row
        if zoom == "map":
            grid[y][x] = (grid[y][x][0], style)
        if x - gap >= 0:
            grid[y][x - gap] = (left, style)
        if x + gap < width:
            grid[y][x + gap] = (right, style)
    return grid


def window(world: World, marks: Marks, zoom: str, width: int, height: int, origin: tuple[int, int]) -> Text:
    """The part of the picture `width` x `height` whose top-left character is `origin`."""
    grid = picture(world, marks, zoom)
    left, top = origin
    text = Text(no_wrap=True, overflow="crop")
    for row in grid[top:top + height]:
        for char, style in row[left:left + width]:
            text.append(char, style)
        text.append("\n")
    text.rstrip()
    return text


def centred(world: World, zoom: str, width: int, height: int, centre: Hex) -> tuple[int, int]:
    """The origin of a window `width` x `height` around `centre`, kept inside the picture."""
    full_width, full_height = size(world, zoom)
    x, y = position(world, centre, zoom)
    return max(0, min(x - width // 2, full_width - width)), max(0, min(y - height // 2, full_height - height))
