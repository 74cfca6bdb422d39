#!/usr/bin/env python3
"""Bots against each other: how often the stronger level wins a deal, with 95% intervals.

One representative game per family, its default options: Kasino (2 players, fishing),
Femhundra (2 players) and 800 (4 players, two partnerships; the tarot family). Each pairing
(search vs random, search vs greedy, greedy vs random) plays the same seeded deals twice with
the sides swapped, and the dealer rotates with the seed, so neither the cards nor the seat
favour a level. A deal is won by the side with more points by the game's own score sheet
(Femhundra: the hand's points; a hand still running after ``--max-plies`` is scored as it
stands). Reported: the win share of the first level (a tied deal counts half) with a Wilson
95% interval, and its mean margin per deal (its side's points less the other's) with a
normal 95% interval.

    nice .venv/bin/python benchmarks/bots_winrates.py [--deals 200] [--budget-ms 50]
        [--game kasino] [--pair search:greedy] [--jobs 1]
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import statistics
import sys
import time
from dataclasses import dataclass

import _common  # noqa: F401  (puts the checkout first on sys.path)
from _common import wilson

from service.bots import suggest
from service.bots.evaluate import sheet
from service.bots.search import simulations_for
from service.games import find_game

GAMES = {"kasino": 2, "femhundra": 2, "800": 4}
PAIRS = (("search", "random"), ("search", "greedy"), ("greedy", "random"))


@dataclass(frozen=True)
class Deal:
    game: str
    first: str
    second: str
    seed: int
    swapped: bool
    budget_ms: int
    max_plies: int


def play(deal: Deal) -> tuple[int, float, int]:
    """The first level's margin, the CPU seconds the deal took, and its plies."""
    started = time.process_time()
    game = find_game(deal.game)
    assert game is not None
    players = GAMES[deal.game]
    options = game.resolve_options({}, players)
    state = game.deal(players, options, deal.seed % players, deal.seed)
    first = sheet(game, state)
    # side 0 plays the first level unless swapped
    levels = {}
    for side, seats in enumerate(first.sides):
        for seat in seats:
            levels[seat] = deal.first if (side == 0) != deal.swapped else deal.second
    plies = 0
    while state.to_move is not None and plies < deal.max_plies:
        seat = state.to_move
        found = suggest(
            game, state, levels[seat], seed=deal.seed * 1000 + plies, budget_ms=deal.budget_ms
        )
        state = game.apply(state, found.move).state
        plies += 1
    final = sheet(game, state)
    side = 1 if deal.swapped else 0
    margin = final.points[side] - final.points[1 - side]
    return margin, time.process_time() - started, plies


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200, help="deals per pairing (even)")
    parser.add_argument("--budget-ms", type=int, default=50, help="search's per-move budget")
    parser.add_argument("--game", action="append", choices=sorted(GAMES))
    parser.add_argument("--pair", action="append", help="first:second, e.g. search:greedy")
    parser.add_argument("--max-plies", type=int, default=800)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    games = args.game or list(GAMES)
    pairs = [tuple(p.split(":")) for p in args.pair] if args.pair else list(PAIRS)
    print(f"# bots win rates: {' '.join(sys.argv[1:]) or '(defaults)'}")
    print(
        f"# {args.deals} deals per pairing ({args.deals // 2} seeds, each played with the "
        f"sides swapped); search budget {args.budget_ms} ms = simulations per move: "
        + ", ".join(f"{name} {simulations_for(name, args.budget_ms)}" for name in games)
    )
    print(
        f"{'game':10} {'pairing':18} {'win share (95% CI)':>24} {'margin/deal (95% CI)':>26} "
        f"{'CPU s/deal':>10} {'wall s':>7}"
    )
    pool = multiprocessing.Pool(args.jobs) if args.jobs > 1 else None
    for name in games:
        for first, second in pairs:
            deals = [
                Deal(name, first, second, seed, swapped, args.budget_ms, args.max_plies)
                for seed in range(args.deals // 2)
                for swapped in (False, True)
            ]
            began = time.monotonic()
            results = pool.map(play, deals) if pool else list(map(play, deals))
            wall = time.monotonic() - began
            margins = [m for m, _, _ in results]
            wins = sum(1.0 if m > 0 else 0.5 if m == 0 else 0.0 for m in margins)
            n = len(margins)
            low, high = wilson(wins, n)
            mean = statistics.fmean(margins)
            half = 1.96 * statistics.stdev(margins) / math.sqrt(n) if n > 1 else 0.0
            cpu = statistics.fmean(c for _, c, _ in results)
            print(
                f"{name:10} {first + ' vs ' + second:18} "
                f"{wins / n:7.1%} ({low:5.1%}–{high:5.1%})   "
                f"{mean:+8.1f} ({mean - half:+7.1f}…{mean + half:+7.1f}) {cpu:10.2f} "
                f"{wall:7.0f}",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
