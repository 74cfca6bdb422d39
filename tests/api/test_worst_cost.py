"""The costliest requests found under the body limit cost a worker at most 250 ms of CPU and
64 MB of memory, on every endpoint and game (``suggest`` aside: bounded by its budget).

``benchmarks/worst_cost.py`` drives the adversarial generator (``tests/support/adversarial.py``:
crowded last-round tables, long histories, maximal hands, forced captures, many builds, long
replays and chains of sealed tokens up to the body limit, the largest listings, bodies filled
to the limit) and writes the worst ten requests by CPU and the worst three by peak memory of
every endpoint to ``tests/vectors/worst_cost/<endpoint>.json``, with the figures measured then.
This module re-runs every vector.

Measured as in a worker: the application's objects frozen out of the garbage collector (as
gunicorn's ``pre_fork`` does), CPU time of this process (``time.process_time``: a loaded
machine stretches wall time far more than CPU time), the best of three runs; memory as the
peak of Python's allocations while the request is answered (``tracemalloc``, a run of its
own). The tolerance for a loaded CI machine: each vector must stay under the budget itself,
and when the vectors were written every one of them cost at most 1/:data:`TOLERANCE` of it
(:func:`test_the_vectors_were_in_budget_when_written`), so the re-run fails only when a
request's CPU time has grown by more than that factor (a load average of 10 on the shared
two-core machine stretched the chains' CPU time by 1.1–1.2 in December 2026, wall time by far
more; the cheap requests, stretched more, have a far larger margin). A chain of sealed tokens
is stored as its recipe (its tokens would not compress) and played again here: another shuffle,
the same kind of play, as many tokens as the body limit allows.
"""

from __future__ import annotations

import gc
import hashlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import orjson
import pytest
from flask.testing import FlaskClient

from service import create_app
from tests.support.adversarial import BODY_LIMIT, ENDPOINTS, KEYS
from tests.support.cost_vectors import from_vector, measure

CPU_BUDGET = 0.250
"""Seconds of CPU one request may cost a worker."""
MEMORY_BUDGET = 64 * 2**20
"""Bytes one request may allocate at its peak."""
TOLERANCE = 1.6
"""How much a written vector's cost may grow on a loaded machine before the re-run fails."""
VECTORS = Path(__file__).resolve().parents[1] / "vectors" / "worst_cost"


def _vectors() -> Iterator[tuple[str, dict[str, Any]]]:
    for endpoint in ENDPOINTS:
        document = orjson.loads((VECTORS / f"{endpoint}.json").read_bytes())
        for entry in document["vectors"]:
            yield endpoint, entry


VECTOR_LIST = list(_vectors())


@pytest.fixture(scope="module")
def worker() -> Iterator[FlaskClient]:
    """The application with the vectors' sealing key and its objects frozen, as a worker."""
    client = create_app({"TESTING": True, "SEAL_KEYS": KEYS}).test_client()
    gc.collect()
    gc.freeze()
    yield client
    gc.unfreeze()


def test_every_endpoint_has_vectors() -> None:
    found = {endpoint for endpoint, _ in VECTOR_LIST}
    assert found == set(ENDPOINTS)
    assert all(
        sum(1 for e, _ in VECTOR_LIST if e == endpoint) >= 10 for endpoint in ENDPOINTS
    )


def test_the_vectors_were_in_budget_when_written() -> None:
    """Written with the tolerance to spare: at most 156 ms of CPU and 40 MB each."""
    over = [
        f"{endpoint}: {entry['name']} {entry['measured']}"
        for endpoint, entry in VECTOR_LIST
        if entry["measured"]["cpu_ms"] > CPU_BUDGET * 1000 / TOLERANCE
        or entry["measured"]["peak_mb"] > MEMORY_BUDGET / 2**20 / TOLERANCE
    ]
    assert not over, "\n".join(over)


@pytest.mark.parametrize(
    ("endpoint", "entry"),
    VECTOR_LIST,
    ids=[f"{endpoint}-{number}" for number, (endpoint, _) in enumerate(VECTOR_LIST)],
)
def test_a_worst_request_is_in_budget(
    worker: FlaskClient, endpoint: str, entry: dict[str, Any]
) -> None:
    item = from_vector(worker, entry, endpoint)
    assert item.body is None or len(item.body) <= BODY_LIMIT, entry["name"]
    cost = measure(worker, item, tries=3, enough=CPU_BUDGET / 4)
    assert cost.status < 500, entry["name"]
    if "recipe" not in entry:  # the same body, answered as it was
        assert hashlib.sha256(item.body or b"").hexdigest() == entry["sha256"]
        assert cost.status == entry["measured"]["status"], entry["name"]
    figures = f"{cost.cpu * 1000:.1f} ms, {cost.peak / 2**20:.1f} MB: {entry['name']}"
    assert cost.cpu < CPU_BUDGET, figures
    assert cost.peak < MEMORY_BUDGET, figures
