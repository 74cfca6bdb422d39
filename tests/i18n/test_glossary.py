"""One word per thing: no Swedish or Finnish message — API, bot reasons or the /play page —
uses a term the glossary (docs/translations.md) tells translators to avoid. The glossary's
data is tests/i18n/glossary.json; the docs' tables must show the same rows."""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path
from typing import Any

import pytest
from babel.messages.pofile import read_po

from service.api.i18n import TRANSLATIONS
from tests.i18n.catalogues import ROOT, TRANSLATED

GLOSSARY = Path(__file__).with_name("glossary.json")
DOMAINS = ("messages", "play")
#: A glossary row: "en", "use", "avoid" (words) and "patterns" (regular expressions).
Row = dict[str, Any]


@functools.cache
def glossary() -> dict[str, list[Row]]:
    data = json.loads(GLOSSARY.read_text(encoding="utf-8"))
    return {language: data[language] for language in TRANSLATED}


#: A rule ID (KAS-MATCH-2, MISAR-MATCH-1…3): never translated, so never a word to avoid.
RULE_ID = re.compile(r"\b[A-Z][A-Z0-9]*(?:-[A-Z0-9*]+)+")


def normalised(text: str) -> str:
    """Placeholders as ``{}``, quoted JSON values as ``''`` and rule IDs as ``ID``: a field
    name such as ``{match}`` or ``'match'``, or the rule KAS-MATCH-2, is not a word of the
    language."""
    plain = re.sub(r"'[^']*'", "''", re.sub(r"\{[^{}]*\}", "{}", text))
    return RULE_ID.sub("ID", plain)


def offences(language: str, text: str) -> list[str]:
    """The glossary rows whose avoided term the text uses, as "english: pattern"."""
    found = []
    plain = normalised(text)
    for row in glossary()[language]:
        for pattern in row["patterns"]:
            if re.search(pattern, plain):
                found.append(f"{row['en']}: use {row['use']!r}, not /{pattern}/")
    return found


def msgstrs(language: str) -> list[tuple[str, str, str]]:
    """(domain, msgid, msgstr) of every translated entry of the language's catalogues."""
    entries = []
    for domain in DOMAINS:
        path = TRANSLATIONS / language / "LC_MESSAGES" / f"{domain}.po"
        with path.open("rb") as source:
            catalog = read_po(source, locale=language)
        entries += [(domain, str(m.id), str(m.string)) for m in catalog if m.id and m.string]
    return entries


@pytest.mark.parametrize("language", TRANSLATED)
def test_no_message_uses_a_term_the_glossary_avoids(language: str) -> None:
    entries = msgstrs(language)
    assert len(entries) > 800  # the API's messages and the page's words
    wrong = [
        f"{domain}: {msgid!r} → {text!r}: {'; '.join(offences(language, text))}"
        for domain, msgid, text in entries
        if offences(language, text)
    ]
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("language", TRANSLATED)
def test_each_pattern_catches_a_term_to_avoid_and_spares_the_term_to_use(language: str) -> None:
    for row in glossary()[language]:
        avoid = [normalised(term) for term in row["avoid"]]
        for pattern in row["patterns"]:
            assert any(re.search(pattern, term) for term in avoid), (row["en"], pattern)
            assert not re.search(pattern, normalised(str(row["use"]))), (row["en"], pattern)


@pytest.mark.parametrize(
    ("language", "wrong"),
    [
        ("sv", "Matchen är slut."),
        ("sv", "Kortet {card} finns inte på plats {seat}s hand."),
        ("sv", "{player} meldade {points} poäng."),
        ("fi", "Lyö sarja {cards}"),
        ("fi", "Fjøntista ei ole velkaa."),
        ("fi", "Tasapisteissä olevat puolet pelaavat."),
    ],
)
def test_the_check_finds_the_reviewed_mistakes(language: str, wrong: str) -> None:
    assert offences(language, wrong)


@pytest.mark.parametrize(
    ("language", "right"),
    [
        ("sv", "Partiformen '{match}' är inte beskriven för {players} spelare."),
        ("sv", "Partiets mål; null spelar enstaka givar (KAS-MATCH-2, MISAR-MATCH-1…3)."),
        ("fi", "Yhdistelmä on sarja tai suora."),
        ("fi", "Tunniste ei voi toimia paikan {seat} puolesta."),
    ],
)
def test_the_check_spares_the_right_words(language: str, right: str) -> None:
    assert not offences(language, right)


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_docs_show_the_glossary(language: str) -> None:
    docs = (ROOT / "docs" / "translations.md").read_text(encoding="utf-8")
    for row in glossary()[language]:
        assert table_row(row) in docs, f"docs/translations.md lacks the row {table_row(row)}"


def table_row(row: Row) -> str:
    """The row of docs/translations.md's glossary table for one glossary entry."""
    avoid = ", ".join(row["avoid"]) or "—"
    return f"| {row['en']} | {row['use']} | {avoid} |"
