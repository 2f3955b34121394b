"""The Kingdom as a map: row numbers down the left, column numbers along the top,
one box per placed card, in the largest of four sizes in which the whole Kingdom fits the window.

```
   normal (8 wide)   wide (13 wide, the title)   tall (the title on two lines)   compact (5 wide)
   ┌──g──┐           ┌────g─────┐                ┌────g─────┐                    ┌─g─┐
   bG07!r            bG07!  12*r                 bG07!  12*r                    bG07r
   │ 12* │           │Bandits…  │                │Bandits on│                    └!p1┘
   └──p──┘           └────p─────┘                │the Old…  │
                                                 └────p─────┘
```
The up arrow's colour letter on top (g r b p, m = any colour, ? your choice),
the left and right arrows on the sides, the down arrow below; the card's colour
and number (`G07`), its status (`!` an enemy waits, `#` flipped, `D` the
dragon), the seats standing on it and `*` for tokens. Letters carry the
meaning; colour only repeats it. Rows and columns are numbered as the moves
name them ("row 2, column 4").
"""

from __future__ import annotations

import textwrap
from dataclasses import dataclass

from rich.text import Text

from engine.cartaventuras import kingdom
from tui.cartaventuras.faces import zone
from tui.widgets.card_detail import card_link

STYLES = {"green": "green", "red": "red", "blue": "blue", "purple": "magenta", "start": "bold",
          "final": "bold yellow"}
LETTER = {"green": "g", "red": "r", "blue": "b", "purple": "p", "multi": "m", "?": "?"}
LEGEND = ("Arrows: g green r red b blue p purple m any ? your choice · "
          "! enemy # flipped D dragon · 1-4 characters · * tokens · click a card to read it")
LABEL = 3  # the row numbers' column


@dataclass(frozen=True, slots=True)
class Size:
    """One way to draw a card: its inner width and how many lines of its title it shows."""

    name: str
    inner: int
    titled: int
    gap: int

    @property
    def lines(self) -> int:
        return 3 if self is COMPACT else 3 + max(1, self.titled)

    @property
    def width(self) -> int:
        return self.inner + 2 + self.gap


TALL, WIDE = Size("tall", 10, 2, 1), Size("wide", 10, 1, 1)
NORMAL, COMPACT = Size("normal", 5, 0, 1), Size("compact", 3, 0, 0)
SIZES = (TALL, WIDE, NORMAL, COMPACT)


def bounds(view: dict) -> tuple[range, range]:
    """The rows and columns to draw: the placed cards plus one free row/column around."""
    rows = [c["row"] for c in view["kingdom"]] or [0]
    cols = [c["col"] for c in view["kingdom"]] or [0]
    return (range(max(0, min(rows) - 1), min(kingdom.ROWS - 1, max(rows) + 1) + 1),
            range(max(0, min(cols) - 1), min(kingdom.COLS - 1, max(cols) + 1) + 1))


def fit(width: int, height: int) -> Size:
    """The largest size in which the whole Kingdom's columns fit `width` (tall only where all its
    rows also fit `height`, else the map scrolls down): chosen from the window alone, so the boxes
    keep their size as cards are added."""
    fitting = [s for s in SIZES if LABEL + kingdom.COLS * s.width <= width]
    if fitting and fitting[0] is TALL and 1 + kingdom.ROWS * TALL.lines > height:
        fitting.pop(0)
    return fitting[0] if fitting else COMPACT


def cell_lines(cell: dict, players_here: list[int], dragon: bool, size: Size) -> tuple[list[str], str]:
    """The lines of one placed card and its style."""
    card = zone(cell["card"])
    assert card is not None, cell["card"]
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
    n = size.inner
    top = f"┌{arrows.get('up', '─'):─^{n}}┐"
    bottom = f"└{arrows.get('down', '─'):─^{n}}┘"
    left, right = arrows.get("left", "│"), arrows.get("right", "│")
    if size is COMPACT:
        return [top, f"{left}{name}{right}", f"└{status.strip() or '─'}{arrows.get('down', '─')}"
                                            f"{(who or '─')[0]}┘"], STYLES.get(card.colour, "")
    if size.titled:
        title = (textwrap.wrap(card.title, n, max_lines=size.titled, placeholder="…") + ["", ""])[:size.titled]
        return ([top, f"{left}{f'{name}{status}{who:>{n - 4}}':<{n}.{n}}{right}"]
                + [f"│{part:<{n}.{n}}│" for part in title] + [bottom]), STYLES.get(card.colour, "")
    return [top, f"{left}{f'{name} {status}':<{n}.{n}}{right}", f"│{who:^{n}.{n}}│", bottom], \
        STYLES.get(card.colour, "")


def mosaic(view: dict, size: Size = NORMAL) -> Text:
    """The Kingdom's placed cards as a map with numbered rows and columns."""
    cells = {(c["row"], c["col"]): c for c in view["kingdom"]}
    rows, cols = bounds(view)
    standing: dict[tuple[int, int], list[int]] = {}
    for player in view["players"]:
        if player["alive"] and player["row"] is not None:
            standing.setdefault((player["row"], player["col"]), []).append(player["seat"])
    text = Text(" " * LABEL, "dim")
    text.append("".join(f"{col + 1:^{size.width - size.gap}}" + " " * size.gap for col in cols).rstrip(), "dim")
    blank = " " * (size.inner + 2)
    for row in rows:
        for line in range(size.lines):
            text.append("\n")
            text.append(f"{row + 1:>2} " if line == size.lines // 2 else " " * LABEL, "dim")
            for col in cols:
                cell = cells.get((row, col))
                if cell is None:
                    text.append((blank[:(size.inner + 1) // 2] + "·").ljust(size.inner + 2)
                                if line == size.lines // 2 else blank, "dim")
                else:
                    lines, style = cell_lines(cell, standing.get((row, col), []),
                                              cell["cell"] == view["dragon_cell"], size)
                    text.append_text(card_link(lines[line], cell["card"], style))
                text.append(" " * size.gap)
    return text
