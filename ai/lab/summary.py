"""The sweep table: one row per cell and seat (or agent, when the agents change seats), built from game records.

A cell whose agents keep their seats is reported seat by seat (`seat 1
(heuristic)`), which is what "how much does going first matter" asks; a
cell played with `--rotate` is reported agent by agent, since each agent has
sat everywhere. A win shared by several seats counts as a share for each.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from ai.lab.stats import Difference, bootstrap_mean, paired_difference, spread, wilson_interval


@dataclass(frozen=True)
class Row:
    """One line of the table: how one seat or agent fared in one cell."""

    cell: int
    label: str
    entrant: str
    games: int
    errors: int
    win_rate: float
    win_low: float
    win_high: float
    mean_score: float
    score_low: float
    score_high: float
    score_sd: float
    mean_turns: float
    end_reasons: dict[str, int] = field(default_factory=dict)


def by_cell(records: list[dict]) -> dict[int, list[dict]]:
    """The records of each cell, in game order, cells in order."""
    cells: dict[int, list[dict]] = {}
    for record in sorted(records, key=lambda r: (r["cell"], r["index"])):
        cells.setdefault(record["cell"], []).append(record)
    return cells


def cell_label(record: dict) -> str:
    """`difficulty=hard agents=heuristic+random` (the swept values), or `all games` without sweeps."""
    return " ".join(f"{key}={value}" for key, value in record["settings"].items()) or "all games"


def entrants(games: list[dict]) -> dict[str, list[list[int]]]:
    """Each entrant's name and, game by game, the seats it held: per seat unless the agents moved."""
    seatings = {tuple(record["seats"]) for record in games}
    first = games[0]["seats"]
    if len(seatings) == 1:
        return {f"seat {seat + 1} ({spec})": [[seat]] * len(games) for seat, spec in enumerate(first)}
    return {spec: [[seat for seat, held in enumerate(record["seats"]) if held == spec] for record in games]
            for spec in dict.fromkeys(first)}


def shares(games: list[dict], seats_per_game: list[list[int]]) -> tuple[list[float], list[float]]:
    """Per finished game: the entrant's share of the win, and its mean score over the seats it held."""
    wins, scores = [], []
    for record, seats in zip(games, seats_per_game, strict=True):
        if record["error"] is not None:
            continue
        winners = record["winners"]
        wins.append(sum(1 for seat in seats if seat in winners) / len(winners) if winners else 0.0)
        scores.append(sum(record["scores"][seat] for seat in seats) / len(seats))
    return wins, scores


def summarise(records: list[dict]) -> list[Row]:
    """The table's rows, cell by cell."""
    rows = []
    for cell, games in by_cell(records).items():
        finished = [record for record in games if record["error"] is None]
        reasons = dict(Counter(record["reason"] for record in finished).most_common())
        turns = sum(record["turns"] for record in finished) / len(finished) if finished else 0.0
        for name, seats in entrants(games).items():
            wins, scores = shares(games, seats)
            low, high = wilson_interval(sum(wins), len(wins))
            score_low, score_high = bootstrap_mean(scores)
            rows.append(Row(cell, cell_label(games[0]), name, len(games), len(games) - len(finished),
                            sum(wins) / len(wins) if wins else 0.0, low, high,
                            sum(scores) / len(scores) if scores else 0.0, score_low, score_high, spread(scores),
                            turns, reasons))
    return rows


def compare(records: list[dict], a: int, b: int) -> tuple[int, list[Difference]]:
    """Cell `b` against cell `a`, entrant by entrant, on the games both finished with the same seed.

    Gives how many games pair up, and the differences in win rate and mean
    score of every seat (or agent) found in both cells.
    """
    cells = by_cell(records)
    first, second = cells[a], cells[b]
    paired = {record["seed"]: record for record in second}
    games_a = [record for record in first if record["seed"] in paired]
    games_b = [paired[record["seed"]] for record in games_a]
    both = [i for i, (x, y) in enumerate(zip(games_a, games_b, strict=True))
            if x["error"] is None and y["error"] is None]
    games_a, games_b = [games_a[i] for i in both], [games_b[i] for i in both]
    if not games_a:
        return 0, []
    named_a, named_b = _by_key(entrants(games_a)), _by_key(entrants(games_b))
    differences = []
    for key, seats_a in named_a.items():
        if key not in named_b:
            continue
        wins_a, scores_a = shares(games_a, seats_a)
        wins_b, scores_b = shares(games_b, named_b[key])
        differences.append(paired_difference(f"{key} win rate", wins_a, wins_b))
        differences.append(paired_difference(f"{key} mean score", scores_a, scores_b))
    return len(games_a), differences


def _by_key(named: dict[str, list[list[int]]]) -> dict[str, list[list[int]]]:
    """Entrants keyed for pairing: a seat by its number (`seat 1`), whoever sits there; an agent by its spec."""
    return {name.split(" (")[0] if name.startswith("seat ") else name: seats for name, seats in named.items()}
