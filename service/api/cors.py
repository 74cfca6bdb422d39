"""Cross-origin use of the API: a page on another origin may call ``/v1`` with ``fetch``.

The referee is stateless and takes no cookies or other credentials (a sealed deal's secret
travels in its token, which the caller holds), so any origin may call it by default; the
KORTDOMAREN_CORS_ORIGINS setting narrows that to a list of origins, or turns CORS off with
``none``. flask-cors writes the headers, on problem+json answers too. Preflights (OPTIONS with
``Access-Control-Request-Method``) to a ``/v1`` path are answered 204 here; every other OPTIONS
request keeps the 405 problem that any unsupported method gets (service/__init__.py).
"""

from __future__ import annotations

import os
import re
from typing import Final

from flask import Flask, Response, request
from flask_cors import CORS
from werkzeug.exceptions import MethodNotAllowed

SETTING: Final = "KORTDOMAREN_CORS_ORIGINS"

#: The paths with CORS (a flask-cors resource pattern): the API, not the pages or /metrics.
RESOURCE: Final = r"/v1/.*"
METHODS: Final = ("GET", "HEAD", "POST")
#: The request headers the API reads besides the safelisted ones.
ALLOW_HEADERS: Final = ("Content-Type", "Accept-Language", "X-Request-ID")
#: The response headers a page's script may read besides the safelisted ones.
EXPOSE_HEADERS: Final = (
    "X-Request-ID",
    "Content-Language",
    "X-Kortdomaren-Instance",
    "ETag",
    "Retry-After",
)
#: Seconds a browser may reuse a preflight's answer (Chromium caps it at 7200): short, so a
#: narrowed setting takes effect soon after a restart.
MAX_AGE: Final = 600

_ORIGIN = re.compile(r"https?://[A-Za-z0-9.-]+(?::[0-9]{1,5})?|https?://\[[0-9A-Fa-f:.]+\](?::[0-9]{1,5})?")


def origins_from_env(raw: str | None = None) -> tuple[str, ...]:
    """The allowed origins: ``("*",)`` (the default), a list, or ``()`` for ``none``.

    An origin is ``scheme://host[:port]`` exactly as a browser sends it in ``Origin`` (no
    path, no trailing slash); anything else stops start-up with the reason."""
    value = (os.environ.get(SETTING, "") if raw is None else raw).strip()
    if value in ("", "*"):
        return ("*",)
    if value.lower() == "none":
        return ()
    origins = tuple(word.strip() for word in value.split(",") if word.strip())
    for origin in origins:
        if not _ORIGIN.fullmatch(origin):
            raise SystemExit(
                f"kortdomaren: cannot start: {SETTING} takes '*', 'none' or origins such as "
                f"https://cards.example or http://127.0.0.1:5173 separated by commas, "
                f"not {origin[:80]!r}"
            )
    return origins


def register(app: Flask) -> None:
    """CORS on ``/v1`` for the origins of ``CORS_ORIGINS`` in the config, else the setting."""
    configured = app.config.get("CORS_ORIGINS")
    origins = origins_from_env() if configured is None else tuple(configured)
    if not origins:
        return
    CORS(
        app,
        resources={RESOURCE: {}},
        origins=list(origins),
        send_wildcard=origins == ("*",),  # "*" itself, not the echoed origin: cacheable
        supports_credentials=False,
        methods=list(METHODS),
        allow_headers=list(ALLOW_HEADERS),
        expose_headers=list(EXPOSE_HEADERS),
        max_age=MAX_AGE,
    )
    pattern = re.compile(RESOURCE)

    @app.before_request
    def preflight() -> Response | None:
        """204 for a preflight to a ``/v1`` path that exists (its routing failed only on the
        method); flask-cors then adds the headers if the origin is allowed."""
        if (
            request.method == "OPTIONS"
            and "Access-Control-Request-Method" in request.headers
            and isinstance(request.routing_exception, MethodNotAllowed)
            and pattern.fullmatch(request.path)
        ):
            answer = Response(status=204)
            del answer.headers["Content-Type"]  # no body, so no type
            return answer
        return None
