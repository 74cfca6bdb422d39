"""A building family's loose selections, read from one closure by counting and by listing.

Counting reads a closure as :func:`~service.games.fishing.capture.capturable_stream` hands it
out, one event at a time under a :class:`~service.games.fishing.listing.Budget`: each vector
a unit (again when a later family re-reads it), each :data:`~service.games.fishing.capture.
TICK_EVERY` starts walked a unit, the end a unit. :class:`Stream` charges exactly that, so
counts and their exactness are what that reading gives, but it reads a run of vectors as
one slice: no generator per event, no function call per vector but its weight.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from service.games.fishing.capture import TICK_EVERY, Closure, ValueSet
from service.games.fishing.listing import Budget

Packed = int


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
        self._read = 0  # vectors handed out to counting so far, in closure order
        self._tick = False  # a work marker is due once they are all read
        self._ended = False  # counting has read the end

    def weigh(self, budget: Budget, weight: Callable[[Packed], int]) -> int:
        """The summed ``weight`` of the vectors read before the budget runs out, from the
        first (``budget.cut`` set unless every vector and the end were read)."""
        found = self._closure.vectors
        position = total = 0
        while True:
            units = budget.units
            if units <= 0:
                budget.cut = not (self._ended and position >= self._read)
                return total
            if position < self._read or len(found) > self._read:
                end = min(position + units, max(self._read, len(found)))
                total += sum(map(weight, found[position:end]))
                budget.units -= end - position
                position = end
                self._read = max(self._read, end)
                continue
            if self._tick:
                self._tick = False
                budget.units -= 1
            elif self._ended or self._closure.done:
                self._ended = True
                budget.units -= 1
                return total
            else:  # walking on is paid for by the markers it leaves
                self._tick = self._closure.advance(TICK_EVERY) == TICK_EVERY

    def __iter__(self) -> Iterator[Packed]:
        """Every vector in closure order, walking on only as far as asked (for listing)."""
        closure = self._closure
        found = closure.vectors
        position = 0
        while True:
            if position < len(found):
                yield found[position]
                position += 1
            elif closure.done:
                return
            else:
                closure.advance(until=position + 1)
