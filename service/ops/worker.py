"""gunicorn's sync worker, bounded and graceful: ``worker_class`` in gunicorn.conf.py.

Each worker of this class
- runs the application inside :class:`service.api.limits.Guard`: a request that passes its
  deadline (``KORTDOMAREN_REQUEST_DEADLINE`` seconds, default 10, below gunicorn's 30 s
  timeout) is answered 503 ``time_limit``;
- has an address-space ceiling (``RLIMIT_AS``): its size once started plus
  ``KORTDOMAREN_WORKER_MEMORY_MB`` (default 128; 0 means none). An allocation over it raises
  MemoryError, answered 503 ``memory_limit``; the worker then exits after the response and
  gunicorn forks a fresh one;
- answers a request that still reaches gunicorn's timeout (the arbiter's SIGABRT) like one that
  passed its deadline, where the application still computes, then exits;
- on SIGTERM (a stop, a rolling update) finishes its request, then takes every connection
  still waiting in the listening socket's queue, closes its copy of the socket, and serves them:
  a request that reached the backlog is answered, never reset. Near the end of
  ``graceful_timeout`` the rest are refused with a 503 ``unavailable`` problem instead.
"""

from __future__ import annotations

import ipaddress
import json
import os
import resource
import socket
import time
from collections.abc import Callable
from types import FrameType
from typing import Any

from flask import Flask
from gunicorn import util  # type: ignore[import-untyped]
from gunicorn.workers.sync import SyncWorker  # type: ignore[import-untyped]

from service.api.limits import SPENT, DeadlinePassed, Guard
from service.api.problems import DETAILS

DEADLINE_ENV = "KORTDOMAREN_REQUEST_DEADLINE"
MEMORY_ENV = "KORTDOMAREN_WORKER_MEMORY_MB"
DEFAULT_DEADLINE_S = 10.0
DEFAULT_MEMORY_MB = 128
#: Seconds of graceful_timeout kept for refusing what is left, rather than serving it.
REFUSE_MARGIN_S = 3.0


def deadline_s(env: dict[str, str] | None = None) -> float:
    """The per-request deadline in seconds (0: none); a bad value stops start-up."""
    raw = (env if env is not None else os.environ).get(DEADLINE_ENV, "").strip()
    try:
        value = float(raw) if raw else DEFAULT_DEADLINE_S
    except ValueError:
        raise SystemExit(f"{DEADLINE_ENV} must be a number of seconds, got {raw!r}") from None
    if value < 0:
        raise SystemExit(f"{DEADLINE_ENV} must not be negative, got {raw!r}")
    return value


def memory_headroom_mb(env: dict[str, str] | None = None) -> int:
    """MiB a worker may grow beyond its size once started (0: no ceiling)."""
    raw = (env if env is not None else os.environ).get(MEMORY_ENV, "").strip()
    try:
        value = int(raw) if raw else DEFAULT_MEMORY_MB
    except ValueError:
        raise SystemExit(f"{MEMORY_ENV} must be a whole number of MiB, got {raw!r}") from None
    if value < 0:
        raise SystemExit(f"{MEMORY_ENV} must not be negative, got {raw!r}")
    return value


