"""The move choices every level builds on: uniform, and the best immediate gain.

A *gain* is how much a move changes the mover's margin on the game's own score sheet
(:mod:`service.bots.evaluate`); ties are broken by the cards taken where the game's hooks
count them (the fishing games: the most cards are worth points at the end, CORE-SCORE-2),
else the listing's order is kept.

The moves judged are the listing (:func:`~service.bots.sampling.spread`) less those the
game's hooks say are no move for a judging bot, where they say so (:class:`Pruning`): a
gain read one step ahead cannot see that a step only undoes itself later in the turn
(Femhundra's top card of the pile drawn and discarded again, a pass), and a bot that passes
for ever never ends a deal. ``random`` draws from every legal move.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from service.bots.clock import NEVER, Deadline, OutOfTime
from service.bots.evaluate import sheet
from service.bots.sampling import spread
from service.bots.sampling import uniform as uniform_draw
from service.core.game import Game

#: Moves judged at most by their gain (each costs an apply and a score sheet). Where the
#: listing is longer (1000's discard, crowded fishing tables), an equal share of each first
#: decision's first moves (:func:`service.bots.sampling.spread`).
MOST_JUDGED = 500


@runtime_checkable
class Pruning(Protocol):
    """Game hooks that know moves a judging bot should leave alone (beyond
    :class:`~service.core.insight.BotHooks`, which every family implements)."""

    def judged(self, state: Any, moves: tuple[Any, ...]) -> tuple[Any, ...]:
        """``moves`` less those no judging bot should make (never all of them)."""
        ...


def listed(game: Game[Any, Any], state: Any, most: int = MOST_JUDGED) -> tuple[Any, ...]:
    """At most ``most`` legal moves (:func:`~service.bots.sampling.spread`): all of them when
    there are no more."""
    return spread(game, state, most)


def pruned(game: Game[Any, Any], state: Any, moves: tuple[Any, ...]) -> tuple[Any, ...]:
    """``moves`` less those the game's hooks prune (:class:`Pruning`); all of them where the
    hooks would leave none."""
    hooks = game.bot_hooks
    if isinstance(hooks, Pruning):
        return hooks.judged(state, moves) or moves
    return moves


def judged(game: Game[Any, Any], state: Any, most: int = MOST_JUDGED) -> tuple[Any, ...]:
    """At most ``most`` legal moves (:func:`listed`), less those the game's hooks prune."""
    return pruned(game, state, listed(game, state, most))


def legal(game: Game[Any, Any], state: Any) -> tuple[Any, ...]:
    """At most :data:`MOST_JUDGED` legal moves to judge: all of them when there are no more,
    less those the game's hooks prune (:func:`judged`)."""
    return judged(game, state, MOST_JUDGED)


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
    """The best immediate gain among at most ``most`` moves (:func:`judged`); among equals
    the one ``rng`` draws (a cheap rollout step)."""
    deadline.check()
    ranked = scored_moves(game, state, judged(game, state, most), deadline)
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
