"""Counting for a listing keeps to its work budget: on a crowded table, where the capture
sets run into millions, a count stops within one slice of :data:`COUNT_BUDGET` (the search is
handed a slice of the units left at a time) and says its figure is a lower bound."""

from __future__ import annotations

import random
from unittest.mock import patch

from hypothesis import given, settings
from hypothesis import strategies as st

from service.core.cards import RANKS, STANDARD_DECK
from service.games.fishing import listing
from service.games.fishing.capture import Closure, classify
from service.games.fishing.kasino import KASINO
from service.games.fishing.listing import (
    COUNT_BUDGET,
    HAND_BUDGET,
    SLICE,
    VECTOR_WORK,
    Budget,
    TableIndex,
)
from service.games.fishing.values import Valuation, hand_values, table_values
from tests.fishing.positions import position


def test_a_crowded_count_stops_within_a_slice_of_its_budget() -> None:
    table = tuple(card for card in STANDARD_DECK if card[:-1] in RANKS[:7])  # A-7 of each suit
    rules = KASINO.rules(KASINO.resolve_options({"valuation": "choice"}, 2)).capture
    index = TableIndex(table, rules)
    budget = Budget(COUNT_BUDGET)
    count = index.count((16, 10), False, budget)  # storan: the widest capture
    assert budget.cut
    assert count > 0
    # the last slice walks at most SLICE starts and finds at most SLICE // VECTOR_WORK + 1
    # vectors, each walk adding at most a few more (a class holds 4 cards)
    assert budget.units >= -(2 * SLICE + 8 * VECTOR_WORK)


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.sampled_from(STANDARD_DECK), min_size=1, max_size=24, unique=True),
    st.integers(1, 16),
    st.lists(st.integers(1, 700), min_size=1, max_size=12),
)
def test_least_work_never_exceeds_the_starts_still_walked(
    codes: list[str], target: int, steps: list[int]
) -> None:
    # Closure.least_work is what lets a count stop early: it must be a true lower bound on
    # the starts the closure walks before it is complete, wherever it was stopped.
    classes = classify([table_values(code, Valuation.CHOICE) for code in codes])
    closure = Closure(classes.values, classes.counts, target)
    bounds: list[int] = []
    walked: list[int] = []
    for step in steps:
        if closure.done:
            break
        walked.append(closure.advance(step))
        bounds.append(closure.least_work())
    rest = closure.advance()
    for at, bound in enumerate(bounds):
        assert bound <= sum(walked[at + 1 :]) + rest
    assert closure.least_work() == 0


def _crowded_tables() -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
    rng = random.Random(5)
    found = []
    for size in range(8, 30):
        for _ in range(6):
            table = rng.sample(STANDARD_DECK, size)
            hand = rng.sample([c for c in STANDARD_DECK if c not in table], 4)
            found.append((tuple(table), tuple(hand)))
    return found


def test_the_early_stop_keeps_every_count_that_finishes_exact() -> None:
    # With least_work hidden, a count spends its whole budget before it gives up; the early
    # stop may only give up sooner on counts that could not finish anyway.
    rules = KASINO.rules(KASINO.resolve_options({"valuation": "choice"}, 2)).capture
    exact = cut = 0
    for table, hand in _crowded_tables():
        early = listing.list_plays(TableIndex(table, rules), hand, 5, may_trail=lambda card: True)
        with patch.object(Closure, "least_work", lambda self: 0):
            full = listing.list_plays(
                TableIndex(table, rules), hand, 5, may_trail=lambda card: True
            )
        assert early.plays == full.plays
        assert early.exact == full.exact
        if full.exact:
            assert early.count == full.count
            exact += 1
        else:
            assert len(early.plays) <= early.count
            cut += 1
    assert exact > 20 and cut > 5  # both kinds were met


def test_forced_counts_keep_the_larger_budget() -> None:
    # MISAR-FORCE-4: a forced listing's count walks the maximal captures the listing reads
    # anyway, so it keeps FORCED_COUNT_BUDGET; on sixteen cards A-4 of each suit the 1,198
    # plays (10D, KH, QH, JH in hand) count exactly there, and would not within COUNT_BUDGET
    # for the whole hand.
    table = tuple(card for card in STANDARD_DECK if card[:-1] in RANKS[:4])
    hand = ("10D", "KH", "QH", "JH")
    rules = KASINO.rules(
        KASINO.resolve_options({"valuation": "choice", "forced_capture": True}, 2)
    ).capture
    forced = listing.list_plays(
        TableIndex(table, rules), hand, 7, may_trail=lambda card: False, maximal=True
    )
    assert (forced.count, forced.exact) == (1198, True)
    with (
        patch.object(listing, "FORCED_COUNT_BUDGET", COUNT_BUDGET),
        patch.object(listing, "FORCED_HAND_BUDGET", COUNT_BUDGET),
    ):
        cut = listing.list_plays(
            TableIndex(table, rules), hand, 7, may_trail=lambda card: False, maximal=True
        )
    assert not cut.exact and cut.plays == forced.plays


#: Why the budget is per card, not per hand: an ordinary 12-card table from play, and a hand
#: whose four cards each count within their own budget (1,000-2,750 units) but not within one
#: budget shared by the hand (7,200 units in all).
ORDINARY_TABLE = ["AS", "3H", "9H", "JD", "2C", "6H", "8C", "2S", "AH", "AC", "6C", "4H"]
ORDINARY_HAND = ["KS", "AD", "JC", "10D"]


def test_an_ordinary_table_counts_exactly() -> None:
    state = position(ORDINARY_TABLE, ORDINARY_HAND)
    listed = KASINO.legal_moves(state, 1000)
    complete = KASINO.legal_moves(state, 1_000_000)
    assert listed.count_exact and complete.count_exact
    assert listed.count == complete.count == len(complete.moves) == 1749
    assert len(listed.moves) == 1000 and listed.moves == complete.moves[:1000]
    keys = {(m.card, tuple(sorted(m.capture or ()))) for m in complete.moves}
    assert len(keys) == len(complete.moves)  # every play once
    assert all(KASINO.validate(state, move).legal for move in complete.moves[::97])


def test_each_hand_card_counts_within_a_budget_of_its_own() -> None:
    """Each card of the hand counts well within its budget; the hand as a whole needs more
    than the 6,500 units it once shared, and with that budget shared again it is cut."""
    rules = KASINO.rules(KASINO.resolve_options({}, 2)).capture
    spent = []
    index = TableIndex(tuple(ORDINARY_TABLE), rules)
    for card in ("KS", "AD", "JC", "10D"):
        budget = Budget(COUNT_BUDGET)
        index.count(hand_values(card, rules.valuation), False, budget)
        assert not budget.cut
        spent.append(COUNT_BUDGET - budget.units)
    assert max(spent) < 3_000 < 6_500 < sum(spent) <= HAND_BUDGET
    with patch.object(listing, "HAND_BUDGET", 6_500):
        shared = KASINO.legal_moves(position(ORDINARY_TABLE, ORDINARY_HAND), 1000)
    assert not shared.count_exact and shared.count < 1749
