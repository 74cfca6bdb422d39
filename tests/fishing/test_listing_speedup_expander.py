"""``Expander`` on tables of every size: its reader looks cards up eight table positions at a
time (one to four look-ups without a loop, a loop beyond 32 cards), and finds a vector's
classes from its taken fields, so tables across each of those spans must still give
:func:`expand`'s selections in :func:`expand`'s order, in table order, equal codes (Mulle's
double deck) once."""

from __future__ import annotations

import random
from math import comb, prod

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.core.cards import STANDARD_DECK
from service.games.fishing.capture import Expander, Packing, classify, expand
from service.games.fishing.values import Valuation, table_values

DOUBLE_DECK = STANDARD_DECK + STANDARD_DECK


@pytest.mark.parametrize(
    "size", [0, 1, 7, 8, 9, 16, 17, 24, 25, 31, 32, 33, 40, 47, 48, 49, 64, 65, 104]
)
def test_cards_reads_every_position_in_table_order(size: int) -> None:
    codes = random.Random(size).sample(DOUBLE_DECK, size)
    expander = Expander(classify([table_values(c, Valuation.CHOICE) for c in codes]), codes)
    rng = random.Random(size + 1)
    masks = [0, (1 << size) - 1, *(rng.getrandbits(size) if size else 0 for _ in range(200))]
    masks += [1 << at for at in range(size)]
    for mask in masks:
        expected = tuple(code for at, code in enumerate(codes) if mask >> at & 1)
        assert expander.cards(mask) == expected
        assert expander.cards(mask) == expected  # the second time from the caches


@settings(max_examples=120, deadline=None)
@given(
    st.integers(0, 70),
    st.randoms(use_true_random=False),
    st.booleans(),
)
def test_selections_match_expand_on_large_tables(
    size: int, rng: random.Random, double: bool
) -> None:
    codes = rng.sample(DOUBLE_DECK if double else STANDARD_DECK, min(size, 52 + 52 * double))
    classes = classify([table_values(c, Valuation.CHOICE) for c in codes])
    counts = classes.counts
    # every class whole or untouched, except a few taken in part (the selections multiply)
    taken = [rng.choice((0, n)) for n in counts]
    for index in rng.sample(range(len(counts)), min(3, len(counts))):
        k = rng.randint(0, counts[index])
        if (
            comb(counts[index], k) * prod(comb(n, t) for n, t in zip(counts, taken, strict=True))
            <= 5_000
        ):
            taken[index] = k
    packing = Packing(counts)
    packed = packing.empty - packing.pack_delta(taken)
    expander = Expander(classes, codes)
    expected = [tuple(codes[i] for i in chosen) for chosen in expand(classes, codes, taken)]
    assert list(expander.selections(packed)) == expected
    assert len(expected) == (
        prod(comb(n, k) for n, k in zip(counts, taken, strict=True))
        if not double
        else len(set(expected))
    )
