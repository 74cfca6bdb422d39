"""Listing a fishing player's legal plays: complete, ordered, cut at a limit, counted.

Per hand card (canonical card order): the trail first when legal, then every distinct capture
set in a fixed order (the played card's values high first; within a value, the discovery order
of the capture closure in :mod:`capture`), each expanded to card level in table order.

Counting sums, over value-level vectors, the number of card-level selections each stands for:
exact without listing a single move. On pathological tables (30+ small cards left by endless
trailing) the distinct capture sets run into hundreds of millions and even the value-level
vectors into the millions; counting then stops at a work budget and says so
(``exact=False``, ``count`` a lower bound), so no request can occupy a worker for minutes.
The listed moves are never affected by the budget.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field

from service.core.cards import Card, sorted_cards
from service.games.fishing.capture import (
    Budget,
    Classes,
    Packing,
    Weights,
    capturable_stream,
    classify,
    expand,
    subset_sum_possible,
)
from service.games.fishing.play import CaptureRules
from service.games.fishing.values import hand_values, table_values

Vector = tuple[int, ...]
Packed = int
Keep = Callable[[int, Packed], bool]

#: Closure steps allowed for counting beyond the listed moves (at most some 30 ms of work).
COUNT_BUDGET = 8_000


class LazyVectors:
    """A capture stream consumed once and shared by every hand card that needs it."""

    def __init__(self, stream: Iterator[Packed]) -> None:
        self._stream = stream
        self._seen: list[Packed] = []
        self._done = False

    def __iter__(self) -> Iterator[Packed]:
        seen = self._seen
        yield from seen[:]
        position = len(seen)
        while True:
            if position < len(seen):  # another walker pulled further meanwhile
                yield from seen[position:]
                position = len(seen)
                continue
            if self._done:
                return
            for packed in self._stream:
                seen.append(packed)
                position += 1
                yield packed
            self._done = True


@dataclass
class TableIndex:
    """The loose table cards as value classes, with per-value streams cached across cards."""

    cards: tuple[Card, ...]
    rules: CaptureRules
    budget: Budget = field(default_factory=lambda: Budget(COUNT_BUDGET))
    classes: Classes = field(init=False)
    weights: Weights = field(init=False)
    packing: Packing = field(init=False)
    _streams: dict[int, LazyVectors] = field(default_factory=dict, init=False)
    _maximal: dict[tuple[int, Packed], bool] = field(default_factory=dict, init=False)

    def __post_init__(self) -> None:
        self.classes = classify([table_values(c, self.rules.valuation) for c in self.cards])
        self.weights = Weights(self.classes, self.cards)
        self.packing = Packing(self.classes.counts)

    def vectors(self, value: int) -> LazyVectors:
        if value not in self._streams:
            self._streams[value] = LazyVectors(
                capturable_stream(self.classes.values, self.classes.counts, value, self.budget)
            )
        return self._streams[value]

    def leaves_no_group(self, value: int, packed: Packed) -> bool:
        """MISAR-FORCE-4: after this capture no group of ``value`` remains on the table."""
        key = (value, packed)
        if key not in self._maximal:
            taken = self.packing.unpack(packed)
            remaining = [
                values
                for values, n, k in zip(
                    self.classes.values, self.classes.counts, taken, strict=True
                )
                for _ in range(n - k)
            ]
            self._maximal[key] = not subset_sum_possible(value, remaining)
        return self._maximal[key]

    def can_capture(self, card: Card) -> bool:
        every = [
            values
            for values, n in zip(self.classes.values, self.classes.counts, strict=True)
            for _ in range(n)
        ]
        return any(subset_sum_possible(v, every) for v in hand_values(card, self.rules.valuation))


def card_captures(index: TableIndex, card: Card, keep: Keep | None) -> Iterator[Packed]:
    """One hand card's distinct legal capture vectors, in the fixed order (values high first).

    A card with one value walks one stream, whose vectors are distinct already; only a card
    with two values (an ace, storan or lillan under choice) needs to skip repeats.
    """
    values = hand_values(card, index.rules.valuation)
    if len(values) == 1 and keep is None:
        yield from index.vectors(values[0])
        return
    chosen: set[Packed] = set()
    for value in values:
        for packed in index.vectors(value):
            if packed in chosen or (keep is not None and not keep(value, packed)):
                continue
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
    keep: Keep | None = None,
) -> Listing:
    """The first ``limit`` plays in order, and how many there are in all.

    Listing runs without a budget (it must be right); counting the rest spends the index's
    budget, and the count is flagged inexact if that runs out.
    """
    plays: list[tuple[Card, tuple[Card, ...] | None]] = []
    count = 0
    for card in hand_order(hand):
        if may_trail(card):
            count += 1
            if len(plays) < limit:
                plays.append((card, None))
        weigh = index.weights.of_packed
        for packed in card_captures(index, card, keep):
            count += weigh(packed)
            if len(plays) < limit:
                vector = index.packing.unpack(packed)
                for selection in expand(index.classes, index.cards, vector):
                    plays.append((card, tuple(index.cards[i] for i in selection)))
                    if len(plays) >= limit:
                        break
            if len(plays) >= limit:
                index.budget.limited = True
    return Listing(tuple(plays), count, not index.budget.exhausted)


def forced_keep(index: TableIndex) -> Keep:
    """Keep only maximal captures (MISAR-FORCE-4, KAS-VAR-3)."""
    return index.leaves_no_group


def hand_order(hand: Sequence[Card]) -> list[Card]:
    """Distinct hand cards in canonical order (equal codes in a double deck play alike)."""
    return sorted_cards(dict.fromkeys(hand))
