#!/usr/bin/env python3
"""The secret-safety property at soak scale: N positions per game (default 1,000; the suite
runs 100), from a fresh seed each run unless one is given. For each position and a seat k, a
twin state in which everything k has never seen is reshuffled; the same requests are sent with
a token of each, bound to k, and the whole answers must be equal
(tests/seal/test_secret_metamorphic.py says what is compared and what may rightly differ).
Prints per game the positions, the requests compared whole and those whose difference was
explained (a card from the stock, the deal's end, another seat's visibly different move), the
leaks (must be 0) and the time. A leak prints the first differences and the seed to rerun.

    .venv/bin/python benchmarks/secrets_soak.py [--positions 1000] [--game 1000] [--seed 7]
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import pytest

from service.games import GAMES
from tests.seal.test_secret_metamorphic import (
    Tally,
    check_position,
    positions,
    twin_app,
    twin_calls,
)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=1000)
    parser.add_argument("--game", action="append", help="only these games (repeatable)")
    parser.add_argument("--seed", type=int, default=random.SystemRandom().randrange(2**31))
    args = parser.parse_args()
    api = twin_app().test_client()
    leaks_total = 0
    print(f"# secrets soak: {args.positions} positions per game, seed {args.seed}")
    with twin_calls():
        for game in GAMES:
            if args.game and game.id not in args.game:
                continue
            rng = random.Random(f"{args.seed}:{game.id}")
            tally, leaks = Tally(), 0
            started = time.monotonic()
            for position in positions(game, rng, args.positions):
                try:
                    check_position(api, position, rng, tally)
                except pytest.fail.Exception as leak:
                    leaks += 1
                    if leaks <= 3:
                        print(str(leak)[:2000], flush=True)
            leaks_total += leaks
            compared, explained = sum(tally.compared.values()), sum(tally.explained.values())
            print(
                f"{game.id:17} positions {tally.positions:6}  twins changed {tally.changed:6}  "
                f"requests compared {compared:7}  explained {explained:5}  leaks {leaks}  "
                f"{time.monotonic() - started:6.1f} s",
                flush=True,
            )
    print(f"total leaks: {leaks_total} (seed {args.seed})")
    return 1 if leaks_total else 0


if __name__ == "__main__":
    sys.exit(main())
