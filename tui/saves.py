"""Where games are kept: the autosave, named saves and finished games.

Everything lives in the user data directory (platformdirs), or in
`$TAVERN_DATA_DIR` when set. A save is an `engine.core.Record` written
atomically; reading one never crashes, it raises `SaveError` with the reason.
"""

from __future__ import annotations

import os
import re
import time
from dataclasses import dataclass
from pathlib import Path

from platformdirs import user_data_dir

from engine.core import Record, SaveError, load, save

AUTOSAVE = "autosave.json"


def data_dir() -> Path:
    override = os.environ.get("TAVERN_DATA_DIR")
    return Path(override) if override else Path(user_data_dir("tavern", appauthor=False))


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE


def saves_dir() -> Path:
    return data_dir() / "saves"


def finished_dir() -> Path:
    return data_dir() / "finished"


def slug(name: str) -> str:
    """A file-name-safe version of a save name ("My game!" -> "my-game")."""
    text = re.sub(r"[^a-z0-9]+", "-", name.strip().lower()).strip("-")
    return text or "save"


def autosave(record: Record) -> Path:
    record.meta["saved_at"] = time.time()
    save(record, autosave_path())
    return autosave_path()


def save_named(record: Record, name: str) -> Path:
    record.meta["saved_at"] = time.time()
    record.meta["name"] = name
    path = saves_dir() / f"{slug(name)}.json"
    save(record, path)
    return path


def save_finished(record: Record) -> Path:
    """Keep a finished game for the Replays menu."""
    record.meta["saved_at"] = time.time()
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = finished_dir() / f"{record.game}-{stamp}-{record.seed}.json"
    save(record, path)
    return path


def unfinished_autosave() -> bool:
    """Whether Continue holds a game still in play (an unreadable file counts as none)."""
    try:
        return not read(autosave_path()).meta.get("finished", False)
    except SaveError:
        return False


def read(path: Path) -> Record:
    """The record in `path`; `SaveError` names the file and what is wrong."""
    return load(path)


@dataclass(frozen=True)
class SaveEntry:
    """A save file as listed in the Load and Replays menus."""

    path: Path
    kind: str  # "autosave", "named" or "finished"

    @property
    def label(self) -> str:
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(self.path.stat().st_mtime))
        title = {"autosave": "Last game (autosave)", "finished": "Finished"}.get(self.kind, "Saved")
        return f"{title}: {self.path.stem} — {when}"


def list_saves(include_finished: bool = False) -> list[SaveEntry]:
    """The saves on disk, newest first within each kind."""
    entries: list[SaveEntry] = []
    if autosave_path().exists():
        entries.append(SaveEntry(autosave_path(), "autosave"))
    kinds = [(saves_dir(), "named")] + ([(finished_dir(), "finished")] if include_finished else [])
    for folder, kind in kinds:
        if folder.is_dir():
            files = sorted(folder.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
            entries += [SaveEntry(path, kind) for path in files]
    return entries


__all__ = ["SaveError", "SaveEntry", "autosave", "autosave_path", "data_dir", "list_saves",
           "read", "save_finished", "save_named"]
