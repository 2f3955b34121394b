"""Where games are kept: the autosave, named saves and finished games.

Everything lives in Tavern's data folder (`tui.storage.tavern_folder`:
`$TAVERN_DATA_DIR` when set). A save is an `engine.core.Record` written
atomically (`tui.storage.save_record`). Reading one never crashes, and neither
does a disk that says no: both raise `SaveError` with the reason.

A named save keeps the player's name in `meta["name"]`; its file name is the
name made safe for any disk (`slug`), with `-2`, `-3`... when another name
makes the same file name, so no save silently replaces another.
"""

from __future__ import annotations

import errno
import itertools
import re
import time
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import engine
from engine.core import Record, SaveError
from tui.i18n import N_, _, ngettext, render
from tui.storage import load_record, remove_orphans, save_record, tavern_folder

AUTOSAVE = "autosave.json"
SLUG_BYTES = 120
"""The longest file name a save name makes (UTF-8 bytes; disks allow 255 with the rest of the name)."""
ORPHAN_AGE = 60.0
"""Seconds after which a temporary file from an interrupted write is an orphan."""


def data_dir() -> Path:
    return tavern_folder("data")


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE


def saves_dir() -> Path:
    return data_dir() / "saves"


def finished_dir() -> Path:
    return data_dir() / "finished"


def slug(name: str) -> str:
    """A file-name-safe version of a save name: "Año nuevo!" -> "ano-nuevo", "名前" -> "名前".

    Letters with a Latin form are folded to it (NFKD without accents); other
    letters and digits are kept as they are; everything else becomes `-`.
    """
    out = []
    for char in unicodedata.normalize("NFC", name.strip()):
        folded = "".join(c for c in unicodedata.normalize("NFKD", char) if not unicodedata.combining(c))
        if folded.isascii() and folded.isalnum():
            out.append(folded.lower())
        else:
            out.append(char.lower() if char.isalnum() else "-")
    text = re.sub("-+", "-", "".join(out)).strip("-")
    while len(text.encode("utf-8")) > SLUG_BYTES:
        text = text[:-1]
    return text.strip("-") or "save"


def _write(record: Record, path: Path) -> Path:
    """Save `record` to `path`; a disk that says no is a `SaveError` saying what to do."""
    record.meta["saved_at"] = time.time()
    try:
        save_record(record, path)
    except OSError as error:
        if error.errno == errno.ENAMETOOLONG:
            raise SaveError(f"cannot save to {path}: the name is too long for this disk") from error
        reason = error.strerror or str(error)
        raise SaveError(f"cannot save to {path}: {reason} (check that the folder is writable "
                        "and the disk has room)") from error
    return path


def autosave(record: Record) -> Path:
    return _write(record, autosave_path())


def saved_name(path: Path) -> str | None:
    """The name a save was given, or None when it has none or cannot be read."""
    try:
        name = load_record(path).meta.get("name")
    except SaveError:
        return None
    return name if isinstance(name, str) else None


def named_save_path(name: str) -> tuple[Path, bool]:
    """The file for a save called `name`, and whether a save of that very name is already there."""
    wanted = unicodedata.normalize("NFC", name)
    base = slug(name)
    for number in itertools.count(1):
        path = saves_dir() / (f"{base}.json" if number == 1 else f"{base}-{number}.json")
        if not path.exists():
            return path, False
        found = saved_name(path)
        if found is not None and unicodedata.normalize("NFC", found) == wanted:
            return path, True
    raise AssertionError("unreachable")  # itertools.count never ends


def save_named(record: Record, name: str) -> Path:
    """Save under `name` (replacing a save of the same name; ask the player first)."""
    record.meta["name"] = name
    return _write(record, named_save_path(name)[0])


