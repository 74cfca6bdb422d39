"""Capture arithmetic for every fishing game: grouping, sweeping, maximality and counting.

Cards that may take the same values in a play are interchangeable for capturing, so the search
runs over *value classes* and their count vectors, never over subsets of cards (a 24-card table
has 786,287 card-level capture sets but only some 19,000 value-level ones). Every question is a
memoised search over count vectors whose size is bounded by the product of (count + 1) per class,
and each group sums to at most 16, which keeps it polynomial for a fixed deck:

- :func:`find_grouping` — can these items be split into groups of value v (CORE-CAP-1…4, 7)?
- :func:`subset_sum_possible` — does any group of value v remain (MISAR-FORCE-4 maximality)?
- :func:`capturable_vectors` — every capturable count vector, for listing and counting moves.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations, product
from math import comb

ValueSet = tuple[int, ...]


@dataclass(frozen=True)
class Classes:
    """Table items grouped by the values they may take; ``members[i]`` are item indices."""

    values: tuple[ValueSet, ...]
    members: tuple[tuple[int, ...], ...]

    @property
    def counts(self) -> tuple[int, ...]:
        return tuple(len(m) for m in self.members)


def classify(value_sets: Sequence[ValueSet]) -> Classes:
    """Group items by value set, highest values first (big cards first prunes best)."""
    by_values: dict[ValueSet, list[int]] = {}
    for index, values in enumerate(value_sets):
        by_values.setdefault(values, []).append(index)
    order = sorted(by_values, key=lambda vs: (-max(vs), vs))
    return Classes(tuple(order), tuple(tuple(by_values[vs]) for vs in order))


Group = tuple[tuple[int, int], ...]
"""A group as ``((class index, value), …)``, one pair per card."""


def _picks(
    values: tuple[ValueSet, ...],
    counts: tuple[int, ...],
    index: int,
    cap: int,
    target: int,
) -> Iterator[tuple[tuple[int, ...], Group]]:
    """Every way to pick cards from classes ``index…`` whose chosen values sum to ``target``.

    Picks come in non-increasing (class, value) order, with values from class ``index`` at most
    ``cap``, so each multiset is produced once. Yields the count vector taken and the
    (class, value) pairs.
    """
    if target == 0:
        yield (0,) * len(counts), ()
        return
    for next_index in range(index, len(counts)):
        if not counts[next_index]:
            continue
        for value in values[next_index]:
            if value > target or (next_index == index and value > cap):
                continue
            rest = list(counts)
            rest[next_index] -= 1
            for taken, group in _picks(values, tuple(rest), next_index, value, target - value):
                picked = list(taken)
                picked[next_index] += 1
                yield tuple(picked), ((next_index, value), *group)


def partition(
    values: tuple[ValueSet, ...], counts: tuple[int, ...], target: int
) -> list[Group] | None:
    """Groups of ``target`` that use every counted card exactly once, or None.

    A depth-first search over packed count vectors: the first class with cards left (the
    highest values) must lie in the next group, so only group types starting at that class are
    tried, each once per state, and states found dead are remembered. Group types (a few hundred
    at most, each with one valuation that makes it add up) are computed once per call.
    """
    if target <= 0 or not _total_fits(values, counts, target):
        return None
    packing = Packing(counts)
    guards = packing.guards
    by_first: dict[int, list[tuple[int, Group]]] = {}
    seen: set[tuple[int, ...]] = set()
    for taken, group in _picks(values, counts, 0, target, target):
        if taken not in seen:
            seen.add(taken)
            by_first.setdefault(group[0][0], []).append((packing.pack_delta(taken), group))
    dead: set[int] = set()

    def solve(state: int) -> list[Group] | None:
        if state == guards:
            return []
        if state in dead:
            return None
        first, rest = 0, state
        while not rest & _MASK:
            rest >>= _FIELD
            first += 1
        for delta, group in by_first.get(first, ()):
            after = state - delta
            if after & guards == guards:
                tail = solve(after)
                if tail is not None:
                    return [group, *tail]
        dead.add(state)
        return None

    return solve(packing.empty)


def _total_fits(values: tuple[ValueSet, ...], counts: tuple[int, ...], target: int) -> bool:
    """Necessary condition: some multiple of ``target`` is an exact reachable total (bitset)."""
    sums = 1
    for value_set, n in zip(values, counts, strict=True):
        usable = [v for v in value_set if v <= target]
        if n and not usable:
            return False
        for _ in range(n):
            shifted = 0
            for value in usable:
                shifted |= sums << value
            sums = shifted
    return any(sums >> total & 1 for total in range(target, sums.bit_length(), target))


@dataclass(frozen=True)
class Grouping:
    """A capture resolved to card level: the played card's value and the groups of items."""

    value: int
    groups: tuple[tuple[int, ...], ...]
    item_values: dict[int, int]


