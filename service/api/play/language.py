"""The play page's language: English, Swedish or Finnish, and its own gettext domain ``play``.

The page's words are kept apart from the API's messages (domain ``messages``): a translator
of the page need not see the rules' sentences, and the API's catalogue stays the contract's.
"""

from __future__ import annotations

from typing import Final

from babel.support import NullTranslations
from flask_babel import force_locale  # type: ignore[import-untyped]

from service.api.i18n import LANGUAGES, domain, locale

#: Each language the page offers, in its own name, the default first.
NAMES: Final = {"en": "English", "sv": "Svenska", "fi": "Suomi"}
CHOICES: Final = tuple((code, NAMES[code]) for code in LANGUAGES)


def page_language(asked: str | None) -> str:
    """``asked`` (the switch's ``?lang=``) when it is one of ours, else the best match of the
    request's Accept-Language, else English."""
    return str(asked) if asked in LANGUAGES else locale()


def translations(language: str) -> NullTranslations:
    """The ``play`` catalogue of ``language`` (English: the msgids as written)."""
    with force_locale(language):
        found: NullTranslations = domain("play").get_translations()
    return found
