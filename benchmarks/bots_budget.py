#!/usr/bin/env python3
"""What a bot's budget buys, and whether ``search`` keeps it: per game, simulations per CPU
second on ordinary mid-deal positions, then wall time against ``budget_ms`` for budgets 1, 50,
200 and 1000 on ordinary and on crowded positions (tests/bots/positions.py), and the worst CPU
time and peak memory of ``random`` and ``greedy`` on the crowded ones.

Columns of the budget table: the worst wall time of a search, its worst overshoot (wall less
budget; the promise is at most 50 ms), and how many searches the deadline cut (``cut``: they
ran fewer simulations than the budget buys, and only then may the answer depend on the
machine); the last column is the longest stretch of CPU time between two looks at the
deadline, the code's own share of any overshoot. Run it on a quiet machine and without
``nice``: the clock it measures is the wall clock, and a starved process overshoots by however
long the scheduler keeps it waiting.

    .venv/bin/python benchmarks/bots_budget.py [--game kasino] [--states 8]
        [--budgets 1,50,200,1000]
"""

from __future__ import annotations

import argparse
import time
import tracemalloc
from typing import Any

import _common

from service.bots import clock, suggest
from service.bots.search import search, simulations_for
from service.games import GAMES
from tests.bots.positions import positions
from tests.seal.playout import mid_deal_states

NO_CAP = float("inf")
LOOK = clock.Deadline.passed


def rate(game: Any, states: list[Any]) -> tuple[float, float]:
    """Simulations per CPU second with the deadline lifted, and the share of the positions
    whose budget-200 search finished its simulations before the deadline."""
    sims = 0
    cpu = 0.0
    whole = 0
    for index, state in enumerate(states):
        started = time.process_time()
        found = search(game, state, state.to_move, index, 200, NO_CAP)
        cpu += time.process_time() - started
        sims += found.simulations
        whole += not search(game, state, state.to_move, index, 200).capped
    return (sims / cpu if cpu else 0.0), whole / len(states)


class Steps:
    """The longest stretch of CPU time between two looks at the deadline (the code's own
    bound on the overshoot; the wall clock adds whatever pauses the machine imposes)."""

    longest = 0.0
    _last: float | None = None

    @classmethod
    def install(cls) -> None:
        def passed(deadline: clock.Deadline) -> bool:
            now = time.process_time()
            if cls._last is not None:
                cls.longest = max(cls.longest, now - cls._last)
            cls._last = now
            return LOOK(deadline)

        setattr(clock.Deadline, "passed", passed)  # noqa: B010 - a measuring wrapper

    @classmethod
    def restart(cls) -> None:
        cls._last = None


def walls(game: Any, states: list[Any], budget_ms: int) -> tuple[float, float, int]:
    """The worst wall time, the worst overshoot and the searches cut, over ``states``."""
    worst = over = 0.0
    cut = 0
    for index, state in enumerate(states):
        Steps.restart()
        started = time.perf_counter()
        found = search(game, state, state.to_move, index, budget_ms)
        elapsed = time.perf_counter() - started
        worst = max(worst, elapsed)
        over = max(over, elapsed - budget_ms / 1000)
        cut += found.capped
    return worst, over, cut


def cheap_levels(game: Any, states: list[Any]) -> list[str]:
    """The worst CPU time and tracemalloc peak of random and greedy."""
    cells = []
    for level in ("random", "greedy"):
        cpu = peak = 0.0
        for state in states:
            started = time.process_time()
            suggest(game, state, level, seed=3)
            cpu = max(cpu, time.process_time() - started)
            tracemalloc.start()
            suggest(game, state, level, seed=3)
            peak = max(peak, tracemalloc.get_traced_memory()[1])
            tracemalloc.stop()
        cells.append(f"{cpu * 1000:.0f} ms / {peak / 2**20:.1f} MB")
    return cells


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", help="only these games (repeatable)")
    parser.add_argument("--states", type=int, default=8, help="ordinary positions per game")
    parser.add_argument("--budgets", default="1,50,200,1000")
    args = parser.parse_args()
    budgets = [int(b) for b in args.budgets.split(",")]
    _common.header("bots: simulations per second and wall time against the budget")
    Steps.install()
    games = [game for game in GAMES if not args.game or game.id in args.game]
    rates, cheap, timing = [], [], []
    for game in games:
        ordinary = list(mid_deal_states(game, seed=21, count=args.states))
        crowded = [state for _, state in positions(game)]
        per_cpu_s, whole = rate(game, ordinary)
        rates.append(
            [game.id, game.family, f"{per_cpu_s:.0f}", simulations_for(game.id, 1000),
             f"{whole:.0%}"]
        )
        cheap.append([game.id, *cheap_levels(game, crowded)])
        for kind, states in (("ordinary", ordinary), ("crowded", crowded)):
            row = [game.id, kind]
            Steps.longest = 0.0
            for budget_ms in budgets:
                worst, over, cut = walls(game, states, budget_ms)
                row.append(f"{worst * 1000:.0f} ({over * 1000:+.0f}) {cut}/{len(states)}")
            timing.append([*row, f"{Steps.longest * 1000:.1f}"])
        print(f"# {game.id} done", flush=True)
    print()
    print("## simulations per CPU second (ordinary positions, deadline lifted)")
    _common.print_table(
        rates, ["game", "family", "sims/CPU s", "bought per s", "whole at 200 ms"]
    )
    print()
    print("## search: worst wall ms (worst overshoot ms) and searches cut, per budget")
    _common.print_table(
        timing, ["game", "positions", *(f"{b} ms" for b in budgets), "longest step CPU ms"]
    )
    print()
    print("## random and greedy on the crowded positions: worst CPU / tracemalloc peak")
    _common.print_table(cheap, ["game", "random", "greedy"])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