def find_grouping(played_values: ValueSet, item_values: Sequence[ValueSet]) -> Grouping | None:
    """A way to split every item into groups of one played value, or None (CORE-CAP-7).

    Values are tried in the order given; the item indices in each group are assigned in
    ascending order within a class, so the answer is deterministic.
    """
    if not item_values:
        return None
    classes = classify(item_values)
    for target in played_values:
        groups = partition(classes.values, classes.counts, target)
        if groups is not None:
            return _to_items(classes, target, groups)
    return None


def _to_items(classes: Classes, target: int, groups: list[Group]) -> Grouping:
    queues = [list(members) for members in classes.members]
    card_groups: list[tuple[int, ...]] = []
    chosen: dict[int, int] = {}
    for group in groups:
        items: list[int] = []
        for class_index, value in group:
            item = queues[class_index].pop(0)
            chosen[item] = value
            items.append(item)
        card_groups.append(tuple(sorted(items)))
    return Grouping(target, tuple(sorted(card_groups)), chosen)


def group_sums_to(target: int, item_values: Sequence[ValueSet]) -> dict[int, int] | None:
    """Values making one pinned group add up to ``target``, or None (tiny: a group is short)."""
    reachable: dict[int, tuple[int, ...]] = {0: ()}
    for values in item_values:
        step: dict[int, tuple[int, ...]] = {}
        for total, picks in reachable.items():
            for value in values:
                if total + value <= target and total + value not in step:
                    step[total + value] = (*picks, value)
        reachable = step
    found = reachable.get(target)
    return None if found is None else dict(enumerate(found))


def subset_sum_possible(target: int, item_values: Sequence[ValueSet]) -> bool:
    """Can some non-empty selection of the items add up to ``target``? (a bitset DP)."""
    if target <= 0:
        return False
    full = (1 << (target + 1)) - 1
    sums = 1  # bit t set: total t reachable (the empty selection gives 0)
    for values in item_values:
        shifted = 0
        for value in values:
            shifted |= sums << value
        sums |= shifted & full
        if sums >> target & 1:
            return True
    return False


# ---------------------------------------------------------------------------------------------
# Enumerating and counting capturable selections, for legal-move listing.
#
# A selection is a count vector over classes. Vectors are packed into one integer with a 6-bit
# field per class holding the *remaining* capacity plus a guard bit (32), so adding a group is
# one subtraction and "still within the table" is one mask test.

_FIELD = 6
_GUARD = 32
_PAIR = (1 << (2 * _FIELD)) - 1
_MASK = _GUARD - 1


@dataclass(frozen=True)
class Packing:
    """Integer packing of count vectors for a given table (see module comment)."""

    counts: tuple[int, ...]

    @property
    def guards(self) -> int:
        return sum(_GUARD << (_FIELD * i) for i in range(len(self.counts)))

    @property
    def empty(self) -> int:
        return sum((_GUARD + n) << (_FIELD * i) for i, n in enumerate(self.counts))

    def pack_delta(self, taken: Sequence[int]) -> int:
        return sum(t << (_FIELD * i) for i, t in enumerate(taken))

    def unpack(self, packed: int) -> tuple[int, ...]:
        """The count vector taken, from a packed remaining-capacity value."""
        return tuple(
            n - ((packed >> (_FIELD * i)) & (_GUARD - 1)) for i, n in enumerate(self.counts)
        )


def group_types(
    values: tuple[ValueSet, ...], counts: tuple[int, ...], target: int
) -> list[tuple[int, ...]]:
    """Every distinct count vector of one group adding up to ``target`` (at most a few hundred)."""
    seen: dict[tuple[int, ...], None] = {}
    for taken, _group in _picks(values, counts, 0, target, target):
        seen.setdefault(taken, None)
    return list(seen)


