"""Splitting table items into groups of one value: the search behind every sweep question.

"Can these cards be divided into groups that each add up to v?" decides a whole-table capture
(CORE-CAP-7), a forced tabbe (MISAR-FORCE-1), every pinned capture and the building games'
deficit groups (BYGG-VAR-4). It is a perfect packing into bins of size v <= 16. Searching
card by card over open deficits still took 10–40 ms on near-feasible Glimne tables of 36–39
cards, so the search here is *bin completion* over value-count vectors:

- the largest card left (or, first, an open deficit) anchors the next group, and the search
  chooses the whole rest of that group at once — a *completion*: cards adding up to what the
  anchor lacks. Every card is in some group, so branching over the anchor's completions
  misses no split;
- only *undominated* completions are tried (see :func:`_completions`): if some of a
  completion's cards (two or more) add up to the value of a card left outside it, swapping
  them for that card gives another split, so a completion that cannot be coarsened that way
  is always available when any split exists. An exact fit (one card equal to what is
  lacking) is the extreme case: it is the only completion tried;
- failed count vectors are remembered (the problem only depends on how many cards of each
  value are left), shared by every valuation of the two-valued cards;
- a node is refused at once unless every open deficit and every value left can be completed
  by the cards left (a bitset of subset sums), and the cards bigger than half of v — each in
  a group of its own — are no more than the groups left.

Cards that may take two values (aces, storan and lillan under some valuations) are fixed
first: each way of splitting such a class between its values (at most 9 × 3 × 3 in Mulle)
whose total is a multiple of v is one search over fixed values.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import lru_cache
from itertools import product

ValueSet = tuple[int, ...]
Group = tuple[tuple[int, int], ...]
"""A group as ``((class index, value), …)``, one pair per card."""

Pools = dict[int, list[tuple[int, int]]]
"""Fixed values -> ``[(class index, number of cards), …]`` taking that value."""

Counts = tuple[int, ...]
"""Cards left per value: ``counts[v]`` for v in 1…target (index 0 unused)."""


def partition(
    values: tuple[ValueSet, ...], counts: tuple[int, ...], target: int
) -> list[Group] | None:
    """Groups of ``target`` using every counted card exactly once, or None.

    ``values[i]`` are the values the cards of class ``i`` may take, ``counts[i]`` how many
    cards the class has. Deterministic: the same input always gives the same groups.

    >>> partition(((7,), (4,), (3,)), (1, 1, 1), 7)
    [((0, 7),), ((1, 4), (2, 3))]
    >>> partition(((14, 1),), (2,), 15)  # one ace 14, the other 1
    [((0, 14), (0, 1))]
    >>> partition(((14, 1),), (2,), 16) is None
    True
    """
    if target <= 0:
        return None
    usable: list[ValueSet] = []
    flexible: list[int] = []
    fixed = low = high = 0
    for index, (allowed, n) in enumerate(zip(values, counts, strict=True)):
        fitting = tuple(v for v in allowed if 0 < v <= target)
        usable.append(fitting)
        if not n:
            continue
        if not fitting:
            return None
        if len(fitting) > 1:
            flexible.append(index)
            low += min(fitting) * n
            high += max(fitting) * n
        else:
            fixed += fitting[0] * n
    if -(-(fixed + low) // target) * target > fixed + high:
        return None
    packer = Packer(target)
    ways = [
        [(split, _dot(usable[i], split)) for split in _splits(counts[i], len(usable[i]))]
        for i in flexible
    ]
    for chosen in product(*ways):
        total = fixed + sum(total for _, total in chosen)
        if total % target:
            continue  # CORE-CAP-7: the groups' total is a multiple of the played value
        split = {i: way for i, (way, _) in zip(flexible, chosen, strict=True)}
        pools = _pools(usable, counts, split)
        if total == target:  # one group of everything: the common capture, no search needed
            return [_one_group(pools)]
        groups = packer.pack(pools, ())
        if groups is not None:
            return groups
    return None


def _one_group(pools: Pools) -> Group:
    """Every card as one group, in the order the packer gives a group: values from the
    largest down (the anchor, then its completion), each value's cards in pool order."""
    return tuple(
        (index, value)
        for value in sorted(pools, reverse=True)
        for index, k in pools[value]
        for _ in range(k)
    )


