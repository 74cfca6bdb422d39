"""Prometheus metrics: requests and latency by endpoint, verdicts by rule ID, deals by game.

Under gunicorn, ``gunicorn.conf.py`` sets ``PROMETHEUS_MULTIPROC_DIR`` (a fresh directory per
server start) before the application is imported: every worker then writes its samples to its
own files there, and ``GET /metrics`` in any worker adds up all of them (prometheus_client's
multiprocess mode). Without it (tests, a single process) each application keeps its own registry
in memory. Labels take only values the service itself names (endpoint names, known game ids,
status codes, the engine's rule IDs), so no client can grow the number of series.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import time
from collections.abc import Callable, Iterable, Iterator
from typing import Any

import orjson
from flask import Blueprint, Flask, Response, current_app, request
from prometheus_client import (
    CONTENT_TYPE_PLAIN_0_0_4,
    CollectorRegistry,
    Counter,
    Histogram,
    disable_created_metrics,
    generate_latest,
    multiprocess,
    values,
)
from prometheus_client.mmap_dict import MmapedDict, mmap_key
from prometheus_client.multiprocess import MultiProcessCollector

from service.games import GAMES

#: Seconds; requests take from ~0.2 ms (validate) to ~10 ms (a crowded legal-moves listing).
LATENCY_BUCKETS = (
    0.0005, 0.001, 0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0
)  # fmt: skip

#: The endpoints whose answers carry verdicts, and where in the answer their violations are.
VERDICT_ENDPOINTS = frozenset({"validate", "apply", "replay"})
DEAL_ENDPOINTS = frozenset({"deal", "next_deal"})
_VIOLATION_MARK = b'"violations":[{'  # orjson writes no spaces: absent means no violation
_START = "kortdomaren.metrics.start"
_LOCK_FILE = "scrape.lock"  # a scrape holds it shared, folding a dead worker exclusively
_GAME_IDS = frozenset(game.id for game in GAMES)

# The *_created series (each series' birth time) mean nothing in multiprocess mode, which drops
# them; without it they would only double the exposition.
disable_created_metrics()  # type: ignore[no-untyped-call]

metrics_blueprint = Blueprint("metrics", __name__)


class Metrics:
    """The application's metric families and the registry ``/metrics`` exposes."""

    def __init__(self) -> None:
        # prometheus_client chose where values live when it was imported (multiprocess when
        # PROMETHEUS_MULTIPROC_DIR was set then): follow that choice, not today's environment.
        self.multiprocess = bool(getattr(values.ValueClass, "_multiprocess", False))
        self.failed = False  # a sample was lost (logged once)
        self._requests: dict[tuple[str, str, int], Counter] = {}  # children by label values
        self._latency: dict[str, Histogram] = {}
        # Multiprocess mode: the values live in files, and a fresh registry reads them at each
        # scrape; registering the metrics too would export them twice.
        own = None if self.multiprocess else CollectorRegistry(auto_describe=True)
        self.registry = own
        self.requests = Counter(
            "kortdomaren_requests",
            "HTTP requests answered, by endpoint, game and status.",
            ("endpoint", "game", "status"),
            registry=own,
        )
        self.latency = Histogram(
            "kortdomaren_request_duration_seconds",
            "Time from the request reaching the application to its response, by endpoint.",
            ("endpoint",),
            buckets=LATENCY_BUCKETS,
            registry=own,
        )
        self.violations = Counter(
            "kortdomaren_verdict_violations",
            "Violations cited in validate, apply and replay answers, by game and rule ID.",
            ("game", "rule"),
            registry=own,
        )
        self.deals = Counter(
            "kortdomaren_deals",
            "Deals dealt (new deals and next deals of a match), by game.",
            ("game",),
            registry=own,
        )

    def exposition(self) -> bytes:
        """The text format of every metric (of every worker, in multiprocess mode)."""
        if self.registry is not None:
            return generate_latest(self.registry)
        directory = os.environ["PROMETHEUS_MULTIPROC_DIR"]
        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry, directory)  # type: ignore[no-untyped-call]
        with _locked(directory, fcntl.LOCK_SH):
            return generate_latest(registry)

    def observe(self, response: Response, seconds: float | None) -> None:
        """Count one answered request (called once per request, after its response is made)."""
        endpoint = request.endpoint
        name = "unmatched" if endpoint is None else endpoint.rpartition(".")[2]
        raw_game = (request.view_args or {}).get("game_id")
        game = "" if raw_game is None else raw_game if raw_game in _GAME_IDS else "unknown"
        status = response.status_code
        key = (name, game, status)
        counter = self._requests.get(key)
        if counter is None:  # prometheus' labels() checks and converts: once per label set
            counter = self._requests[key] = self.requests.labels(name, game, status)
        counter.inc()
        if seconds is not None:
            histogram = self._latency.get(name)
            if histogram is None:
                histogram = self._latency[name] = self.latency.labels(name)
            histogram.observe(seconds)
        if name in VERDICT_ENDPOINTS and game != "unknown":
            for rule in _cited_rules(response):
                self.violations.labels(game, rule).inc()
        elif name in DEAL_ENDPOINTS and status == 200:
            self.deals.labels(game).inc()


