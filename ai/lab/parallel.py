"""Running a sweep's games: in this process, on every core (`--workers N`), or as Ray tasks (`ai.lab.cluster`).

Games go out in batches (a cell and a run of game numbers); each finished
batch comes back as its records. Every game's record depends only on its
cell and number (`ai.lab.play`), so the records, put back in order, are the
same however many workers played them and in whatever order they finished.
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass

from ai.lab.play import play_cell_game
from ai.lab.sweep import Plan


@dataclass(frozen=True)
class Batch:
    """Games `start` to `start + count - 1` of `plan.cells[cell]` (its records name it cell `cell + 1`)."""

    cell: int
    start: int
    count: int


def all_cores() -> int:
    """The default of `--workers`: every core of this machine."""
    return os.cpu_count() or 1


def batches(plan: Plan, size: int) -> list[Batch]:
    """The plan's games cut into batches of at most `size` games, cell by cell."""
    return [Batch(cell, start, min(size, plan.games - start))
            for cell in range(len(plan.cells)) for start in range(0, plan.games, size)]


def batch_size(plan: Plan, parallel: int, per_worker: int = 16, most: int = 100) -> int:
    """Enough batches for `parallel` workers to share the load and the progress bar to move, none too big."""
    return max(1, min(most, plan.total // max(1, parallel * per_worker)))


def play_batch(plan: Plan, batch: Batch) -> list[dict]:
    """The records of one batch's games, in order."""
    cell = plan.cells[batch.cell]
    return [play_cell_game(cell, batch.cell + 1, index, plan.seed, plan.rotate, plan.max_decisions)
            for index in range(batch.start, batch.start + batch.count)]


def iter_local(plan: Plan, workers: int = 1, size: int | None = None) -> Iterator[list[dict]]:
    """Each batch's records as it finishes: in this process for one worker, else in `workers` processes."""
    cut = batches(plan, size or batch_size(plan, workers))
    if workers <= 1:
        for batch in cut:
            yield play_batch(plan, batch)
        return
    # fork shares the loaded games (and any registered for a test) with every worker; spawn where there is none
    method = "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
    with ProcessPoolExecutor(max_workers=workers, mp_context=multiprocessing.get_context(method)) as pool:
        for future in as_completed([pool.submit(play_batch, plan, batch) for batch in cut]):
            yield future.result()


def collect(results: Iterator[list[dict]], progress: Callable[[int], None] | None = None) -> list[dict]:
    """Every record from the batches, in cell and game order; `progress` hears the games done so far."""
    records: list[dict] = []
    for batch in results:
        records.extend(batch)
        if progress:
            progress(len(records))
    return sorted(records, key=lambda record: (record["cell"], record["index"]))
