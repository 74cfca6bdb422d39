"""legal_moves: complete, deterministic, cut at ``limit``, counted without listing."""

from __future__ import annotations

import time

from service.games.femhundra.cards import deck
from service.games.femhundra.game import FEMHUNDRA
from service.games.femhundra.state import FemhundraState, Move, MoveType

from .builders import build, move

ALL = 10**9


def melds(state: FemhundraState) -> list[Move]:
    listed = FEMHUNDRA.legal_moves(state, ALL).moves
    return [m for m in listed if m.type is MoveType.MELD]


def test_two_jacks_and_the_joker_make_two_sets() -> None:
    s = build(players=3, hands={0: ["JS", "JH", "JK", "2C"]})
    assert melds(s) == [
        move("meld", 0, cards=["JS", "JH", "JK"], joker_as="JD"),
        move("meld", 0, cards=["JS", "JH", "JK"], joker_as="JC"),
    ]


def test_a_run_with_the_joker_counts_every_placement() -> None:
    s = build(players=3, hands={0: ["5H", "6H", "7H", "JK"]})
    found = {(tuple(m.cards), m.joker_as) for m in melds(s)}
    assert found == {
        (("JK", "5H", "6H"), "4H"),
        (("JK", "5H", "6H", "7H"), "4H"),
        (("5H", "6H", "7H"), None),
        (("JK", "6H", "7H"), "5H"),
        (("5H", "JK", "7H"), "6H"),
        (("5H", "6H", "JK"), "7H"),
        (("5H", "6H", "7H", "JK"), "8H"),
        (("6H", "7H", "JK"), "8H"),
    }
    assert FEMHUNDRA.legal_moves(s, ALL).count == 8 + 4  # and four discards


def test_a_huge_hand_is_counted_exactly_and_listed_lazily() -> None:
    cards = [c for c in deck(True) if c[-1] in "SH" or c == "JK" or c[:-1] in ("5", "9")]
    hand = [c for c in cards if c not in ("KD",)]
    s = build(players=2, hands={0: hand})
    started = time.perf_counter()
    short = FEMHUNDRA.legal_moves(s, 5)
    elapsed = time.perf_counter() - started
    full = FEMHUNDRA.legal_moves(s, ALL)
    assert short.count == full.count == len(full.moves) > 1000
    assert short.moves == full.moves[:5] and short.truncated and not full.truncated
    assert elapsed < 0.5
    assert FEMHUNDRA.legal_moves(s, 0).moves == () and FEMHUNDRA.legal_moves(s, -3).moves == ()


def test_the_order_is_deterministic_and_by_kind() -> None:
    s = build(
        players=3,
        to_move=1,
        hands={1: ["8S", "9S", "JK", "QC", "QD", "QH", "2D", "3H"]},  # no meld yet: 7 + 1 drawn
        table=[{"owner": 0, "cards": ["5S", "6S", "7S"]}],
    )
    first = FEMHUNDRA.legal_moves(s, ALL).moves
    assert first == FEMHUNDRA.legal_moves(s, ALL).moves
    kinds = [m.type for m in first]
    order = [MoveType.MELD, MoveType.LAY_OFF, MoveType.SWAP_JOKER, MoveType.DISCARD]
    assert kinds == sorted(kinds, key=order.index)
    lay_offs = [m for m in first if m.type is MoveType.LAY_OFF]
    assert lay_offs[0].end is not None and lay_offs[0].end.value == "low"


def test_the_draw_phase_lists_draws_then_claims() -> None:
    s = build(
        players=3,
        to_move=0,
        phase="draw",
        pile=["3C", "4D"],
        table=[{"owner": 0, "cards": ["5S", "6S", "7S"]}],
    )
    listed = FEMHUNDRA.legal_moves(s, ALL)
    assert [(m.type.value, m.source.value if m.source else None) for m in listed.moves] == [
        ("draw", "stock"),
        ("draw", "pile"),
        ("take_pile", None),
    ]
    assert listed.player == 0
