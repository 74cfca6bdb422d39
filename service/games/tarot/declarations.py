"""Declarations of trick 1: sets (flertal), sequences, their points and every legal choice.

A ``declare`` step carries all of one player's combinations (R800-DECL-1 … 3), so the doubling
for three or more of one group by one player (R800-DECL-6, R800-SET-3, R800-SEQ-3) is decided by
that one step. The number of possible declarations multiplies across sets and sequences, so it is
counted by a small dynamic programme over the only cards two combinations may compete for
(``T1`` and the aces, R800-DECL-7) and listed lazily.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations

from service.core.cards import Card
from service.core.text import msg
from service.core.verdict import Violation
from service.games.tarot.deck import (
    SNAPPHANE,
    SUITS,
    TAROKKER,
    WILD_CARDS,
    contains,
    sorted_cards,
)
from service.games.tarot.sequences import (
    KIND_ORDER,
    sequence_options,
    sequence_points,
    sequence_violation,
)
from service.games.tarot.state import Declaration, Declare, SequenceDecl

# R800-SET-1: the five set groups; the four tarokker count as one rank. R800-SET-2: points.
SET_GROUPS: dict[str, tuple[Card, ...]] = {
    "tarokker": TAROKKER,
    **{rank: tuple(rank + suit for suit in SUITS) for rank in ("K", "Q", "C", "J")},
}
SET_POINTS: dict[str, dict[int, int]] = {
    "tarokker": {3: 18, 4: 36},
    "K": {3: 17, 4: 34},
    "Q": {3: 14, 4: 28},
    "C": {3: 13, 4: 26},
    "J": {3: 12, 4: 24},
}
GROUP_OF: dict[Card, str] = {card: name for name, cards in SET_GROUPS.items() for card in cards}
DOUBLING_AT = 3  # R800-DECL-6: three or more of one group by one player double that group


def set_group(cards: Sequence[Card]) -> str | None:
    """The group of a well-formed set (3 or 4 distinct cards of one group), else None."""
    groups = {GROUP_OF.get(card) for card in cards}
    if len(cards) not in (3, 4) or len(set(cards)) != len(cards) or len(groups) != 1:
        return None
    return groups.pop()


def set_violation(cards: Sequence[Card]) -> Violation | None:
    """R800-SET-1: three or four cards of tarokker, kings, queens, cavaliers or jacks."""
    if set_group(cards) is None:
        return Violation(
            "R800-SET-1",
            "not_a_set",
            msg(
                "The cards {cards} are not a set: three or four distinct tarokker, kings, "
                "queens, cavaliers or jacks.",
                cards=" ".join(cards),
            ),
        )
    return None


@dataclass(frozen=True, slots=True)
class DeclarationScore:
    """One player's declaration points by group, after doubling (R800-DECL-6)."""

    sets: tuple[int, ...]
    sequences: tuple[int, ...]

    @property
    def sets_doubled(self) -> bool:
        return len(self.sets) >= DOUBLING_AT  # R800-SET-3

    @property
    def sequences_doubled(self) -> bool:
        return len(self.sequences) >= DOUBLING_AT  # R800-SEQ-3

    @property
    def total(self) -> int:
        sets = sum(self.sets) * (2 if self.sets_doubled else 1)
        sequences = sum(self.sequences) * (2 if self.sequences_doubled else 1)
        return sets + sequences


def score_declaration(declaration: Declaration | Declare) -> DeclarationScore:
    """Points of a valid declaration (R800-SET-2, R800-SEQ-2, doubling R800-DECL-6)."""
    sets = tuple(SET_POINTS[set_group(cards) or ""][len(cards)] for cards in declaration.sets)
    sequences = tuple(sequence_points(len(s.cards)) for s in declaration.sequences)
    return DeclarationScore(sets, sequences)


def combination_violations(move: Declare | Declaration) -> list[Violation]:
    """What is wrong with the shown combinations themselves, whatever the hand."""
    if not move.sets and not move.sequences:
        return [
            Violation("R800-DECL-1", "empty_declaration", msg("A declaration shows something."))
        ]
    found = [v for cards in move.sets if (v := set_violation(cards)) is not None]
    groups = Counter(set_group(cards) for cards in move.sets)
    if any(n > 1 for group, n in groups.items() if group is not None):
        found.append(
            Violation("R800-DECL-7", "card_in_two_sets", msg("A card may belong to one set only."))
        )
    found += [v for s in move.sequences if (v := sequence_violation(s.kind, s.cards)) is not None]
    if len({s.kind for s in move.sequences}) < len(move.sequences):
        found.append(
            Violation(
                "R800-SEQ-1",
                "duplicate_sequence_kind",
                msg("A player declares at most one sequence of each kind (A800-12)."),
            )
        )
    return found


