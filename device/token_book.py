"""Which token is which: bindings of RFID/NFC UIDs to names, as TOML text.

    [tokens]
    "04A1B2C3" = "Warrior"

`TokenBook` is the bindings and their rules (one token per name, names short
and printable); it reads and writes TOML text, never a file. The app keeps the
book in `tokens.toml` in Tavern's config folder (`tui.storage.TokenFile`);
`tavern device learn` is handed a `TokenStore` that does the reading and writing.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Protocol

import tomli_w

MAX_NAME = 40
"""Characters in a token's name at most: a name is shown on the board screen and in the dice box's events."""

HEADER = "# Tavern dice box tokens: UID = name\n"


class TokenBookError(ValueError):
    """The token file cannot be read or written; the message names the file and the fix."""


class TokenBook:
    """UID -> name bindings; `bind()`, then hand the book to a `TokenStore` to keep them."""

    def __init__(self, names: Mapping[str, str] | None = None) -> None:
        self.names: dict[str, str] = {uid.upper(): name for uid, name in (names or {}).items()}

    @staticmethod
    def from_toml(text: str, source: str) -> TokenBook:
        """The book in `text`; `TokenBookError` names `source` (the file it came from) and the fix."""
        try:
            data = tomllib.loads(text)
        except (tomllib.TOMLDecodeError, RecursionError) as error:
            raise TokenBookError(f"{source}: not a readable TOML file ({error}); "
                                 "fix it or delete it and learn the tokens again") from error
        tokens = data.get("tokens", {})
        if not isinstance(tokens, dict) or not all(isinstance(v, str) for v in tokens.values()):
            raise TokenBookError(f"{source}: [tokens] must map each UID to a name, "
                                 "e.g. \"04A1B2C3\" = \"Warrior\"")
        return TokenBook(tokens)

    def to_toml(self) -> str:
        """The book as the text of a token file (sorted by UID, after a one-line comment)."""
        return HEADER + tomli_w.dumps({"tokens": dict(sorted(self.names.items()))})

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

    def bind(self, uid: str, name: str) -> None:
        """Bind `uid` to `name` (a name names one token: an older binding is replaced)."""
        self.check_name(name)
        for old, bound in list(self.names.items()):
            if bound == name:
                del self.names[old]
        self.names[uid.upper()] = name


class TokenStore(Protocol):
    """Where a token book is kept (the app's is `tui.storage.TokenFile`); each method's
    problem is a `TokenBookError` naming the place and the fix."""

    path: Path

    def read(self) -> TokenBook:
        """The book kept there (an empty one when there is none yet)."""
        ...

    def check_writable(self) -> None:
        """Fail now, before anything is asked of the player, if `write` could not keep a book."""
        ...

    def write(self, book: TokenBook) -> None:
        """Keep `book` there."""
        ...
