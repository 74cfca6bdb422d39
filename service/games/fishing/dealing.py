"""The four-card deal of Kasino, misär and Byggkasino (CORE-DEAL-3…6).

Packets of two, forehand first and the dealer last; two cards to the table after each pass in
the first round only. Dealing is pure: a shuffled pack in, hands, table and stock out.
"""

from __future__ import annotations

from dataclasses import dataclass

from service.core.cards import Card

HAND_SIZE = 4
TABLE_CARDS = 4


@dataclass(frozen=True)
class Distribution:
    """Cards given out by one round of dealing; ``hands`` is indexed by seat."""

    hands: tuple[tuple[Card, ...], ...]
    table: tuple[Card, ...]
    stock: tuple[Card, ...]


def rounds_per_deal(players: int, deck_size: int = 52) -> int:
    """CORE-DEAL-5: 6, 4 or 3 rounds for 2, 3 or 4 players (4 + R·4n = 52)."""
    return (deck_size - TABLE_CARDS) // (HAND_SIZE * players)


def seats_from_forehand(players: int, dealer: int) -> list[int]:
    """Seats in dealing order: forehand (the dealer's left) first, the dealer last."""
    return [(dealer + 1 + k) % players for k in range(players)]


def first_round(pack: tuple[Card, ...], players: int, dealer: int) -> Distribution:
    """CORE-DEAL-3: 2 each, 2 to the table, 2 each, 2 to the table; the rest is the stock.

    With the pack as ``d`` (top first), the k-th player from forehand gets ``d[2k], d[2k+1]``
    and ``d[2n+2+2k], d[2n+3+2k]``; the table gets ``d[2n], d[2n+1], d[4n+2], d[4n+3]``.
    """
    n = players
    hands: list[tuple[Card, ...]] = [()] * n
    for k, seat in enumerate(seats_from_forehand(n, dealer)):
        hands[seat] = (
            pack[2 * k],
            pack[2 * k + 1],
            pack[2 * n + 2 + 2 * k],
            pack[2 * n + 3 + 2 * k],
        )
    table = (pack[2 * n], pack[2 * n + 1], pack[4 * n + 2], pack[4 * n + 3])
    return Distribution(tuple(hands), table, pack[4 * n + 4 :])


def later_round(stock: tuple[Card, ...], players: int, dealer: int) -> Distribution:
    """CORE-DEAL-4: 2 to each player from forehand, then 2 more each; nothing to the table."""
    n = players
    hands: list[tuple[Card, ...]] = [()] * n
    for k, seat in enumerate(seats_from_forehand(n, dealer)):
        hands[seat] = (
            stock[2 * k],
            stock[2 * k + 1],
            stock[2 * n + 2 * k],
            stock[2 * n + 2 * k + 1],
        )
    return Distribution(tuple(hands), (), stock[4 * n :])
