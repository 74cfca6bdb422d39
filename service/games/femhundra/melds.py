"""Combination geometry: sets, runs, lay-off fits and round the corner (reference §4–§6).

Everything here works on *effective* cards: a joker is replaced by the card it is declared as
(R500-JOKER-4), so the same code judges natural and joker combinations. A run is a linear
sequence walking up the rank cycle (K is followed by A, A by 2); the ace is "round the
corner" exactly when it lies inside a run, between its K and its 2 (R500-DECK-3).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise

from service.core.text import msg
from service.games.femhundra.cards import (
    Card,
    card_key,
    make_card,
    next_rank,
    prev_rank,
    rank_number,
    suit,
)
from service.games.femhundra.state import End, Kind

MAX_RUN = 13  # R500-CORNER-3: a run never holds the same card twice
MIN_MELD = 3  # R500-MELD-1
MAX_SET = 4  # R500-MELD-2


def set_order(cards: Sequence[Card]) -> tuple[Card, ...] | None:
    """R500-MELD-2: 3 or 4 cards of one rank, each of a different suit; None otherwise.

    >>> set_order(["JS", "JD", "JH"])
    ('JS', 'JH', 'JD')
    >>> set_order(["JS", "JH"]) is None, set_order(["7S", "7H", "8D"]) is None
    (True, True)
    """
    if not MIN_MELD <= len(cards) <= MAX_SET:
        return None
    if len({card[:-1] for card in cards}) != 1 or len({suit(c) for c in cards}) != len(cards):
        return None
    return tuple(sorted(cards, key=card_key))


def run_orders(cards: Sequence[Card]) -> tuple[tuple[Card, ...], ...]:
    """R500-MELD-3 / R500-CORNER-2: the ways ``cards`` lie as a meld run, low end first.

    The ace is low (A-2-3) or high (Q-K-A), never both; only a full 13-card run has two
    arrangements (A…K and 2…A).

    >>> run_orders(["QC", "AC", "KC"])
    (('QC', 'KC', 'AC'),)
    >>> run_orders(["KH", "AH", "2H"])
    ()
    """
    if not MIN_MELD <= len(cards) <= MAX_RUN or len({suit(c) for c in cards}) != 1:
        return ()
    numbers = sorted(rank_number(card) for card in cards)
    if len(set(numbers)) != len(numbers):
        return ()
    suit_code = suit(cards[0])
    orders: list[tuple[Card, ...]] = []
    for ace_high in (False, True):
        if ace_high and numbers[0] != 1:
            continue
        positions = sorted(14 if ace_high and n == 1 else n for n in numbers)
        if positions[-1] - positions[0] == len(positions) - 1:
            orders.append(tuple(make_card(p, suit_code) for p in positions))
    return tuple(orders)


def ace_end(order: Sequence[Card]) -> End | None:
    """Where the ace of a meld run lies: LOW (A-2-…), HIGH (…-K-A), or None without an ace."""
    if rank_number(order[0]) == 1:
        return End.LOW
    if rank_number(order[-1]) == 1:
        return End.HIGH
    return None


def is_corner_arc(cards: Sequence[Card]) -> bool:
    """Would these cards be a run only by going round the corner (K-A-2, R500-CORNER-2)?

    >>> is_corner_arc(["KH", "AH", "2H"]), is_corner_arc(["QH", "KH", "AH"])
    (True, False)
    """
    if not MIN_MELD <= len(cards) < MAX_RUN or len({suit(c) for c in cards}) != 1:
        return False
    numbers = sorted({rank_number(card) for card in cards})
    if len(numbers) != len(cards):
        return False
    gaps = [b - a for a, b in pairwise(numbers)]
    gaps.append(numbers[0] + 13 - numbers[-1])
    return sum(1 for gap in gaps if gap > 1) == 1 and not run_orders(cards)


def has_inner_ace(run: Sequence[Card]) -> bool:
    """An ace between a K and a 2 inside a run: the ace counts as 1 and 14 at once."""
    return any(rank_number(card) == 1 for card in run[1:-1])


def table_run_problem(run: Sequence[Card], round_the_corner: bool) -> tuple[str, str] | None:
    """Why a run lying on the table is impossible, as ``(rule, message)``, or None."""
    if len(run) < MIN_MELD:
        return "R500-MELD-1", msg("a combination holds at least 3 cards")
    if len(run) > MAX_RUN:
        return "R500-CORNER-3", msg("a run holds at most 13 cards")
    if len({suit(card) for card in run}) != 1:
        return "R500-MELD-3", msg("a run's cards are of one suit")
    for low, high in pairwise(run):
        if rank_number(high) != next_rank(rank_number(low)):
            return "R500-MELD-3", msg("{high} does not follow {low} in a run", high=high, low=low)
    if has_inner_ace(run) and not round_the_corner:
        return "R500-CORNER-4", msg(
            "no run goes round the corner without the round_the_corner option"
        )
    return None


def extension(run: Sequence[Card], end: End, count: int) -> tuple[Card, ...]:
    """The ``count`` cards that extend ``run`` at ``end``, in run order (low to high).

    >>> extension(["4S", "5S", "6S", "7S"], End.HIGH, 2), extension(["2D", "3D"], End.LOW, 2)
    (('8S', '9S'), ('KD', 'AD'))
    """
    suit_code = suit(run[0])
    step, number = (
        (next_rank, rank_number(run[-1]))
        if end is End.HIGH
        else (
            prev_rank,
            rank_number(run[0]),
        )
    )
    cards: list[Card] = []
    for _ in range(count):
        number = step(number)
        cards.append(make_card(number, suit_code))
    return tuple(cards) if end is End.HIGH else tuple(reversed(cards))


def extended(run: Sequence[Card], end: End, added: Sequence[Card]) -> tuple[Card, ...]:
    """The run after ``added`` (in run order) joins it at ``end``."""
    return (*run, *added) if end is End.HIGH else (*added, *run)


@dataclass(frozen=True, slots=True)
class Fit:
    """Where a lay-off goes: the end (None on a set) and the added cards in combination order."""

    end: End | None
    added: tuple[Card, ...]
    result: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Misfit:
    """Why a lay-off does not go on a combination: the rule, a code and a sentence."""

    rule: str
    code: str
    message: str


def fit(
    kind: Kind,
    combo: Sequence[Card],
    added: Sequence[Card],
    round_the_corner: bool,
    end: End | None = None,
) -> Fit | Misfit:
    """Can ``added`` (distinct effective cards) be laid off on ``combo``? (R500-LAYOFF-1)."""
    if kind is Kind.SET:
        return _fit_set(combo, added, end)
    return _fit_run(combo, added, round_the_corner, end)


def _fit_set(combo: Sequence[Card], added: Sequence[Card], end: End | None) -> Fit | Misfit:
    if end is not None:
        return Misfit("R500-LAYOFF-1", "no_end_on_set", msg("A set has no ends; omit 'end'."))
    if len(combo) >= MAX_SET:
        return Misfit("R500-LAYOFF-1", "set_full", msg("A set of four takes no more cards."))
    result = set_order([*combo, *added])
    if result is None:
        return Misfit(
            "R500-LAYOFF-1",
            "does_not_fit",
            msg(
                "The cards {added} do not complete the set of {rank}s.",
                added=" ".join(added),
                rank=combo[0][:-1],
            ),
        )
    return Fit(None, tuple(added), result)


def _fit_run(
    combo: Sequence[Card], added: Sequence[Card], round_the_corner: bool, end: End | None
) -> Fit | Misfit:
    if len(combo) + len(added) > MAX_RUN:
        return Misfit("R500-CORNER-3", "run_too_long", msg("A run never holds more than 13 cards."))
    wanted = sorted(added, key=card_key)
    ends = [
        side
        for side in (End.LOW, End.HIGH)
        if sorted(extension(combo, side, len(added)), key=card_key) == wanted
        and (end is None or side is end)
    ]
    if not ends:
        return Misfit(
            "R500-LAYOFF-1",
            "does_not_fit",
            msg(
                "The cards {wanted} do not extend the run {combo} at its {end} end.",
                wanted=" ".join(wanted),
                combo="-".join(combo),
                end=end.value,
            )
            if end is not None
            else msg(
                "The cards {wanted} do not extend the run {combo}.",
                wanted=" ".join(wanted),
                combo="-".join(combo),
            ),
        )
    allowed = [
        side
        for side in ends
        if round_the_corner
        or not has_inner_ace(extended(combo, side, extension(combo, side, len(added))))
    ]
    if not allowed:
        return Misfit(
            "R500-CORNER-4",
            "round_the_corner_off",
            msg("Building round the corner (K-A-2) is not allowed in this game."),
        )
    if len(allowed) > 1:
        return Misfit(
            "R500-LAYOFF-5",
            "end_required",
            msg("The cards fit both ends of the run; name the end ('low' or 'high')."),
        )
    side = allowed[0]
    cards = extension(combo, side, len(added))
    return Fit(side, cards, extended(combo, side, cards))
