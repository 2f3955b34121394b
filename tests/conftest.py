"""Test-wide set-up: the fixture game joins the registry (tests only), hypothesis runs
under the profile the environment names, never judging by wall-clock time, and `-n auto`
starts two test workers per core.

Profiles (`HYPOTHESIS_PROFILE=dev|ci|thorough`, `ci` when unset): `make check` uses `dev`,
`make test` uses `ci`; `thorough` is for a long hunt before a release. A property test
states its budget under `ci` with `tests.profiles.examples(n)`, and the profile scales it.
"""

import os

import pytest
from hypothesis import settings

import engine
from tests.fixture_game import GAME as LUCKY_DRAW
from tests.profiles import PROFILES

engine.register(LUCKY_DRAW)

# The tests read the app in English whatever the machine's own language (the app and the processes the
# tests start choose it from the environment); tests of the other languages ask for theirs.
os.environ["LANGUAGE"] = "en"

for name, scale in PROFILES.items():
    settings.register_profile(name, deadline=None, max_examples=max(1, round(50 * scale)))
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """Two pytest-xdist workers per core for `-n auto`: an app test spends about half its time
    waiting for the app to be idle (Textual's pilot) or for a socket, and the other worker
    on that core plays meanwhile."""
    return 2 * len(os.sched_getaffinity(0))
