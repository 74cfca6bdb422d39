"""``GroupSplitter`` must give every question the groups the packer's own search gives (the
first split :meth:`Packer.search` meets, a building listing's parts, BYGG-ADD-4), or none when
it finds none: with open deficits (a played card's part, BYGG-VAR-4's simple builds) and
without, in runs of related questions whose answers it remembers, whether its necessary-
condition tests start at once or after :data:`grouping.DIVE_NODES` nodes."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.games.fishing import grouping
from service.games.fishing.grouping import GroupSplitter, Packer, pack_counts


@st.composite
def question_runs(
    draw: st.DrawFn,
) -> tuple[int, list[tuple[tuple[int, ...], tuple[int, ...]]]]:
    """A target and a run of questions at it: sorted deficits below it, and counts of cards
    by value (up to eight of a value, Mulle's double deck), each question a neighbour of the
    one before (one value's count changed, a deficit added or dropped), as a listing's
    closure vectors are."""
    target = draw(st.integers(2, 16))
    counts = [0] + [draw(st.integers(0, 3)) for _ in range(target)]
    deficits = draw(st.lists(st.integers(1, target - 1), max_size=3)) if target > 1 else []
    run = []
    for _ in range(draw(st.integers(1, 20))):
        step = draw(st.integers(0, 5))
        if step == 0 and deficits:
            deficits.pop(draw(st.integers(0, len(deficits) - 1)))
        elif step == 1 and len(deficits) < 3:
            deficits.append(draw(st.integers(1, target - 1)))
        else:
            counts[draw(st.integers(1, target))] = draw(st.integers(0, 8))
        run.append((tuple(sorted(deficits)), tuple(counts)))
    return target, run


@pytest.mark.parametrize("dive", [0, grouping.DIVE_NODES])  # 0: every node tested
@settings(max_examples=300, deadline=None)
@given(run=question_runs())
def test_group_splitter_finds_the_packers_first_split(
    run: tuple[int, list[tuple[tuple[int, ...], tuple[int, ...]]]], dive: int
) -> None:
    target, questions = run
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(grouping, "DIVE_NODES", dive)
        splitter = GroupSplitter(target)
        for deficits, counts in questions:
            expected = Packer(target).search(deficits, counts)  # a fresh search each time
            assert splitter.search(deficits, counts) == expected
            assert splitter.search_packed(deficits, pack_counts(counts)) == expected  # again


def test_group_splitter_takes_more_cards_than_a_field_holds() -> None:
    """Past 31 cards of a value the counts cannot be packed: the packer answers."""
    counts = (0, 40, 0, 0, 0)  # forty aces into groups of 4
    assert GroupSplitter(4).search((), counts) == Packer(4).search((), counts)
    assert GroupSplitter(4).search((), counts) == [(0, (1, 1, 1, 1))] * 10


def test_pack_counts_packs_as_the_splitter_does() -> None:
    counts = (0, 3, 0, 2, 31)
    packed = pack_counts(counts)
    bits = grouping.COUNT_BITS
    assert [packed >> (bits * v) & grouping.COUNT_MASK for v in range(5)] == list(counts)
    assert packed >> (bits * 5) == 0
