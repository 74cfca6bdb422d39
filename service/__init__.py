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

from service.api import caching, cors, errors, i18n, metrics, request_id
from service.api.body import DEFAULT_BODY_LIMIT
from service.api.conformance import kit
from service.api.meta import meta
from service.api.play import play
from service.api.routes import games
from service.api.spec import spec_yaml
from service.api.spent import DEFAULT_TTL
from service.seal.keys import KeyConfigError, KeyRing, load_keys, reload_keys
from service.seal.ledger import Ledger, LedgerError, open_ledger


def _seal_keys(app: Flask) -> KeyRing:
    """The sealing keys: ``SEAL_KEYS`` in the config (tests), else the environment; with none
    configured, one ephemeral key, made here before gunicorn forks its workers (the app is
    preloaded), so every worker opens every other's tokens until the process ends. A blank or
    malformed setting, or no key where ephemeral keys are refused (the image), stops start-up:
    KeyConfigError, which :func:`create_app` turns into SystemExit with the reason."""
    ring = app.config.get("SEAL_KEYS") or load_keys()
    if ring.ephemeral:
        logging.getLogger("kortdomaren").warning(
            "no sealing key configured (KORTDOMAREN_SEAL_KEYS or KORTDOMAREN_SEAL_KEYS_FILE): "
            "an ephemeral key (%s) seals tokens, which die with this process; another instance "
            "cannot open them",
            ring.sealing.id,
        )
    return ring


def reload_seal_keys(app: Flask) -> KeyRing:
    """Read the keys again (gunicorn's SIGHUP, see gunicorn.conf.py ``on_reload``): a rotated
    key file takes effect in the workers forked afterwards. Keys from the config (tests) and an
    ephemeral key stay; a file that no longer reads keeps the keys in use, and says why."""
    current: KeyRing = app.extensions["kortdomaren.seal_keys"]
    if app.config.get("SEAL_KEYS"):
        return current
    log = logging.getLogger("kortdomaren")
    try:
        ring = reload_keys(current)
    except KeyConfigError as error:
        log.error("sealing keys not reloaded, the old ones stay in use: %s", error)
        return current
    app.extensions["kortdomaren.seal_keys"] = ring
    log.info("sealing keys reloaded: %s", ", ".join(key.id for key in ring.keys))
    return ring


def _bound_token_ttl() -> int:
    raw = os.environ.get("KORTDOMAREN_BOUND_TOKEN_TTL", "").strip()
    if not raw:
        return DEFAULT_TTL
    if not raw.isdigit() or not 60 <= int(raw) <= 366 * 24 * 3600:
        raise SystemExit(
            f"kortdomaren: cannot start: KORTDOMAREN_BOUND_TOKEN_TTL must be seconds from 60 to "
            f"a year, not {raw[:40]!r}"
        )
    return int(raw)


def _ledger(app: Flask) -> Ledger:
    """The spent-token ledger (service/seal/ledger.py): ``LEDGER`` in the config (tests), else
    the KORTDOMAREN_LEDGER setting. Opened before gunicorn forks; each worker reconnects."""
    given = app.config.get("LEDGER")
    if given is not None and not isinstance(given, str):
        return given  # type: ignore[no-any-return]
    try:
        ledger = open_ledger(given)
    except LedgerError as error:
        raise SystemExit(f"kortdomaren: cannot start: {error}") from None
    logging.getLogger("kortdomaren").info("spent-token ledger: %s", ledger.describe())
    return ledger


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
        # seat-bound tokens: their lifetime, and where spent positions are recorded (None: the
        # KORTDOMAREN_LEDGER setting, by default SQLite in the temp directory)
        BOUND_TOKEN_TTL=_bound_token_ttl(),
        LEDGER=None,
        INSTANCE=os.environ.get("KORTDOMAREN_INSTANCE") or None,  # X-Kortdomaren-Instance
    )
    if config:
        app.config.update(config)
    app.json.sort_keys = False  # type: ignore[attr-defined]
    app.extensions["kortdomaren.spec"] = spec_yaml()
    try:
        app.extensions["kortdomaren.seal_keys"] = _seal_keys(app)
    except KeyConfigError as error:
        # one line saying what to fix, not a traceback; gunicorn then exits (status 1 or 3)
        raise SystemExit(f"kortdomaren: cannot start: {error}") from None
    app.extensions["kortdomaren.ledger"] = _ledger(app)
    errors.register(app)
    i18n.register(app)
    metrics.register(app)
    request_id.register(app)
    cors.register(app)  # KORTDOMAREN_CORS_ORIGINS, or CORS_ORIGINS in the config (tests)
    caching.register(app)
    app.register_blueprint(meta)
    app.register_blueprint(games)
    app.register_blueprint(kit)
    app.register_blueprint(play)
    if app.config["NOOP_ENDPOINT"]:
        from service.api.noop import noop

        app.register_blueprint(noop)
    return app
