"""Capture arithmetic for every fishing game: grouping, sweeping, maximality and counting.

Cards that may take the same values in a play are interchangeable for capturing, so the search
runs over *value classes* and their count vectors, never over subsets of cards (a 24-card
table has 786,287 card-level capture sets but only some 19,000 value-level ones). Each group
sums to at most 16, which keeps every question polynomial in the table size for a fixed deck:

- :func:`find_grouping` — can these items be split into groups of value v (CORE-CAP-1…4, 7)?
  (the deficit search of :mod:`grouping`)
- :func:`subset_sum_possible` — does any group of value v remain (MISAR-FORCE-4 maximality)?
- :class:`Closure` — every capturable count vector, for listing and counting moves
  (the maximal ones alone: :mod:`~service.games.fishing.maximal`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import cached_property, lru_cache
from itertools import combinations, product
from math import comb
from operator import mul

from service.core.cards import Card
from service.games.fishing.grouping import Group, partition

ValueSet = tuple[int, ...]


@dataclass(frozen=True)
class Classes:
    """Table items grouped by the values they may take; ``members[i]`` are item indices."""

    values: tuple[ValueSet, ...]
    members: tuple[tuple[int, ...], ...]

    @cached_property
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
    single = all(len(values) == 1 for values in item_values)
    total = sum(values[0] for values in item_values) if single else 0
    classes = None
    for target in played_values:
        if total == target:  # one group of every item: the usual capture, nothing to search
            return Grouping(
                target,
                (tuple(range(len(item_values))),),
                dict(enumerate(v for (v,) in item_values)),
            )
        if classes is None:
            classes = classify(item_values)
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
_MASK = _GUARD - 1


@dataclass(frozen=True)
class Packing:
    """Integer packing of count vectors for a given table (see module comment)."""

    counts: tuple[int, ...]

    @cached_property
    def guards(self) -> int:
        return sum(_GUARD << (_FIELD * i) for i in range(len(self.counts)))

    @cached_property
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
    """Every distinct count vector of one group adding up to ``target`` (at most a few hundred),
    in :func:`single_groups`' order of first appearance."""
    fields = range(len(counts))
    return [
        tuple((delta >> (_FIELD * i)) & _MASK for i in fields)
        for delta in group_deltas(values, counts, target)
    ]


def group_deltas(values: tuple[ValueSet, ...], counts: tuple[int, ...], target: int) -> list[int]:
    """:func:`group_types` packed as :meth:`Packing.pack_delta` packs them, made class by class.

    :func:`single_groups` walks card by card and spent some 10 µs per group type, ahead of
    every closure and maximal walk (2 ms at 16 on a crowded table). Here a group is one *block*
    per class (its cards' count and total) in the walk's order, and the group types of classes
    ``j…`` adding up to ``t`` are made once per ``(j, t)`` that some group can complete (a
    bitset of the sums the classes ``j…`` reach): the same sequence, repeats dropped at the end.
    """
    if target <= 0:
        return []
    size = len(counts)
    blocks = [
        [(k << (_FIELD * j), total) for k, total in _blocks(values[j], counts[j])]
        for j in range(size)
    ]
    mask = (1 << (target + 1)) - 1
    reach = [1] * (size + 1)  # reach[j]: bit t if the classes j… can add up to t
    for j in range(size - 1, -1, -1):
        for _, total in blocks[j]:
            reach[j] |= reach[j + 1] << total
        reach[j] &= mask
    made: dict[int, list[int]] = {}

    def rest(j: int, t: int) -> list[int]:
        found: list[int] = []
        below = reach[j + 1]
        for unit, total in blocks[j]:
            left = t - total
            if left == 0:
                found.append(unit)
            elif left > 0 and below >> left & 1:
                key = (j + 1) << _FIELD | left
                tail = made.get(key)
                if tail is None:
                    tail = made[key] = rest(j + 1, left)
                found += [unit + delta for delta in tail] if unit else tail
        return found

    if not reach[0] >> target & 1:
        return []
    return list(dict.fromkeys(rest(0, target)))


