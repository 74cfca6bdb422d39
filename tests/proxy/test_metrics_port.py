"""The metrics are the operator's: /metrics answers on nginx's metrics port only."""

from __future__ import annotations

import http.client
import json
from contextlib import ExitStack
from pathlib import Path

from tests.proxy.stack import free_port, gunicorn, nginx

PROBLEM = "application/problem+json"


def fetch(port: int, method: str, path: str) -> tuple[int, str, str]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        connection.request(method, path)
        response = connection.getresponse()
        return response.status, response.getheader("Content-Type", ""), response.read().decode()
    finally:
        connection.close()


def test_metrics_only_on_the_metrics_port(tmp_path: Path) -> None:
    metrics = free_port()
    with ExitStack() as servers:
        upstream = servers.enter_context(gunicorn(tmp_path))
        public = servers.enter_context(nginx(tmp_path / "nginx", upstream, metrics))
        status, kind, body = fetch(public, "GET", "/metrics")
        assert (status, kind) == (404, PROBLEM)
        assert json.loads(body)["code"] == "not_found"
        assert fetch(public, "GET", "/healthz")[0] == 200
        status, kind, body = fetch(metrics, "GET", "/metrics")
        assert status == 200
        assert kind.startswith("text/plain")
        assert "kortdomaren_requests_total" in body
        status, kind, body = fetch(metrics, "GET", "/healthz")
        assert (status, kind) == (404, PROBLEM)
        status, kind, body = fetch(metrics, "POST", "/metrics")
        assert (status, kind) == (405, PROBLEM)
        assert json.loads(body)["code"] == "method_not_allowed"
