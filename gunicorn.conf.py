"""Gunicorn settings for Kortdomaren: `gunicorn -c gunicorn.conf.py service.wsgi:app`.

Every request is a short, CPU-bound computation on a state the client sends (no database, no
outbound calls, no sessions), so the shape is: one sync worker per core, tight timeouts, strict
request-head limits, and one JSON line per request on stdout.

Environment:
    KORTDOMAREN_BIND   address to listen on (default 127.0.0.1:8000, also in the image, where
                       nginx listens on 8080 in front of it: docs/operations.md, "Topology")
    WEB_CONCURRENCY    number of worker processes (default: usable CPUs, at least 2)
    KORTDOMAREN_REQUEST_DEADLINE   seconds a request may take before a 503 (default 10)
    KORTDOMAREN_WORKER_MEMORY_MB   MiB a worker may grow before a 503 and its replacement
                                   (default 128); both in service/ops/worker.py

docs/operations.md ("Running it for real") explains each choice at more length.
"""

from __future__ import annotations

import datetime
import gc
import glob
import json
import os
import shutil
import tempfile
from typing import Any

import gunicorn.util
from gunicorn.glogging import Logger, SafeAtoms

from service.api.problems import DETAILS, FALLBACK_DETAIL

_json_string = json.JSONEncoder(ensure_ascii=False).encode


def _usable_cpus() -> int:
    try:
        return len(os.sched_getaffinity(0))  # honours taskset / cpuset limits
    except AttributeError:  # not Linux
        return os.cpu_count() or 1


def _web_concurrency() -> int:
    raw = os.environ.get("WEB_CONCURRENCY", "").strip()
    if not raw:
        # One sync worker per core: the work is CPU-bound, so more workers than cores only
        # adds context switches. At least 2 so one slow request never stalls the service.
        return max(2, _usable_cpus())
    try:
        value = int(raw)
    except ValueError:
        raise SystemExit(f"WEB_CONCURRENCY must be a positive integer, got {raw!r}") from None
    if value < 1:
        raise SystemExit(f"WEB_CONCURRENCY must be a positive integer, got {raw!r}")
    return value


# --- Where and how many ------------------------------------------------------------------------

# Loopback: a developer's `scripts/serve` is not reachable from the network, and in the image
# and the Kubernetes pod only nginx (same network namespace) talks to gunicorn. Sync workers
# block on a slow client, so gunicorn must never face the internet itself.
bind = [os.environ.get("KORTDOMAREN_BIND", "127.0.0.1:8000")]

workers = _web_concurrency()

# Sync workers: requests are pure computation with no I/O waits, which is exactly what the
# pre-fork sync model is for (no green threads, no thread-safety questions in the engine).
# gunicorn's sync worker, bounded and graceful (service/ops/worker.py): a per-request deadline
# (KORTDOMAREN_REQUEST_DEADLINE, default 10 s) and a memory ceiling per worker
# (KORTDOMAREN_WORKER_MEMORY_MB over its starting size, default 128), each answered 503
# problem+json; on SIGTERM the connections waiting in the backlog are answered, not reset.
worker_class = "service.ops.worker.BoundedSyncWorker"

# The worker heartbeat file lives in RAM: on a container's overlay filesystem a temp-file write
# can stall and get a healthy worker killed (gunicorn's own advice for containers).
worker_tmp_dir = "/dev/shm" if os.path.isdir("/dev/shm") else None

# --- Timeouts ----------------------------------------------------------------------------------

# No legitimate request takes anywhere near 30 s; a worker stuck that long is killed and replaced.
timeout = 30
# The worker's own deadline must come first, or gunicorn's timeout would answer in its place.
_deadline = float(os.environ.get("KORTDOMAREN_REQUEST_DEADLINE", "").strip() or 10)
if not 0 <= _deadline < timeout - 1:
    raise SystemExit(f"KORTDOMAREN_REQUEST_DEADLINE must be 0 (none) or below {timeout - 1} s")
# On SIGTERM (podman stop, a deploy), in-flight requests get this long to finish.
graceful_timeout = 30
# Seconds an idle keep-alive connection stays open. Sync workers close every connection after
# its response and ignore this; it is set for the day the worker class changes (gthread).
keepalive = 5

# --- Recycling ---------------------------------------------------------------------------------

