#!/usr/bin/env python3
"""Where a Kasino validate or apply request spends its time, in-process, step by step.

The HTTP ratios of ``throughput.py`` depend on the work a request adds to the no-op endpoint's.
This script takes the same bodies (``throughput.bodies``: a mid-deal state and a legal capture)
through the Flask app in-process (no server, no sockets) for ``/v1/noop``, validate and apply,
then times each step the view takes on its own: the JSON parse, the schema's fast loader, the
options, building the state, checking it, the move, the rules, and for apply the successor and
the response. Times are CPU time, the fastest of ``--rounds`` rounds of ``--number`` calls.

A step timed alone runs with warm caches; inside a request the same step costs more (each
step's code and data are cold by then), so the steps add up to less than the request. For
exact, repeatable counts on a busy machine, run a step under callgrind instead, e.g.
``valgrind --tool=callgrind --collect-atstart=no --toggle-collect=functools_reduce`` around a
``functools.reduce`` loop over the step (instructions per call, free of the machine's load).

    .venv/bin/python benchmarks/request_parts.py [--number 3000] [--rounds 5]
"""

from __future__ import annotations

import os
import sys

_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:] = [p for p in sys.path if os.path.abspath(p or ".") != _HERE] + [_HERE]

import argparse  # noqa: E402
import io  # noqa: E402
from collections.abc import Callable  # noqa: E402
from typing import Any  # noqa: E402

import orjson  # noqa: E402
from _common import KASINO, clock, header, print_table, timed  # noqa: E402  (sys.path first)
from throughput import bodies  # noqa: E402

from service import create_app  # noqa: E402
from service.api.families import FISHING  # noqa: E402
from service.games.fishing import wire  # noqa: E402


def wsgi_call(app: Any, path: str, body: bytes) -> Callable[[], None]:
    """One POST of ``body`` to ``path`` through the WSGI app, response read and closed."""

    def call() -> None:
        environ = {
            "REQUEST_METHOD": "POST",
            "PATH_INFO": path,
            "SERVER_NAME": "127.0.0.1",
            "SERVER_PORT": "80",
            "SERVER_PROTOCOL": "HTTP/1.1",
            "wsgi.url_scheme": "http",
            "wsgi.input": io.BytesIO(body),
            "wsgi.errors": sys.stderr,
            "CONTENT_TYPE": "application/json",
            "CONTENT_LENGTH": str(len(body)),
        }
        result = app(environ, lambda status, headers, exc_info=None: None)
        b"".join(result)
        getattr(result, "close", lambda: None)()

    return call


def steps(raw: bytes) -> list[tuple[str, Callable[[], Any]]]:
    """Each step of a validate or apply view, on the benchmark body, in request order."""
    body = orjson.loads(raw)
    data = FISHING.load("MoveRequest", body)
    plain = data["state"]
    players = plain["players"]
    options = KASINO.resolve_options(plain["options"], players, "/state/options")
    state = FISHING.state_from_plain(KASINO, plain)
    move = FISHING.move_from_plain(KASINO, data["move"], "/move")
    outcome = KASINO.apply(state, move)
    zones = KASINO.rules(options).zones
    return [
        ("JSON parse (orjson)", lambda: orjson.loads(raw)),
        ("schema fast loader", lambda: FISHING.load("MoveRequest", body)),
        ("options", lambda: KASINO.resolve_options(plain["options"], players, "/state/options")),
        ("state built", lambda: wire.state_from_plain(plain, options, zones)),
        ("state checked", lambda: KASINO.check_state(state)),
        ("move", lambda: FISHING.move_from_plain(KASINO, data["move"], "/move")),
        ("validate (rules)", lambda: KASINO.validate(state, move)),
        ("apply (rules, incl. validate)", lambda: KASINO.apply(state, move)),
        (
            "apply response (state and JSON)",
            lambda: orjson.dumps(
                {"state": FISHING.state_to_plain(outcome.state), "events": list(outcome.events)}
            ),
        ),
    ]


def fastest(fn: Callable[[], Any], number: int, rounds: int) -> float:
    for _ in range(min(number, 200)):
        fn()
    return min(timed(fn, clock, number) for _ in range(rounds))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--number", type=int, default=3000, help="calls per round")
    parser.add_argument("--rounds", type=int, default=5, help="rounds (the fastest counts)")
    args = parser.parse_args()
    header("Kasino request, step by step, in-process (benchmarks/request_parts.py)")
    move_body, _listing_body, described = bodies(11, 13)
    raw = orjson.dumps(move_body)
    print(f"body    : {len(raw)} bytes; {described}\n")

    app = create_app({"NOOP_ENDPOINT": True})
    whole = {
        name: fastest(wsgi_call(app, path, raw), args.number, args.rounds)
        for name, path in (
            ("noop", "/v1/noop"),
            ("validate", "/v1/games/kasino/validate"),
            ("apply", "/v1/games/kasino/apply"),
        )
    }
    print_table(
        [
            [name, f"{seconds * 1e6:.1f} µs", f"{(seconds - whole['noop']) * 1e6:+.1f} µs"]
            for name, seconds in whole.items()
        ],
        ["whole request (WSGI, no server)", "CPU per call", "over the no-op"],
    )
    print()
    extra = whole["validate"] - whole["noop"]
    rows = []
    for name, fn in steps(raw):
        seconds = fastest(fn, args.number, args.rounds)
        rows.append([name, f"{seconds * 1e6:.1f} µs", f"{100 * seconds / extra:.0f} %"])
    print_table(rows, ["step alone (warm)", "CPU per call", "of validate's extra"])


if __name__ == "__main__":
    main()
