"""The joker: declaration, substitution, swap, values (R500-JOKER-*, R500-DECK-2, R500-VAR-1)."""

from __future__ import annotations

import pytest

from service.games.femhundra.game import FEMHUNDRA
from service.games.femhundra.scoring import table_value
from service.games.femhundra.state import TableCard

from .builders import build, illegal, legal

SEVENS = {"owner": 1, "cards": ["7S", "7H", "JK=7D"]}


def test_joker_1_every_joker_put_down_is_declared() -> None:
    s = build(players=3, hands={0: ["8H", "9H", "JK", "2C"]})
    assert illegal(s, "R500-JOKER-1", "meld", 0, cards=["8H", "9H", "JK"]) == "undeclared_joker"
    t = build(players=3, hands={0: ["8H", "9H", "10H", "2C"]})
    assert illegal(t, "R500-JOKER-1", "meld", 0, cards=["8H", "9H", "10H"], joker_as="7H") == (
        "declaration_without_joker"
    )
    after = legal(s, "meld", 0, cards=["8H", "9H", "JK"], joker_as="10H")
    assert after.table[-1].cards[2] == TableCard("JK", 0, "10H")


@pytest.mark.parametrize(
    ("cards", "joker_as"),
    [
        (["8H", "JK", "10H"], "9H"),  # in a gap
        (["QC", "KC", "JK"], "AC"),  # as a high ace (R500-DECK-2: any card)
        (["JK", "2C", "3C"], "AC"),  # as a low ace
        (["5D", "5S", "JK"], "5C"),  # in a set
    ],
)
def test_joker_2_declared_card_fits_its_place(cards: list[str], joker_as: str) -> None:
    s = build(players=3, hands={0: ["8H", "10H", "QC", "KC", "2C", "3C", "5D", "5S", "JK"]})
    legal(s, "meld", 0, cards=cards, joker_as=joker_as)


def test_joker_2_a_declaration_that_does_not_fit_is_refused() -> None:
    s = build(
        players=3,
        hands={0: ["8H", "10H", "9H", "JK", "2C"]},
        table=[{"owner": 1, "cards": ["4S", "5S", "6S"]}],
    )
    assert illegal(s, "R500-JOKER-2", "meld", 0, cards=["8H", "JK", "10H"], joker_as="7H") == (
        "declaration_does_not_fit"
    )
    assert illegal(s, "R500-JOKER-2", "lay_off", 0, target="m1", cards=["JK"], joker_as="9S") == (
        "declaration_does_not_fit"
    )
    legal(s, "lay_off", 0, target="m1", cards=["JK"], joker_as="3S")


def test_joker_3_not_for_a_card_on_the_table_a500_07_the_pile_is_fine() -> None:
    s = build(
        players=3,
        hands={0: ["8H", "9H", "JK", "2C"]},
        pile=["4D", "10H"],
        table=[{"owner": 1, "cards": ["5H", "6H", "7H"]}],
    )
    assert illegal(s, "R500-JOKER-3", "meld", 0, cards=["8H", "9H", "JK"], joker_as="7H") == (
        "declared_card_on_table"
    )
    assert illegal(s, "R500-JOKER-3", "meld", 0, cards=["8H", "9H", "JK"], joker_as="9H") == (
        "declared_card_in_meld"
    )
    legal(s, "meld", 0, cards=["8H", "9H", "JK"], joker_as="10H")  # 10H lies in the pile


def test_joker_4_the_joker_counts_as_its_card_and_its_card_only_swaps_in() -> None:
    s = build(
        players=3,
        to_move=0,
        hands={0: ["6H", "7D", "8D", "9D", "2C"]},
        table=[{"owner": 1, "cards": ["JK=7H", "8H", "9H"]}],
    )
    legal(s, "lay_off", 0, target="m1", cards=["6H"])  # next to the joker as 7H
    joker_run = build(players=3, to_move=0, hands={0: ["7D", "8D", "9D", "2C"]}, table=[SEVENS])
    assert illegal(joker_run, "R500-JOKER-4", "meld", 0, cards=["7D", "8D", "9D"]) == (
        "card_on_table"
    )
    legal(joker_run, "swap_joker", 0, card="7D")