@lru_cache(maxsize=1024)
def _blocks(values: ValueSet, n: int) -> tuple[tuple[int, int], ...]:
    """A class's distinct (cards, total) parts of a group, in the order :func:`_picks` meets
    them: longer first (more picks from the class before the next one), the class's values in
    their order, each value at most the one before; the empty part last. Memoised: a listing
    asks for the same few classes at every target, and on a small table this walk was most
    of the listing."""
    found: dict[tuple[int, int], None] = {}

    def walk(cap: int, left: int, k: int, total: int) -> None:
        if left:
            for value in values:
                if value <= cap:
                    walk(value, left - 1, k + 1, total + value)
        found.setdefault((k, total), None)

    walk(max(values, default=0), n, 0, 0)
    return tuple(found)


#: Starts a :class:`Closure` steps down in one comprehension (a stop at ``until`` wastes at
#: most this many steps).
CHUNK = 256


class Closure:
    """The capturable vectors at one target, built on demand and kept in discovery order.

    A capturable vector is a sum of group vectors. Group types are added one after another,
    each any number of times (a bounded knapsack closure): every vector reached so far is a
    *start*, walked down by the group's vector while the result stays within the table and is
    new; a walk stops at a vector already reached, whose own walk covers what lies beyond, so
    each vector costs O(group types). The order is fixed by the group types' order, never by
    how far the closure was advanced at a time, so a listing and a count may share one.

    ``starts`` (the building games) begins the closure from these vectors instead of the
    empty one — fixed groups every selection must contain (an empty ``starts`` reaches nothing)
    — and lists them first; the empty vector itself is listed only ``with_empty``.
    """

    def __init__(
        self,
        values: tuple[ValueSet, ...],
        counts: tuple[int, ...],
        target: int,
        starts: Sequence[tuple[int, ...]] | None = None,
        with_empty: bool = False,
    ) -> None:
        self.packing = Packing(counts)
        self._values, self._counts, self._target = values, counts, target
        self._guards = self.packing.guards
        #: Vectors found so far, packed (see :class:`Packing`), in the fixed order.
        self.vectors: list[int] = []
        self.reached: set[int] = set()
        self._bases: list[int] = []  # every vector reached, the walks' starts
        for vector in ((0,) * len(counts),) if starts is None else starts:
            packed = self.packing.empty - self.packing.pack_delta(vector)
            if packed not in self.reached:
                self.reached.add(packed)
                self._bases.append(packed)
                if packed != self.packing.empty or with_empty:
                    self.vectors.append(packed)
        self._deltas: list[int] | None = None
        self._group = 0
        self._position = 0
        self._end = len(self._bases)
        self.done = False

    def advance(self, steps: int | None = None, until: int | None = None) -> int:
        """Walk at most ``steps`` starts (all, if None), stopping early once ``until`` vectors
        are known or the closure is complete; returns the starts walked.

        Starts are stepped down a chunk at a time in one comprehension (most steps leave the
        table or meet a vector reached), keeping the first steps that are new; only those are
        walked on, in order. What those walks add cannot be a later start's first step: it
        would be one step below that start, which was reached before the pass began, while a
        walk only ever steps below vectors new to the pass (or its own start).
        """
        if self._deltas is None:
            self._deltas = group_deltas(self._values, self._counts, self._target)
        deltas, bases, reached, found = self._deltas, self._bases, self.reached, self.vectors
        guards = self._guards
        group, position, end = self._group, self._position, self._end
        limit = 1 << 62 if steps is None else steps
        wanted = 1 << 62 if until is None else until
        walked = 0
        while group < len(deltas):
            delta = deltas[group]
            while position < end:
                if walked >= limit or len(found) >= wanted:
                    self._group, self._position, self._end = group, position, end
                    return walked
                stop = min(end, position + limit - walked, position + CHUNK)
                fresh = [
                    current
                    for current in map(delta.__rsub__, bases[position:stop])
                    if current & guards == guards and current not in reached
                ]
                for first in fresh:
                    current = first
                    while True:
                        reached.add(current)
                        bases.append(current)
                        found.append(current)
                        current -= delta
                        if current & guards != guards or current in reached:
                            break
                    if len(found) >= wanted:  # stop after this start, as a step at a time
                        stop = bases.index(first + delta, position, stop) + 1
                        break
                walked += stop - position
                position = stop
            group += 1
            position, end = 0, len(bases)
        self._group, self._position, self._end = group, position, end
        self.done = True
        return walked

    def least_work(self) -> int:
        """Starts the closure must still walk at the least (0 if done or not yet begun): the
        rest of this pass, and every later group type's pass walks every start reached so far
        (starts are never dropped). A count uses it to see early that its budget cannot
        finish the closure, instead of spending the budget to find out."""
        if self.done or self._deltas is None:
            return 0
        later = len(self._deltas) - self._group - 1
        return self._end - self._position + later * len(self._bases)