# Restart each worker after ~10000 requests to cap any slow memory growth; the jitter staggers
# the restarts so the workers never all recycle at the same moment.
max_requests = 10000
max_requests_jitter = 1000
# Import the application once in the master and fork workers from it: a recycled worker is then
# a fork (milliseconds) instead of a fresh import of every game (about a second of CPU, during
# which that worker's share of requests waits), and the workers share the imported code's memory.
preload_app = True


def pre_fork(server: Any, worker: Any) -> None:
    """Freeze the imported application's objects out of the garbage collector just before each
    fork, as the gc module's documentation advises for fork without exec: a worker's full
    collection then never walks them (some 48,000 objects, ~12 ms a collection on this machine
    kind, which would land inside a request), and no collection writes to their headers, so
    more of their pages stay shared with the master (reference counts still write to the
    objects a request touches)."""
    gc.freeze()


def on_reload(server: Any) -> None:
    """SIGHUP: read the sealing keys again (a rotated KORTDOMAREN_SEAL_KEYS_FILE) before the
    new workers are forked. With preload_app the master keeps its application across a reload,
    so without this the new workers would inherit the old keys (docs/sealed-play.md, Keys)."""
    if server.app.callable is not None:
        from service import reload_seal_keys

        ring = reload_seal_keys(server.app.callable)
        server.log.info("sealing keys in use: %s", ", ".join(key.id for key in ring.keys))


# --- Request-head limits (bodies are limited by the app's MAX_CONTENT_LENGTH) ------------------

limit_request_line = 4094  # longest request line; our URLs are short
limit_request_fields = 100  # most header fields per request
limit_request_field_size = 8190  # longest single header field

# --- Malformed HTTP answered as problem+json --------------------------------------------------

# Behind nginx no malformed request reaches gunicorn, but a request nginx passes may still trip
# gunicorn's own limits (more than 100 header fields), and gunicorn run alone must not answer
# in HTML either. gunicorn writes those answers (400, 414, 431, 501…) with util.write_error,
# which has no setting, so it is replaced here by one that writes the service's problem shape
# (tests/api/test_hostile.py checks it on a real gunicorn, so a gunicorn upgrade that renames
# it fails there). 501 (a transfer coding other than chunked) becomes 400: the client chose it.

_GUNICORN_PROBLEMS = {
    400: ("bad_request", "Bad request"),
    403: ("forbidden", "Forbidden"),
    414: ("uri_too_long", "URI too long"),
    417: ("expectation_failed", "Expectation failed"),
    431: ("header_too_large", "Request header fields too large"),
    501: ("bad_request", "Bad request"),
}


def _write_problem(sock: Any, status_int: int, reason: str, mesg: str) -> None:
    """gunicorn's util.write_error, answering application/problem+json."""
    status = 400 if status_int == 501 else status_int
    code, title = _GUNICORN_PROBLEMS.get(status, ("internal_error", "Internal server error"))
    # the one detail of the code (docs/messages.md); gunicorn's own text, which may echo the
    # request, is the specific message, cut short
    problem: dict[str, Any] = {
        "type": f"urn:kortdomaren:problem:{code}",
        "title": title,
        "status": status,
        "detail": DETAILS.get(code, FALLBACK_DETAIL),
        "code": code,
        # the head was not read, so neither the client's id nor its language: a fresh id, English
        "request_id": os.urandom(16).hex(),
    }
    said = " ".join((mesg or reason).split())[:200].rstrip(".")
    if said:
        problem["errors"] = [{"pointer": "", "code": code, "message": f"HTTP: {said}."}]
    body = json.dumps(problem).encode()
    head = (
        f"HTTP/1.1 {status} {title}\r\nConnection: close\r\n"
        f"Content-Type: application/problem+json\r\nContent-Length: {len(body)}\r\n"
        f"Content-Language: en\r\nX-Request-ID: {problem['request_id']}\r\n\r\n"
    ).encode("latin-1")
    gunicorn.util.write_nonblock(sock, head + body)


gunicorn.util.write_error = _write_problem

# --- Control socket ----------------------------------------------------------------------------

# gunicorn >= 25 opens a control socket under $HOME by default; the service user in the image
# has no writable home, and nothing here uses the socket. (Older gunicorns ignore the name.)
control_socket_disable = True

# --- Logging -----------------------------------------------------------------------------------


