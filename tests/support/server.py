"""Run the service as it is deployed (gunicorn, gunicorn.conf.py) on a free loopback port.

For tests that need a real HTTP server rather than Flask's test client: a browser, a proxy.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextmanager
def gunicorn(
    log: Path, app: str = "service.wsgi:app", workers: int = 1, ready_within: float = 30
) -> Iterator[str]:
    """Yields the base URL once /readyz answers; stops the master and its workers afterwards.

    gunicorn's own output goes to ``log`` (quoted in the failure if it never becomes ready).
    """
    port = free_port()
    env = {**os.environ, "KORTDOMAREN_BIND": f"127.0.0.1:{port}", "WEB_CONCURRENCY": str(workers)}
    command = [str(Path(sys.executable).with_name("gunicorn")), "-c", "gunicorn.conf.py", app]
    with log.open("wb") as output:
        server = subprocess.Popen(
            command,
            cwd=ROOT,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=output,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # its own process group: the workers go with it
        )
    base = f"http://127.0.0.1:{port}"
    try:
        _wait_ready(server, base, log, ready_within)
        yield base
    finally:
        _stop(server)


def _wait_ready(server: subprocess.Popen[bytes], base: str, log: Path, within: float) -> None:
    deadline = time.monotonic() + within
    while True:
        try:
            with urllib.request.urlopen(f"{base}/readyz", timeout=2) as answer:
                if answer.status == 200:
                    return
        except OSError:
            pass
        if server.poll() is not None or time.monotonic() > deadline:
            raise RuntimeError(f"gunicorn did not become ready at {base}:\n{log.read_text()}")
        time.sleep(0.1)


def _stop(server: subprocess.Popen[bytes]) -> None:
    if server.poll() is None:
        server.terminate()  # gunicorn's graceful stop
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)
            server.wait(timeout=10)
