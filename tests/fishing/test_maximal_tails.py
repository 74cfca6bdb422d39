"""The maximal-capture walk's tails (MISAR-FORCE-4): reading the deepest classes' v-free ways
from a list, refused by their sums, total and bounds without a visit, must find exactly the
maximal vectors, in exactly the order, of the walk that visits every remainder, and never
charge more work than it did (a count's budget reaches at least as far)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings

from service.games.fishing import maximal
from service.games.fishing.capture import Closure, Packing, classify, subset_sum_possible
from service.games.fishing.maximal import Maximal
from service.games.fishing.values import Valuation, table_values
from tests.fishing.value_tables import tables

Values = tuple[tuple[int, ...], ...]
Table = tuple[Values, tuple[int, ...], int]

#: The slowest forced listing found (benchmarks/capture.py), valued as under 'choice'.
SLOWEST = (
    "AS",
    "2S",
    "3S",
    "6S",
    "10S",
    "KS",
    "3H",
    "4H",
    "5H",
    "7H",
    "9H",
    "QH",
    "KH",
    "5D",
    "7D",
    "JD",
    "2C",
    "3C",
    "8C",
    "JC",
)


def walk(
    values: Values, counts: tuple[int, ...], target: int, tails: int, slice_: int
) -> tuple[list[int], int]:
    """Every maximal vector, and the units charged, walked in slices of ``slice_`` units;
    ``tails``: TAIL_VECTORS (0: no tail, every remainder visited), on every table."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(maximal, "TAIL_VECTORS", tails)
        patch.setattr(maximal, "TAIL_FROM", 0)
        search = Maximal(values, counts, target)
        used = 0
        while not search.done:
            used += search.advance(slice_)
    return search.vectors, used


def expected(values: Values, counts: tuple[int, ...], target: int) -> list[int]:
    """The oracle: every capturable vector whose cards left hold no group, by cards left."""
    closure = Closure(values, counts, target)
    closure.advance()
    packing = Packing(counts)

    def left_of(packed: int) -> tuple[int, ...]:
        return tuple(n - t for n, t in zip(counts, packing.unpack(packed), strict=True))

    return sorted(
        (
            p
            for p in closure.vectors
            if not subset_sum_possible(
                target, [vs for vs, k in zip(values, left_of(p), strict=True) for _ in range(k)]
            )
        ),
        key=left_of,
    )


@pytest.mark.parametrize("tails", [1, 3, 8, 64, 10**6])
@settings(max_examples=150, deadline=None)
@given(table=tables(max_kinds=8))
def test_tails_find_every_maximal_vector_in_order(table: Table, tails: int) -> None:
    values, counts, target = table
    found, _ = walk(values, counts, target, tails, 40)
    assert found == expected(values, counts, target)


@settings(max_examples=200, deadline=None)
@given(table=tables(max_kinds=8))
def test_tails_charge_no_more_than_visiting_every_remainder(table: Table) -> None:
    values, counts, target = table
    visited, before = walk(values, counts, target, 0, 10**9)
    found, after = walk(values, counts, target, 64, 10**9)
    assert found == visited
    assert after <= before


@pytest.mark.parametrize("target", [7, 8, 11, 14, 16])
def test_the_slowest_forced_table_walks_alike_with_and_without_tails(target: int) -> None:
    classes = classify([table_values(card, Valuation.CHOICE) for card in SLOWEST])
    values, counts = classes.values, classes.counts
    visited, before = walk(values, counts, target, 0, 500)
    for tails in (4, 64, 1000):
        found, after = walk(values, counts, target, tails, 500)
        assert found == visited
        assert after <= before
    assert visited == expected(values, counts, target)
