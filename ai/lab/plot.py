"""`tavern lab plot results.jsonl`: win rate by cell with interval bars, and score distributions.

In the terminal with plotext; as SVG or PNG files with matplotlib (headless,
the Agg backend), for a report. Both draw from the same rows of the table.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

import plotext as plt

from ai.lab.summary import Row, by_cell, entrants, shares, summarise


@dataclass(frozen=True)
class Series:
    """One bar and one box: a row of the table, its short name and its final scores."""

    row: Row
    short: str
    scores: list[float]

    @property
    def legend(self) -> str:
        return f"{self.short} = cell {self.row.cell} ({self.row.label}), {self.row.entrant}"


def series(records: list[dict]) -> list[Series]:
    """Every row of the table with the scores behind it, named `c1 s1` (cell 1, seat 1) or `c2 heuristic`."""
    rows = summarise(records)
    scores = {}
    for cell, games in by_cell(records).items():
        for name, seats in entrants(games).items():
            scores[cell, name] = shares(games, seats)[1]
    return [Series(row, _short(row), scores[row.cell, row.entrant]) for row in rows]


def _short(row: Row) -> str:
    who = row.entrant.split(" (")[0].replace("seat ", "s") if row.entrant.startswith("seat ") else row.entrant[:10]
    return f"c{row.cell} {who}"


def terminal_plot(records: list[dict], width: int = 100, height: int = 20, colour: bool = False) -> str:
    """Both charts as text for the terminal, each with its legend."""
    data = series(records)
    labels = [s.short for s in data]
    charts = []
    for title, draw in (("win rate by cell, with 95% Wilson intervals", _win_chart),
                        ("final scores by cell (box: quartiles, whiskers: range)", _score_chart)):
        plt.clf()
        plt.plot_size(width, height)
        plt.theme("pro" if colour else "clear")
        plt.title(title)
        draw(plt, labels, data)
        text = plt.build()
        charts.append(text if colour else plt.uncolorize(text))
    legend = "\n".join(s.legend for s in data)
    return "\n".join(charts) + "\n" + legend


def _win_chart(plt: ModuleType, labels: list[str], data: list[Series]) -> None:
    plt.bar(labels, [s.row.win_rate for s in data])
    # an asymmetric interval drawn as an error bar centred on its middle
    plt.error(list(range(1, len(data) + 1)), [(s.row.win_low + s.row.win_high) / 2 for s in data],
              yerr=[(s.row.win_high - s.row.win_low) / 2 for s in data])
    plt.ylim(0, 1)


def _score_chart(plt: ModuleType, labels: list[str], data: list[Series]) -> None:
    plt.box(labels, [s.scores or [0.0] for s in data])


def save_figure(records: list[dict], path: str | Path) -> None:
    """Both charts in one SVG or PNG file (the format follows the file's suffix)."""
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib import pyplot

    data = series(records)
    labels = [s.short for s in data]
    figure, (wins, scores) = pyplot.subplots(2, 1, figsize=(max(6.0, 0.9 * len(data) + 2), 8))
    rates = [s.row.win_rate for s in data]
    below = [max(0.0, s.row.win_rate - s.row.win_low) for s in data]
    above = [max(0.0, s.row.win_high - s.row.win_rate) for s in data]
    wins.bar(labels, rates, yerr=[below, above], capsize=4, color="#4c72b0")
    wins.set_ylim(0, 1)
    wins.set_ylabel("win rate")
    wins.set_title("Win rate by cell, with 95% Wilson intervals")
    scores.boxplot([s.scores or [0.0] for s in data], tick_labels=labels)
    scores.set_ylabel("final score")
    scores.set_title("Final scores by cell")
    figure.text(0.01, 0.005, "\n".join(s.legend for s in data), fontsize=7, va="bottom")
    figure.tight_layout(rect=(0, 0.03 + 0.02 * len(data), 1, 1))
    figure.savefig(path)
    pyplot.close(figure)