def test_joker_5_swap_in_own_turn_after_the_draw_a500_08() -> None:
    # seat 0 has not melded: he holds the seven cards dealt (R500-DEAL-1)
    hand = ["7D", "2C", "4S", "10H", "QD", "KC", "AH"]
    s = build(players=3, to_move=0, phase="draw", hands={0: hand}, table=[SEVENS])
    assert illegal(s, "R500-JOKER-5", "swap_joker", 0, card="7D") == "draw_first"
    assert illegal(s, "R500-TURN-2", "swap_joker", 2, card="7D") == "not_your_turn"
    drawn = legal(s, "draw", 0, source="stock")
    assert not drawn.owns_meld(0)
    legal(drawn, "swap_joker", 0, card="7D")  # no meld of his own is needed
    other = build(players=3, to_move=0, hands={0: ["2C", "3D"]}, table=[SEVENS])
    assert illegal(other, "R500-JOKER-6", "swap_joker", 0, card="7C") == "not_the_declared_card"
    missing = build(players=3, to_move=0, hands={0: ["2C", "3D"]}, table=[SEVENS])
    assert illegal(missing, "R500-JOKER-5", "swap_joker", 0, card="7D") == "card_not_in_hand"
    none = build(players=3, to_move=0, hands={0: ["2C", "7D", "JK"]})
    assert illegal(none, "R500-JOKER-5", "swap_joker", 0, card="7D") == "no_joker_on_table"


def test_joker_6_only_the_exact_card_and_anybody_may_swap() -> None:
    s = build(
        players=3,
        to_move=2,
        hands={2: ["7C", "8D", "7D", "3S"]},
        table=[{"owner": 0, "cards": ["4D", "5D", "6D", "JK=7D@1"]}],
    )
    illegal(s, "R500-JOKER-6", "swap_joker", 2, card="7C")  # same rank
    illegal(s, "R500-JOKER-6", "swap_joker", 2, card="8D")  # same suit
    legal(s, "swap_joker", 2, card="7D")  # neither the owner (0) nor the placer (1)


def test_joker_7_the_card_takes_the_jokers_place_and_credit_a500_09() -> None:
    s = build(
        players=3,
        to_move=2,
        hands={2: ["7D", "3S"]},
        table=[{"owner": 0, "cards": ["4D", "5D", "6D", "JK=7D@1"]}],
    )
    before = [table_value(s.table[0], i) for i in range(4)]
    after = legal(s, "swap_joker", 2, card="7D")
    assert after.table[0].cards[3] == TableCard("7D", 1)
    assert "JK" in after.hands[2] and "JK" in after.exposed[2]
    assert [table_value(after.table[0], i) for i in range(4)] == before


def test_joker_8_a_swapped_joker_is_played_again_in_the_same_turn() -> None:
    s = build(players=3, to_move=2, hands={2: ["7D", "QS", "KS", "3D"]}, table=[SEVENS])
    after = legal(s, "swap_joker", 2, card="7D")
    after = legal(after, "meld", 2, cards=["QS", "KS", "JK"], joker_as="JS")
    assert after.table[-1].cards[0] == TableCard("JK", 2, "JS")


def test_joker_9_values_hand_minus_25_table_as_declared() -> None:
    s = build(players=2, to_move=0, hands={0: ["QH", "KH", "AH", "3D"], 1: ["JK", "4C"]})
    out = legal(legal(s, "meld", 0, cards=["QH", "KH", "AH"]), "discard", 0, card="3D")
    items = {(i.seat, i.code): i.points for i in FEMHUNDRA.score(out).items}
    assert items[(1, "hand_cards")] == -30  # the joker -25 and the 4 -5
    ace = build(players=2, table=[{"owner": 1, "cards": ["QC", "KC", "JK=AC"]}])
    assert table_value(ace.table[0], 2) == 15
    corner = build(players=2, table=[{"owner": 1, "cards": ["KC@0", "JK=AC", "2C", "3C"]}])
    assert table_value(corner.table[0], 1) == 5
    seven = build(players=2, table=[{"owner": 1, "cards": ["7S", "7H", "JK=7D"]}])
    assert table_value(seven.table[0], 2) == 5


def test_joker_10_a_swap_is_no_meld_and_keeps_the_bonus_a500_09() -> None:
    s = build(players=3, to_move=0, hands={0: ["7D", "QS", "KS", "AS"]}, table=[SEVENS])
    after = legal(s, "swap_joker", 0, card="7D")
    assert not after.turn.melded
    after = legal(after, "meld", 0, cards=["QS", "KS", "AS", "JK"], joker_as="JS")
    report = FEMHUNDRA.score(after)
    assert report.details["bonus"] is True  # swapping on another's meld is no lay-off


def test_var_1_no_joker_variant() -> None:
    s = build(
        players=3, to_move=0, hands={0: ["7D", "8D", "9D", "2C"]}, options={"use_joker": False}
    )
    assert illegal(s, "R500-VAR-1", "meld", 0, cards=["7D", "8D", "9D"], joker_as="10D") == (
        "no_joker"
    )
    assert illegal(s, "R500-VAR-1", "swap_joker", 0, card="7D") == "no_joker"
    bad = build(check=False, players=3, hands={0: ["JK", "2C"]}, options={"use_joker": False})
    assert "R500-VAR-1" in [p.rule for p in FEMHUNDRA.check_state(bad)]
