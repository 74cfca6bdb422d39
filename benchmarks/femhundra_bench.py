"""Femhundra engine speed, in-process: whole random hands per second, and the cost of one
``legal_moves`` + ``apply`` step in microseconds. A script, not a test:

    .venv/bin/python benchmarks/femhundra_bench.py [--hands 200] [--limit 100] [--seed 1]

Each hand is dealt from its own seed and played by a simple player (melds and lays off when it
can, otherwise a random listed move) until somebody goes out, or a step cap for the rare hand
that stalls. Options vary with the seed so every variant is exercised.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

# Run as a script, this folder comes first on sys.path, and sibling scripts (e.g. http.py) would
# shadow standard modules that the service imports; the package itself is installed.
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != Path(__file__).resolve().parent]

from service.games.femhundra.game import FEMHUNDRA  # noqa: E402
from service.games.femhundra.state import FemhundraState, Move, MoveType  # noqa: E402

STEP_CAP = 2000
PREFERRED = (MoveType.MELD, MoveType.LAY_OFF)


def _options(rng: random.Random) -> dict[str, object]:
    return {
        "use_joker": rng.random() < 0.8,
        "seven_cards_always": rng.random() < 0.3,
        "round_the_corner": rng.random() < 0.7,
        "scoring": rng.choice(("table", "collect")),
        "taget": rng.random() < 0.5,
    }


def _choose(moves: tuple[Move, ...], rng: random.Random) -> Move:
    preferred = [move for move in moves if move.type in PREFERRED]
    if preferred and rng.random() < 0.9:
        return rng.choice(preferred)
    return rng.choice(moves)


def play_hand(seed: int, limit: int, step_times: list[float]) -> tuple[FemhundraState, int]:
    rng = random.Random(seed)
    players = rng.randint(2, 6)
    options = FEMHUNDRA.resolve_options(_options(rng), players)
    state = FEMHUNDRA.deal(players, options, seed % players, seed)
    steps = 0
    while not state.is_over and steps < STEP_CAP:
        started = time.perf_counter()
        listed = FEMHUNDRA.legal_moves(state, limit)
        state = FEMHUNDRA.apply(state, _choose(listed.moves, rng)).state
        step_times.append(time.perf_counter() - started)
        steps += 1
    return state, steps


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=200)
    parser.add_argument("--limit", type=int, default=100, help="legal_moves limit per step")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    step_times: list[float] = []
    finished = steps = 0
    started = time.perf_counter()
    for number in range(args.hands):
        state, taken = play_hand(args.seed * 1_000_003 + number, args.limit, step_times)
        finished += state.is_over
        steps += taken
    elapsed = time.perf_counter() - started
    micros = sorted(t * 1e6 for t in step_times)
    print(f"hands played:            {args.hands} ({finished} finished, {steps} steps)")
    print(f"hands per second:        {args.hands / elapsed:.1f}")
    print(f"steps per hand (mean):   {steps / args.hands:.1f}")
    print(f"legal_moves+apply, mean: {statistics.fmean(micros):.0f} us")
    print(f"legal_moves+apply, p50:  {micros[len(micros) // 2]:.0f} us")
    print(f"legal_moves+apply, p99:  {micros[int(len(micros) * 0.99)]:.0f} us")


if __name__ == "__main__":
    main()
