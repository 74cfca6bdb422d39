#!/usr/bin/env python3
"""HTTP throughput and latency of Kasino adjudication against the no-op floor, on loopback.

Starts gunicorn (sync workers, 2) on 127.0.0.1 and a free port with ``KORTDOMAREN_NOOP=1``,
using the repository's ``gunicorn.conf.py`` when it exists (bind and workers overridden through
``KORTDOMAREN_BIND`` and ``WEB_CONCURRENCY``), else equivalent flags. Waits for ``/healthz``,
builds realistic bodies (a mid-deal Kasino state from a seeded deal after some random legal
moves, and a legal capture for it), checks every endpoint answers them correctly, then for each
of ``/v1/noop`` (the validate body, so transport and JSON parsing cost the same),
``/v1/games/kasino/validate``, ``/v1/games/kasino/apply`` and ``/v1/games/kasino/legal-moves``
runs a warm-up and a measurement at 16 concurrent connections with ``wrk`` (benchmarks/
wrk_post.lua), or with a small Python load generator when wrk is not installed. Unless
``--no-floor``, a second gunicorn with the same settings serves benchmarks/bare_wsgi.py (the
no-op without Flask), measured in the same rounds: the machine's floor, which tells a target
out of reach on this machine from one the service misses.

Prints requests/s, latency p50/p90/p99/max, the validate/noop and apply/noop throughput ratios
and the targets: validate and apply >= 0.8x the no-op endpoint's throughput,
with p99 <= 3 ms, at 16 connections. The servers are always stopped at the end. Traffic goes to
127.0.0.1 only and every run is bounded in time.

    .venv/bin/python benchmarks/throughput.py [--duration 10] [--warmup 2] [--connections 16]
"""

from __future__ import annotations

import os
import sys

# Run as `python benchmarks/throughput.py`, this file's folder is sys.path[0] and this file would
# shadow the standard library's `http` package: move the folder to the end before any import.
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:] = [p for p in sys.path if os.path.abspath(p or ".") != _HERE] + [_HERE]

import argparse  # noqa: E402
import atexit  # noqa: E402
import contextlib  # noqa: E402
import http.client  # noqa: E402
import json  # noqa: E402
import multiprocessing  # noqa: E402
import random  # noqa: E402
import shutil  # noqa: E402
import signal  # noqa: E402
import socket  # noqa: E402
import subprocess  # noqa: E402
import tempfile  # noqa: E402
import threading  # noqa: E402
import time  # noqa: E402
from typing import Any  # noqa: E402

import _common  # noqa: E402  (fixes sys.path for the checkout's 'service')
from _common import KASINO, REPO, Targets, percentile, print_table  # noqa: E402

from service.api.families import FISHING  # noqa: E402
from service.games.fishing.wire import move_to_plain  # noqa: E402

HOST = "127.0.0.1"  # loopback only, never anything else
RATIO_TARGET = 0.8
P99_TARGET_MS = 3.0
FLOOR = "bare WSGI"  # benchmarks/bare_wsgi.py on a second, identical server (not the service)
ENDPOINTS = (
    ("noop", "/v1/noop", "move"),
    ("validate", "/v1/games/kasino/validate", "move"),
    ("apply", "/v1/games/kasino/apply", "move"),
    ("legal-moves", "/v1/games/kasino/legal-moves", "listing"),
)


# -- bodies -----------------------------------------------------------------------------------


def bodies(seed: int, plays: int) -> tuple[dict[str, Any], dict[str, Any], str]:
    """A mid-deal state after ``plays`` random legal moves, with a legal capture for it."""
    rng = random.Random(seed)
    opts = KASINO.resolve_options({}, 2)
    state = KASINO.deal(2, opts, 0, seed)
    for _ in range(plays):
        listing = KASINO.legal_moves(state, 10**9)
        state = KASINO.apply(state, rng.choice(listing.moves)).state
    listing = KASINO.legal_moves(state, 10**9)
    captures = [m for m in listing.moves if m.capture]
    move = rng.choice(captures or list(listing.moves))
    plain = FISHING.state_to_plain(state)
    description = (
        f"2 players, seed {seed}, after {plays} random plays: round {state.round}, table "
        f"{len(state.table.cards)} cards, {listing.count} legal moves; move {move_to_plain(move)}"
    )
    return (
        {"state": plain, "move": move_to_plain(move)},
        {"state": plain, "limit": 1000},
        description,
    )


