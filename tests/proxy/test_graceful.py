"""Graceful everywhere: a stop loses no request, whether it waits in gunicorn's backlog or
arrives during a rolling update behind nginx.

gunicorn's own sync worker closes its copy of the listening socket when it leaves, and the
kernel resets every connection still queued in it: 8 of 8 such requests were lost. The worker
of gunicorn.conf.py (service/ops/worker.py) takes them and answers them first.
"""

from __future__ import annotations

import http.client
import json
import os
import signal
import subprocess
import sys
import threading
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path

import pytest

from tests.proxy.stack import REPO, exchange, free_port, gunicorn_process, nginx
from tests.support import launch

pytestmark = pytest.mark.timeout(120)

QUEUED = 8
POST_EMPTY = b"POST %s HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n"


def backlog_after_sigterm(workdir: Path, env: dict[str, str]) -> Counter[int | None]:
    """One worker busy for 2 s, QUEUED requests waiting in the backlog, then SIGTERM to the
    master: what each queued request got (a status, or None for a reset or a close)."""
    answers: list[int | None] = []
    with gunicorn_process(workdir, 1, "tests.ops.hungry_app:app", env) as (port, master):

        def call(path: bytes) -> None:
            answers.append(exchange(port, POST_EMPTY % path, timeout=30).status)

        assert exchange(port, b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n").status == 200
        busy = threading.Thread(target=call, args=(b"/hungry/time?s=2",))
        busy.start()
        time.sleep(0.5)  # the worker is inside the busy request
        queued = [
            threading.Thread(target=call, args=(b"/hungry/time?s=0.01",)) for _ in range(QUEUED)
        ]
        for thread in queued:
            thread.start()
        time.sleep(0.5)  # every queued connection is in the backlog
        master.send_signal(signal.SIGTERM)
        for thread in [busy, *queued]:
            thread.join(timeout=40)
        assert master.wait(timeout=40) == 0
    return Counter(answers)


def test_requests_in_the_backlog_are_answered_on_sigterm(tmp_path: Path) -> None:
    (tmp_path / "bounded").mkdir()
    answers = backlog_after_sigterm(tmp_path / "bounded", {})
    assert answers == {200: QUEUED + 1}, answers
    log = (tmp_path / "bounded" / "error.log").read_text()
    assert f"answering the {QUEUED} connections of the backlog" in log
    # the same with gunicorn's own sync worker: the queued requests are reset
    (tmp_path / "plain").mkdir()
    plain = backlog_after_sigterm(tmp_path / "plain", {"GUNICORN_CMD_ARGS": "-k sync"})
    assert plain[200] == 1 and plain[None] == QUEUED, plain


# -- a rolling update behind nginx -------------------------------------------------------------

CONNECTIONS = 32
LOAD_S = 10.0


@contextmanager
def instance(workdir: Path, port: int, name: str, mode: str) -> Iterator[subprocess.Popen[bytes]]:
    """One instance listening on ``port``, started by the image's entrypoint: ``gunicorn`` as
    a pod's gunicorn container (exec'd, so SIGTERM to the entrypoint reaches gunicorn's
    master), ``both`` as the single-container image and scripts/serve-production run it (nginx
    on ``port`` in front of its own gunicorn)."""
    env = {
        **os.environ,
        "KORTDOMAREN_INSTANCE": name,
        "WEB_CONCURRENCY": "1",
        "KORTDOMAREN_PYTHON": sys.executable,
        "KORTDOMAREN_GUNICORN_CONF": str(REPO / "gunicorn.conf.py"),
        "KORTDOMAREN_NGINX_TEMPLATE": str(REPO / "deploy" / "nginx" / "kortdomaren.conf"),
    }
    if mode == "gunicorn":
        env["KORTDOMAREN_BIND"] = f"127.0.0.1:{port}"
    else:
        env.pop("PROMETHEUS_MULTIPROC_DIR", None)
        env["KORTDOMAREN_LISTEN"] = f"127.0.0.1:{port}"
        env["KORTDOMAREN_BIND"] = f"127.0.0.1:{free_port()}"
        env["KORTDOMAREN_METRICS_LISTEN"] = f"127.0.0.1:{free_port()}"
        env["KORTDOMAREN_RUN_DIR"] = str(workdir / f"run-{name}")
    command = ("bash", str(REPO / "deploy" / "entrypoint.sh"), mode)
    with launch.production(workdir, port, env, command, name) as server:
        yield server.process


class Load(threading.Thread):
    """One client connection (keep-alive to nginx) sending validate and healthz requests until
    told to stop; counts every answer and every failure."""

    def __init__(self, port: int, body: str, stop: threading.Event) -> None:
        super().__init__(daemon=True)
        self.port, self.body, self.stop = port, body, stop
        self.statuses: Counter[int] = Counter()
        self.failures: list[str] = []
        self.instances: Counter[str] = Counter()

    def run(self) -> None:
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        headers = {"Content-Type": "application/json"}
        count = 0
        while not self.stop.is_set():
            count += 1
            try:
                if count % 4:
                    connection.request("POST", "/v1/games/kasino/validate", self.body, headers)
                else:
                    connection.request("GET", "/healthz")
                response = connection.getresponse()
                response.read()
                self.statuses[response.status] += 1
                self.instances[response.getheader("X-Kortdomaren-Instance", "?")] += 1
                if response.status != 200:
                    self.failures.append(f"{response.status}")
            except (OSError, http.client.HTTPException) as error:
                self.failures.append(repr(error))
                connection.close()
                connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        connection.close()


@pytest.mark.parametrize("mode", ["gunicorn", "both"])
def test_a_rolling_update_behind_nginx_loses_nothing(tmp_path: Path, mode: str) -> None:
    """Two instances behind the repository's nginx (both upstream); under 32 connections of
    load each is stopped in turn as the image stops it (SIGTERM to the entrypoint) and started
    again: not one request fails (about 10 s of load). ``gunicorn``: a pod's gunicorn
    container; ``both``: the image (nginx in front of its own gunicorn), where the front's idle
    keep-alive connection to a stopping instance's nginx can be closed just as a POST is sent
    on it: the front sends it again to the other instance (non_idempotent)."""
    ports = {"a": free_port(), "b": free_port()}
    with ExitStack() as stack:
        running = {
            name: stack.enter_context(instance(tmp_path, port, name, mode))
            for name, port in ports.items()
        }
        front = stack.enter_context(nginx(tmp_path / "nginx", list(ports.values())))
        status, _, raw = http_json(
            front, "POST", "/v1/games/kasino/deals", {"players": 2, "seed": 7}
        )
        assert status == 200
        state = json.loads(raw)["state"]
        seat = state["to_move"]
        body = json.dumps(
            {"state": state, "move": {"player": seat, "card": state["hands"][seat][0]}}
        )
        stop = threading.Event()
        clients = [Load(front, body, stop) for _ in range(CONNECTIONS)]
        started = time.monotonic()
        for client in clients:
            client.start()
        stops: list[tuple[str, float]] = []
        try:
            for name in ("a", "b"):
                time.sleep(LOAD_S / 4)
                began = time.monotonic()
                running[name].send_signal(signal.SIGTERM)  # as `podman stop` stops the image
                assert running[name].wait(timeout=40) == 0
                stops.append((name, time.monotonic() - began))
                # the new version of the instance, on the same address; as a rolling update
                # waits for the new one to be ready, the next stop waits until nginx sends the
                # new one requests again (it leaves a refusing server out 2 s at a time)
                before = sum(client.instances[name] for client in clients)
                running[name] = stack.enter_context(instance(tmp_path, ports[name], name, mode))
                back = time.monotonic() + 20
                while sum(client.instances[name] for client in clients) <= before:
                    assert time.monotonic() < back, f"nginx sent {name} nothing after its restart"
                    time.sleep(0.1)
            time.sleep(max(0.0, LOAD_S - (time.monotonic() - started)))
        finally:
            stop.set()
            for client in clients:
                client.join(timeout=40)
        elapsed = time.monotonic() - started
    answered = sum((client.statuses for client in clients), Counter())
    failures = [failure for client in clients for failure in client.failures]
    served_by = sum((client.instances for client in clients), Counter())
    print(
        f"rolling update ({mode}): {sum(answered.values())} requests in {elapsed:.1f} s over "
        f"{CONNECTIONS} connections, {len(failures)} failed; by instance {dict(served_by)}; "
        f"stops took {', '.join(f'{name} {took:.2f} s' for name, took in stops)}"
    )
    assert not failures, Counter(failures).most_common(5)
    assert answered[200] > 1000, answered
    assert served_by["a"] > 0 and served_by["b"] > 0


def http_json(port: int, method: str, path: str, body: object) -> tuple[int, dict[str, str], bytes]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        connection.request(method, path, json.dumps(body), {"Content-Type": "application/json"})
        response = connection.getresponse()
        return response.status, dict(response.getheaders()), response.read()
    finally:
        connection.close()
