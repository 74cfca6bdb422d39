"""The play page's language: English, Swedish or Finnish, and its own gettext domain ``play``.

The page's words are kept apart from the API's messages (domain ``messages``): a translator
of the page need not see the rules' sentences, and the API's catalogue stays the contract's.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Final

from babel.support import NullTranslations
from flask import request
from flask_babel import Domain, force_locale

TRANSLATIONS: Final = Path(__file__).resolve().parents[2] / "translations"

#: (code, the language's own name), the default first.
LANGUAGES: Final = (("en", "English"), ("sv", "Svenska"), ("fi", "Suomi"))
CODES: Final = tuple(code for code, _name in LANGUAGES)


def page_language(asked: str | None) -> str:
    """``asked`` (the switch's ``?lang=``) when it is one of ours, else the best match of the
    request's Accept-Language, else English."""
    if asked in CODES:
        return str(asked)
    return request.accept_languages.best_match(CODES, default=CODES[0]) or CODES[0]


@functools.cache
def _domain() -> Domain:
    return Domain(translation_directories=str(TRANSLATIONS), domain="play")


def translations(language: str) -> NullTranslations:
    """The ``play`` catalogue of ``language`` (English: the msgids as written)."""
    with force_locale(language):
        found: NullTranslations = _domain().get_translations()
    return found