# -- the server -------------------------------------------------------------------------------


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind((HOST, 0))
        return int(probe.getsockname()[1])


class Server:
    """gunicorn in its own session, stopped by its own pid (process group) at the end."""

    def __init__(
        self,
        port: int,
        workers: int,
        extra: list[str],
        use_config: bool,
        app: str = "service.wsgi:app",
    ) -> None:
        self.port = port
        self.log = tempfile.NamedTemporaryFile(  # noqa: SIM115 - lives as long as the server
            prefix="kortdomaren-bench-", suffix=".log", delete=False
        )
        gunicorn = os.path.join(os.path.dirname(sys.executable), "gunicorn")
        if not os.path.exists(gunicorn):
            gunicorn = shutil.which("gunicorn") or "gunicorn"
        config = os.path.join(REPO, "gunicorn.conf.py")
        if use_config and os.path.exists(config):
            self.command = [gunicorn, "-c", config, *extra, app]
        else:
            self.command = [
                gunicorn,
                "--worker-class",
                "sync",
                "--workers",
                str(workers),
                "--bind",
                f"{HOST}:{port}",
                *extra,
                app,
            ]
        env = dict(os.environ)
        env.update(
            KORTDOMAREN_BIND=f"{HOST}:{port}",
            WEB_CONCURRENCY=str(workers),
            KORTDOMAREN_NOOP="1",
            PYTHONPATH=os.pathsep.join([REPO, _common.BENCH_DIR, env.get("PYTHONPATH", "")]),
        )
        # The access log (one JSON line per request) goes to /dev/null; errors to the log file.
        self.process = subprocess.Popen(
            self.command,
            cwd=REPO,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=self.log,
            start_new_session=True,
        )
        pidfile = os.environ.get("BENCH_PIDFILE")
        if pidfile:  # one line per live server (the floor's server runs beside the service)
            with open(pidfile, "a") as out:
                out.write(f"{self.process.pid}\n")

    def wait_healthy(self, timeout: float = 30.0) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(
                    f"gunicorn exited with {self.process.returncode}:\n{self.tail()}"
                )
            try:
                status, _body = post_or_get("GET", self.port, "/healthz")
                if status == 200:
                    return
            except OSError:
                pass
            time.sleep(0.2)
        raise RuntimeError(f"no /healthz answer within {timeout:g} s:\n{self.tail()}")

    def tail(self, lines: int = 20) -> str:
        self.log.flush()
        with open(self.log.name, errors="replace") as text:
            return "".join(text.readlines()[-lines:])

    def log_count(self, needle: str) -> int:
        with open(self.log.name, errors="replace") as text:
            return sum(needle in line for line in text)

    def cpu_seconds(self) -> float:
        """CPU time of the server so far: master, live workers, and workers already reaped.

        A worker recycled by max_requests is reaped by the master, and its CPU time is then in
        the master's cutime/cstime, so nothing is lost. Kernel time for the sockets counts too.
        """
        tick = os.sysconf("SC_CLK_TCK")

        def stat(pid: int) -> list[str]:
            with open(f"/proc/{pid}/stat") as text:
                return text.read().rsplit(")", 1)[1].split()

        master = self.process.pid
        fields = stat(master)  # fields[11:15] = utime stime cutime cstime
        total = sum(int(x) for x in fields[11:15])
        try:
            with open(f"/proc/{master}/task/{master}/children") as text:
                children = [int(x) for x in text.read().split()]
        except OSError:
            children = []
        for child in children:
            # A worker that exited meanwhile is counted in the master's cutime once reaped.
            with contextlib.suppress(OSError):
                total += sum(int(x) for x in stat(child)[11:13])
        return total / tick

    def stop(self) -> None:
        if self.process.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(15)
            except subprocess.TimeoutExpired:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait(5)
        pidfile = os.environ.get("BENCH_PIDFILE")
        if pidfile and os.path.exists(pidfile):
            with open(pidfile) as text:
                alive = [line for line in text if line.strip() != str(self.process.pid)]
            with open(pidfile, "w") as out:
                out.writelines(alive)


