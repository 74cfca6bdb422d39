"""Listing a fishing player's legal plays: complete, ordered, cut at a limit, counted.

Per hand card (canonical card order): the trail first when legal, then every distinct capture
set in a fixed order (the played card's values high first; within a value, the discovery order
of the capture closure in :mod:`capture`), each expanded to card level in table order.

Counting sums, over value-level vectors, the number of card-level selections each stands for:
exact without listing a single move. On pathological tables (30+ small cards left by endless
trailing) the distinct capture sets run into hundreds of millions and even the value-level
vectors into the millions; counting then stops at a fixed work budget and says so
(``exact=False``, ``count`` a lower bound, at least the plays the listing saw). Counting is
its own pass in a fixed order, so an exact count never depends on ``limit``; listing is a
second pass that is never cut short.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field

from service.core.cards import Card, sorted_cards
from service.games.fishing.capture import (
    Classes,
    Packing,
    Weights,
    capturable_stream,
    classify,
    expand,
    maximal_stream,
    subset_sum_possible,
)
from service.games.fishing.play import CaptureRules
from service.games.fishing.values import hand_values, table_values

Packed = int

#: Work units (closure ticks and vectors) for counting one listing: some 20–40 ms at most.
COUNT_BUDGET = 6_000


class Budget:
    """Work units left for counting; ``cut`` records whether a walk had to stop early."""

    def __init__(self, units: int) -> None:
        self.units = units
        self.cut = False


class LazyVectors:
    """A capture stream pulled on demand, cached, and shared by every hand card needing it."""

    def __init__(self, stream: Iterator[Packed]) -> None:
        self._stream = stream
        self._vectors: list[Packed] = []
        self._done = False

    def _pull(self) -> Packed | None:
        """The next event of the stream (a vector, or work done as a negative number), or None
        at its end."""
        if self._done:
            return None
        event = next(self._stream, None)
        if event is None:
            self._done = True
        elif event >= 0:
            self._vectors.append(event)
        return event

    def __iter__(self) -> Iterator[Packed]:
        """Every vector, pulling more as needed (no budget: for listing)."""
        position = 0
        while True:
            if position < len(self._vectors):
                yield self._vectors[position]
                position += 1
            elif self._pull() is None:
                return

    def metered(self, budget: Budget) -> Iterator[Packed]:
        """Every vector while the budget lasts; each vector costs one unit, each work marker
        as many as it says (see :data:`~service.games.fishing.capture.TICK`)."""
        position = 0
        while True:
            if budget.units <= 0:
                budget.cut = not (self._done and position >= len(self._vectors))
                return
            budget.units -= 1
            if position < len(self._vectors):
                yield self._vectors[position]
                position += 1
                continue
            event = self._pull()
            if event is None:
                return
            if event >= 0:
                position += 1
                yield event
            else:
                budget.units += event + 1  # the work it reports beyond the unit just paid


@dataclass
class TableIndex:
    """The loose table cards as value classes, with per-value streams cached across cards."""

    cards: tuple[Card, ...]
    rules: CaptureRules
    classes: Classes = field(init=False)
    weights: Weights = field(init=False)
    packing: Packing = field(init=False)
    _streams: dict[tuple[bool, int], LazyVectors] = field(default_factory=dict, init=False)

    def __post_init__(self) -> None:
        self.classes = classify([table_values(c, self.rules.valuation) for c in self.cards])
        self.weights = Weights(self.classes, self.cards)
        self.packing = Packing(self.classes.counts)

    def vectors(self, value: int, maximal: bool = False) -> LazyVectors:
        """Capturable vectors at ``value``; only the maximal ones (MISAR-FORCE-4) if asked."""
        key = (maximal, value)
        if key not in self._streams:
            make = maximal_stream if maximal else capturable_stream
            self._streams[key] = LazyVectors(make(self.classes.values, self.classes.counts, value))
        return self._streams[key]

    def can_capture(self, card: Card) -> bool:
        every = [
            values
            for values, n in zip(self.classes.values, self.classes.counts, strict=True)
            for _ in range(n)
        ]
        return any(subset_sum_possible(v, every) for v in hand_values(card, self.rules.valuation))


def card_captures(
    index: TableIndex, card: Card, maximal: bool, budget: Budget | None = None
) -> Iterator[Packed]:
    """One hand card's distinct legal capture vectors, in the fixed order (values high first);
    with ``maximal`` only those that leave no group of the value used (MISAR-FORCE-4).

    With a ``budget`` the walk is metered and may end early. A card with one value walks one
    stream, whose vectors are distinct already; only a card with two values (an ace, storan or
    lillan under choice) needs to skip repeats.
    """
    values = hand_values(card, index.rules.valuation)
    chosen: set[Packed] = set()
    for value in values:
        stream = index.vectors(value, maximal)
        walk = iter(stream) if budget is None else stream.metered(budget)
        for packed in walk:
            if packed in chosen:
                continue
            if len(values) > 1:
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
    budget = Budget(COUNT_BUDGET)
    count = sum(trails.values())
    for card in cards:
        count += sum(map(index.weights.of_packed, card_captures(index, card, maximal, budget)))
        if budget.cut:
            break
    plays: list[tuple[Card, tuple[Card, ...] | None]] = []
    wanted = limit + 1  # one more than asked shows whether there are more
    for card in cards:
        if len(plays) >= wanted:
            break
        if trails[card]:
            plays.append((card, None))
        for packed in card_captures(index, card, maximal):
            if len(plays) >= wanted:
                break
            vector = index.packing.unpack(packed)
            for selection in expand(index.classes, index.cards, vector):
                if len(plays) >= wanted:
                    break
                plays.append((card, tuple(index.cards[i] for i in selection)))
    if budget.cut:  # a lower bound: at least what the listing itself has seen
        count = max(count, len(plays))
    return Listing(tuple(plays[:limit]), count, not budget.cut)


def hand_order(hand: Sequence[Card]) -> list[Card]:
    """Distinct hand cards in canonical order (equal codes in a double deck play alike)."""
    return sorted_cards(dict.fromkeys(hand))
