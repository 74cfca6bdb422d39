"""The ``kortdomaren conformance`` subcommand: its arguments and what each mode prints.

Exit codes: 0 everything agrees, 1 a mismatch (or, for divide, a difference found),
2 the kit or the arguments cannot be used.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from service.runner.client import GameClient, HttpServer, ServerError
from service.runner.kit import GameKit, KitError, default_kit, load_kit
from service.runner.run import perft_depth, run, summary, timed


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = commands.add_parser(
        "conformance",
        help="check a server against the conformance kit",
        description="Check the server at URL against the conformance kit: legal moves, "
        "verdicts, successors, deals, scores and perft counts. 'divide' walks a perft "
        "mismatch down to the first position whose legal moves differ.",
    )
    parser.add_argument("url", help="the server's base URL, e.g. http://127.0.0.1:8000")
    parser.add_argument(
        "mode", nargs="?", choices=["divide"], help="divide: find where a perft count differs"
    )
    parser.add_argument(
        "--game", action="append", help="only this game (repeatable; default: every game)"
    )
    parser.add_argument("--kit", type=Path, help="the kit directory (default: the shipped kit)")
    parser.add_argument(
        "--depth", type=int, help="perft depth at most (default: every count the kit has)"
    )
    parser.add_argument("--jobs", type=int, default=4, help="parallel requests (default 4)")
    parser.add_argument(
        "--timeout", type=float, default=30.0, help="seconds per request (default 30)"
    )
    parser.add_argument("--perft", help="divide: the perft record's id (default: the first)")
    parser.add_argument("--divide", action="store_true", help="the same as the divide mode")
    parser.set_defaults(run=main)


def main(args: argparse.Namespace) -> int:
    try:
        server = HttpServer(args.url, timeout=args.timeout)
        kits = load_kit(args.kit or default_kit(), args.game)
    except (KitError, ValueError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    dividing = args.mode == "divide" or args.divide
    if dividing and len(kits) != 1:
        print("error: divide needs one --game", file=sys.stderr)
        return 2
    problem = _unreachable(server)
    if problem is not None:
        print(f"error: {problem}", file=sys.stderr)
        return 2
    if dividing:
        return _divide(args, server, kits)
    try:
        tally, seconds = timed(lambda: run(server, kits, sys.stdout, args.depth, args.jobs))
        print(summary(tally, kits, seconds, server.requests))
    except BrokenPipeError:  # `… | head`: the reader has seen enough
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    return 1 if tally.mismatches else 0


def _unreachable(server: HttpServer) -> str | None:
    """Why the server cannot be checked at all (one request, before thousands time out)."""
    try:
        answer = server.get("/v1/games")
    except ServerError as error:
        return f"the server at {server.name} does not answer: {error}"
    if answer.status != 200:
        return f"the server at {server.name} answers GET /v1/games with HTTP {answer.status}"
    return None


def _divide(args: argparse.Namespace, server: HttpServer, kits: list[GameKit]) -> int:
    from service.runner.divide import divide, report
    from service.runner.oracle import InProcessServer
    from service.runner.perft import PerftError

    (kit,) = kits
    try:
        record = kit.perft_record(args.perft)
    except KitError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    depth = perft_depth(record, args.depth)
    print(f"divide {record['id']} to depth {depth}")
    print(f"  expected: {InProcessServer.name}\n  got: {args.url}")
    try:
        finding = divide(
            GameClient(InProcessServer(), kit.game),
            GameClient(server, kit.game),
            record["state"],
            depth,
            sys.stdout,
        )
    except PerftError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    report(finding, sys.stdout)
    return 0 if finding is None else 1
