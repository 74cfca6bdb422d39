"""The sealed benchmarks still start against today's API.

Benchmarks are scripts, not timed tests, so nothing ran them when seat binding landed, and
both sealed ones broke: they asked a bound deal for the other seat's moves. These run only
their set-up (a sealed deal played to mid-deal, and each request they measure answered once),
not their measurements.
"""

from __future__ import annotations

import importlib
import json
import urllib.request
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from service.seal.keys import new_key_entry, parse_keys
from tests.support.server import ROOT, gunicorn

BENCHMARKS = ROOT / "benchmarks"


def benchmark(name: str, monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    monkeypatch.syspath_prepend(str(BENCHMARKS))
    return importlib.import_module(name)


def test_sealed_cost_sets_up_every_request_it_measures(monkeypatch: pytest.MonkeyPatch) -> None:
    sealed_cost = benchmark("sealed_cost", monkeypatch)
    _app, _ring, requests, body = sealed_cost.setup(11, 13)  # answers each request once: 200
    assert set(requests) == {
        "noop (sealed body)",
        "sealed validate",
        "sealed apply, 2 views",
        "sealed apply, 0 views",
        "sealed apply, 1 view (bound)",
    }
    assert body["token"].startswith("kasino.")


def post(base: str, path: str, body: dict[str, Any]) -> Any:
    request = urllib.request.Request(
        base + path, json.dumps(body).encode(), {"content-type": "application/json"}
    )
    with urllib.request.urlopen(request, timeout=20) as answer:
        return json.load(answer)


def test_sealed_throughputs_bodies_are_answered(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    sealed_throughput = benchmark("sealed_throughput", monkeypatch)
    entry = new_key_entry("bench")
    monkeypatch.setenv("KORTDOMAREN_SEAL_KEYS", entry)
    with gunicorn(tmp_path / "log") as base:
        port = int(base.rsplit(":", 1)[1])
        sealed, _text = sealed_throughput.sealed_body(port, 11, 13)
        bound = sealed_throughput.bound_body(parse_keys(entry), sealed)
        for body in (sealed, bound):
            assert post(base, "/v1/games/kasino/validate", body)["legal"] is True
            answer = post(base, "/v1/games/kasino/apply", body)
        assert [view["seat"] for view in answer["views"]] == [sealed["move"]["player"]]
