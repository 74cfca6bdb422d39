"""Sequences (sekvenser, R800-SEQ-*): validity by R800-SEQ-13, points, and every valid choice.

Trump and suit sequences are slots: a genuine top card, the group of three below it (two of
them filled, one genuine at least), then an extension without gaps (trump: ``T16`` … ``T5`` and
four ``T1`` slots, AMBIGUITY A800-14; suit: the ace alone, A800-13). The wild cards ``T0`` and
``FJ`` each fill one empty slot or complement the end (R800-SEQ-8, A800-10, A800-15).

R800-SEQ-13 asks whether *some* arrangement is admissible. With at most two wild cards that
search has a closed form, used both to judge a declared sequence and to generate all valid ones:
with the genuine cards fixed in their slots (the interchangeable ``T1`` in the first ``T1``
slots), the wilds must fill every gap below the top of the extension and, when only one group
card is genuine, one group slot; ``r`` such required fills must not exceed the wilds. Two wilds
can only end up adjacent before a genuine card (R800-SEQ-12, A800-11) when both are required,
i.e. ``r == 2``: two neighbouring gaps, or a group fill directly before a gap at the first
extension slot, which happens exactly when the one genuine group card is the first (``T19``,
``Q``). A brute-force transcription of R800-SEQ-13 in the tests checks this against every subset
of random hands.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from typing import TypeVar

from service.core.cards import Card
from service.core.text import msg
from service.core.verdict import Violation
from service.games.tarot.deck import (
    DECK_COUNTS,
    HIGH_TRUMPS,
    ORDER,
    SNAPPHANE,
    SUITS,
    WILD_CARDS,
    sorted_cards,
)
from service.games.tarot.state import SequenceDecl, SequenceKind

T = TypeVar("T")

ACES: tuple[Card, ...] = tuple(f"A{suit}" for suit in SUITS)
KIND_ORDER: tuple[SequenceKind, ...] = tuple(SequenceKind)


@dataclass(frozen=True, slots=True)
class SlotShape:
    """A sequence with a genuine top card, a group of three and an extension (R800-SEQ-13.3)."""

    top: Card
    group: tuple[Card, ...]
    extension: tuple[Card, ...]
    snapphane_slots: int
    rule: str


@dataclass(frozen=True, slots=True)
class CountShape:
    """A sequence without a highest card: snapphanar or aces (R800-SEQ-6/7, R800-SEQ-13.2)."""

    members: tuple[Card, ...]
    rule: str


def _suit_shape(suit: str) -> SlotShape:
    return SlotShape(
        f"K{suit}", (f"Q{suit}", f"C{suit}", f"J{suit}"), (f"A{suit}",), 0, "R800-SEQ-5"
    )


SHAPES: dict[SequenceKind, SlotShape | CountShape] = {
    # R800-SEQ-4: T20 genuine; two of T19 T18 T17; then T16 … T5 and the snapphanar (A800-14).
    SequenceKind.TRUMP: SlotShape("T20", HIGH_TRUMPS[1:4], HIGH_TRUMPS[4:], 4, "R800-SEQ-4"),
    # R800-SEQ-5: the king genuine; two of Q C J; then the ace, in every suit (A800-13).
    **{SequenceKind(suit): _suit_shape(suit) for suit in SUITS},
    SequenceKind.SNAPPHANAR: CountShape((SNAPPHANE,), "R800-SEQ-6"),
    SequenceKind.ACES: CountShape(ACES, "R800-SEQ-7"),
}


def sequence_points(cards: int) -> int:
    """R800-SEQ-2: 10 for three cards, 5 more for each further card.

    >>> sequence_points(3), sequence_points(17)
    (10, 80)
    """
    return 10 + 5 * (cards - 3)


def genuine_members(kind: SequenceKind) -> frozenset[Card]:
    """The non-wild cards that may belong to a sequence of this kind (R800-SEQ-13.1)."""
    shape = SHAPES[kind]
    if isinstance(shape, CountShape):
        return frozenset(shape.members)
    cards = {shape.top, *shape.group, *shape.extension}
    return frozenset(cards | ({SNAPPHANE} if shape.snapphane_slots else set()))


def _ext_positions(shape: SlotShape, genuine: Counter[Card]) -> list[int]:
    """Filled extension slots, 1-based, with the held ``T1`` in the first ``T1`` slots."""
    positions = [i for i, card in enumerate(shape.extension, start=1) if genuine[card]]
    snapphanar = genuine[SNAPPHANE] if shape.snapphane_slots else 0
    base = len(shape.extension)
    return positions + list(range(base + 1, base + 1 + snapphanar))


def _wilds_collide(holes: list[int], group_fill: bool, first_group_genuine: bool) -> bool:
    """R800-SEQ-12 when both wilds are required (r == 2); see the module docstring."""
    if len(holes) == 2:
        return holes[1] == holes[0] + 1
    return group_fill and holes == [1] and first_group_genuine


def _slot_violation(
    shape: SlotShape, kind: SequenceKind, genuine: Counter[Card], wilds: int
) -> Violation | None:
    name = kind.value
    if not genuine[shape.top]:
        if wilds:
            return Violation(
                "R800-SEQ-9",
                "wild_cannot_replace",
                msg(
                    "The card {top} must be genuine in a {name} sequence; a wild card cannot "
                    "replace it.",
                    top=shape.top,
                    name=name,
                ),
            )
        return Violation(
            shape.rule,
            "missing_top",
            msg("A {name} sequence needs {top}.", name=name, top=shape.top),
        )
    in_group = [card for card in shape.group if genuine[card]]
    group_names = ", ".join(shape.group)
    if not in_group and wilds:
        return Violation(
            "R800-SEQ-9",
            "wild_cannot_replace",
            msg(
                "One of {group_names} must be genuine; wild cards cannot replace them all.",
                group_names=group_names,
            ),
        )
    need = 1 if len(in_group) == 1 else 0
    if not in_group or wilds < need:
        return Violation(
            shape.rule,
            "group_incomplete",
            msg(
                "A {name} sequence needs two of {group_names}.", name=name, group_names=group_names
            ),
        )
    filled = _ext_positions(shape, genuine)
    holes = sorted(set(range(1, max(filled, default=0) + 1)) - set(filled))
    if len(holes) > wilds - need:
        if wilds:  # R800-SEQ-10: each wild card replaces one card only
            return Violation(
                "R800-SEQ-10", "gap_in_sequence", msg("The sequence has more gaps than wild cards.")
            )
        return Violation(shape.rule, "gap_in_sequence", msg("The sequence continues without gaps."))
    if need + len(holes) == 2 and _wilds_collide(holes, bool(need), in_group[0] == shape.group[0]):
        return Violation(
            "R800-SEQ-12",
            "wilds_end_sequence",
            msg("T0 and FJ next to each other end a sequence; no card may follow them."),
        )
    return None


def _count_violation(
    shape: CountShape, kind: SequenceKind, genuine: Counter[Card], wilds: int
) -> Violation | None:
    held = sum(genuine.values())
    if held < 2:
        rule, code = ("R800-SEQ-9", "wild_cannot_replace") if wilds else (shape.rule, "too_short")
        return Violation(
            rule, code, msg("A {value} sequence needs two genuine cards.", value=kind.value)
        )
    if held + wilds < 3:
        return Violation(
            shape.rule, "too_short", msg("A {value} sequence needs three cards.", value=kind.value)
        )
    return None


def sequence_violation(kind: SequenceKind, cards: tuple[Card, ...]) -> Violation | None:
    """Why ``cards`` are not a valid ``kind`` sequence (R800-SEQ-13), or None when they are.

    The cards may be listed in any order: the source's notation is illustration (R800-SEQ-14).
    """
    counts = Counter(cards)
    excess = sorted(card for card, n in counts.items() if n > DECK_COUNTS.get(card, 0))
    if excess:
        return Violation(
            "R800-SEQ-13",
            "duplicate_card",
            msg("Listed more often than the deck holds: {excess}.", excess=", ".join(excess)),
        )
    wilds = sum(counts[card] for card in WILD_CARDS)
    genuine = Counter({c: n for c, n in counts.items() if c not in WILD_CARDS})
    strangers = sorted(set(genuine) - genuine_members(kind), key=lambda c: ORDER.get(c, len(ORDER)))
    if strangers:
        return Violation(
            "R800-SEQ-13",
            "not_in_sequence",
            msg(
                "These cards cannot belong to a {value} sequence: {strangers}.",
                value=kind.value,
                strangers=", ".join(strangers),
            ),
        )
    shape = SHAPES[kind]
    if isinstance(shape, SlotShape):
        return _slot_violation(shape, kind, genuine, wilds)
    return _count_violation(shape, kind, genuine, wilds)


@dataclass(frozen=True, slots=True)
class SequenceOption:
    """A valid sequence a hand can declare, with the genuine cards other kinds also want:
    ``T1`` (trump and snapphanar) and aces (suits and aces), for R800-DECL-7."""

    decl: SequenceDecl
    snapphanar: int
    aces: int  # bit mask over ``ACES``


def _subsets(items: tuple[T, ...], smallest: int = 0) -> Iterator[tuple[T, ...]]:
    """Sub-tuples by increasing size, each size in input order."""
    for size in range(smallest, len(items) + 1):
        yield from combinations(items, size)


def _extensions(
    held: tuple[bool, ...], full: bool, budget: int
) -> Iterator[tuple[tuple[int, ...], list[int]]]:
    """Genuine extension positions with their gaps (at most ``budget``), gaps never last."""
    tops = [len(held)] if full else [0, *(i for i in range(1, len(held) + 1) if held[i - 1])]
    for top in tops:
        below = range(1, top if not full else top + 1)
        forced = [i for i in below if not held[i - 1]]
        optional = tuple(i for i in below if held[i - 1])
        for extra in _subsets(optional):
            if len(forced) + len(extra) > budget:
                break
            holes = sorted([*forced, *extra])
            filled = tuple(i for i in range(1, top + 1) if i not in holes)
            yield filled, holes


def _slot_options(shape: SlotShape, hand: Counter[Card]) -> Iterator[tuple[Card, ...]]:
    if not hand[shape.top]:
        return
    group = tuple(card for card in shape.group if hand[card])
    wilds = tuple(card for card in WILD_CARDS if hand[card])
    held = tuple(bool(hand[card]) for card in shape.extension)
    snapphanar = min(hand[SNAPPHANE], shape.snapphane_slots)
    for chosen in _subsets(group, 1):
        need = 1 if len(chosen) == 1 else 0
        first_genuine = chosen[0] == shape.group[0]
        for wild in _subsets(wilds):
            budget = len(wild) - need
            if budget < 0:
                continue
            for ones in range(snapphanar + 1):
                for filled, holes in _extensions(held, ones > 0, budget):
                    if need + len(holes) == 2 and _wilds_collide(holes, bool(need), first_genuine):
                        continue
                    extension = tuple(shape.extension[i - 1] for i in filled)
                    yield (shape.top, *chosen, *extension, *(SNAPPHANE,) * ones, *wild)


def _count_options(shape: CountShape, hand: Counter[Card]) -> Iterator[tuple[Card, ...]]:
    wilds = tuple(card for card in WILD_CARDS if hand[card])
    pool = tuple(card for card in shape.members for _ in range(hand[card]))
    seen: set[tuple[Card, ...]] = set()
    for genuine in _subsets(pool, 2):
        if genuine in seen:  # the four T1 are one card for choosing
            continue
        seen.add(genuine)
        for wild in _subsets(wilds):
            if len(genuine) + len(wild) >= 3:
                yield (*genuine, *wild)


@lru_cache(maxsize=8192)
def _options_for(kind: SequenceKind, relevant: tuple[Card, ...]) -> tuple[SequenceOption, ...]:
    hand = Counter(relevant)
    shape = SHAPES[kind]
    found = (
        _slot_options(shape, hand) if isinstance(shape, SlotShape) else _count_options(shape, hand)
    )
    options = []
    for cards in found:
        ordered = sorted_cards(cards)
        mask = sum(1 << ACES.index(card) for card in ordered if card in ACES)
        options.append(SequenceOption(SequenceDecl(kind, ordered), ordered.count(SNAPPHANE), mask))
    options.sort(key=lambda o: (len(o.decl.cards), [ORDER[c] for c in o.decl.cards]))
    return tuple(options)


def sequence_options(kind: SequenceKind, hand: tuple[Card, ...]) -> tuple[SequenceOption, ...]:
    """Every valid sequence of ``kind`` the hand can show, in a fixed order (cached)."""
    members = genuine_members(kind) | set(WILD_CARDS)
    return _options_for(kind, sorted_cards(card for card in hand if card in members))
