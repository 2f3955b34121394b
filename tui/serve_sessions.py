"""Browser sessions of `tavern serve`, each with its own data folder.

textual-serve starts one Tavern process per browser connection and tells it
nothing about who is on the other end, so the page Tavern serves keeps an id in
the tab's `sessionStorage` (it survives a reload, not the tab) and connects to
`/ws/<id>`. `SessionFolders` turns that id into a folder under the serve root:
the same id, the same folder, so a reload loses nothing; another tab, another
id, another folder. A reload's new connection may come before the old page's
app has ended, so a connection whose id is in use waits for the old page to go
(up to `RELOAD_GRACE`) and then for its app to end.

The id comes from a browser and is never used as a path: it must be 32
lowercase hex digits, and the folder is named after its SHA-256, so a folder's
name does not open it. A connection without a valid id, or with an id whose
page is still there after the grace (a duplicated tab copies the storage), gets
a fresh folder of its own that no id leads to.

A folder's time of last use is its modification time, set when a connection
opens it and when its app ends. `forget_unused` deletes the folders no
connection is using that were last used longer ago than the server keeps them
(`tavern serve --forget-after`): once its tab is closed, nothing leads to a
folder again. Only entries named as the server names its folders are ever
deleted, so a serve root pointed at a folder of other things loses none of them.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import os
import re
import secrets
import shutil
import time
from dataclasses import dataclass, field
from pathlib import Path

log = logging.getLogger("textual-serve")

SESSION_ID = re.compile(r"[0-9a-f]{32}")
"""What a page's session id looks like (16 random bytes in hex, made by the page)."""
FOLDER_NAME_LENGTH = 32
RELOAD_GRACE = 3.0
"""Seconds a connection waits for the page before it with the same id to go (a reload's old page goes at once)."""


def folder_name(session_id: str) -> str:
    """The folder a (valid) session id keeps its things in: not the id itself, so a name does not open it."""
    return hashlib.sha256(session_id.encode("ascii")).hexdigest()[:FOLDER_NAME_LENGTH]


@dataclass
class Use:
    """A connection using a folder: when its page went, and when its app ended."""

    leaving: asyncio.Event = field(default_factory=asyncio.Event)
    ended: asyncio.Event = field(default_factory=asyncio.Event)


class SessionFolders:
    """The serve root, and which of its folders a browser connection is using now (used in one event loop)."""

    def __init__(self, root: Path, grace: float = RELOAD_GRACE) -> None:
        self.root = root
        self.grace = grace
        self.in_use: dict[Path, Use] = {}

    async def open(self, session_id: str | None) -> Path:
        """The folder for a connection with this id from the page (made if need be), in use until `close`."""
        folder = self.root / folder_name(session_id) if session_id and SESSION_ID.fullmatch(session_id) else None
        if folder is not None and not await self._free(folder):
            folder = None
        while folder is None or folder in self.in_use:
            folder = self.root / secrets.token_hex(FOLDER_NAME_LENGTH // 2)
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        self.in_use[folder] = Use()
        used_now(folder)
        return folder

    async def _free(self, folder: Path) -> bool:
        """Wait for the connection using `folder` to end: False if its page is still there after `grace`."""
        while (use := self.in_use.get(folder)) is not None:
            try:
                async with asyncio.timeout(self.grace):
                    await use.leaving.wait()
            except TimeoutError:
                return False
            await use.ended.wait()  # the page went: its app is ending (the server sees that it does)
        return True

    def leaving(self, folder: Path) -> None:
        """The page using `folder` went (closed, reloaded); its app is ending."""
        if folder in self.in_use:
            self.in_use[folder].leaving.set()

    def close(self, folder: Path) -> None:
        """The app using `folder` ended: the next connection with its id may have it."""
        use = self.in_use.pop(folder, None)
        if use is not None:
            used_now(folder)
            use.leaving.set()
            use.ended.set()

    def give_back(self, folder: Path) -> None:
        """A connection that opened `folder` is turned away before its app starts: `close`, and the folder goes
        again if that connection made it (it is still empty)."""
        self.close(folder)
        try:
            folder.rmdir()
        except OSError:
            pass  # not empty: a session's things, kept

    def forget_unused(self, older_than: float, now: float | None = None) -> list[Path]:
        """Delete every session folder not in use and last used more than `older_than` seconds ago; those deleted."""
        now = time.time() if now is None else now
        forgotten = []
        try:
            entries = list(os.scandir(self.root))
        except OSError as error:
            log.warning("tavern serve: cannot look for unused sessions in %s (%s)", self.root, error)
            return []
        for entry in entries:
            folder = Path(entry.path)
            if not SESSION_ID.fullmatch(entry.name) or folder in self.in_use:
                continue
            try:
                if not entry.is_dir(follow_symlinks=False) or now - entry.stat(follow_symlinks=False).st_mtime <= older_than:
                    continue
                shutil.rmtree(folder)
            except OSError as error:
                log.warning("tavern serve: cannot delete the unused session folder %s (%s)", folder, error)
                continue
            forgotten.append(folder)
        return forgotten


def used_now(folder: Path) -> None:
    """Mark `folder` as used now (its modification time), for `forget_unused`."""
    try:
        os.utime(folder)
    except OSError as error:
        log.warning("tavern serve: cannot mark the session folder %s as used (%s)", folder, error)
