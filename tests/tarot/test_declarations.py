"""Declarations in trick 1: timing, sets, sequences, doubling and card use (R800-DECL-*,
R800-SET-*, R800-SEQ-*), against a brute-force transcription of R800-SEQ-13."""

from __future__ import annotations

import random
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.games.tarot.deck import DECK, WILD_CARDS
from service.games.tarot.declarations import (
    DeclarationSpace,
    canonical,
    declaration_violations,
    score_declaration,
)
from service.games.tarot.sequences import genuine_members, sequence_options, sequence_violation
from service.games.tarot.state import (
    Declare,
    Phase,
    Play,
    SequenceDecl,
    SequenceKind,
    TarotState,
)
from tests.tarot.builders import build, game
from tests.tarot.oracle import is_valid

TRUMP, SPADES, SNAP, ACES = (
    SequenceKind.TRUMP,
    SequenceKind.SPADES,
    SequenceKind.SNAPPHANAR,
    SequenceKind.ACES,
)
RICH = [
    "T20",
    "T19",
    "T18",
    "T17",
    "T16",
    "KS",
    "QS",
    "CS",
    "JS",
    "AS",
    "KH",
    "KD",
    "KC",
    "T0",
    "FJ",
]


def seq(kind: SequenceKind, *cards: str) -> SequenceDecl:
    return SequenceDecl(kind, tuple(cards))


def violations_of(kind: SequenceKind, *cards: str) -> tuple[str, str] | None:
    found = sequence_violation(kind, tuple(cards))
    return None if found is None else (found.rule, found.code)


def forehand_state(hand: list[str], game_id: str = "800") -> TarotState:
    return build(game_id, hands={1: hand})


# -- timing (R800-DECL-1 … 3) ------------------------------------------------------------------


def test_declare_before_the_first_card_of_trick_1() -> None:
    """R800-DECL-1 / R800-DECL-3: shown, entered at once, cards back in hand, then the play."""
    g = game("800")
    state = forehand_state(RICH)
    move = Declare(1, sets=(("KS", "KH", "KD", "KC"),), sequences=(seq(SPADES, "KS", "QS", "CS"),))
    outcome = g.apply(state, move)
    assert outcome.events[0] == {"type": "declared", "player": 1, "side": 1, "points": 44}
    after = outcome.state
    assert after.hands == state.hands and after.to_move == 1 and after.phase is Phase.PLAY
    assert g.validate(after, move).violations[0].code == "already_declared"
    listed = g.legal_moves(after, 100)
    assert all(isinstance(m, Play) for m in listed.moves) and listed.count == len(listed.moves)


def test_only_the_player_to_move_and_only_in_trick_1() -> None:
    """R800-DECL-1: not out of turn, not after one's card, not from trick 2 on."""
    g = game("800")
    state = forehand_state(RICH)
    other = Declare(2, sets=(tuple(state.hands[2][:3]),))
    assert [(v.rule, v.code) for v in g.validate(state, other).violations] == [
        ("R800-DECL-1", "not_your_turn")
    ]
    played = g.apply(state, Play(1, "KS")).state
    late = Declare(1, sets=(("KH", "KD", "KC"),))
    assert g.validate(played, late).violations[0].rule == "R800-DECL-1"
    trick_two = build("800", hands={1: RICH[:14]}, tricks_won=[0, 1, 0, 0], last_winner=1)
    refused = g.validate(trick_two, Declare(1, sets=(("KH", "KD", "KC"),)))
    assert [(v.rule, v.code) for v in refused.violations] == [("R800-DECL-1", "too_late")]
    empty = g.validate(state, Declare(1))
    assert [(v.rule, v.code) for v in empty.violations] == [("R800-DECL-1", "empty_declaration")]


def test_declaring_is_voluntary_and_may_show_less() -> None:
    """R800-DECL-2: play without declaring; three of four kings; three of a longer sequence."""
    g = game("800")
    state = forehand_state(RICH)
    assert g.validate(state, Play(1, "KS")).legal
    assert g.validate(state, Declare(1, sets=(("KS", "KH", "KC"),))).legal
    assert g.validate(state, Declare(1, sequences=(seq(TRUMP, "T20", "T19", "T18"),))).legal