class JsonSafeAtoms(SafeAtoms):
    """Log atoms escaped for embedding inside JSON string literals.

    gunicorn's SafeAtoms only escapes double quotes; a path such as /%5C or /%0A decodes to a
    backslash or a newline and would break the line. Missing values become JSON null. An atom
    is escaped when the format reads it: gunicorn makes one for every header and environ
    variable (about forty), the format uses eight, and escaping them all cost ~50 µs a request.
    """

    def __init__(self, atoms: dict[str, Any]) -> None:
        dict.__init__(self, atoms)

    def __getitem__(self, key: str) -> Any:
        value = super().__getitem__(key)
        if isinstance(value, str):
            return _json_string(value)[1:-1]
        return "null" if value is None else value


class JsonLogger(Logger):
    """gunicorn's logger with JSON-safe access-log atoms and an ISO 8601 UTC `%(t)s`."""

    atoms_wrapper_class = JsonSafeAtoms

    def now(self) -> str:
        return datetime.datetime.now(datetime.UTC).isoformat(timespec="milliseconds")


logger_class = JsonLogger

# One JSON object per line on stdout, one line per request; the error log (start-up, worker
# restarts, tracebacks) goes to stderr as plain text. duration_us is microseconds.
accesslog = "-"
errorlog = "-"
loglevel = "info"
access_log_format = (
    '{"time": "%(t)s", "method": "%(m)s", "path": "%(U)s", "query": "%(q)s", '
    '"status": %(s)s, "bytes": %(B)s, "duration_us": %(D)s, "remote_addr": "%(h)s", '
    '"request_id": "%({x-request-id}o)s"}'
)


# --- Metrics: prometheus_client's multiprocess mode --------------------------------------------
# (This section and the request_id field of the access log above belong together: see
# docs/operations.md, "Metrics and request ids".)
#
# Each worker writes its samples to its own files in PROMETHEUS_MULTIPROC_DIR and /metrics, in
# whichever worker answers it, adds up every file. The variable must be set before the
# application (and so prometheus_client) is imported, which preload_app does in the master
# right after reading this file; workers inherit it at the fork. The directory must start
# empty, or a new server would add the previous one's counts to its own: an operator's
# directory is emptied of its *.db files at start; without one, a private temporary directory
# is made (two servers on one machine never share it) and removed when the master exits.
# Reloading this file (SIGHUP) keeps the directory and its counts. Only gunicorn's reading of
# this file (as the module __config__) does any of it: a tool or test that imports the file for
# its settings leaves its own environment alone.

_METRICS_MASTER = "KORTDOMAREN_METRICS_MASTER"  # the pid of the master that prepared the directory
_METRICS_TMPDIR = "KORTDOMAREN_METRICS_TMPDIR"  # the temporary directory a master made, if any
if __name__ == "__config__" and os.environ.get(_METRICS_MASTER) != str(os.getpid()):
    # this master's first read of the file
    os.environ[_METRICS_MASTER] = str(os.getpid())
    _operator_dir = os.environ.get("PROMETHEUS_MULTIPROC_DIR", "")
    if _operator_dir == os.environ.pop(_METRICS_TMPDIR, None):
        _operator_dir = ""  # inherited from another master, whose private directory it is
    if _operator_dir:
        os.makedirs(_operator_dir, exist_ok=True)
        for _stale in glob.glob(os.path.join(_operator_dir, "*.db")):
            os.remove(_stale)
    else:
        os.environ["PROMETHEUS_MULTIPROC_DIR"] = os.environ[_METRICS_TMPDIR] = tempfile.mkdtemp(
            prefix="kortdomaren-prometheus-"
        )


def child_exit(server: Any, worker: Any) -> None:
    """A worker is gone (recycled by max_requests, killed, crashed): its counts stay in the sum,
    as counters must, but its files are folded into one archive pair (service/api/metrics.py),
    so recycling never piles up files for every scrape to read; mark_process_dead is
    prometheus_client's own bookkeeping (live gauges; the service defines none today)."""
    from prometheus_client import multiprocess

    from service.api.metrics import fold_dead_worker

    try:
        multiprocess.mark_process_dead(worker.pid)
        fold_dead_worker(worker.pid, os.environ["PROMETHEUS_MULTIPROC_DIR"])
    except Exception:  # never let bookkeeping take the master down
        server.log.exception("metrics: could not fold worker %s's files", worker.pid)


def on_exit(server: Any) -> None:
    """Remove the temporary metrics directory this master made (none when the operator named
    one: that directory is theirs, and is emptied at the next start)."""
    made = os.environ.get(_METRICS_TMPDIR)
    if made and made == os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        shutil.rmtree(made, ignore_errors=True)
