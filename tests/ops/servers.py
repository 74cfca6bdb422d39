"""Real servers on loopback for the operations tests: gunicorn with the production config, nginx,
started by :mod:`tests.support.launch` (the one launcher); and plain HTTP to talk to them.
"""

from __future__ import annotations

import http.client
import json
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from tests.support import launch
from tests.support.launch import Server, free_port

__all__ = ["Server", "free_port", "gunicorn", "json_post", "nginx", "request"]

REPO = Path(__file__).resolve().parents[2]
START_TIMEOUT = 30.0


def request(
    port: int,
    method: str,
    path: str,
    body: Any = None,
    headers: Mapping[str, str] | None = None,
    timeout: float = 10.0,
) -> tuple[int, dict[str, str], bytes]:
    """One request on a fresh connection: status, headers (lower-case names), raw body."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        sent = dict(headers or {})
        raw = None
        if body is not None:
            raw = json.dumps(body).encode()
            sent.setdefault("Content-Type", "application/json")
        connection.request(method, path, body=raw, headers=sent)
        answer = connection.getresponse()
        return answer.status, {k.lower(): v for k, v in answer.getheaders()}, answer.read()
    finally:
        connection.close()


def json_post(port: int) -> Any:
    """A ``post(path, body)`` for tests/ops/play.py over real HTTP to ``port``."""

    def post(path: str, body: Mapping[str, Any]) -> tuple[int, dict[str, str], dict[str, Any]]:
        status, headers, raw = request(port, "POST", path, body)
        return status, headers, json.loads(raw)

    return post


@contextmanager
def gunicorn(
    workdir: Path, workers: int = 2, env: Mapping[str, str] | None = None
) -> Iterator[Server]:
    """``gunicorn -c gunicorn.conf.py service.wsgi:app`` (the production config) on loopback."""
    with launch.gunicorn(workdir, workers, env=env) as server:
        yield server


@contextmanager
def nginx(workdir: Path, config: str, port: int) -> Iterator[Server]:
    """nginx in the foreground with ``config`` (a complete nginx.conf text) on ``port``, ready
    when /readyz answers through it."""
    with launch.nginx(workdir, config=config, port=port, ready="/readyz") as server:
        yield server
