#!/usr/bin/env python3
"""What the metrics and the request id cost a request: this tree against a baseline checkout.

A Kasino validate request (``throughput.bodies``: a mid-deal state and a legal capture), an
illegal one (a violation counted by rule ID) and an apply go through the WSGI app in-process (no
server, no sockets) in two trees: this one and ``--baseline`` (a checkout without the
instrumentation, e.g. a ``git worktree`` of the commit before it). Each measurement runs in a
fresh child process, the trees alternating, and the fastest of ``--rounds`` rounds counts; the
ratio this / baseline is the per-request overhead.

    .venv/bin/python benchmarks/observability.py --baseline /path/to/checkout [--rounds 5]
"""

from __future__ import annotations

import os
import sys

_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:] = [p for p in sys.path if os.path.abspath(p or ".") != _HERE] + [_HERE]

import argparse  # noqa: E402
import json  # noqa: E402
import re  # noqa: E402
import subprocess  # noqa: E402
import tempfile  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

TREE = Path(_HERE).parent
CASES = ("validate", "validate (illegal)", "apply")


def _calls() -> dict[str, Any]:
    """One WSGI call per case, on the app of the tree this process imports ``service`` from."""
    import orjson
    from request_parts import wsgi_call
    from throughput import bodies

    from service import create_app

    app = create_app()
    move_body, _listing, _described = bodies(11, 13)
    illegal = dict(move_body, move={**move_body["move"], "player": 1 - move_body["move"]["player"]})
    return {
        "validate": wsgi_call(app, "/v1/games/kasino/validate", orjson.dumps(move_body)),
        "validate (illegal)": wsgi_call(app, "/v1/games/kasino/validate", orjson.dumps(illegal)),
        "apply": wsgi_call(app, "/v1/games/kasino/apply", orjson.dumps(move_body)),
    }


def measure(number: int) -> dict[str, float]:
    """CPU seconds per call of each case, in the tree this process imports ``service`` from."""
    from _common import clock, timed

    result = {}
    for name, call in _calls().items():
        for _ in range(200):
            call()
        result[name] = timed(call, clock, number)
    return result


def reduce_calls(case: str, number: int) -> None:
    """``number`` calls of one case inside one functools.reduce, for callgrind to count."""
    import functools

    calls = _calls()
    call = calls[case]
    for _ in range(50):
        call()
    functools.reduce(lambda _acc, _item: call(), range(number), None)


def _cell(function: Any, name: str) -> Any:
    return function.__closure__[function.__code__.co_freevars.index(name)].cell_contents


def strip_instrumentation(app: Any) -> None:
    """Take the request id's and the metrics' hooks off ``app`` (a same-process baseline)."""
    from service.api import metrics, request_id

    mine = {metrics.__name__, request_id.__name__}
    app.after_request_funcs[None] = [
        f for f in app.after_request_funcs.get(None, []) if f.__module__ not in mine
    ]
    if app.wsgi_app.__module__ in mine:
        app.wsgi_app = _cell(app.wsgi_app, "inner")


def paired_calls(case: str, number: int) -> None:
    """The case with the hooks (inside functools.reduce) and without them (inside
    itertools.accumulate), in one process with gc off: callgrind's inclusive cost of each C
    entry point is one side."""
    import functools
    import gc
    import itertools

    with_hooks = _calls()[case]
    without = _calls()[case]
    strip_instrumentation(_cell(without, "app"))
    for _ in range(50):
        with_hooks()
        without()
    gc.collect()
    gc.disable()
    functools.reduce(lambda _acc, _item: with_hooks(), range(number), None)
    for _ in itertools.accumulate(range(number), lambda _acc, _item: without()):
        pass


def paired_instructions(case: str, number: int, workdir: Path) -> tuple[float, float]:
    """Instructions per call with and without the hooks, one callgrind run of this tree."""
    out = workdir / f"paired.{CASES.index(case)}"
    env = {**os.environ, "PYTHONPATH": str(TREE), "PYTHONHASHSEED": "0"}
    env.pop("PROMETHEUS_MULTIPROC_DIR", None)
    subprocess.run(
        ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", sys.executable, __file__,
         "--paired", case, "--number", str(number)],
        cwd=TREE, env=env, check=True, capture_output=True, timeout=3600,
    )  # fmt: skip
    report = subprocess.run(
        ["callgrind_annotate", "--inclusive=yes", "--threshold=100", str(out)],
        check=True, capture_output=True, text=True, timeout=600,
    ).stdout  # fmt: skip
    found = {}
    for line in report.splitlines():
        for name in ("functools_reduce", "accumulate_next"):
            if re.search(rf"[:\s]{name}\b", line) and name not in found:
                found[name] = int(line.split()[0].replace(",", ""))
    return found["functools_reduce"] / number, found["accumulate_next"] / number


