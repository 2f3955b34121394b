"""Tavern's files: where they live, the one way they are written, and what is kept in them.

The files Tavern keeps in its folders are written here, never in the rules
engines (which hold records as JSON values in memory):

- `tavern_folder` is the one rule for where Tavern keeps things: `$TAVERN_DATA_DIR`
  when set, else the user's data or config folder (platformdirs, app "tavern").
- `write_atomic` is the one way a file is written: the text goes to a temporary
  file beside the target, is flushed to disk, then renamed over it, so a kill at
  any moment leaves either the old file or the new one, never an empty or
  half-written file. `remove_orphans` clears the temporary files an interrupted
  write leaves behind.
- `save_record` and `load_record` keep a game's `Record` as versioned JSON (saves,
  finished games, the tables of `tavern host`); `TokenFile` keeps the dice box's
  token book (`tokens.toml`). Settings (`tui.settings`) go through `write_atomic` too.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Literal

from platformdirs import user_config_dir, user_data_dir

from device.token_book import TokenBook, TokenBookError
from engine import record_json
from engine.core import Record, SaveError

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


def save_record(record: Record, path: str | os.PathLike) -> None:
    """Write the record as JSON atomically (`OSError` when the disk says no; the old file stays)."""
    write_atomic(path, json.dumps(record.to_json(), ensure_ascii=False, indent=1))


def load_record(path: str | os.PathLike, game: str | None = None) -> Record:
    """Read a record saved by `save_record`; any problem is a `SaveError` naming the file.

    Files over `engine.record_json.MAX_RECORD_BYTES` are refused before they are read.
    """
    path = Path(path)
    limit = record_json.MAX_RECORD_BYTES
    try:
        if path.stat().st_size > limit:
            raise SaveError(f"{path}: too big to be a Tavern save "
                            f"({path.stat().st_size:,} bytes; saves are under {limit:,})")
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError as error:
        raise SaveError(f"{path}: no such save file") from error
    except (OSError, UnicodeDecodeError) as error:
        raise SaveError(f"{path}: cannot be read ({error})") from error
    try:
        return Record.from_json(record_json.parse_record_text(text), game)
    except SaveError as error:
        raise SaveError(f"{path}: {error}") from error


class TokenFile:
    """The dice box's token book kept in a TOML file: `tokens.toml` in Tavern's config folder unless
    another path is given. Every problem is a `TokenBookError` naming the file and the fix."""

    def __init__(self, path: str | os.PathLike | None = None) -> None:
        self.path = Path(path) if path is not None else tavern_folder("config") / "tokens.toml"

    def read(self) -> TokenBook:
        """The book in the file; an empty one when there is no file yet."""
        if not self.path.exists():
            return TokenBook()
        try:
            text = self.path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as error:
            raise TokenBookError(f"{self.path}: not a readable TOML file ({error}); "
                                 "fix it or delete it and learn the tokens again") from error
        return TokenBook.from_toml(text, str(self.path))

    def check_writable(self) -> None:
        """`TokenBookError` unless `write()` can write the file (its folder is made if need be)."""
        folder = self.path.parent
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise TokenBookError(f"cannot keep tokens in {folder}: {error.strerror or error}") from error
        if not os.access(folder, os.W_OK) or self.path.is_dir():
            raise TokenBookError(f"cannot write {self.path}: choose another file with --tokens")

    def write(self, book: TokenBook) -> None:
        """Write the book atomically; `TokenBookError` when the disk says no (the old file stays)."""
        self.check_writable()
        try:
            write_atomic(self.path, book.to_toml())
        except OSError as error:
            raise TokenBookError(f"{self.path}: cannot be written ({error.strerror or error}); "
                                 "check that the folder is writable and the disk has room") from error
