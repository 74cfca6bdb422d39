"""``partition``'s shortcuts answer exactly as the full search would, so verdicts and their
interpretations never depend on them: a capture that is one group (its cards add up to the
played value, the common case in play) gives the packer's group, cards in the same order;
the untested first dive meets the same first split as the search with every test."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.games.fishing import grouping
from service.games.fishing.capture import _to_items, classify, find_grouping
from service.games.fishing.grouping import Packer, _one_group, _pools, partition

VALUE_SETS = ((1,), (2,), (3,), (4,), (5,), (6,), (7,), (8,), (9,), (14, 1), (15, 2), (16, 10))


@st.composite
def one_group(draw: st.DrawFn) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...], int]:
    """Classes of cards, each with one fixed value here, whose total is the target."""
    sets = draw(st.lists(st.sampled_from(VALUE_SETS[:9]), min_size=1, max_size=6, unique=True))
    counts = tuple(draw(st.integers(1, 3)) for _ in sets)
    total = sum(vs[0] * n for vs, n in zip(sets, counts, strict=True))
    return tuple(sets), counts, total


@settings(max_examples=300, deadline=None)
@given(one_group())
def test_the_shortcut_gives_the_packers_group(
    case: tuple[tuple[tuple[int, ...], ...], tuple[int, ...], int],
) -> None:
    values, counts, target = case
    pools = _pools(list(values), counts, {})
    assert partition(values, counts, target) == [_one_group(pools)]
    assert Packer(target).pack(pools, ()) == [_one_group(pools)]


def test_two_valued_cards_take_the_values_of_the_first_valuation_that_fits() -> None:
    # an ace (14/1) and a 9 for 10: the ace counts 1; for 23 it counts 14
    assert partition(((14, 1), (9,)), (1, 1), 10) == [((1, 9), (0, 1))]
    assert partition(((14, 1), (9,)), (1, 1), 23) == [((0, 14), (1, 9))]


def test_a_total_of_two_groups_still_searches() -> None:
    assert partition(((7,), (3,)), (2, 2), 10) == [((0, 7), (1, 3)), ((0, 7), (1, 3))]
    assert partition(((8,), (1,)), (1, 2), 5) is None


@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.sampled_from(VALUE_SETS), min_size=1, max_size=5, unique=True),
    st.data(),
)
def test_with_two_valued_cards_too(sets: list[tuple[int, ...]], data: st.DataObject) -> None:
    """Whatever single group ``partition`` returns, the packer gives it for the same values
    (aces, lillan and storan included, several classes sharing a value)."""
    counts = tuple(data.draw(st.integers(1, 2)) for _ in sets)
    target = data.draw(st.integers(2, 20))
    found = partition(tuple(sets), counts, target)
    if found is None or len(found) != 1:
        return
    pools: dict[int, list[tuple[int, int]]] = {}
    for index, value in sorted(found[0], key=lambda pair: (pair[1], pair[0])):
        pool = pools.setdefault(value, [])
        if pool and pool[-1][0] == index:
            pool[-1] = (index, pool[-1][1] + 1)
        else:
            pool.append((index, 1))
    assert Packer(target).pack(pools, ()) == found


@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.sampled_from(VALUE_SETS), min_size=1, max_size=6, unique=True),
    st.data(),
)
def test_the_dive_meets_the_full_searchs_first_split(
    sets: list[tuple[int, ...]], data: st.DataObject
) -> None:
    counts = tuple(data.draw(st.integers(1, 4)) for _ in sets)
    target = data.draw(st.integers(2, 16))
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(grouping, "DIVE_NODES", 0)  # every node tested, dead ends remembered
        full = partition(tuple(sets), counts, target)
        patch.setattr(grouping, "DIVE_NODES", 10**9)  # nothing tested: the dive alone
        dive = partition(tuple(sets), counts, target)
    assert dive == full


@st.composite
def feasible(draw: st.DrawFn) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...], int]:
    """A table built from groups of the target (so a split exists, often several)."""
    target = draw(st.integers(5, 16))
    counts = [0] * 10  # cards of value 1…9, index value - 1
    for _ in range(draw(st.integers(1, 6))):
        left = target
        while left:
            value = draw(st.integers(1, min(9, left)))
            counts[value - 1] += 1
            left -= value
    present = [(value,) for value in range(1, 10) if counts[value - 1]]
    return tuple(present), tuple(n for n in counts if n), target


@settings(max_examples=300, deadline=None)
@given(feasible())
def test_the_dive_meets_the_full_searchs_first_split_on_built_tables(
    case: tuple[tuple[tuple[int, ...], ...], tuple[int, ...], int],
) -> None:
    values, counts, target = case
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(grouping, "DIVE_NODES", 0)
        full = partition(values, counts, target)
        patch.setattr(grouping, "DIVE_NODES", 10**9)
        dive = partition(values, counts, target)
    assert full is not None
    assert dive == full


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(1, 13), min_size=1, max_size=8), st.data())
def test_find_grouping_takes_one_group_as_the_search_would(
    values: list[int], data: st.DataObject
) -> None:
    """``find_grouping``'s shortcut (single-valued items adding up to the played value) gives
    the grouping, values included, that classifying and searching give."""
    items = [(v,) for v in values]
    target = sum(values)
    played = tuple(data.draw(st.permutations([target, target + 1, max(1, target - 1)])))
    classes = classify(items)
    searched = None
    for value in played:
        groups = partition(classes.values, classes.counts, value)
        if groups is not None:
            searched = _to_items(classes, value, groups)
            break
    assert find_grouping(played, items) == searched
