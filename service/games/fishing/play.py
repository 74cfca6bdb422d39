"""Judging one fishing play: which table items it takes, in which groups, at which values.

The client names the items; this module finds a grouping and valuation that make the capture
legal (CORE-CAP-7), honours pinned ``groups``/``values``, applies forced-capture rules
(MISAR-FORCE-4, also via KAS-VAR-3) and explains every refusal with the most specific rule
ID — Finnish Kasino's "an ace cannot capture a single ace" included (FIN-VAL-2).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from itertools import product

from service.core.cards import Card, remove_cards, sorted_cards
from service.core.verdict import Violation
from service.games.fishing.capture import (
    Grouping,
    classify,
    find_grouping,
    group_sums_to,
    subset_sum_possible,
)
from service.games.fishing.grouping import partition
from service.games.fishing.state import FishingMove, FishingState
from service.games.fishing.values import (
    Valuation,
    ValueSet,
    hand_values,
    special_kind,
    table_values,
)


@dataclass(frozen=True)
class CaptureRules:
    """The capture behaviour a game variation chooses (data, not branches).

    ``forced_tabbe``: MISAR-FORCE-1. ``hand_value_rule``: the rule cited when a special card
    fails only because it counts high from the hand (FIN-VAL-2 in Finnish Kasino).
    """

    valuation: Valuation
    forced_capture: bool = False
    forced_tabbe: bool = False
    hand_value_rule: str | None = None


@dataclass(frozen=True)
class Capture:
    """A capture resolved to card level: the grouping the referee used."""

    card: Card
    value: int
    groups: tuple[tuple[Card, ...], ...]
    values: Mapping[Card, int]

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(card for group in self.groups for card in group)


@dataclass(frozen=True)
class Judgement:
    """Violations (empty when legal) and, for a legal capture, how it was read."""

    violations: tuple[Violation, ...]
    capture: Capture | None = None


def _allowed(values: ValueSet, card: Card, pinned: Mapping[Card, int]) -> ValueSet:
    if card in pinned:
        return (pinned[card],) if pinned[card] in values else ()
    return values


def pinned_value_problems(
    move: FishingMove,
    items: Sequence[str],
    allowed: Callable[[Card, bool], ValueSet],
    refusal: Callable[[Card, str, ValueSet, int], Violation],
) -> list[Violation]:
    """Pinned values must belong to cards in the play (CORE-CARD-5) and be values those cards
    may take: ``allowed(card, from_hand)``; ``refusal`` words the game's verdict on one that
    is not (the Kasino family's valuations, the building games' fixed values)."""
    problems: list[Violation] = []
    in_play = set(items) | {move.card}
    for card, value in sorted(move.values.items()):
        if card not in in_play:
            problems.append(
                Violation(
                    "CORE-CARD-5",
                    "value_for_card_not_in_play",
                    f"A value is given for {card}, which takes no part in this play.",
                )
            )
            continue
        from_hand = card == move.card
        values = allowed(card, from_hand)
        if value not in values:
            where = "from the hand" if from_hand else "on the table"
            problems.append(refusal(card, where, values, value))
    return problems


def check_pinned_values(
    move: FishingMove, items: Sequence[str], rules: CaptureRules
) -> list[Violation]:
    """Pinned values must be values the cards may take under the valuation (CORE-CARD-4)."""

    def allowed(card: Card, from_hand: bool) -> ValueSet:
        return (hand_values if from_hand else table_values)(card, rules.valuation)

    def refusal(card: Card, where: str, values: ValueSet, value: int) -> Violation:
        choices = " or ".join(map(str, values))
        return Violation(
            "CORE-CARD-4",
            "value_not_allowed",
            f"The card {card} {where} counts {choices} under valuation "
            f"'{rules.valuation.value}', not {value}.",
        )

    return pinned_value_problems(move, items, allowed, refusal)


def can_capture(card: Card, loose: Sequence[Card], rules: CaptureRules) -> bool:
    """Does some value of the card take at least one loose card or group? (MISAR-FORCE-4)."""
    item_values = [table_values(c, rules.valuation) for c in loose]
    return any(subset_sum_possible(v, item_values) for v in hand_values(card, rules.valuation))


def judge_capture(state: FishingState, move: FishingMove, rules: CaptureRules) -> Judgement:
    """Is ``move`` (a capture of loose cards) legal here, and with which grouping?"""
    assert move.card is not None
    items = list(move.capture or ())
    if move.groups is not None and not items:
        items = [card for group in move.groups for card in group]
    problems = _check_items(state, items, move)
    problems += check_pinned_values(move, items, rules)
    if problems:
        return Judgement(tuple(problems))
    played = _allowed(hand_values(move.card, rules.valuation), move.card, move.values)
    item_values = [_allowed(table_values(c, rules.valuation), c, move.values) for c in items]
    remaining_values: list[ValueSet] | None = None  # the cards left: only forced capture asks
    candidates: list[Capture] = []
    for value in played:
        capture = _grouping_at(move, items, item_values, value)
        if capture is None:
            continue
        candidates.append(capture)
        if not rules.forced_capture:
            return Judgement((), capture)
        if remaining_values is None:
            remaining = remove_cards(state.table.cards, items)
            remaining_values = [table_values(c, rules.valuation) for c in remaining]
        if not subset_sum_possible(value, remaining_values):
            return Judgement((), capture)
    if candidates:
        left = ", ".join(sorted_cards(remove_cards(state.table.cards, items)))
        return Judgement(
            (
                Violation(
                    "MISAR-FORCE-4",
                    "capture_not_maximal",
                    f"With forced capture the play of {move.card} must take everything it can; "
                    f"cards left on the table ({left}) still make a group of "
                    f"{candidates[0].value}.",
                ),
            )
        )
    return Judgement((_explain_failure(move, items, item_values, played, rules),))


def _check_items(state: FishingState, items: Sequence[str], move: FishingMove) -> list[Violation]:
    if not items:
        return [Violation("CORE-CAP-7", "empty_capture", "A capture must take at least one card.")]
    named = set(items)
    # the common case, distinct items all lying on the table, has nothing to report on them
    problems = (
        []
        if len(named) == len(items) and named.issubset(state.table.cards)
        else _item_problems(state, items)
    )
    if (
        move.groups is not None
        and move.capture is not None
        and Counter(card for group in move.groups for card in group) != Counter(move.capture)
    ):
        problems.append(
            Violation(
                "CORE-CAP-7",
                "groups_do_not_match_capture",
                "The groups must contain exactly the captured cards.",
            )
        )
    if move.groups is not None and any(not group for group in move.groups):
        problems.append(Violation("CORE-CAP-1", "empty_group", "A group may not be empty."))
    return problems


def _item_problems(state: FishingState, items: Sequence[str]) -> list[Violation]:
    """Items that are not on the table, or named more often than they lie there."""
    problems: list[Violation] = []
    on_table = Counter(state.table.cards)
    for item, times in sorted(Counter(items).items()):
        present = on_table.get(item, 0)
        if present == 0:
            build_ids = {build.id for build in state.table.builds}
            what = "a build" if item in build_ids else "a loose card on the table"
            problems.append(
                Violation(
                    "CORE-CAP-7",
                    "not_on_table",
                    f"The item {item} is not {what} that can be taken.",
                )
            )
        elif times > present:
            problems.append(
                Violation(
                    "CORE-CAP-3",
                    "card_used_twice",
                    f"The item {item} is named {times} times but lies on the table {present} "
                    "time(s).",
                )
            )
    return problems


def _grouping_at(
    move: FishingMove, items: Sequence[Card], item_values: Sequence[ValueSet], value: int
) -> Capture | None:
    """The capture at one played value, with the client's groups if it pinned them."""
    assert move.card is not None
    if move.groups is not None:
        chosen: dict[Card, int] = {}
        lookup = dict(zip(items, item_values, strict=True))
        for group in move.groups:
            picks = group_sums_to(value, [lookup[card] for card in group])
            if picks is None:
                return None
            chosen.update({card: picks[i] for i, card in enumerate(group)})
        groups = tuple(tuple(group) for group in move.groups)
        return Capture(move.card, value, groups, _special_values(move.card, value, chosen))
    grouping = find_grouping((value,), item_values)
    if grouping is None:
        return None
    return _to_capture(move.card, items, grouping)


