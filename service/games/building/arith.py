"""Part arithmetic for building: which loose cards can be split into parts, and how.

Loose cards are interchangeable by table value, so, as for captures (:mod:`~service.games.
fishing.capture`), everything runs over count vectors of value classes. A build play or a
capture takes a *selection* of loose cards that splits into some fixed groups — the part that
holds the played card (it lacks ``value − hand value of the card``), or a simple build's
missing amount under BYGG-VAR-4 — and any number of whole groups of the value. The set of such
selections is the closure of the fixed groups' vectors under adding a group of the value,
streamed lazily and counted with the same packing and weights as captures.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import cached_property

from service.core.cards import Card
from service.games.building.values import table_value
from service.games.fishing.capture import (
    Classes,
    Packing,
    Weights,
    classify,
    expand,
    group_types,
    single_groups,
)
from service.games.fishing.grouping import (
    COUNT_BITS,
    COUNT_MASK,
    Group,
    GroupSplitter,
    pack_counts,
    partition_with,
)

Vector = tuple[int, ...]


@dataclass
class Loose:
    """The loose table cards as value classes, for counting, listing and splitting."""

    cards: tuple[Card, ...]
    classes: Classes = field(init=False)
    _splitters: dict[int, GroupSplitter] = field(default_factory=dict, init=False, repr=False)

    def __post_init__(self) -> None:
        self.classes = classify([(table_value(card),) for card in self.cards])

    @cached_property
    def weights(self) -> Weights:
        """Selections per vector, for counting only (a validate never needs them)."""
        return Weights(self.classes, self.cards)

    @cached_property
    def packing(self) -> Packing:
        return Packing(self.classes.counts)

    @property
    def values(self) -> tuple[tuple[int, ...], ...]:
        return self.classes.values

    @property
    def counts(self) -> Vector:
        return self.classes.counts

    def vector(self, cards: Sequence[Card]) -> Vector | None:
        """The count vector of these loose cards, or None if they are not all on the table."""
        taken = [0] * len(self.counts)
        where = {
            self.cards[m]: i for i, members in enumerate(self.classes.members) for m in members
        }
        for card in cards:
            if card not in where:
                return None
            taken[where[card]] += 1
        if any(t > n for t, n in zip(taken, self.counts, strict=True)):
            return None
        return tuple(taken)

    def fixed_groups(self, deficits: Sequence[int], single: bool) -> list[Vector]:
        """Every combination of one group per deficit, disjoint (``single``: the first
        deficit's group is one card, BYGG-VAR-2)."""
        combined: dict[Vector, None] = {(0,) * len(self.counts): None}
        for index, deficit in enumerate(deficits):
            if single and index == 0:  # its one-card group: a card of the class of that value
                unit = tuple(int(value == deficit) for value in self.value_of)
                found = [unit] if any(unit) else []
            else:
                found = group_types(self.values, self.counts, deficit)
            grown: dict[Vector, None] = {}
            for base in combined:
                for group in found:
                    total = tuple(a + b for a, b in zip(base, group, strict=True))
                    if all(t <= n for t, n in zip(total, self.counts, strict=True)):
                        grown.setdefault(total, None)
            combined = grown
        return list(combined)

    def split(
        self, taken: Vector, value: int, deficits: Sequence[int], single: bool = False
    ) -> list[Group] | None:
        """Groups for ``taken``: one per deficit, in order, then groups of ``value``; None if
        there is no such split (``single``: the first deficit's group is one card)."""
        if not single or not deficits:
            return partition_with(self.values, taken, value, tuple(deficits))
        for vector, group in single_groups(self.values, taken, deficits[0]):
            if len(group) == 1:
                rest = tuple(t - v for t, v in zip(taken, vector, strict=True))
                tail = partition_with(self.values, rest, value, tuple(deficits[1:]))
                if tail is not None:
                    return [group, *tail]
        return None

    def closure_split(
        self, taken: Vector, value: int, deficits: tuple[int, ...], single: bool
    ) -> list[Group]:
        """:meth:`split` of a vector that splits (a closure's: its fixed groups and groups of
        ``value``), the same groups (see :meth:`closure_groups`)."""
        pair = self._pair
        return [
            tuple(map(pair.__getitem__, group))
            for group in self.closure_groups(taken, value, deficits, single)
        ]

    def closure_groups(
        self, taken: Vector, value: int, deficits: tuple[int, ...], single: bool
    ) -> list[tuple[int, ...]]:
        """:meth:`closure_split`'s groups as the cards' values (a class per value): those of
        :meth:`packed_groups` for the vector's counts by value."""
        counts = [0] * (value + 1)
        for card_value, n in zip(self.value_of, taken, strict=True):
            if n:
                counts[card_value] = n
        return self.packed_groups(pack_counts(counts), value, deficits, single)

    def packed_groups(
        self, counts: int, value: int, deficits: tuple[int, ...], single: bool
    ) -> list[tuple[int, ...]]:
        """The groups of a closure vector (``counts`` by value, packed by :func:`~service.
        games.fishing.grouping.pack_counts`), as the cards' values, for a listing that lays
        out hundreds of vectors: one per deficit in their order, then groups of ``value``.
        Faster than :meth:`split`: the packer's search alone, with one
        :class:`~service.games.fishing.grouping.GroupSplitter` (and so one memo of answers)
        per value. What :func:`partition_with` and the packer test first (cards and deficits
        within 1…value, the totals, the residues) only ever refuses vectors that do not
        split, and the search is exhaustive, so it finds the same first split
        (BYGG-ADD-4, BYGG-VAR-2: the parts are one of the play's splits, D1)."""
        head: list[tuple[int, ...]] = []
        if single and deficits:  # BYGG-VAR-2: the first deficit's group is its one card
            first, deficits = deficits[0], deficits[1:]
            shift = COUNT_BITS * first
            assert counts >> shift & COUNT_MASK, "a closure vector splits"
            counts -= 1 << shift
            head.append((first,))
        splitter = self._splitters.get(value)
        if splitter is None:
            splitter = self._splitters[value] = GroupSplitter(value)
        found = splitter.search_packed(tuple(sorted(deficits)), counts)
        assert found is not None, "a closure vector splits"
        if not deficits:
            return head + [group for _, group in found]
        # the packer's order (Packer.pack): equal deficits' groups in the deficits' order
        by_deficit: dict[int, list[tuple[int, ...]]] = {}
        for deficit, group in found:
            by_deficit.setdefault(deficit, []).append(group)
        return head + [by_deficit[d].pop(0) for d in deficits] + by_deficit.get(0, [])

    @cached_property
    def value_of(self) -> tuple[int, ...]:
        """Each class's table value (one each: loose cards have one, BYGG-VAL-1)."""
        return tuple(values[0] for values in self.values)

    @cached_property
    def _pair(self) -> dict[int, tuple[int, int]]:
        """A card of each table value in a group: its class and value."""
        return {value: (index, value) for index, value in enumerate(self.value_of)}

    @cached_property
    def fields(self) -> tuple[int, tuple[tuple[int, int, int, int], ...]]:
        """How to read a packed closure vector's counts taken (``packing.empty`` less the
        vector: :class:`~service.games.fishing.capture.Packing` keeps each class's count
        left, under a guard bit, in a field of its own) and pack them by value for
        :meth:`packed_groups`: the mask of one field, and each class's index, field shift,
        table value and shift in counts packed by value."""
        delta = self.packing.pack_delta
        width = delta((0, 1)).bit_length() - 1
        return (1 << width) - 1, tuple(
            (index, delta((0,) * index + (1,)).bit_length() - 1, value, COUNT_BITS * value)
            for index, value in enumerate(self.value_of)
        )

    def card_selections(self, taken: Vector) -> Iterator[tuple[int, ...]]:
        """The distinct card-level selections (indices into ``cards``) with this vector."""
        return expand(self.classes, self.cards, taken)

    def indices(self, cards: Sequence[Card]) -> list[int]:
        """Distinct positions in ``cards`` for these loose cards (equal codes take the next)."""
        used: set[int] = set()
        chosen = []
        for card in cards:
            index = next(i for i, c in enumerate(self.cards) if c == card and i not in used)
            used.add(index)
            chosen.append(index)
        return chosen

    def to_cards(self, groups: Sequence[Group], selection: Sequence[int]) -> list[list[Card]]:
        """Concrete cards for ``groups`` drawn from the selected card indices."""
        pools: dict[int, list[int]] = {}
        member_class = {m: i for i, members in enumerate(self.classes.members) for m in members}
        for index in selection:
            pools.setdefault(member_class[index], []).append(index)
        return [[self.cards[pools[cls].pop(0)] for cls, _value in group] for group in groups]
