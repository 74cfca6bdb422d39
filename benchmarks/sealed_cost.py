#!/usr/bin/env python3
"""Where a sealed request's time goes: the app's CPU per request, in-process, against the no-op.

The HTTP benchmark (sealed_throughput.py) needs a quiet machine; on a shared one its rounds
swing by a third. This one calls the WSGI app directly (no sockets, no gunicorn; the same
Flask hooks, metrics and request ids as served), each request the fastest of several rounds
of CPU time, endpoints interleaved: the no-op with the sealed body, sealed validate, and sealed
apply answering every seat's view, one seat's (a seat-bound token) and none (``views: []``).
Then the parts of the sealed path one by one (token open, the state built, the successor
sealed, one view). A served request adds a fixed cost of its own (gunicorn, sockets, HTTP
parsing) to each figure, so served ratios are nearer 1 than these.

    .venv/bin/python benchmarks/sealed_cost.py [--rounds 7] [--instructions 200]

``--instructions N`` also counts each request's CPU instructions under callgrind (valgrind),
which the machine's load does not change: the figure to compare two trees by.
"""

from __future__ import annotations

import os
import sys

_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:] = [p for p in sys.path if os.path.abspath(p or ".") != _HERE] + [_HERE]

import argparse  # noqa: E402
import dataclasses  # noqa: E402
import functools  # noqa: E402
import gc  # noqa: E402
import io  # noqa: E402
import json  # noqa: E402
import random  # noqa: E402
import subprocess  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402
from collections.abc import Callable  # noqa: E402
from typing import Any  # noqa: E402
from unittest import mock  # noqa: E402

import _common  # noqa: E402

from service import create_app  # noqa: E402
from service.api.families import FAMILIES  # noqa: E402
from service.games import find_game  # noqa: E402
from service.seal.keys import new_key_entry, parse_keys  # noqa: E402
from service.seal.token import open_token, seal  # noqa: E402

#: The requests a tree from before seat binding and ``views`` can answer too.
BASE_CASES = ("noop (sealed body)", "sealed validate", "sealed apply, 2 views")


def setup(
    seed: int, plays: int, bound_too: bool = True
) -> tuple[Any, Any, dict[str, Callable[[], None]], dict[str, Any]]:
    """The app, its key ring, one call per request measured, and the sealed body."""
    ring = parse_keys(new_key_entry("bench"))
    app = create_app({"SEAL_KEYS": ring, "NOOP_ENDPOINT": True})
    client = app.test_client()

    def post(path: str, body: dict[str, Any]) -> Any:
        answer = client.post(path, json=body)
        assert answer.status_code == 200, answer.get_data()[:300]
        return answer.get_json()

    def mid_deal() -> dict[str, Any]:
        """The same deal in every process: a fixed server seed (its cost is the same)."""
        rng = random.Random(seed)
        deal = {"players": 2, "sealed": True}
        fixed = random.Random(seed).randbytes
        with mock.patch("service.api.sealing.secrets.token_bytes", fixed):
            token = post("/v1/games/kasino/deals", deal)["token"]
        for _ in range(plays):
            moves = post("/v1/games/kasino/legal-moves", {"token": token})["moves"]
            move = rng.choice(moves)
            token = post("/v1/games/kasino/apply", {"token": token, "move": move})["token"]
        moves = post("/v1/games/kasino/legal-moves", {"token": token})["moves"]
        captures = [m for m in moves if m.get("capture")]
        return {"token": token, "move": (captures or moves)[0]}

    body = mid_deal()

    def wsgi(path: str, data: dict[str, Any]) -> Callable[[], None]:
        raw = json.dumps(data, separators=(",", ":")).encode()
        base = {
            "REQUEST_METHOD": "POST",
            "PATH_INFO": path,
            "SERVER_NAME": "bench",
            "SERVER_PORT": "80",
            "SERVER_PROTOCOL": "HTTP/1.1",
            "CONTENT_TYPE": "application/json",
            "CONTENT_LENGTH": str(len(raw)),
            "wsgi.url_scheme": "http",
            "wsgi.errors": sys.stderr,
            "wsgi.multithread": False,
            "wsgi.multiprocess": True,
            "wsgi.run_once": False,
        }

        def call() -> None:
            environ = {**base, "wsgi.input": io.BytesIO(raw)}
            status: list[str] = []
            out = app(environ, lambda s, h, e=None: status.append(s))
            b"".join(out)
            assert status[0].startswith("200"), status

        call()
        return call

    requests = {
        "noop (sealed body)": wsgi("/v1/noop", body),
        "sealed validate": wsgi("/v1/games/kasino/validate", body),
        "sealed apply, 2 views": wsgi("/v1/games/kasino/apply", body),
    }
    if bound_too:  # a tree from before seat binding and views has these two not
        requests["sealed apply, 0 views"] = wsgi("/v1/games/kasino/apply", {**body, "views": []})
        # the same claims sealed again, bound to the seat to move: the same state and move (a
        # bound token cannot list another seat's moves, so it cannot be played there by apply)
        game, _, sealed = body["token"].partition(".")
        opened = open_token(ring, sealed, game)
        # a bound token carries when it was sealed (it expires; docs/sealed-play.md)
        claims = dataclasses.replace(
            opened, seat=body["move"]["player"], issued=int(time.time())
        )
        bound = {**body, "token": f"{game}.{seal(ring, claims)}"}
        requests["sealed apply, 1 view (bound)"] = wsgi("/v1/games/kasino/apply", bound)
    return app, ring, requests, body