def closure_vectors(
    values: tuple[ValueSet, ...],
    counts: tuple[int, ...],
    target: int,
    starts: Sequence[tuple[int, ...]] | None = None,
    with_empty: bool = False,
) -> list[int]:
    """Every vector of a :class:`Closure` (non-empty unless ``with_empty``), packed, in its
    order: the whole closure at once (tests and benchmarks; listings walk it as they go)."""
    closure = Closure(values, counts, target, starts, with_empty)
    closure.advance()
    return list(closure.vectors)


def capturable_vectors(
    values: tuple[ValueSet, ...], counts: tuple[int, ...], target: int
) -> set[tuple[int, ...]]:
    """All capturable count vectors at once (for tests and small tables)."""
    packing = Packing(counts)
    return {packing.unpack(p) for p in closure_vectors(values, counts, target)}


def _sub_multiset_count(multiplicities: Sequence[int], size: int) -> int:
    """Distinct sub-multisets of ``size`` (equal codes, as in Mulle's double deck, count once)."""
    if all(m == 1 for m in multiplicities):
        return comb(len(multiplicities), size)
    ways = [1] + [0] * size
    for m in multiplicities:
        ways = [sum(ways[t - j] for j in range(min(m, t) + 1)) for t in range(size + 1)]
    return ways[size]


def selections_per_size(codes: Sequence[str]) -> list[int]:
    """Distinct selections of each size 0…len(codes) from one class's cards."""
    if len(set(codes)) == len(codes):  # a single deck: every card differs
        return [comb(len(codes), k) for k in range(len(codes) + 1)]
    multiplicities = list(Counter(codes).values())
    return [_sub_multiset_count(multiplicities, k) for k in range(len(codes) + 1)]


#: Entries a :class:`Weights` look-up table may hold: neighbouring classes share a table while
#: the product of their sizes stays within this (a crowded single-deck table of 12 classes:
#: three tables, where tables of three classes each made four and took a quarter longer) ...
TABLE_ENTRIES = 128
#: ... or while it has fewer classes than this (Mulle's double deck has up to eight cards a
#: class: never more tables than three classes each make).
TABLE_CLASSES = 3


