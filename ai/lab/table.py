"""The sweep table and the paired comparison as plain text, for the terminal and for a report."""

from __future__ import annotations

from ai.lab.stats import Difference
from ai.lab.summary import Row

HEADERS = ("cell", "settings", "seat or agent", "games", "win rate", "95% interval", "mean score", "95% interval",
           "sd", "turns")


def row_cells(row: Row, first_of_cell: bool) -> tuple[str, ...]:
    """One row's columns; the cell's number, settings, games and turns only on its first row."""
    errors = f" ({row.errors} failed)" if row.errors else ""
    shared = (str(row.cell), row.label, f"{row.games}{errors}") if first_of_cell else ("", "", "")
    return (shared[0], shared[1], row.entrant, shared[2], f"{row.win_rate:.1%}",
            f"{row.win_low:.1%}-{row.win_high:.1%}", f"{row.mean_score:.2f}",
            f"{row.score_low:.2f}-{row.score_high:.2f}", f"{row.score_sd:.2f}",
            f"{row.mean_turns:.1f}" if first_of_cell else "")


def first_rows(rows: list[Row]) -> list[Row]:
    """The first row of each cell, which carries what the cell's seats share."""
    return [row for index, row in enumerate(rows) if index == 0 or rows[index - 1].cell != row.cell]


def format_table(rows: list[Row]) -> str:
    """Every row under the headers, columns aligned, then each cell's end reasons, most frequent first."""
    firsts = first_rows(rows)
    lines = [HEADERS] + [row_cells(row, row in firsts) for row in rows]
    widths = [max(len(line[column]) for line in lines) for column in range(len(HEADERS))]
    table = ["  ".join(text.ljust(width) for text, width in zip(line, widths, strict=True)).rstrip()
             for line in lines]
    reasons = ["end reasons (games: reason):"]
    for row in firsts:
        reasons.append(f"  cell {row.cell}:" + ("" if row.end_reasons else " none finished"))
        reasons += [f"    {count:>{len(str(row.games))}}: {reason}" for reason, count in row.end_reasons.items()]
    return "\n".join(table + [""] + reasons)


def format_difference(difference: Difference) -> str:
    """`seat 1 win rate: -12.0 points (95% -18.5 to -5.5)`, with a warning when the interval includes 0."""
    rate = difference.what.endswith("win rate")
    scale, unit, digits = (100.0, " points", 1) if rate else (1.0, "", 2)
    text = (f"{difference.what}: {difference.mean * scale:+.{digits}f}{unit} "
            f"(95% {difference.low * scale:+.{digits}f} to {difference.high * scale:+.{digits}f})")
    return f"{text}: within noise, these games cannot tell the cells apart" if difference.within_noise else text


def format_comparison(a: int, b: int, pairs: int, differences: list[Difference]) -> str:
    """The paired comparison of cell `b` against cell `a`, one difference a line."""
    head = f"cell {b} against cell {a}, paired on {pairs} games with the same seeds:"
    if not differences:
        return f"{head}\n  nothing to compare: no seat or agent is in both cells, or no game finished in both"
    return "\n".join([head] + [f"  {'!' if d.within_noise else ' '} {format_difference(d)}" for d in differences])


def format_bars(rows: list[Row], width: int = 30) -> str:
    """Win rate as a bar per row, its 95% interval marked `├──┤` over the track: the chart of the app's lab."""
    names = [f"c{row.cell} {row.entrant}" for row in rows]
    pad = max((len(name) for name in names), default=0)
    lines = []
    for name, row in zip(names, rows, strict=True):
        track = ["█" if i < round(row.win_rate * width) else "·" for i in range(width)]
        low, high = min(width - 1, int(row.win_low * width)), min(width - 1, int(row.win_high * width))
        for i in range(low + 1, high):
            track[i] = "█" if track[i] == "█" else "─"
        track[low], track[high] = "├", "┤"
        lines.append(f"{name.ljust(pad)}  {''.join(track)}  {row.win_rate:6.1%} ({row.win_low:.1%}-{row.win_high:.1%})")
    return "\n".join(lines)
