"""Test-wide set-up: the fixture game joins the registry (tests only), and hypothesis runs
under the profile the environment names, never judging by wall-clock time.

Profiles (`HYPOTHESIS_PROFILE=dev|ci|thorough`, `ci` when unset): `make check` uses `dev`,
`make test` uses `ci`; `thorough` is for a long hunt before a release. A property test
states its budget under `ci` with `tests.profiles.examples(n)`, and the profile scales it.
"""

import os

from hypothesis import settings

import engine
from tests.fixture_game import GAME as LUCKY_DRAW
from tests.profiles import PROFILES

engine.register(LUCKY_DRAW)

for name, scale in PROFILES.items():
    settings.register_profile(name, deadline=None, max_examples=max(1, round(50 * scale)))
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
