"""Femhundra's deck, rank order and card values.

Rules: R500-DECK-1, R500-DECK-3, R500-SCORE-2, R500-SCORE-3, R500-VAR-1, R500-VAR-4.

Cards stay contract §1 codes; the joker is ``JK``. Ranks are numbered A=1 … K=13 and a run is
walked on the 13-step cycle (``next_rank``/``prev_rank``), because a lay-off may go round the
corner (R500-CORNER-1) while a meld may not (R500-CORNER-2); the geometry lives in melds.py.
"""

from __future__ import annotations

from collections.abc import Iterable

from service.core.cards import RANK_NUMBER, RANKS, STANDARD_CARDS, STANDARD_DECK, SUITS, Card
from service.core.cards import sort_key as standard_sort_key

JOKER: Card = "JK"

#: Every legal code of this game, for input checking (contract §1).
ALL_CARDS: frozenset[Card] = STANDARD_CARDS | {JOKER}


def deck(use_joker: bool) -> tuple[Card, ...]:
    """R500-DECK-1: 52 cards plus the joker (53), or 52 without it (R500-VAR-1)."""
    return (*STANDARD_DECK, JOKER) if use_joker else STANDARD_DECK


def card_key(card: Card) -> int:
    """Canonical order: the standard deck order, the joker last."""
    return 52 if card == JOKER else standard_sort_key(card)


def sorted_hand(cards: Iterable[Card]) -> tuple[Card, ...]:
    """Cards in canonical order, so hands and listings never depend on input order."""
    return tuple(sorted(cards, key=card_key))


def rank_number(card: Card) -> int:
    """A=1 … K=13 (the joker has no rank; callers use its declared card)."""
    return RANK_NUMBER[card[:-1]]


def suit(card: Card) -> str:
    return card[-1]


_BY_SUIT: dict[str, tuple[Card, ...]] = {s: tuple(rank + s for rank in RANKS) for s in SUITS}


def make_card(number: int, suit_code: str) -> Card:
    """The card of rank ``number`` on the 13-cycle (14 is the ace again) and ``suit_code``.

    >>> make_card(14, "H"), make_card(10, "C")
    ('AH', '10C')
    """
    return _BY_SUIT[suit_code][(number - 1) % 13]


def next_rank(number: int) -> int:
    """The rank above on the cycle: K (13) is followed by the ace (1) (R500-DECK-3)."""
    return number % 13 + 1


def prev_rank(number: int) -> int:
    """The rank below on the cycle: the ace (1) is preceded by the K (13)."""
    return (number - 2) % 13 + 1


# R500-SCORE-2: value subtracted for a card left in hand (the ace 15, the joker 25).
HAND_VALUE: dict[str, int] = {
    **dict.fromkeys(("2", "3", "4", "5", "6", "7", "8", "9"), 5),
    **dict.fromkeys(("10", "J", "Q", "K"), 10),
    "A": 15,
}
JOKER_HAND_VALUE = 25

# R500-SCORE-3: value added for a card on the table; the ace depends on where it lies
# (R500-SCORE-4) and the joker on its declaration (R500-SCORE-5), so neither is listed.
TABLE_VALUE: dict[str, int] = {rank: value for rank, value in HAND_VALUE.items() if rank != "A"}
ACE_HIGH_VALUE = 15  # R500-SCORE-4 (a), (b): in a set of aces, or next to the K only
ACE_LOW_VALUE = 5  # R500-SCORE-4 (c), (d): next to the 2, with or without the K

# R500-VAR-4: the "collect" score sheet counts opponents' hands at face value.
COLLECT_VALUE: dict[str, int] = {
    **{str(number): number for number in range(2, 11)},
    "J": 10,
    "Q": 10,
    "K": 10,
    "A": 1,
}


def hand_value(card: Card) -> int:
    """R500-SCORE-2 / R500-JOKER-9: what a card left in hand costs.

    >>> hand_value("AS"), hand_value("10H"), hand_value("7D"), hand_value("JK")
    (15, 10, 5, 25)
    """
    return JOKER_HAND_VALUE if card == JOKER else HAND_VALUE[card[:-1]]


def collect_value(card: Card) -> int:
    """R500-VAR-4: J, Q, K 10; 2–10 face value; A 1; the joker 25.

    >>> collect_value("10H"), collect_value("KS"), collect_value("AD"), collect_value("JK")
    (10, 10, 1, 25)
    """
    return JOKER_HAND_VALUE if card == JOKER else COLLECT_VALUE[card[:-1]]


__all__ = [
    "ALL_CARDS",
    "JOKER",
    "SUITS",
    "Card",
    "card_key",
    "collect_value",
    "deck",
    "hand_value",
    "make_card",
    "next_rank",
    "prev_rank",
    "rank_number",
    "sorted_hand",
    "suit",
]
