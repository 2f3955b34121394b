"""The Kingdom: the mosaic of cards, at most 8 cards tall and 7 wide.

Cells are numbered `row * COLS + col`. The start card sits at the top centre,
in the second row with 4 players so that the first row can take cards too.
"""

from __future__ import annotations

ROWS, COLS = 8, 7
CELLS = ROWS * COLS
SIDES = ("up", "down", "left", "right")
_STEP = {"up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1)}


def _neighbours(cell: int) -> dict[str, int]:
    row, col = divmod(cell, COLS)
    out = {}
    for side in SIDES:
        r, c = row + _STEP[side][0], col + _STEP[side][1]
        if 0 <= r < ROWS and 0 <= c < COLS:
            out[side] = r * COLS + c
    return out


NEIGHBOURS: tuple[dict[str, int], ...] = tuple(_neighbours(cell) for cell in range(CELLS))


def start_cell(players: int) -> int:
    """Top centre; second row with 4 players."""
    return (1 if players == 4 else 0) * COLS + COLS // 2


def neighbour(cell: int, side: str) -> int | None:
    """The cell next to `cell` on `side`, or None at the edge of the Kingdom."""
    return NEIGHBOURS[cell].get(side)


def row_col(cell: int) -> tuple[int, int]:
    return divmod(cell, COLS)


def where(cell: int) -> str:
    """'row 2, column 4' for people (1-based)."""
    row, col = divmod(cell, COLS)
    return f"row {row + 1}, column {col + 1}"
