"""Scoring a finished fishing deal from a table of items, each with its rule ID.

Every game of the family counts the same kinds of things — most cards, most spades, storan,
lillan, aces, tabbes, sistan, mulles, points kept during the deal (penalties, mulle points) —
with its own points (CORE-SCORE-1), so a game's scoring is a :class:`ScoringRules` record,
not code. A *unit* is whoever is counted as one pile: a seat, or a side whose piles are
pooled; units map to sides (with Kasino's ``added_points`` partners are separate units of one
side, KAS-PART-2).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from service.core.cards import LILLAN, STORAN, Card, is_ace, is_spade
from service.core.game import ScoreItem
from service.core.text import msg
from service.games.fishing.match import DealResult
from service.games.fishing.state import FishingState


@dataclass(frozen=True)
class Award:
    """Points for one scoring item and the rule that grants them."""

    points: int
    rule: str


@dataclass(frozen=True)
class CardPoint:
    """A per-card scoring line: which cards, how many points each, under which rule."""

    code: str
    label: str
    points: int
    rule: str
    matches: Callable[[Card], bool]


def special_card_points(rule: str) -> tuple[CardPoint, ...]:
    """Storan 2, lillan 1, each ace 1: the same in every game here (each copy in Mulle)."""
    return (
        CardPoint("storan", msg("storan (10D)"), 2, rule, lambda c: c == STORAN),
        CardPoint("lillan", msg("lillan (2S)"), 1, rule, lambda c: c == LILLAN),
        CardPoint("aces", msg("aces"), 1, rule, is_ace),
    )


@dataclass(frozen=True)
class KeptPoints:
    """Points the state keeps per seat in a zone during the deal, scored as they stand.

    Misär's penalty points against the offender (MISAR-FORCE-2, zone ``penalties``),
    Byggkasino's penalty points received (BYGG-PEN-7, zone ``penalties``) and Mulle Glimne's
    mulle points (MULLE-G-8, zone ``mulle_points``). ``per``: the points of one occurrence,
    to report how many there were (None: the points are not counted in occurrences).
    """

    rule: str
    code: str
    label: str
    per: int | None = None


@dataclass(frozen=True)
class ScoringRules:
    """One game's scoring items (CORE-SCORE-1); None leaves an item out.

    ``share_two_way_spade_tie``: a tie of exactly two for most spades among three or more
    units splits the points (FIN-SCORE-4). ``overspader`` replaces most spades (KAS-VAR-7).
    ``penalty``: the points in the state's ``penalties`` zone (MISAR-FORCE-2, BYGG-PEN-7);
    ``mulle_points``: those in its ``mulle_points`` zone (MULLE-G-8), whereas ``mulle`` is
    per counted mulle (MULLE-S-8). ``pooled`` counts one pile per side.
    """

    card_points: tuple[CardPoint, ...]
    tabbe: Award
    most_cards: Award | None = None
    most_spades: Award | None = None
    share_two_way_spade_tie: bool = False
    overspader: Award | None = None
    sistan: Award | None = None
    mulle: Award | None = None
    mulle_points: KeptPoints | None = None
    penalty: KeptPoints | None = None
    pooled: bool = True


@dataclass(frozen=True)
class Unit:
    """One counted pile: the seats whose captured cards and tabbes are pooled, and its side."""

    side: int
    seats: tuple[int, ...]

    def pile(self, state: FishingState) -> list[Card]:
        return [card for seat in self.seats for card in state.captured[seat]]

    def count(self, per_seat: Sequence[int] | None) -> int:
        return 0 if per_seat is None else sum(per_seat[seat] for seat in self.seats)

    @property
    def seat(self) -> int | None:
        return self.seats[0] if len(self.seats) == 1 else None


def units_for(sides: Sequence[Sequence[int]], pooled: bool) -> tuple[Unit, ...]:
    """Pooled sides count one pile each; otherwise every seat counts alone. Sides without a
    seat in this deal (eliminated players, MISAR-MATCH-1) are not counted at all."""
    if pooled:
        return tuple(Unit(side, tuple(seats)) for side, seats in enumerate(sides) if seats)
    return tuple(Unit(side, (seat,)) for side, seats in enumerate(sides) for seat in sorted(seats))


def leaders(counts: Sequence[int]) -> list[int]:
    """Indices of the highest count (CORE-SCORE-2 gives the points only to a single one)."""
    best = max(counts)
    return [i for i, c in enumerate(counts) if c == best]


def card_points(cards: Sequence[Card], lines: Sequence[CardPoint]) -> int:
    """The points these cards carry (storan, lillan, aces), e.g. for FIN-SCORE-2."""
    return sum(line.points for card in cards for line in lines if line.matches(card))


def score_items(
    state: FishingState, sides: Sequence[Sequence[int]], rules: ScoringRules
) -> list[ScoreItem]:
    """Every scoring line of a finished deal, in a fixed order."""
    units = units_for(sides, rules.pooled)
    if not units:
        return []
    piles = [unit.pile(state) for unit in units]
    items: list[ScoreItem] = []

    def add(
        unit: Unit, award: Award, code: str, label: str, points: int, count: int | None
    ) -> None:
        if points:
            items.append(ScoreItem(unit.side, award.rule, code, label, points, count, unit.seat))

    def add_kept(kept: KeptPoints | None, per_seat: Sequence[int] | None) -> None:
        if kept is None:
            return
        for unit in units:
            points = unit.count(per_seat)
            count = None if kept.per is None else points // kept.per
            add(unit, Award(kept.per or 1, kept.rule), kept.code, kept.label, points, count)

    cards = [len(pile) for pile in piles]
    top = leaders(cards)
    if rules.most_cards and len(top) == 1:
        add(
            units[top[0]],
            rules.most_cards,
            "most_cards",
            msg("most cards"),
            rules.most_cards.points,
            cards[top[0]],
        )
    spades = [sum(map(is_spade, pile)) for pile in piles]
    if rules.overspader:
        for unit, count in zip(units, spades, strict=True):
            add(
                unit,
                rules.overspader,
                "overspader",
                msg("spades beyond six"),
                max(0, count - 6),
                count,
            )
    elif rules.most_spades:
        award = rules.most_spades
        top = leaders(spades)
        if len(top) == 1:
            add(
                units[top[0]],
                award,
                "most_spades",
                msg("most spades"),
                award.points,
                spades[top[0]],
            )
        elif rules.share_two_way_spade_tie and len(top) == 2 and len(units) >= 3:
            shared = Award(award.points // 2, "FIN-SCORE-4")
            for index in top:
                add(
                    units[index],
                    shared,
                    "most_spades_shared",
                    msg("most spades (shared)"),
                    shared.points,
                    spades[index],
                )
    for line in rules.card_points:
        for unit, pile in zip(units, piles, strict=True):
            count = sum(map(line.matches, pile))
            add(
                unit,
                Award(line.points, line.rule),
                line.code,
                line.label,
                line.points * count,
                count,
            )
    for unit in units:
        count = unit.count(state.tabbar)
        add(unit, rules.tabbe, "tabbar", msg("tabbar (sweeps)"), rules.tabbe.points * count, count)
    if rules.sistan and state.last_capturer is not None:
        for unit in units:
            if state.last_capturer in unit.seats:
                add(
                    unit,
                    rules.sistan,
                    "sistan",
                    msg("sistan (last capture)"),
                    rules.sistan.points,
                    None,
                )
    if rules.mulle:
        for unit in units:
            count = unit.count(state.mulles)
            add(unit, rules.mulle, "mulles", msg("mullar"), rules.mulle.points * count, count)
    add_kept(rules.mulle_points, state.mulle_points)
    add_kept(rules.penalty, state.penalties)
    return items


def side_totals(items: Sequence[ScoreItem], sides: int) -> tuple[int, ...]:
    totals = [0] * sides
    for item in items:
        totals[item.side] += item.points
    return tuple(totals)


def side_counts(
    state: FishingState, sides: Sequence[Sequence[int]], count: Callable[[list[Card]], int]
) -> tuple[int, ...]:
    """``count`` applied to each side's pooled pile this deal (the match tie-breaks)."""
    return tuple(
        count([card for seat in seats for card in state.captured[seat]]) for seats in sides
    )


def side_spades(state: FishingState, sides: Sequence[Sequence[int]]) -> tuple[int, ...]:
    """Spades each side took this deal (the KAS-MATCH-3 tie-break)."""
    return side_counts(state, sides, lambda pile: sum(map(is_spade, pile)))


def deal_result(
    state: FishingState,
    sides: Sequence[Sequence[int]],
    totals: tuple[int, ...],
    rules: ScoringRules,
) -> DealResult:
    """A finished deal per side: its points and the counts the match tie-breaks compare."""
    return DealResult(
        totals=totals,
        spades=side_spades(state, sides),
        cards=side_counts(state, sides, len),
        specials=side_counts(state, sides, lambda pile: card_points(pile, rules.card_points)),
    )
