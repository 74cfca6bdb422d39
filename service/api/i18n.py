"""Answers in the client's language: English, Swedish or Finnish, chosen by ``Accept-Language``.

The engine writes every message in English as a :class:`service.core.text.Text` that keeps its
template (docs/translations.md). Here, on the way out and only for the messages being sent,
the template goes through the gettext catalogue of the request's locale
(``service/translations/<locale>/LC_MESSAGES/messages.mo``, compiled from the ``.po`` at
install time) and is filled in again. English is the default and costs nothing: without an
``Accept-Language`` header, or when it prefers English, no catalogue is opened and the English
text is sent as it is. Rule IDs, codes, card codes and pointers never change with the language.

A second gettext domain (e.g. the play page's ``play``) is served by :func:`domain`, which
reads ``service/translations/<locale>/LC_MESSAGES/<name>.mo`` in the same request locale.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from pathlib import Path

from flask import Flask, Response, has_request_context, request
from flask_babel import Babel, Domain, get_translations  # type: ignore[import-untyped]

from service.core.text import translate

#: Where the catalogues are: ``<locale>/LC_MESSAGES/<domain>.po`` (and the compiled ``.mo``).
TRANSLATIONS = Path(__file__).resolve().parent.parent / "translations"
DEFAULT = "en"
#: The languages answered in, the default first.
LANGUAGES = ("en", "sv", "fi")
#: Responses whose bodies carry words, and so a ``Content-Language``.
_WORDY = frozenset({"application/json", "application/problem+json"})
_KEY = "kortdomaren.locale"  # in the WSGI environ: one per request


def locale() -> str:
    """The request's language: the best of :data:`LANGUAGES` that ``Accept-Language`` accepts
    (``sv-SE`` is ``sv``, q-values are weighed, ``*`` or an unknown language is English);
    English outside a request."""
    if not has_request_context():
        return DEFAULT
    environ = request.environ
    found: str | None = environ.get(_KEY)
    if found is None:
        if "HTTP_ACCEPT_LANGUAGE" not in environ:
            found = DEFAULT
        else:
            found = request.accept_languages.best_match(LANGUAGES, default=DEFAULT) or DEFAULT
        environ[_KEY] = found
    return found


def translator() -> Callable[[str], str] | None:
    """How this request translates a message (None: it is answered in English as written)."""
    if locale() == DEFAULT:
        return None
    return _catalogue()


def _catalogue() -> Callable[[str], str]:
    gettext: Callable[[str], str] = get_translations().gettext
    return gettext


def words(text: str, gettext: Callable[[str], str] | None) -> str:
    """``text`` as the request reads it: translated by ``gettext``, or as it is when None."""
    return text if gettext is None else translate(text, gettext)


@functools.cache
def domain(name: str) -> Domain:
    """The gettext domain ``name`` (e.g. ``play``) read in the request's locale: use its
    ``gettext``/``ngettext``, or ``domain("play").get_translations()`` in a template."""
    return Domain(translation_directories=str(TRANSLATIONS), domain=name)


def register(app: Flask) -> None:
    """flask-babel with the locale from ``Accept-Language``; ``Content-Language`` (and
    ``Vary: Accept-Language``) on every JSON answer."""
    Babel(
        app,
        locale_selector=locale,
        default_locale=DEFAULT,
        default_domain="messages",
        default_translation_directories=str(TRANSLATIONS),
    )

    @app.after_request
    def content_language(response: Response) -> Response:
        if response.mimetype in _WORDY:
            headers = response.headers
            headers["Content-Language"] = locale()
            vary = headers.get("Vary")
            headers["Vary"] = f"{vary}, Accept-Language" if vary else "Accept-Language"
        return response
