"""The searches behind legal-move listing, against brute force on random value classes.

``Closure`` (every capturable vector) must give the same vectors in the same order however it
is advanced, and whether it steps its starts down one at a time or a chunk at a time;
``Maximal`` (MISAR-FORCE-4) must give exactly the capturable vectors whose cards left hold no
group of the value, in lexicographic order of the cards left, whether its
membership walk answers or hands the question to the deficit search; ``Expander`` must give
``expand``'s card selections in ``expand``'s order, ``Weights`` their number, one vector
or many at a time; ``group_types``, made class by class,
must give ``single_groups``' count vectors in the order they first appear there.
"""

from __future__ import annotations

from itertools import combinations, product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.core.cards import STANDARD_DECK
from service.games.fishing import capture, maximal
from service.games.fishing.capture import (
    Closure,
    Expander,
    Packing,
    Weights,
    classify,
    expand,
    group_types,
    single_groups,
    subset_sum_possible,
)
from service.games.fishing.maximal import Maximal
from service.games.fishing.values import Valuation, table_values
from tests.fishing.value_tables import tables


def splits(values: tuple[tuple[int, ...], ...], taken: tuple[int, ...], target: int) -> bool:
    """Brute force: can the cards be valued and split into groups of ``target``?"""
    cards = [vs for vs, n in zip(values, taken, strict=True) for _ in range(n)]
    if not cards:
        return False
    for chosen in product(*cards):
        left = sorted(chosen, reverse=True)

        def solve(rest: list[int]) -> bool:
            if not rest:
                return True
            first, others = rest[0], rest[1:]
            for size in range(len(others) + 1):
                for picked in combinations(range(len(others)), size):
                    if first + sum(others[i] for i in picked) == target:
                        remaining = [c for i, c in enumerate(others) if i not in picked]
                        if solve(remaining):
                            return True
            return False

        if solve(left):
            return True
    return False


def vectors(counts: tuple[int, ...]) -> list[tuple[int, ...]]:
    return list(product(*(range(n + 1) for n in counts)))


def closure_vectors(
    values: tuple[tuple[int, ...], ...],
    counts: tuple[int, ...],
    target: int,
    chunk: int,
    step: int | None = None,
) -> list[int]:
    """The vectors of a closure walked ``chunk`` starts at a time (1: a start at a time, no
    chunk to skip), advanced ``step`` starts per call, odd steps also stopping at each new
    vector."""
    original = capture.CHUNK
    capture.CHUNK = chunk
    try:
        closure = Closure(values, counts, target)
        while not closure.done:
            closure.advance(step, until=len(closure.vectors) + 1 if step and step % 2 else None)
    finally:
        capture.CHUNK = original
    return closure.vectors


@pytest.mark.parametrize("chunk", [2, 7, capture.CHUNK])
@settings(max_examples=150, deadline=None)
@given(table=tables(), step=st.integers(1, 40))
def test_closure_is_capturable_vectors_in_one_order(
    table: tuple[tuple[tuple[int, ...], ...], tuple[int, ...], int], step: int, chunk: int
) -> None:
    values, counts, target = table
    whole = closure_vectors(values, counts, target, 1)
    assert closure_vectors(values, counts, target, chunk) == whole
    assert closure_vectors(values, counts, target, chunk, step) == whole
    packing = Packing(counts)
    found = {packing.unpack(p) for p in whole}
    assert len(found) == len(whole)
    if sum(counts) <= 8:
        expected = {v for v in vectors(counts) if any(v) and splits(values, v, target)}
        assert found == expected


