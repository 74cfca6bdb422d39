"""gunicorn.conf.py as gunicorn runs it: a real master and worker on loopback."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

REPO = Path(__file__).parents[2]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_workers_are_forked_with_the_application_frozen_out_of_the_collector() -> None:
    """pre_fork freezes the preloaded objects, so a worker's full collections skip them."""
    port = free_port()
    gunicorn = Path(sys.executable).with_name("gunicorn")
    env = {**os.environ, "KORTDOMAREN_BIND": f"127.0.0.1:{port}", "WEB_CONCURRENCY": "1"}
    server = subprocess.Popen(
        [str(gunicorn), "-c", "gunicorn.conf.py", "tests.api.freeze_probe:app"],
        cwd=REPO,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=2) as answer:
                    frozen = int(answer.read())
                break
            except OSError:
                assert server.poll() is None, "gunicorn exited"
                assert time.monotonic() < deadline, "gunicorn did not answer within 30 s"
                time.sleep(0.1)
    finally:
        server.terminate()
        server.wait(timeout=30)
    assert frozen > 1000