def declaration_violations(hand: tuple[Card, ...], move: Declare | Declaration) -> list[Violation]:
    """What is wrong with ``move`` for this hand (its timing is checked by the caller)."""
    combos = [*move.sets, *(s.cards for s in move.sequences)]
    # R800-DECL-5: only cards in the hand (never the dealer's discards) may be shown.
    found = [
        Violation(
            "R800-DECL-5",
            "card_not_in_hand",
            msg("The declarer must hold every card he shows: {cards}.", cards=" ".join(cards)),
        )
        for cards in combos
        if not contains(hand, cards)
    ]
    found += combination_violations(move)
    # R800-SEQ-11: the wild cards may serve several sequences, so only genuine cards are pooled.
    genuine = [c for s in move.sequences for c in s.cards if c not in WILD_CARDS]
    if not found and not contains(hand, genuine):
        # R800-DECL-7 (A800-09): a genuine card in one sequence only; wild cards in any number.
        found.append(
            Violation(
                "R800-DECL-7",
                "card_in_two_sequences",
                msg("A genuine card may belong to one sequence only."),
            )
        )
    return found


def canonical(move: Declare) -> Declare:
    """The same declaration with sets by group and sequences by kind, cards in deck order."""
    group_rank = list(SET_GROUPS)
    sets = sorted(
        (sorted_cards(cards) for cards in move.sets),
        key=lambda cards: (group_rank.index(GROUP_OF.get(cards[0], "J")) if cards else 0, cards),
    )
    sequences = sorted(
        (SequenceDecl(s.kind, sorted_cards(s.cards)) for s in move.sequences),
        key=lambda s: KIND_ORDER.index(s.kind),
    )
    return Declare(move.player, tuple(sets), tuple(sequences))


class DeclarationSpace:
    """Every legal declaration of one hand: counted exactly, listed lazily in a fixed order.

    R800-DECL-2: declaring is voluntary and may show less than the hand holds, so every valid
    subset counts (three of four kings, three cards of a longer sequence).

    Sets never compete for cards with sequences (R800-DECL-7), so their choices multiply;
    sequences compete only for ``T1`` (trump and snapphanar) and aces (suits and aces).
    """

    def __init__(self, hand: tuple[Card, ...]) -> None:
        held = set(hand)
        self.set_choices: list[tuple[tuple[Card, ...], ...]] = []
        for cards in SET_GROUPS.values():
            mine = tuple(card for card in cards if card in held)
            if len(mine) >= 3:
                self.set_choices.append((*combinations(mine, 3), *combinations(mine, 4)))
        self.sequence_choices = [
            options for kind in KIND_ORDER if (options := sequence_options(kind, hand))
        ]
        self.snapphanar = hand.count(SNAPPHANE)

    def count(self) -> int:
        """How many distinct non-empty declarations the hand allows."""
        ways: dict[tuple[int, int], int] = {(0, 0): 1}  # (T1 used, aces used) -> choices
        for options in self.sequence_choices:
            needs = Counter((option.snapphanar, option.aces) for option in options)
            after = dict(ways)
            for (ones, mask), n in ways.items():
                for (more, aces), m in needs.items():
                    if ones + more <= self.snapphanar and not mask & aces:
                        key = (ones + more, mask | aces)
                        after[key] = after.get(key, 0) + n * m
            ways = after
        sets = 1
        for choices in self.set_choices:
            sets *= 1 + len(choices)
        return sets * sum(ways.values()) - 1

    def moves(self, player: int) -> Iterator[Declare]:
        """The declarations in order: sets chosen first, then sequences, "nothing" first."""
        for sets in self._sets(0):
            for sequences in self._sequences(0, 0, 0):
                if sets or sequences:
                    yield Declare(player, sets, sequences)

    def _sets(self, index: int) -> Iterator[tuple[tuple[Card, ...], ...]]:
        if index == len(self.set_choices):
            yield ()
            return
        for rest in self._sets(index + 1):
            yield rest
        for cards in self.set_choices[index]:
            for rest in self._sets(index + 1):
                yield (cards, *rest)

    def _sequences(self, index: int, ones: int, mask: int) -> Iterator[tuple[SequenceDecl, ...]]:
        if index == len(self.sequence_choices):
            yield ()
            return
        yield from self._sequences(index + 1, ones, mask)
        for option in self.sequence_choices[index]:
            if ones + option.snapphanar > self.snapphanar or mask & option.aces:
                continue
            for rest in self._sequences(index + 1, ones + option.snapphanar, mask | option.aces):
                yield (option.decl, *rest)
