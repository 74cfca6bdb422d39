"""GET /metrics after real play: the counters say exactly what was asked and answered."""

from __future__ import annotations

import concurrent.futures
import glob
import os
import time
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from flask import Flask
from prometheus_client.mmap_dict import MmapedDict, mmap_key
from prometheus_client.multiprocess import MultiProcessCollector
from prometheus_client.parser import text_string_to_metric_families

from service import create_app
from tests.ops.play import Played, play_deal
from tests.ops.servers import gunicorn, json_post, request

Labels = Mapping[str, str]


def samples(text: str, before: str = "") -> dict[tuple[str, frozenset[tuple[str, str]]], float]:
    """Every sample of an exposition, keyed by name and label set (less those of ``before``)."""
    earlier = samples(before) if before else {}
    return {
        key: sample.value - earlier.get(key, 0.0)
        for family in text_string_to_metric_families(text)
        for sample in family.samples
        for key in [(sample.name, frozenset(sample.labels.items()))]
    }


def value(scraped: Mapping[Any, float], name: str, **labels: str) -> float:
    return scraped.get((name, frozenset(labels.items())), 0.0)


def illegal_calls(post: Any, state: dict[str, Any], move: dict[str, Any]) -> None:
    """The move played out of turn through validate, apply and replay: one violation each."""
    wrong = {**move, "player": 1 - move["player"]}
    status, _, verdict = post("/v1/games/kasino/validate", {"state": state, "move": wrong})
    assert status == 200 and [v["rule"] for v in verdict["violations"]] == ["CORE-TURN-1"]
    status, _, problem = post("/v1/games/kasino/apply", {"state": state, "move": wrong})
    assert status == 422 and [v["rule"] for v in problem["violations"]] == ["CORE-TURN-1"]
    status, _, replay = post("/v1/games/kasino/replay", {"state": state, "moves": [move, move]})
    assert status == 200 and replay["stopped_at"] == 1, replay


def check_counters(text: str, played: Played, extra_validates: int = 0, before: str = "") -> None:
    scraped = samples(text, before)
    for endpoint, count in (
        ("deal", 1),
        ("legal_moves", played.requests["legal-moves"]),
        ("apply", played.requests["apply"]),
        ("validate", 1 + extra_validates),
        ("replay", 1),
    ):
        assert (
            value(
                scraped,
                "kortdomaren_requests_total",
                endpoint=endpoint,
                game="kasino",
                status="200",
            )
            == count
        ), endpoint
        latency = value(scraped, "kortdomaren_request_duration_seconds_count", endpoint=endpoint)
        assert latency == count + (endpoint == "apply"), endpoint  # + the 422 below
    assert (
        value(scraped, "kortdomaren_requests_total", endpoint="apply", game="kasino", status="422")
        == 1
    )
    assert (
        value(
            scraped,
            "kortdomaren_requests_total",
            endpoint="catalogue_entry",
            game="unknown",
            status="404",
        )
        == 1
    )
    assert value(scraped, "kortdomaren_deals_total", game="kasino") == 1
    # the one wrong move, cited by validate, by apply's 422 and by replay's second verdict
    assert (
        value(scraped, "kortdomaren_verdict_violations_total", game="kasino", rule="CORE-TURN-1")
        == 3
    )
    violations = [
        key
        for key, count in scraped.items()
        if key[0] == "kortdomaren_verdict_violations_total" and count
    ]
    assert len(violations) == 1, violations
    assert (
        value(scraped, "kortdomaren_request_duration_seconds_bucket", endpoint="apply", le="+Inf")
        == played.requests["apply"] + 1
    )


def play_and_probe(post: Any, get_unknown: Any) -> Played:
    """A whole Kasino deal, then one move out of turn at its start, then an unknown game."""
    played = play_deal(post, "kasino", 2, seed=7)
    listing = played.call(post, "kasino", "legal-moves", {"state": played.first_state})
    illegal_calls(post, played.first_state, listing["moves"][0])
    get_unknown()
    return played


def test_metrics_in_process_count_a_played_deal_exactly() -> None:
    app: Flask = create_app({"TESTING": True})
    client = app.test_client()

    def post(path: str, body: Any) -> tuple[int, Any, Any]:
        answer = client.post(path, json=body)
        return answer.status_code, answer.headers, answer.get_json()

    # what this app counted (the difference, should the process share its values with other
    # apps: multiprocess mode, if PROMETHEUS_MULTIPROC_DIR was set when it was imported)
    before = client.get("/metrics").get_data(as_text=True)
    played = play_and_probe(post, lambda: client.get("/v1/games/no-such-game"))
    scrape = client.get("/metrics")
    assert scrape.status_code == 200
    assert scrape.content_type.startswith("text/plain; version=0.0.4")
    check_counters(scrape.get_data(as_text=True), played, before=before)


