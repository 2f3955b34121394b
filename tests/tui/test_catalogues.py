"""Tavern's words in every language (issue #36): the catalogue holds every word of the code, and
Español and Português (Brasil) translate every one of them, keeping each placeholder."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from tui.catalogues import DOMAINS, ROOT, TRANSLATED, domain_of, extract, po_path, template_path

FIELD = re.compile(r"\{(\w*)[^{}]*\}")


def words_in_the_code(domain: str) -> set[str]:
    """Every msgid of `domain`'s files, found as `make catalogues` finds them."""
    return {message.id if isinstance(message.id, str) else message.id[0] for message in extract(domain) if message.id}


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


@pytest.mark.parametrize("domain", DOMAINS)
def test_the_catalogue_holds_every_word_of_the_code(domain):
    held = {message.id if isinstance(message.id, str) else message.id[0]
            for message in catalogue(template_path(domain)) if message.id}
    code = words_in_the_code(domain)
    assert not code - held, f"run `make catalogues`: new words {sorted(code - held)[:10]}"
    assert not held - code, f"run `make catalogues`: words gone from the code {sorted(held - code)[:10]}"


@pytest.mark.parametrize("domain", DOMAINS)
@pytest.mark.parametrize("language", TRANSLATED)
def test_every_word_is_translated_with_its_placeholders(language, domain):
    template = catalogue(template_path(domain))
    translation = catalogue(po_path(language, domain), language)
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


def test_a_game_s_words_are_in_its_own_catalogue():
    assert domain_of(ROOT / "engine" / "rpgquest" / "moves.py") == "rpgquest"
    assert domain_of(ROOT / "ai" / "heuristics" / "elria" / "gains.py") == "elria"
    assert domain_of(ROOT / "tui" / "cartaventuras" / "board.py") == "cartaventuras"
    assert domain_of(ROOT / "tui" / "screens" / "board.py") == "tavern"
    assert domain_of(ROOT / "engine" / "core.py") == "tavern"
    assert domain_of(ROOT / "ai" / "research" / "spaces" / "rpgquest.py") == "tavern"
