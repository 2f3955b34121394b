"""Tavern's catalogues of words: which words of the code each holds, and `make catalogues`, which
extracts them and merges them into every language's `.po`.

There is one catalogue (a gettext domain) for the app and one per game: a game's words are those of
its folders (`engine/<game>/`, `ai/heuristics/<game>/`, `tui/<game>/`), the app's are the rest of
`engine/`, `ai/` and `tui/`. So the people translating a game work in a file of its own, in that
game's words. The words are found as gettext finds them: the app's `_()`, `ngettext()` and `N_()`,
and the games' messages, `Msg(...)` and `Msg.counted(...)`.

    python -m tui.catalogues     (what `make catalogues` runs)
"""

from __future__ import annotations

import copy
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_file
from babel.messages.pofile import read_po, write_po

from tui.i18n import DOMAINS

ROOT = Path(__file__).resolve().parents[1]
LOCALE = ROOT / "tui" / "locale"
APP, *GAMES = DOMAINS
TRANSLATED = ("es", "pt_BR")
"""The languages with catalogues (English is the code's own words)."""
KEYWORDS = {**DEFAULT_KEYWORDS, "Msg": None, "counted": (1, 2)}
SOURCES = ("engine", "ai", "tui")


def domain_of(path: Path) -> str:
    """The catalogue of a source file, from its path under the repository."""
    parts = path.relative_to(ROOT).parts
    game_folder = parts[1] if parts[0] in ("engine", "tui") else parts[2] if parts[:2] == ("ai", "heuristics") else ""
    return Path(game_folder).stem if Path(game_folder).stem in GAMES else APP


def sources() -> Iterator[Path]:
    """Every Python file whose words players may read."""
    for folder in SOURCES:
        yield from sorted((ROOT / folder).rglob("*.py"))


def extract(domain: str) -> Catalog:
    """The template of `domain`: every word its files hold."""
    template = Catalog(domain=domain, project="Tavern", copyright_holder="Tavern's makers")
    for path in sources():
        if domain_of(path) != domain:
            continue
        for _line, message, comments, context in extract_from_file("python", str(path), keywords=KEYWORDS):
            template.add(message, auto_comments=comments, context=context)
    return template


def template_path(domain: str) -> Path:
    return LOCALE / f"{domain}.pot"


def po_path(language: str, domain: str) -> Path:
    return LOCALE / language / "LC_MESSAGES" / f"{domain}.po"


def read(path: Path, locale: str | None = None) -> Catalog:
    with path.open("rb") as file:
        return read_po(file, locale=locale)


def write(catalogue: Catalog, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as file:
        write_po(file, catalogue, width=120, no_location=True, sort_output=True, ignore_obsolete=True)


def known_translations(language: str) -> dict[Any, Any]:
    """Every translation `language`'s catalogues hold now, by message id, whichever catalogue holds it."""
    known: dict[Any, Any] = {}
    for domain in DOMAINS:
        if po_path(language, domain).exists():
            known.update((message.id, message.string) for message in read(po_path(language, domain), language)
                         if message.id and message.string and not message.fuzzy)
    return known


def update(domain: str, known: dict[str, dict[Any, Any]]) -> int:
    """Write `domain`'s template and merge it into each language's `.po`: a word new to the catalogue
    keeps the translation it had in another (a word moved between catalogues), else is left to translate.
    Returns how many words the catalogue holds."""
    template = extract(domain)
    write(template, template_path(domain))
    for language in TRANSLATED:
        path = po_path(language, domain)
        translation = read(path, language) if path.exists() else Catalog(locale=language, domain=domain, fuzzy=False)
        translation.update(copy.deepcopy(template), no_fuzzy_matching=True)  # (update shares new messages)
        for message in translation:
            if message.id and not any(forms(message.string)) and message.id in known[language]:
                message.string = known[language][message.id]
        write(translation, path)
    return len(template)


def forms(text: str | tuple[str, ...] | list[str] | None) -> list[str]:
    """A message's string as a list: one form, or a counted message's forms."""
    return [text] if isinstance(text, str) else list(text or ())


def main() -> int:
    known = {language: known_translations(language) for language in TRANSLATED}
    for domain in DOMAINS:
        words = update(domain, known)
        print(f"{template_path(domain).relative_to(ROOT)}: {words} words")
    return 0


if __name__ == "__main__":
    sys.exit(main())
