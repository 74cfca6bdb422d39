"""Kasino scoring (KAS-SCORE-1…4, KAS-PART-2) as a table of items, each with its rule ID.

A *unit* is whoever is counted as one pile: a seat, or a partnership whose piles are pooled.
Units map to sides; with ``added_points`` partners are separate units of one side.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from service.core.cards import LILLAN, STORAN, Card, is_ace, is_spade
from service.core.game import ScoreItem
from service.games.fishing.state import FishingState


@dataclass(frozen=True)
class Unit:
    """One counted pile: the seats whose captured cards and tabbes are pooled, and its side."""

    side: int
    seats: tuple[int, ...]

    def pile(self, state: FishingState) -> list[Card]:
        return [card for seat in self.seats for card in state.captured[seat]]

    def tabbes(self, state: FishingState) -> int:
        return sum(state.tabbar[seat] for seat in self.seats)

    @property
    def seat(self) -> int | None:
        return self.seats[0] if len(self.seats) == 1 else None


def units_for(sides: Sequence[Sequence[int]], pooled: bool) -> tuple[Unit, ...]:
    """Pooled partnerships count one pile per side; otherwise every seat counts alone."""
    if pooled:
        return tuple(Unit(side, tuple(seats)) for side, seats in enumerate(sides))
    return tuple(Unit(side, (seat,)) for side, seats in enumerate(sides) for seat in sorted(seats))


def unique_leader(counts: Sequence[int]) -> int | None:
    """Index of the strictly highest count, or None on a tie (CORE-SCORE-2)."""
    best = max(counts)
    leaders = [i for i, c in enumerate(counts) if c == best]
    return leaders[0] if len(leaders) == 1 else None


@dataclass(frozen=True)
class CardPoint:
    """A per-card scoring line: which cards, how many points each, under which rule."""

    code: str
    label: str
    points: int
    rule: str
    matches: Callable[[Card], bool]


KASINO_CARD_POINTS: tuple[CardPoint, ...] = (
    CardPoint("storan", "storan (10D)", 2, "KAS-SCORE-1", lambda c: c == STORAN),
    CardPoint("lillan", "lillan (2S)", 1, "KAS-SCORE-1", lambda c: c == LILLAN),
    CardPoint("aces", "aces", 1, "KAS-SCORE-1", is_ace),
)


def kasino_items(
    state: FishingState,
    units: Sequence[Unit],
    *,
    sistan_point: bool,
    overspader: bool,
) -> list[ScoreItem]:
    """Every scoring line of a finished Kasino deal, in a fixed order."""
    piles = [unit.pile(state) for unit in units]
    items: list[ScoreItem] = []

    def add(unit: Unit, rule: str, code: str, label: str, points: int, count: int | None) -> None:
        if points:
            items.append(ScoreItem(unit.side, rule, code, label, points, count, unit.seat))

    cards = [len(pile) for pile in piles]
    leader = unique_leader(cards)
    if leader is not None:
        add(units[leader], "KAS-SCORE-1", "most_cards", "most cards", 1, cards[leader])
    spades = [sum(map(is_spade, pile)) for pile in piles]
    if overspader:
        for unit, count in zip(units, spades, strict=True):
            add(unit, "KAS-VAR-7", "overspader", "spades beyond six", max(0, count - 6), count)
    else:
        leader = unique_leader(spades)
        if leader is not None:
            add(units[leader], "KAS-SCORE-1", "most_spades", "most spades", 2, spades[leader])
    for line in KASINO_CARD_POINTS:
        for unit, pile in zip(units, piles, strict=True):
            count = sum(map(line.matches, pile))
            add(unit, line.rule, line.code, line.label, line.points * count, count)
    for unit in units:
        count = unit.tabbes(state)
        add(unit, "KAS-TABBE-1", "tabbar", "tabbar (sweeps)", count, count)
    if sistan_point and state.last_capturer is not None:
        for unit in units:
            if state.last_capturer in unit.seats:
                add(unit, "KAS-VAR-2", "sistan", "sistan (last capture)", 1, None)
    return items


def side_totals(items: Sequence[ScoreItem], sides: int) -> tuple[int, ...]:
    totals = [0] * sides
    for item in items:
        totals[item.side] += item.points
    return tuple(totals)


def side_spades(state: FishingState, sides: Sequence[Sequence[int]]) -> tuple[int, ...]:
    """Spades each side took this deal (the KAS-MATCH-3 tie-break)."""
    return tuple(
        sum(is_spade(card) for seat in seats for card in state.captured[seat]) for seats in sides
    )
