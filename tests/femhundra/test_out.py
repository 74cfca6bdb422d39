"""Going out (R500-OUT-1…3)."""

from __future__ import annotations

from dataclasses import replace

from service.games.femhundra.game import FEMHUNDRA
from service.games.femhundra.state import Phase

from .builders import build, illegal, legal

RUN = {"owner": 1, "cards": ["4S", "5S", "6S", "7S"]}


def test_out_1_the_hand_ends_the_moment_the_hand_is_empty() -> None:
    s = build(players=3, to_move=0, hands={0: ["JS", "JH", "JD", "8S"]}, table=[RUN])
    s = legal(s, "meld", 0, cards=["JS", "JH", "JD"])
    outcome = FEMHUNDRA.apply(s, FEMHUNDRA.legal_moves(s, 1).moves[0])
    assert outcome.state.phase is Phase.DEAL_OVER and outcome.state.went_out == 0
    assert [e["type"] for e in outcome.events][-2:] == ["went_out", "deal_over"]


def test_out_2_after_a_meld_no_discard_is_needed_but_one_is_allowed() -> None:
    s = build(players=3, to_move=0, hands={0: ["JS", "JH", "JD", "8S", "2C"]}, table=[RUN])
    s = legal(s, "meld", 0, cards=["JS", "JH", "JD"])
    out = legal(s, "lay_off", 0, target="m1", cards=["8S"])
    assert out.phase is Phase.PLAY  # 2C still in hand
    out = legal(out, "discard", 0, card="2C")
    assert out.phase is Phase.DEAL_OVER
    t = build(players=3, to_move=0, hands={0: ["JS", "JH", "JD", "8S"]}, table=[RUN])
    t = legal(t, "meld", 0, cards=["JS", "JH", "JD"])
    keep = legal(t, "discard", 0, card="8S")  # "men får om man vill"
    assert keep.went_out == 0 and keep.turn.melded


def test_out_3_lay_offs_only_end_with_a_discard() -> None:
    s = build(players=3, to_move=0, hands={0: ["8S", "9S"]}, table=[RUN])
    assert illegal(s, "R500-OUT-3", "lay_off", 0, target="m1", cards=["8S", "9S"]) == (
        "must_discard_last_card"
    )
    one = legal(s, "lay_off", 0, target="m1", cards=["8S"])
    illegal(one, "R500-OUT-3", "lay_off", 0, target="m1", cards=["9S"])
    listed = FEMHUNDRA.legal_moves(one, 10).moves
    assert [m.type.value for m in listed] == ["discard"]
    done = legal(one, "discard", 0, card="9S")
    assert done.went_out == 0 and not done.turn.melded


def test_out_2_3_check_state_refuses_melded_without_a_meld_of_the_mover() -> None:
    # R500-OUT-2/3, R500-MELD-6: ``melded`` comes with a combination the mover owns; forged, it
    # would let him lay off his last card and go out. Seat 0 owns nothing: his other six cards
    # are lay-offs on seat 1's and seat 2's runs (R500-DEAL-1: 7 dealt + 1 drawn).
    own_nothing = [
        {"owner": 1, "cards": ["AS@0", "2S@0", "3S@0", "4S", "5S", "6S", "7S"]},
        {"owner": 2, "cards": ["6D@0", "7D@0", "8D@0", "9D", "10D", "JD"]},
    ]
    s = build(players=3, to_move=0, hands={0: ["8S", "9S"]}, table=own_nothing)
    forged = replace(s, turn=replace(s.turn, melded=True))
    assert [(p.pointer, p.code, p.rule) for p in FEMHUNDRA.check_state(forged)] == [
        ("/state/turn/melded", "no_meld", "R500-OUT-2")
    ]
    over = legal(legal(s, "lay_off", 0, target="m1", cards=["8S"]), "discard", 0, card="9S")
    faked = replace(over, turn=replace(over.turn, melded=True))  # would feed R500-BONUS-1(a)
    assert ("/state/turn/melded", "no_meld") in [
        (p.pointer, p.code) for p in FEMHUNDRA.check_state(faked)
    ]


def test_out_1_check_state_refuses_a_hand_over_in_another_seats_turn() -> None:
    # R500-OUT-1: the hand ends in the turn of whoever went out; the turn number still names him.
    s = build(players=3, to_move=0, hands={0: ["8S", "9S"]}, table=[RUN])
    over = legal(legal(s, "lay_off", 0, target="m1", cards=["8S"]), "discard", 0, card="9S")
    later = replace(over, turn=replace(over.turn, number=over.turn.number + 1))
    assert [(p.pointer, p.code, p.rule) for p in FEMHUNDRA.check_state(later)] == [
        ("/state/went_out", "not_in_turn", "R500-OUT-1")
    ]