#: Emitted by :func:`capturable_stream` after every ``TICK_EVERY`` steps of work, so that a
#: consumer can meter the work of the closure even while it finds nothing new.
TICK = -1
TICK_EVERY = 32


def capturable_stream(
    values: tuple[ValueSet, ...], counts: tuple[int, ...], target: int
) -> Iterator[int]:
    """Every non-empty count vector that splits into groups of ``target``, each once, lazily.

    Vectors come packed (see :class:`Packing`; ``Packing.unpack`` gives the counts taken),
    interleaved with :data:`TICK` markers. A capturable vector is a sum of group vectors.
    Group types are added one after another, each any number of times (a bounded knapsack
    closure); a walk stops at a vector already reached, whose own walk covers what lies
    beyond, so each vector costs O(group types). The order is fixed by the group types' order.
    """
    packing = Packing(counts)
    guards = packing.guards
    reached: dict[int, None] = {packing.empty: None}
    steps = 0
    for group in group_types(values, counts, target):
        delta = packing.pack_delta(group)
        for start in list(reached):
            current = start - delta
            while current & guards == guards and current not in reached:
                reached[current] = None
                yield current
                current -= delta
            steps += 1
            if steps == TICK_EVERY:
                steps = 0
                yield TICK


def capturable_vectors(
    values: tuple[ValueSet, ...], counts: tuple[int, ...], target: int
) -> set[tuple[int, ...]]:
    """All capturable count vectors at once (for tests and small tables)."""
    packing = Packing(counts)
    return {packing.unpack(p) for p in capturable_stream(values, counts, target) if p != TICK}


def _sub_multiset_count(multiplicities: Sequence[int], size: int) -> int:
    """Distinct sub-multisets of ``size`` (equal codes, as in Mulle's double deck, count once)."""
    if all(m == 1 for m in multiplicities):
        return comb(len(multiplicities), size)
    ways = [1] + [0] * size
    for m in multiplicities:
        ways = [sum(ways[t - j] for j in range(min(m, t) + 1)) for t in range(size + 1)]
    return ways[size]


class Weights:
    """Distinct card-level selections per class and size, precomputed for a table.

    For packed vectors the per-class factors are folded into lookup tables over two fields
    at a time, so a weight costs a handful of table look-ups.
    """

    def __init__(self, classes: Classes, codes: Sequence[str]) -> None:
        self.per_class = [
            [
                _sub_multiset_count(list(Counter(codes[i] for i in members).values()), k)
                for k in range(len(members) + 1)
            ]
            for members in classes.members
        ]
        counts = classes.counts
        self._blocks: list[dict[int, int]] = []
        for first in range(0, len(counts), 2):
            block: dict[int, int] = {}
            pair = list(range(first, min(first + 2, len(counts))))
            for taken in product(*(range(counts[i] + 1) for i in pair)):
                key = 0
                factor = 1
                for slot, (i, k) in enumerate(zip(pair, taken, strict=True)):
                    key |= (_GUARD + counts[i] - k) << (_FIELD * slot)
                    factor *= self.per_class[i][k]
                block[key] = factor
            self._blocks.append(block)

    def of(self, taken: Sequence[int]) -> int:
        """How many distinct card-level selections share this count vector."""
        total = 1
        for table, k in zip(self.per_class, taken, strict=True):
            total *= table[k]
        return total

    def of_packed(self, packed: int) -> int:
        """The same for a packed vector (remaining capacity per field, see Packing)."""
        total = 1
        for block in self._blocks:
            total *= block[packed & _PAIR]
            packed >>= 2 * _FIELD
        return total


def _distinct_combinations(
    members: Sequence[int], codes: Sequence[str], size: int
) -> Iterator[tuple[int, ...]]:
    """Combinations of item indices, skipping ones that repeat an earlier one's codes."""
    seen: set[tuple[str, ...]] = set()
    for chosen in combinations(members, size):
        key = tuple(sorted(codes[i] for i in chosen))
        if key not in seen:
            seen.add(key)
            yield chosen


def expand(
    classes: Classes, codes: Sequence[str], taken: Sequence[int]
) -> Iterator[tuple[int, ...]]:
    """The distinct card-level selections (item indices, ascending) with this count vector."""
    choices = [
        _distinct_combinations(members, codes, k)
        for members, k in zip(classes.members, taken, strict=True)
    ]
    for picked in product(*choices):
        yield tuple(sorted(index for part in picked for index in part))