def post_or_get(method: str, port: int, path: str, body: bytes | None = None) -> tuple[int, bytes]:
    connection = http.client.HTTPConnection(HOST, port, timeout=30)
    try:
        headers = {"Content-Type": "application/json"} if body is not None else {}
        connection.request(method, path, body=body, headers=headers)
        response = connection.getresponse()
        return response.status, response.read()
    finally:
        connection.close()


# -- load generators --------------------------------------------------------------------------


def run_wrk(
    wrk: str,
    port: int,
    path: str,
    body_file: str,
    seconds: float,
    connections: int,
    threads: int,
) -> dict[str, Any]:
    script = os.path.join(_common.BENCH_DIR, "wrk_post.lua")
    command = [
        wrk,
        f"-t{threads}",
        f"-c{connections}",
        f"-d{seconds:g}s",
        "--timeout",
        "10s",
        "-s",
        script,
        f"http://{HOST}:{port}{path}",
        "--",
        body_file,
    ]
    out = subprocess.run(command, capture_output=True, text=True, timeout=seconds + 60, check=False)
    for line in out.stdout.splitlines():
        if line.startswith("WRKJSON "):
            result: dict[str, Any] = json.loads(line[len("WRKJSON ") :])
            result["rps"] = result["requests"] / (result["duration_us"] / 1e6)
            result["errors"] = sum(
                result[k] for k in ("connect_errors", "read_errors", "write_errors", "timeouts")
            )
            return result
    raise RuntimeError(
        f"wrk printed no summary (exit {out.returncode}):\n{out.stdout}\n{out.stderr}"
    )


