"""Player settings (language, theme, animation speed, dice source, the New game form's last choices), kept as JSON.

Settings live in Tavern's config folder (`tui.storage.tavern_folder`), or in
`$TAVERN_DATA_DIR` when set (the tests use that so they never touch a real home
directory). They are written atomically: a kill mid-write never empties them.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from tui.i18n import LANGUAGES, N_
from tui.storage import tavern_folder, write_atomic

# speed -> seconds an AI move or a die animation takes on screen
SPEEDS: dict[str, float] = {"instant": 0.0, "fast": 0.3, "normal": 0.8, "slow": 1.6}
DICE_SOURCES: dict[str, str] = {
    "virtual": N_("Virtual dice (the app rolls, animated)"),
    "typed": N_("I roll my own dice and type the result"),
    "device": N_("The dice box (USB)"),
}
THEMES = ("textual-dark", "textual-light", "nord", "gruvbox", "dracula", "tokyo-night")


@dataclass
class Settings:
    theme: str = "textual-dark"
    speed: str = "normal"
    dice: str = "virtual"
    language: str = ""
    """A code of `tui.i18n.LANGUAGES`, or "" to follow the environment (`tavern --lang` overrides both)."""
    new_game: dict = field(default_factory=dict)
    """The New game form's last choices: {"game": name, "games": {name: {mode, players, options, seats, dice}}}."""

    @property
    def delay(self) -> float:
        """Seconds per AI move or die animation."""
        return SPEEDS.get(self.speed, SPEEDS["normal"])

    def save(self) -> None:
        """Keep the settings; `OSError` when the disk says no (the old file stays whole)."""
        write_atomic(settings_path(), json.dumps(asdict(self), indent=1))

    @staticmethod
    def load() -> Settings:
        """The saved settings; anything unreadable or unknown falls back to defaults."""
        try:
            data = json.loads(settings_path().read_text(encoding="utf-8"))
        except (OSError, ValueError, RecursionError):  # RecursionError: JSON nested thousands deep
            return Settings()
        if not isinstance(data, dict):
            return Settings()
        settings = Settings()
        for item in fields(Settings):
            value = data.get(item.name)
            if isinstance(value, type(getattr(settings, item.name))):
                setattr(settings, item.name, value)
        if settings.speed not in SPEEDS:
            settings.speed = "normal"
        if settings.dice not in DICE_SOURCES:
            settings.dice = "virtual"
        if settings.language not in LANGUAGES:
            settings.language = ""
        return settings


def settings_path() -> Path:
    return tavern_folder("config") / "settings.json"
