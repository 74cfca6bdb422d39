"""Capture arithmetic for every fishing game: grouping, sweeping, maximality and counting.

Cards that may take the same values in a play are interchangeable for capturing, so the search
runs over *value classes* and their count vectors, never over subsets of cards (a 24-card
table has 786,287 card-level capture sets but only some 19,000 value-level ones). Each group
sums to at most 16, which keeps every question polynomial in the table size for a fixed deck:

- :func:`find_grouping` — can these items be split into groups of value v (CORE-CAP-1…4, 7)?
  (the deficit search of :mod:`grouping`)
- :func:`subset_sum_possible` — does any group of value v remain (MISAR-FORCE-4 maximality)?
- :func:`capturable_vectors` — every capturable count vector, for listing and counting moves.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations, product
from math import comb

from service.games.fishing.grouping import Group, partition

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


def single_groups(
    values: tuple[ValueSet, ...], counts: tuple[int, ...], target: int
) -> Iterator[tuple[tuple[int, ...], Group]]:
    """Every distinct group of cards adding up to ``target``: its count vector and its
    ``(class, value)`` pairs (the building games' parts and deficit groups)."""
    return _picks(values, counts, 0, target, target)


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


#: Work markers: a stream yields a negative number ``-k`` for k units of work done (``TICK`` is
#: one unit, after every ``TICK_EVERY`` steps of the closure; a :func:`partition` inside
#: :func:`maximal_stream` reports ``PARTITION_WORK``), so that a
#: consumer can meter the work of the closure even while it finds nothing new.
TICK = -1
TICK_EVERY = 32
PARTITION_WORK = 64


def capturable_stream(
    values: tuple[ValueSet, ...],
    counts: tuple[int, ...],
    target: int,
    starts: Sequence[tuple[int, ...]] | None = None,
    with_empty: bool = False,
) -> Iterator[int]:
    """Every non-empty count vector that splits into groups of ``target``, each once, lazily.

    Vectors come packed (see :class:`Packing`; ``Packing.unpack`` gives the counts taken),
    interleaved with :data:`TICK` markers. A capturable vector is a sum of group vectors.
    Group types are added one after another, each any number of times (a bounded knapsack
    closure); a walk stops at a vector already reached, whose own walk covers what lies
    beyond, so each vector costs O(group types). The order is fixed by the group types' order.

    ``starts`` (the building games) begins the closure from these vectors instead of the
    empty one — fixed groups every selection must contain (an empty ``starts`` reaches nothing) —
    and yields them first; the empty vector itself is yielded only ``with_empty``.
    """
    packing = Packing(counts)
    guards = packing.guards
    reached: dict[int, None] = {}
    for vector in ((0,) * len(counts),) if starts is None else starts:
        packed = packing.empty - packing.pack_delta(vector)
        if packed not in reached:
            reached[packed] = None
            if packed != packing.empty or with_empty:
                yield packed
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
    return {packing.unpack(p) for p in capturable_stream(values, counts, target) if p >= 0}


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


def maximal_stream(
    values: tuple[ValueSet, ...], counts: tuple[int, ...], target: int
) -> Iterator[int]:
    """Every capture at ``target`` that leaves no group of ``target`` behind (MISAR-FORCE-4),
    packed as :func:`capturable_stream` packs them, lazily, with :data:`TICK` markers.

    Maximal captures are rare among all captures of a crowded table, so they are found from
    the other side: the cards *left* must have no subset adding up to ``target`` (counting
    every special card at every value, AKF-13), which a bitset of reachable sums decides class
    by class; whatever is taken must split into groups (:func:`partition`), after a cheap
    test that its total can be a multiple of ``target``. The walk is a depth-first search over
    how many cards of each class stay, fewest first, so the largest captures come first.
    """
    packing = Packing(counts)
    usable = tuple(tuple(v for v in vs if v <= target) for vs in values)
    flexible = [i for i, vs in enumerate(usable) if len(vs) > 1]
    mask = (1 << (target + 1)) - 1
    steps = 0
    for left, fixed in _target_free(usable, counts, 0, 1, 0, mask, target):
        taken = tuple(n - k for n, k in zip(counts, left, strict=True))
        steps += 1
        if any(taken) and _residue_fits(fixed, [(usable[i], taken[i]) for i in flexible], target):
            if partition(values, taken, target) is not None:
                yield packing.empty - packing.pack_delta(taken)
            yield -PARTITION_WORK
        elif steps >= TICK_EVERY:
            steps = 0
            yield TICK


def _target_free(
    usable: tuple[ValueSet, ...],
    counts: tuple[int, ...],
    index: int,
    reach: int,
    fixed: int,
    mask: int,
    target: int,
) -> Iterator[tuple[tuple[int, ...], int]]:
    """Count vectors (cards left per class from ``index`` on) with no subset sum ``target``,
    each with the total the single-valued cards *taken* add up to. ``reach`` holds the sums
    the cards left so far can make; ``fixed`` the taken total so far."""
    if index == len(counts):
        yield (), fixed
        return
    allowed, n = usable[index], counts[index]
    if not allowed:  # too big to be in any group: it always stays
        for rest, total in _target_free(usable, counts, index + 1, reach, fixed, mask, target):
            yield (n, *rest), total
        return
    for k in range(n + 1):
        if k:
            grown = 0
            for value in allowed:
                grown |= reach << value
            reach = (reach | grown) & mask
            if reach >> target & 1:
                return
        taken_total = fixed + (allowed[0] * (n - k) if len(allowed) == 1 else 0)
        for rest, total in _target_free(
            usable, counts, index + 1, reach, taken_total, mask, target
        ):
            yield (k, *rest), total


def _residue_fits(fixed: int, flexible: list[tuple[ValueSet, int]], target: int) -> bool:
    """Cheap necessary condition: some valuation of the two-valued cards makes the taken
    total a multiple of ``target``."""
    residues = {fixed % target}
    for (high, low), n in flexible:
        if n:
            options = {(k * high + (n - k) * low) % target for k in range(n + 1)}
            residues = {(r + o) % target for r in residues for o in options}
    return 0 in residues