def _cited_rules(response: Response) -> Iterable[str]:
    """The rule ID of each violation the answer cites (validate and apply's 422: ``violations``;
    replay: each verdict's ``violations``)."""
    if response.direct_passthrough or not response.is_sequence:
        return ()
    body = response.get_data()
    if _VIOLATION_MARK not in body:
        return ()
    data = orjson.loads(body)
    lists = [data.get("violations", ())]
    lists.extend(verdict.get("violations", ()) for verdict in data.get("verdicts", ()))
    return [item["rule"] for violations in lists for item in violations]


@contextlib.contextmanager
def _locked(directory: str, operation: int) -> Iterator[None]:
    with open(os.path.join(directory, _LOCK_FILE), "a+b") as handle:
        fcntl.flock(handle, operation)
        yield  # closing the file releases the lock


def fold_dead_worker(pid: int, directory: str) -> None:
    """Add a dead worker's counters and histograms to the directory's archive files and delete
    its own (called by gunicorn's master in child_exit).

    Counters must outlive their worker, so without this every worker recycled by max_requests
    would leave two files behind and each scrape would read them all: at thousands of files a
    scrape takes seconds. With it the directory holds a pair of files per live worker and one
    archive pair. A scrape takes the lock shared, so it never sees a worker counted twice (in
    the new archive and its own file) or not at all.
    """
    with _locked(directory, fcntl.LOCK_EX):
        for kind in ("counter", "histogram"):
            dead = os.path.join(directory, f"{kind}_{pid}.db")
            if not os.path.exists(dead):
                continue
            archive = os.path.join(directory, f"{kind}_archive.db")
            sources = [path for path in (archive, dead) if os.path.exists(path)]
            fresh = archive + ".new"  # not *.db: no scrape reads it before it replaces archive
            with contextlib.suppress(FileNotFoundError):
                os.remove(fresh)
            merged = MmapedDict(fresh)  # type: ignore[no-untyped-call]
            try:
                for metric in MultiProcessCollector.merge(sources, accumulate=False):  # type: ignore[no-untyped-call]
                    for sample in metric.samples:
                        key = mmap_key(
                            metric.name,
                            sample.name,
                            list(sample.labels),
                            list(sample.labels.values()),
                            metric.documentation,
                        )
                        merged.write_value(key, sample.value, 0.0)  # type: ignore[no-untyped-call]
            finally:
                merged.close()  # type: ignore[no-untyped-call]
            os.replace(fresh, archive)
            os.remove(dead)


@metrics_blueprint.get("/metrics")
def metrics() -> Response:
    body = current_app.extensions["kortdomaren.metrics"].exposition()
    return Response(body, content_type=CONTENT_TYPE_PLAIN_0_0_4)


def register(app: Flask) -> None:
    """Instrument ``app``: time each request from the WSGI call, count it after its response."""
    metrics = Metrics()
    app.extensions["kortdomaren.metrics"] = metrics
    app.register_blueprint(metrics_blueprint)
    inner: Callable[[dict[str, Any], Any], Any] = app.wsgi_app

    def timed(environ: dict[str, Any], start_response: Any) -> Any:
        environ[_START] = time.perf_counter()
        return inner(environ, start_response)

    app.wsgi_app = timed  # type: ignore[method-assign]

    @app.after_request
    def count(response: Response) -> Response:
        start = request.environ.get(_START)
        try:
            metrics.observe(response, None if start is None else time.perf_counter() - start)
        except Exception:  # e.g. the multiprocess directory deleted under a running server
            # Losing a sample must never cost an answer; say so once per process, not per call.
            if not metrics.failed:
                metrics.failed = True
                app.logger.exception("metrics: a request could not be counted")
        return response
