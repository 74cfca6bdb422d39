"""Liveness, readiness, the contract file and the offline API page."""

from __future__ import annotations

from pathlib import Path

import orjson
import swagger_ui_bundle  # type: ignore[import-untyped]
from flask import Blueprint, Response, current_app, send_from_directory

from service.api.problems import ApiProblem
from service.games import GAMES

meta = Blueprint("meta", __name__)

SWAGGER_DIR = Path(swagger_ui_bundle.swagger_ui_path)

DOCS_PAGE = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Kortdomaren API</title>
<link rel="stylesheet" href="/docs/static/swagger-ui.css">
</head>
<body>
<div id="api"></div>
<script src="/docs/static/swagger-ui-bundle.js"></script>
<script>
window.ui = SwaggerUIBundle({url: "/openapi.yaml", dom_id: "#api", validatorUrl: null,
  deepLinking: true, defaultModelsExpandDepth: 2});
</script>
</body>
</html>
"""


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
        raise ApiProblem(503, "not_ready", "The service is still starting.")
    return _json({"status": "ready"})


@meta.get("/openapi.yaml")
def openapi() -> Response:
    return Response(current_app.extensions["kortdomaren.spec"], mimetype="application/yaml")


@meta.get("/docs")
def docs() -> Response:
    return Response(DOCS_PAGE, mimetype="text/html")


@meta.get("/docs/static/<path:name>")
def docs_static(name: str) -> Response:
    return send_from_directory(SWAGGER_DIR, name)
