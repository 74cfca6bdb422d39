"""One request cannot take a worker down: over its memory ceiling or its deadline, or stuck
until gunicorn's own timeout, it gets a 503 problem+json with its request id and one
access-log line, and the worker goes on (or is replaced) cleanly.

Run on a real gunicorn with gunicorn.conf.py and tests/ops/hungry_app.py (the service plus
routes that overrun the bounds on purpose).
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest

from tests.proxy.stack import exchange, gunicorn

pytestmark = pytest.mark.timeout(90)

APP = "tests.ops.hungry_app:app"


def post(port: int, path: str, rid: str, timeout: float = 30) -> tuple[Any, float]:
    started = time.monotonic()
    head = f"POST {path} HTTP/1.1\r\nHost: x\r\nX-Request-ID: {rid}\r\nContent-Length: 0\r\n\r\n"
    answer = exchange(port, head.encode(), timeout=timeout)
    return answer, time.monotonic() - started


def access_lines(workdir: Path, rid: str) -> list[dict[str, Any]]:
    lines = (workdir / "access.log").read_text().splitlines()
    return [
        line
        for line in map(json.loads, filter(None, lines))
        if line.get("request_id") == rid and "status" in line
    ]


def check_problem(answer: Any, code: str, rid: str) -> None:
    assert answer.status == 503, answer.raw[:300]
    assert answer.headers["content-type"] == "application/problem+json"
    assert answer.headers["x-request-id"] == rid
    body = json.loads(answer.body)
    assert (body["code"], body["status"], body["request_id"]) == (code, 503, rid)


def test_memory_ceiling_answers_503_and_the_worker_is_replaced(tmp_path: Path) -> None:
    with gunicorn(tmp_path, 1, APP, {"KORTDOMAREN_WORKER_MEMORY_MB": "96"}) as port:
        fine, _ = post(port, "/hungry/memory?mb=40", "under-1")
        assert fine.status == 200, fine.raw[:300]
        answer, took = post(port, "/hungry/memory?mb=400", "over-1")
        check_problem(answer, "memory_limit", "over-1")
        assert took < 10
        # the next request is served by a fresh worker
        again, _ = post(port, "/hungry/memory?mb=40", "under-2")
        assert again.status == 200, again.raw[:300]
        healthz = exchange(port, b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
        assert healthz.status == 200
    errors = (tmp_path / "error.log").read_text()
    assert errors.count("hit its memory ceiling: replacing it") == 1, errors[-2000:]
    assert errors.count("Booting worker") == 2
    assert [line["status"] for line in access_lines(tmp_path, "over-1")] == [503]


def test_a_request_past_its_deadline_answers_503_time_limit(tmp_path: Path) -> None:
    with gunicorn(tmp_path, 1, APP, {"KORTDOMAREN_REQUEST_DEADLINE": "1.5"}) as port:
        answer, took = post(port, "/hungry/time?s=20", "slow-1")
        check_problem(answer, "time_limit", "slow-1")
        assert 1.4 < took < 5, took
        assert exchange(port, b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n").status == 200
    [line] = access_lines(tmp_path, "slow-1")
    assert line["status"] == 503 and 1_400_000 < line["duration_us"] < 5_000_000


def test_gunicorns_own_timeout_answers_503_time_limit(tmp_path: Path) -> None:
    """A request the deadline cannot reach (blocked in one C call with the alarm off) still
    gets a problem when gunicorn's timeout aborts the worker, not a 500 or a reset."""
    env = {"KORTDOMAREN_REQUEST_DEADLINE": "0", "GUNICORN_CMD_ARGS": "--timeout 3"}
    with gunicorn(tmp_path, 1, APP, env) as port:
        answer, took = post(port, "/hungry/stuck?s=30", "stuck-1")
        check_problem(answer, "time_limit", "stuck-1")
        assert took < 15, took
        assert exchange(port, b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n").status == 200
    assert [line["status"] for line in access_lines(tmp_path, "stuck-1")] == [503]
    assert "WORKER TIMEOUT" in (tmp_path / "error.log").read_text()
