"""A no-op JSON endpoint for benchmarks: the HTTP and JSON floor that adjudication is compared
with. Registered only when ``NOOP_ENDPOINT`` is set (``KORTDOMAREN_NOOP=1``)."""

from __future__ import annotations

from flask import Blueprint, Response

from service.api.body import json_body

noop = Blueprint("noop", __name__)


@noop.post("/v1/noop")
def echo_size() -> Response:
    body = json_body()
    return Response(b'{"ok":true,"keys":%d}' % len(body), mimetype="application/json")
