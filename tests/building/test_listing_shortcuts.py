"""Shortcuts of the building listing against the plain definitions they replace.

- :meth:`Loose.fixed_groups` under BYGG-VAR-2 takes the first deficit's one-card group
  straight from the class of that value: it must be every one-card group among the deficit's
  group types (:func:`group_types`), combined with the other deficits' groups as before;
- :class:`Weights`' look-up tables (spanning as many classes as fit) must weigh any vectors
  of a building table as its per-class factors do;
- :meth:`Loose.packed_groups` of a closure vector (its counts read from the packed vector
  as :meth:`Lister._layout` reads them) must be :meth:`Loose.closure_groups` of the unpacked
  vector, and :meth:`Loose.split`'s groups (BYGG-ADD-4, BYGG-VAR-4).
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from service.games.building.arith import Loose, Vector
from service.games.building.values import table_value
from service.games.fishing.capture import closure_vectors, group_types
from service.games.fishing.grouping import COUNT_BITS
from tests.building.test_listing_streams import BYGG, GLIMNE


def plain_fixed_groups(loose: Loose, deficits: tuple[int, ...], single: bool) -> list[Vector]:
    """The definition: one group type per deficit, disjoint, the first one card if single."""
    combined: dict[Vector, None] = {(0,) * len(loose.counts): None}
    for index, deficit in enumerate(deficits):
        found = group_types(loose.values, loose.counts, deficit)
        if single and index == 0:
            found = [vector for vector in found if sum(vector) == 1]
        grown: dict[Vector, None] = {}
        for base in combined:
            for group in found:
                total = tuple(a + b for a, b in zip(base, group, strict=True))
                if all(t <= n for t, n in zip(total, loose.counts, strict=True)):
                    grown.setdefault(total, None)
        combined = grown
    return list(combined)


@st.composite
def tables(draw: st.DrawFn) -> tuple[Loose, int, tuple[int, ...], bool]:
    """Loose cards of either deck (Mulle's has equal codes), a build value, deficits."""
    deck = draw(st.sampled_from([BYGG.deck, GLIMNE.deck]))
    cards = draw(st.lists(st.sampled_from(deck), min_size=0, max_size=16))
    value = draw(st.integers(2, 16))
    deficits = draw(st.lists(st.integers(1, value - 1), max_size=3))
    return Loose(tuple(cards)), value, tuple(deficits), draw(st.booleans())


@settings(max_examples=400, deadline=None)
@given(tables())
def test_fixed_groups_are_the_plain_definition(
    table: tuple[Loose, int, tuple[int, ...], bool],
) -> None:
    loose, _value, deficits, single = table
    assert loose.fixed_groups(deficits, single) == plain_fixed_groups(loose, deficits, single)


@settings(max_examples=250, deadline=None)
@given(tables(), st.booleans())
def test_packed_groups_are_the_closure_and_split_groups(
    table: tuple[Loose, int, tuple[int, ...], bool], with_empty: bool
) -> None:
    loose, value, deficits, single = table
    small = Loose(tuple(card for card in loose.cards if table_value(card) <= value))
    starts = small.fixed_groups(deficits, single)
    mask, fields = small.fields
    for packed in closure_vectors(small.values, small.counts, value, starts, with_empty)[:300]:
        vector = small.packing.unpack(packed)
        taken = small.packing.empty - packed
        counts = 0
        for index, shift, card_value, counted in fields:
            assert taken >> shift & mask == vector[index]
            assert counted == COUNT_BITS * card_value
            counts += vector[index] << counted
        groups = small.packed_groups(counts, value, deficits, single)
        assert groups == small.closure_groups(vector, value, deficits, single)
        split = small.split(vector, value, deficits, single)
        assert split is not None
        assert groups == [tuple(v for _, v in group) for group in split]


@settings(max_examples=300, deadline=None)
@given(tables(), st.data())
def test_weights_tables_weigh_as_the_classes_do(
    table: tuple[Loose, int, tuple[int, ...], bool], data: st.DataObject
) -> None:
    """:class:`Weights`' look-up tables give the product of the per-class factors: closure
    vectors and any vectors within the table (every class taken from none to all of its
    cards)."""
    loose, value, deficits, single = table
    weights, packing = loose.weights, loose.packing
    starts = loose.fixed_groups(deficits, single)
    vectors = closure_vectors(loose.values, loose.counts, value, starts, True)[:500]
    taken = data.draw(st.lists(st.tuples(*(st.integers(0, n) for n in loose.counts)), max_size=20))
    vectors += [packing.empty - packing.pack_delta(vector) for vector in taken]
    assert weights.total(vectors) == sum(weights.of(packing.unpack(p)) for p in vectors)
    for packed in vectors[:50]:
        assert weights.of_packed(packed) == weights.of(packing.unpack(packed))
