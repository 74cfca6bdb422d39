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


def test_the_backlog_left_at_the_end_of_the_grace_period_is_refused_with_a_problem(
    tmp_path: Path,
) -> None:
    """On SIGTERM the queued requests are served while graceful_timeout allows; those still
    waiting in its last 3 s get a 503 ``unavailable`` problem, never a reset."""
    import signal
    import threading

    from tests.proxy.stack import gunicorn_process

    env = {"GUNICORN_CMD_ARGS": "--graceful-timeout 4"}
    answers: list[Any] = []
    with gunicorn_process(tmp_path, 1, APP, env) as (port, master):
        assert exchange(port, b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n").status == 200
        busy = threading.Thread(target=lambda: answers.append(post(port, "/hungry/time?s=2", "b")))
        busy.start()
        time.sleep(0.5)
        queued = [
            threading.Thread(
                target=lambda i=i: answers.append(post(port, "/hungry/time?s=0.01", f"q{i}"))
            )
            for i in range(4)
        ]
        for thread in queued:
            thread.start()
        time.sleep(0.3)
        master.send_signal(signal.SIGTERM)
        for thread in [busy, *queued]:
            thread.join(timeout=30)
        assert master.wait(timeout=30) == 0
    statuses = sorted(answer.status for answer, _ in answers)
    assert statuses == [200, 503, 503, 503, 503], statuses
    for answer, _ in answers:
        if answer.status == 503:
            assert answer.headers["content-type"] == "application/problem+json"
            assert json.loads(answer.body)["code"] == "unavailable"
