"""The maximal-capture walk's linear bounds (``split_bounds``, then the same fields with the
two-valued cards at each valuation that makes the total a multiple of the target) only refuse
what cannot split, and the remainders it skips with them hold no maximal capture: a forced
listing on a crowded table (28 random cards, where it once asked 190 questions before its
first capture) lists exactly what the walk without the bounds lists."""

from __future__ import annotations

from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.games.fishing import maximal
from service.games.fishing.grouping import partition
from service.games.fishing.kasino import KASINO
from service.games.fishing.listing import TableIndex, list_plays
from service.games.fishing.maximal import _BIAS, Maximal, _coefficients, _pack, split_bounds

VALUE_SETS = ((1,), (2,), (3,), (4,), (5,), (6,), (7,), (8,), (9,), (12,), (14, 1), (15, 2))


def accepted(values: tuple[tuple[int, ...], ...], taken: tuple[int, ...], target: int) -> bool:
    weigh, _, signs = split_bounds(values, target)
    bounds = signs + sum(n * w for n, w in zip(taken, weigh, strict=True))
    return bounds & signs == signs


def accepted_at_some_valuation(
    values: tuple[tuple[int, ...], ...], taken: tuple[int, ...], target: int
) -> bool:
    """The walk's test at a leaf: the single-valued cards' fields plus some valuation's."""
    usable = [tuple(v for v in vs if v <= target) for vs in values]
    two = [i for i, fits in enumerate(usable) if len(fits) > 1]
    weigh, _, signs = split_bounds(values, target)
    one = [(i, n) for i, n in enumerate(taken) if len(usable[i]) == 1]
    base = signs + sum(n * weigh[i] for i, n in one)
    bounds = base + sum(taken[i] * weigh[i] for i in two)  # each class at its best values
    residue = sum(usable[i][0] * n for i, n in one) % target
    classes = [(usable[i], taken[i], weigh[i]) for i in two]
    weight = {v: _pack(_coefficients(v, target)) for i in two for v in usable[i]}
    extras = Maximal(values, taken, target)._valuations(residue, classes, weight)
    return any((bounds + extra) & signs == signs for extra, _ in extras)


@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.sampled_from(VALUE_SETS), min_size=1, max_size=5, unique=True),
    st.data(),
)
def test_the_bounds_accept_every_split(sets: list[tuple[int, ...]], data: st.DataObject) -> None:
    values = tuple(sorted(sets, key=lambda vs: (-max(vs), vs)))
    target = data.draw(st.integers(1, 16))
    counts = tuple(data.draw(st.integers(0, 4)) for _ in values)
    for taken in product(*(range(n + 1) for n in counts)):
        if any(taken) and partition(values, taken, target) is not None:
            assert accepted(values, taken, target)
            assert accepted_at_some_valuation(values, taken, target)


@pytest.mark.parametrize(
    ("values", "taken", "target"),
    [
        (((6,), (2,)), (3, 1), 10),  # three cards above half the target, two groups' worth
        (((2,),), (7,), 7),  # even cards for an odd target: residues mod 2
        (((7,), (4,), (1,)), (1, 3, 1), 10),  # the 7 lacks 3, and only a 1 is small enough
    ],
)
def test_the_bounds_refuse(
    values: tuple[tuple[int, ...], ...], taken: tuple[int, ...], target: int
) -> None:
    assert partition(values, taken, target) is None
    assert not accepted(values, taken, target)


@pytest.mark.parametrize("target", range(1, 17))
def test_the_bias_covers_the_widest_field(target: int) -> None:
    """A field sums at most 104 cards (a double deck), each within ±240, around the bias."""
    weigh, relief, signs = split_bounds((*((v,) for v in range(1, 17)), *VALUE_SETS), target)
    fields = range(signs.bit_length() // 16)
    widest = max(abs(((w + signs) >> (16 * f) & 0xFFFF) - _BIAS) for w in weigh for f in fields)
    assert widest <= 240
    assert widest * 104 < _BIAS
    assert all(((r + signs) >> (16 * f) & 0xFFFF) >= _BIAS for r in relief for f in fields)


def test_a_valuation_at_a_time_refuses_more() -> None:
    """Two aces and a 2 for 15: only 14 + 14 + 2 is a multiple of 15, and two cards of 14
    lack a 1 each; the bounds counting each ace at its best (a small 1) let it pass."""
    values, taken = ((14, 1), (2,)), (2, 1)
    assert partition(values, taken, 15) is None
    assert accepted(values, taken, 15)
    assert not accepted_at_some_valuation(values, taken, 15)


#: 28 random cards (r2 of the golden set): 190 questions before the first maximal capture
CROWDED = (
    *("10H", "2D", "2H", "2S", "3H", "3S", "4C", "4D", "5C", "5D", "5H", "6H", "7S", "8H"),
    *("8S", "9C", "9D", "9H", "AC", "AD", "AH", "JC", "JD", "JS", "KD", "QC", "QD", "QS"),
)


@pytest.mark.parametrize("valuation", ["choice", "aces"])
def test_a_crowded_forced_listing_equals_the_walk_without_bounds(
    valuation: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    rules = KASINO.rules(KASINO.resolve_options({"valuation": valuation}, 2)).capture
    hand = ["5S", "6D", "9S", "AS"]

    def listing() -> list[tuple[str, tuple[str, ...] | None]]:
        index = TableIndex(CROWDED, rules)
        return list(list_plays(index, hand, 300, may_trail=lambda _: False, maximal=True).plays)

    fast = listing()
    coefficients = maximal._coefficients

    def accept_all(value: int, target: int) -> list[int]:
        return [0] * len(coefficients(value, target))

    monkeypatch.setattr(maximal, "_coefficients", accept_all)
    maximal._class_bounds.cache_clear()  # made from the real coefficients so far
    try:
        assert listing() == fast
    finally:
        maximal._class_bounds.cache_clear()  # made from accept_all: never for later tests
    assert len(fast) == 300
