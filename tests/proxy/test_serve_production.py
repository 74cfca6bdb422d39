"""scripts/serve-production: the production topology on a bare host with one command.

nginx (rendered by service/ops/front.py for the given addresses) in front of gunicorn, every
file under one run directory, the metrics on their own loopback port, and both programs
stopped together, gracefully, by one SIGTERM.
"""

from __future__ import annotations

import json
import os
import signal
import sys
import time
from pathlib import Path

import pytest

from tests.proxy.stack import REPO, exchange, free_port
from tests.support import launch

pytestmark = pytest.mark.timeout(90)

GET = b"GET %s HTTP/1.1\r\nHost: x\r\n\r\n"


def children(pid: int) -> list[int]:
    """Every descendant of ``pid`` (from /proc)."""
    found, frontier = [], [pid]
    while frontier:
        parent = frontier.pop()
        for entry in Path("/proc").iterdir():
            if not entry.name.isdigit():
                continue
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rpartition(")")[2].split()[1]) == parent:
                found.append(int(entry.name))
                frontier.append(int(entry.name))
    return found


def test_one_command_runs_nginx_in_front_of_gunicorn_and_stops_both(tmp_path: Path) -> None:
    listen, bind, metrics = free_port(), free_port(), free_port()
    run_dir = tmp_path / "run"
    env = {
        **os.environ,
        "KORTDOMAREN_LISTEN": f"127.0.0.1:{listen}",
        "KORTDOMAREN_BIND": f"127.0.0.1:{bind}",
        "KORTDOMAREN_METRICS_LISTEN": f"127.0.0.1:{metrics}",
        "KORTDOMAREN_RUN_DIR": str(run_dir),
        "KORTDOMAREN_PYTHON": sys.executable,
        "WEB_CONCURRENCY": "1",
    }
    env.pop("PROMETHEUS_MULTIPROC_DIR", None)
    command = [str(REPO / "scripts" / "serve-production")]
    with launch.production(tmp_path, listen, env, command, "serve", cwd=tmp_path) as server:
        process = server.process  # started from another directory: any directory works
        assert exchange(listen, GET % b"/healthz").body == b'{"status":"ok"}'
        scraped = exchange(metrics, GET % b"/metrics")
        assert scraped.status == 200 and b"kortdomaren_requests_total" in scraped.body
        assert exchange(listen, GET % b"/metrics").status == 404
        # every file either program wrote is under the run directory
        written = {path.relative_to(run_dir).parts[0] for path in run_dir.rglob("*")}
        assert {"nginx.conf", "nginx.pid", "prometheus"} <= written, written
        conf = (run_dir / "nginx.conf").read_text()
        assert f"listen 127.0.0.1:{metrics};" in conf and f"server 127.0.0.1:{bind} " in conf
        programs = children(process.pid)
        assert len(programs) >= 4  # gunicorn's master and worker, nginx's master and worker
        process.send_signal(signal.SIGTERM)
        assert process.wait(timeout=40) == 0
        deadline = time.monotonic() + 5  # nginx's log pipe (cat) ends just after nginx
        while left := [pid for pid in programs if Path(f"/proc/{pid}").exists()]:
            assert time.monotonic() < deadline, left
            time.sleep(0.05)
    log = [json.loads(line) for line in (tmp_path / "serve.out").read_text().splitlines() if line]
    assert {line["path"] for line in log if "path" in line} >= {"/healthz", "/metrics"}
