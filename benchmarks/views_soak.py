#!/usr/bin/env python3
"""The views-never-leak property at soak scale: N random mid-deal states per game (default
10,000; the test suite runs 1,000). For each state and seat, everything the seat may not see is
reshuffled (tests/seal/reshuffle.py) and the seat's view, as the API sends it, must not change.
Prints per game the states and views checked, the leaks found (must be 0) and the time.

    .venv/bin/python benchmarks/views_soak.py [--states 10000] [--game kasino]
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from service.api.families import FAMILIES
from service.games import GAMES
from tests.seal.playout import mid_deal_states
from tests.seal.reshuffle import reshuffle_hidden


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--states", type=int, default=10_000)
    parser.add_argument("--game", action="append", help="only these games (repeatable)")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    leaks_total = 0
    print(f"# views soak: {args.states} states per game, seed {args.seed}")
    for game in GAMES:
        if args.game and game.id not in args.game:
            continue
        view = FAMILIES[game.family].view_plain
        rng = random.Random(f"{args.seed}:{game.id}")
        started = time.process_time()
        views = leaks = 0
        for state in mid_deal_states(game, seed=args.seed, count=args.states):
            for seat in range(state.players):
                views += 1
                if view(reshuffle_hidden(state, seat, rng), seat) != view(state, seat):
                    leaks += 1
        leaks_total += leaks
        print(
            f"{game.id:17} states {args.states:6}  views {views:6}  leaks {leaks}  "
            f"{time.process_time() - started:6.1f} s CPU",
            flush=True,
        )
    print(f"total leaks: {leaks_total}")
    return 1 if leaks_total else 0


if __name__ == "__main__":
    sys.exit(main())
