"""The unmetered split questions of the maximal-capture walk (MISAR-FORCE-4): the anchored
membership walk (fewest group types first, exact fits alone) must answer every question as
the deficit search does, and a listing's unmetered reads must find exactly the vectors, in
exactly the order, of the metered walk, whichever method ends up answering."""

from __future__ import annotations

from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.games.fishing import maximal
from service.games.fishing.capture import Packing, classify, group_deltas
from service.games.fishing.grouping import partition
from service.games.fishing.maximal import Anchored, Maximal
from service.games.fishing.values import Valuation, table_values
from tests.fishing.test_maximal_tails import SLOWEST, expected
from tests.fishing.value_tables import tables

Values = tuple[tuple[int, ...], ...]
Table = tuple[Values, tuple[int, ...], int]


def sub_vectors(counts: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Every count vector within ``counts``."""
    return list(product(*(range(n + 1) for n in counts)))


def anchored(values: Values, counts: tuple[int, ...], target: int) -> Anchored:
    packing = Packing(counts)
    return Anchored(values, target, packing.guards, group_deltas(values, counts, target))


@settings(max_examples=200, deadline=None)
@given(table=tables(max_kinds=7))
def test_anchored_walk_answers_as_the_deficit_search(table: Table) -> None:
    values, counts, target = table
    packing = Packing(counts)
    walk = anchored(values, counts, target)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(maximal, "ANCHORED_NODES", 1 << 20)  # never cut: every answer its own
        for taken in sub_vectors(counts):
            expected_answer = not any(taken) or partition(values, taken, target) is not None
            guarded = packing.guards + packing.pack_delta(taken)
            assert walk.splits(guarded) == expected_answer, taken


@pytest.mark.parametrize(
    ("values", "counts", "taken", "target", "splits"),
    [
        # an ace anchors (fewest group types) and a 1 would fit it as 14, but the split
        # needs it as 1: a two-valued anchor takes no exact fit
        (((16, 10), (14, 1), (13,), (1,)), (3, 1, 2, 2), (0, 1, 1, 1), 15, True),
        (((15, 2), (9,), (2,), (1,)), (1, 1, 3, 1), (1, 1, 2, 1), 16, True),
        # an exact fit that is the only way: 9 + 7, 9 + 7 (and 5 + 11 once)
        (((11,), (9,), (7,), (5,)), (1, 2, 2, 1), (1, 2, 2, 1), 16, True),
        (((11,), (9,), (7,), (5,)), (1, 2, 2, 1), (1, 2, 1, 1), 16, False),
    ],
)
def test_exact_fits_only_between_single_valued_cards(
    values: Values, counts: tuple[int, ...], taken: tuple[int, ...], target: int, splits: bool
) -> None:
    packing = Packing(counts)
    walk = anchored(values, counts, target)
    assert walk.splits(packing.guards + packing.pack_delta(taken)) is splits
    assert (partition(values, taken, target) is not None) is splits


@settings(max_examples=25, deadline=None)
@given(st.data())
def test_anchored_walk_on_crowded_tables(data: st.DataObject) -> None:
    # Tables of the slowest forced listing's kind: many classes, lillan and an ace, the
    # targets of the cards in play; sampled sub-vectors (most of the table taken).
    codes = data.draw(st.lists(st.sampled_from(SLOWEST), min_size=8, max_size=20, unique=True))
    classes = classify([table_values(code, Valuation.CHOICE) for code in codes])
    values, counts = classes.values, classes.counts
    target = data.draw(st.sampled_from([7, 8, 10, 11, 14, 16]))
    packing = Packing(counts)
    walk = anchored(values, counts, target)
    for _ in range(30):
        taken = tuple(data.draw(st.integers(max(0, n - 1), n)) for n in counts)
        guarded = packing.guards + packing.pack_delta(taken)
        try:
            answer = walk.splits(guarded)
        except maximal._TooLong:
            continue
        assert answer == (not any(taken) or partition(values, taken, target) is not None)


@pytest.mark.parametrize("nodes", [0, 2, maximal.ANCHORED_NODES])
@settings(max_examples=120, deadline=None)
@given(table=tables())
def test_unmetered_reads_find_the_metered_vectors(table: Table, nodes: int) -> None:
    # 0 nodes: every unmetered question to the deficit search
    values, counts, target = table
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(maximal, "ANCHORED_NODES", nodes)
        unmetered = Maximal(values, counts, target)
        while not unmetered.done:  # a listing's reads: one more vector at a time
            unmetered.advance(until=len(unmetered.vectors) + 1)
        metered = Maximal(values, counts, target)
        while not metered.done:
            metered.advance(50)
        mixed = Maximal(values, counts, target)  # a count's slices, then a listing's reads
        mixed.advance(40)
        mixed.advance()
    assert unmetered.vectors == metered.vectors == mixed.vectors
    assert unmetered.vectors == expected(values, counts, target)