def test_only_held_cards_may_be_shown() -> None:
    """R800-DECL-5: a card not in the hand cannot be declared."""
    g = game("800")
    state = forehand_state(RICH)
    move = Declare(1, sets=(("QS", "QH", "QD"),))
    assert [v.rule for v in g.validate(state, move).violations] == ["R800-DECL-5"]


def test_partners_declarations_count_for_their_side() -> None:
    """R800-DECL-4 (A800-07): seat 2's points go to side 0."""
    g = game("800")
    hand2 = [
        "KS",
        "KH",
        "KD",
        "QS",
        "QH",
        "QD",
        "JS",
        "JH",
        "JD",
        "7S",
        "8S",
        "9S",
        "6S",
        "AS",
        "10S",
    ]
    state = build("800", hands={2: hand2}, trick=[(1, "7H")])
    outcome = g.apply(state, Declare(2, sets=(("KS", "KH", "KD"),)))
    assert outcome.events[0]["side"] == 0


# -- sets (R800-SET-*) ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("cards", "points"),
    [
        (("T20", "T19", "FJ"), 18),
        (("T20", "T19", "T0", "FJ"), 36),
        (("KS", "KH", "KD"), 17),
        (("KS", "KH", "KD", "KC"), 34),
        (("QS", "QH", "QC"), 14),
        (("QS", "QH", "QD", "QC"), 28),
        (("CS", "CH", "CD"), 13),
        (("CS", "CH", "CD", "CC"), 26),
        (("JS", "JH", "JD"), 12),
        (("JS", "JH", "JD", "JC"), 24),
    ],
)
def test_set_points(cards: tuple[str, ...], points: int) -> None:
    """R800-SET-1 / R800-SET-2: tretal and fyrtal of each group."""
    assert declaration_violations(cards, Declare(0, sets=(cards,))) == []
    assert score_declaration(Declare(0, sets=(cards,))).total == points


@pytest.mark.parametrize(
    "cards",
    [
        ("AS", "AH", "AD"),  # R800-SET-3: aces form sequences, not sets
        ("T1", "T1", "T1"),  # nor do snapphanar
        ("KS", "QS", "JS"),
        ("KS", "KH"),
        ("T18", "T20", "T19"),
        ("KS", "KS", "KH"),
    ],
)
def test_not_a_set(cards: tuple[str, ...]) -> None:
    """R800-SET-1: only three or four of tarokker, kings, queens, cavaliers, jacks."""
    found = declaration_violations(DECK, Declare(0, sets=(cards,)))
    assert ("R800-SET-1", "not_a_set") in {(v.rule, v.code) for v in found}


def test_three_sets_by_one_player_are_doubled() -> None:
    """R800-SET-3 / R800-DECL-6: EX800-F01 doubles; two sets do not."""
    three = Declare(0, sets=(("T20", "T19", "FJ"), ("CS", "CH", "CD", "CC"), ("JS", "JH", "JD")))
    assert score_declaration(three).total == 112
    two = Declare(0, sets=(("T20", "T19", "FJ"), ("CS", "CH", "CD", "CC")))
    assert score_declaration(two).total == 44


def test_doubling_never_adds_partners_or_mixes_groups() -> None:
    """R800-DECL-6: two sets + one sequence, or sets spread over partners, are not doubled."""
    g = game("800")
    mixed = Declare(
        0, sets=(("KS", "KH", "KD"), ("QS", "QH", "QD")), sequences=(seq(SPADES, "KS", "QS", "JS"),)
    )
    assert score_declaration(mixed).total == 17 + 14 + 10
    hand1 = [
        "KS",
        "KH",
        "KD",
        "QS",
        "QH",
        "QD",
        "7S",
        "8S",
        "9S",
        "6S",
        "AS",
        "10S",
        "7C",
        "8C",
        "9C",
    ]
    hand3 = [
        "JS",
        "JH",
        "JD",
        "7D",
        "8D",
        "9D",
        "10D",
        "6D",
        "AD",
        "7H",
        "8H",
        "9H",
        "10H",
        "6H",
        "AH",
    ]
    state = build("800", hands={1: hand1, 3: hand3})
    state = g.apply(state, Declare(1, sets=(("KS", "KH", "KD"), ("QS", "QH", "QD")))).state
    state = g.apply(state, Play(1, "7S")).state
    state = g.apply(
        state, next(m for m in g.legal_moves(state, 99).moves if isinstance(m, Play))
    ).state
    outcome = g.apply(state, Declare(3, sets=(("JS", "JH", "JD"),)))
    assert outcome.events[0]["points"] == 12  # not doubled with the partner's two sets


