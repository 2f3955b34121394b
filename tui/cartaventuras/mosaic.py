"""The Kingdom mosaic as text: one 7x4 box per card (and a gap), arrows on its sides.

```
┌──g──┐   the up arrow's colour letter on top (g r b p, m = any colour)
bG07!r    left arrow, colour + number, status, right arrow
│ 12* │   characters standing here (seat numbers), * = tokens on it
└──p──┘   the down arrow
```
Status: `!` an enemy waits, `#` flipped (beaten, blocked until next turn),
`D` the dragon. Letters carry the meaning; colour only repeats it.
"""

from __future__ import annotations

from rich.text import Text

from engine.cartaventuras.cards import catalogue

STYLES = {"green": "green", "red": "red", "blue": "blue", "purple": "magenta", "start": "bold",
          "final": "bold yellow"}
LETTER = {"green": "g", "red": "r", "blue": "b", "purple": "p", "multi": "m", "?": "?"}
LEGEND = ("Arrows: g green r red b blue p purple m any ? your choice · "
          "! enemy # flipped D dragon · 1-4 characters · * tokens")
EMPTY = ["        ", "        ", "   ·    ", "        "]


def cell_lines(cell: dict, players_here: list[int], dragon: bool) -> tuple[list[str], str]:
    """The four lines of one placed card and its style."""
    cards = catalogue()
    card = cards.zones.get(cell["card"]) or (cards.start if cell["card"] == cards.start.id else cards.final)
    arrows = {side: LETTER.get(colour, "?") for side, colour in card.arrows}
    name = {"start": "ST ", "final": "DRG"}.get(card.colour, card.colour[0].upper() + card.id[-2:])
    if dragon:
        status = "D"
    elif cell["flipped_by"] is not None:
        status = "#"
    elif card.effect == "enemy" and not cell["cleared"]:
        status = "!"
    else:
        status = " "
    who = "".join(str(seat + 1) for seat in players_here) + ("*" if cell["tokens"] else "")
    lines = [
        f"┌──{arrows.get('up', '─')}──┐",
        f"{arrows.get('left', '│')}{name} {status}{arrows.get('right', '│')}",
        f"│{who:^5.5}│",
        f"└──{arrows.get('down', '─')}──┘",
    ]
    return lines, STYLES.get(card.colour, "")


def mosaic(view: dict) -> Text:
    """The placed cards within their bounding box, plus one free row/column around."""
    cells = {(c["row"], c["col"]): c for c in view["kingdom"]}
    rows = [r for r, _ in cells] or [0]
    cols = [c for _, c in cells] or [0]
    top, bottom = max(0, min(rows) - 1), min(view["rows"] - 1, max(rows) + 1)
    left, right = max(0, min(cols) - 1), min(view["cols"] - 1, max(cols) + 1)
    standing: dict[tuple[int, int], list[int]] = {}
    for player in view["players"]:
        if player["alive"] and player["row"] is not None:
            standing.setdefault((player["row"], player["col"]), []).append(player["seat"])
    text = Text()
    for row in range(top, bottom + 1):
        for line in range(4):
            for col in range(left, right + 1):
                cell = cells.get((row, col))
                if cell is None:
                    text.append(EMPTY[line], "dim")
                    continue
                lines, style = cell_lines(cell, standing.get((row, col), []),
                                          cell["cell"] == view["dragon_cell"])
                text.append(lines[line], style)
                text.append(" ")
            text.append("\n")
    return text