def partition_with(
    values: tuple[ValueSet, ...], counts: tuple[int, ...], target: int, deficits: tuple[int, ...]
) -> list[Group] | None:
    """Groups completing each of the open ``deficits`` (in their order), then groups of
    ``target``, using every counted card once; None if impossible. Cards have one value here
    (the building games' V-HANDTABLE): Byggkasino's simple builds that lack ``deficit`` to
    make a capture (BYGG-VAR-4) and the part that holds the played card are open groups from
    the start, so one search answers, however many builds there are. A deficit outside
    1…``target`` can never be completed.
    """
    if any(len(allowed) != 1 for allowed, n in zip(values, counts, strict=True) if n):
        raise ValueError("partition_with takes single-valued cards")
    if target <= 0 or any(
        n and not 0 < allowed[0] <= target for allowed, n in zip(values, counts, strict=True)
    ):
        return None
    pools = _pools(list(values), counts, {})
    if not pools:
        return [] if not deficits else None
    if any(not 0 < d <= target for d in deficits):
        return None
    total = sum(value * k for value, pool in pools.items() for _, k in pool)
    if total < sum(deficits) or (total - sum(deficits)) % target:
        return None
    return Packer(target).pack(pools, deficits)


def _splits(n: int, ways: int) -> list[tuple[int, ...]]:
    """Every way to share ``n`` cards among ``ways`` values, the first value favoured first."""
    if ways == 1:
        return [(n,)]
    return [(k, *rest) for k in range(n, -1, -1) for rest in _splits(n - k, ways - 1)]


def _dot(values: ValueSet, split: tuple[int, ...]) -> int:
    return sum(v * k for v, k in zip(values, split, strict=True))


def _pools(
    usable: list[ValueSet], counts: tuple[int, ...], chosen: dict[int, tuple[int, ...]]
) -> Pools:
    pools: Pools = {}
    for index, (allowed, n) in enumerate(zip(usable, counts, strict=True)):
        if n:
            for value, k in zip(allowed, chosen.get(index, (n,)), strict=True):
                if k:
                    pools.setdefault(value, []).append((index, k))
    return pools


