"""Splitting table items into groups of one value: the search behind every sweep question.

"Can these cards be divided into groups that each add up to v?" decides a whole-table capture
(CORE-CAP-7), a forced tabbe (MISAR-FORCE-1) and every pinned capture. It is a perfect packing
into bins of size v <= 16, and searching over subsets, or over count vectors of groups, blows
up on large tables (a 40-card table took seconds). This search instead places the cards one
by one, largest value first, either opening a group or completing an open one, and remembers
failed states ``(value class, cards left in it, sorted open deficits)``. Every deficit is
below 16, so for the game's fixed value bound the states grow polynomially with the table.
Four rules prune it to milliseconds on the worst tables found (benchmarks/capture_family.py):

- totals: the open deficits and the cards still to place must leave a multiple of v;
- exact fit: a card equal to an open deficit goes there (swapping it with whatever filled
  that group in a solution gives another solution), so nothing else is tried;
- reach: every open deficit must be a subset sum of the cards still to place;
- Hall's condition: for every bound t, the groups with deficit <= t need as many distinct
  cards of value <= t.

Cards that may take two values (aces, storan and lillan under some valuations) are fixed
first: each way of splitting such a class between its values (at most 9 × 3 × 3 in Mulle)
is one search over fixed values.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import product

ValueSet = tuple[int, ...]
Group = tuple[tuple[int, int], ...]
"""A group as ``((class index, value), …)``, one pair per card."""

Pools = dict[int, list[tuple[int, int]]]
"""Fixed values -> ``[(class index, number of cards), …]`` taking that value."""


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
    for allowed, n in zip(values, counts, strict=True):
        fitting = tuple(v for v in allowed if v <= target)
        if n and not fitting:
            return None
        usable.append(fitting)
    low = sum(min(vs) * n for vs, n in zip(usable, counts, strict=True) if n)
    high = sum(max(vs) * n for vs, n in zip(usable, counts, strict=True) if n)
    if -(-low // target) * target > high:
        return None
    flexible = [i for i, n in enumerate(counts) if n and len(usable[i]) > 1]
    for split in product(*(_splits(counts[i], len(usable[i])) for i in flexible)):
        pools = _pools(usable, counts, dict(zip(flexible, split, strict=True)))
        if sum(value * k for value, pool in pools.items() for _, k in pool) % target:
            continue
        groups = _search(pools, target)
        if groups is not None:
            return groups
    return None


def _splits(n: int, ways: int) -> list[tuple[int, ...]]:
    """Every way to share ``n`` cards among ``ways`` values, the first value favoured first."""
    if ways == 1:
        return [(n,)]
    return [(k, *rest) for k in range(n, -1, -1) for rest in _splits(n - k, ways - 1)]


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


class _Search:
    """One search over fixed values (largest first); see the module docstring."""

    def __init__(self, pools: Pools, target: int) -> None:
        self.target = target
        self.values = sorted(pools, reverse=True)
        self.counts = [sum(k for _, k in pools[v]) for v in self.values]
        size = len(self.values)
        self.sum_after = [0] * (size + 1)
        self.cards_after = [0] * (size + 1)
        self.reach_after = [1] * (size + 1)  # bit s set: s is a subset sum of later classes
        self.mask = (1 << (target + 1)) - 1
        for i in range(size - 1, -1, -1):
            value, n = self.values[i], self.counts[i]
            self.sum_after[i] = self.sum_after[i + 1] + value * n
            self.cards_after[i] = self.cards_after[i + 1] + n
            self.reach_after[i] = self._add(self.reach_after[i + 1], value, n)
        self.failed: set[tuple[int, int, tuple[int, ...]]] = set()

    def _add(self, reach: int, value: int, n: int) -> int:
        for _ in range(min(n, self.target // value)):
            reach |= (reach << value) & self.mask
        return reach

    def possible(self, i: int, left: int, deficits: tuple[int, ...]) -> bool:
        """The four prunes; ``left`` cards of class ``i`` and every later class remain."""
        value = self.values[i]
        rest = self.sum_after[i + 1] + value * left
        owed = sum(deficits)
        if owed > rest or (rest - owed) % self.target:
            return False
        if not deficits:
            return True
        reach = self._add(self.reach_after[i + 1], value, left)
        if not all(reach >> d & 1 for d in deficits):
            return False
        return self._hall(i, left, deficits)

    def _hall(self, i: int, left: int, deficits: tuple[int, ...]) -> bool:
        """For every bound t: groups with deficit <= t <= cards of value <= t still to place."""
        small = 0
        j = len(self.values) - 1
        for needed, deficit in enumerate(deficits, start=1):  # deficits are sorted
            while j > i and self.values[j] <= deficit:
                small += self.counts[j]
                j -= 1
            current = left if j == i and self.values[i] <= deficit else 0
            if needed > small + current:
                return False
        return True

    def solve(self, i: int, left: int, deficits: tuple[int, ...]) -> list[tuple[int, int]] | None:
        """Decisions ``(value, deficit joined or 0 for a new group)`` placing every card."""
        if left == 0:
            i += 1
            if i == len(self.values):
                return [] if not deficits else None
            left = self.counts[i]
        key = (i, left, deficits)
        if key in self.failed:
            return None
        if not self.possible(i, left, deficits):
            self.failed.add(key)
            return None
        value = self.values[i]
        if value in deficits:  # exact fit: the only choice worth trying
            choices = [value]
        else:
            choices = [0, *sorted({d for d in deficits if d > value}, reverse=True)]
        for deficit in choices:
            found = self.solve(i, left - 1, self._place(deficits, value, deficit))
            if found is not None:
                return [(value, deficit), *found]
        self.failed.add(key)
        return None

    def _place(self, deficits: tuple[int, ...], value: int, deficit: int) -> tuple[int, ...]:
        """Open deficits after a card of ``value`` opens a group (0) or joins ``deficit``."""
        if deficit == 0:
            if value == self.target:
                return deficits
            return tuple(sorted((*deficits, self.target - value)))
        after = list(deficits)
        after.remove(deficit)
        if deficit > value:
            after.append(deficit - value)
            after.sort()
        return tuple(after)


def _search(pools: Pools, target: int, deficits: tuple[int, ...] = ()) -> list[Group] | None:
    search = _Search(pools, target)
    decisions = search.solve(0, search.counts[0], tuple(sorted(deficits)))
    if decisions is None:
        return None
    return _replay(pools, target, decisions, deficits)


def _replay(
    pools: Pools, target: int, decisions: list[tuple[int, int]], deficits: tuple[int, ...] = ()
) -> list[Group]:
    """Turn the search's decisions into groups of (class, value), classes in pool order: the
    groups completing the initially open ``deficits`` first, in their order, then the rest."""
    cards: dict[int, Iterator[int]] = {
        value: iter([index for index, k in pool for _ in range(k)]) for value, pool in pools.items()
    }
    opened: list[list[tuple[int, int]]] = [[] for _ in deficits]
    waiting: dict[int, list[list[tuple[int, int]]]] = {}
    for deficit, group in zip(deficits, opened, strict=True):
        waiting.setdefault(deficit, []).append(group)
    groups: list[Group] = []
    for value, deficit in decisions:
        card = (next(cards[value]), value)
        if deficit == 0:
            group = [card]
            remaining = target - value
        else:
            group = waiting[deficit].pop()
            group.append(card)
            remaining = deficit - value
        if remaining:
            waiting.setdefault(remaining, []).append(group)
        elif not any(group is g for g in opened):
            groups.append(tuple(group))
    return [tuple(group) for group in opened] + groups


def partition_with(
    values: tuple[ValueSet, ...], counts: tuple[int, ...], target: int, deficits: tuple[int, ...]
) -> list[Group] | None:
    """Groups completing each of the open ``deficits`` (in their order), then groups of
    ``target``, using every counted card once; None if impossible. Cards have one value here
    (the building games' V-HANDTABLE): Byggkasino's simple builds that lack ``deficit`` to
    make a capture (BYGG-VAR-4) and the part that holds the played card are open groups from
    the start, so one search with all the prunes answers, however many builds there are.
    """
    if any(len(allowed) != 1 for allowed, n in zip(values, counts, strict=True) if n):
        raise ValueError("partition_with takes single-valued cards")
    if any(n and allowed[0] > target for allowed, n in zip(values, counts, strict=True)):
        return None
    pools = _pools(list(values), counts, {})
    if not pools:
        return [] if not deficits else None
    return _search(pools, target, deficits)