def _to_capture(card: Card, items: Sequence[Card], grouping: Grouping) -> Capture:
    groups = tuple(tuple(items[i] for i in group) for group in grouping.groups)
    chosen = {items[i]: value for i, value in grouping.item_values.items()}
    return Capture(card, grouping.value, groups, _special_values(card, grouping.value, chosen))


def _special_values(card: Card, value: int, chosen: Mapping[Card, int]) -> dict[Card, int]:
    """The values used for special cards (the only ones a client could have chosen)."""
    used = {c: v for c, v in chosen.items() if special_kind(c) is not None}
    if special_kind(card) is not None:
        used[card] = value
    return dict(sorted(used.items()))


def _explain_failure(
    move: FishingMove,
    items: Sequence[Card],
    item_values: Sequence[ValueSet],
    played: ValueSet,
    rules: CaptureRules,
) -> Violation:
    """The most specific reason no grouping exists (CORE-CARD-5, CORE-CAP-3, CORE-CAP-1 or
    the game's hand-value rule)."""
    names = ", ".join(items)
    shown = " or ".join(map(str, played)) if played else "no allowed value"
    if move.groups is not None:
        return Violation(
            "CORE-CAP-1",
            "group_does_not_add_up",
            f"Not every group adds up to the value of {move.card} ({shown}).",
        )
    if len(played) > 1 and _mixed_split_exists(item_values, played):
        return Violation(
            "CORE-CARD-5",
            "one_value_per_card",
            f"The card {move.card} would need two values at once to take {names}; "
            "a card has one value per play.",
        )
    unfit = [
        card
        for index, card in enumerate(items)
        if not any(_coverable(index, item_values, v) for v in played)
    ]
    low_value = _hand_value_only(move, items, item_values, unfit, rules)
    if low_value is not None:
        return low_value
    if unfit:
        return Violation(
            "CORE-CAP-1",
            "not_capturable",
            f"The card {move.card} ({shown}) cannot take {', '.join(unfit)}: "
            "no group with it adds up to the played value.",
        )
    return Violation(
        "CORE-CAP-3",
        "card_in_two_groups",
        f"The cards {names} cannot be split into separate groups of {shown}; "
        "each table card may belong to one group only.",
    )


