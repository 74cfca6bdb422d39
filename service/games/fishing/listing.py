"""Listing a fishing player's legal plays: complete, ordered, cut at a limit, counted.

Per hand card (canonical card order): the trail first when legal, then every distinct capture
set in a fixed order (the played card's values high first; within a value, the discovery order
of the capture closure in :mod:`capture`), each expanded to card level in table order.

Counting sums, over value-level vectors, the number of card-level selections each stands for:
exact without listing a single move. On pathological tables (24+ small cards left by endless
trailing) the distinct capture sets run into millions and even the value-level vectors into
the tens of thousands; counting then stops at a fixed work budget (:data:`COUNT_BUDGET`, a
few milliseconds) and says so (``exact=False``, ``count`` a lower bound, at least the plays
the listing saw), or sooner, as soon as a closure's own lower bound on the work it has left
(:meth:`~service.games.fishing.capture.Closure.least_work`) shows that the budget cannot
finish it. Counting runs first, in a fixed order, so an exact count never depends on
``limit``; the listing then reads the same per-value searches (:class:`~service.games.
fishing.capture.Closure`, :class:`~service.games.fishing.maximal.Maximal`), advancing them
only as far as the ``limit`` needs, and is never cut short.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from itertools import islice, repeat
from typing import Protocol

from service.core.cards import Card, sorted_cards
from service.games.fishing.capture import (
    Classes,
    Closure,
    Expander,
    Packing,
    Weights,
    classify,
    subset_sum_possible,
)
from service.games.fishing.maximal import Maximal
from service.games.fishing.play import CaptureRules
from service.games.fishing.values import ValueSet, hand_values, table_values

Packed = int

#: Work units for counting one hand card's captures (one unit: a closure start walked; see
#: :data:`VECTOR_WORK` and :mod:`~service.games.fishing.maximal` for the other costs). A
#: unit was once taken for some 0.25 µs; measured on crowded tables (callgrind) it is some
#: 2,300 instructions, 0.5–0.6 µs, so an earlier budget of 16,000 units spent 9–10 ms and a
#: listing 11–14 ms. Per card, not per hand, because an ordinary 12-card table whose four
#: hand cards take 900–2,750 units each (7,200 in all) was cut when the hand shared 6,500.
#: The most one card of a 12-card table was found to need (an adversarial search over tables
#: and hands, every valuation) is 7,766 units; the most a hand, 13,495.
COUNT_BUDGET = 8_000
#: Work units for counting the whole hand: what keeps a listing within its time when every
#: card's count comes close to its own budget (some 6–7 ms of counting at the most; the
#: hands found above need up to 13,495, so a 12-card table may still be cut, rarely).
HAND_BUDGET = 12_000
#: The budget under forced capture (MISAR-FORCE-4), where counting walks the maximal captures
#: that the listing then reads (:class:`~service.games.fishing.maximal.Maximal` keeps what it
#: found): a smaller budget there leaves the listing the same walk to do and so saves little
#: time, but turns counts of crowded tables that are exact now (1,198 plays on 16 small cards)
#: into lower bounds.
FORCED_COUNT_BUDGET = 16_000
#: The hand's budget under forced capture: the same, one card may spend it all.
FORCED_HAND_BUDGET = 16_000


class Budget:
    """Work units left for counting; ``cut`` records whether a walk had to stop early."""

    def __init__(self, units: int) -> None:
        self.units = units
        self.cut = False


class Vectors(Protocol):
    """What listing and counting need of a :class:`Closure` or a :class:`Maximal`."""

    vectors: list[Packed]
    done: bool

    def advance(self, steps: int | None = None, until: int | None = None) -> int: ...

    def least_work(self) -> int: ...


def walked(search: Vectors) -> Iterator[Packed]:
    """Every vector of ``search`` in its order, walking it on only as far as the reader asks
    (a listing that stops at its limit leaves the rest unwalked)."""
    found = search.vectors
    position = 0
    while True:
        if position < len(found):
            yield found[position]
            position += 1
        elif search.done:
            return
        else:
            search.advance(until=position + 1)


#: Work units charged per vector counted (a weight look-up), beside the search's own units.
VECTOR_WORK = 4
#: Work units a count hands its search at a time.
SLICE = 1024
#: The most one slice can spend: SLICE starts walked, and the vectors found, at most
#: ``SLICE // VECTOR_WORK + 1`` and one more walk's (a walk adds at most 31: a field holds 31).
LAST_SLICE = SLICE + VECTOR_WORK * (SLICE // VECTOR_WORK + 32)


@dataclass
class TableIndex:
    """The loose table cards as value classes, with per-value vector searches cached across
    hand cards and shared by counting and listing (the order never depends on who asked)."""

    cards: tuple[Card, ...]
    rules: CaptureRules
    classes: Classes = field(init=False)
    packing: Packing = field(init=False)
    _searches: dict[tuple[bool, int], Vectors] = field(default_factory=dict, init=False)
    _counted: dict[tuple[bool, ValueSet], tuple[int, int]] = field(default_factory=dict, init=False)

    def __post_init__(self) -> None:
        self.classes = classify([table_values(c, self.rules.valuation) for c in self.cards])
        self.packing = Packing(self.classes.counts)

    @cached_property
    def weights(self) -> Weights:
        return Weights(self.classes, self.cards)

    @cached_property
    def expander(self) -> Expander:
        return Expander(self.classes, self.cards)

    def vectors(self, value: int, maximal: bool = False) -> Vectors:
        """Capturable vectors at ``value``; only the maximal ones (MISAR-FORCE-4) if asked."""
        key = (maximal, value)
        search = self._searches.get(key)
        if search is None:
            make = Maximal if maximal else Closure
            search = self._searches[key] = make(self.classes.values, self.classes.counts, value)
        return search

    def can_capture(self, card: Card) -> bool:
        every = [
            values
            for values, n in zip(self.classes.values, self.classes.counts, strict=True)
            for _ in range(n)
        ]
        return any(subset_sum_possible(v, every) for v in hand_values(card, self.rules.valuation))

    def count(self, values: ValueSet, maximal: bool, budget: Budget) -> int:
        """Card-level captures of a card with these values: exact when the searches finish
        within the budget, else the selections of the vectors found so far (a lower bound,
        ``budget.cut`` set). A card with two values counts a vector found at both once."""
        key = (maximal, values)
        summed, weight = self._counted.get(key, (0, 0))
        searches = [self.vectors(value, maximal) for value in values]
        for search in searches:
            while not search.done and budget.units > 0:
                # a slice of the units left at a time, either walked or spent on vectors found
                # (each weighed below at VECTOR_WORK): a slice may spend both, twice its units,
                # so slices keep a count within SLICE of its budget (a count in one call could
                # spend twice the budget)
                known = len(search.vectors)
                share = min(budget.units, SLICE)
                walked = search.advance(share, known + share // VECTOR_WORK + 1)
                budget.units -= walked + VECTOR_WORK * (len(search.vectors) - known)
                if search.least_work() >= budget.units + LAST_SLICE:
                    # it cannot finish: its last slice would have to begin with units left
                    # (spent so far < budget) and spend the rest, at most LAST_SLICE; stop
                    # now rather than spend the budget to find that out (the count is cut)
                    budget.units = 0
            if not search.done:
                budget.cut = True
        # Only vectors found since the last count of these values are weighed (their work
        # was charged as they were found).
        weigh = self.weights.total
        if len(searches) == 1:
            found = searches[0].vectors
            weight += weigh(found[summed:])
            summed = len(found)
        else:  # a union: recount (two-valued cards are few, their vectors too)
            seen: set[Packed] = set()
            weight = 0
            for search in searches:
                fresh = [p for p in search.vectors if p not in seen]
                seen.update(fresh)
                weight += weigh(fresh)
            summed = len(seen)
        self._counted[key] = (summed, weight)
        return weight


def card_captures(index: TableIndex, card: Card, maximal: bool) -> Iterator[Packed]:
    """One hand card's distinct legal capture vectors, in the fixed order (values high first);
    with ``maximal`` only those that leave no group of the value used (MISAR-FORCE-4).

    A card with one value walks one search, whose vectors are distinct already; only a card
    with two values (an ace, storan or lillan under choice) needs to skip repeats.
    """
    values = hand_values(card, index.rules.valuation)
    if len(values) == 1:
        yield from walked(index.vectors(values[0], maximal))
        return
    chosen: set[Packed] = set()
    for value in values:
        for packed in walked(index.vectors(value, maximal)):
            if packed not in chosen:
                chosen.add(packed)
                yield packed


@dataclass(frozen=True)
class Listing:
    """Plays as ``(card, captured cards or None for a trail)``, the count and its exactness."""

    plays: tuple[tuple[Card, tuple[Card, ...] | None], ...]
    count: int
    exact: bool


def list_plays(
    index: TableIndex,
    hand: Sequence[Card],
    limit: int,
    *,
    may_trail: Callable[[Card], bool],
    maximal: bool = False,
) -> Listing:
    """The first ``limit`` plays in order, and how many there are in all."""
    cards = hand_order(hand)
    trails = {card: may_trail(card) for card in cards}
    left = FORCED_HAND_BUDGET if maximal else HAND_BUDGET
    count = sum(trails.values())
    budget = Budget(0)
    for card in cards:
        # each card's count has a budget of its own (the hand's, once it is lower): whether
        # one card counts exactly never depends on how much the cards before it took
        units = min(FORCED_COUNT_BUDGET if maximal else COUNT_BUDGET, left)
        budget = Budget(units)
        count += index.count(hand_values(card, index.rules.valuation), maximal, budget)
        left -= units - max(budget.units, 0)
        if budget.cut:
            break
    plays: list[tuple[Card, tuple[Card, ...] | None]] = []
    wanted = limit + 1  # one more than asked shows whether there are more
    selections = index.expander.selections
    for card in cards:
        if len(plays) >= wanted:
            break
        if trails[card]:
            plays.append((card, None))
            if len(plays) >= wanted:
                break
        # a full listing asks for no further vector: finding one may walk a long way; a
        # vector's selections are read only as far as the listing needs
        for packed in card_captures(index, card, maximal):
            plays.extend(zip(repeat(card), islice(selections(packed), wanted - len(plays))))
            if len(plays) >= wanted:
                break
    if budget.cut:  # a lower bound: at least what the listing itself has seen
        count = max(count, len(plays))
    return Listing(tuple(plays[:limit]), count, not budget.cut)


def hand_order(hand: Sequence[Card]) -> list[Card]:
    """Distinct hand cards in canonical order (equal codes in a double deck play alike)."""
    return sorted_cards(dict.fromkeys(hand))
