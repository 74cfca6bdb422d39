"""A suggested move for one seat: the level's choice, why, and how much was looked at."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from service.bots.describe import describe, points
from service.bots.determinize import world
from service.bots.policies import listed, pruned, scored_moves, uniform
from service.bots.search import CAP_FACTOR, search
from service.core.game import Game
from service.core.text import Text, msg
from service.core.verdict import NotApplicable

LEVELS = ("random", "greedy", "search")


@dataclass(frozen=True)
class Suggestion:
    """The move and a one-sentence reason; ``considered`` counts the moves (random, greedy:
    those the game's hooks set aside as not worth weighing included, :class:`~service.bots.
    policies.Pruning`) or the simulations (search) the choice was made from; ``cut``: the
    search's deadline passed before the simulations its budget buys were run, so the same
    view and seed may give another move on another run (never for random and greedy)."""

    seat: int
    level: str
    move: Any
    reason: str
    considered: int
    cut: bool = False


def seat_to_move(state: Any, seat: int | None) -> int:
    """The seat to suggest for: the one to move; another seat is refused."""
    to_move = state.to_move
    if to_move is None:
        raise NotApplicable("deal_over", "The deal is over; nobody has a move to make.")
    if seat is not None and seat != to_move:
        raise NotApplicable(
            "not_to_move", f"Seat {seat} is not to move; seat {to_move} is.", "/seat"
        )
    return int(to_move)


def alone(game: Game[Any, Any], move: Any, before: Any, after: Any) -> Text:
    """The reason for the one move left to judge where the game's hooks set the other legal
    moves aside (:class:`~service.bots.policies.Pruning`)."""
    return msg("{move}; no other move is worth weighing.", move=describe(move, before, after, game))


def suggest(
    game: Game[Any, Any],
    state: Any,
    level: str,
    seed: int = 0,
    budget_ms: int = 200,
    seat: int | None = None,
    cap_factor: float = CAP_FACTOR,
) -> Suggestion:
    """A legal move for ``seat`` chosen from what it may see: the hidden cards are dealt anew
    (seeded by ``seed``) before the bot looks, so the same view and seed give the same move."""
    mover = seat_to_move(state, seat)
    if game.legal_moves(state, 1).count == 0:
        # a seat to move with nothing listed to choose from: a building game's seat in default
        # on a build, whose any play only settles the default (decision D4)
        raise NotApplicable(
            "no_legal_move",
            msg(
                "Seat {seat} is to move, but no legal move is listed to choose from; "
                "POST validate with the move to see what playing it would do.",
                seat=mover,
            ),
        )
    if level == "search":
        found = search(game, state, mover, seed, budget_ms, cap_factor)
        choice = found.choice
        if found.simulations == 0 and found.capped:  # the deadline came before one world
            reason = msg(
                "{move}: {gain} now, the best gain.",
                move=describe(choice.move, state, choice.after, game),
                gain=points(choice.gain),
            )
        elif found.simulations == 0 and game.legal_moves(state, 2).count > 1:
            reason = alone(game, choice.move, state, choice.after)
        elif found.simulations == 0:
            reason = msg(
                "{move}; it is the only move.",
                move=describe(choice.move, state, choice.after, game),
            )
        else:
            reason = msg(
                "{move}: the best average margin, {points}, over {worlds} sampled deals of the "
                "hidden cards.",
                move=describe(choice.move, state, choice.after, game),
                points=points(round(found.average, 1)),
                worlds=found.worlds,
            )
        return Suggestion(mover, level, choice.move, reason, found.simulations, found.capped)
    rng = random.Random(f"{level}:{seed}")
    sample = world(game, state, mover, rng)
    if level == "random":
        move, count = uniform(game, sample, rng)
        after = game.apply(sample, move).state
        reason = msg(
            "{move}, drawn at random from {count} legal moves.",
            move=describe(move, sample, after, game),
            count=count,
        )
        return Suggestion(mover, level, move, reason, count)
    if level == "greedy":
        moves = listed(game, sample)
        kept = pruned(game, sample, moves)
        ranked = scored_moves(game, sample, moves)
        best = next(s for s in ranked if s.move in kept)
        move, gain = describe(best.move, sample, best.after, game), points(best.gain)
        if (best.gain, best.tiebreak) == (ranked[0].gain, ranked[0].tiebreak):
            reason = msg("{move}: {gain} now, the best gain.", move=move, gain=gain)
        else:  # a move set aside by the game's hooks would have gained more
            reason = msg(
                "{move}: {gain} now, the best gain of the moves worth weighing.",
                move=move,
                gain=gain,
            )
        return Suggestion(mover, level, best.move, reason, len(moves))
    raise ValueError(f"unknown level {level!r}")
