"""Scoring a hand (R500-SCORE-*, R500-BONUS-1, R500-VAR-4, A500-10/11/18/20)."""

from __future__ import annotations

import pytest

from service.core.verdict import NotApplicable
from service.games.femhundra.cards import hand_value
from service.games.femhundra.game import FEMHUNDRA
from service.games.femhundra.scoring import table_value
from service.games.femhundra.state import FemhundraState

from .builders import build, legal

HANDS = {0: ["JS", "JH", "JD"], 1: ["AS", "KH", "5C", "JK"], 2: ["10D", "2S"]}
# Each seat's hand and table cards together hold at least the 7 dealt (R500-DEAL-1): seat 0
# melded 2D-6D in an earlier turn, seat 2 melded 2H-6H (seat 1 laid 7H off).
TABLE = [
    {"owner": 1, "cards": ["QC", "KC", "AC"]},
    {"owner": 2, "cards": ["2H", "3H", "4H", "5H", "6H", "7H@1"]},
    {"owner": 0, "cards": ["2D", "3D", "4D", "5D", "6D"]},
]


def finished(**options: object) -> FemhundraState:
    s = build(players=3, to_move=0, hands=HANDS, table=TABLE, options=options)
    return legal(s, "meld", 0, cards=["JS", "JH", "JD"])


def test_score_1_everybody_scores_table_minus_hand() -> None:
    report = FEMHUNDRA.score(finished())
    assert report.totals == (105, -15, 10)  # 55 + 50; 15 + 25 - 55; 25 - 15
    assert report.sides == ((0,), (1,), (2,))
    lines = {(i.seat, i.code): (i.points, i.count, i.rule) for i in report.items}
    assert lines[(0, "table_cards")] == (55, 8, "R500-SCORE-3")  # 2D-6D and the jacks
    assert lines[(0, "went_out_bonus")] == (50, None, "R500-BONUS-1")
    assert lines[(1, "table_aces")] == (15, 1, "R500-SCORE-4")
    assert lines[(1, "table_cards")] == (25, 3, "R500-SCORE-3")
    assert lines[(1, "hand_cards")] == (-55, 4, "R500-SCORE-2")
    assert lines[(2, "table_cards")] == (25, 5, "R500-SCORE-3")
    assert lines[(2, "hand_cards")] == (-15, 2, "R500-SCORE-2")
    assert report.standing.scores == (105, -15, 10) and not report.standing.over


def test_score_1_not_before_the_hand_ends() -> None:
    with pytest.raises(NotApplicable) as early:
        FEMHUNDRA.score(build(players=3))
    assert early.value.code == "deal_not_over"


@pytest.mark.parametrize(
    ("card", "value"),
    [("AS", 15), ("KH", 10), ("QD", 10), ("JC", 10), ("10S", 10), ("9H", 5), ("2D", 5), ("JK", 25)],
)
def test_score_2_hand_values(card: str, value: int) -> None:
    assert hand_value(card) == value


def test_score_3_4_5_table_values_follow_the_final_table() -> None:
    s = build(
        players=3,
        to_move=1,
        hands={1: ["2C", "8D"]},
        table=[
            {"owner": 0, "cards": ["10C", "JC", "QC", "KC", "AC"]},
            {"owner": 2, "cards": ["9S", "10S", "JK=JS"]},
        ],
    )
    assert [table_value(s.table[0], i) for i in range(5)] == [10, 10, 10, 10, 15]
    assert table_value(s.table[1], 2) == 10  # the joker as JS (R500-SCORE-5)
    after = legal(s, "lay_off", 1, target="m1", cards=["2C"])  # the ace turns +5 (A500-11)
    assert [table_value(after.table[0], i) for i in range(6)] == [10, 10, 10, 10, 5, 5]


def test_score_6_penalty_in_addition_to_the_hand_score() -> None:
    s = build(players=3, to_move=0, hands=HANDS, table=TABLE, penalties=[-50, -100, 0])
    report = FEMHUNDRA.score(legal(s, "meld", 0, cards=["JS", "JH", "JD"]))
    assert report.totals == (55, -115, 10)  # test_score_1's totals plus the penalties
    lines = {(i.seat, i.code): (i.points, i.count) for i in report.items}
    assert lines[(1, "pile_penalty")] == (-100, 2)


def test_bonus_1_out_by_melding_without_building_on_others() -> None:
    assert FEMHUNDRA.score(finished()).details["bonus"] is True
    own = build(
        players=3,
        to_move=0,
        hands={0: ["JS", "JH", "JD", "8S"]},
        table=[{"owner": 0, "cards": ["5S", "6S", "7S"]}],
    )
    own = legal(
        legal(own, "meld", 0, cards=["JS", "JH", "JD"]), "lay_off", 0, target="m1", cards=["8S"]
    )
    assert FEMHUNDRA.score(own).details["bonus"] is True  # building on one's own is allowed


def test_bonus_1_forfeited_by_any_lay_off_on_another_players_meld_a500_18() -> None:
    earlier = build(
        players=3,
        to_move=0,
        hands={0: ["JS", "JH", "JD"]},
        table=[{"owner": 1, "cards": ["5S", "6S", "7S", "8S@0"]}],
    )
    over = legal(earlier, "meld", 0, cards=["JS", "JH", "JD"])
    assert FEMHUNDRA.score(over).details["bonus"] is False  # in an earlier turn counts too


def test_bonus_1_needs_a_meld_in_the_last_turn() -> None:
    s = build(
        players=3,
        to_move=0,
        hands={0: ["8S", "2C"]},
        table=[{"owner": 0, "cards": ["5S", "6S", "7S"]}],
    )
    over = legal(legal(s, "lay_off", 0, target="m1", cards=["8S"]), "discard", 0, card="2C")
    assert FEMHUNDRA.score(over).details["bonus"] is False
    assert not any(i.code == "went_out_bonus" for i in FEMHUNDRA.score(over).items)


def test_var_4_collect_the_opponents_hands_only_a500_20() -> None:
    report = FEMHUNDRA.score(finished(scoring="collect"))
    assert report.totals == (103, 0, 0)
    lines = {(i.seat, i.code): (i.points, i.count, i.rule) for i in report.items}
    assert lines[(0, "collected")] == (53, 6, "R500-VAR-4")
    assert lines[(0, "went_out_bonus")][0] == 50
    s = build(
        players=3,
        to_move=0,
        hands=HANDS,
        table=TABLE,
        penalties=[0, -50, 0],
        options={"scoring": "collect"},
    )
    report = FEMHUNDRA.score(legal(s, "meld", 0, cards=["JS", "JH", "JD"]))
    assert report.totals == (103, -50, 0)
