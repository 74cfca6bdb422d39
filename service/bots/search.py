"""The ``search`` level: determinized look-ahead (perfect-information Monte Carlo).

Each simulation draws a world consistent with the seat's view (:mod:`service.bots.
determinize`), plays a candidate move in it and the rest of the deal with a cheap policy, and
scores the end by the game's own sheet; the candidate with the best average margin wins. Every
candidate is tried in the same worlds, so they are compared on equal cards.

The work is a fixed number of simulations derived from ``budget_ms``
(:data:`SIMULATIONS_PER_SECOND`), never the clock, so the answer is the same on any machine.
The clock is only a safety cap (:data:`CAP_FACTOR` times the budget): a machine so slow or busy
that it hits the cap stops at the last whole world, and only then may the answer differ.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from service.bots.determinize import world
from service.bots.evaluate import sheet
from service.bots.policies import Scored, greedy_move, legal, random_move, scored_moves
from service.core.game import Game

#: Simulations (one candidate played out in one world) per second of budget.
SIMULATIONS_PER_SECOND = 400
#: The wall clock may run this many times the budget before the search stops early.
CAP_FACTOR = 5
#: Candidates searched at most: the best by immediate gain (the rest are rarely better).
CANDIDATES = 8
#: Plies a rollout plays at most before the deal is scored as it stands (Femhundra's hands
#: can run long).
ROLLOUT_PLIES = 60


@dataclass(frozen=True)
class Searched:
    """The chosen candidate, its average margin at the end, the simulations run."""

    choice: Scored
    average: float
    simulations: int
    worlds: int
    capped: bool


def simulations_for(budget_ms: int) -> int:
    return max(1, budget_ms * SIMULATIONS_PER_SECOND // 1000)


def _policy(game: Game[Any, Any]) -> Callable[[Game[Any, Any], Any, random.Random], Any]:
    """The rollout policy: greedy where a ply is cheap to judge, else uniform."""
    return greedy_move if game.family == "fishing" else random_move


def rollout(game: Game[Any, Any], state: Any, seat: int, rng: random.Random) -> int:
    """Play ``state`` on to the end of the deal (or :data:`ROLLOUT_PLIES`); the seat's margin."""
    step = _policy(game)
    for _ in range(ROLLOUT_PLIES):
        if state.to_move is None:
            break
        state = step(game, state, rng)
    return sheet(game, state).margin(seat)


def search(game: Game[Any, Any], state: Any, seat: int, seed: int, budget_ms: int) -> Searched:
    """The best candidate for ``seat`` (the seat to move) by average end-of-deal margin."""
    started = time.monotonic()
    cap = started + CAP_FACTOR * budget_ms / 1000
    rng = random.Random(f"search:{seed}")
    first = world(state, seat, rng)
    ranked = scored_moves(game, first, legal(game, first))
    candidates = ranked[:CANDIDATES]
    if len(candidates) == 1:
        return Searched(candidates[0], float(candidates[0].gain), 0, 0, False)
    worlds = max(1, simulations_for(budget_ms) // len(candidates))
    totals = [0] * len(candidates)
    played = 0
    capped = False
    for index in range(worlds):
        sample = first if index == 0 else world(state, seat, rng)
        seed_of_world = rng.randrange(2**31)
        for number, candidate in enumerate(candidates):
            after = candidate.after if index == 0 else game.apply(sample, candidate.move).state
            totals[number] += rollout(game, after, seat, random.Random(seed_of_world))
        played += 1
        if time.monotonic() > cap:
            capped = played < worlds
            break
    best = max(range(len(candidates)), key=lambda n: (totals[n], -n))
    return Searched(
        candidates[best], totals[best] / played, played * len(candidates), played, capped
    )
