"""V-HANDTABLE, the building games' only valuation (BYGG-VAL-1, MULLE-G-4): storan 16 from
the hand and 10 on the table, lillan 15 / 2, each ace 14 / 1, other cards their face value.
One value per card and place, so no play ever chooses values."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from service.core.cards import Card
from service.games.fishing.values import Valuation, hand_values, special_kind, table_values


def hand_value(card: Card) -> int:
    return hand_values(card, Valuation.HANDTABLE)[0]


def table_value(card: Card) -> int:
    return table_values(card, Valuation.HANDTABLE)[0]


def is_special(card: Card) -> bool:
    """Storan, lillan or an ace: never built with from the hand (BYGG-BUILD-4)."""
    return special_kind(card) is not None


def hand_value_counts(hand: Iterable[Card]) -> Counter[int]:
    """How many cards of each hand value a hand holds (the holding duty's question)."""
    return Counter(hand_value(card) for card in hand)
