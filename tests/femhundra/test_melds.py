"""Melds: sets, runs, the ace, no corner (R500-MELD-*, R500-CORNER-2, R500-DECK-3)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from service.games.femhundra.game import FEMHUNDRA
from service.games.femhundra.state import FemhundraState, Kind

from .builders import build, illegal, legal

HAND = ["JS", "JH", "JD", "JC", "4S", "5S", "6S", "7S", "QC", "KC", "AC", "2H", "3H", "AH", "9D"]


def state() -> FemhundraState:
    return build(players=2, hands={0: HAND})


def test_meld_1_three_or_more_cards_from_the_hand() -> None:
    s = state()
    assert illegal(s, "R500-MELD-1", "meld", 0, cards=["JS", "JH"]) == "too_few_cards"
    assert illegal(s, "R500-MELD-1", "meld", 0, cards=["JS", "JH", "JD", "JS"]) in (
        "too_few_cards",
        "duplicate_card",
    )
    assert illegal(s, "R500-MELD-1", "meld", 0, cards=["8S", "9S", "10S"]) == "card_not_in_hand"
    assert illegal(s, "R500-MELD-1", "meld", 0, cards=["JS", "4S", "9D"]) == "not_a_combination"
    after = legal(s, "meld", 0, cards=["4S", "5S", "6S"])
    assert after.table[0].owner == 0 and after.table[0].kind is Kind.RUN


@pytest.mark.parametrize("cards", [["JS", "JH", "JD"], ["JC", "JS", "JD", "JH"]])
def test_meld_2_sets_of_three_or_four(cards: list[str]) -> None:
    after = legal(state(), "meld", 0, cards=cards)
    assert after.table[0].kind is Kind.SET and len(after.table[0].cards) == len(cards)


def test_meld_2_a_set_on_the_table_is_one_rank_in_different_suits() -> None:
    s = build(players=2, table=[{"owner": 0, "cards": ["JS", "JH", "JD"]}])
    mixed = replace(
        s.table[0], cards=(*s.table[0].cards[:2], replace(s.table[0].cards[2], card="QD"))
    )
    bad = replace(s, table=(mixed,))
    assert "R500-MELD-2" in [p.rule for p in FEMHUNDRA.check_state(bad)]


@pytest.mark.parametrize(
    ("cards", "order"),
    [
        (["7S", "4S", "6S", "5S"], ["4S", "5S", "6S", "7S"]),
        (["AC", "QC", "KC"], ["QC", "KC", "AC"]),  # R500-DECK-3: ace high
        (["3H", "AH", "2H"], ["AH", "2H", "3H"]),  # ace low
    ],
)
def test_meld_3_runs_in_order_ace_low_or_high(cards: list[str], order: list[str]) -> None:
    after = legal(state(), "meld", 0, cards=cards)
    assert list(after.table[0].effective) == order


def test_meld_3_runs_are_unbroken_and_of_one_suit() -> None:
    s = state()
    assert illegal(s, "R500-MELD-3", "meld", 0, cards=["4S", "5S", "7S"]) == "not_a_run"
    assert illegal(s, "R500-MELD-1", "meld", 0, cards=["4S", "5S", "2H"]) == "not_a_combination"


def test_meld_3_full_run_needs_the_ace_placed() -> None:
    spades = ["AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "QS", "KS"]
    s = build(players=2, hands={0: [*spades, "2D"]})
    assert illegal(s, "R500-MELD-3", "meld", 0, cards=spades) == "ace_placement_required"
    low = legal(s, "meld", 0, cards=spades, ace="low")
    assert low.table[0].effective[0] == "AS"
    high = legal(s, "meld", 0, cards=spades, ace="high")
    assert high.table[0].effective[-1] == "AS"
    listed = [m for m in FEMHUNDRA.legal_moves(s, 10**6).moves if len(m.cards) == 13]
    assert {m.ace.value for m in listed if m.ace and "JK" not in m.cards} == {"low", "high"}
    assert illegal(s, "R500-MELD-3", "meld", 0, cards=["2S", "3S", "4S"], ace="low") == (
        "ace_placement"
    )


def test_corner_2_no_meld_round_the_corner() -> None:
    s = build(players=2, hands={0: ["KH", "AH", "2H", "QH", "3H", "JK"]})
    assert illegal(s, "R500-CORNER-2", "meld", 0, cards=["KH", "AH", "2H"]) == (
        "meld_round_the_corner"
    )
    illegal(s, "R500-CORNER-2", "meld", 0, cards=["QH", "KH", "AH", "2H"])
    illegal(s, "R500-CORNER-2", "meld", 0, cards=["KH", "JK", "2H"], joker_as="AH")
    # a joker standing for a card of K-A-2 breaks R500-CORNER-2, not R500-JOKER-2, even where
    # another declaration (QH, 3H) would make a meld
    assert illegal(s, "R500-CORNER-2", "meld", 0, cards=["KH", "AH", "JK"], joker_as="2H") == (
        "meld_round_the_corner"
    )
    illegal(s, "R500-CORNER-2", "meld", 0, cards=["JK", "AH", "2H"], joker_as="KH")
    legal(s, "meld", 0, cards=["QH", "KH", "AH"])
    legal(s, "meld", 0, cards=["AH", "2H", "3H"])


def test_meld_4_joker_with_two_naturals() -> None:
    s = build(players=2, hands={0: ["JS", "JH", "JK", "2C"]})
    after = legal(s, "meld", 0, cards=["JS", "JH", "JK"], joker_as="JD")
    assert [e.card for e in after.table[-1].cards] == ["JS", "JH", "JK"]
    assert illegal(s, "R500-MELD-1", "meld", 0, cards=["JS", "JK"], joker_as="JD") == (
        "too_few_cards"
    )


def test_meld_5_any_number_of_melds_in_a_turn() -> None:
    s = state()
    s = legal(s, "meld", 0, cards=["JS", "JH", "JD"])
    s = legal(s, "meld", 0, cards=["4S", "5S", "6S", "7S"])
    s = legal(s, "meld", 0, cards=["QC", "KC", "AC"])
    assert [combo.id for combo in s.table] == ["m1", "m2", "m3"]


def test_meld_6_melds_stay_with_their_owner() -> None:
    s = legal(state(), "meld", 0, cards=["JS", "JH", "JD"])
    s = legal(s, "discard", 0, card="9D")
    assert s.table[0].owner == 0 and s.to_move == 1
    bad = replace(s, table=(replace(s.table[0], owner=1),))
    assert "R500-MELD-6" in [p.rule for p in FEMHUNDRA.check_state(bad)]