def reduce_calls(case: str, number: int, seed: int, plays: int) -> None:
    """``number`` calls of one request inside one functools.reduce, for callgrind to count."""
    _app, _ring, requests, _body = setup(seed, plays, case not in BASE_CASES)
    call = requests[case]
    for _ in range(50):
        call()
    gc.collect()
    gc.disable()
    functools.reduce(lambda _acc, _item: call(), range(number), None)


def instructions(case: str, number: int, seed: int, plays: int, workdir: str) -> float:
    """Instructions per request of ``case`` under callgrind: free of the machine's load."""
    out = os.path.join(workdir, f"callgrind.{abs(hash(case))}")
    subprocess.run(
        ["valgrind", "--tool=callgrind", "--collect-atstart=no",
         "--toggle-collect=functools_reduce", f"--callgrind-out-file={out}",
         sys.executable, __file__, "--reduce", case, "--number", str(number),
         "--seed", str(seed), "--plays", str(plays)],
        check=True, capture_output=True, timeout=3600,
        env={**os.environ, "PYTHONHASHSEED": "0"},
    )  # fmt: skip
    with open(out) as found:
        for line in found:
            if line.startswith(("summary:", "totals:")):
                return int(line.split()[1]) / number
    raise RuntimeError(f"no totals in {out}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--plays", type=int, default=13)
    parser.add_argument(
        "--instructions",
        type=int,
        metavar="N",
        default=0,
        help="also count instructions per request under callgrind (N requests per case)",
    )
    parser.add_argument("--reduce", help=argparse.SUPPRESS)
    parser.add_argument("--number", type=int, default=100, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.reduce:
        reduce_calls(args.reduce, args.number, args.seed, args.plays)
        return 0
    _common.header("Sealed requests in-process (benchmarks/sealed_cost.py)")
    _app, ring, requests, body = setup(args.seed, args.plays)
    best = {name: float("inf") for name in requests}
    for _ in range(args.rounds):  # interleaved: a busy spell hits every request alike
        for name, call in requests.items():
            best[name] = min(best[name], _common.per_call(call, budget=0.25))
    noop = best["noop (sealed body)"]
    print(f"\n{'request':30} {'µs/request':>10} {'x noop cost':>11}")
    for name, seconds in best.items():
        print(f"{name:30} {seconds * 1e6:10.1f} {seconds / noop:11.2f}")

    game = find_game("kasino")
    assert game is not None
    family = FAMILIES[game.family]
    sealed = body["token"].partition(".")[2]
    claims = open_token(ring, sealed, "kasino")
    state = family.unseal_state(game, claims.state)
    parts = {
        "token open (b64, AES, JSON)": lambda: open_token(ring, sealed, "kasino"),
        "state built from the token": lambda: family.unseal_state(game, claims.state),
        "state to plain (for the token)": lambda: family.seal_state(state),
        "token sealed (JSON, AES, b64)": lambda: seal(ring, claims),
        "one seat's view": lambda: family.view_plain(state, 0),
    }
    print(f"\n{'part of the sealed path':30} {'µs':>7}")
    for name, part in parts.items():
        print(f"{name:30} {_common.per_call(part, budget=0.25) * 1e6:7.1f}")
    print(f"\ntoken: {len(body['token'])} characters")
    if args.instructions:
        print(f"\ninstructions per request (callgrind, {args.instructions} requests per case)")
        counted = {}
        with tempfile.TemporaryDirectory(prefix="kortdomaren-callgrind-") as workdir:
            for name in requests:
                counted[name] = instructions(
                    name, args.instructions, args.seed, args.plays, workdir
                )
                print(
                    f"{name:30} {counted[name]:12,.0f} "
                    f"{counted[name] / counted['noop (sealed body)']:6.2f}x noop",
                    flush=True,
                )
    return 0


if __name__ == "__main__":
    sys.exit(main())
