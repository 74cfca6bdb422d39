"""Bounded views of a listing that may hold billions of moves: what ``random`` draws from and
what ``greedy`` judges.

A game lists its moves in a fixed order and only as far as asked (``legal_moves(state,
limit)``); the cost of reaching the k-th move grows with k, and on a crowded table (a Mulle
table of 88 loose cards) the count runs past 10⁹ and is only a lower bound. So a bot never
lists past :data:`LISTED` moves from one starting point. Where the whole listing is longer,
the moves are split by their *first decision*, which the bot can list separately:

- the fishing games (with and without building): the hand card played (and announcing out,
  where the game has it), each card's moves listed on their own by the game's own lister;
- the 800 family's discard: no split is needed, the discards are drawn exactly (they are the
  sub-multisets of the discardable cards, counted by binomials).

Both are the game's hooks (:meth:`~service.core.insight.BotHooks.pieces` and
:meth:`~service.core.insight.BotHooks.draw`), written in each family's ``bot_hooks``.

Other listings (Femhundra, the 800 family's declarations) never came near :data:`LISTED` on
the positions searched; should one, the first :data:`LISTED` moves stand for it.
"""

from __future__ import annotations

import random
from typing import Any

from service.core.game import Game
from service.core.insight import Piece

#: The most moves listed from one starting point (the whole listing, or one first decision).
LISTED = 256

__all__ = ["LISTED", "Piece", "pieces", "spread", "uniform"]


def pieces(game: Game[Any, Any], state: Any) -> list[Piece[Any]] | None:
    """The legal moves split by first decision, each listed only when asked, or None where no
    split is known; a piece may hold no move, and their concatenation is the game's listing."""
    return game.bot_hooks.pieces(state)


def uniform(game: Game[Any, Any], state: Any, rng: random.Random) -> tuple[Any, int]:
    """A random legal move and the count of them (a lower bound where the game says so).

    The distribution: uniform over all legal moves when the listing holds at most
    :data:`LISTED` moves, and for the 800 family's discards whatever their number. Otherwise
    (crowded fishing tables) a first decision is drawn uniformly among those that have a move,
    then a move uniformly among that decision's first :data:`LISTED` moves (all of them when
    it has no more). Elsewhere, uniformly among the first :data:`LISTED` moves listed.
    """
    listing = game.legal_moves(state, LISTED)
    moves, count = listing.moves, listing.count
    if len(moves) == count:  # the whole listing (a cut count is never below what is listed)
        return rng.choice(moves), count
    drawn = game.bot_hooks.draw(state, rng)
    if drawn is not None:
        return drawn, count
    split = pieces(game, state)
    while split:  # a decision without a move is dropped and another drawn
        found = split.pop(rng.randrange(len(split)))(LISTED)
        if found:
            return rng.choice(found), count
    return rng.choice(moves), count


def spread(game: Game[Any, Any], state: Any, most: int) -> tuple[Any, ...]:
    """At most ``most`` legal moves for judging: all of them when there are no more, else an
    equal share of each first decision's first moves (in listing order), so that every hand
    card of a crowded table is judged, not only the first one's captures."""
    listing = game.legal_moves(state, most)
    if len(listing.moves) == listing.count:
        return listing.moves
    split = pieces(game, state)
    if not split:
        return listing.moves
    share = max(1, most // len(split))
    found = tuple(move for piece in split for move in piece(share))
    return found or listing.moves