@lru_cache(maxsize=8192)
def _completions(lacking: int, available: Counts) -> tuple[tuple[int, ...], ...]:
    """The undominated ways to add up to ``lacking`` with the cards ``available``, as value
    tuples (largest value first), in descending order (the ones with the largest cards first).

    ``available[v - 1]`` is how many cards of value v may be used (capped at lacking // v:
    more never fit). A completion S is *dominated* when a part T of it (two or more cards)
    adds up to the value y of a card outside S; it is skipped. Exactness: in a split whose
    anchor group is completed by S, that card y lies in another group H; moving T to H and y
    to the anchor's group keeps both sums, so S − T + {y} completes the anchor in a split
    too. It has fewer cards, so repeating this ends at an undominated completion, which is
    tried. (Counts capped at lacking // v keep this test exact: when T exists, S holds at
    most lacking // y − 1 cards of value y.) An exact fit, one card worth ``lacking``,
    dominates every other completion, so it is the only one.

    Values are chosen largest first. Once the cards of value v are chosen, with ``rest``
    still to add, a part worth y is already known to dominate every extension if y >= v and
    a card of y is left (its count is final), or if y < v and more cards of y are available
    than rest // y (no extension can use them all); such a choice is cut, and so is one
    whose rest cannot be made of the smaller values.
    """
    if available[lacking - 1]:
        return ((lacking,),)
    mask = (1 << (lacking + 1)) - 1
    below = [1]  # below[v]: bit s if the values < v + 1 can add up to s
    free = 0  # bit s: a card of value s is left outside the completion (final for s >= v)
    for value, n in enumerate(available, start=1):
        reach = below[-1]
        for _ in range(n):
            reach |= (reach << value) & mask
        below.append(reach)
        if n:
            free |= 1 << value
    # spare[rest]: bit y if more cards of y are available than rest // y
    spare = [0] * (lacking + 2)
    for y, n in enumerate(available, start=1):
        if n:  # n > rest // y exactly when rest < n * y
            spare[min(n * y, lacking + 1) - 1] |= 1 << y
    for rest in range(lacking - 1, -1, -1):
        spare[rest] |= spare[rest + 1]
    found: list[tuple[int, ...]] = []
    chosen: list[int] = []

    def walk(high: int, left: int, single: int, several: int, free: int) -> None:
        # single: bit s if one chosen card is worth s; several: if two or more add up to s
        for value in range(min(high, left), 0, -1):
            n = available[value - 1]
            if not n:
                continue
            n = min(n, left // value)
            final = ~((1 << value) - 1)  # the bits of values >= value
            options = []
            one, more = single, several
            for k in range(1, n + 1):
                more |= (one | more) << value
                one |= 1 << value
                kept = free if available[value - 1] > k else free & ~(1 << value)
                rest = left - value * k
                if more & ((kept & final) | (spare[rest] & ~final)):
                    break  # dominated, and so is every larger k (it only adds parts)
                if below[value - 1] >> rest & 1:
                    options.append((k, one, more, kept, rest))
            for k, one, more, kept, rest in reversed(options):
                chosen.extend([value] * k)
                if rest == 0:
                    found.append(tuple(chosen))
                else:
                    walk(value - 1, rest, one, more, kept)
                del chosen[-k:]

    walk(lacking, lacking, 0, 0, free)
    return tuple(found)


#: Search nodes the untested first dive of :meth:`Packer.pack` may visit (measured: it
#: saves some 10 % of forced listings on crowded tables, whose questions are a third feasible).
DIVE_NODES = 48


class _TooDeep(Exception):
    """The dive ran past :data:`DIVE_NODES`."""


class Packer:
    """Bin completion over value-count vectors for one target; see the module docstring."""

    def __init__(self, target: int) -> None:
        self.target = target
        self.half = target // 2
        self.mask = (1 << (target + 1)) - 1
        self.failed: set[tuple[tuple[int, ...], Counts]] = set()
        self.dive = DIVE_NODES

    def pack(self, pools: Pools, deficits: tuple[int, ...]) -> list[Group] | None:
        """Groups for these fixed-value cards: one per deficit (in their order), then the
        rest; the cards of each value are handed out in pool order."""
        counts = [0] * (self.target + 1)
        for value, pool in pools.items():
            counts[value] = sum(k for _, k in pool)
        start = tuple(counts)
        if not self.residues_fit(deficits, start):
            return None
        found = self.search(tuple(sorted(deficits)), start)
        if found is None:
            return None
        # Groups of equal deficits are interchangeable: hand them out in the deficits' order.
        by_deficit: dict[int, list[tuple[int, ...]]] = {}
        for deficit, group in found:
            by_deficit.setdefault(deficit, []).append(group)
        ordered = [by_deficit[d].pop(0) for d in deficits] + by_deficit.get(0, [])
        cards: dict[int, Iterator[int]] = {
            value: iter([index for index, k in pool for _ in range(k)])
            for value, pool in pools.items()
        }
        return [tuple((next(cards[v]), v) for v in group) for group in ordered]

    def search(
        self, deficits: tuple[int, ...], counts: Counts
    ) -> list[tuple[int, tuple[int, ...]]] | None:
        """:meth:`_solve` from the root, first as a dive without the necessary-condition
        tests and the memo: they only ever cut branches that hold no split, so the dive meets
        the same first split as the full search, and a feasible question is answered without
        paying for them. A dive that runs past DIVE_NODES gives way to the full search."""
        self.dive = DIVE_NODES
        try:
            return self._solve(deficits, counts, False)
        except _TooDeep:
            return self._solve(deficits, counts, True)

    def _solve(
        self, deficits: tuple[int, ...], counts: Counts, checked: bool
    ) -> list[tuple[int, tuple[int, ...]]] | None:
        """Groups as ``(deficit completed or 0, values)`` placing every card left, anchored
        on the largest: it completes an open deficit or starts a group of the target.
        ``checked``: test and remember dead ends; else count the node against the dive."""
        top = self.target
        while top and not counts[top]:
            top -= 1
        if not top:
            return [] if not deficits else None
        listed = list(counts)
        listed[top] -= 1
        rest = tuple(listed)
        if top in deficits:  # exact fit (swap it with what fills that deficit in a split)
            found = self._solve(_without(deficits, top), rest, checked)
            return None if found is None else [(top, (top,)), *found]
        if top == self.target:  # a card worth the target is a group by itself
            found = self._solve(deficits, rest, checked)
            return None if found is None else [(0, (top,)), *found]
        key = (deficits, counts)
        if checked:
            if key in self.failed:
                return None
            if not self._possible(deficits, counts):
                self.failed.add(key)
                return None
        else:
            self.dive -= 1
            if self.dive < 0:
                raise _TooDeep
        homes = [d for d in dict.fromkeys(deficits) if d > top]
        homes.append(0)
        for home in homes:
            lacking = (home or self.target) - top
            left = _without(deficits, home) if home else deficits
            available = tuple(min(rest[v], lacking // v) for v in range(1, lacking + 1))
            for completion in _completions(lacking, available):
                after = list(rest)
                for v in completion:
                    after[v] -= 1
                found = self._solve(left, tuple(after), checked)
                if found is not None:
                    return [(home, (top, *completion)), *found]
        if checked:
            self.failed.add(key)
        return None

    def _possible(self, deficits: tuple[int, ...], counts: Counts) -> bool:
        """Necessary conditions, each a consequence of a split existing:

        - reach: every open deficit d is a subset sum of the cards left (the cards completing
          it), and so is t − v for every value v left once no deficit is open;
        - big cards: a card worth v > t/2 shares its group only with cards worth less than
          t/2, adding up to t − v, and for any a, with cards worth less than a if t − v < a.
          So there are at most as many big cards as groups, and for every a the cards worth
          less than a add up to at least the big cards' t − v below a. An open deficit d
          counts as a card worth t − d in a group of t (a group's cards already there).
        """
        target = self.target
        half = self.half
        reach = 1
        total = 0
        big = 0
        mask = self.mask
        lacking = [0] * (target + 1)  # lacking[c]: big cards' shortfall where it is c
        small = [0] * (target + 1)  # small[v]: the cards worth v < t/2, added up
        for value in range(1, target + 1):
            n = counts[value]
            if n:
                total += value * n
                if value > half:
                    big += n
                    lacking[target - value] += (target - value) * n
                elif 2 * value < target:
                    small[value] += value * n
                for _ in range(min(n, target // value)):
                    reach |= (reach << value) & mask
        for d in deficits:
            if not reach >> d & 1:
                return False
            if 2 * d < target:
                big += 1
                lacking[d] += d
            elif 2 * d > target:
                small[target - d] += target - d
        if big > (total - sum(deficits)) // target + len(deficits):
            return False
        need = have = 0
        for below in range(half + 1):
            need += lacking[below]
            have += small[below]
            if need > have:
                return False
        if not deficits:  # with deficits open, a card may go to one of them instead
            for value in range(1, target):
                if counts[value] and not reach >> (target - value) & 1:
                    return False
        return True

    def residues_fit(self, deficits: tuple[int, ...], counts: Counts) -> bool:
        """For every modulus m: the cards of a group add up to its sum s, so their values'
        remainders mod m add up to at least s mod m. A necessary condition, tested once per
        valuation (it catches tables whose odd cards, say, are too few for an odd target)."""
        target = self.target
        present = [(v, n) for v, n in enumerate(counts) if n]
        groups = (sum(v * n for v, n in present) - sum(deficits)) // target
        for m in range(2, target):
            need = groups * (target % m) + sum(d % m for d in deficits)
            if need and sum(v % m * n for v, n in present) < need:
                return False
        return True


#: Bits per value in :class:`Splitter`'s packed counts (at most 31 cards of one value).
COUNT_BITS = _COUNT_BITS = 5
COUNT_MASK = _COUNT_MASK = (1 << _COUNT_BITS) - 1


class Splitter:
    """Many split questions at one target over fixed-value count vectors (the maximal
    capture walk asks hundreds). The same bin completion as :class:`Packer` (the largest
    card anchors a group, completed by each undominated completion in turn), answering yes
    or no only, so a node is a few integer operations: the counts packed into one integer
    (:data:`_COUNT_BITS` per value), a completion one subtraction. Every answer is
    remembered, yes or no (a question depends only on the counts), for every later question;
    a question that runs past :data:`DIVE_NODES` nodes also tests the necessary conditions of
    :meth:`Packer._possible` before it widens a node, as the packer's checked search does
    (:func:`partition` starts afresh, as a single question should)."""

    def __init__(self, target: int) -> None:
        self._packer = Packer(target)
        self._target = target
        self._known: dict[int, bool] = {0: True}
        self._nodes = 0

    def splits(self, counts: Counts) -> bool:
        """Do the cards ``counts`` (``counts[v]`` of value v, 1…target) split into groups?"""
        if any(n > _COUNT_MASK for n in counts):  # too many to pack: the packer itself
            return self._packer.search((), counts) is not None
        packed = 0
        for n in reversed(counts[1:]):
            packed = packed << _COUNT_BITS | n
        self._nodes = 0
        return self._splits(packed << _COUNT_BITS)

    def _splits(self, packed: int) -> bool:
        known = self._known.get(packed)
        if known is not None:
            return known
        target = self._target
        top = (packed.bit_length() - 1) // _COUNT_BITS  # the largest card anchors a group
        rest = packed - (1 << (_COUNT_BITS * top))
        if top == target:  # a group by itself
            found = self._splits(rest)
        else:
            self._nodes += 1
            if self._nodes > DIVE_NODES and not self._packer._possible((), self._unpack(packed)):
                found = False
            else:
                lacking = target - top
                ways = _packed_completions(lacking, rest & ((1 << _COUNT_BITS * (lacking + 1)) - 1))
                found = False
                for way in ways:
                    if self._splits(rest - way):
                        found = True
                        break
        self._known[packed] = found
        return found

    def _unpack(self, packed: int) -> Counts:
        return tuple(packed >> (_COUNT_BITS * v) & _COUNT_MASK for v in range(self._target + 1))


#: A split as a chain of groups, each ``(deficit completed or 0, values)``: ``(group, rest)``,
#: ``()`` once every card is placed (a search extends a chain without copying it).
Chain = tuple[tuple[int, tuple[int, ...]], "Chain"] | tuple[()]


class GroupSplitter:
    """:meth:`Packer.search`'s answers (the same groups: the packer's first split) at
    :class:`Splitter`'s speed, for a caller that lays out hundreds of closure vectors at one
    target and needs each one's groups (the building listing's parts, BYGG-ADD-4). The search
    is :meth:`Packer._solve`'s, in its order — an open deficit that the largest card fits
    exactly takes it; else that card anchors a group completing each open deficit above it,
    smallest first, then one of the target, completed by each undominated completion in turn
    — over counts packed as :class:`Splitter` packs them (:func:`pack_counts`). Whatever
    prunes a branch (the memo, the necessary conditions tested past :data:`DIVE_NODES` nodes)
    prunes only branches that hold no split, so the first split met is the packer's. Every
    answer is remembered, a split or none (it depends only on the open deficits and the
    counts left)."""

    def __init__(self, target: int) -> None:
        self._packer = Packer(target)
        self._target = target
        self._known: dict[tuple[tuple[int, ...], int], Chain | None] = {}
        self._nodes = 0

    def search(
        self, deficits: tuple[int, ...], counts: Counts
    ) -> list[tuple[int, tuple[int, ...]]] | None:
        """:meth:`Packer.search`'s answer: ``deficits`` sorted, ``counts[v]`` cards of value
        v (1…target)."""
        if any(n > _COUNT_MASK for n in counts):  # too many to pack: the packer itself
            return self._packer.search(deficits, counts)
        return self.search_packed(deficits, pack_counts(counts))

    def search_packed(
        self, deficits: tuple[int, ...], packed: int
    ) -> list[tuple[int, tuple[int, ...]]] | None:
        """:meth:`search` of counts packed by :func:`pack_counts` (values 1…target only)."""
        self._nodes = 0
        chain = self._solve(deficits, packed)
        if chain is None:
            return None
        groups = []
        while chain:
            group, chain = chain
            groups.append(group)
        return groups

    def _solve(self, deficits: tuple[int, ...], packed: int) -> Chain | None:
        key = (deficits, packed)
        if key in self._known:
            return self._known[key]
        found: Chain | None
        if not packed:
            found = None if deficits else ()
        else:
            top = (packed.bit_length() - 1) // _COUNT_BITS  # the largest card left
            rest = packed - (1 << (_COUNT_BITS * top))
            if top in deficits:  # an exact fit (:meth:`Packer._solve`)
                tail = self._solve(_without(deficits, top), rest)
                found = None if tail is None else ((top, (top,)), tail)
            elif top == self._target:  # a group by itself
                tail = self._solve(deficits, rest)
                found = None if tail is None else ((0, (top,)), tail)
            else:
                found = self._widen(deficits, packed, top, rest)
        self._known[key] = found
        return found

    def _widen(self, deficits: tuple[int, ...], packed: int, top: int, rest: int) -> Chain | None:
        """The anchor ``top`` completing each open deficit above it, then a group of the
        target, each by each undominated completion: the first split found."""
        self._nodes += 1
        if self._nodes > DIVE_NODES and not self._packer._possible(deficits, self._unpack(packed)):
            return None
        homes = [d for d in dict.fromkeys(deficits) if d > top]
        homes.append(0)
        for home in homes:
            lacking = (home or self._target) - top
            left = _without(deficits, home) if home else deficits
            fields = rest & ((1 << _COUNT_BITS * (lacking + 1)) - 1)
            for way, values in _packed_completion_values(lacking, fields):
                tail = self._solve(left, rest - way)
                if tail is not None:
                    return ((home, (top, *values)), tail)
        return None

    def _unpack(self, packed: int) -> Counts:
        return tuple(packed >> (_COUNT_BITS * v) & _COUNT_MASK for v in range(self._target + 1))


def pack_counts(counts: Sequence[int]) -> int:
    """``counts`` (``counts[v]`` cards of value v, at most 31 each) packed as
    :class:`Splitter` and :class:`GroupSplitter` pack them: :data:`COUNT_BITS` per value, v's
    at bit ``COUNT_BITS * v``."""
    packed = 0
    for n in reversed(counts[1:]):
        packed = packed << _COUNT_BITS | n
    return packed << _COUNT_BITS


@lru_cache(maxsize=16384)
def _packed_completions(lacking: int, fields: int) -> tuple[int, ...]:
    """:func:`_completions` of what the anchor lacks from these counts (``fields``: the
    counts of the values up to ``lacking``, packed as :class:`Splitter` packs them), each
    packed: the same for every target and table, so kept across searches and requests (a
    crowded forced listing asks some 250, which a cache per search made anew each time)."""
    available = tuple(
        min(fields >> (_COUNT_BITS * v) & _COUNT_MASK, lacking // v) for v in range(1, lacking + 1)
    )
    return tuple(
        sum(1 << (_COUNT_BITS * v) for v in completion)
        for completion in _completions(lacking, available)
    )


@lru_cache(maxsize=16384)
def _packed_completion_values(lacking: int, fields: int) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """:func:`_packed_completions` with each completion's values (largest first), for
    :class:`GroupSplitter`, which hands out groups."""
    available = tuple(
        min(fields >> (_COUNT_BITS * v) & _COUNT_MASK, lacking // v) for v in range(1, lacking + 1)
    )
    return tuple(
        (sum(1 << (_COUNT_BITS * v) for v in completion), completion)
        for completion in _completions(lacking, available)
    )


def _without(deficits: tuple[int, ...], deficit: int) -> tuple[int, ...]:
    """The sorted ``deficits`` less one ``deficit``."""
    at = deficits.index(deficit)
    return deficits[:at] + deficits[at + 1 :]
