"""Stock exhaustion and reshuffles (R500-STOCK-*, R500-DRAW-4, A500-16)."""

from __future__ import annotations

from typing import Any

from service.core.deal import derive_seed, shuffled
from service.games.femhundra.game import FEMHUNDRA
from service.games.femhundra.state import FemhundraState

from .builders import build, illegal, legal, move

PILE = ["2C", "9H", "KD", "4S"]


def last_card(pile: list[str], **kwargs: Any) -> FemhundraState:
    return build(
        players=3,
        to_move=0,
        phase="draw",
        hands={0: ["3D", "8C"]},
        stock=["5C"],
        pile=pile,
        spare_seat=2,
        seed=4242,
        **kwargs,
    )


def test_stock_1_drawing_the_last_card_reshuffles_the_pile() -> None:
    s = last_card(PILE)
    outcome = FEMHUNDRA.apply(s, move("draw", 0, source="stock"))
    after = outcome.state
    order = shuffled(tuple(PILE), derive_seed(4242, "reshuffle", 1))  # R500-STOCK-2
    assert after.pile == (order[0],) and after.stock == tuple(order[1:])
    assert after.reshuffles == 1 and "5C" in after.hands[0]
    assert [e["type"] for e in outcome.events] == ["drawn", "reshuffled"]
    after = legal(after, "discard", 0, card="5C")  # onto the new up-card
    assert after.pile == (order[0], "5C")


def test_stock_2_the_same_state_reshuffles_the_same_way_or_as_the_client_says() -> None:
    s = last_card(PILE)
    first = FEMHUNDRA.apply(s, move("draw", 0, source="stock")).state
    assert first == FEMHUNDRA.apply(s, move("draw", 0, source="stock")).state
    given = legal(s, "draw", 0, source="stock", reshuffle=["KD", "2C", "4S", "9H"])
    assert given.pile == ("KD",) and given.stock == ("2C", "4S", "9H")
    assert (
        illegal(s, "R500-STOCK-2", "draw", 0, source="stock", reshuffle=["KD", "2C", "4S"])
        == "not_the_pile"
    )
    assert illegal(s, "R500-STOCK-2", "draw", 0, source="pile", reshuffle=PILE) == "no_reshuffle"


def test_stock_3_a_pile_of_one_leaves_an_empty_stock_a500_16() -> None:
    s = last_card(["9H"])
    after = legal(s, "draw", 0, source="stock")
    assert after.stock == () and after.pile == ("9H",)
    after = legal(after, "discard", 0, card="3D")
    assert after.stock == () and after.pile == ("9H", "3D")
    nxt = legal(after, "draw", 1, source="pile")  # DRAW-4 refills from a pile of two first
    assert after.reshuffles + 1 == nxt.reshuffles and len(nxt.stock) == 1 and nxt.pile == ()


def test_stock_3_only_the_top_card_when_stock_is_empty_and_pile_single() -> None:
    s = build(
        players=3,
        to_move=0,
        phase="draw",
        hands={0: ["3D", "8C"]},
        stock=[],
        pile=["9H"],
        spare_seat=2,
    )
    assert illegal(s, "R500-STOCK-3", "draw", 0, source="stock") == "stock_empty"
    after = legal(s, "draw", 0, source="pile")
    assert after.pile == () and after.stock == ()
    after = legal(after, "discard", 0, card="3D")
    listed = FEMHUNDRA.legal_moves(after, 10).moves
    assert [(m.type.value, m.source.value if m.source else None) for m in listed] == [
        ("draw", "pile")
    ]


def test_draw_4_an_empty_stock_is_refilled_before_the_draw() -> None:
    s = build(
        players=3,
        to_move=0,
        phase="draw",
        hands={0: ["3D", "8C"]},
        stock=[],
        pile=["9H", "2S", "KC"],
        spare_seat=2,
        seed=7,
    )
    order = shuffled(("9H", "2S", "KC"), derive_seed(7, "reshuffle", 1))
    top = legal(s, "draw", 0, source="pile")
    assert order[0] in top.hands[0] and top.stock == tuple(order[1:]) and top.pile == ()
    stock = legal(s, "draw", 0, source="stock")
    assert order[1] in stock.hands[0] and stock.pile == (order[0],)
    whole = legal(s, "take_pile", 0)  # the refill leaves one card: a top draw (R500-PILE-6)
    assert whole.hands == top.hands
