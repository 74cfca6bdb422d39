"""Real servers on loopback for the operations tests: gunicorn with the production config, nginx.

Each runs as a child process on a free 127.0.0.1 port, with its output in files the test can
read, and is stopped (SIGTERM, then SIGKILL after a bound) when its ``with`` block ends.
"""

from __future__ import annotations

import http.client
import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tests.proxy.stack import free_port, stop

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


def wait_until_ready(port: int, process: subprocess.Popen[bytes], what: str) -> None:
    deadline = time.monotonic() + START_TIMEOUT
    while True:
        try:
            if request(port, "GET", "/readyz", timeout=2)[0] == 200:
                return
        except OSError:
            pass
        assert process.poll() is None, f"{what} exited with status {process.returncode}"
        assert time.monotonic() < deadline, f"{what} did not answer within {START_TIMEOUT} s"
        time.sleep(0.1)


@dataclass
class Server:
    port: int
    process: subprocess.Popen[bytes]
    stdout: Path
    stderr: Path

    def access_log(self) -> list[dict[str, Any]]:
        """gunicorn's JSON access-log lines so far."""
        lines = self.stdout.read_text().splitlines()
        return [json.loads(line) for line in lines if line.startswith("{")]


@contextmanager
def gunicorn(
    workdir: Path, workers: int = 2, env: Mapping[str, str] | None = None
) -> Iterator[Server]:
    """``gunicorn -c gunicorn.conf.py service.wsgi:app`` (the production config) on loopback."""
    port = free_port()
    environment = {
        **os.environ,
        "KORTDOMAREN_BIND": f"127.0.0.1:{port}",
        "WEB_CONCURRENCY": str(workers),
        **(env or {}),
    }
    stdout, stderr = workdir / f"gunicorn-{port}.out", workdir / f"gunicorn-{port}.err"
    command = [str(Path(sys.executable).with_name("gunicorn")), "-c", "gunicorn.conf.py"]
    with stdout.open("wb") as out, stderr.open("wb") as err:
        process = subprocess.Popen(
            [*command, "service.wsgi:app"],
            cwd=REPO,
            env=environment,
            stdin=subprocess.DEVNULL,
            stdout=out,
            stderr=err,
        )
    try:
        wait_until_ready(port, process, "gunicorn")
        yield Server(port, process, stdout, stderr)
    finally:
        stop(process)


@contextmanager
def nginx(binary: str, workdir: Path, config: str, port: int) -> Iterator[Server]:
    """nginx in the foreground with ``config`` (a complete nginx.conf text) on ``port``."""
    conf = workdir / "nginx.conf"
    conf.write_text(config)
    stdout, stderr = workdir / "nginx.out", workdir / "nginx.err"
    with stdout.open("wb") as out, stderr.open("wb") as err:
        process = subprocess.Popen(
            [binary, "-p", str(workdir), "-c", str(conf), "-g", "daemon off;"],
            stdin=subprocess.DEVNULL,
            stdout=out,
            stderr=err,
        )
    try:
        wait_until_ready(port, process, "nginx")
        yield Server(port, process, stdout, stderr)
    finally:
        stop(process, signal.SIGQUIT)  # graceful: finish the requests in flight
