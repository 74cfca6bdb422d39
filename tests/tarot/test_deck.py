"""The deck, its ranks and card classes (R800-DECK-1, R800-RANK-*, R800-CLASS-*, R800-PTS-*)."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.core.cards import remove_cards
from service.games.tarot.deck import (
    CLASS_OF,
    DECK,
    POWER,
    CardClass,
    half_points,
    sorted_cards,
)
from service.games.tarot.scoring import count_in_pairs, pair_points
from service.games.tarot.state import Played
from service.games.tarot.tricks import trick_winner


def winner_of(*cards: str) -> int:
    return trick_winner(tuple(Played(seat, card) for seat, card in enumerate(cards)))


def test_deck_has_62_cards_with_four_snapphanar() -> None:
    """R800-DECK-1: 40 suit cards, T20 … T5, four T1, T0 and FJ."""
    counts = Counter(DECK)
    assert len(DECK) == 62
    assert counts["T1"] == 4
    assert all(n == 1 for card, n in counts.items() if card != "T1")
    assert sum(1 for c in DECK if c[-1] in "SHDC" and not c.startswith("T")) == 40
    assert [c for c in DECK if c.startswith("T")][:16] == [f"T{n}" for n in range(20, 4, -1)]
    for absent in ("2S", "5H", "T21", "T2", "T4", "JK"):  # R800-DECK-1: not in the deck
        assert absent not in counts


def test_black_suits_rank_king_down_to_ace() -> None:
    """R800-RANK-1: in spades and clubs 10 beats A."""
    order = ["KS", "QS", "CS", "JS", "10S", "9S", "8S", "7S", "6S", "AS"]
    assert sorted(order, key=POWER.__getitem__, reverse=True) == order
    assert winner_of("AC", "10C") == 1
    assert winner_of("10C", "AC") == 0


def test_red_suits_reverse_the_number_cards() -> None:
    """R800-RANK-2: in hearts and diamonds A beats 6 and 10 is lowest."""
    order = ["KH", "QH", "CH", "JH", "AH", "6H", "7H", "8H", "9H", "10H"]
    assert sorted(order, key=POWER.__getitem__, reverse=True) == order
    assert winner_of("10D", "AD") == 1
    assert winner_of("7D", "6D") == 1
    assert winner_of("6D", "7D") == 0


def test_trumps_beat_suits_and_rank_down_to_nulla() -> None:
    """R800-RANK-3: T20 … T5, then T1, then T0; any trump beats any suit card."""
    assert winner_of("KS", "T0") == 1
    assert winner_of("T5", "T1") == 0
    assert winner_of("T1", "T0") == 0
    assert winner_of("T19", "T20") == 1


def test_last_snapphane_wins_among_equals() -> None:
    """R800-RANK-4: two T1 and no higher trump: the later one wins; a higher trump still wins."""
    assert winner_of("T1", "T1") == 1
    assert winner_of("T1", "T1", "T0", "KS") == 1
    assert winner_of("T1", "7S", "T1", "T1") == 3
    assert winner_of("T1", "T1", "T5", "T1") == 2


def test_fjont_never_wins() -> None:
    """R800-RANK-5: FJ is neither trump nor suit; even led it loses."""
    assert winner_of("FJ", "AS") == 1
    assert winner_of("AS", "FJ") == 0
    assert winner_of("FJ", "6H", "KS", "7H") == 1  # 6H sets hearts and beats 7H


@pytest.mark.parametrize(
    ("card_class", "count", "examples"),
    [
        (CardClass.TAROK, 4, ["T20", "T19", "T0", "FJ"]),  # R800-CLASS-1
        (CardClass.KING, 4, ["KS"]),  # R800-CLASS-2 (court cards)
        (CardClass.QUEEN, 4, ["QH"]),
        (CardClass.CAVALIER, 4, ["CC"]),
        (CardClass.JACK, 4, ["JD"]),
        (CardClass.HACKA, 42, ["10S", "AS", "T18", "T5", "T1"]),  # R800-CLASS-3, A800-01
    ],
)
def test_card_classes(card_class: CardClass, count: int, examples: list[str]) -> None:
    assert sum(1 for card in DECK if CLASS_OF[card] is card_class) == count
    assert all(CLASS_OF[card] is card_class for card in examples)


def test_tarok_is_not_a_hacka_and_ace_is() -> None:
    """R800-CLASS-1 / R800-CLASS-3: T18 is a hacka, T19 a tarok; aces are hackor."""
    assert CLASS_OF["T19"] is CardClass.TAROK
    assert CLASS_OF["T18"] is CardClass.HACKA
    assert CLASS_OF["AH"] is CardClass.HACKA


def test_card_values_in_half_points() -> None:
    """R800-PTS-1 (A800-02): tarok and king 4½, queen 3½, cavalier 2½, jack 1½, hacka ½."""
    assert [half_points(c) for c in ("T0", "KD", "QD", "CD", "JD", "9D")] == [9, 9, 7, 5, 3, 1]


@pytest.mark.parametrize(
    ("pair", "points"),
    [
        (("T20", "7S"), 5),
        (("KS", "AS"), 5),
        (("QS", "T18"), 4),
        (("CS", "6H"), 3),
        (("JS", "T1"), 2),
        (("6S", "7S"), 1),
        (("KS", "CH"), 7),
        (("QD", "JC"), 5),
        (("T20", "FJ"), 9),
    ],
)
def test_pair_table(pair: tuple[str, str], points: int) -> None:
    """R800-PTS-2: Table 4, and two non-hackor count their sum minus 1."""
    assert pair_points(*pair) == points
    assert pair_points(*pair) == (half_points(pair[0]) + half_points(pair[1])) // 2


def test_whole_deck_is_87_points() -> None:
    """R800-PTS-5 (A800-04): 87 card points, counted either way."""
    assert count_in_pairs(DECK) == 87
    assert sum(half_points(card) for card in DECK) == 174


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(DECK), min_size=0, max_size=30), st.randoms())
def test_any_pairing_gives_the_value_sum(cards: list[str], rng: random.Random) -> None:
    """R800-PTS-2: every pairing of an even number of cards gives the R800-PTS-1 sum."""
    if len(cards) % 2:
        cards = cards[:-1]
    shuffled = list(cards)
    rng.shuffle(shuffled)
    by_pairs = sum(pair_points(shuffled[i], shuffled[i + 1]) for i in range(0, len(cards), 2))
    assert by_pairs == count_in_pairs(cards) == sum(half_points(c) for c in cards) // 2


def test_odd_pile_rounds_down() -> None:
    """R800-PTS-4 (A800-03): an odd count sums the values and rounds down."""
    assert count_in_pairs(["KS"]) == 4
    assert count_in_pairs(["KS", "QS", "AS"]) == 8


def test_sorting_and_removal_keep_duplicates() -> None:
    assert sorted_cards(["T1", "AS", "T1", "KS"]) == ("KS", "AS", "T1", "T1")
    assert remove_cards(("T1", "T1", "AS"), ["T1"]) == ("T1", "AS")
