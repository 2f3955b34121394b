"""Which token is which: bindings of RFID/NFC UIDs to names, kept in a TOML file.

    [tokens]
    "04A1B2C3" = "Warrior"

The default file is `tokens.toml` in Tavern's config folder (`$TAVERN_DATA_DIR`
when set), written atomically by a real TOML writer.
"""

from __future__ import annotations

import os
import tomllib
from pathlib import Path

import tomli_w

from engine.storage import tavern_folder, write_atomic

MAX_NAME = 40
"""Characters in a token's name at most: a name is shown on the board screen and in the dice box's events."""


def default_path() -> Path:
    return tavern_folder("config") / "tokens.toml"


class TokenBookError(ValueError):
    """The token file cannot be read; the message names the file and the fix."""


class TokenBook:
    """UID -> name bindings; `bind()` then `save()` to keep them."""

    def __init__(self, path: str | os.PathLike | None = None) -> None:
        self.path = Path(path) if path is not None else default_path()
        self.names: dict[str, str] = {}
        if self.path.exists():
            self._load()

    def _load(self) -> None:
        try:
            data = tomllib.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError, RecursionError) as error:
            raise TokenBookError(f"{self.path}: not a readable TOML file ({error}); "
                                 "fix it or delete it and learn the tokens again") from error
        tokens = data.get("tokens", {})
        if not isinstance(tokens, dict) or not all(isinstance(v, str) for v in tokens.values()):
            raise TokenBookError(f"{self.path}: [tokens] must map each UID to a name, "
                                 "e.g. \"04A1B2C3\" = \"Warrior\"")
        self.names = {uid.upper(): name for uid, name in tokens.items()}

    def name_for(self, uid: str) -> str | None:
        return self.names.get(uid.upper())

    @staticmethod
    def check_name(name: str) -> None:
        """`TokenBookError` unless `name` can name a token."""
        if not name.strip():
            raise TokenBookError("a token needs a name, e.g. 'tavern device learn Warrior'")
        if not name.isprintable():
            raise TokenBookError(f"a token's name is printable text (got {name!r})")
        if len(name) > MAX_NAME:
            raise TokenBookError(f"a token's name is at most {MAX_NAME} characters (got {len(name)}): "
                                 "give a shorter one, e.g. 'Warrior'")

    def check_writable(self) -> None:
        """`TokenBookError` unless `save()` can write the file (its folder is made if need be)."""
        folder = self.path.parent
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise TokenBookError(f"cannot keep tokens in {folder}: {error.strerror or error}") from error
        if not os.access(folder, os.W_OK) or self.path.is_dir():
            raise TokenBookError(f"cannot write {self.path}: choose another file with --tokens")

    def bind(self, uid: str, name: str) -> None:
        """Bind `uid` to `name` (a name names one token: an older binding is replaced)."""
        self.check_name(name)
        for old, bound in list(self.names.items()):
            if bound == name:
                del self.names[old]
        self.names[uid.upper()] = name

    def save(self) -> None:
        """Write the file atomically; `TokenBookError` when the disk says no (the old file stays)."""
        self.check_writable()
        text = tomli_w.dumps({"tokens": dict(sorted(self.names.items()))})
        try:
            write_atomic(self.path, "# Tavern dice box tokens: UID = name\n" + text)
        except OSError as error:
            raise TokenBookError(f"{self.path}: cannot be written ({error.strerror or error}); "
                                 "check that the folder is writable and the disk has room") from error
