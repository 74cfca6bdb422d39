"""Card codes of contract §1: ``<rank><suit>`` strings, compared and sorted canonically.

Cards stay plain ``str`` codes everywhere: they are hashable, readable in test vectors and
need no conversion at the API boundary, which keeps request handling cheap.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

Card = str

SUITS: tuple[str, ...] = ("S", "H", "D", "C")
RANKS: tuple[str, ...] = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
RANK_NUMBER: dict[str, int] = {rank: number for number, rank in enumerate(RANKS, start=1)}

STANDARD_DECK: tuple[Card, ...] = tuple(rank + suit for suit in SUITS for rank in RANKS)
STANDARD_CARDS: frozenset[Card] = frozenset(STANDARD_DECK)
_ORDER: dict[Card, int] = {card: index for index, card in enumerate(STANDARD_DECK)}

STORAN: Card = "10D"
LILLAN: Card = "2S"


def rank_of(card: Card) -> str:
    """``"10D"`` -> ``"10"``.

    >>> rank_of("10D"), rank_of("AS")
    ('10', 'A')
    """
    return card[:-1]


def suit_of(card: Card) -> str:
    """``"10D"`` -> ``"D"``."""
    return card[-1]


def is_spade(card: Card) -> bool:
    return card[-1] == "S"


def is_ace(card: Card) -> bool:
    return card[0] == "A"


def sort_key(card: Card) -> int:
    """Position in the canonical deck order (spades, hearts, diamonds, clubs; A…K)."""
    return _ORDER[card]


def sorted_cards(cards: Iterable[Card]) -> list[Card]:
    """Cards in canonical order, so listings never depend on hash or input order.

    >>> sorted_cards(["KC", "2S", "AS", "10D"])
    ['AS', '2S', '10D', 'KC']
    """
    return sorted(cards, key=_ORDER.__getitem__)


def remove_cards(cards: tuple[Card, ...], taken: Iterable[Card]) -> tuple[Card, ...]:
    """``cards`` without one copy of each taken card, order kept (taken cards must be there)."""
    if len(set(cards)) == len(cards):  # one deck: each card once, so a set says it (no Counter)
        gone = set(taken)
        return tuple(card for card in cards if card not in gone)
    left = Counter(taken)
    kept: list[Card] = []
    for card in cards:
        if left[card]:
            left[card] -= 1
        else:
            kept.append(card)
    return tuple(kept)


def remove_one(cards: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    """``cards`` without one copy of ``card`` (which must be there), order kept."""
    index = cards.index(card)
    return cards[:index] + cards[index + 1 :]
