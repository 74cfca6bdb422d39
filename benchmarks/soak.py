#!/usr/bin/env python3
"""Load and soak: wrk at 64 connections against validate and apply, and scale-out through nginx.

Part ``soak``: gunicorn with the production config (``gunicorn.conf.py``; WEB_CONCURRENCY as in
the environment, else one worker per core) on loopback, wrk ``--connections`` (64) for
``--seconds`` (60) on validate, then on apply (``benchmarks/wrk_post.lua``; the bodies of
``throughput.py``: a mid-deal Kasino state and a legal capture). Reports every error wrk counts
(connect, read, write, timeout, non-2xx: must all be 0), throughput, latency percentiles, and
every gunicorn process's RSS sampled every ``--sample`` seconds during the run (a worker
recycled by ``max_requests`` shows as a new pid). Then ``/metrics`` is scraped: how many files
the multiprocess directory holds after the run and what a scrape costs.

Part ``nginx``: the repository's nginx configuration (deploy/nginx/kortdomaren.conf, addresses
replaced) in front of one instance, then of two (upstream round-robin), wrk on validate for
``--nginx-seconds`` each: throughput with one and with two instances. On a 2-core machine two
instances share the same two cores (and wrk and nginx take their share), so the second figure
shows that the pair works under load, not that it doubles.

    .venv/bin/python benchmarks/soak.py [--part soak|nginx|all] [--seconds 60] [--connections 64]
"""

from __future__ import annotations

import os
import sys

_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:] = [p for p in sys.path if os.path.abspath(p or ".") != _HERE] + [_HERE]

import argparse  # noqa: E402
import contextlib  # noqa: E402
import re  # noqa: E402
import shutil  # noqa: E402
import signal  # noqa: E402
import subprocess  # noqa: E402
import tempfile  # noqa: E402
import threading  # noqa: E402
import time  # noqa: E402
from collections.abc import Iterator  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

import orjson  # noqa: E402
from _common import header  # noqa: E402
from throughput import HOST, Server, bodies, free_port, post_or_get, run_wrk  # noqa: E402

REPO = Path(_HERE).parent
NGINX_CONF = REPO / "deploy" / "nginx" / "kortdomaren.conf"


# -- memory ------------------------------------------------------------------------------------


def rss_kib(pid: int) -> int | None:
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        return None
    return None


def children(pid: int) -> list[int]:
    try:
        with open(f"/proc/{pid}/task/{pid}/children") as text:
            return [int(x) for x in text.read().split()]
    except OSError:
        return []


class RssSampler(threading.Thread):
    """RSS of a gunicorn master and its workers every ``period`` seconds, until stopped."""

    def __init__(self, master: int, period: float) -> None:
        super().__init__(daemon=True)
        self.master, self.period = master, period
        self.samples: dict[int, list[int]] = {}
        self.halt = threading.Event()

    def run(self) -> None:
        while not self.halt.is_set():
            for pid in [self.master, *children(self.master)]:
                kib = rss_kib(pid)
                if kib is not None:
                    self.samples.setdefault(pid, []).append(kib)
            self.halt.wait(self.period)

    def report(self) -> list[str]:
        lines = []
        for pid, values in self.samples.items():
            role = "master" if pid == self.master else "worker"
            mib = [v / 1024 for v in values]
            lines.append(
                f"  {role} {pid:>7}: {len(mib):>3} samples, first {mib[0]:5.1f} MiB, "
                f"min {min(mib):5.1f}, max {max(mib):5.1f}, last {mib[-1]:5.1f} "
                f"(last - first {mib[-1] - mib[0]:+.1f} MiB)"
            )
        return lines


# -- runs --------------------------------------------------------------------------------------


def describe(result: dict[str, Any]) -> str:
    errors = {
        name: result[name]
        for name in ("connect_errors", "read_errors", "write_errors", "timeouts", "status_errors")
    }
    total = sum(errors.values())
    return (
        f"{result['requests']} requests in {result['duration_us'] / 1e6:.1f} s: "
        f"{result['rps']:.0f} req/s; latency mean {result['mean_us'] / 1e3:.2f} ms, p50 "
        f"{result['p50_us'] / 1e3:.2f}, p90 {result['p90_us'] / 1e3:.2f}, p99 "
        f"{result['p99_us'] / 1e3:.2f}, max {result['max_us'] / 1e3:.1f} ms; errors {total} "
        f"({', '.join(f'{k} {v}' for k, v in errors.items())})"
    )


@contextlib.contextmanager
def service(workers: int, metrics_dir: Path) -> Iterator[Server]:
    """gunicorn with gunicorn.conf.py on a free port, its metrics in ``metrics_dir``."""
    os.environ["PROMETHEUS_MULTIPROC_DIR"] = str(metrics_dir)  # Server copies os.environ
    try:
        server = Server(free_port(), workers, [], use_config=True)
    finally:
        del os.environ["PROMETHEUS_MULTIPROC_DIR"]
    try:
        server.wait_healthy()
        yield server
    finally:
        server.stop()


