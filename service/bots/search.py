"""The ``search`` level: determinized look-ahead (perfect-information Monte Carlo).

Each simulation draws a world consistent with the seat's view (:mod:`service.bots.
determinize`), plays a candidate move in it, then the rest of the deal with a cheap policy
(or, where the family's :data:`TUNING` says so, the next few plies), and scores the result by
the game's own sheet; the candidate with the best average margin wins. Every candidate is
tried in the same worlds, so they are compared on equal cards.

The work is a fixed number of simulations derived from ``budget_ms`` (:data:`TUNING`, per
family), never the clock, so the answer is the same on any machine.
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
from service.bots.policies import Scored, greedy_move, legal, scored_moves
from service.bots.tricks import trick_move
from service.core.game import Game

#: The wall clock may run this many times the budget before the search stops early.
CAP_FACTOR = 5


@dataclass(frozen=True)
class Tuning:
    """A family's search settings. ``per_second``: simulations (one candidate played out in
    one world) per second of budget, about what one core of the reference machine runs;
    ``candidates``: the moves searched, the best by immediate gain; ``plies``: a rollout's
    length at most, after which the deal is scored as it stands."""

    per_second: int
    candidates: int
    plies: int
    policy: Callable[[Game[Any, Any], Any, random.Random], Any]


TUNING = {
    # the next few plies, greedy: the far end of a Kasino deal is mostly the luck of the
    # stock, which only adds noise to the comparison of two moves
    "fishing": Tuning(per_second=1000, candidates=8, plies=3, policy=greedy_move),
    # a Femhundra hand can run for hundreds of plies: the next four steps, greedy, then the sheet
    "femhundra": Tuning(per_second=1000, candidates=6, plies=4, policy=greedy_move),
    # to the end of the deal, each trick won cheaply or thrown cheaply (service/bots/tricks.py):
    # trick points are only won when the tricks are played
    "tarot": Tuning(per_second=250, candidates=16, plies=80, policy=trick_move),
}


@dataclass(frozen=True)
class Searched:
    """The chosen candidate, its average margin at the end, the simulations run."""

    choice: Scored
    average: float
    simulations: int
    worlds: int
    capped: bool


def simulations_for(family: str, budget_ms: int) -> int:
    return max(1, budget_ms * TUNING[family].per_second // 1000)


def rollout(game: Game[Any, Any], state: Any, seat: int, tuning: Tuning, rng: random.Random) -> int:
    """Play ``state`` on to the end of the deal (at most ``tuning.plies``); the seat's margin."""
    for _ in range(tuning.plies):
        if state.to_move is None:
            break
        state = tuning.policy(game, state, rng)
    return sheet(game, state).margin(seat)


def search(
    game: Game[Any, Any],
    state: Any,
    seat: int,
    seed: int,
    budget_ms: int,
    cap_factor: float = CAP_FACTOR,
) -> Searched:
    """The best candidate for ``seat`` (the seat to move) by average end-of-deal margin.
    ``cap_factor``: the safety cap (tests that compare answers across runs lift it)."""
    started = time.monotonic()
    cap = started + cap_factor * budget_ms / 1000
    rng = random.Random(f"search:{seed}")
    first = world(state, seat, rng)
    tuning = TUNING[game.family]
    ranked = scored_moves(game, first, legal(game, first))
    candidates = ranked[: tuning.candidates]
    if len(candidates) == 1:
        return Searched(candidates[0], float(candidates[0].gain), 0, 0, False)
    worlds = max(1, simulations_for(game.family, budget_ms) // len(candidates))
    totals = [0] * len(candidates)
    played = 0
    capped = False
    for index in range(worlds):
        sample = first if index == 0 else world(state, seat, rng)
        seed_of_world = rng.randrange(2**31)
        for number, candidate in enumerate(candidates):
            after = candidate.after if index == 0 else game.apply(sample, candidate.move).state
            totals[number] += rollout(game, after, seat, tuning, random.Random(seed_of_world))
        played += 1
        if time.monotonic() > cap:
            capped = played < worlds
            break
    best = max(range(len(candidates)), key=lambda n: (totals[n], -n))
    return Searched(
        candidates[best], totals[best] / played, played * len(candidates), played, capped
    )
