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
from service.games.fishing.grouping import Group, RememberingPacker, partition_with

Vector = tuple[int, ...]


@dataclass
class Loose:
    """The loose table cards as value classes, for counting, listing and splitting."""

    cards: tuple[Card, ...]
    classes: Classes = field(init=False)
    _packers: dict[int, RememberingPacker] = field(default_factory=dict, init=False, repr=False)

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
            found = group_types(self.values, self.counts, deficit)
            if single and index == 0:
                found = [vector for vector in found if sum(vector) == 1]
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
        """:meth:`closure_split`'s groups as the cards' values (a class per value), for a
        listing that lays out hundreds of vectors. Faster than :meth:`split`: the packer's
        search alone, with one packer (and so one memo of answers, a
        :class:`~service.games.fishing.grouping.RememberingPacker`) per value. What
        :func:`partition_with` and the packer test first (cards and deficits within 1…value,
        the totals, the residues) only ever refuses vectors that do not split, and the search
        is exhaustive, so it finds the same first split
        (BYGG-ADD-4, BYGG-VAR-2: the parts are one of the play's splits, D1)."""
        if not single or not deficits:
            groups = self._search(taken, value, deficits)
        else:  # BYGG-VAR-2: the first deficit's group is the one card of that value
            groups = self._single_first(taken, value, deficits)
        assert groups is not None, "a closure vector splits"
        return groups

    def _single_first(
        self, taken: Vector, value: int, deficits: tuple[int, ...]
    ) -> list[tuple[int, ...]] | None:
        """:meth:`split`'s answer under ``single``: the first deficit's group is the one card
        of that value (:func:`single_groups`' only one-card group: a class per value), the
        rest split after it."""
        index = self._class_of.get(deficits[0])
        if index is None or not taken[index]:
            return None
        rest = (*taken[:index], taken[index] - 1, *taken[index + 1 :])
        tail = self._search(rest, value, deficits[1:])
        return None if tail is None else [(deficits[0],), *tail]

    def _search(
        self, taken: Vector, value: int, deficits: tuple[int, ...]
    ) -> list[tuple[int, ...]] | None:
        """:func:`partition_with` for single-valued classes within 1…``value`` (a closure
        vector's), each value one class: the packer's search, its groups in the order
        :meth:`~service.games.fishing.grouping.Packer.pack` hands them out (equal deficits'
        groups in the deficits' order)."""
        counts = [0] * (value + 1)
        for card_value, n in zip(self.value_of, taken, strict=True):
            if n:
                counts[card_value] = n
        packer = self._packers.get(value)
        if packer is None:
            packer = self._packers[value] = RememberingPacker(value)
        found = packer.search(tuple(sorted(deficits)), tuple(counts))
        if found is None:
            return None
        if not deficits:
            return [group for _, group in found]
        by_deficit: dict[int, list[tuple[int, ...]]] = {}
        for deficit, group in found:
            by_deficit.setdefault(deficit, []).append(group)
        return [by_deficit[d].pop(0) for d in deficits] + by_deficit.get(0, [])

    @cached_property
    def value_of(self) -> tuple[int, ...]:
        """Each class's table value (one each: loose cards have one, BYGG-VAL-1)."""
        return tuple(values[0] for values in self.values)

    @cached_property
    def _pair(self) -> dict[int, tuple[int, int]]:
        """A card of each table value in a group: its class and value."""
        return {value: (index, value) for index, value in enumerate(self.value_of)}

    @cached_property
    def _class_of(self) -> dict[int, int]:
        """The class of each table value (classes are by value: one each)."""
        return {values[0]: index for index, values in enumerate(self.values)}

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
