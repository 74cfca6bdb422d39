"""A building family's loose selections, read from one closure by counting and by listing.

Counting walks a :class:`~service.games.fishing.capture.Closure` under a
:class:`~service.games.fishing.listing.Budget` whose unit is about the time one new vector
takes (finding it, its weight): a vector costs :data:`VECTOR_WORK` units, walking
:data:`STARTS_PER_UNIT` starts one unit, and each walk is one call however long (walking a
few starts per call cost as much again in calls). Families sharing a closure (one stream key)
read it once: the weights summed so far are kept, so a second family pays only for what is
new. A count is exact when every closure it needs is complete within the budget.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from service.games.fishing.capture import Closure, ValueSet
from service.games.fishing.listing import Budget, walked

Packed = int

#: Closure starts walked per unit of work (a start is a subtraction, a mask test and a set
#: look-up, some 0.2 µs; a new vector some 1.5 µs more).
STARTS_PER_UNIT = 8

#: Units charged per new vector found (stored, walked on, weighed).
VECTOR_WORK = 1


class Stream:
    """One closure shared by every family with its stream key, counted and then listed."""

    def __init__(
        self,
        values: tuple[ValueSet, ...],
        counts: tuple[int, ...],
        value: int,
        starts: Sequence[tuple[int, ...]],
        with_empty: bool,
    ) -> None:
        self._closure = Closure(values, counts, value, starts, with_empty)
        self._weighed = 0  # vectors whose weight is in _weight, in closure order
        self._weight = 0

    def weigh(self, budget: Budget, total: Callable[[Sequence[Packed]], int]) -> int:
        """The vectors' summed weight (``total``: of a list of vectors, as
        :meth:`~service.games.fishing.capture.Weights.total` weighs many at once), of every
        vector, or (``budget.cut`` set) of those found before the budget ran out: a lower
        bound."""
        closure = self._closure
        found = closure.vectors
        while not closure.done and budget.units > 0:
            # a walked start may find a chain of vectors: the walk stops once the vectors
            # found would use up the units left, so no count runs far past its budget
            known = len(found)
            walked = closure.advance(
                budget.units * STARTS_PER_UNIT, known + budget.units // VECTOR_WORK + 1
            )
            budget.units -= -(-walked // STARTS_PER_UNIT) + VECTOR_WORK * (len(found) - known)
        if not closure.done:
            budget.cut = True
        if len(found) > self._weighed:
            self._weight += total(found[self._weighed :])
        self._weighed = len(found)
        return self._weight

    def __iter__(self) -> Iterator[Packed]:
        """Every vector in closure order, walking on only as far as asked (for listing)."""
        return walked(self._closure)
