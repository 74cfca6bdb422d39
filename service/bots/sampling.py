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

Other listings (Femhundra, the 800 family's declarations) never came near :data:`LISTED` on
the positions searched; should one, the first :data:`LISTED` moves stand for it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from itertools import islice
from math import comb
from typing import Any

from service.core.game import Game
from service.games.building.engine import BuildingGame
from service.games.building.listing import Lister
from service.games.fishing import announce
from service.games.fishing.engine import FishingGame
from service.games.fishing.forced import sweeping_cards
from service.games.fishing.listing import TableIndex, card_captures, hand_order
from service.games.fishing.state import FishingMove, FishingState, Phase
from service.games.tarot.dealing import current_discard
from service.games.tarot.deck import UNDISCARDABLE, sorted_cards
from service.games.tarot.engine import TarotGame
from service.games.tarot.listing import _split
from service.games.tarot.state import DiscardWidow, TarotState
from service.games.tarot.state import Phase as TarotPhase

#: The most moves listed from one starting point (the whole listing, or one first decision).
LISTED = 256

Piece = Callable[[int], tuple[Any, ...]]
"""One first decision's moves: the first ``n`` of them, in the game's order."""


def _fishing_pieces(game: FishingGame, state: FishingState) -> list[Piece] | None:
    """Announcing out, then each distinct hand card's plays in the game's own order (the
    game's listing is their concatenation: :func:`service.games.fishing.listing.list_plays`
    without its count); None where the split does not apply."""
    if state.phase is not Phase.PLAY or state.to_move is None:
        return None
    player = state.to_move
    rules = game.rules(state.options)
    capture = rules.capture
    hand = state.hands[player]
    if capture.forced_tabbe and sweeping_cards(hand, state.table.cards, capture):
        return None  # MISAR-FORCE-1: the sweeps alone, a handful
    index = TableIndex(state.table.cards, capture)
    pieces: list[Piece] = []
    announcing = FishingMove(player, announce_out=True)
    if rules.announce_out and not announce.violations(
        state, announcing, rules, game.sides(state)
    ):
        pieces.append(lambda n: (announcing,)[:n])

    def plays(card: str) -> Piece:
        def first(n: int) -> tuple[Any, ...]:
            trail = not (capture.forced_capture and index.can_capture(card))
            moves = [FishingMove(player, card)] if trail else []
            selections = index.expander.selections
            for packed in card_captures(index, card, capture.forced_capture):
                if len(moves) >= n:
                    break
                moves += (
                    FishingMove(player, card, taken)
                    for taken in islice(selections(packed), n - len(moves))
                )
            return tuple(moves[:n])

        return first

    pieces += [plays(card) for card in hand_order(hand)]
    return pieces


def _building_pieces(game: BuildingGame, state: FishingState) -> list[Piece] | None:
    """Each distinct hand card's plays (trail, then its families) as the game lists them,
    on the state after any default was settled, as the game's listing reads it."""
    if state.phase is not Phase.PLAY or state.to_move is None:
        return None
    settled, _, _ = game._settled(state)  # the listing's own first step
    if settled.phase is not Phase.PLAY:
        return None
    _, building = game._building(state)
    player = state.to_move
    lister = Lister(settled, player, building)

    def plays(card: str) -> Piece:
        def first(n: int) -> tuple[Any, ...]:
            moves = [FishingMove(player, card)] if lister.may_trail(card) else []
            for family in lister.families(card):
                if len(moves) >= n:
                    break
                moves += islice(lister.moves(family), n - len(moves))
            return tuple(moves[:n])

        return first

    return [plays(card) for card in hand_order(lister.hand)]


def pieces(game: Game[Any, Any], state: Any) -> list[Piece] | None:
    """The legal moves split by first decision, each listed only when asked, or None where no
    split is known; a piece may hold no move, and their concatenation is the game's listing."""
    if isinstance(game, BuildingGame) and isinstance(state, FishingState):
        return _building_pieces(game, state)
    if isinstance(game, FishingGame) and isinstance(state, FishingState):
        return _fishing_pieces(game, state)
    return None


def _tarot_discard(game: TarotGame, state: TarotState, rng: random.Random) -> Any | None:
    """A discard drawn uniformly among all of them, none listed: the number of copies of the
    repeated card (``T1``) by how many discards hold that many, then the other cards as a
    uniform sample of the distinct ones (as :func:`service.games.tarot.listing.choices`)."""
    if state.phase is not TarotPhase.DISCARD:
        return None
    step = current_discard(game.variant, state)
    if step is None:
        return None
    allowed = tuple(c for c in state.hands[step.seat] if c not in UNDISCARDABLE)
    singles, (repeated, copies) = _split(allowed)
    ways = [comb(len(singles), step.count - k) for k in range(min(copies, step.count) + 1)]
    drawn = rng.randrange(sum(ways))
    k = 0
    while drawn >= ways[k]:
        drawn -= ways[k]
        k += 1
    rest = rng.sample(singles, step.count - k)
    return DiscardWidow(step.seat, sorted_cards((*rest, *(repeated,) * k)))


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
    if isinstance(game, TarotGame) and isinstance(state, TarotState):
        drawn = _tarot_discard(game, state, rng)
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
