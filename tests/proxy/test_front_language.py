"""The front speaks one language: every answer nginx makes itself, on the public port and on
the metrics port, is a problem document with an X-Request-ID and one access-log line; the
request id a client did not send is nginx's, and gunicorn uses the same; the access log names
the client (X-Forwarded-For trusted only from a configured proxy); HTTP/0.9 is closed
unanswered."""

from __future__ import annotations

import json
import re
import time
from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import pytest

from tests.proxy.stack import exchange, free_port, gunicorn, nginx

pytestmark = pytest.mark.timeout(120)

GET = b"GET %s HTTP/1.1\r\nHost: x\r\n\r\n"
HEX32 = re.compile(r"[0-9a-f]{32}")

#: What nginx refuses itself, on either port: the request, the status and code expected.
REFUSED = {
    "malformed line": (b"GARBAGE\r\n\r\n", 400, "bad_request"),
    "TRACE": (b"TRACE /metrics HTTP/1.1\r\nHost: x\r\n\r\n", 405, "method_not_allowed"),
    "body too large": (
        b"POST /metrics HTTP/1.1\r\nHost: x\r\nContent-Length: 300000\r\n\r\n",
        413,
        "body_too_large",
    ),
    "line too long": (
        b"GET /" + b"a" * 9000 + b" HTTP/1.1\r\nHost: x\r\n\r\n",
        414,
        "uri_too_long",
    ),
    "transfer coding": (
        b"POST /metrics HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\n",
        400,
        "bad_request",
    ),
    "HTTP/2.0 line": (b"GET /metrics HTTP/2.0\r\nHost: x\r\n\r\n", 400, "bad_request"),
}


@pytest.fixture(scope="module")
def front(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    """gunicorn behind nginx, with loopback trusted as a proxy in front of nginx; a second
    nginx in front of a port where nothing listens (gunicorn down: 502 → 503)."""
    workdir = tmp_path_factory.mktemp("front")
    with ExitStack() as stack:
        upstream = stack.enter_context(gunicorn(workdir))
        metrics = free_port()
        public = stack.enter_context(
            nginx(workdir / "nginx", upstream, metrics, trusted_proxies=("127.0.0.1",))
        )
        down_metrics = free_port()
        down = stack.enter_context(nginx(workdir / "down", free_port(), down_metrics))
        yield {
            "public": public,
            "metrics": metrics,
            "down": down,
            "down_metrics": down_metrics,
            "workdir": workdir,
        }


def nginx_lines(workdir: Path, rid: str) -> list[dict[str, Any]]:
    """nginx's access lines of request ``rid`` (written just after the answer: polled 2 s)."""
    deadline = time.monotonic() + 2
    while True:
        text = (workdir / "nginx.err").read_text()
        lines = [json.loads(line) for line in text.splitlines() if line.startswith("{")]
        found = [line for line in lines if line["request_id"] == rid]
        if found or time.monotonic() > deadline:
            return found
        time.sleep(0.05)


def gunicorn_lines(log: Path, queries: set[str]) -> dict[str, dict[str, Any]]:
    """gunicorn's access lines of /healthz by query, once each of ``queries`` is there (the
    line is written just after the answer: polled 2 s)."""
    deadline = time.monotonic() + 2
    while True:
        lines = [json.loads(line) for line in log.read_text().splitlines() if line]
        found = {line["query"]: line for line in lines if line.get("path") == "/healthz"}
        if queries <= set(found) or time.monotonic() > deadline:
            return found
        time.sleep(0.05)


def check_problem(answer: Any, status: int, code: str) -> str:
    assert answer.status == status, answer.raw[:300]
    assert answer.headers["content-type"] == "application/problem+json", answer.raw[:300]
    body = json.loads(answer.body)
    assert (body["status"], body["code"]) == (status, code)
    rid = answer.headers["x-request-id"]
    assert body["request_id"] == rid and HEX32.fullmatch(rid), rid
    return rid


@pytest.mark.parametrize("port", ["public", "metrics"])
@pytest.mark.parametrize("name", REFUSED)
def test_nginx_refuses_with_a_problem_an_id_and_a_log_line(
    front: dict[str, Any], port: str, name: str
) -> None:
    data, status, code = REFUSED[name]
    rid = check_problem(exchange(front[port], data), status, code)
    [line] = nginx_lines(front["workdir"] / "nginx", rid)
    assert line["status"] == status and line["by"] == "nginx"
    assert isinstance(line["duration_us"], int) and line["bytes"] > 0


@pytest.mark.parametrize("port", ["down", "down_metrics"])
def test_gunicorn_down_is_a_503_problem_on_both_ports(front: dict[str, Any], port: str) -> None:
    path = b"/metrics" if port == "down_metrics" else b"/healthz"
    check_problem(exchange(front[port], GET % path), 503, "unavailable")


def test_the_metrics_port_answers_nothing_else(front: dict[str, Any]) -> None:
    check_problem(exchange(front["metrics"], GET % b"/healthz"), 404, "not_found")
    answer = exchange(
        front["metrics"], b"POST /metrics HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n"
    )
    check_problem(answer, 405, "method_not_allowed")
    assert answer.headers["allow"] == "GET"
    check_problem(exchange(front["public"], GET % b"/metrics"), 404, "not_found")


@pytest.mark.parametrize("port", ["public", "metrics"])
def test_http_0_9_is_closed_unanswered(front: dict[str, Any], port: str) -> None:
    for path in (b"/healthz", b"/metrics", b"/v1/games"):
        answer = exchange(front[port], b"GET " + path + b"\r\n")
        assert answer.raw == b"", answer.raw[:200]


def test_gunicorn_uses_nginxs_request_id_and_logs_the_client(front: dict[str, Any]) -> None:
    workdir = front["workdir"]
    answer = exchange(front["public"], GET % b"/healthz?who=anonymous")
    assert answer.status == 200
    rid = answer.headers["x-request-id"]
    assert HEX32.fullmatch(rid)
    kept = exchange(
        front["public"],
        b"GET /healthz?who=named HTTP/1.1\r\nHost: x\r\nX-Request-ID: trace-7\r\n\r\n",
    )
    assert kept.headers["x-request-id"] == "trace-7"
    # a trusted proxy (loopback, here) names the client; its own address is not logged
    named = (
        b"GET /healthz?who=forwarded HTTP/1.1\r\nHost: x\r\n"
        b"X-Forwarded-For: 198.51.100.4, 203.0.113.9\r\n\r\n"
    )
    assert exchange(front["public"], named).status == 200
    by_query = gunicorn_lines(
        workdir / "access.log", {"who=anonymous", "who=named", "who=forwarded"}
    )
    assert by_query["who=anonymous"]["request_id"] == rid
    assert by_query["who=named"]["request_id"] == "trace-7"
    assert by_query["who=anonymous"]["remote_addr"] == "127.0.0.1"
    assert by_query["who=forwarded"]["remote_addr"] == "203.0.113.9"


def test_x_forwarded_for_is_ignored_from_an_untrusted_peer(tmp_path: Path) -> None:
    with gunicorn(tmp_path) as upstream, nginx(tmp_path / "nginx", upstream) as public:
        spoofed = (
            b"GET /healthz?who=spoof HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 203.0.113.9\r\n\r\n"
        )
        assert exchange(public, spoofed).status == 200
        line = gunicorn_lines(tmp_path / "access.log", {"who=spoof"})["who=spoof"]
    assert line["remote_addr"] == "127.0.0.1"
