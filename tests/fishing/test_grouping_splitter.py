"""``Splitter`` answers a run of questions at one target with one packer, remembering the
vectors that did not split across them; every answer must be the one a fresh ``partition``
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
