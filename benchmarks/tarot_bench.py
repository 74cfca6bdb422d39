"""Throughput of the tarot engine in-process: random full deals per second and µs per step.

Usage: ``python benchmarks/tarot_bench.py [--game 800] [--seconds 5] [--limit 50]``.
A step is one ``legal_moves`` call plus one ``apply`` of a move picked at random from the
listing (declarations included when listed), the work the referee does per request minus
the HTTP and schema layers. Deals are seeded 0, 1, 2, … so runs are comparable.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

# Run as a script, sys.path[0] is benchmarks/, whose modules (e.g. http.py) would shadow the
# standard library; the repository root replaces it.
sys.path[0] = str(Path(__file__).resolve().parents[1])

from service.games.tarot.games import TAROT_GAMES  # noqa: E402
from service.games.tarot.state import Phase  # noqa: E402


def run(game_id: str, seconds: float, limit: int) -> tuple[int, int, float, float]:
    """Deals played, steps taken, wall time, and time inside legal_moves + apply."""
    game = next(g for g in TAROT_GAMES if g.id == game_id)
    players = game.player_counts[0]
    options = game.resolve_options({}, players)
    deals = steps = 0
    in_steps = 0.0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        rng = random.Random(deals)
        state = game.deal(players, options, deals % players, deals)
        while state.phase is not Phase.DEAL_OVER:
            tick = time.perf_counter()
            listed = game.legal_moves(state, limit)
            state = game.apply(state, rng.choice(listed.moves)).state
            in_steps += time.perf_counter() - tick
            steps += 1
        deals += 1
    return deals, steps, time.perf_counter() - start, in_steps


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="800", choices=[g.id for g in TAROT_GAMES])
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--limit", type=int, default=50)
    args = parser.parse_args()
    deals, steps, wall, in_steps = run(args.game, args.seconds, args.limit)
    print(f"game {args.game}: {deals} random full deals in {wall:.2f} s")
    print(f"  {deals / wall:.1f} deals per second")
    print(f"  {steps / deals:.1f} steps per deal")
    print(f"  {in_steps / steps * 1e6:.1f} µs per legal-moves + apply step")


if __name__ == "__main__":
    main()
