"""Card values in the fishing games: base values and the three schemes for special cards.

CORE-CARD-3 fixes every ordinary card; CORE-CARD-4 gives three ways to value storan (10D),
lillan (2S) and the aces. A scheme answers "which values may this card take in this play",
depending on whether it is played from the hand or lies on the table.
"""

from __future__ import annotations

from enum import Enum

from service.core.cards import LILLAN, RANK_NUMBER, STORAN, Card, rank_of

ValueSet = tuple[int, ...]


class Valuation(Enum):
    """CORE-CARD-4 schemes; the value is the option spelling (KAS-VAR-1)."""

    CHOICE = "choice"  # V-CHOICE: 16/10, 15/2, 14/1 at the player's choice, anywhere
    ACES = "aces"  # V-ACES: storan 10, lillan 2, aces 14/1 at the player's choice
    HANDTABLE = "handtable"  # V-HANDTABLE: high from the hand, low on the table


# Special values per scheme: (hand values, table values); choices list the high value first.
_SPECIAL: dict[Valuation, dict[str, tuple[ValueSet, ValueSet]]] = {
    Valuation.CHOICE: {
        "storan": ((16, 10), (16, 10)),
        "lillan": ((15, 2), (15, 2)),
        "ace": ((14, 1), (14, 1)),
    },
    Valuation.ACES: {"storan": ((10,), (10,)), "lillan": ((2,), (2,)), "ace": ((14, 1), (14, 1))},
    Valuation.HANDTABLE: {"storan": ((16,), (10,)), "lillan": ((15,), (2,)), "ace": ((14,), (1,))},
}


def base_value(card: Card) -> int:
    """CORE-CARD-3: 2…10 face value, J 11, Q 12, K 13 (aces 1 as their low value).

    >>> base_value("QH"), base_value("10D"), base_value("AS")
    (12, 10, 1)
    """
    return RANK_NUMBER[rank_of(card)]


def special_kind(card: Card) -> str | None:
    """``storan``, ``lillan``, ``ace`` or None (CORE-CARD-2)."""
    if card == STORAN:
        return "storan"
    if card == LILLAN:
        return "lillan"
    if card[0] == "A":
        return "ace"
    return None


def hand_values(card: Card, scheme: Valuation) -> ValueSet:
    """Values the card may take when played from the hand."""
    kind = special_kind(card)
    return (base_value(card),) if kind is None else _SPECIAL[scheme][kind][0]


def table_values(card: Card, scheme: Valuation) -> ValueSet:
    """Values the card may take while it lies on the table (loose or in a build)."""
    kind = special_kind(card)
    return (base_value(card),) if kind is None else _SPECIAL[scheme][kind][1]
