"""The player's language: English, Español or Português (Brasil), through gettext catalogues.

Every string a player reads in the app goes through `_()` (or `ngettext()` for counted words; `N_()`
marks a string kept in a table and translated where it is shown). The games' `engine.message.Msg`
messages are rendered with `render()`: the template through the catalogue, its arguments in the same
language. The catalogues are `tui/locale/<language>/LC_MESSAGES/<domain>.po`, the app's (`tavern`) and
one per game, extracted from the code with Babel (`make catalogues`, tui/catalogues.py) and compiled
to `.mo` files by `make`; a `.po` with no compiled file beside it is compiled in memory when the language is chosen, so a player never gets English by
accident. The language comes from `tavern --lang`, then Settings, then the environment (`LANGUAGE`,
`LC_ALL`, `LC_MESSAGES`, `LANG`), then English.
"""

from __future__ import annotations

import gettext
import io
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from babel.numbers import format_decimal

from engine.core import Line
from engine.message import Msg, Ref

LOCALE_DIR = Path(__file__).parent / "locale"
DOMAINS = ("tavern", "elria", "cartaventuras", "rpgquest")
"""The catalogues: the app's, then each game's (tui/catalogues.py says which words each holds)."""
LANGUAGES: dict[str, str] = {"en": "English", "es": "Español", "pt_BR": "Português (Brasil)"}
"""Each language Tavern speaks, by its code, named in that language."""

_translations: gettext.NullTranslations = gettext.NullTranslations()
_language = "en"


def language_code(name: str) -> str | None:
    """The language of Tavern's that a code names: "es", "es_AR.UTF-8" and "es-ES" are "es"; "pt", "pt-BR"
    and "pt_PT" are "pt_BR" (the only Portuguese); "C", "POSIX" and what Tavern does not speak are None."""
    base = name.split(".")[0].split("@")[0].replace("-", "_")
    language = base.split("_")[0].lower()
    return {"en": "en", "es": "es", "pt": "pt_BR"}.get(language)


def language_from_environment(environ: Mapping[str, str]) -> str | None:
    """The language the environment asks for, as gettext reads it: the first of `LANGUAGE`'s list that
    Tavern speaks, else `LC_ALL`, `LC_MESSAGES` or `LANG` (the first that is set)."""
    for wanted in environ.get("LANGUAGE", "").split(":"):
        if wanted and (code := language_code(wanted)):
            return code
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
        if environ.get(variable):
            return language_code(environ[variable])
    return None


def choose_language(asked: str | None, saved: str, environ: Mapping[str, str]) -> str:
    """`tavern --lang` first, then the language saved in Settings ("" for none), then the environment."""
    for wanted in (asked, saved):
        if wanted and (code := language_code(wanted)):
            return code
    return language_from_environment(environ) or "en"


def set_language(code: str) -> None:
    """Speak `code` from now on (a code of `LANGUAGES`); `ValueError` for any other."""
    global _translations, _language
    if code not in LANGUAGES:
        raise ValueError(f"Tavern speaks {', '.join(LANGUAGES)}, not {code!r}")
    _translations = _catalogue(code)
    _language = code


def language() -> str:
    """The code of the language Tavern speaks now."""
    return _language


def _catalogue(code: str) -> gettext.NullTranslations:
    """`code`'s words: the app's catalogue, falling back to each game's (tui/catalogues.py)."""
    if code == "en":
        return gettext.NullTranslations()
    chain: gettext.NullTranslations | None = None
    for domain in DOMAINS:
        found = _domain(code, domain)
        if found is None:
            continue
        if chain is None:
            chain = found
        else:
            chain.add_fallback(found)
    return chain or gettext.NullTranslations()


def _domain(code: str, domain: str) -> gettext.GNUTranslations | None:
    """One catalogue of `code`: its `.mo`, or its `.po` compiled in memory when the `.mo` is missing or older."""
    folder = LOCALE_DIR / code / "LC_MESSAGES"
    compiled, source = folder / f"{domain}.mo", folder / f"{domain}.po"
    if compiled.exists() and (not source.exists() or compiled.stat().st_mtime >= source.stat().st_mtime):
        with compiled.open("rb") as file:
            return gettext.GNUTranslations(file)
    if not source.exists():
        return None
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with source.open("rb") as file:
        catalogue = read_po(file, locale=code)
    buffer = io.BytesIO()
    write_mo(buffer, catalogue)
    buffer.seek(0)
    return gettext.GNUTranslations(buffer)


def _(text: str) -> str:
    """`text` in the player's language ("" stays "": gettext would give the catalogue's header)."""
    return _translations.gettext(text) if text else text


def ngettext(one: str, many: str, n: int) -> str:
    """The form of `one`/`many` that the count `n` takes in the player's language."""
    return _translations.ngettext(one, many, n)


def N_(text: str) -> str:  # noqa: N802  (gettext's own name for it)
    """Mark `text` for the catalogues without translating it (it is translated where it is shown)."""
    return text


def render(words: str) -> str:
    """What a game wrote, in the player's language: a `Msg` through the catalogue with its arguments in
    the same language (a log `Line` by the message it holds); any other text as it is."""
    if isinstance(words, Line):
        words = words.words
    if not isinstance(words, Msg) or _language == "en":
        return str(words)
    template = _translations.gettext(words.template) if words.many is None else \
        _translations.ngettext(words.template, words.many, int(words.args["n"]))
    try:
        return template.format(**{name: _argument(value) for name, value in words.args.items()})
    except (KeyError, IndexError, ValueError):  # a translation that drops a field: say it in English
        return str(words)


def _argument(value: Any) -> Any:
    if isinstance(value, Msg):
        return render(value)
    if isinstance(value, Ref):
        return value.text
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 1000:
        return format_decimal(value, locale=_language)
    return value
