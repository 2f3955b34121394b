"""Test-wide set-up: the fixture game joins the registry (tests only) and
hypothesis never judges by wall-clock time."""

from hypothesis import settings

import engine
from tests.fixture_game import GAME as LUCKY_DRAW

engine.register(LUCKY_DRAW)

settings.register_profile("tavern", deadline=None, max_examples=50)
settings.load_profile("tavern")
