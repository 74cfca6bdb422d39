"""The 62-card deck of 800 (R800-DECK-1): codes, ranks, card classes and card values.

Cards are the plain codes of contract §1. The four snapphanar share the code ``T1`` and are
interchangeable wherever they lie, so every zone is a multiset; everything here is a lookup
table built once, because trick play and scoring consult it on every step.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from enum import Enum

from service.core.cards import Card

SUITS: tuple[str, ...] = ("S", "H", "D", "C")
SUIT_RANKS: tuple[str, ...] = ("K", "Q", "C", "J", "10", "9", "8", "7", "6", "A")
TRUMP = "T"  # the category of every trump card, T20 … T0
SNAPPHANE: Card = "T1"
NULLA: Card = "T0"
FJONT: Card = "FJ"
WILD_CARDS: tuple[Card, ...] = (NULLA, FJONT)  # wild in sequences only (R800-SEQ-8)

SUIT_CARDS: tuple[Card, ...] = tuple(rank + suit for suit in SUITS for rank in SUIT_RANKS)
HIGH_TRUMPS: tuple[Card, ...] = tuple(f"T{number}" for number in range(20, 4, -1))
# R800-DECK-1: 40 suit cards, T20 … T5, four T1, T0 and FJ: 62 cards.
DECK: tuple[Card, ...] = (*SUIT_CARDS, *HIGH_TRUMPS, *(SNAPPHANE,) * 4, NULLA, FJONT)
DECK_COUNTS: dict[Card, int] = dict(Counter(DECK))
CARD_CODES: frozenset[Card] = frozenset(DECK)
ORDER: dict[Card, int] = {card: DECK.index(card) for card in DECK_COUNTS}

# R800-RANK-1 / R800-RANK-2: suit order from high to low; hearts and diamonds reverse 10 … A.
_BLACK_ORDER = ("K", "Q", "C", "J", "10", "9", "8", "7", "6", "A")
_RED_ORDER = ("K", "Q", "C", "J", "A", "6", "7", "8", "9", "10")
_SUIT_ORDER = {"S": _BLACK_ORDER, "C": _BLACK_ORDER, "H": _RED_ORDER, "D": _RED_ORDER}

CATEGORY: dict[Card, str] = {
    **{card: card[-1] for card in SUIT_CARDS},
    **dict.fromkeys((*HIGH_TRUMPS, SNAPPHANE, NULLA), TRUMP),
    FJONT: FJONT,
}
"""``S H D C`` for suit cards, ``T`` for trumps (T0 and T1 included), ``FJ`` for the Fjønt."""

POWER: dict[Card, int] = {
    **{
        rank + suit: len(order) - order.index(rank)
        for suit, order in _SUIT_ORDER.items()
        for rank in order
    },
    # R800-RANK-3: every trump beats every suit card; the four T1 share one rank; T0 lowest.
    **{card: 100 + int(card[1:]) for card in (*HIGH_TRUMPS, SNAPPHANE, NULLA)},
    FJONT: -1,  # R800-RANK-5: never wins a trick
}
"""Strength within its category: suit cards 1 … 10, trumps 100 … 120, the Fjønt -1."""


class CardClass(Enum):
    """The classes that decide card values (R800-CLASS-1 … 3, R800-PTS-1)."""

    TAROK = "tarok"
    KING = "king"
    QUEEN = "queen"
    CAVALIER = "cavalier"
    JACK = "jack"
    HACKA = "hacka"


TAROKKER: tuple[Card, ...] = ("T20", "T19", NULLA, FJONT)  # R800-CLASS-1
_COURT = {"K": CardClass.KING, "Q": CardClass.QUEEN, "C": CardClass.CAVALIER, "J": CardClass.JACK}


def _class_of(card: Card) -> CardClass:
    if card in TAROKKER:
        return CardClass.TAROK
    if CATEGORY[card] in SUITS and card[:-1] in _COURT:  # R800-CLASS-2: K Q C J of a suit
        return _COURT[card[:-1]]
    return CardClass.HACKA  # R800-CLASS-3, AMBIGUITY A800-01: everything else


CLASS_OF: dict[Card, CardClass] = {card: _class_of(card) for card in DECK_COUNTS}

# R800-PTS-1 (AMBIGUITY A800-02): values in half points, so sums stay exact integers; the deck
# holds 174 halves = 87 points (R800-PTS-5).
HALF_POINTS: dict[CardClass, int] = {
    CardClass.TAROK: 9,
    CardClass.KING: 9,
    CardClass.QUEEN: 7,
    CardClass.CAVALIER: 5,
    CardClass.JACK: 3,
    CardClass.HACKA: 1,
}
# R800-PTS-2, Table 4: a card of the class paired with a hacka.
WITH_HACKA: dict[CardClass, int] = {
    CardClass.TAROK: 5,
    CardClass.KING: 5,
    CardClass.QUEEN: 4,
    CardClass.CAVALIER: 3,
    CardClass.JACK: 2,
    CardClass.HACKA: 1,
}
# R800-DEAL-3 / R1000-3: the cards no discard may contain.
UNDISCARDABLE: frozenset[Card] = frozenset((*TAROKKER, *(f"K{suit}" for suit in SUITS)))


def half_points(card: Card) -> int:
    """Twice the card's value (R800-PTS-1): ``KS`` is 9, a hacka 1.

    >>> half_points("KS"), half_points("T20"), half_points("AH")
    (9, 9, 1)
    """
    return HALF_POINTS[CLASS_OF[card]]


def sorted_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    """Cards in deck order (suits S H D C from the king, then trumps high to low, then FJ).

    >>> sorted_cards(["FJ", "T1", "AS", "KS", "T20"])
    ('KS', 'AS', 'T20', 'T1', 'FJ')
    """
    return tuple(sorted(cards, key=ORDER.__getitem__))


def distinct(cards: Iterable[Card]) -> tuple[Card, ...]:
    """Each code once, in deck order (the four ``T1`` are one choice, not four)."""
    return sorted_cards(set(cards))


def contains(cards: Iterable[Card], wanted: Iterable[Card]) -> bool:
    """Whether the multiset ``cards`` holds the multiset ``wanted``."""
    have = Counter(cards)
    return all(have[card] >= count for card, count in Counter(wanted).items())
