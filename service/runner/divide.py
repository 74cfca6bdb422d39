"""``divide``: from a perft mismatch to the first position and move where a server differs.

As Stockfish's ``go perft`` and python-chess's perft scripts do: list each move of the start
position with its subtree count from the reference (the installed service, in-process) and
from the server, descend into the first move whose counts differ, and stop at the first
position whose legal-move lists differ (printing the missing and extra moves) or whose
successor after some move differs (printing where, as a JSON pointer).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, TextIO

from service.runner.client import GameClient, ServerError
from service.runner.compare import first_difference, short
from service.runner.perft import PerftError, moves_of, perft, successor


def compact(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False, sort_keys=True)


@dataclass(frozen=True)
class Finding:
    """Where the server first departs from the reference."""

    path: list[Any]
    state: Any
    missing: list[Any]
    extra: list[Any]
    detail: str


def _moves(client: GameClient, state: Any) -> list[Any]:
    try:
        return moves_of(client.legal_moves(state), "")
    except ServerError as error:
        raise PerftError(str(error)) from None


def _after(client: GameClient, state: Any, move: Any) -> dict[str, Any]:
    try:
        answer = client.apply(state, move)
    except ServerError as error:
        raise PerftError(str(error)) from None
    successor(answer, compact(move))
    body: dict[str, Any] = answer.body
    return {key: body.get(key) for key in ("state", "events", "deal_over")}


def _subtree(client: GameClient, after: dict[str, Any], depth: int) -> int:
    if depth == 0:
        return 1
    if after["deal_over"]:
        return 0
    return perft(client, after["state"], depth)[-1]


def divide(
    reference: GameClient, server: GameClient, state: Any, depth: int, out: TextIO
) -> Finding | None:
    """Walks down from ``state``; prints each level's table to ``out``. None: no difference
    within ``depth`` moves."""
    path: list[Any] = []
    while depth > 0:
        want, have = _moves(reference, state), _moves(server, state)
        if want != have:
            missing = [move for move in want if move not in have]
            extra = [move for move in have if move not in want]
            detail = (
                f"legal moves differ: {len(want)} expected, {len(have)} listed"
                if missing or extra
                else "the same legal moves, in another order"
            )
            return Finding(path, state, missing, extra, detail)
        print(f"after {compact(path) if path else 'the start'}: depth {depth}", file=out)
        print(f"  {'expected':>9} {'got':>9}  move", file=out)
        first: tuple[Any, dict[str, Any]] | None = None
        for move in want:
            expected, got = _after(reference, state, move), _after(server, state, move)
            difference = first_difference(expected, got)
            if difference is not None:
                detail = f"apply {compact(move)} differs at {difference.describe()}"
                return Finding(path, state, [], [], detail)
            count_want = _subtree(reference, expected, depth - 1)
            count_have = _subtree(server, got, depth - 1)
            mark = "" if count_want == count_have else "   <- differs"
            print(f"  {count_want:>9} {count_have:>9}  {compact(move)}{mark}", file=out)
            if first is None and count_want != count_have:
                first = (move, expected)
        if first is None:
            return None
        move, expected = first
        path.append(move)
        state = expected["state"]
        depth -= 1
    return None


def report(finding: Finding | None, out: TextIO) -> None:
    if finding is None:
        print("no difference: every subtree count agrees", file=out)
        return
    print(f"FIRST DIFFERENCE: {finding.detail}", file=out)
    print(f"  after {compact(finding.path)}", file=out)
    for move in finding.missing:
        print(f"  missing {compact(move)}", file=out)
    for move in finding.extra:
        print(f"  extra   {compact(move)}", file=out)
    print(f"  state {short(finding.state, 100_000)}", file=out)
