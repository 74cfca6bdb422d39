"""The message catalogues as the tests read them: the template and each language's .po."""

from __future__ import annotations

import functools
import string
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po

from service.api.i18n import DEFAULT, LANGUAGES, TRANSLATIONS

ROOT = Path(__file__).resolve().parents[2]
TEMPLATE = TRANSLATIONS / "messages.pot"
#: The languages with a catalogue (all but the default, which is the source's own).
TRANSLATED = tuple(language for language in LANGUAGES if language != DEFAULT)


@functools.cache
def template() -> Catalog:
    with TEMPLATE.open("rb") as source:
        return read_po(source)


@functools.cache
def catalogue(language: str) -> Catalog:
    with (TRANSLATIONS / language / "LC_MESSAGES" / "messages.po").open("rb") as source:
        return read_po(source, locale=language)


def msgids(catalog: Catalog) -> set[str]:
    return {message.id for message in catalog if message.id and isinstance(message.id, str)}


@functools.cache
def extracted() -> frozenset[str]:
    """Every template of a ``msg`` call in the service's source, as ``pybabel extract`` with
    babel.cfg finds it (scripts/i18n extract)."""
    found = extract_from_dir(str(ROOT / "service"), [("**.py", "python")], keywords={"msg": None})
    return frozenset(message for _file, _line, message, _comments, _context in found)


def placeholders(text: str) -> list[str]:
    """The replacement fields of a ``str.format`` template, as written (``{value!r}``),
    sorted: a translation must keep each one.

    >>> placeholders("Seat {seat} does not hold {card}; {{literal}} {value!r}.")
    ['{card}', '{seat}', '{value!r}']
    """
    fields = []
    for _literal, name, spec, conversion in string.Formatter().parse(text):
        if name is not None:
            fields.append(
                "{"
                + name
                + (f"!{conversion}" if conversion else "")
                + (f":{spec}" if spec else "")
                + "}"
            )
    return sorted(fields)