def test_metrics_of_two_gunicorn_workers_add_up(tmp_path: Path) -> None:
    """Through the production config with 2 workers: whichever worker answers /metrics, the
    counts are every worker's (multiprocess mode), and a stale file of an earlier server in the
    operator's directory is wiped at start."""
    metrics_dir = tmp_path / "prometheus"
    metrics_dir.mkdir()
    stale = MmapedDict(str(metrics_dir / "counter_1.db"))
    labels = ("endpoint", "game", "status")
    stale.write_value(
        mmap_key(
            "kortdomaren_requests",
            "kortdomaren_requests_total",
            labels,
            ("healthz", "", "200"),
            "stale",
        ),
        1000.0,
        0.0,
    )
    stale.close()
    with gunicorn(tmp_path, 2, {"PROMETHEUS_MULTIPROC_DIR": str(metrics_dir)}) as server:
        post = json_post(server.port)
        played = play_and_probe(post, lambda: request(server.port, "GET", "/v1/games/no-such-game"))
        # a burst on four connections at once, so that both workers answer some
        state = played.first_state
        move = {"player": state["to_move"], "card": state["hands"][state["to_move"]][0]}
        burst = 40
        with concurrent.futures.ThreadPoolExecutor(4) as pool:
            answers = list(
                pool.map(
                    lambda _: post("/v1/games/kasino/validate", {"state": state, "move": move}),
                    range(burst),
                )
            )
        assert all(status == 200 for status, _, _ in answers)
        readiness = sum(1 for line in server.access_log() if line["path"] == "/readyz")
        status, headers, raw = request(server.port, "GET", "/metrics")
        assert status == 200 and headers["content-type"].startswith("text/plain")
        text = raw.decode()
        check_counters(text, played, extra_validates=burst)
        scraped = samples(text)
        assert (
            value(scraped, "kortdomaren_requests_total", endpoint="readyz", game="", status="200")
            == readiness
        )
        assert (
            value(scraped, "kortdomaren_requests_total", endpoint="healthz", game="", status="200")
            == 0
        )  # the stale file was wiped
        per_worker = worker_validates(glob.glob(str(metrics_dir / "counter_*.db")))
        busy = [count for count in per_worker.values() if count]
        assert len(busy) == 2, per_worker
        assert sum(busy) == 1 + burst
        log = server.access_log()
        assert all(len(line["request_id"]) == 32 for line in log), log[-1]
    assert not any(Path(path).name == "counter_1.db" for path in os.listdir(metrics_dir))


def worker_validates(paths: Iterable[str]) -> dict[str, float]:
    """validate 200s counted in each worker's own file."""
    counts = {}
    for path in paths:
        total = 0.0
        for metric in MultiProcessCollector.merge([path]):
            for sample in metric.samples:
                if sample.name == "kortdomaren_requests_total" and sample.labels == {
                    "endpoint": "validate",
                    "game": "kasino",
                    "status": "200",
                }:
                    total += sample.value
        counts[Path(path).name] = total
    return counts


def test_recycled_workers_are_folded_into_one_archive(tmp_path: Path) -> None:
    """Workers recycled every 7 requests: no count is lost or doubled, and the directory keeps
    one pair of files per live worker plus the archive pair instead of a pair per worker ever."""
    metrics_dir = tmp_path / "prometheus"
    env = {
        "PROMETHEUS_MULTIPROC_DIR": str(metrics_dir),
        "GUNICORN_CMD_ARGS": "--max-requests 7 --max-requests-jitter 0",
    }
    with gunicorn(tmp_path, 2, env) as server:
        sent = 60
        for _ in range(sent):
            assert request(server.port, "GET", "/healthz")[0] == 200
        deadline = time.monotonic() + 10
        while len(list(metrics_dir.glob("*.db"))) > 6 and time.monotonic() < deadline:
            time.sleep(0.1)  # the master reaps and folds the last recycled worker
        files = sorted(path.name for path in metrics_dir.glob("*.db"))
        assert len(files) <= 6 and "counter_archive.db" in files, files
        status, _headers, raw = request(server.port, "GET", "/metrics")
        assert status == 200
        scraped = samples(raw.decode())
        readiness = sum(1 for line in server.access_log() if line["path"] == "/readyz")
        recycled = server.stderr.read_text().count("Autorestarting worker")
    assert recycled >= 5
    assert (
        value(scraped, "kortdomaren_requests_total", endpoint="healthz", game="", status="200")
        == sent
    )
    assert (
        value(scraped, "kortdomaren_requests_total", endpoint="readyz", game="", status="200")
        == readiness
    )
    assert value(scraped, "kortdomaren_request_duration_seconds_count", endpoint="healthz") == sent
    assert (
        value(scraped, "kortdomaren_request_duration_seconds_bucket", endpoint="healthz", le="+Inf")
        == sent
    )
