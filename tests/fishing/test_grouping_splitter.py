"""``Splitter`` answers a run of questions at one target, remembering every answer, yes or
no, across them; every answer must be the one a fresh ``partition``
gives, in whatever order the questions come (the maximal-capture walk asks a table's
sub-multisets, which meet each other's failed vectors)."""

from __future__ import annotations

from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.games.fishing import grouping
from service.games.fishing.grouping import Splitter, partition


@pytest.mark.parametrize("dive", [0, grouping.DIVE_NODES])  # 0: every question remembers
@settings(max_examples=120, deadline=None)
@given(
    cards=st.lists(st.integers(1, 9), min_size=1, max_size=10),
    target=st.integers(2, 16),
    data=st.data(),
)
def test_a_splitter_answers_as_partition_does(
    cards: list[int], target: int, data: st.DataObject, dive: int
) -> None:
    present = sorted({v for v in cards if v <= target}, reverse=True)
    most = [cards.count(v) for v in present]
    questions = data.draw(
        st.permutations([c for c in product(*(range(n + 1) for n in most)) if any(c)])
    )
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(grouping, "DIVE_NODES", dive)
        splitter = Splitter(target)
        for taken in questions:
            counts = [0] * (target + 1)
            for value, n in zip(present, taken, strict=True):
                counts[value] = n
            expected = partition(tuple((v,) for v in present), taken, target) is not None
            assert splitter.splits(tuple(counts)) == expected


@pytest.mark.parametrize("dive", [0, grouping.DIVE_NODES])
@settings(max_examples=80, deadline=None)
@given(
    target=st.integers(2, 16),
    data=st.data(),
)
def test_a_splitter_answers_crowded_questions_as_partition_does(
    target: int, data: st.DataObject, dive: int
) -> None:
    # Crowded tables (up to 40 cards, several of a value): the questions of a maximal walk,
    # neighbours of each other, so that remembered answers (yes and no) are met again.
    most = [data.draw(st.integers(0, 5)) for _ in range(target + 1)]
    most[0] = 0
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(grouping, "DIVE_NODES", dive)
        splitter = Splitter(target)
        counts = list(most)
        for _ in range(25):
            value = data.draw(st.integers(1, target))
            counts[value] = data.draw(st.integers(0, most[value]))
            present = [v for v in range(1, target + 1) if counts[v]]
            taken = tuple(counts[v] for v in present)
            expected = partition(tuple((v,) for v in present), taken, target) is not None
            assert splitter.splits(tuple(counts)) == expected