class Weights:
    """Distinct card-level selections per class and size, precomputed for a table.

    For packed vectors the per-class factors are folded into look-up tables over neighbouring
    fields (:data:`TABLE_ENTRIES`, :data:`TABLE_CLASSES`), so a weight costs a handful of
    look-ups, and a count, which weighs thousands of vectors, a pass over them per table.
    """

    def __init__(self, classes: Classes, codes: Sequence[str]) -> None:
        self.per_class = [
            selections_per_size([codes[i] for i in members]) for members in classes.members
        ]
        counts = classes.counts
        self._tables: list[tuple[int, int, dict[int, int]]] = []  # (shift, mask, table)
        first = 0
        while first < len(counts):
            last, size = first + 1, counts[first] + 1
            while last < len(counts) and (
                last - first < TABLE_CLASSES or size * (counts[last] + 1) <= TABLE_ENTRIES
            ):
                size *= counts[last] + 1
                last += 1
            table = {0: 1}
            for place, index in enumerate(range(first, last)):
                n, ways = counts[index], self.per_class[index]
                table = {
                    key | (_GUARD + n - k) << (_FIELD * place): weight * ways[k]
                    for key, weight in table.items()
                    for k in range(n + 1)
                }
            self._tables.append((_FIELD * first, (1 << _FIELD * (last - first)) - 1, table))
            first = last

    def of(self, taken: Sequence[int]) -> int:
        """How many distinct card-level selections share this count vector."""
        total = 1
        for table, k in zip(self.per_class, taken, strict=True):
            total *= table[k]
        return total

    def of_packed(self, packed: int) -> int:
        """The same for a packed vector (remaining capacity per field, see Packing)."""
        total = 1
        for shift, mask, table in self._tables:
            total *= table[packed >> shift & mask]
        return total

    def total(self, vectors: Sequence[int]) -> int:
        """``of_packed`` summed over packed vectors, a look-up table at a time over all of
        them (a listing's count weighs thousands: some 40 % faster than one by one)."""
        if not self._tables:
            return len(vectors)
        factors = [
            map(table.__getitem__, [packed >> shift & mask for packed in vectors])
            for shift, mask, table in self._tables
        ]
        weights = factors[0]
        for more in factors[1:]:
            weights = map(mul, weights, more)
        return sum(weights)


def distinct_combinations(
    members: Sequence[int], codes: Sequence[str], size: int
) -> Iterator[tuple[int, ...]]:
    """Combinations of item indices, skipping ones that repeat an earlier one's codes (equal
    codes of Mulle's double deck give one selection)."""
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
        distinct_combinations(members, codes, k)
        for members, k in zip(classes.members, taken, strict=True)
    ]
    for picked in product(*choices):
        yield tuple(sorted(index for part in picked for index in part))


class _Positions(dict[int, tuple[Card, ...]]):
    """The cards at the set bits of up to eight table positions, in table order, each answer
    made on first use (at most 256: a listing soon finds them all made)."""

    def __init__(self, cards: Sequence[Card]) -> None:
        super().__init__({0: ()})
        self._cards = tuple(cards)

    def __missing__(self, bits: int) -> tuple[Card, ...]:
        low = bits & -bits  # the first position's card, then the others' (made the same way)
        part = self[bits] = (self._cards[low.bit_length() - 1], *self[bits ^ low])
        return part


