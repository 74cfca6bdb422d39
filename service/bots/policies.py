"""The move choices every level builds on: uniform, and the best immediate gain.

A *gain* is how much a move changes the mover's margin on the game's own score sheet
(:mod:`service.bots.evaluate`); the fishing games break ties by the cards taken (the most
cards are worth points at the end, CORE-SCORE-2), the others keep the listing's order.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from service.bots.evaluate import sheet
from service.core.game import Game
from service.games.fishing.state import FishingState

#: Moves judged at most by their gain: the first ones listed. Only 1000's discard (up to
#: C(20, 10) ways to lay ten cards away) lists more; judging each costs an apply.
MOST_JUDGED = 500


def legal(game: Game[Any, Any], state: Any) -> tuple[Any, ...]:
    """The first :data:`MOST_JUDGED` legal moves in the game's order."""
    return game.legal_moves(state, MOST_JUDGED).moves


def uniform(game: Game[Any, Any], state: Any, rng: random.Random) -> tuple[Any, int]:
    """A move drawn uniformly from the complete legal listing, and how many there are: an
    index is drawn first, so only the moves up to it are listed."""
    count = game.legal_moves(state, 0).count
    index = rng.randrange(count)
    return game.legal_moves(state, index + 1).moves[index], count


@dataclass(frozen=True)
class Scored:
    """A move, its successor state and its immediate gain (and tie-break)."""

    move: Any
    after: Any
    gain: int
    tiebreak: int


def _taken(state: Any, after: Any, seat: int) -> int:
    if isinstance(state, FishingState):
        return len(after.captured[seat]) - len(state.captured[seat])
    return 0


def _unscored(state: Any, after: Any) -> bool:
    """A fishing play that took nothing and ended nothing leaves the sheet as it was (a
    trail or a build: the sheet counts only the piles, the sweeps and the kept points)."""
    return (
        isinstance(state, FishingState)
        and after.captured is state.captured
        and after.tabbar == state.tabbar
        and after.phase is state.phase
        and (after.mulles, after.penalties, after.mulle_points)
        == (state.mulles, state.penalties, state.mulle_points)
    )


def scored_moves(game: Game[Any, Any], state: Any, moves: tuple[Any, ...]) -> list[Scored]:
    """Every move with its gain for the seat to move, best first (stable: ties keep order)."""
    seat = state.to_move
    base = sheet(game, state).margin(seat)
    out = []
    for move in moves:
        after = game.apply(state, move).state
        gain = 0 if _unscored(state, after) else sheet(game, after).margin(seat) - base
        out.append(Scored(move, after, gain, _taken(state, after, seat)))
    out.sort(key=lambda s: (s.gain, s.tiebreak), reverse=True)
    return out


def greedy_move(game: Game[Any, Any], state: Any, rng: random.Random) -> Any:
    """The best immediate gain; among equals the one ``rng`` draws (a cheap rollout step)."""
    ranked = scored_moves(game, state, legal(game, state))
    best = [s for s in ranked if (s.gain, s.tiebreak) == (ranked[0].gain, ranked[0].tiebreak)]
    return rng.choice(best).after


def random_move(game: Game[Any, Any], state: Any, rng: random.Random) -> Any:
    return game.apply(state, uniform(game, state, rng)[0]).state