def test_card_in_two_sets_is_refused() -> None:
    """R800-DECL-7: a card belongs to one set only."""
    move = Declare(0, sets=(("KS", "KH", "KD"), ("KS", "KH", "KC")))
    assert "R800-DECL-7" in {v.rule for v in declaration_violations(DECK, move)}


# -- sequences (R800-SEQ-*) --------------------------------------------------------------------


def test_seven_kinds_one_each() -> None:
    """R800-SEQ-1 (A800-12): at most one sequence of each kind; four T1 are one sequence."""
    split = Declare(0, sequences=(seq(SNAP, "T1", "T1", "T0"), seq(SNAP, "T1", "T1", "FJ")))
    found = declaration_violations(("T1",) * 4 + WILD_CARDS, split)
    assert ("R800-SEQ-1", "duplicate_sequence_kind") in {(v.rule, v.code) for v in found}
    whole = Declare(0, sequences=(seq(SNAP, "T1", "T1", "T1", "T1"),))
    assert declaration_violations(("T1",) * 4, whole) == []
    assert len(SequenceKind) == 7


@pytest.mark.parametrize(("n", "points"), [(3, 10), (4, 15), (5, 20), (9, 40), (17, 80)])
def test_sequence_points_grow_by_five(n: int, points: int) -> None:
    """R800-SEQ-2: 10 for three cards, +5 per card."""
    cards = [
        "T20",
        "T19",
        "T18",
        "T17",
        "T16",
        "T15",
        "T14",
        "T13",
        "T12",
        "T11",
        "T10",
        "T9",
        "T8",
        "T7",
        "T6",
        "T5",
        "T1",
    ][:n]
    move = Declare(0, sequences=(seq(TRUMP, *cards),))
    assert declaration_violations(tuple(cards), move) == []
    assert score_declaration(move).total == points


def test_three_sequences_by_one_player_are_doubled() -> None:
    """R800-SEQ-3: three sequences doubled (T0 serves in each, R800-SEQ-11); two are not."""
    hand = ("T20", "T19", "KS", "QS", "KH", "CH", "T0")
    three = Declare(
        0,
        sequences=(
            seq(TRUMP, "T20", "T19", "T0"),
            seq(SPADES, "KS", "QS", "T0"),
            seq(SequenceKind.HEARTS, "KH", "CH", "T0"),
        ),
    )
    assert declaration_violations(hand, three) == []  # R800-SEQ-11: one wild in three sequences
    assert score_declaration(three).total == 60
    two = Declare(0, sequences=three.sequences[:2])
    assert score_declaration(two).total == 20


def test_trump_sequence_rules() -> None:
    """R800-SEQ-4: T20 genuine, two of T19 T18 T17 (one genuine), then down without gaps."""
    assert violations_of(TRUMP, "T20", "T18", "T17", "T16", "T15") is None
    assert violations_of(TRUMP, "T20", "T19") == ("R800-SEQ-4", "group_incomplete")
    assert violations_of(TRUMP, "T19", "T18", "T17") == ("R800-SEQ-4", "missing_top")
    assert violations_of(TRUMP, "T20", "T19", "T18", "T15") == ("R800-SEQ-4", "gap_in_sequence")
    assert violations_of(TRUMP, "T20", "T19", "T18", "T17", "T5", "T1") == (
        "R800-SEQ-4",
        "gap_in_sequence",
    )


def test_suit_sequence_rules() -> None:
    """R800-SEQ-5 (A800-13): the king genuine, two of Q C J, then only the ace."""
    for suit in "SHDC":
        kind = SequenceKind(suit)
        assert violations_of(kind, f"K{suit}", f"C{suit}", f"J{suit}", f"A{suit}") is None
        assert violations_of(kind, f"K{suit}", f"J{suit}", f"A{suit}") == (
            "R800-SEQ-5",
            "group_incomplete",
        )
        assert violations_of(kind, f"K{suit}", f"Q{suit}", f"C{suit}", f"10{suit}") == (
            "R800-SEQ-13",
            "not_in_sequence",
        )


