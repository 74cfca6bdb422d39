"""Laying off and round the corner (R500-LAYOFF-*, R500-CORNER-1/3/4, A500-12, A500-22)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from service.games.femhundra.game import FEMHUNDRA
from service.games.femhundra.scoring import table_value
from service.games.femhundra.state import FemhundraState, TableCard
from service.games.femhundra.wire import view_plain

from .builders import build, illegal, legal

RUN = {"owner": 0, "cards": ["4S", "5S", "6S", "7S"]}
SET = {"owner": 0, "cards": ["9H", "9D", "9C"]}
HEARTS = ["2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH"]


def table_state(hand: list[str], **kwargs: Any) -> FemhundraState:
    return build(players=3, to_move=1, hands={1: hand}, table=[RUN, SET], **kwargs)


def test_layoff_1_sets_take_their_missing_suit_runs_extend_at_either_end() -> None:
    s = table_state(["3S", "8S", "9S", "QD", "2D"])
    legal(s, "lay_off", 1, target="m1", cards=["3S"])
    legal(s, "lay_off", 1, target="m1", cards=["9S", "8S"])
    assert illegal(s, "R500-LAYOFF-1", "lay_off", 1, target="m1", cards=["9S"]) == "does_not_fit"
    assert illegal(s, "R500-LAYOFF-1", "lay_off", 1, target="m2", cards=["QD"]) == "does_not_fit"
    t = table_state(["9S", "2D", "5C"])
    after = legal(t, "lay_off", 1, target="m2", cards=["9S"])
    assert illegal(after, "R500-LAYOFF-1", "lay_off", 1, target="m2", cards=["2D"]) == "set_full"


def test_layoff_1_several_combinations_in_one_turn() -> None:
    s = table_state(["3S", "9S", "2D"])
    s = legal(s, "lay_off", 1, target="m1", cards=["3S"])
    s = legal(s, "lay_off", 1, target="m2", cards=["9S"])
    assert [e.seat for e in s.table[0].cards] == [1, 0, 0, 0, 0]


def test_layoff_2_credited_to_the_player_who_lays_off() -> None:
    s = table_state(["8S", "9S", "2D"])
    after = legal(s, "lay_off", 1, target="m1", cards=["8S", "9S"])
    assert after.table[0].owner == 0
    assert [(e.card, e.seat) for e in after.table[0].cards][-2:] == [("8S", 1), ("9S", 1)]
    assert after.exposed[1] == ()


def test_layoff_3_without_a_meld_of_ones_own() -> None:
    s = table_state(["3S", "2D", "5C", "JD", "KH", "QC", "10H", "6D"])  # 7 dealt + 1 drawn
    assert not s.owns_meld(1)
    legal(s, "lay_off", 1, target="m1", cards=["3S"])


def test_layoff_4_the_joker_is_laid_off_declared() -> None:
    s = table_state(["JK", "2D", "5C"])
    after = legal(s, "lay_off", 1, target="m1", cards=["JK"], joker_as="8S")
    assert after.table[0].cards[-1] == TableCard("JK", 1, "8S")
    illegal(s, "R500-JOKER-1", "lay_off", 1, target="m1", cards=["JK"])


def test_layoff_5_names_its_combination_a500_22_two_runs_of_one_suit() -> None:
    runs = [{"owner": 0, "cards": ["2H", "3H", "4H"]}, {"owner": 2, "cards": ["7H", "8H", "9H"]}]
    s = build(players=3, to_move=1, hands={1: ["5H", "6H", "2D"]}, table=runs)
    assert illegal(s, "R500-LAYOFF-5", "lay_off", 1, target="m7", cards=["5H"]) == (
        "unknown_combination"
    )
    low = legal(s, "lay_off", 1, target="m1", cards=["5H"])
    assert list(low.table[0].effective) == ["2H", "3H", "4H", "5H"]
    high = legal(s, "lay_off", 1, target="m2", cards=["6H"])
    assert list(high.table[1].effective) == ["6H", "7H", "8H", "9H"]


def test_layoff_5_a_card_fitting_both_ends_needs_the_end_named() -> None:
    s = build(
        players=2, to_move=1, hands={1: ["AH", "2D", "5C"]}, table=[{"owner": 0, "cards": HEARTS}]
    )
    assert illegal(s, "R500-LAYOFF-5", "lay_off", 1, target="m1", cards=["AH"]) == "end_required"
    low = legal(s, "lay_off", 1, target="m1", cards=["AH"], end="low")
    high = legal(s, "lay_off", 1, target="m1", cards=["AH"], end="high")
    assert table_value(low.table[0], 0) == 5 and table_value(high.table[0], 12) == 15


def test_layoff_6_a500_24_every_table_card_is_face_up_in_views() -> None:
    s = legal(table_state(["3S", "2D"]), "lay_off", 1, target="m1", cards=["3S"])
    for seat in range(3):
        view = view_plain(s, seat)
        assert view["table"][0]["cards"][0] == {"card": "3S", "seat": 1}


def test_corner_1_upward_and_downward_on_anybodys_run_a500_12_own_too() -> None:
    up = build(
        players=3,
        to_move=0,
        hands={0: ["2C", "3C", "5D"]},
        table=[{"owner": 0, "cards": ["QC", "KC", "AC"]}],
    )
    own = legal(up, "lay_off", 0, target="m1", cards=["2C", "3C"])
    assert list(own.table[0].effective) == ["QC", "KC", "AC", "2C", "3C"]
    down = build(
        players=3,
        to_move=1,
        hands={1: ["KD", "QD", "5S"]},
        table=[{"owner": 0, "cards": ["AD", "2D", "3D"]}],
    )
    after = legal(down, "lay_off", 1, target="m1", cards=["QD", "KD"])
    assert list(after.table[0].effective) == ["QD", "KD", "AD", "2D", "3D"]
    assert [table_value(after.table[0], i) for i in range(5)] == [10, 10, 5, 5, 5]


def test_corner_3_a_run_holds_thirteen_cards_at_most() -> None:
    twelve = {
        "owner": 0,
        "cards": ["3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "QS", "KS", "AS"],
    }
    s = build(players=2, to_move=1, hands={1: ["2S", "JK", "5C"]}, table=[twelve])
    full = legal(s, "lay_off", 1, target="m1", cards=["2S"], end="high")
    assert len(full.table[0].cards) == 13
    illegal(full, "R500-JOKER-3", "lay_off", 1, target="m1", cards=["JK"], joker_as="3S")
    over = replace(full.table[0], cards=(*full.table[0].cards, TableCard("3S", 1)))
    bad = build(check=False, players=2, to_move=1, hands={1: ["JK", "5C"]}, table=[twelve])
    assert "R500-CORNER-3" in [p.rule for p in FEMHUNDRA.check_state(replace(bad, table=(over,)))]


def test_corner_4_without_the_option_the_ace_is_low_or_high_freely() -> None:
    s = build(
        players=2,
        to_move=1,
        hands={1: ["AH", "2D", "5C"]},
        options={"round_the_corner": False},
        table=[{"owner": 0, "cards": HEARTS}],
    )
    legal(s, "lay_off", 1, target="m1", cards=["AH"], end="low")
    legal(s, "lay_off", 1, target="m1", cards=["AH"], end="high")
    t = build(
        players=2,
        to_move=1,
        hands={1: ["KC", "2D", "5C"]},
        options={"round_the_corner": False},
        table=[{"owner": 0, "cards": ["AC", "2C", "3C"]}],
    )
    assert illegal(t, "R500-CORNER-4", "lay_off", 1, target="m1", cards=["KC"]) == (
        "round_the_corner_off"
    )
    # the joker as KC fits the low end but goes round the corner: R500-CORNER-4, although
    # another declaration (4C) would fit
    u = build(
        players=2,
        to_move=1,
        hands={1: ["JK", "2D", "5C"]},
        options={"round_the_corner": False},
        table=[
            {"owner": 0, "cards": ["AC", "2C", "3C"]},
            {"owner": 0, "cards": ["QD", "KD", "AD"]},
        ],
    )
    assert illegal(u, "R500-CORNER-4", "lay_off", 1, target="m1", cards=["JK"], joker_as="KC") == (
        "round_the_corner_off"
    )
    illegal(u, "R500-CORNER-4", "lay_off", 1, target="m2", cards=["JK"], joker_as="2D")
    legal(u, "lay_off", 1, target="m1", cards=["JK"], joker_as="4C")
    bad = build(
        check=False,
        players=2,
        options={"round_the_corner": False},
        table=[{"owner": 0, "cards": ["KC@1", "AC", "2C", "3C"]}],
    )
    assert "R500-CORNER-4" in [p.rule for p in FEMHUNDRA.check_state(bad)]
