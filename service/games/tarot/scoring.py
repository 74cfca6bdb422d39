"""Deal scores: declarations, card points counted in pairs, discards and the last trick.

R800-SCORE-1: a side's deal score is its declaration points + its card points (R800-PTS-3) + 6
for the last trick (R800-LAST-1). Every line is a :class:`ScoreItem` with its rule ID, so a
client can show the sheet; the totals are the sums of the lines.
"""

from __future__ import annotations

from collections.abc import Iterable

from service.core.cards import Card
from service.core.game import ScoreItem
from service.core.text import msg
from service.games.tarot.deck import CLASS_OF, WITH_HACKA, CardClass, half_points
from service.games.tarot.declarations import SET_GROUPS, score_declaration, set_group
from service.games.tarot.state import TarotState
from service.games.tarot.variants import Variant

LAST_TRICK_POINTS = 6  # R800-LAST-1


def pair_points(first: Card, second: Card) -> int:
    """R800-PTS-2: a pair as the source counts it (Table 4, minus 1 for two non-hackor).

    >>> pair_points("KS", "CH"), pair_points("QD", "JC"), pair_points("T20", "7S")
    (7, 5, 5)
    """
    a, b = CLASS_OF[first], CLASS_OF[second]
    if CardClass.HACKA in (a, b):
        return WITH_HACKA[a if b is CardClass.HACKA else b]
    return WITH_HACKA[a] + WITH_HACKA[b] - 1


def count_in_pairs(cards: Iterable[Card]) -> int:
    """R800-PTS-2: pair every other card with a hacka while hackor last, then the rest.

    Any pairing of an even number of cards gives the sum of the R800-PTS-1 values; an odd
    count (impossible in play, R800-PTS-4) sums the values and rounds down (AMBIGUITY A800-03).
    """
    pile = list(cards)
    if len(pile) % 2:
        return sum(half_points(card) for card in pile) // 2
    hackor = [card for card in pile if CLASS_OF[card] is CardClass.HACKA]
    others = [card for card in pile if CLASS_OF[card] is not CardClass.HACKA]
    partners = hackor[: len(others)]
    ordered = [card for pair in zip(others, partners, strict=False) for card in pair]
    ordered += others[len(partners) :] + hackor[len(partners) :]
    return sum(pair_points(ordered[i], ordered[i + 1]) for i in range(0, len(ordered), 2))


def declaration_items(variant: Variant, state: TarotState) -> list[ScoreItem]:
    """Each declared set and sequence, and each doubling (R800-DECL-4, R800-DECL-6)."""
    items: list[ScoreItem] = []
    group_names = list(SET_GROUPS)
    for declaration in state.declarations:
        side, seat = variant.side_of(declaration.player), declaration.player
        score = score_declaration(declaration)
        for cards, points in zip(declaration.sets, score.sets, strict=True):
            group = set_group(cards) or group_names[0]
            label = (
                msg("tretal of {group}", group=group)
                if len(cards) == 3
                else msg("fyrtal of {group}", group=group)
            )
            items.append(ScoreItem(side, "R800-SET-2", "set", label, points, len(cards), seat))
        if score.sets_doubled:
            items.append(
                ScoreItem(
                    side,
                    "R800-SET-3",
                    "sets_doubled",
                    msg("three or more sets doubled"),
                    sum(score.sets),
                    len(score.sets),
                    seat,
                )
            )
        for sequence, points in zip(declaration.sequences, score.sequences, strict=True):
            label = msg(
                "{kind} sequence of {count}", kind=sequence.kind.value, count=len(sequence.cards)
            )
            items.append(
                ScoreItem(side, "R800-SEQ-2", "sequence", label, points, len(sequence.cards), seat)
            )
        if score.sequences_doubled:
            items.append(
                ScoreItem(
                    side,
                    "R800-SEQ-3",
                    "sequences_doubled",
                    msg("three or more sequences doubled"),
                    sum(score.sequences),
                    len(score.sequences),
                    seat,
                )
            )
    return items


def discard_receiver(variant: Variant, state: TarotState, seat: int) -> int:
    """The side that counts ``seat``'s discards: his own, unless it won no trick.

    R800-DEAL-5 / R1000-8 (AMBIGUITY A800-06): then they go to the opposing side.
    """
    side = variant.side_of(seat)
    tricks = sum(state.tricks_won[s] for s in variant.sides[side])
    return side if tricks else (side + 1) % variant.side_count


def card_items(variant: Variant, state: TarotState) -> list[ScoreItem]:
    """Card points of the won cards and the discards, and the last trick (R800-PTS-3).

    The stock is never counted: in 800 and 1000 it is empty, so all 62 cards score, 93 with the
    last trick (R1000-7); in 150 and Fjabbe the cards out of play count for nobody, so the total
    varies from deal to deal (R150-4).
    """
    items = [
        ScoreItem(
            side, "R800-PTS-3", "card_points", msg("cards won"), count_in_pairs(pile), len(pile)
        )
        for side, pile in enumerate(state.won)
    ]
    for seat, cards in enumerate(state.discards):
        if not cards:
            continue
        receiver = discard_receiver(variant, state, seat)
        kept = receiver == variant.side_of(seat)
        rule, code = (
            (variant.discards_kept_rule, "discards")
            if kept
            else (variant.discards_lost_rule, "discards_lost")
        )
        label = msg("discards of seat {seat}", seat=seat)
        items.append(
            ScoreItem(receiver, rule, code, label, count_in_pairs(cards), len(cards), seat)
        )
    if state.last_winner is not None:
        items.append(
            ScoreItem(
                variant.side_of(state.last_winner),
                "R800-LAST-1",
                "last_trick",
                msg("last trick"),
                LAST_TRICK_POINTS,
                seat=state.last_winner,
            )
        )
    return items


def deal_items(variant: Variant, state: TarotState) -> list[ScoreItem]:
    """The whole sheet; a deal ended by a declaration win scores its declarations only."""
    items = declaration_items(variant, state)
    if state.ended_by != "declaration":
        items += card_items(variant, state)
    return items


def side_totals(variant: Variant, items: Iterable[ScoreItem]) -> tuple[int, ...]:
    totals = [0] * variant.side_count
    for item in items:
        totals[item.side] += item.points
    return tuple(totals)


def side_tricks(variant: Variant, state: TarotState) -> tuple[int, ...]:
    return tuple(sum(state.tricks_won[seat] for seat in seats) for seats in variant.sides)
