"""Tavern's folders and the one way it writes a file: atomically.

Saves, settings and `tokens.toml` all go through `write_atomic`: the text is
written to a temporary file beside the target, flushed to disk, then renamed
over it, so a kill at any moment leaves either the old file or the new one,
never an empty or half-written file. `remove_orphans` clears the temporary
files an interrupted write leaves behind.

`tavern_folder` is the one rule for where Tavern keeps things: `$TAVERN_DATA_DIR`
when set, else the user's data or config folder (platformdirs, app "tavern").
The rules engines never call anything here; records, the app and the dice box do.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Literal

from platformdirs import user_config_dir, user_data_dir

APP_NAME = "tavern"
TEMP_SUFFIX = ".tmp"


def tavern_folder(kind: Literal["data", "config"] = "data") -> Path:
    """Where Tavern keeps its `data` (saves) or `config` (settings, tokens); `$TAVERN_DATA_DIR` overrides both."""
    override = os.environ.get("TAVERN_DATA_DIR")
    if override:
        return Path(override)
    find = user_data_dir if kind == "data" else user_config_dir
    return Path(find(APP_NAME, appauthor=False))


def write_atomic(path: str | os.PathLike, text: str) -> None:
    """Write `text` (UTF-8) to `path` through a temporary file and a rename.

    Creates the folder when needed. Raises `OSError` (the file as it was is
    untouched and no temporary file is left) when the disk says no.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, path)
    except BaseException:
        if os.path.exists(temp):
            os.unlink(temp)
        raise


def remove_orphans(folder: str | os.PathLike, older_than: float, now: float) -> list[Path]:
    """Delete temporary files `write_atomic` left in `folder` (last changed before `now - older_than`).

    The age keeps a write still under way in another Tavern safe. Returns what
    was removed; a file that cannot be removed is left alone.
    """
    removed: list[Path] = []
    folder = Path(folder)
    if not folder.is_dir():
        return removed
    try:
        temps = list(folder.glob(f".*{TEMP_SUFFIX}"))
    except OSError:  # a folder that cannot be read keeps its files
        return removed
    for temp in temps:
        try:
            if temp.is_file() and temp.stat().st_mtime < now - older_than:
                temp.unlink()
                removed.append(temp)
        except OSError:
            continue
    return removed
