"""App tests: fixture games registered, saves in a temporary folder, instant animation."""

from __future__ import annotations

import pytest

import engine
from tests.fixture_game import GAME as LUCKY_DRAW
from tests.tui.games import LUCKY_WAIT
from tui.app import TavernApp
from tui.i18n import set_language
from tui.settings import Settings

engine.register(LUCKY_DRAW)
engine.register(LUCKY_WAIT)


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    """Every test gets its own empty Tavern data folder."""
    monkeypatch.setenv("TAVERN_DATA_DIR", str(tmp_path))
    return tmp_path


@pytest.fixture(autouse=True)
def no_resume_grace(monkeypatch):
    """Pilot keys come faster than any hand: tests of the grace after a dialog closes set their own."""
    monkeypatch.setattr(TavernApp, "RESUME_GRACE", 0.0)


@pytest.fixture(autouse=True)
def english_again():
    """A test that spoke another language leaves the next one in English."""
    yield
    set_language("en")


@pytest.fixture
def make_app():
    def build(dice: str = "virtual", speed: str = "instant") -> TavernApp:
        return TavernApp(settings=Settings(speed=speed, dice=dice))

    return build
