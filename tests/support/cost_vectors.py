"""What a request costs a worker, and the vectors that keep the costliest in the suite.

:func:`measure` answers a request through the Flask test client as a worker would (the objects
alive before it frozen out of the garbage collector, as gunicorn's ``pre_fork`` freezes the
application): CPU time of this process, and the peak of Python's allocations in a run of its
own. A vector stores a request with the figures measured when it was written; a body over
16 KB is packed with xz, and a chain of sealed tokens is stored as its recipe
(:func:`tests.support.adversarial.chain_body` plays it again).
"""

from __future__ import annotations

import base64
import contextlib
import gc
import hashlib
import lzma
import time
import tracemalloc
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import orjson
from flask.testing import FlaskClient

from tests.support.adversarial import Request, chain_body


@dataclass(frozen=True)
class Cost:
    """What one request cost: CPU seconds (best of the tries), peak traced bytes, status."""

    cpu: float
    peak: int
    status: int
    answer: int


def send(client: FlaskClient, item: Request) -> Any:
    if item.method == "GET":
        return client.get(item.path)
    return client.post(item.path, data=item.body, content_type="application/json")


def measure(client: FlaskClient, item: Request, tries: int = 3, enough: float = 0.0) -> Cost:
    """CPU time of this process (best of ``tries``, stopping once one is under ``enough``), then
    the peak of memory Python allocated while answering, traced in a run of its own (tracing
    slows the CPU, so it is not timed)."""
    # as in a worker, whose long-lived objects gunicorn's pre_fork froze: the collections a
    # body's containers set off walk the request's own objects, not every object this process
    # made before it (the positions of the deals played to build the requests)
    gc.freeze()
    best = float("inf")
    response = None
    for _ in range(tries):
        start = time.process_time()
        response = send(client, item)
        best = min(best, time.process_time() - start)
        if best < enough:
            break
    assert response is not None
    tracemalloc.start()
    tracemalloc.reset_peak()
    send(client, item)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return Cost(best, peak, response.status_code, len(response.get_data()))


def packed(body: bytes | None) -> Any:
    """A body as a vector stores it: the JSON itself when small, else xz and base64 (a body
    filled to the limit packs to a few kilobytes)."""
    if body is None:
        return None
    if len(body) <= 16 * 1024:
        with contextlib.suppress(orjson.JSONDecodeError, orjson.JSONEncodeError):
            value = orjson.loads(body)
            if orjson.dumps(value) == body:  # else kept byte for byte (deep nesting…)
                return {"json": value}
    squeezed = lzma.compress(body, preset=9 | lzma.PRESET_EXTREME)
    return {"xz_base64": base64.b64encode(squeezed).decode()}


def unpacked(stored: Any) -> bytes | None:
    if stored is None:
        return None
    if "json" in stored:
        return orjson.dumps(stored["json"])
    return lzma.decompress(base64.b64decode(stored["xz_base64"]))


def vector(item: Request, cost: Cost) -> dict[str, Any]:
    entry: dict[str, Any] = {
        "name": item.name,
        "game": item.game,
        "method": item.method,
        "path": item.path,
        "sha256": hashlib.sha256(item.body or b"").hexdigest(),
        "bytes": len(item.body or b""),
        "measured": {
            "cpu_ms": round(cost.cpu * 1000, 2),
            "peak_mb": round(cost.peak / 2**20, 2),
            "status": cost.status,
        },
    }
    if item.recipe is not None:
        entry["recipe"] = item.recipe
    else:
        entry["body"] = packed(item.body)
    return entry


def write_vectors(path: Path, about: str, vectors: Sequence[dict[str, Any]]) -> None:
    """A vector file: its description, then one compact vector a line (a state's 500-row
    history indented would take thousands of lines)."""
    lines = [orjson.dumps(entry).decode() for entry in vectors]
    text = '{\n  "about": ' + orjson.dumps(about).decode() + ',\n  "vectors": [\n    '
    text += ",\n    ".join(lines) + "\n  ]\n}\n"
    path.write_text(text)


def from_vector(client: FlaskClient, entry: dict[str, Any], endpoint: str) -> Request:
    """The request a vector stores (a chain's recipe played again)."""
    body = chain_body(client, entry["recipe"]) if "recipe" in entry else unpacked(entry["body"])
    return Request(endpoint, entry["game"], entry["name"], entry["method"], entry["path"], body)