def test_snapphane_and_ace_sequences() -> None:
    """R800-SEQ-6 / R800-SEQ-7: three or more, two genuine at least."""
    assert violations_of(SNAP, "T1", "T1", "T0") is None
    assert violations_of(SNAP, "T1", "T1") == ("R800-SEQ-6", "too_short")
    assert violations_of(ACES, "AS", "AD", "FJ") is None
    assert violations_of(ACES, "AS", "AD") == ("R800-SEQ-7", "too_short")
    assert violations_of(ACES, "AS", "AS", "AD") == ("R800-SEQ-13", "duplicate_card")


def test_wild_cards_substitute_or_complement() -> None:
    """R800-SEQ-8 (A800-15): a wild fills a gap or adds a card at the end; a complement needs a
    sequence valid without it."""
    assert violations_of(TRUMP, "T20", "T19", "T18", "T0") is None  # complement
    assert violations_of(TRUMP, "T20", "T19", "T18", "FJ", "T16") is None  # FJ = T17
    assert violations_of(SPADES, "KS", "QS", "CS", "JS", "AS", "T0", "FJ") is None  # 7 cards
    assert violations_of(SPADES, "KS", "QS", "T0", "FJ") is None
    assert violations_of(SPADES, "KS", "T0", "FJ") == ("R800-SEQ-9", "wild_cannot_replace")


def test_wild_cards_never_replace_required_genuine_cards() -> None:
    """R800-SEQ-9: not T20, not the king, not the genuine group card, not two T1 or aces."""
    assert violations_of(TRUMP, "FJ", "T19", "T18", "T17") == ("R800-SEQ-9", "wild_cannot_replace")
    assert violations_of(SPADES, "T0", "QS", "CS", "JS") == ("R800-SEQ-9", "wild_cannot_replace")
    assert violations_of(TRUMP, "T20", "T0", "FJ") == ("R800-SEQ-9", "wild_cannot_replace")
    assert violations_of(SNAP, "T1", "T0", "FJ") == ("R800-SEQ-9", "wild_cannot_replace")
    assert violations_of(ACES, "AH", "T0", "FJ") == ("R800-SEQ-9", "wild_cannot_replace")
    assert violations_of(TRUMP, "T20", "T19", "T0") is None  # T0 as the second group card


def test_each_wild_replaces_one_card() -> None:
    """R800-SEQ-10 (A800-10): one card per wild; two wilds may fill two gaps."""
    assert violations_of(TRUMP, "T20", "T19", "T18", "T0", "T14") == (
        "R800-SEQ-10",
        "gap_in_sequence",
    )
    assert violations_of(TRUMP, "T20", "T19", "T18", "T17", "T0", "T15", "FJ", "T13") is None
    assert violations_of(TRUMP, "T20", "T19", "T0", "T16", "FJ", "T14") is None


def test_wilds_next_to_each_other_end_a_sequence() -> None:
    """R800-SEQ-12 (A800-11): adjacent T0 FJ must be last (EX800-S29 against S30)."""
    assert violations_of(TRUMP, "T20", "T19", "T0", "FJ") is None
    assert violations_of(TRUMP, "T20", "T19", "T0", "FJ", "T15") == (
        "R800-SEQ-12",
        "wilds_end_sequence",
    )
    assert violations_of(TRUMP, "T20", "T19", "T18", "T17", "T0", "T15", "FJ", "T13") is None
    assert violations_of(TRUMP, "T20", "T19", "T18", "T0", "FJ", "T14") == (  # gaps T16 T15
        "R800-SEQ-12",
        "wilds_end_sequence",
    )
    assert violations_of(TRUMP, "T20", "T19", "T18", "T17", "T0", "FJ", "T14") == (
        "R800-SEQ-12",
        "wilds_end_sequence",
    )


def test_card_order_of_a_declaration_does_not_matter() -> None:
    """R800-SEQ-14: the source's semicolons are illustration; validity follows R800-SEQ-13."""
    assert violations_of(TRUMP, "T17", "T20", "T18", "T19") is None
    assert violations_of(TRUMP, "T18", "T20") == ("R800-SEQ-4", "group_incomplete")


