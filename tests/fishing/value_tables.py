"""A hypothesis strategy for the capture searches' value-level tables, shared by their tests."""

from __future__ import annotations

from hypothesis import strategies as st

#: The two-valued cards of valuation 'choice' (storan, lillan, an ace), highest value first.
SPECIAL = ((16, 10), (15, 2), (14, 1))


@st.composite
def tables(
    draw: st.DrawFn, max_kinds: int = 6
) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...], int]:
    """Value classes (highest first), 0-4 cards of each, and a target value 1-16."""
    kinds = draw(
        st.lists(
            st.one_of(st.sampled_from(SPECIAL), st.tuples(st.integers(1, 13))),
            min_size=1,
            max_size=max_kinds,
            unique=True,
        )
    )
    values = tuple(sorted(kinds, key=lambda vs: (-max(vs), vs)))
    counts = tuple(draw(st.integers(0, 4)) for _ in values)
    return values, counts, draw(st.integers(1, 16))
