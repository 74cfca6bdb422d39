"""A WSGI app for tests/api/test_gunicorn_config.py: it answers how many objects the garbage
collector holds frozen in the worker that serves the request."""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterable
from typing import Any


def app(environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
    body = str(gc.get_freeze_count()).encode()
    start_response("200 OK", [("Content-Type", "text/plain"), ("Content-Length", str(len(body)))])
    return [body]
