"""The /play page: a person plays seat 0 of a sealed deal against the service's bots.

The page is a Jinja template, one script and one stylesheet, served from this package (no CDN,
no build step). It talks to the public API only (``fetch`` to ``/v1/...``), exactly as any
client would. Its own words come from the gettext domain ``play``
(``service/translations/<lang>/LC_MESSAGES/play.po``); the words the API sends (verdicts,
score labels) come in the language the page asks for with ``Accept-Language``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Final

from flask import Blueprint, Response, render_template, request, send_from_directory
from werkzeug.exceptions import NotFound

from service.api.page_headers import page_headers
from service.api.play.language import CHOICES, page_language, translations

HERE: Final = Path(__file__).resolve().parent
STATIC: Final = HERE / "static"

#: The files the page loads (the stylesheet, the icon, the script's ES modules, the cards'
#: pictures), as paths under ``static``; any other name is a 404 problem like every unknown path.
ASSETS: Final = frozenset(
    str(path.relative_to(STATIC)) for path in STATIC.rglob("*") if path.is_file()
)

# Everything comes from this origin, no inline script or style (the strings the script needs
# ride in a JSON block, which is data, not code), no frames, no forms posted elsewhere.
HEADERS: Final = page_headers(
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self'",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
)

play = Blueprint("play", __name__, template_folder="templates")


@play.get("/play")
def page() -> Response:
    """The page in the language of ``?lang=`` (the switch's links), else of Accept-Language."""
    language = page_language(request.args.get("lang"))
    catalogue = translations(language)
    html = render_template(
        "play.html",
        lang=language,
        languages=CHOICES,
        _=catalogue.gettext,
        gettext=catalogue.gettext,
    )
    headers = {**HEADERS, "Content-Language": language, "Vary": "Accept-Language"}
    return Response(html, mimetype="text/html", headers=headers)


@play.get("/play/static/<path:name>")
def static(name: str) -> Response:
    if name not in ASSETS:  # the 404 problem of any unknown path
        raise NotFound()
    response = send_from_directory(STATIC, name)
    response.headers.update(HEADERS)
    return response