def _py_worker(args: tuple[int, str, bytes, float, int]) -> tuple[list[float], int, int]:
    port, path, body, seconds, threads = args
    latencies: list[float] = []
    errors = [0, 0]  # transport errors, non-2xx
    lock = threading.Lock()
    deadline = time.perf_counter() + seconds

    def loop() -> None:
        mine: list[float] = []
        bad = [0, 0]
        while time.perf_counter() < deadline:
            start = time.perf_counter()
            try:
                status, _ = post_or_get("POST", port, path, body)
            except OSError:
                bad[0] += 1
                continue
            mine.append(time.perf_counter() - start)
            if not 200 <= status < 300:
                bad[1] += 1
        with lock:
            latencies.extend(mine)
            errors[0] += bad[0]
            errors[1] += bad[1]

    workers = [threading.Thread(target=loop) for _ in range(threads)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    return latencies, errors[0], errors[1]


def run_python(
    port: int, path: str, body: bytes, seconds: float, connections: int
) -> dict[str, Any]:
    """Fallback: 2 processes with connections/2 threads each (slower than wrk: a lower bound)."""
    processes = 2
    per = max(1, connections // processes)
    with multiprocessing.get_context("fork").Pool(processes) as pool:
        parts = pool.map(_py_worker, [(port, path, body, seconds, per)] * processes)
    latencies = sorted(x for part in parts for x in part[0])
    return {
        "requests": len(latencies),
        "rps": len(latencies) / seconds,
        "errors": sum(p[1] for p in parts),
        "status_errors": sum(p[2] for p in parts),
        "mean_us": 1e6 * sum(latencies) / max(1, len(latencies)),
        "p50_us": 1e6 * percentile(latencies, 0.50),
        "p90_us": 1e6 * percentile(latencies, 0.90),
        "p99_us": 1e6 * percentile(latencies, 0.99),
        "p999_us": 1e6 * percentile(latencies, 0.999),
        "max_us": 1e6 * latencies[-1] if latencies else float("nan"),
    }


def combined(runs: list[dict[str, Any]]) -> dict[str, Any]:
    """One endpoint's rounds as one measurement: requests and CPU summed; latency percentiles
    are those of the round in the middle by p99 (wrk reports percentiles, not samples)."""
    requests = sum(run["requests"] for run in runs)
    seconds = sum(run["requests"] / run["rps"] for run in runs if run["rps"])
    middle = sorted(runs, key=lambda run: run["p99_us"])[len(runs) // 2]
    return {
        **{key: middle[key] for key in ("p50_us", "p90_us", "p99_us", "p999_us")},
        "max_us": max(run["max_us"] for run in runs),
        "requests": requests,
        "rps": requests / seconds if seconds else 0.0,
        "cpu_us": 1e6 * sum(run["cpu_s"] for run in runs) / max(1, requests),
        "errors": sum(run["errors"] for run in runs),
        "status_errors": sum(run["status_errors"] for run in runs),
        "restarts": sum(run["restarts"] for run in runs),
    }


# -- main -------------------------------------------------------------------------------------


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--duration", type=float, default=10.0, help="seconds measured per endpoint"
    )
    parser.add_argument("--warmup", type=float, default=2.0, help="seconds of warm-up per endpoint")
    parser.add_argument("--connections", type=int, default=16)
    parser.add_argument(
        "--rounds",
        type=int,
        default=4,
        help="split --duration into this many rounds of every endpoint in turn (background "
        "load then affects noop and the endpoints alike)",
    )
    parser.add_argument(
        "--threads", type=int, default=1, help="wrk threads (the server needs the cores)"
    )
    parser.add_argument("--workers", type=int, default=2, help="gunicorn sync workers")
    parser.add_argument("--seed", type=int, default=11, help="seed of the deal in the bodies")
    parser.add_argument("--plays", type=int, default=13, help="random plays before the state")
    parser.add_argument("--python-load", action="store_true", help="use the Python load generator")
    parser.add_argument(
        "--no-recycle",
        action="store_true",
        help="pass --max-requests 0 (gunicorn.conf.py recycles workers every ~10k requests)",
    )
    parser.add_argument(
        "--no-floor",
        action="store_true",
        help="skip the bare WSGI app (benchmarks/bare_wsgi.py): the machine's floor, measured "
        "on a second gunicorn with the same settings",
    )
    parser.add_argument(
        "--no-config",
        action="store_true",
        help="ignore gunicorn.conf.py and pass plain flags (bind, workers, sync)",
    )
    args = parser.parse_args()
    _common.header("Kasino over HTTP, loopback (benchmarks/throughput.py)")
    targets = Targets()

    move_body, listing_body, description = bodies(args.seed, args.plays)
    raw = {
        "move": json.dumps(move_body, separators=(",", ":")).encode(),
        "listing": json.dumps(listing_body, separators=(",", ":")).encode(),
    }
    wrk = None if args.python_load else shutil.which("wrk")
    print(f"bodies  : {description}")
    sizes = f"move body {len(raw['move'])} bytes, legal-moves body {len(raw['listing'])} bytes"
    print(f"          {sizes}")
    if wrk:
        load = f"wrk ({wrk}), {args.threads} thread(s), {args.connections} connections"
    else:
        load = f"Python load generator (wrk not found), {args.connections} connections"
    slice_seconds = args.duration / args.rounds
    warmup = args.warmup
    if wrk:  # wrk's -d takes whole seconds: 2.5 s is a usage error, not 2 s
        slice_seconds, warmup = max(1, round(slice_seconds)), max(1, round(warmup))
    print(
        f"load    : {load}, {warmup:g} s warm-up + {slice_seconds * args.rounds:g} s per "
        f"endpoint in {args.rounds} rounds of {slice_seconds:g} s"
    )

    workdir = tempfile.mkdtemp(prefix="kortdomaren-bench-")
    files = {}
    for kind, data in raw.items():
        files[kind] = os.path.join(workdir, f"{kind}.json")
        with open(files[kind], "wb") as out:
            out.write(data)

    port = free_port()
    extra = ["--max-requests", "0"] if args.no_recycle else []
    server = Server(port, args.workers, extra, use_config=not args.no_config)
    atexit.register(server.stop)
    servers = [server]

    def on_signal(signum: int, _frame: Any) -> None:
        raise SystemExit(128 + signum)

    for signum in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(signum, on_signal)

    rounds: dict[str, list[dict[str, Any]]] = {}
    try:
        print(f"server  : {' '.join(server.command)}")
        print(f"          on {HOST}:{port}, {args.workers} sync workers, KORTDOMAREN_NOOP=1")
        print()
        sys.stdout.flush()
        server.wait_healthy()
        measured = [(name, server, path, kind) for name, path, kind in ENDPOINTS]
        if not args.no_floor:
            floor = Server(free_port(), args.workers, extra, not args.no_config, "bare_wsgi:app")
            atexit.register(floor.stop)
            servers.append(floor)
            print(f"floor   : {' '.join(floor.command)} on {HOST}:{floor.port}")
            floor.wait_healthy()
            measured.append((FLOOR, floor, "/", "move"))
        for name, host, path, kind in measured:  # every endpoint answers the body correctly
            status, answer = post_or_get("POST", host.port, path, raw[kind])
            if status != 200:
                raise RuntimeError(f"{path} answered {status}: {answer[:500]!r}")
            decoded = json.loads(answer)
            if name == "validate" and not decoded.get("legal"):
                raise RuntimeError(f"the move is not legal: {decoded}")
            note = {
                "noop": lambda d: f"{d}",
                FLOOR: lambda d: f"{d}",
                "validate": lambda d: f"legal={d['legal']} {d['interpretation']}",
                "apply": lambda d: f"{len(d['events'])} events, deal_over={d['deal_over']}",
                "legal-moves": lambda d: (
                    f"count={d['count']}, count_exact={d.get('count_exact', '-')}, "
                    f"listed={len(d['moves'])}"
                ),
            }[name](decoded)
            print(f"check   : {path} -> 200, {len(answer)} bytes, {note}")
        print()
        for _name, host, path, kind in measured:
            if wrk:
                run_wrk(wrk, host.port, path, files[kind], warmup, args.connections, args.threads)
            else:
                run_python(host.port, path, raw[kind], warmup, args.connections)
        for round_number in range(1, args.rounds + 1):
            for name, host, path, kind in measured:
                restarts_before = host.log_count("Booting worker")
                cpu_before = host.cpu_seconds()
                if wrk:
                    result = run_wrk(
                        wrk,
                        host.port,
                        path,
                        files[kind],
                        slice_seconds,
                        args.connections,
                        args.threads,
                    )
                else:
                    result = run_python(host.port, path, raw[kind], slice_seconds, args.connections)
                result["cpu_s"] = host.cpu_seconds() - cpu_before
                result["restarts"] = host.log_count("Booting worker") - restarts_before
                rounds.setdefault(name, []).append(result)
                print(
                    f"  round {round_number}  {name:12} {result['rps']:8.0f} req/s  "
                    f"p50 {result['p50_us'] / 1e3:.2f} ms  p99 {result['p99_us'] / 1e3:.2f} ms",
                    flush=True,
                )
                if host.process.poll() is not None:
                    raise RuntimeError(f"gunicorn died:\n{host.tail()}")
    finally:
        for running in servers:
            running.stop()
            print(
                f"server stopped (exit {running.process.returncode}); error log {running.log.name}"
            )
        shutil.rmtree(workdir, ignore_errors=True)

    results = {name: combined(runs) for name, runs in rounds.items()}
    noop = results["noop"]["rps"]
    # each round measures every endpoint back to back, so a change in background load between
    # rounds cancels out of that round's ratio: the median round ratio is the robust figure
    noop_runs = rounds["noop"]
    round_ratios = {
        name: sorted(run["rps"] / base["rps"] for run, base in zip(runs, noop_runs, strict=True))
        for name, runs in rounds.items()
    }
    rows = []
    for name in results:
        r = results[name]
        rows.append(
            [
                name,
                f"{r['rps']:.0f}",
                f"{r['rps'] / noop:.2f}",
                f"{r['p50_us'] / 1e3:.2f}",
                f"{r['p90_us'] / 1e3:.2f}",
                f"{r['p99_us'] / 1e3:.2f}",
                f"{r['p999_us'] / 1e3:.2f}",
                f"{r['max_us'] / 1e3:.1f}",
                r["requests"],
                f"{r['cpu_us']:.0f}",
                f"{results['noop']['cpu_us'] / r['cpu_us']:.2f}",
                r["errors"],
                r["status_errors"],
                r["restarts"],
            ]
        )
    print()
    seconds = slice_seconds * args.rounds
    print(f"At {args.connections} connections ({seconds:g} s each; latency in ms):")
    print_table(
        rows,
        [
            "endpoint",
            "req/s",
            "x noop",
            "p50",
            "p90",
            "p99",
            "p99.9",
            "max",
            "requests",
            "server CPU µs/req",
            "CPU ratio",
            "socket errors",
            "non-2xx",
            "worker boots",
        ],
    )
    print()
    for name in ("validate", "apply"):
        r = results[name]
        ratio = r["rps"] / noop
        per_round = round_ratios[name]
        median = per_round[len(per_round) // 2]
        targets.check(
            f"{name} throughput >= {RATIO_TARGET}x noop",
            ratio >= RATIO_TARGET,
            f"{r['rps']:.0f} / {noop:.0f} req/s = {ratio:.2f}x (per round: "
            f"{', '.join(f'{x:.2f}' for x in per_round)}; median {median:.2f})",
        )
        p99 = r["p99_us"] / 1e3
        targets.check(
            f"{name} p99 <= {P99_TARGET_MS:g} ms at {args.connections} connections",
            p99 <= P99_TARGET_MS,
            f"p99 {p99:.2f} ms",
        )
        clean = r["errors"] == 0 and r["status_errors"] == 0
        targets.check(
            f"{name}: no socket errors, no non-2xx answers",
            clean,
            f"{r['errors']} socket errors, {r['status_errors']} non-2xx",
        )
    print(
        "server CPU µs/req: CPU time of gunicorn (master and workers, user and kernel) per "
        "request; 'CPU ratio' = noop's / this one's, the throughput ratio to expect when the "
        "server has the cores to itself (an estimate, not a target measurement)"
    )
    floor_ms = 1e3 * args.connections / noop
    print(
        f"latency floor: with {args.connections} connections always busy the mean latency is "
        f"connections / throughput (Little's law): {floor_ms:.2f} ms for the no-op endpoint "
        f"itself here, whose p99 is {results['noop']['p99_us'] / 1e3:.2f} ms; a p99 of "
        f"{P99_TARGET_MS:g} ms needs {1e3 * args.connections / P99_TARGET_MS:.0f} req/s or more"
    )
    print(
        f"legal-moves: {results['legal-moves']['rps'] / noop:.2f}x noop, "
        f"p99 {results['legal-moves']['p99_us'] / 1e3:.2f} ms (no target)"
    )
    if FLOOR in results:
        bare = results[FLOOR]
        p99 = bare["p99_us"] / 1e3
        verdict = (
            f"so a p99 of {P99_TARGET_MS:g} ms is out of reach for any endpoint on this machine now"
            if p99 > P99_TARGET_MS
            else f"which leaves room under the {P99_TARGET_MS:g} ms p99 target"
        )
        print(
            f"machine floor: {FLOOR} (benchmarks/bare_wsgi.py: the no-op without Flask, same "
            f"gunicorn settings, same body) serves {bare['rps']:.0f} req/s at "
            f"{args.connections} connections with p99 {p99:.2f} ms, {verdict}; the no-op "
            f"endpoint reaches {noop / bare['rps']:.2f}x of it"
        )
    return targets.summary()


if __name__ == "__main__":
    sys.exit(main())
