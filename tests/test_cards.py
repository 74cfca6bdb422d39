"""Card-code helpers of the core (service/core/cards.py)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from service.core.cards import STANDARD_DECK, remove_cards


def test_remove_cards_keeps_the_order_of_what_is_left() -> None:
    assert remove_cards(("5H", "AS", "KC", "2D"), ["KC", "5H"]) == ("AS", "2D")


def test_remove_cards_takes_one_copy_of_a_doubled_card() -> None:
    assert remove_cards(("7S", "AH", "7S"), ["7S"]) == ("AH", "7S")
    assert remove_cards(("7S", "AH", "7S"), ["7S", "7S"]) == ("AH",)


@given(st.lists(st.sampled_from(STANDARD_DECK[:6]), max_size=10), st.randoms())
def test_remove_cards_is_multiset_difference(cards: list[str], rng: object) -> None:
    taken = [card for card in cards if rng.random() < 0.5]  # type: ignore[attr-defined]
    left = remove_cards(tuple(cards), taken)
    assert sorted(left + tuple(taken)) == sorted(cards)
    # what is left keeps its order: it is a subsequence of the cards
    rest = iter(cards)
    assert all(card in rest for card in left)