def soak(args: argparse.Namespace, wrk: str, body_file: str, workdir: Path) -> bool:
    workers = production_workers()
    clean = True
    for endpoint in ("validate", "apply"):
        metrics_dir = workdir / f"metrics-{endpoint}"
        metrics_dir.mkdir()
        with service(workers, metrics_dir) as server:
            print(f"\n## {endpoint}: wrk -c{args.connections} -d{args.seconds}s through gunicorn")
            print(f"server  : {' '.join(server.command)} (pid {server.process.pid})")
            sampler = RssSampler(server.process.pid, args.sample)
            sampler.start()
            result = run_wrk(
                wrk,
                server.port,
                f"/v1/games/kasino/{endpoint}",
                body_file,
                args.seconds,
                args.connections,
                1,
            )
            sampler.halt.set()
            sampler.join()
            print(describe(result))
            clean &= result["errors"] + result["status_errors"] == 0
            print(f"RSS every {args.sample:g} s during the run (a recycled worker is a new pid):")
            print("\n".join(sampler.report()))
            files = len(list(metrics_dir.glob("*.db")))
            start = time.perf_counter()
            status, text = post_or_get("GET", server.port, "/metrics")
            took = time.perf_counter() - start
            total = sum(
                float(m.group(1))
                for m in re.finditer(rb"kortdomaren_requests_total\{[^}]*\} (\S+)", text)
            )
            print(
                f"/metrics after the run: {status}, {len(text)} bytes, {took * 1e3:.1f} ms, "
                f"{files} files in the multiprocess directory, "
                f"kortdomaren_requests_total summed {total:.0f} (wrk counted {result['requests']})"
            )
            recycled = server.log_count("Autorestarting worker")
            print(f"workers recycled by max_requests during the run: {recycled}")
    return clean


def production_workers() -> int:
    """WEB_CONCURRENCY, else gunicorn.conf.py's default: one worker per usable core, at least 2."""
    raw = os.environ.get("WEB_CONCURRENCY")
    return int(raw) if raw else max(2, len(os.sched_getaffinity(0)))


def render_nginx(listen: int, upstreams: list[int], workdir: Path) -> str:
    """The shipped configuration, rendered by the service's one renderer (service/ops/front.py)."""
    from service.ops.front import Front, render

    front = Front(
        listen=f"{HOST}:{listen}",
        upstreams=tuple(f"{HOST}:{port}" for port in upstreams),
        metrics=f"{HOST}:{free_port()}",
        run_dir=workdir,
    )
    return render(front, NGINX_CONF)


def through_nginx(args: argparse.Namespace, wrk: str, body_file: str, workdir: Path) -> bool:
    nginx = shutil.which("nginx") or "/usr/sbin/nginx"
    workers = production_workers()
    clean = True
    print(f"\n## through nginx: wrk -c{args.connections} -d{args.nginx_seconds}s on validate")
    for count in (1, 2):
        with contextlib.ExitStack() as stack:
            servers = []
            for index in range(count):
                metrics_dir = workdir / f"metrics-nginx-{count}-{index}"
                metrics_dir.mkdir()
                servers.append(stack.enter_context(service(workers, metrics_dir)))
            nginx_dir = workdir / f"nginx-{count}"
            nginx_dir.mkdir()
            port = free_port()
            conf = nginx_dir / "nginx.conf"
            conf.write_text(render_nginx(port, [s.port for s in servers], nginx_dir))
            proxy = subprocess.Popen(
                [nginx, "-p", str(nginx_dir), "-c", str(conf), "-g", "daemon off;"],
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=(nginx_dir / "error.log").open("wb"),
            )
            stack.callback(stop_nginx, proxy)
            wait_listening(port, proxy)
            result = run_wrk(
                wrk,
                port,
                "/v1/games/kasino/validate",
                body_file,
                args.nginx_seconds,
                args.connections,
                1,
            )
            clean &= result["errors"] + result["status_errors"] == 0
            label = "1 instance " if count == 1 else "2 instances"
            print(f"{label} ({workers} workers each): {describe(result)}")
    return clean


def stop_nginx(process: subprocess.Popen[bytes]) -> None:
    if process.poll() is None:
        process.send_signal(signal.SIGQUIT)
        try:
            process.wait(15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(5)


def wait_listening(port: int, process: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        assert process.poll() is None, "nginx exited"
        with contextlib.suppress(OSError):
            if post_or_get("GET", port, "/readyz")[0] == 200:
                return
        time.sleep(0.1)
    raise RuntimeError("nginx did not answer within 30 s")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--part", choices=("soak", "nginx", "all"), default="all")
    parser.add_argument("--seconds", type=int, default=60, help="each soak run (wrk -d)")
    parser.add_argument("--nginx-seconds", type=int, default=20, help="each nginx run")
    parser.add_argument("--connections", type=int, default=64)
    parser.add_argument("--sample", type=float, default=2.0, help="RSS sampling period (s)")
    args = parser.parse_args()
    header("Load and soak through gunicorn, and scale-out through nginx (benchmarks/soak.py)")
    wrk = shutil.which("wrk")
    if wrk is None:
        print("wrk is missing: run scripts/bootstrap-system (Debian package wrk)")
        return 2
    move_body, _listing, described = bodies(11, 13)
    with tempfile.TemporaryDirectory(prefix="kortdomaren-soak-") as tmp:
        workdir = Path(tmp)
        body_file = workdir / "body.json"
        body_file.write_bytes(orjson.dumps(move_body))
        print(f"body    : {body_file.stat().st_size} bytes; {described}")
        clean = True
        if args.part in ("soak", "all"):
            clean &= soak(args, wrk, str(body_file), workdir)
        if args.part in ("nginx", "all"):
            clean &= through_nginx(args, wrk, str(body_file), workdir)
    print(f"\nerrors: {'none (target met)' if clean else 'SOME (target missed)'}")
    return 0 if clean else 3


if __name__ == "__main__":
    sys.exit(main())
