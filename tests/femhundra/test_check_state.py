"""check_state reports every broken invariant at once, each with a pointer into the request."""

from __future__ import annotations

from dataclasses import replace

from service.games.femhundra.game import FEMHUNDRA
from service.games.femhundra.options import FemhundraOptions
from service.games.femhundra.state import (
    Discard,
    Drawn,
    DrawSource,
    FemhundraState,
    Phase,
    TableCard,
    Turn,
)
from service.games.femhundra.wire import state_from_plain

from .builders import build, build_plain


def found(state: FemhundraState) -> list[tuple[str, str]]:
    return [(p.pointer, p.code) for p in FEMHUNDRA.check_state(state)]


def test_a_fresh_deal_is_consistent() -> None:
    for players in range(2, 7):
        assert FEMHUNDRA.check_state(FEMHUNDRA.deal(players, FemhundraOptions(), 0, 1)) == []


def test_card_conservation_all_at_once() -> None:
    s = FEMHUNDRA.deal(3, FemhundraOptions(), 0, 1)
    duplicated = replace(s, hands=((*s.hands[0], s.hands[1][0]), s.hands[1], s.hands[2]))
    assert ("/state/hands/1/0", "duplicate_card") in found(duplicated)
    lost = replace(s, stock=s.stock[1:])
    assert [code for _, code in found(lost)] == ["missing_card"]
    garbage = replace(s, pile=("ZZ",))
    assert ("/state/pile/0", "invalid_card") in found(garbage)
    both = replace(
        s, hands=((*s.hands[0], s.hands[1][0]), s.hands[1], s.hands[2]), stock=s.stock[1:]
    )
    assert {code for _, code in found(both)} >= {"duplicate_card", "missing_card"}


def test_hand_sizes_in_round_one_and_empty_hands() -> None:
    s = FEMHUNDRA.deal(3, FemhundraOptions(), 0, 1)
    moved = replace(s, hands=(s.hands[0] + s.stock[:1], *s.hands[1:]), stock=s.stock[1:])
    assert found(moved) == [("/state/hands/0", "wrong_hand_size")]
    later = build(players=3)
    empty = replace(later, hands=((), *later.hands[1:]), pile=later.pile + later.hands[0])
    assert ("/state/hands/0", "empty_hand") in found(empty)


def test_seats_turn_and_phase() -> None:
    s = build(players=3, to_move=1)
    assert found(replace(s, dealer=5))[:1] == [("/state/dealer", "invalid_seat")]
    assert found(replace(s, phase=Phase.DRAW)) == [("/state/turn", "turn_not_started")]
    assert found(replace(s, turn=replace(s.turn, drawn=None))) == [("/state/turn/drawn", "no_draw")]
    two = Drawn(DrawSource.STOCK, ("2C", "3C"))
    assert ("/state/turn/drawn/cards", "wrong_count") in found(
        replace(s, turn=replace(s.turn, drawn=two))
    )
    assert found(replace(s, turn=replace(s.turn, pile_meld=True))) == [
        ("/state/turn/pile_meld", "inconsistent")
    ]
    assert found(replace(s, went_out=1)) == [("/state/went_out", "not_over")]
    assert found(replace(s, turn=Turn(-1)))[:1] == [("/state/turn/number", "invalid_count")]


def test_table_problems_point_at_the_card() -> None:
    s = build(players=3, table=[{"owner": 0, "cards": ["7S", "7H", "JK=7D"]}])
    combo = s.table[0]
    undeclared = replace(combo, cards=(*combo.cards[:2], TableCard("JK", 0)))
    assert ("/state/table/0/cards/2/joker_as", "undeclared_joker") in found(
        replace(s, table=(undeclared,))
    )
    seat = replace(combo, cards=(TableCard("7S", 9), *combo.cards[1:]))
    assert ("/state/table/0/cards/0/seat", "invalid_seat") in found(replace(s, table=(seat,)))
    twice = replace(s, table=(combo, replace(combo, cards=combo.cards)))
    assert ("/state/table/1/id", "duplicate_id") in found(twice)
    t = build(
        players=3, hands={1: ["7D", "2C", "JK"]}, table=[{"owner": 0, "cards": ["7S", "7H", "7C"]}]
    )
    shadow = replace(t.table[0], cards=(*t.table[0].cards, TableCard("JK", 0, "7C")))
    both = replace(t, table=(shadow,), hands=(t.hands[0], ("7D", "2C"), t.hands[2]))
    assert ("/state/table/0/cards/3/joker_as", "declared_card_on_table") in found(both)


