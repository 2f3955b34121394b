"""Tavern's words in every language (issue #36): the catalogue holds every word of the code, and
Español and Português (Brasil) translate every one of them, keeping each placeholder."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]
LOCALE = ROOT / "tui" / "locale"
KEYWORDS = {**DEFAULT_KEYWORDS, "Msg": None, "counted": (1, 2)}  # (as `make catalogues` passes them)
FIELD = re.compile(r"\{(\w*)[^{}]*\}")


def words_in_the_code() -> set[str]:
    """Every msgid the code holds, found as `make catalogues` finds them (babel.cfg)."""
    with (ROOT / "babel.cfg").open(encoding="utf-8") as file:
        method_map, options_map = parse_mapping_cfg(file)
    return {message if isinstance(message, str) else message[0]
            for _file, _line, message, _comments, _context in
            extract_from_dir(str(ROOT), method_map, options_map, keywords=KEYWORDS)}


def catalogue(path: Path, locale: str | None = None) -> Catalog:
    with path.open("rb") as file:
        return read_po(file, locale=locale)


def forms(text: str | list[str] | tuple[str, ...] | None) -> list[str]:
    """A message's id or string as a list: one form, or a counted message's forms."""
    return [text] if isinstance(text, str) else list(text or ())


def fields(texts: list[str]) -> list[str]:
    return sorted({name for text in texts for name in FIELD.findall(text)})


def untranslated(template: Catalog, translation: Catalog) -> list[str]:
    """What `translation` lacks or gets wrong against `template`, one line each."""
    problems = []
    for message in template:
        if not message.id:
            continue
        key = forms(message.id)[0]
        found = translation.get(message.id)
        strings = forms(found.string) if found else []
        if not found or not strings or not all(strings) or found.fuzzy:
            problems.append(f"not translated: {key!r}")
            continue
        for string in strings:
            if fields([string]) != fields(forms(message.id)):
                problems.append(f"{key!r}: {string!r} has the fields {fields([string])}, not {fields(forms(message.id))}")
    return problems


def test_the_catalogue_holds_every_word_of_the_code():
    held = {message.id if isinstance(message.id, str) else message.id[0]
            for message in catalogue(LOCALE / "tavern.pot") if message.id}
    code = words_in_the_code()
    assert not code - held, f"run `make catalogues`: new words {sorted(code - held)[:10]}"
    assert not held - code, f"run `make catalogues`: words gone from the code {sorted(held - code)[:10]}"


@pytest.mark.parametrize("language", ["es", "pt_BR"])
def test_every_word_is_translated_with_its_placeholders(language):
    template = catalogue(LOCALE / "tavern.pot")
    translation = catalogue(LOCALE / language / "LC_MESSAGES" / "tavern.po", language)
    assert untranslated(template, translation) == []


def test_a_missing_translation_or_a_dropped_placeholder_is_caught():
    template = Catalog()
    template.add("New game")
    template.add("The setting cannot be kept: {why}")
    template.add(("{n} coin", "{n} coins"))
    translation = Catalog(locale="es")
    translation.add("New game", "Nueva partida")
    translation.add("The setting cannot be kept: {why}", "No se puede guardar")
    translation.add(("{n} coin", "{n} coins"), ("{n} moneda", ""))
    assert untranslated(template, translation) == [
        "'The setting cannot be kept: {why}': 'No se puede guardar' has the fields [], not ['why']",
        "not translated: '{n} coin'",
    ]
