"""Variant 5, "Taget!" (R500-VAR-5, A500-21, decision D-3)."""

from __future__ import annotations

from typing import Any

from service.games.femhundra.game import FEMHUNDRA
from service.games.femhundra.state import FemhundraState, Phase

from .builders import build, illegal, legal

RUN = {"owner": 1, "cards": ["4S", "5S", "6S", "7S"]}


def discarded(card: str = "8S", taget: bool = True, **kwargs: Any) -> FemhundraState:
    s = build(
        players=3,
        to_move=0,
        hands={0: [card, "2C", "9D"]},
        table=[RUN],
        options={"taget": taget},
        **kwargs,
    )
    return legal(s, "discard", 0, card=card)


def test_var_5_off_by_default() -> None:
    s = discarded(taget=False)
    assert illegal(s, "R500-VAR-5", "claim", 2, card="8S", target="m1", end="high") == "taget_off"


def test_var_5_a_fitting_discard_is_claimed_and_laid_off_by_the_claimer() -> None:
    s = discarded()
    claims = [m for m in FEMHUNDRA.legal_moves(s, 100).moves if m.type.value == "claim"]
    assert [(m.player, m.target, m.end.value if m.end else None) for m in claims] == [
        (1, "m1", "high"),
        (2, "m1", "high"),
    ]
    after = legal(s, "claim", 2, card="8S", target="m1", end="high")
    assert after.table[0].cards[-1].seat == 2 and after.pile[-1] != "8S"
    assert after.to_move == 1 and after.phase is Phase.DRAW  # turn order unchanged
    assert illegal(after, "R500-VAR-5", "claim", 1, card="8S", target="m1") == (
        "nothing_to_claim"
    )  # the first claim wins
    legal(s, "claim", 1, card="8S", target="m1")  # even the next player may claim


def test_var_5_a500_21_who_and_when() -> None:
    s = discarded()
    assert illegal(s, "R500-VAR-5", "claim", 0, card="8S", target="m1") == "own_discard"
    assert illegal(s, "R500-VAR-5", "claim", 2, card="2C", target="m1") == "not_the_discard"
    drawn = legal(s, "draw", 1, source="stock")
    assert illegal(drawn, "R500-VAR-5", "claim", 2, card="8S", target="m1") == (
        "nothing_to_claim"
    )  # the window closed with the next draw
    nofit = discarded(card="3D")
    assert illegal(nofit, "R500-LAYOFF-1", "claim", 2, card="3D", target="m1") == "does_not_fit"


def test_var_5_a500_21_a_going_out_discard_is_not_claimable() -> None:
    s = build(players=3, to_move=0, hands={0: ["8S"]}, table=[RUN], options={"taget": True})
    over = legal(s, "discard", 0, card="8S")
    assert over.is_over
    assert illegal(over, "R500-OUT-1", "claim", 2, card="8S", target="m1") == "deal_over"


def test_var_5_the_joker_is_claimed_with_a_declaration() -> None:
    s = discarded(card="JK")
    illegal(s, "R500-JOKER-1", "claim", 2, card="JK", target="m1")
    after = legal(s, "claim", 2, card="JK", target="m1", end="low", joker_as="3S")
    assert after.table[0].cards[0].joker_as == "3S"


def test_var_5_a_claim_on_another_players_meld_forfeits_the_bonus() -> None:
    s = discarded()
    after = legal(s, "claim", 2, card="8S", target="m1")
    # later in the hand, with the claimed card still in front of seat 2, seat 2 goes out
    later = build(
        players=3,
        to_move=2,
        hands={2: ["JS", "JH", "JD"]},
        options={"taget": True},
        table=[{"owner": 1, "cards": ["4S", "5S", "6S", "7S", "8S@2"]}],
    )
    over = legal(later, "meld", 2, cards=["JS", "JH", "JD"])
    assert after.table[0].cards[-1].seat == 2
    assert FEMHUNDRA.score(over).details["bonus"] is False


def test_decision_d3_no_claim_takes_the_last_card_to_draw() -> None:
    s = build(
        players=3,
        to_move=0,
        hands={0: ["8S", "2C"]},
        table=[RUN],
        stock=[],
        pile=[],
        options={"taget": True},
        spare_seat=2,
    )
    after = legal(s, "discard", 0, card="8S")
    assert after.stock == () and after.pile == ("8S",)
    assert illegal(after, "R500-VAR-5", "claim", 2, card="8S", target="m1") == (
        "nothing_left_to_draw"
    )
    assert not [m for m in FEMHUNDRA.legal_moves(after, 100).moves if m.type.value == "claim"]