def save_finished(record: Record) -> Path:
    """Keep a finished game for the Replays menu."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    return _write(record, finished_dir() / f"{record.game}-{stamp}-{record.seed}.json")


def unfinished_autosave() -> bool:
    """Whether Continue holds a game still in play (an unreadable file counts as none)."""
    try:
        return read(autosave_path()).meta.get("finished") is not True
    except SaveError:
        return False


def read(path: Path) -> Record:
    """The record in `path`; `SaveError` names the file and what is wrong."""
    return load_record(path)


def remove_interrupted_writes(now: float) -> list[Path]:
    """Delete the temporary files interrupted saves left in the data folder (at start-up)."""
    return [temp for folder in (data_dir(), saves_dir(), finished_dir())
            for temp in remove_orphans(folder, ORPHAN_AGE, now)]


@dataclass(frozen=True)
class SaveEntry:
    """A save file as listed in the Load and Replays menus: which save, its name, game, mode, seats, date."""

    path: Path
    kind: str  # "autosave", "named" or "finished"
    label: str

    @staticmethod
    def of(path: Path, kind: str) -> SaveEntry:
        title = _(_KIND_NAMES.get(kind, _KIND_NAMES["named"]))
        try:
            record = read(path)
        except SaveError:
            return SaveEntry(path, kind, _("{kind}: {file} — damaged, cannot be opened ({date})").format(
                kind=title, file=path.name, date=_date(path, None)))
        name = record.meta.get("name")
        if isinstance(name, str) and kind == "named":
            title = _("Saved “{name}”").format(name=name)
        return SaveEntry(path, kind, _("{kind}: {game} — {date}").format(
            kind=title, game=describe(record), date=_date(path, record.meta.get("saved_at"))))


_KIND_NAMES = {"autosave": N_("Last game (autosave)"), "finished": N_("Finished"), "named": N_("Saved")}
"""What the save lists call each kind of save (translated where shown)."""
_LEVEL_NAMES = {"easy": N_("easy"), "normal": N_("normal"), "hard": N_("hard")}
"""The AI levels, as the save lists name them (translated where shown)."""


def _level_name(level: str) -> str:
    """An AI level in the player's language (one Tavern does not know, as the file wrote it)."""
    return _(_LEVEL_NAMES[level]) if level in _LEVEL_NAMES else level


def _date(path: Path, saved_at: Any) -> str:
    """When a save was made: its `saved_at`, else the file's time."""
    if isinstance(saved_at, bool) or not isinstance(saved_at, (int, float)) or not 0 < saved_at < 1e11:
        try:
            saved_at = path.stat().st_mtime
        except OSError:
            return _("date unknown")
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(saved_at))


def describe(record: Record) -> str:
    """"Open World: Elria, duel, 2 seats: Player 1, AI 2 (hard)" for a save list."""
    info = engine.GAMES[record.game]
    mode = record.config.get("mode", info.default_mode)
    mode = render(info.mode_name(mode)) if isinstance(mode, str) else "?"
    seats = record.meta.get("seats")
    people = []
    for index, seat in enumerate(seats if isinstance(seats, list) else []):
        seat = seat if isinstance(seat, dict) else {}
        if isinstance(seat.get("name"), str) and seat["name"]:
            people.append(seat["name"])
        elif seat.get("kind") == "ai":
            level = seat.get("level")
            people.append(_("AI {number} ({level})").format(number=index + 1, level=_level_name(level))
                          if isinstance(level, str) else _("AI {number}").format(number=index + 1))
        else:
            people.append(_("Player {number}").format(number=index + 1))
    players = record.config.get("players", 1)
    count = len(people) or (players if isinstance(players, int) else 1)
    seats_text = ngettext("{n} seat", "{n} seats", count).format(n=count)
    if people:
        return _("{game}, {mode}, {seats}: {people}").format(game=render(info.title), mode=mode, seats=seats_text,
                                                              people=", ".join(people))
    return _("{game}, {mode}, {seats}").format(game=render(info.title), mode=mode, seats=seats_text)


def list_saves(include_finished: bool = False) -> list[SaveEntry]:
    """The saves on disk, newest first within each kind."""
    entries: list[SaveEntry] = []
    if autosave_path().is_file():
        entries.append(SaveEntry.of(autosave_path(), "autosave"))
    kinds = [(saves_dir(), "named")] + ([(finished_dir(), "finished")] if include_finished else [])
    for folder, kind in kinds:
        try:
            files = sorted(folder.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
        except OSError:
            continue
        entries += [SaveEntry.of(path, kind) for path in files]
    return entries


__all__ = [
    "SaveEntry",
    "SaveError",
    "autosave",
    "autosave_path",
    "data_dir",
    "describe",
    "list_saves",
    "named_save_path",
    "read",
    "remove_interrupted_writes",
    "save_finished",
    "save_named",
    "slug",
]
