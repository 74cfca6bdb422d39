"""What one request may cost a gunicorn worker: a deadline and a memory ceiling, as answers.

``service/ops/worker.py`` (the worker class of ``gunicorn.conf.py``) wraps the application in a
:class:`Guard` in every worker. The guard arms a wall-clock timer (SIGALRM) for each request;
when it fires, :class:`DeadlinePassed` unwinds the request wherever it is — a BaseException,
so no ``except Exception`` in the engine, the bots or Flask can swallow it — and the guard
answers 503 problem+json ``time_limit`` through the application's own after-request steps
(request id, metrics, language), so gunicorn logs it as one access-log line. The worker's
address-space ceiling makes an over-large allocation raise MemoryError: answered 503
``memory_limit``, and the worker is marked spent so that it exits after the response and
gunicorn forks a fresh one (its heap may be fragmented or an object half-built).

Signals and timers belong to a process's main thread: the guard is for gunicorn's sync workers,
never for a threaded server or the test client.
"""

from __future__ import annotations

import signal
import sys
import time
import traceback
from collections.abc import Callable, Iterable
from types import FrameType
from typing import Any

from flask import Flask, Response, request

from service.api.problems import ApiProblem, problem_response

#: In the WSGI environ: the worker must be replaced once this response is sent.
SPENT = "kortdomaren.worker_spent"

WsgiApp = Callable[[dict[str, Any], Callable[..., Any]], Iterable[bytes]]


class DeadlinePassed(BaseException):
    """The request's deadline passed (raised by the SIGALRM handler in the worker, or by the
    worker's SIGABRT handler at gunicorn's timeout: then the argument says so)."""


class Guard:
    """The application with a per-request deadline, MemoryError answered, and the request in
    progress remembered (gunicorn's own timeout answers it: ``service/ops/worker.py``)."""

    def __init__(self, app: Flask, deadline_s: float, trusted: Callable[[str], bool]) -> None:
        self.app = app
        self.deadline_s = deadline_s
        self.trusted = trusted
        self.current: dict[str, Any] | None = None  # the environ of the request in progress
        self.started = 0.0  # its time.monotonic() at the start
        self.computing = False  # inside the application: no byte of the response sent yet
        app.register_error_handler(MemoryError, self._out_of_memory)
        if deadline_s > 0:
            signal.signal(signal.SIGALRM, self._alarm)

    def _alarm(self, signum: int, frame: FrameType | None) -> None:
        raise DeadlinePassed

    def _out_of_memory(self, error: MemoryError) -> Response:
        # Free what the failed request built (its frames hang from the traceback) before
        # answering, and have the worker replaced after the answer.
        traceback.clear_frames(error.__traceback__)
        request.environ[SPENT] = True
        self.app.logger.error("memory limit: the worker's ceiling was reached; replacing it")
        return problem_response(ApiProblem(503, "memory_limit"))

    def __call__(self, environ: dict[str, Any], start_response: Callable[..., Any]) -> Any:
        self.current, self.started, self.computing = environ, time.monotonic(), True
        self._client_address(environ)
        try:
            try:
                if self.deadline_s > 0:
                    signal.setitimer(signal.ITIMER_REAL, self.deadline_s)
                return self.app(environ, start_response)
            finally:
                if self.deadline_s > 0:
                    signal.setitimer(signal.ITIMER_REAL, 0)
                self.computing = False
        except DeadlinePassed:
            self.computing = False
            return self._time_limit(environ, start_response)

    def _client_address(self, environ: dict[str, Any]) -> None:
        """REMOTE_ADDR (and so the access log's remote_addr) is the client nginx names in
        X-Forwarded-For, when the connection comes from a trusted proxy (gunicorn's
        ``forwarded_allow_ips``: loopback); nginx sends exactly one address."""
        forwarded = environ.get("HTTP_X_FORWARDED_FOR")
        if forwarded and self.trusted(environ.get("REMOTE_ADDR", "")):
            client = forwarded.rpartition(",")[2].strip()
            if client and len(client) <= 45:
                environ["REMOTE_ADDR"] = client

    def _time_limit(self, environ: dict[str, Any], start_response: Callable[..., Any]) -> Any:
        exc_info = sys.exc_info()
        limit = str(exc_info[1]) or f"the {self.deadline_s:g} s deadline"
        with self.app.request_context(environ):
            self.app.logger.warning(
                "time limit: %s %s passed %s",
                environ.get("REQUEST_METHOD"),
                environ.get("PATH_INFO"),
                limit,
            )
            response = self.app.process_response(problem_response(ApiProblem(503, "time_limit")))

        def restart(status: str, headers: list[tuple[str, str]], _: Any = None) -> Any:
            # the application may have begun its answer before the alarm: replace it
            return start_response(status, headers, exc_info)

        return response(environ, restart)
