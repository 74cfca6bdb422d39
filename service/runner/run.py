"""``kortdomaren conformance URL``: every kit record against a server, one line per mismatch.

Positions and deals run as tasks on ``jobs`` threads, their lines printed in kit order as
they finish; each perft then runs level by level on the same threads.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, TextIO

from service.runner.checks import Checker, Mismatch
from service.runner.client import GameClient, Server
from service.runner.kit import GameKit
from service.runner.perft import PerftError, perft


@dataclass
class Tally:
    """What was checked and what disagreed."""

    positions: int = 0
    checks: int = 0
    deals: int = 0
    perft: int = 0
    mismatches: list[Mismatch] = field(default_factory=list)

    @property
    def records(self) -> int:
        return self.positions + self.checks + self.deals + self.perft


def perft_depth(record: dict[str, Any], depth: int | None) -> int:
    """The depth to check: the kit's deepest count, or ``depth`` if that is shallower."""
    available = len(record["counts"])
    return available if depth is None else max(0, min(depth, available))


def run(
    server: Server,
    kits: list[GameKit],
    out: TextIO,
    depth: int | None = None,
    jobs: int = 4,
) -> Tally:
    """Checks every record of ``kits``; prints each mismatch to ``out`` as it is found."""
    tally = Tally()

    def report(found: Iterable[Mismatch]) -> None:
        for mismatch in found:
            tally.mismatches.append(mismatch)
            print(mismatch.line(), file=out, flush=True)

    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        tasks: list[Any] = []
        for kit in kits:
            checker = Checker(GameClient(server, kit.game))
            for position in kit.positions:
                tally.positions += 1
                tally.checks += len(position.get("checks", []))
                tasks.append(pool.submit(checker.position, position))
            for deal in kit.deals:
                tally.deals += 1
                tasks.append(pool.submit(checker.deal, deal))
        for task in tasks:
            report(task.result())
        for kit in kits:
            client = GameClient(server, kit.game)
            for record in kit.perft:
                tally.perft += 1
                report(_perft(Checker(client), record, depth, pool.map, server.name))
    return tally


def _perft(
    checker: Checker,
    record: dict[str, Any],
    depth: int | None,
    pmap: Callable[..., Iterable[Any]],
    url: str,
) -> list[Mismatch]:
    start = checker.perft_start(record)
    if start is not None:
        return [start]
    limit = perft_depth(record, depth)
    game, record_id = checker.game, record["id"]
    try:
        counts = perft(checker.client, record["state"], limit, pmap)
    except PerftError as error:
        return [Mismatch(game, record_id, "perft", f"failed: {error}")]
    for level, (want, have) in enumerate(zip(record["counts"], counts, strict=False), start=1):
        if want != have:
            hint = f"kortdomaren conformance {url} divide --game {game} --perft {record_id}"
            detail = (
                f"depth {level}: expected {want} got {have} (find where: {hint} --depth {level})"
            )
            return [Mismatch(game, record_id, "perft", detail)]
    return []


def summary(tally: Tally, kits: list[GameKit], seconds: float, requests: int | None) -> str:
    asked = "" if requests is None else f", {requests:,} requests"
    return (
        f"checked {tally.records:,} records of {len(kits)} game(s) "
        f"({tally.positions} positions, {tally.checks} checks, {tally.deals} deals, "
        f"{tally.perft} perft) in {seconds:.1f} s{asked}: {len(tally.mismatches)} mismatch(es)"
    )


def timed(action: Callable[[], Tally]) -> tuple[Tally, float]:
    began = time.monotonic()
    tally = action()
    return tally, time.monotonic() - began