@pytest.mark.parametrize(("nodes", "misses"), [(0, 2), (2, 2), (30, 2), (2, 0), (30, 0)])
@settings(max_examples=120, deadline=None)
@given(table=tables())
def test_maximal_captures_leave_no_group(
    table: tuple[tuple[tuple[int, ...], ...], tuple[int, ...], int], nodes: int, misses: int
) -> None:
    values, counts, target = table
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(maximal, "MEMBER_NODES", nodes)  # 0: every question to the deficit search
        patch.setattr(maximal, "MEMBER_MISSES", misses)  # 0: the walk only tried now and then
        search = Maximal(values, counts, target)
        while not search.done:
            search.advance(50)
    closure = Closure(values, counts, target)
    closure.advance()
    packing = Packing(counts)

    def left_of(packed: int) -> tuple[int, ...]:
        taken = packing.unpack(packed)
        return tuple(n - t for n, t in zip(counts, taken, strict=True))

    expected = sorted(
        (
            p
            for p in closure.vectors
            if not subset_sum_possible(
                target,
                [vs for vs, k in zip(values, left_of(p), strict=True) for _ in range(k)],
            )
        ),
        key=left_of,
    )
    assert search.vectors == expected


@settings(max_examples=80, deadline=None)
@given(st.lists(st.sampled_from(["AS", "2S", "2H", "3D", "3C", "7S", "AH", "9D"]), max_size=8))
def test_expander_matches_expand(codes: list[str]) -> None:
    # Equal codes stand for Mulle's double deck: a selection repeating one is listed once.
    value_of = {"A": (14, 1), "2": (2,), "3": (3,), "7": (7,), "9": (9,)}
    classes = classify([value_of[code[0]] for code in codes])
    expander = Expander(classes, codes)
    packing = Packing(classes.counts)
    for taken in vectors(classes.counts):
        packed = packing.empty - packing.pack_delta(taken)
        expected = [tuple(codes[i] for i in chosen) for chosen in expand(classes, codes, taken)]
        assert list(expander.selections(packed)) == expected


@settings(max_examples=300, deadline=None)
@given(tables(), st.integers(0, 8))
def test_group_types_follow_the_card_walk(
    table: tuple[tuple[tuple[int, ...], ...], tuple[int, ...], int], extra: int
) -> None:
    values, counts, target = table
    # up to 8 cards of a class: Mulle's double deck
    counts = (*counts[:-1], counts[-1] + extra)
    walked = dict.fromkeys(taken for taken, _ in single_groups(values, counts, target))
    assert group_types(values, counts, target) == list(walked)


@settings(max_examples=80, deadline=None)
@given(
    st.lists(st.sampled_from(["AS", "2S", "2H", "3D", "3C", "5H", "7S", "AH", "9D"]), max_size=9)
)
def test_weights_count_the_selections(codes: list[str]) -> None:
    value_of = {"A": (14, 1), "2": (2,), "3": (3,), "5": (5,), "7": (7,), "9": (9,)}
    classes = classify([value_of[code[0]] for code in codes])
    weights = Weights(classes, codes)
    packing = Packing(classes.counts)
    every = [packing.empty - packing.pack_delta(taken) for taken in vectors(classes.counts)]
    expected = [len(list(expand(classes, codes, packing.unpack(p)))) for p in every]
    assert [weights.of_packed(p) for p in every] == expected
    assert weights.total(every) == sum(expected)
    assert weights.total(every[1::2]) == sum(expected[1::2])


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(STANDARD_DECK), min_size=1, max_size=26, unique=True), st.data())
def test_expander_matches_expand_on_wide_tables(codes: list[str], data: st.DataObject) -> None:
    # Many classes (several blocks of Expander's three-class parts) and more than eight
    # positions (several eight-card chunks); vectors sampled, not all of them.
    classes = classify([table_values(code, Valuation.CHOICE) for code in codes])
    expander = Expander(classes, codes)
    packing = Packing(classes.counts)
    for _ in range(20):
        taken = tuple(data.draw(st.integers(0, n)) for n in classes.counts)
        packed = packing.empty - packing.pack_delta(taken)
        expected = [tuple(codes[i] for i in chosen) for chosen in expand(classes, codes, taken)]
        assert list(expander.selections(packed)) == expected
