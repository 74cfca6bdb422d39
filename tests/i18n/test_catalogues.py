"""Every message is in the template, and translated in every language, keeping its
placeholders and its voice (docs/translations.md)."""

from __future__ import annotations

import pytest

from service.api import i18n
from tests.i18n.catalogues import (
    TRANSLATED,
    TRANSLATIONS,
    catalogue,
    extracted,
    msgids,
    placeholders,
    template,
)


def test_the_template_holds_exactly_the_messages_of_the_source() -> None:
    source, pot = set(extracted()), msgids(template())
    assert len(source) > 600  # violations, problems, details, schema parts, score labels
    assert not source - pot, f"run scripts/i18n update; not in messages.pot: {source - pot}"
    assert not pot - source, f"run scripts/i18n update; gone from the source: {pot - source}"


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_message_is_translated(language: str) -> None:
    catalog = catalogue(language)
    assert msgids(catalog) == msgids(template()), "run scripts/i18n update"
    untranslated = [m.id for m in catalog if m.id and not m.string]
    fuzzy = [m.id for m in catalog if m.id and m.fuzzy]
    assert not untranslated, (
        f"{len(untranslated)} without a {language} translation: {untranslated[:5]}"
    )
    assert not fuzzy, f"{len(fuzzy)} fuzzy {language} translations: {fuzzy[:5]}"


@pytest.mark.parametrize("language", TRANSLATED)
def test_a_translation_keeps_every_placeholder(language: str) -> None:
    wrong = [
        (m.id, m.string)
        for m in catalogue(language)
        if m.id and m.string and placeholders(m.id) != placeholders(m.string)
    ]
    assert not wrong, "\n".join(f"{a!r} -> {b!r}" for a, b in wrong)


@pytest.mark.parametrize("language", TRANSLATED)
def test_a_translated_sentence_keeps_the_voice(language: str) -> None:
    """A sentence stays one sentence: a capital (or the same leading placeholder) first, a
    period last; a part of a sentence (a label, a noun phrase) stays lower case."""
    faults = []
    for message in catalogue(language):
        source, text = message.id, message.string
        if not source or not text:
            continue
        if source.endswith(".") != text.endswith("."):
            faults.append(f"period: {source!r} -> {text!r}")
        first, first_text = source[0], text[0]
        if first == "{":
            continue  # a label begins it; labels are checked as messages themselves
        if first.isupper() and not (first_text.isupper() or first_text.isdigit()):
            faults.append(f"capital: {source!r} -> {text!r}")
        if first.islower() and first_text.isupper() and not source.startswith(("storan", "lillan")):
            faults.append(f"lower case: {source!r} -> {text!r}")
    assert not faults, "\n".join(faults)


def test_the_placeholder_check_finds_a_lost_or_renamed_field() -> None:
    assert placeholders("Seat {seat} holds {card}.") == placeholders("Plats {seat} har {card}.")
    assert placeholders("Seat {seat} holds {card}.") != placeholders("Plats {seat} har {kort}.")
    assert placeholders("The value {value!r}.") != placeholders("Värdet {value}.")


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_compiled_catalogue_is_the_one_served(language: str) -> None:
    """The .mo beside each .po is compiled from it (scripts/i18n compile, setup.py)."""
    po = TRANSLATIONS / language / "LC_MESSAGES" / "messages.po"
    mo = po.with_suffix(".mo")
    assert mo.is_file(), "run scripts/i18n compile"
    assert mo.stat().st_mtime >= po.stat().st_mtime, "the .mo is older than its .po"
    assert i18n.LANGUAGES[0] == i18n.DEFAULT == "en"
