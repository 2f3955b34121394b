"""`--workers 2` and `--ray` (a local Ray instance) give the same records as one core, and the bar counts all."""

import pytest

from ai.lab.cluster import iter_ray
from ai.lab.parallel import batches, collect, iter_local
from ai.lab.sweep import Sweep, make_plan
from ai.sim import run_sim
from tests.ai.lab.records import without_time


def test_two_workers_give_the_records_of_one():
    plan = make_plan("lucky-draw", games=30, seed=7, rotate=True,
                     sweeps=[Sweep("agents", ("random", "heuristic+random", "easy+search:iters=5"))])
    serial = collect(iter_local(plan, 1))
    assert len(serial) == 90 and all(record["error"] is None for record in serial)
    assert without_time(collect(iter_local(plan, 2, size=4))) == without_time(serial)


def test_two_workers_give_the_same_sim_report():
    one = run_sim("cartaventuras", players=2, agents=["heuristic", "random"], games=24, seed=3, rotate=True)
    two = run_sim("cartaventuras", players=2, agents=["heuristic", "random"], games=24, seed=3, rotate=True,
                  workers=2)
    timing = ("decisions_per_sec", "games_per_sec", "seconds")
    assert {k: v for k, v in one.items() if k not in timing} == {k: v for k, v in two.items() if k not in timing}


def test_progress_counts_the_games_of_every_worker():
    plan = make_plan("lucky-draw", games=20, sweeps=[Sweep("agents", ("random", "heuristic"))])
    seen = []
    collect(iter_local(plan, 2, size=3), seen.append)
    assert seen == sorted(seen) and seen[-1] == 40 and len(seen) == len(batches(plan, 3))


@pytest.mark.cluster
def test_a_local_ray_instance_gives_the_records_of_one_core():
    # Ray is the `cluster` extra; `make test` installs it, so this test runs in CI too
    plan = make_plan("cartaventuras", players=2, games=12, seed=11,
                     sweeps=[Sweep("agents", ("random", "heuristic+random"))])
    serial = collect(iter_local(plan, 1))
    seen = []
    on_ray = collect(iter_ray(plan, cpus=2, size=4), seen.append)
    assert without_time(on_ray) == without_time(serial)
    assert seen[-1] == 24 and len(seen) == 6
