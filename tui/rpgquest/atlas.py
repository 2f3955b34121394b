"""The map of Arcádia as text: one glyph a hex, rows offset by half a hex, as hexes sit.

Terrain glyphs come from `terrain.toml`, so colour is never the only signal; groups are
their seat numbers, monsters `!`, Locations `◆`.
"""

from __future__ import annotations

from rich.text import Text

from engine.rpgquest.hexes import Hex
from engine.rpgquest.world import World

TERRAIN_STYLES = {
    "valley": "green", "road": "white", "woods": "green", "forest": "bright_green",
    "black_forest": "magenta", "swamp": "dark_khaki", "desert": "yellow", "hill": "dark_orange",
    "ice": "bright_cyan", "mountain": "bright_black", "river": "blue", "water": "bright_blue",
    "location": "bold white",
}
GROUP_STYLES = ("bold red", "bold blue", "bold green", "bold yellow")
LEGEND = ("· valley ═ road ♣ woods ♠ forest ¥ Black Forest ψ swamp ∴ desert ∩ hill * ice ▲ mountain "
          "≋ river ~ water ◆ Location · 1-4 groups · ! monsters")


def atlas(world: World, groups: list[tuple[int, int]], monsters: set[Hex], width: int = 0,
          centre: Hex = (0, 0)) -> Text:
    """The map with groups and monsters on it: all of it, or, when it is wider than `width`
    columns, the part of that width around `centre` (rows are never wrapped)."""
    where_groups: dict[Hex, int] = {}
    for seat, hex_ in enumerate(groups):
        where_groups.setdefault(hex_, seat)
    columns = [2 * q + r for q, r in world.places]
    rows = [r for _, r in world.places]
    left, right = min(columns), max(columns)
    if 0 < width < right - left + 1:
        middle = 2 * centre[0] + centre[1]
        left = max(left, min(middle - width // 2, right - width + 1))
        right = left + width - 1
    text = Text(no_wrap=True, overflow="crop")
    for r in range(min(rows), max(rows) + 1):
        line: dict[int, Hex] = {2 * q + r: (q, r) for q, rr in world.places if rr == r}
        for column in range(left, right + 1):
            found = line.get(column)
            if found is None:
                text.append(" ")
                continue
            hex_ = found
            if hex_ in where_groups:
                seat = where_groups[hex_]
                text.append(str(seat + 1), GROUP_STYLES[seat % len(GROUP_STYLES)] + " reverse")
            elif hex_ in monsters:
                text.append("!", "bold red")
            else:
                terrain = world.places[hex_].terrain
                text.append(terrain.glyph, TERRAIN_STYLES.get(terrain.id, ""))
        text.append("\n")
    text.rstrip()
    return text
