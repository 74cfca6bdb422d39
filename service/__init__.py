"""Kortdomaren: a stateless HTTP referee for Nordic card games.

``create_app`` builds the Flask application; the rules live in ``service.core`` and
``service.games`` and know nothing of HTTP.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

from flask import Flask

from service.api import errors
from service.api.body import DEFAULT_BODY_LIMIT
from service.api.meta import meta
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


def create_app(config: Mapping[str, Any] | None = None) -> Flask:
    """The application with embedded defaults; ``config`` overrides them (tests, benchmarks)."""
    app = Flask(__name__)
    app.config.update(
        BODY_LIMIT=DEFAULT_BODY_LIMIT,
        MAX_CONTENT_LENGTH=None,  # the body reader enforces BODY_LIMIT, chunked bodies too
        NOOP_ENDPOINT=False,
    )
    if config:
        app.config.update(config)
    app.json.sort_keys = False  # type: ignore[attr-defined]
    app.extensions["kortdomaren.spec"] = spec_yaml()
    app.extensions["kortdomaren.seal_keys"] = _seal_keys(app)
    errors.register(app)
    app.register_blueprint(meta)
    app.register_blueprint(games)
    if app.config["NOOP_ENDPOINT"]:
        from service.api.noop import noop

        app.register_blueprint(noop)
    return app
