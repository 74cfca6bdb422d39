"""Listing a fishing player's legal plays: complete, ordered, cut at a limit, truthfully counted.

Per hand card (canonical card order): the trail first when legal, then every distinct capture
set — bigger captures first, then by value-class vector — each expanded to card level in table
order. ``count`` is summed from value-level vectors times the number of card-level selections
each stands for, so it is exact without listing a single move.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field

from service.core.cards import Card, sorted_cards
from service.games.fishing.capture import (
    Classes,
    capturable_vectors,
    classify,
    expand,
    subset_sum_possible,
    weight,
)
from service.games.fishing.play import CaptureRules
from service.games.fishing.values import hand_values, table_values

Vector = tuple[int, ...]


@dataclass
class TableIndex:
    """The loose table cards as value classes, with per-value results cached across cards."""

    cards: tuple[Card, ...]
    rules: CaptureRules
    classes: Classes = field(init=False)
    _reachable: dict[int, set[Vector]] = field(default_factory=dict, init=False)
    _maximal: dict[tuple[int, Vector], bool] = field(default_factory=dict, init=False)

    def __post_init__(self) -> None:
        self.classes = classify([table_values(c, self.rules.valuation) for c in self.cards])

    def reachable(self, value: int) -> set[Vector]:
        """Every capturable count vector at one played value."""
        if value not in self._reachable:
            self._reachable[value] = capturable_vectors(
                self.classes.values, self.classes.counts, value
            )
        return self._reachable[value]

    def leaves_no_group(self, value: int, taken: Vector) -> bool:
        """MISAR-FORCE-4: after taking ``taken`` no group of ``value`` remains on the table."""
        key = (value, taken)
        if key not in self._maximal:
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
            v
            for v, n in zip(self.classes.values, self.classes.counts, strict=True)
            for _ in range(n)
        ]
        return any(subset_sum_possible(v, every) for v in hand_values(card, self.rules.valuation))


@dataclass(frozen=True)
class CardPlays:
    """The legal plays of one hand card, as counts and vectors (not yet expanded)."""

    card: Card
    trail: bool
    vectors: tuple[Vector, ...]
    count: int


Keep = Callable[[Card, int, Vector], bool]


def card_plays(index: TableIndex, card: Card, *, trail: bool, keep: Keep | None) -> CardPlays:
    """Trail legality is decided by the caller; capture vectors are filtered by ``keep``."""
    chosen: set[Vector] = set()
    for value in hand_values(card, index.rules.valuation):
        for vector in index.reachable(value):
            if vector not in chosen and (keep is None or keep(card, value, vector)):
                chosen.add(vector)
    ordered = tuple(sorted(chosen, key=lambda v: (-sum(v), tuple(-k for k in v))))
    count = int(trail) + sum(weight(index.classes, index.cards, v) for v in ordered)
    return CardPlays(card, trail, ordered, count)


def forced_keep(index: TableIndex) -> Keep:
    """Keep only maximal captures (MISAR-FORCE-4, KAS-VAR-3)."""
    return lambda card, value, vector: index.leaves_no_group(value, vector)


def expand_plays(
    index: TableIndex, plays: CardPlays
) -> Iterator[tuple[Card, tuple[Card, ...] | None]]:
    """``(card, None)`` for the trail, then ``(card, captured cards in table order)``."""
    if plays.trail:
        yield plays.card, None
    for vector in plays.vectors:
        for selection in expand(index.classes, index.cards, vector):
            yield plays.card, tuple(index.cards[i] for i in selection)


def hand_order(hand: Sequence[Card]) -> list[Card]:
    """Distinct hand cards in canonical order (equal codes in a double deck play alike)."""
    return sorted_cards(dict.fromkeys(hand))
