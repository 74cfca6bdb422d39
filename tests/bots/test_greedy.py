"""greedy takes the best immediate gain by the game's own score sheet (hand-made positions)."""

from __future__ import annotations

from service.bots import suggest
from service.games.fishing.kasino import KASINO
from tests.fishing.positions import position

#: Most cards and most spades are already decided (seat 1 holds 39 cards and every spade
#: but two), so a capture's gain is only its card points and sweeps.
PILES = {0: ["2H", "3H"], 1: ["2C", "3C"]}


def test_greedy_takes_storan_for_two_points() -> None:
    """KAS-SCORE-1: storan (10D) is worth 2; 9H taking 4H+5C is worth nothing more here."""
    state = position(["10D", "4H", "5C"], ["10S", "9H"], piles=PILES)
    found = suggest(KASINO, state, "greedy")
    assert (found.move.card, found.move.capture) == ("10S", ("10D",))
    assert found.reason == "Takes 2 cards with 10S: +2 points now, the best gain."
    assert found.considered == KASINO.legal_moves(state, 100).count


def test_greedy_sweeps_the_table_for_a_tabbe() -> None:
    """KAS-TABBE-1: taking every card on the table scores a tabbe (1 point); taking storan
    alone would score 2, so with storan off the table the sweep is the best gain."""
    state = position(["4H", "5C"], ["9H", "KD"], piles=PILES)
    found = suggest(KASINO, state, "greedy")
    assert found.move.card == "9H" and sorted(found.move.capture) == ["4H", "5C"]
    assert (
        found.reason == "Takes 3 cards with 9H and makes a tabbe: +1 point now, the best gain."
    )


def test_greedy_prefers_points_to_cards() -> None:
    """KAS-SCORE-1: an ace (1 point) with one card beats two plain cards (none)."""
    state = position(["AD", "4H", "3D"], ["AH", "7H"], piles=PILES)
    found = suggest(KASINO, state, "greedy")
    assert found.move.card == "AH" and "AD" in (found.move.capture or ())
