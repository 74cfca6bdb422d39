"""The hand-size floor after round 1 (``checks.hand_floor``, R500-DEAL-1, R500-TURN-2, R500-OUT-1).

A seat's hand plus the table cards credited to it never fall below the cards dealt: draws and
claims add cards, melds, lay-offs and joker swaps move them or leave the count alone, and only
a discard after the turn's draw takes one away. The mover in phase ``play`` has not discarded
yet, so his floor is higher by what he drew; who went out may have discarded once more. Each
case below is refused one card under its floor and accepted exactly on it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from service.games.femhundra.game import FEMHUNDRA
from service.games.femhundra.state import FemhundraState, Phase

from .builders import build, legal, move

RUN = {"owner": 1, "cards": ["4S", "5S", "6S", "7S"]}  # 4 cards credited to seat 1


def found(state: FemhundraState) -> list[tuple[str, str, str | None]]:
    return [(p.pointer, p.code, p.rule) for p in FEMHUNDRA.check_state(state)]


def state(hand: list[str], **kwargs: Any) -> FemhundraState:
    """Three players (7 cards dealt); seat 1 holds ``hand`` and owns ``RUN``."""
    fields: dict[str, Any] = {"players": 3, "to_move": 0, "phase": "draw", "table": [RUN]}
    fields.update(kwargs)
    return build(check=False, pad=False, hands={1: hand}, **fields)


def test_deal_1_a_seat_between_turns_keeps_the_cards_dealt() -> None:
    assert found(state(["9D", "KC", "2H"])) == []  # 3 in hand + 4 on the table = 7
    assert found(state(["9D", "KC"])) == [("/state/hands/1", "hand_too_small", "R500-DEAL-1")]
    # the same holds for a seat waiting while another plays
    assert found(state(["9D", "KC", "2H"], phase="play")) == []
    assert found(state(["9D", "KC"], phase="play")) == [
        ("/state/hands/1", "hand_too_small", "R500-DEAL-1")
    ]


def test_turn_2_the_mover_has_not_yet_discarded_what_he_drew() -> None:
    # in his draw phase seat 1 is at the dealt size; after drawing one card, one above it
    assert found(state(["9D", "KC", "2H"], to_move=1)) == []
    assert found(state(["9D", "KC", "2H", "QS"], to_move=1, phase="play")) == []
    assert found(state(["9D", "KC", "2H"], to_move=1, phase="play")) == [
        ("/state/hands/1", "hand_too_small", "R500-TURN-2")
    ]


def test_turn_2_a_whole_pile_raises_the_floor_by_its_size() -> None:
    pile = ["2H", "QS", "9D"]
    taken = {"to_move": 1, "phase": "play", "drawn": {"source": "whole_pile", "cards": pile}}
    assert found(state([*pile, "KC", "3C", "10D"], exposed={1: pile}, **taken)) == []  # 6 + 4
    assert found(state([*pile, "KC", "3C"], exposed={1: pile}, **taken)) == [
        ("/state/hands/1", "hand_too_small", "R500-TURN-2")
    ]


def test_round_one_hands_are_checked_exactly_not_by_the_floor() -> None:
    s = FEMHUNDRA.deal(3, FEMHUNDRA.resolve_options({}, 3), 0, 1)
    short = replace(s, hands=(s.hands[0][1:], *s.hands[1:]), stock=(s.hands[0][0], *s.stock))
    assert found(short) == [("/state/hands/0", "wrong_hand_size", "R500-DEAL-1")]


def _claimed() -> FemhundraState:
    """Taget: seat 1 discards 8S, which fits seat 0's run, and seat 0 claims it (R500-VAR-5)."""
    s = build(
        pad=False,
        players=3,
        to_move=1,
        options={"taget": True},
        hands={0: ["9D", "KC", "2H"], 1: ["8S", "3D", "5H", "9C", "JD", "KH", "2C", "QS"]},
        table=[{"owner": 0, "cards": ["4S", "5S", "6S", "7S"]}],
    )
    discarded = legal(s, "discard", 1, card="8S")
    return legal(discarded, "claim", 0, card="8S", target="m1")


def _to_stock(s: FemhundraState, seat: int, count: int) -> FemhundraState:
    hand = s.hands[seat]
    hands = (*s.hands[:seat], hand[count:], *s.hands[seat + 1 :])
    return replace(s, hands=hands, stock=(*hand[:count], *s.stock))


def test_var_5_a_claim_raises_the_sum_and_the_floor_stays_the_dealt_size() -> None:
    claimed = _claimed()
    assert claimed.phase is Phase.DRAW and claimed.table[0].cards[-1].seat == 0
    # 3 in hand + 5 on the table: one above the floor. Without the claim the 8S could have been
    # seat 0's own lay-off, so one card fewer is still a possible state; two fewer is not.
    assert found(_to_stock(claimed, 0, 1)) == []
    assert found(_to_stock(claimed, 0, 2)) == [("/state/hands/0", "hand_too_small", "R500-DEAL-1")]


def _going_out(own: list[str]) -> FemhundraState:
    """Seat 0 lays 8S off on seat 1's run and discards 2C: out by a discard (R500-OUT-3)."""
    s = build(
        check=False,
        pad=False,
        players=3,
        to_move=0,
        hands={0: ["8S", "2C"]},
        table=[RUN, {"owner": 0, "cards": own}],
    )
    laid = FEMHUNDRA.apply(s, move("lay_off", 0, target="m1", cards=["8S"])).state
    return FEMHUNDRA.apply(laid, move("discard", 0, card="2C")).state


def test_out_1_who_went_out_discarded_once_after_his_draw() -> None:
    # 2 in hand + 6 on the table = 7 dealt + 1 drawn; out with 7 on the table
    over = _going_out(["9H", "10H", "JH", "QH", "KH", "AH"])
    assert over.phase is Phase.DEAL_OVER and over.went_out == 0
    assert found(over) == []
    short = _going_out(["10H", "JH", "QH", "KH", "AH"])  # one short before the turn, and after
    assert found(short) == [("/state/hands/0", "hand_too_small", "R500-OUT-1")]


def test_out_2_going_out_by_melding_is_judged_by_the_same_floor() -> None:
    # out without a discard keeps the drawn card on the table: one above the floor, which
    # cannot tell this from a discard (R500-OUT-2 allows either after a meld)
    s = build(
        pad=False,
        players=3,
        to_move=0,
        hands={0: ["JS", "JH", "JD"]},
        table=[{"owner": 0, "cards": ["3C", "4C", "5C", "6C", "7C"]}],  # 3 + 5 = 7 + 1 drawn
    )
    over = legal(s, "meld", 0, cards=["JS", "JH", "JD"])
    assert over.went_out == 0 and found(over) == []
