"""The test loop itself: tiers by marker, parallel runs, and a stuck test that fails instead of hanging."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
MAKEFILE = (ROOT / "Makefile").read_text(encoding="utf-8")

STUCK_PILOT = '''
from textual.app import App


class Waiting(App):
    """An app whose game-over screen never comes."""


async def test_a_pilot_waiting_for_a_screen_that_never_comes():
    app = Waiting()
    async with app.run_test() as pilot:
        while app.screen.id != "game-over":
            await pilot.pause()
'''


@pytest.mark.slow
def test_a_pilot_stuck_waiting_fails_under_the_timeout_with_a_traceback(tmp_path):
    (tmp_path / "test_stuck.py").write_text(STUCK_PILOT, encoding="utf-8")
    (tmp_path / "pytest.ini").write_text("[pytest]\nasyncio_mode = auto\n", encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "--timeout=3", "test_stuck.py"],
                         cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert run.returncode == 1, run.stdout + run.stderr
    assert "Timeout (>3.0s)" in run.stdout and "1 failed" in run.stdout
    assert "test_a_pilot_waiting_for_a_screen_that_never_comes" in run.stdout  # named, with its traceback
    assert "Failed: Timeout" in run.stdout


def test_every_test_has_a_timeout_and_the_tiers_are_registered_markers():
    options = PROJECT["tool"]["pytest"]["ini_options"]
    assert 0 < options["timeout"] <= 600
    markers = {line.split(":")[0] for line in options["markers"]}
    assert markers == {"slow", "web", "cluster"}


def test_make_test_runs_everything_in_parallel_and_make_check_leaves_out_the_slow_tiers():
    pytest_line = re.search(r"^PYTEST := (.*)$", MAKEFILE, re.M)
    assert pytest_line and "-n auto" in pytest_line.group(1) and "--durations=25" in pytest_line.group(1)
    test_recipe = re.search(r"^test:.*\n\t(.*)$", MAKEFILE, re.M)
    check_recipe = re.search(r"^check:.*\n\t(.*)$", MAKEFILE, re.M)
    assert test_recipe and test_recipe.group(1) == "$(PYTEST)"  # every test, no marker left out
    assert check_recipe and '-m "not slow and not web and not cluster"' in check_recipe.group(1)
    assert "HYPOTHESIS_PROFILE=dev" in check_recipe.group(1)


def test_the_ray_test_is_marked_cluster():
    ray = (ROOT / "tests" / "ai" / "lab" / "test_parallel.py").read_text(encoding="utf-8")
    assert "@pytest.mark.cluster\ndef test_a_local_ray_instance" in ray



def test_auto_means_two_workers_per_core(pytestconfig):
    from tests.conftest import pytest_xdist_auto_num_workers

    assert pytest_xdist_auto_num_workers(pytestconfig) == 2 * len(os.sched_getaffinity(0))
