"""Legal steps in a fixed order, counted exactly and listed lazily up to a limit.

Discards are combinations of a multiset (the four ``T1`` are one card for choosing), counted
with binomials; declarations are counted by :class:`DeclarationSpace`. Plays come before
declarations so a short listing always shows the cards that can be played.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from itertools import combinations, islice
from math import comb

from service.core.cards import Card
from service.games.tarot.dealing import current_discard
from service.games.tarot.deck import UNDISCARDABLE, sorted_cards
from service.games.tarot.declarations import DeclarationSpace
from service.games.tarot.fjont import allowed_payment
from service.games.tarot.state import (
    DiscardWidow,
    FjontExchange,
    Move,
    Phase,
    Play,
    TarotState,
)
from service.games.tarot.tricks import legal_plays
from service.games.tarot.variants import Variant


def _split(cards: tuple[Card, ...]) -> tuple[tuple[Card, ...], tuple[Card, int]]:
    """Distinct singles in deck order and the one repeated code (``T1``) with its count."""
    counts = Counter(cards)
    singles = sorted_cards(card for card, n in counts.items() if n == 1)
    repeated = [(card, n) for card, n in counts.items() if n > 1]
    return singles, (repeated[0] if repeated else ("", 0))


def count_choices(cards: tuple[Card, ...], size: int) -> int:
    """Distinct sub-multisets of ``size`` cards.

    >>> count_choices(("AS", "T1", "T1"), 2)
    2
    """
    singles, (_, copies) = _split(cards)
    return sum(comb(len(singles), size - k) for k in range(min(copies, size) + 1))


def choices(cards: tuple[Card, ...], size: int) -> Iterator[tuple[Card, ...]]:
    """The distinct sub-multisets of ``size`` cards, fewest copies of the repeated card first."""
    singles, (repeated, copies) = _split(cards)
    for k in range(min(copies, size) + 1):
        for rest in combinations(singles, size - k):
            yield sorted_cards((*rest, *(repeated,) * k))


def _discards(variant: Variant, state: TarotState) -> tuple[Iterator[Move], int]:
    step = current_discard(variant, state)
    if step is None:
        return iter(()), 0
    allowed = tuple(c for c in state.hands[step.seat] if c not in UNDISCARDABLE)
    moves = (DiscardWidow(step.seat, cards) for cards in choices(allowed, step.count))
    return moves, count_choices(allowed, step.count)


def _plays(variant: Variant, state: TarotState) -> tuple[Iterator[Move], int]:
    seat = state.to_move
    assert seat is not None, "a playing state has a seat to move"
    hand = state.hands[seat]
    cards = legal_plays(hand, state.trick)
    plays: Iterator[Move] = (Play(seat, card) for card in cards)
    if state.tricks_played or any(d.player == seat for d in state.declarations):
        return plays, len(cards)
    space = DeclarationSpace(hand)  # R800-DECL-1: before the first card of trick 1
    return _chain(plays, space.moves(seat)), len(cards) + space.count()


def _chain(first: Iterator[Move], second: Iterator[Move]) -> Iterator[Move]:
    yield from first
    yield from second


def _exchanges(variant: Variant, state: TarotState) -> tuple[Iterator[Move], int]:
    debt = state.fjont_debt
    if debt is None:
        return iter(()), 0
    pile = state.won[variant.side_of(debt.player)]
    cards = allowed_payment(pile, state.options.fjont_exchange_card)
    return (FjontExchange(debt.player, card) for card in cards), len(cards)


def _nothing(variant: Variant, state: TarotState) -> tuple[Iterator[Move], int]:
    return iter(()), 0


Lister = Callable[[Variant, TarotState], tuple[Iterator[Move], int]]
LISTERS: dict[Phase, Lister] = {
    Phase.DISCARD: _discards,
    Phase.PLAY: _plays,
    Phase.FJONT_EXCHANGE: _exchanges,
    Phase.DEAL_OVER: _nothing,
}


def legal_steps(variant: Variant, state: TarotState, limit: int) -> tuple[tuple[Move, ...], int]:
    """The first ``limit`` legal steps and the true number of them."""
    moves, count = LISTERS[state.phase](variant, state)
    return tuple(islice(moves, max(limit, 0))), count
