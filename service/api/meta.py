"""Liveness, readiness, the contract file and the offline API page."""

from __future__ import annotations

import functools
import hashlib

import orjson
from flask import Blueprint, Response, current_app, send_from_directory

from service.api import docs_page
from service.api.problems import ApiProblem
from service.core.text import msg
from service.games import GAMES

meta = Blueprint("meta", __name__)


def _json(payload: object, status: int = 200) -> Response:
    return Response(orjson.dumps(payload), status=status, mimetype="application/json")


@meta.get("/healthz")
def healthz() -> Response:
    return _json({"status": "ok"})


@meta.get("/readyz")
def readyz() -> Response:
    """Ready once the registry is loaded and the contract renders (both are import-time)."""
    ready = bool(GAMES) and bool(current_app.extensions.get("kortdomaren.spec"))
    if not ready:  # a problem document, as openapi.yaml says every error answer is
        raise ApiProblem(503, "not_ready", msg("The service is still starting."))
    return _json({"status": "ready"})


@functools.cache
def _digest(document: str) -> str:
    """The contract's ETag, hashed once per process (caching.py adds the rest)."""
    return hashlib.sha256(document.encode()).hexdigest()[:32]


@meta.get("/openapi.yaml")
def openapi() -> Response:
    document = current_app.extensions["kortdomaren.spec"]
    response = Response(document, mimetype="application/yaml")
    response.set_etag(_digest(document))
    return response


@meta.get("/docs")
def docs() -> Response:
    return Response(docs_page.PAGE, mimetype="text/html", headers=docs_page.HEADERS)


@meta.get("/docs/static/start.js")
def docs_start() -> Response:
    return Response(docs_page.START_SCRIPT, mimetype="text/javascript", headers=docs_page.HEADERS)


@meta.get("/docs/static/<path:name>")
def docs_static(name: str) -> Response:
    """Only the files the page uses: a name outside the list is a 404 problem like any other."""
    folder = docs_page.ASSETS.get(name)
    if folder is None:
        raise ApiProblem(404, "not_found", msg("There is no file /docs/static/{name}.", name=name))
    response = send_from_directory(folder, name)
    response.headers.update(docs_page.HEADERS)
    return response