def instructions(tree: Path, case: str, number: int, workdir: Path) -> float:
    """Instructions per call of ``case`` in ``tree`` (callgrind: free of the machine's load)."""
    out = workdir / f"callgrind.{abs(hash((str(tree), case)))}"
    env = {**os.environ, "PYTHONPATH": str(tree)}
    env.pop("PROMETHEUS_MULTIPROC_DIR", None)
    subprocess.run(
        [
            "valgrind",
            "--tool=callgrind",
            "--collect-atstart=no",
            "--toggle-collect=functools_reduce",
            f"--callgrind-out-file={out}",
            sys.executable,
            __file__,
            "--reduce",
            case,
            "--number",
            str(number),
        ],
        cwd=tree,
        env=env,
        check=True,
        capture_output=True,
        timeout=1800,
    )
    for line in out.read_text().splitlines():
        if line.startswith(("summary:", "totals:")):
            return int(line.split()[1]) / number
    raise RuntimeError(f"no totals in {out}")


def child(tree: Path, number: int) -> dict[str, float]:
    env = {**os.environ, "PYTHONPATH": str(tree)}
    env.pop("PROMETHEUS_MULTIPROC_DIR", None)
    out = subprocess.run(
        [sys.executable, __file__, "--child", "--number", str(number)],
        cwd=tree,
        env=env,
        check=True,
        capture_output=True,
        text=True,
        timeout=600,
    ).stdout
    return dict(json.loads(out.strip().splitlines()[-1]))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", type=Path, help="a checkout without the instrumentation")
    parser.add_argument("--rounds", type=int, default=5, help="child runs per tree (fastest)")
    parser.add_argument("--number", type=int, default=3000, help="calls per case per run")
    parser.add_argument(
        "--instructions",
        type=int,
        metavar="N",
        help="also count instructions per call under callgrind (N calls per case)",
    )
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--reduce", choices=CASES, help=argparse.SUPPRESS)
    parser.add_argument(
        "--paired",
        nargs="?",
        const="",
        metavar="CASE",
        help="only: instructions per call with and without the hooks in one callgrind run "
        "of this tree (no baseline needed), for every case",
    )
    args = parser.parse_args()
    from _common import git_commit, header

    if args.paired:
        paired_calls(args.paired, args.number)
        return 0
    if args.paired == "":
        header("Instructions per request with and without /metrics and the request id")
        print(f"{'case':<20} {'without':>10} {'with':>10} {'ratio':>7} {'extra':>9}")
        with tempfile.TemporaryDirectory(prefix="kortdomaren-callgrind-") as tmp:
            for case in CASES:
                hooks, bare = paired_instructions(case, args.number, Path(tmp))
                print(
                    f"{case:<20} {bare / 1e3:>9.1f}k {hooks / 1e3:>9.1f}k {hooks / bare:>7.3f} "
                    f"{(hooks - bare) / 1e3:>+8.1f}k"
                )
        return 0
    if args.child:
        print(json.dumps(measure(args.number)))
        return 0
    if args.reduce:
        reduce_calls(args.reduce, args.number)
        return 0
    if args.baseline is None:
        parser.error("--baseline is required")
    header("Per-request cost of /metrics and the request id (benchmarks/observability.py)")
    print(f"this tree: {TREE} ({git_commit()}); baseline: {args.baseline}\n")
    best: dict[str, dict[str, float]] = {"this": {}, "baseline": {}}
    for _ in range(args.rounds):
        for label, tree in (("baseline", args.baseline), ("this", TREE)):
            for case, seconds in child(tree, args.number).items():
                best[label][case] = min(seconds, best[label].get(case, seconds))
    print(f"{'case':<20} {'baseline':>10} {'this':>10} {'ratio':>7} {'extra':>9}")
    for case in CASES:
        base, this = best["baseline"][case], best["this"][case]
        print(
            f"{case:<20} {base * 1e6:>8.1f}µs {this * 1e6:>8.1f}µs {this / base:>7.3f} "
            f"{(this - base) * 1e6:>+7.1f}µs"
        )
    if args.instructions:
        print(f"\ninstructions per call (callgrind, {args.instructions} calls per case)")
        print(f"{'case':<20} {'baseline':>10} {'this':>10} {'ratio':>7} {'extra':>9}")
        with tempfile.TemporaryDirectory(prefix="kortdomaren-callgrind-") as tmp:
            for case in CASES:
                base = instructions(args.baseline, case, args.instructions, Path(tmp))
                this = instructions(TREE, case, args.instructions, Path(tmp))
                print(
                    f"{case:<20} {base / 1e3:>9.1f}k {this / 1e3:>9.1f}k {this / base:>7.3f} "
                    f"{(this - base) / 1e3:>+8.1f}k"
                )
    return 0


if __name__ == "__main__":
    sys.exit(main())
