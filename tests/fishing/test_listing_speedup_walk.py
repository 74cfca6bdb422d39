"""``Maximal.advance`` (MISAR-FORCE-4): the walk counts its own work units and stops itself,
so however a count or a listing slices it, the vectors and their order must be those of one
unsliced walk, and the units spent in all those of one metered walk when every slice is metered
(a listing's unmetered reads answer split questions their own way, their units unread); a call
stops only once it has spent its ``units`` or ``until`` vectors are known (or the walk is
over), and a finished walk spends nothing more."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from service.games.fishing.maximal import Maximal
from tests.fishing.value_tables import tables

#: Units no walk here reaches: a metered walk to the end.
METERED = 1 << 40


@settings(max_examples=250, deadline=None)
@given(
    tables(max_kinds=8),
    st.lists(
        st.tuples(
            st.one_of(st.none(), st.integers(0, 3000)), st.one_of(st.none(), st.integers(0, 4))
        ),
        min_size=1,
        max_size=40,
    ),
)
def test_sliced_walks_spend_and_find_what_one_walk_does(
    table: tuple[tuple[tuple[int, ...], ...], tuple[int, ...], int],
    slices: list[tuple[int | None, int | None]],
) -> None:
    values, counts, target = table
    whole = Maximal(values, counts, target)
    total = whole.advance(METERED)
    assert whole.done
    assert whole.advance() == 0 and whole.advance(10, 1) == 0  # nothing left to spend

    sliced = Maximal(values, counts, target)
    spent = 0
    for units, more in slices:
        until = None if more is None else len(sliced.vectors) + more
        used = sliced.advance(units, until)
        spent += used
        assert sliced.vectors == whole.vectors[: len(sliced.vectors)]
        if not sliced.done:
            assert (units is not None and used >= units) or (
                until is not None and len(sliced.vectors) >= until
            )
    metered = all(units is not None for units, _ in slices)
    spent += sliced.advance(METERED if metered else None)
    assert sliced.done
    assert sliced.vectors == whole.vectors
    if metered:
        assert spent == total
