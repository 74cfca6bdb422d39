"""The move choices every level builds on: uniform, and the best immediate gain.

A *gain* is how much a move changes the mover's margin on the game's own score sheet
(:mod:`service.bots.evaluate`); ties are broken by the cards taken where the game's hooks
count them (the fishing games: the most cards are worth points at the end, CORE-SCORE-2),
else the listing's order is kept.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from service.bots.clock import NEVER, Deadline, OutOfTime
from service.bots.evaluate import sheet
from service.bots.sampling import spread
from service.bots.sampling import uniform as uniform_draw
from service.core.game import Game

#: Moves judged at most by their gain (each costs an apply and a score sheet). Where the
#: listing is longer (1000's discard, crowded fishing tables), an equal share of each first
#: decision's first moves (:func:`service.bots.sampling.spread`).
MOST_JUDGED = 500


def legal(game: Game[Any, Any], state: Any) -> tuple[Any, ...]:
    """At most :data:`MOST_JUDGED` legal moves: all of them when there are no more."""
    return spread(game, state, MOST_JUDGED)


def uniform(game: Game[Any, Any], state: Any, rng: random.Random) -> tuple[Any, int]:
    """A random legal move (:func:`service.bots.sampling.uniform` says exactly how it is
    drawn) and how many legal moves there are."""
    return uniform_draw(game, state, rng)


@dataclass(frozen=True)
class Scored:
    """A move, its successor state and its immediate gain (and tie-break)."""

    move: Any
    after: Any
    gain: int
    tiebreak: int


def scored_moves(
    game: Game[Any, Any],
    state: Any,
    moves: tuple[Any, ...],
    deadline: Deadline = NEVER,
    partial: bool = False,
) -> list[Scored]:
    """Every move with its gain for the seat to move, best first (stable: ties keep order).

    The clock is looked at before each move after the first: once ``deadline`` has passed,
    the moves judged so far are ranked (``partial``) or :class:`OutOfTime` is raised."""
    seat = state.to_move
    hooks = game.bot_hooks
    base = sheet(game, state).margin(seat)
    out: list[Scored] = []
    for move in moves:
        if out and deadline.passed():
            if not partial:
                raise OutOfTime
            break
        after = game.apply(state, move).state
        gain = 0 if hooks.unscored(state, after) else sheet(game, after).margin(seat) - base
        out.append(Scored(move, after, gain, hooks.taken(state, after, seat)))
    out.sort(key=lambda s: (s.gain, s.tiebreak), reverse=True)
    return out


def greedy_move(
    game: Game[Any, Any],
    state: Any,
    rng: random.Random,
    deadline: Deadline = NEVER,
    most: int = MOST_JUDGED,
) -> Any:
    """The best immediate gain among at most ``most`` moves (:func:`~service.bots.sampling.
    spread`); among equals the one ``rng`` draws (a cheap rollout step)."""
    deadline.check()
    ranked = scored_moves(game, state, spread(game, state, most), deadline)
    best = [s for s in ranked if (s.gain, s.tiebreak) == (ranked[0].gain, ranked[0].tiebreak)]
    return rng.choice(best).after


def random_move(
    game: Game[Any, Any],
    state: Any,
    rng: random.Random,
    deadline: Deadline = NEVER,
    most: int = MOST_JUDGED,
) -> Any:
    return game.apply(state, uniform(game, state, rng)[0]).state
