"""The ``search`` level: determinized look-ahead (perfect-information Monte Carlo).

Each simulation draws a world consistent with the seat's view (:mod:`service.bots.
determinize`), plays a candidate move in it, then the rest of the deal with a cheap policy
(or, where the family's :data:`TUNING` says so, the next few plies), and scores the result by
the game's own sheet; the candidate with the best average margin wins. Every candidate is
tried in the same worlds, so they are compared on equal cards.

The work is a fixed number of simulations derived from ``budget_ms`` (:data:`TUNING`, per
family), never the clock, so the answer is the same on any machine that finishes them within
the budget. The budget is also a deadline (:data:`CAP_FACTOR` times it), looked at inside
every simulation: between candidates, between rollout plies and between the moves a greedy
ply judges (:mod:`service.bots.clock`). When it passes, the world in progress is dropped and
the best candidate over the whole worlds played is returned; before the first whole world,
the candidate with the best immediate gain (the moves judged so far, if even ranking them
was cut short). Only then may the answer depend on the machine: ``Searched.capped`` says so.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from service.bots.clock import Deadline, OutOfTime
from service.bots.determinize import world
from service.bots.evaluate import sheet
from service.bots.policies import Scored, greedy_move, legal, scored_moves
from service.bots.tricks import trick_move
from service.core.game import Game

#: The deadline, in budgets: the search stops when the wall clock has run the budget.
CAP_FACTOR = 1

Policy = Callable[[Game[Any, Any], Any, random.Random, Deadline, int], Any]


@dataclass(frozen=True)
class Tuning:
    """A family's search settings. ``per_second``: simulations (one candidate played out in
    one world) per second of budget for the family's games not in :data:`PER_SECOND`, some
    60% of what one core runs, so that a busier machine still finishes them; ``candidates``: the
    moves searched, the best by immediate gain; ``plies``: a rollout's length at most, after
    which the deal is scored as it stands; ``judged``: the most moves a rollout's greedy step
    judges (each costs an apply and a score sheet)."""

    per_second: int
    candidates: int
    plies: int
    policy: Policy
    judged: int


TUNING = {
    # the next few plies, greedy: the far end of a Kasino deal is mostly the luck of the
    # stock, which only adds noise to the comparison of two moves
    "fishing": Tuning(per_second=500, candidates=8, plies=3, policy=greedy_move, judged=64),
    # a Femhundra hand can run for hundreds of plies: the next four steps, greedy, then the sheet
    "femhundra": Tuning(per_second=540, candidates=6, plies=4, policy=greedy_move, judged=64),
    # to the end of the deal, each trick won cheaply or thrown cheaply (service/bots/tricks.py):
    # trick points are only won when the tricks are played
    "tarot": Tuning(per_second=250, candidates=16, plies=80, policy=trick_move, judged=24),
}


@dataclass(frozen=True)
class Searched:
    """The chosen candidate, its average margin at the end (its immediate gain when no whole
    world was played), the simulations run, and whether the deadline cut the search short."""

    choice: Scored
    average: float
    simulations: int
    worlds: int
    capped: bool


#: Simulations per second of budget by game, where they cost more or less than the family's
#: (about 60% of what one core of this machine ran on ordinary mid-deal positions, measured
#: in CPU time with ``benchmarks/bots_budget.py``; docs/bots.md).
PER_SECOND = {
    "kasino": 600,
    "kasino-misar": 360,
    "dragkasino": 460,
    "kasino-fi": 550,
    "mulle-sassersson": 450,
    "byggkasino": 280,
    "mulle-glimne": 360,
    "femhundra": 540,
    "800": 250,
    "1000": 150,
    "150": 550,
    "fjabbe": 500,
}


def simulations_for(name: str, budget_ms: int) -> int:
    """The simulations a budget buys in a game (by id), or in a family's other games."""
    per_second = PER_SECOND.get(name) or TUNING[name].per_second
    return max(1, budget_ms * per_second // 1000)


def rollout(
    game: Game[Any, Any],
    state: Any,
    seat: int,
    tuning: Tuning,
    rng: random.Random,
    deadline: Deadline,
) -> int:
    """Play ``state`` on to the end of the deal (at most ``tuning.plies``); the seat's margin.
    Raises :class:`OutOfTime` when the deadline passes on the way."""
    for _ in range(tuning.plies):
        if state.to_move is None:
            break
        state = tuning.policy(game, state, rng, deadline, tuning.judged)
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
    ``cap_factor``: the deadline in budgets (tests that compare answers across runs lift it)."""
    deadline = Deadline(cap_factor * budget_ms / 1000)
    rng = random.Random(f"search:{seed}")
    first = world(game, state, seat, rng)
    tuning = TUNING[game.family]
    moves = legal(game, first)
    ranked = scored_moves(game, first, moves, deadline, partial=True)
    candidates = ranked[: tuning.candidates]
    if len(moves) == 1:  # the only move: nothing to compare, whatever the clock says
        return Searched(candidates[0], float(candidates[0].gain), 0, 0, False)
    worlds = max(1, simulations_for(game.id, budget_ms) // len(candidates))
    totals = [0] * len(candidates)
    played = 0
    try:
        for index in range(worlds):
            sample = first if index == 0 else world(game, state, seat, rng)
            seed_of_world = rng.randrange(2**31)
            margins = []
            for candidate in candidates:
                deadline.check()
                after = candidate.after if index == 0 else game.apply(sample, candidate.move).state
                margins.append(
                    rollout(game, after, seat, tuning, random.Random(seed_of_world), deadline)
                )
            totals = [total + margin for total, margin in zip(totals, margins, strict=True)]
            played += 1
    except OutOfTime:
        pass
    capped = played < worlds
    if played == 0:  # not one whole world: the best immediate gain (the ranking's first)
        return Searched(candidates[0], float(candidates[0].gain), 0, 0, True)
    best = max(range(len(candidates)), key=lambda n: (totals[n], -n))
    return Searched(
        candidates[best], totals[best] / played, played * len(candidates), played, capped
    )