def _hand_value_only(
    move: FishingMove,
    items: Sequence[Card],
    item_values: Sequence[ValueSet],
    unfit: Sequence[Card],
    rules: CaptureRules,
) -> Violation | None:
    """FIN-VAL-2: cards the played special card could take at its table value, not from the
    hand (an ace from the hand is 14 and never takes a single ace, 1 on the table)."""
    assert move.card is not None
    if rules.hand_value_rule is None or special_kind(move.card) is None:
        return None
    hand = hand_values(move.card, rules.valuation)
    lows = [v for v in table_values(move.card, rules.valuation) if v not in hand]
    blocked = [
        card
        for index, card in enumerate(items)
        if card in unfit and any(_coverable(index, item_values, low) for low in lows)
    ]
    if not blocked:
        return None
    counts = " or ".join(map(str, hand))
    return Violation(
        rules.hand_value_rule,
        "hand_value_only",
        f"The card {move.card} played from the hand counts {counts}, not "
        f"{' or '.join(map(str, lows))} as on the table, so it cannot take {', '.join(blocked)}.",
    )


def _coverable(index: int, item_values: Sequence[ValueSet], target: int) -> bool:
    """Is there a group of ``target`` among the items that contains item ``index``?"""
    others = [values for i, values in enumerate(item_values) if i != index]
    for value in item_values[index]:
        if value == target or (value < target and subset_sum_possible(target - value, others)):
            return True
    return False


_MIXED_SPLIT_LIMIT = 64  # only picks the most telling rule ID; never decides legality


def _mixed_split_exists(item_values: Sequence[ValueSet], played: ValueSet) -> bool:
    """Could the items be taken if the played card had two values at once? (bounded check)."""
    classes = classify(item_values)
    counts = classes.counts
    splits = 1
    for n in counts:
        splits *= n + 1
    if splits > _MIXED_SPLIT_LIMIT:
        return False
    low, high = min(played), max(played)
    for first in product(*(range(n + 1) for n in counts)):
        second = tuple(n - k for n, k in zip(counts, first, strict=True))
        if not any(first) or not any(second):
            continue
        if partition(classes.values, first, low) is not None and (
            partition(classes.values, second, high) is not None
        ):
            return True
    return False