def test_exposed_penalties_last_discard_and_match() -> None:
    s = build(players=3, to_move=1, phase="draw")
    assert found(replace(s, exposed=(("KS",), (), ()))) == [("/state/exposed/0/0", "not_in_hand")]
    assert found(replace(s, penalties=(-20, 0, 0))) == [("/state/penalties/0", "invalid_penalty")]
    stale = replace(s, last_discard=Discard(2, s.pile[-1]))
    assert found(stale) == [("/state/last_discard", "inconsistent")]
    assert found(replace(s, match=replace(s.match, target=300))) == [
        ("/state/match/target", "wrong_target")
    ]
    assert found(replace(s, match=replace(s.match, deal_number=2))) == [
        ("/state/match/history", "wrong_length")
    ]


def test_options_and_basics() -> None:
    s = build(players=3)
    assert found(replace(s, game="kasino")) == [("/state/game", "wrong_game")]
    assert found(replace(s, version=2)) == [("/state/version", "unsupported_version")]
    bad = replace(s, options=replace(s.options, taget="yes"))  # type: ignore[arg-type]
    assert found(bad) == [("/state/options/taget", "invalid_option")]
    short = replace(s, hands=s.hands[:2])
    assert ("/state/hands", "wrong_length") in found(short)


def test_a_state_built_by_hand_is_checked_like_any_other() -> None:
    plain = build_plain(players=2, hands={0: ["2C", "3C"]})
    plain["hands"][1].append(plain["stock"].pop())
    plain["to_move"] = 1
    state = state_from_plain(plain)
    assert {code for _, code in found(state)} == {"wrong_player"}


def _table_problems(cards: list[str], **options: bool) -> list[tuple[str, str, str | None]]:
    s = build(
        check=False,
        players=3,
        to_move=1,
        hands={1: ["9D", "4C", "5C"]},
        options=options,
        table=[{"owner": 0, "cards": cards, "kind": "run"}],
    )
    return [(p.pointer, p.code, p.rule) for p in FEMHUNDRA.check_state(s)]


def test_corner_2_layoff_1_a_run_is_its_owners_meld_with_lay_offs_at_the_ends() -> None:
    # R500-CORNER-2: three cards K-A-2 all the owner's can only be a meld round the corner
    corner = [("/state/table/0/cards", "meld_round_the_corner", "R500-CORNER-2")]
    assert _table_problems(["KH", "AH", "2H"]) == corner
    assert _table_problems(["KH", "JK=AH", "2H"]) == corner
    assert _table_problems(["KH", "AH", "2H", "3H@1"]) == corner
    # R500-LAYOFF-1: another player's lay-off never lies inside the owner's meld
    split = [("/state/table/0/cards", "meld_split", "R500-LAYOFF-1")]
    assert _table_problems(["4S", "5S@1", "6S", "7S"]) == split
    assert _table_problems(["3S", "4S", "5S@2", "6S", "7S", "8S@1"]) == split


def test_corner_1_a500_12_round_the_corner_by_lay_offs_is_accepted() -> None:
    assert _table_problems(["QC", "KC", "AC", "2C"]) == []  # own lay-off (A500-12)
    assert _table_problems(["KD@1", "AD@1", "2D", "3D", "4D"]) == []  # EX500-10
    assert _table_problems(["KS@2", "AS", "2S", "3S"]) == []
    assert _table_problems(["4S", "5S", "6S", "7S@1", "8S", "9S@2"]) == []  # own beyond others'
    everything = ["KH", "AH", "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH"]
    assert _table_problems(everything) == []  # A…Q melded, K laid off below the ace
    assert _table_problems(["QH", "KH", "AH", "2H"], round_the_corner=False) == [
        ("/state/table/0/cards", "invalid_run", "R500-CORNER-4")
    ]