def address_space_bytes() -> int | None:
    """This process's virtual size (VmSize), None where /proc does not say."""
    try:
        with open("/proc/self/status") as status:
            for line in status:
                if line.startswith("VmSize:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    return None


def _trust(allowed: list[str]) -> Callable[[str], bool]:
    if "*" in allowed:
        return lambda address: True
    networks = []
    for entry in allowed:
        try:
            networks.append(ipaddress.ip_network(entry.strip(), strict=False))
        except ValueError:
            continue

    def trusted(address: str) -> bool:
        try:
            ip = ipaddress.ip_address(address)
        except ValueError:
            return False
        return any(ip in network for network in networks)

    return trusted


def problem_bytes(status: int, title: str, code: str, request_id: str | None) -> bytes:
    """A whole HTTP/1.1 answer carrying a problem document (English: outside the app)."""
    problem: dict[str, Any] = {
        "type": f"urn:kortdomaren:problem:{code}",
        "title": title,
        "status": status,
        "detail": DETAILS[code],
        "code": code,
    }
    rid = ""
    if request_id:
        problem["request_id"] = request_id
        rid = f"X-Request-ID: {request_id}\r\n"
    body = json.dumps(problem).encode()
    head = (
        f"HTTP/1.1 {status} {title}\r\nConnection: close\r\n{rid}"
        f"Content-Type: application/problem+json\r\nContent-Length: {len(body)}\r\n\r\n"
    )
    return head.encode("latin-1") + body


class _Listening:
    """A closed listener's name, for requests accepted from it before it was closed."""

    def __init__(self, name: Any) -> None:
        self.name = name

    def getsockname(self) -> Any:
        return self.name


class BoundedSyncWorker(SyncWorker):  # type: ignore[misc]
    """gunicorn's sync worker with the bounds and the draining of the module docstring."""

    guard: Guard | None = None
    wsgi: Any
    draining_since: float | None = None

    def init_process(self) -> None:
        headroom = memory_headroom_mb()
        size = address_space_bytes()
        if headroom and size:
            ceiling = size + headroom * 1024 * 1024
            _, hard = resource.getrlimit(resource.RLIMIT_AS)
            if hard != resource.RLIM_INFINITY:
                ceiling = min(ceiling, hard)
            resource.setrlimit(resource.RLIMIT_AS, (ceiling, hard))
        super().init_process()

    def load_wsgi(self) -> None:
        super().load_wsgi()
        if not isinstance(self.wsgi, Flask):  # a bare WSGI callable: served as it is
            self.log.warning("%r is not the service's Flask app: no per-request bounds", self.wsgi)
            return
        trusted = _trust(list(self.cfg.forwarded_allow_ips))
        self.guard = Guard(self.wsgi, deadline_s(), trusted)
        self.wsgi = self.guard

    def handle_request(self, listener: Any, req: Any, client: Any, addr: Any) -> None:
        try:
            super().handle_request(listener, req, client, addr)
        finally:
            environ = None
            if self.guard is not None:
                environ, self.guard.current = self.guard.current, None
            if environ is not None and environ.get(SPENT):
                self.log.warning("worker %s hit its memory ceiling: replacing it", self.pid)
                self.alive = False

    # -- gunicorn's timeout ---------------------------------------------------------------------

    def handle_abort(self, sig: int, frame: FrameType | None) -> None:
        """The arbiter's SIGABRT (the request passed gunicorn's timeout): while the application
        still computes, unwind it like a passed deadline (a 503 ``time_limit`` answer and its
        access-log line), then exit; otherwise gunicorn's own abort."""
        self.alive = False
        if self.guard is not None and self.guard.computing:
            self.cfg.worker_abort(self)
            raise DeadlinePassed(f"gunicorn's {self.cfg.timeout} s timeout")
        super().handle_abort(sig, frame)

    # -- graceful stop: drain the backlog -------------------------------------------------------

    def handle_exit(self, sig: int, frame: FrameType | None) -> None:
        if self.draining_since is None:
            self.draining_since = time.monotonic()
        super().handle_exit(sig, frame)

    def run(self) -> None:
        super().run()
        if self.draining_since is not None:
            self.drain()

    def drain(self) -> None:
        """Take every connection waiting in the backlog, close this worker's listeners, then
        answer each: served while graceful_timeout allows, else refused with a 503 problem."""
        waiting: list[tuple[_Listening, socket.socket, Any]] = []
        for listener in self.sockets:
            name = _Listening(listener.getsockname())
            listener.setblocking(False)
            while True:
                try:
                    client, addr = listener.accept()
                except (InterruptedError, ConnectionAbortedError):
                    continue  # a signal, or a client that gave up: the next one
                except OSError:
                    break  # the queue is empty (EAGAIN), or the socket unusable
                waiting.append((name, client, addr))
            listener.close()
        if waiting:
            count = len(waiting)
            self.log.info("worker %s: answering the %d connections of the backlog", self.pid, count)
        ends = (self.draining_since or time.monotonic()) + self.cfg.graceful_timeout
        for name, client, addr in waiting:
            client.setblocking(True)
            util.close_on_exec(client)
            self.notify()
            if time.monotonic() < ends - REFUSE_MARGIN_S:
                self.handle(name, client, addr)
                continue
            try:
                client.settimeout(1)
                client.sendall(problem_bytes(503, "Service Unavailable", "unavailable", None))
            except OSError:
                pass
            finally:
                util.close_graceful(client)