def test_genuine_cards_in_one_sequence_only() -> None:
    """R800-DECL-7 (A800-09, A800-14): a T1 or an ace serves one sequence; wilds serve many; a
    card may be in a set and a sequence."""
    hand = (
        "T20",
        "T19",
        "T18",
        "T17",
        "T16",
        "T15",
        "T14",
        "T13",
        "T12",
        "T11",
        "T10",
        "T9",
        "T8",
        "T7",
        "T6",
        "T5",
        "T1",
        "T1",
        "T1",
    )
    trump = seq(TRUMP, *hand[:17])
    clash = Declare(0, sequences=(trump, seq(SNAP, "T1", "T1", "T1")))
    assert [v.rule for v in declaration_violations(hand, clash)] == ["R800-DECL-7"]
    fits = Declare(0, sequences=(seq(TRUMP, *hand[:16]), seq(SNAP, "T1", "T1", "T1")))
    assert declaration_violations(hand, fits) == []
    aces = ("KS", "QS", "CS", "AS", "AH", "AD")
    both = Declare(0, sequences=(seq(SPADES, "KS", "QS", "CS", "AS"), seq(ACES, "AS", "AH", "AD")))
    assert [v.rule for v in declaration_violations(aces, both)] == ["R800-DECL-7"]
    shared = Declare(0, sets=(("KS", "KH", "KD"),), sequences=(seq(SPADES, "KS", "QS", "CS"),))
    assert declaration_violations(("KS", "KH", "KD", "QS", "CS"), shared) == []


# -- the normative procedure, exhaustively ------------------------------------------------------


def _sub_multisets(hand: list[str]) -> set[tuple[str, ...]]:
    return {c for r in range(len(hand) + 1) for c in combinations(sorted(hand), r)}


@pytest.mark.parametrize("seed", range(40))
def test_closed_form_matches_the_literal_procedure(seed: int) -> None:
    """R800-SEQ-13: for every sub-multiset of a random hand, the engine agrees with a literal
    search over all arrangements, and the generated options are exactly the valid subsets."""
    rng = random.Random(seed)
    kind = list(SequenceKind)[seed % 7]
    pool = [c for c in DECK if c in genuine_members(kind) | set(WILD_CARDS)]
    hand = rng.sample(pool, min(len(pool), 5 + seed % 6))
    valid = set()
    for cards in _sub_multisets(hand):
        engine = sequence_violation(kind, cards) is None
        assert engine == is_valid(kind.value, list(cards)), cards
        if engine:
            valid.add(cards)
    generated = {tuple(sorted(o.decl.cards)) for o in sequence_options(kind, tuple(hand))}
    assert generated == valid


# -- counting and listing ----------------------------------------------------------------------


HANDS = st.lists(st.sampled_from(DECK), min_size=6, max_size=15).filter(
    lambda cards: all(cards.count(c) <= DECK.count(c) for c in cards)
)


@settings(max_examples=40, deadline=None)
@given(HANDS)
def test_declaration_count_is_the_listing(hand: list[str]) -> None:
    """Every listed declaration is legal and distinct; the count is exact."""
    space = DeclarationSpace(tuple(hand))
    count = space.count()
    listed = list(space.moves(0)) if count <= 3000 else []
    if listed:
        assert len(listed) == count
        assert len({(m.sets, m.sequences) for m in listed}) == count
        for move in listed[:: max(1, count // 50)]:
            assert declaration_violations(tuple(hand), move) == []
            assert canonical(move) == move  # listed in the form apply records


def test_rich_hand_counts_without_listing() -> None:
    """A hand with many sequences: the count is computed, only the first moves are listed."""
    hand = (
        "T20",
        "T19",
        "T18",
        "T17",
        "T16",
        "T15",
        "T14",
        "T13",
        "T12",
        "T11",
        "T10",
        "T9",
        "T8",
        "T7",
        "T6",
        "T5",
        "T1",
        "T1",
        "T0",
        "FJ",
    )
    g = game("1000")
    state = build(
        "1000",
        hands={1: hand},
        discards={1: ["QS", "CS", "JS", "10S", "9S", "8S", "7S", "6S", "AS", "QH"]},
    )
    listed = g.legal_moves(state, 25)
    assert listed.count > 1000 and len(listed.moves) == 25 and listed.truncated
    slow = sum(1 for _ in DeclarationSpace(hand).moves(1))
    assert listed.count == slow + len([m for m in listed.moves if isinstance(m, Play)])
