#!/usr/bin/env python3
"""The worst cost of a request under the body limit, per endpoint and game.

Every request ``tests/support/adversarial.py`` builds (positions played by costly policies,
crowded last-round tables, long histories, replays, chains of sealed tokens up to the body
limit, bodies filled to the limit, the catalogue and the conformance kit) is sent to the
application in this process through the Flask test client, with the application's objects
frozen out of the garbage collector as gunicorn's ``pre_fork`` does. Per request: CPU time of
this process (``time.process_time``, best of three for the slow ones: a shared machine's slow
moment is not the request's cost) and the peak of Python's allocations while it is answered
(``tracemalloc``, in a run of its own). The budget: 250 ms of CPU and 64 MB.

Prints the worst per endpoint × game with the request's name and the SHA-256 of its body (its
first 16 digits), and the table of figures; ``--write-vectors`` also writes the worst ten
requests by CPU and the worst three by memory of every endpoint to
``tests/vectors/worst_cost/<endpoint>.json`` (``tests/api/test_worst_cost.py`` re-runs them).

    .venv/bin/python benchmarks/worst_cost.py [--seeds 1] [--games kasino,1000]
        [--no-bodies] [--write-vectors]

About 6 minutes for every game with one seed (15,800 requests; the vectors were written so),
at a quiet moment of the shared two-core machine; 13 at a load average of 10.
"""

from __future__ import annotations

import argparse
import gc
import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from service import create_app  # noqa: E402
from service.games import GAMES  # noqa: E402
from tests.support.adversarial import (  # noqa: E402
    ENDPOINTS,
    KEYS,
    Request,
    game_requests,
    read_only,
)
from tests.support.cost_vectors import Cost, measure, vector, write_vectors  # noqa: E402

CPU_BUDGET = 0.250
MEMORY_BUDGET = 64 * 2**20
VECTORS = ROOT / "tests" / "vectors" / "worst_cost"
#: Requests re-measured best of three when one run takes longer than this.
RECHECK = 0.005


def run(games: list[str], seeds: int, bodies: bool) -> list[tuple[Request, Cost]]:
    app = create_app({"TESTING": True, "SEAL_KEYS": KEYS})
    client = app.test_client()
    gc.collect()
    gc.freeze()
    found: list[tuple[Request, Cost]] = []
    sources = [("read-only", read_only())]
    sources += [(game, game_requests(client, game, seeds, bodies=bodies)) for game in games]
    for label, requests in sources:
        start, count = time.monotonic(), 0
        for item in requests:
            cost = measure(client, item, tries=1)
            if cost.cpu > RECHECK:
                cost = measure(client, item, tries=3)
            found.append((item, cost))
            count += 1
        print(f"# {label}: {count} requests, {time.monotonic() - start:.0f} s", flush=True)
    return found


def table(found: list[tuple[Request, Cost]], games: list[str]) -> None:
    worst: dict[tuple[str, str], tuple[Request, Cost]] = {}
    heaviest: dict[tuple[str, str], Cost] = {}
    for item, cost in found:
        key = (item.endpoint, item.game)
        if key not in worst or cost.cpu > worst[key][1].cpu:
            worst[key] = (item, cost)
        if key not in heaviest or cost.peak > heaviest[key].peak:
            heaviest[key] = cost
    print("\n## Worst request per endpoint × game (CPU ms of the worst by CPU; peak MB)\n")
    columns = [g for g in ["", *games] if any(k[1] == g for k in worst)]
    print("| endpoint | " + " | ".join(g or "(all)" for g in columns) + " |")
    print("|---|" + "---|" * len(columns))
    for endpoint in ENDPOINTS:
        cells = []
        for game in columns:
            if (endpoint, game) not in worst:
                cells.append("")
                continue
            cpu = worst[endpoint, game][1].cpu * 1000
            peak = heaviest[endpoint, game].peak / 2**20
            cells.append(f"{cpu:.1f} / {peak:.1f}")
        print(f"| {endpoint} | " + " | ".join(cells) + " |")
    print("\n## The request behind each worst CPU figure\n")
    for (endpoint, game), (item, cost) in sorted(worst.items()):
        print(
            f"{endpoint:12} {game or '(all)':17} {cost.cpu * 1000:7.1f} ms"
            f" {cost.peak / 2**20:6.1f} MB {cost.status} sha256:{item.digest()}"
            f" {len(item.body or b''):6} B  {item.name}"
        )


def verdict(found: list[tuple[Request, Cost]]) -> int:
    over = [
        (item, cost) for item, cost in found if cost.cpu > CPU_BUDGET or cost.peak > MEMORY_BUDGET
    ]
    statuses: dict[int, int] = defaultdict(int)
    for _, cost in found:
        statuses[cost.status] += 1
    print(f"\n{len(found)} requests; answers by status: {dict(sorted(statuses.items()))}")
    for item, cost in over:
        print(f"OVER BUDGET: {cost.cpu * 1000:.1f} ms {cost.peak / 2**20:.1f} MB {item.name}")
    errors = [item.name for item, cost in found if cost.status >= 500]
    for name in errors:
        print(f"5xx: {name}")
    return 1 if over or errors else 0


def save_vectors(found: list[tuple[Request, Cost]]) -> None:
    VECTORS.mkdir(parents=True, exist_ok=True)
    for endpoint in ENDPOINTS:
        mine = [(item, cost) for item, cost in found if item.endpoint == endpoint]
        chosen = sorted(mine, key=lambda pair: -pair[1].cpu)[:10]
        for pair in sorted(mine, key=lambda pair: -pair[1].peak)[:3]:
            if pair not in chosen:
                chosen.append(pair)
        about = (
            f"The costliest {endpoint} requests found by benchmarks/worst_cost.py: the ten "
            "worst by CPU and the three worst by peak memory, with the figures measured "
            "when they were written (CPU ms of this process, best of three; tracemalloc "
            "peak MB). Regenerate with benchmarks/worst_cost.py --write-vectors."
        )
        path = VECTORS / f"{endpoint}.json"
        write_vectors(path, about, [vector(item, cost) for item, cost in chosen])
        print(f"wrote {path.relative_to(ROOT)} ({path.stat().st_size} B)")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=1, help="deals per policy and options")
    parser.add_argument("--games", default="", help="comma-separated game ids (default: all)")
    parser.add_argument("--no-bodies", action="store_true", help="skip the filled bodies")
    parser.add_argument("--write-vectors", action="store_true")
    args = parser.parse_args()
    games = [g for g in args.games.split(",") if g] or [game.id for game in GAMES]
    found = run(games, args.seeds, not args.no_bodies)
    table(found, games)
    status = verdict(found)
    if args.write_vectors:
        save_vectors(found)
    return status


if __name__ == "__main__":
    sys.exit(main())