class Expander:
    """Card-level selections of count vectors, in :func:`expand`'s order, built cheaply.

    Each class's distinct combinations are kept as bit masks over table positions (per size,
    made once); a selection is the sum of one mask per class, turned into cards eight
    positions at a time through cached tuples — table order for free, no sorting. A listing
    turns some thousand masks into cards, so tables of up to 32 cards (one to four look-ups)
    get a reader without a loop.
    """

    def __init__(self, classes: Classes, codes: Sequence[Card]) -> None:
        self._classes = classes
        self._codes = codes
        self._counts = classes.counts
        packing = Packing(classes.counts)
        self._empty, self._guards = packing.empty, packing.guards
        self._whole = (1 << len(codes)) - 1  # every position
        self._masks: dict[int, list[int]] = {}
        # per field of a packed vector (its count in place), what selections reads of it
        self._taken: dict[int, list[int]] = {}
        self._left: dict[int, tuple[int, list[int]]] = {}
        self._read = _reader([_Positions(codes[at : at + 8]) for at in range(0, len(codes), 8)])

    def _class_masks(self, index: int, size: int) -> list[int]:
        key = index << _FIELD | size
        masks = self._masks.get(key)
        if masks is None:
            masks = self._masks[key] = [
                sum(1 << i for i in chosen)
                for chosen in distinct_combinations(self._classes.members[index], self._codes, size)
            ]
        return masks

    def _left_part(self, field: int) -> tuple[int, list[int]]:
        """For one field of cards left: its class's positions, and the masks of the cards
        taken from it (empty when none are)."""
        index, kept = _field_count(field)
        whole = self._class_masks(index, self._counts[index])[0]
        size = self._counts[index] - kept
        return whole, self._class_masks(index, size) if size else []

    def cards(self, mask: int) -> tuple[Card, ...]:
        """The cards at the set positions, in table order."""
        return self._read(mask)

    def selections(self, packed: int) -> Iterator[tuple[Card, ...]]:
        """The distinct card-level selections of a packed vector (see :class:`Packing`).

        Only the classes taken in part have a choice of cards: the classes taken are read
        from the fields taken, or, when fewer cards are left than taken (a maximal capture
        takes most of the table), from the fields left, every class left alone or taken in
        part then being cut out of the whole table."""
        taken = self._empty - packed  # the cards taken per field (no field borrows)
        left = packed - self._guards
        fixed = 0
        lists = []
        if left.bit_count() < taken.bit_count():
            fixed = self._whole
            parts = self._left
            while left:
                # the lowest field with cards left, its count in place: the dictionary key
                field = left & _FIELD_OF[(left & -left).bit_length() - 1]
                left -= field
                part = parts.get(field)
                if part is None:
                    part = parts[field] = self._left_part(field)
                fixed -= part[0]
                if part[1]:
                    lists.append(part[1])
        else:
            chosen = self._taken
            while taken:
                field = taken & _FIELD_OF[(taken & -taken).bit_length() - 1]
                taken -= field
                masks = chosen.get(field)
                if masks is None:
                    masks = chosen[field] = self._class_masks(*_field_count(field))
                lists.append(masks)
        if not lists:
            return iter((self._read(fixed),))
        if len(lists) == 1:
            choices = lists[0] if not fixed else map(fixed.__add__, lists[0])
        else:
            choices = (
                map(sum, product(*lists))
                if not fixed
                else map(fixed.__add__, map(sum, product(*lists)))
            )
        return map(self._read, choices)


#: The mask of a field's count bits, by the position of any bit of the field (a set bit's
#: ``bit_length() - 1``): the low bit of a field read first finds the whole field.
_FIELD_OF = tuple(_MASK << (_FIELD * (bit // _FIELD)) for bit in range(_FIELD * 64))


def _field_count(field: int) -> tuple[int, int]:
    """The class and count of one packed field (the count in place)."""
    index = ((field & -field).bit_length() - 1) // _FIELD
    return index, field >> (_FIELD * index)


def _reader(parts: list[_Positions]) -> Callable[[int], tuple[Card, ...]]:
    """Cards of a position mask from the look-ups of consecutive eight-card parts."""
    if not parts:
        return lambda mask: ()
    if len(parts) == 1:
        return parts[0].__getitem__
    if len(parts) == 2:
        a, b = parts
        return lambda mask: a[mask & 255] + b[mask >> 8]
    if len(parts) == 3:
        a, b, c = parts
        return lambda mask: a[mask & 255] + b[mask >> 8 & 255] + c[mask >> 16]
    if len(parts) == 4:
        a, b, c, d = parts
        return lambda mask: a[mask & 255] + b[mask >> 8 & 255] + c[mask >> 16 & 255] + d[mask >> 24]

    def read(mask: int) -> tuple[Card, ...]:
        found: tuple[Card, ...] = ()
        for part in parts:
            found += part[mask & 255]
            mask >>= 8
        return found

    return read
