"""`--ray [ADDRESS]`: a sweep's batches as Ray tasks, on a local Ray instance or a cluster.

Ray is an optional extra (`pip install 'tavern-table[cluster]'`). Tavern's
`engine` and `ai` packages travel with the job (`runtime_env` `py_modules`),
so every node plays the driver's rules and cards; the game's declaration
travels with each task, since a node without Tavern installed has no
`tavern.games` entry points to find it by. A task plays a whole batch
of games, so scheduling costs little beside the games; the records come back
batch by batch and are put in order, the same records as a local run.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ai.lab.parallel import Batch, batch_size, batches, play_batch
from ai.lab.sweep import Plan
from engine import ConfigError, GameInfo

LOCAL = "local"
"""`--ray` with no address: start a Ray instance on this machine for the sweep."""

TASKS_PER_CPU = 4
"""Batches per Ray CPU: enough to balance the load, few enough that each task plays many games."""


def _play(plan: Plan, batch: Batch, game: GameInfo) -> list[dict]:
    import engine

    if game.name not in engine.GAMES:  # a node where Tavern is not installed, only shipped
        engine.register(game)
    return play_batch(plan, batch)


def iter_ray(plan: Plan, address: str = LOCAL, cpus: int | None = None, size: int | None = None,
             most: int = 2000) -> Iterator[list[dict]]:
    """Each batch's records as its task finishes; `cpus` bounds a local instance (all cores if None)."""
    try:
        import ray
    except ImportError:
        raise ConfigError("--ray needs Ray: pip install 'tavern-table[cluster]'") from None
    import ai
    import engine

    modules = [str(Path(package.__path__[0])) for package in (engine, ai)]
    options: dict[str, Any] = {"runtime_env": {"py_modules": modules}, "logging_level": "ERROR",
                               "log_to_driver": False, "include_dashboard": False}
    if address == LOCAL:
        options["num_cpus"] = cpus
    else:
        options["address"] = address
    try:
        ray.init(**options)
    except (ConnectionError, ValueError, RuntimeError) as error:
        raise ConfigError(f"--ray {address}: {error}") from None
    try:
        parallel = int(ray.cluster_resources().get("CPU", 1))
        task = ray.remote(_play)
        shared, game = ray.put(plan), ray.put(engine.GAMES[plan.game])
        pending = [task.remote(shared, batch, game)
                   for batch in batches(plan, size or batch_size(plan, parallel, TASKS_PER_CPU, most))]
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            yield ray.get(done[0])
    finally:
        ray.shutdown()
