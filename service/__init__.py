"""Kortdomaren: a stateless HTTP referee for Nordic card games.

``create_app`` builds the Flask application; the rules live in ``service.core`` and
``service.games`` and know nothing of HTTP.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping
from typing import Any

from flask import Flask
from werkzeug.datastructures import ImmutableDict
from werkzeug.routing import Map

from service.api import errors, i18n, metrics, request_id
from service.api.body import DEFAULT_BODY_LIMIT
from service.api.conformance import kit
from service.api.meta import meta
from service.api.play import play
from service.api.routes import games
from service.api.spec import spec_yaml
from service.seal.keys import KeyRing, load_keys


def _seal_keys(app: Flask) -> KeyRing:
    """The sealing keys: ``SEAL_KEYS`` in the config (tests), else the environment; with none
    configured, one ephemeral key, made here before gunicorn forks its workers (the app is
    preloaded), so every worker opens every other's tokens until the process ends."""
    ring = app.config.get("SEAL_KEYS") or load_keys()
    if ring.ephemeral:
        logging.getLogger("kortdomaren").warning(
            "no sealing key configured (KORTDOMAREN_SEAL_KEYS or KORTDOMAREN_SEAL_KEYS_FILE): "
            "an ephemeral key seals tokens, which die with this process"
        )
    return ring


class _ExactMap(Map):
    """A URL map that matches paths as sent: Werkzeug's default answers ``//`` in a path with
    a 308 whose ``Location`` is built from the client's ``Host`` header (an open redirect);
    here such a path is simply unknown (404 problem+json)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("merge_slashes", False)
        super().__init__(*args, **kwargs)


class _App(Flask):
    """Flask with exact paths and no automatic OPTIONS answers (Flask's are 200 text/html
    with an empty body): OPTIONS gets the 405 problem+json with ``Allow`` that every other
    unsupported method gets. Set on the class, so the static route made in ``__init__``
    follows it too."""

    url_map_class = _ExactMap
    default_config = ImmutableDict({**Flask.default_config, "PROVIDE_AUTOMATIC_OPTIONS": False})


def create_app(config: Mapping[str, Any] | None = None) -> Flask:
    """The application with embedded defaults; ``config`` overrides them (tests, benchmarks)."""
    app = _App(__name__)
    app.config.update(
        BODY_LIMIT=DEFAULT_BODY_LIMIT,
        MAX_CONTENT_LENGTH=None,  # the body reader enforces BODY_LIMIT, chunked bodies too
        NOOP_ENDPOINT=False,
        INSTANCE=os.environ.get("KORTDOMAREN_INSTANCE") or None,  # X-Kortdomaren-Instance
    )
    if config:
        app.config.update(config)
    app.json.sort_keys = False  # type: ignore[attr-defined]
    app.extensions["kortdomaren.spec"] = spec_yaml()
    app.extensions["kortdomaren.seal_keys"] = _seal_keys(app)
    errors.register(app)
    i18n.register(app)
    metrics.register(app)
    request_id.register(app)
    app.register_blueprint(meta)
    app.register_blueprint(games)
    app.register_blueprint(kit)
    app.register_blueprint(play)
    if app.config["NOOP_ENDPOINT"]:
        from service.api.noop import noop

        app.register_blueprint(noop)
    return app
