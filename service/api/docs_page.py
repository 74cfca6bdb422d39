"""The /docs page: Swagger UI 5, which reads OpenAPI 3.1, served offline by the service.

The UI's files come from the ``flask-swagger-ui`` wheel (its ``dist`` folder is Swagger UI's own
build, Apache-2.0, version in ``dist/VERSION``); only the page and the few lines that start the UI
are ours. The start-up script is a file of its own, not inline, so the page's Content Security
Policy allows scripts from this origin only: no CDN, no inline code, no eval, and the spec is
never sent to swagger.io's validator.
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path
from typing import Final

from service.api.page_headers import page_headers

SWAGGER_DIST: Final = Path(str(files("flask_swagger_ui") / "dist"))

STATIC: Final = "/docs/static"

PAGE: Final = f"""<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Kortdomaren API</title>
<link rel="icon" type="image/png" href="{STATIC}/favicon-32x32.png">
<link rel="stylesheet" href="{STATIC}/swagger-ui.css">
</head>
<body>
<div id="api"><noscript>This page needs JavaScript; the contract itself is
<a href="/openapi.yaml">/openapi.yaml</a>.</noscript></div>
<script src="{STATIC}/swagger-ui-bundle.js"></script>
<script src="{STATIC}/start.js"></script>
</body>
</html>
"""

START_SCRIPT: Final = """\
// Starts Swagger UI on the service's own contract (a file, so the CSP needs no inline script).
"use strict";

// "Try it out" talks to the service that serves this page: the CSP allows no other origin,
// and the spec's first server (e.g. 127.0.0.1:8000) need not be where the page came from.
function selectThisService() {
  const here = window.location.origin;
  const same = window.ui.specSelectors.servers().find((server) => {
    const url = server.get("url");
    return !url.includes("{") && new URL(url, window.location.href).origin === here;
  });
  if (same) {
    window.ui.oas3Actions.setSelectedServer(same.get("url"));
  }
}

window.ui = SwaggerUIBundle({
  url: "/openapi.yaml",
  dom_id: "#api",
  deepLinking: true,
  displayOperationId: true,
  defaultModelsExpandDepth: 0,
  validatorUrl: null,
  onComplete: selectThisService,
});
"""

# name -> directory: only what the page uses, plus Swagger UI's licence.
ASSETS: Final = {
    "swagger-ui-bundle.js": SWAGGER_DIST,
    "swagger-ui.css": SWAGGER_DIST,
    "favicon-32x32.png": SWAGGER_DIST,
    "LICENSE": SWAGGER_DIST,
    "VERSION": SWAGGER_DIST,
}

# Swagger UI sets styles through the DOM (allowed) and draws icons from data: URIs; it fetches
# only the spec (and, with "Try it out", this same service).
HEADERS: Final = page_headers(
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
)
