"""The machine's HTTP floor for benchmarks/throughput.py: a WSGI app with no framework.

It does what the service's ``/v1/noop`` does (read the body, parse it as JSON, answer a
20-byte object) without Flask, served by the same gunicorn and the same ``gunicorn.conf.py``.
What it cannot reach (throughput, p99 at 16 connections), no Flask endpoint on this machine
can reach either: it tells a target that is out of reach from one that is missed.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from typing import Any


def app(environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
    length = int(environ.get("CONTENT_LENGTH") or 0)
    body = json.loads(environ["wsgi.input"].read(length)) if length else {}  # GET /healthz
    answer = b'{"ok":true,"keys":%d}' % len(body)
    start_response(
        "200 OK", [("Content-Type", "application/json"), ("Content-Length", str(len(answer)))]
    )
    return [answer]
