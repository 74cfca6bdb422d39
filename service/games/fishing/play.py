"""Judging one fishing play: which table items it takes, in which groups, at which values.

The client names the items; this module finds a grouping and valuation that make the capture
legal (CORE-CAP-7), honours pinned ``groups``/``values``, applies forced-capture rules
(MISAR-FORCE-4, also via KAS-VAR-3) and explains every refusal with the most specific rule
ID — Finnish Kasino's "an ace cannot capture a single ace" included (FIN-VAL-2).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from itertools import product

from service.core.cards import Card, remove_cards, sorted_cards
from service.core.text import either, joined, msg
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

    ``forced_tabbe``: MISAR-FORCE-1. The game's own value rules, cited where a special card's
    value under the game's scheme is what refuses a play (a verdict names the rule a player
    would look up, not the generic CORE-CAP-1): ``hand_value_rule`` when the played card's
    value from the hand does (FIN-VAL-2, BYGG-VAL-2, MULLE-G-4; the valuation option
    KAS-VAR-1 or MULLE-S-VAR-1), ``value_rule`` when a table card's value or a pinned value
    does (FIN-VAL-1, BYGG-VAL-1, MULLE-G-4; CORE-CARD-4 where unset). ``value_option``: the
    value rules name an option choosing among the CORE-CARD-4 schemes, so they govern only
    values another scheme allows; a value no scheme gives a card breaks CORE-CARD-4 itself.
    """

    valuation: Valuation
    forced_capture: bool = False
    forced_tabbe: bool = False
    hand_value_rule: str | None = None
    value_rule: str | None = None
    value_option: bool = False

    def value_refusal_rule(self, card: Card, value: int) -> str:
        """The rule a value the scheme does not give ``card`` breaks (see the class)."""
        if self.value_rule is None:
            return "CORE-CARD-4"
        if self.value_option and value not in _choice_values(card):
            return "CORE-CARD-4"
        return self.value_rule


def _choice_values(card: Card) -> ValueSet:
    """Every value any CORE-CARD-4 scheme gives the card (V-CHOICE's, wherever it lies)."""
    return hand_values(card, Valuation.CHOICE)


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
                    msg(
                        "A value is given for {card}, which takes no part in this play.", card=card
                    ),
                )
            )
            continue
        from_hand = card == move.card
        values = allowed(card, from_hand)
        if value not in values:
            where = msg("from the hand") if from_hand else msg("on the table")
            problems.append(refusal(card, where, values, value))
    return problems


def check_pinned_values(
    move: FishingMove, items: Sequence[str], rules: CaptureRules
) -> list[Violation]:
    """Pinned values must be values the cards may take under the valuation (CORE-CARD-4)."""

    def allowed(card: Card, from_hand: bool) -> ValueSet:
        return (hand_values if from_hand else table_values)(card, rules.valuation)

    def refusal(card: Card, where: str, values: ValueSet, value: int) -> Violation:
        choices = either(values)
        return Violation(
            rules.value_refusal_rule(card, value),
            "value_not_allowed",
            msg(
                "The card {card} {where} counts {choices} under valuation '{valuation}', not "
                "{value}.",
                card=card,
                where=where,
                choices=choices,
                valuation=rules.valuation.value,
                value=value,
            ),
        )

    return pinned_value_problems(move, items, allowed, refusal)


def can_capture(card: Card, loose: Sequence[Card], rules: CaptureRules) -> bool:
    """Does some value of the card take at least one loose card or group? (MISAR-FORCE-4)."""
    item_values = [table_values(c, rules.valuation) for c in loose]
    return any(subset_sum_possible(v, item_values) for v in hand_values(card, rules.valuation))


def judge_capture(state: FishingState, move: FishingMove, rules: CaptureRules) -> Judgement:
    """Is ``move`` (a capture of loose cards) legal here, and with which grouping?

    The rule an illegal capture breaks never depends on what the client pinned: when the
    capture of these items is illegal however they are grouped and valued, that verdict comes
    first and a pinned grouping's or value's own fault after it; when some grouping would do,
    the pinned one is what is wrong.
    """
    if move.groups is None and not move.values:
        return _judge(state, move, rules)
    free = _judge(state, unpinned(move), rules)
    pinned = _judge(state, move, rules)
    if pinned.capture is not None or free.capture is not None:
        return pinned
    cited = {v.rule for v in free.violations}
    extra = tuple(v for v in pinned.violations if v.rule not in cited)
    return Judgement(free.violations + extra)


def capture_items(move: FishingMove) -> list[str]:
    """The items a capture takes: ``capture``, or the pinned groups' items without it."""
    items = list(move.capture or ())
    if move.groups is not None and not items:
        items = [item for group in move.groups for item in group]
    return items


def unpinned(move: FishingMove) -> FishingMove:
    """The same capture with nothing pinned: its items, no groups, no values."""
    return replace(move, capture=tuple(capture_items(move)), groups=None, values={})


def _judge(state: FishingState, move: FishingMove, rules: CaptureRules) -> Judgement:
    assert move.card is not None
    items = capture_items(move)
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
                    msg(
                        "With forced capture the play of {card} must take everything it can; "
                        "cards left on the table ({left}) still make a group of {value}.",
                        card=move.card,
                        left=left,
                        value=candidates[0].value,
                    ),
                ),
            )
        )
    if move.groups is not None:
        return Judgement((_explain_groups(move, items, item_values, played),))
    # pinned values: the capture was judged without them first, the scheme included
    scheme = rules if not move.values else None
    return Judgement((explain_failure(move.card, items, item_values, played, scheme),))


def _check_items(state: FishingState, items: Sequence[str], move: FishingMove) -> list[Violation]:
    if not items:
        return [
            Violation("CORE-CAP-7", "empty_capture", msg("A capture must take at least one card."))
        ]
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
                msg("The groups must contain exactly the captured cards."),
            )
        )
    if move.groups is not None and any(not group for group in move.groups):
        problems.append(Violation("CORE-CAP-1", "empty_group", msg("A group may not be empty.")))
    return problems


def _item_problems(state: FishingState, items: Sequence[str]) -> list[Violation]:
    """Items that are not on the table, or named more often than they lie there."""
    problems: list[Violation] = []
    on_table = Counter(state.table.cards)
    for item, times in sorted(Counter(items).items()):
        present = on_table.get(item, 0)
        if present == 0:
            build_ids = {build.id for build in state.table.builds}
            problems.append(
                Violation(
                    "CORE-CAP-7",
                    "not_on_table",
                    msg("The item {item} is not a build that can be taken.", item=item)
                    if item in build_ids
                    else msg(
                        "The item {item} is not a loose card on the table that can be taken.",
                        item=item,
                    ),
                )
            )
        elif times > present:
            problems.append(
                Violation(
                    "CORE-CAP-3",
                    "card_used_twice",
                    msg(
                        "The item {item} is named {times} times but lies on the table {present} "
                        "time(s).",
                        item=item,
                        times=times,
                        present=present,
                    ),
                )
            )
    return problems


def _grouping_at(
    move: FishingMove, items: Sequence[Card], item_values: Sequence[ValueSet], value: int
) -> Capture | None:
    """The capture at one played value, with the client's groups if it pinned them."""
    assert move.card is not None
    if move.groups is not None:
        chosen: list[tuple[Card, int]] = []
        lookup = dict(zip(items, item_values, strict=True))
        for group in move.groups:
            picks = group_sums_to(value, [lookup[card] for card in group])
            if picks is None:
                return None
            chosen += [(card, picks[i]) for i, card in enumerate(group)]
        groups = tuple(tuple(group) for group in move.groups)
        return Capture(move.card, value, groups, _special_values(move.card, value, chosen))
    grouping = find_grouping((value,), item_values)
    if grouping is None:
        return None
    return _to_capture(move.card, items, grouping)


def _to_capture(card: Card, items: Sequence[Card], grouping: Grouping) -> Capture:
    groups = tuple(tuple(items[i] for i in group) for group in grouping.groups)
    chosen = [(items[i], value) for i, value in grouping.item_values.items()]
    return Capture(card, grouping.value, groups, _special_values(card, grouping.value, chosen))


def _special_values(card: Card, value: int, chosen: Sequence[tuple[Card, int]]) -> dict[Card, int]:
    """The values used for special cards (the only ones a client could have chosen), as a
    move's ``values`` would pin them. ``values`` is keyed by card code, so where two copies of
    a code in the play took different values (two decks: Mulle's played 10D as 16 taking the
    table's 10D as 10) no pin can say so, and that code is left out: the groups then fix the
    reading alone."""
    used: dict[Card, set[int]] = {}
    for c, v in [*chosen, (card, value)]:
        if special_kind(c) is not None:
            used.setdefault(c, set()).add(v)
    return {c: next(iter(vs)) for c, vs in sorted(used.items()) if len(vs) == 1}


def _explain_groups(
    move: FishingMove, items: Sequence[Card], item_values: Sequence[ValueSet], played: ValueSet
) -> Violation:
    """Why the client's own groups fail when some other grouping would not: a group that adds
    up at no value of the played card (CORE-CAP-1), or groups that each add up at one of its
    values but not all at the same one (CORE-CARD-5)."""
    assert move.card is not None and move.groups is not None
    lookup = dict(zip(items, item_values, strict=True))
    fits = [
        [value for value in played if group_sums_to(value, [lookup[c] for c in group])]
        for group in move.groups
    ]
    shown = either(played) if played else msg("no allowed value")
    for group, values in zip(move.groups, fits, strict=True):
        if not values:
            return Violation(
                "CORE-CAP-1",
                "group_does_not_add_up",
                msg(
                    "The group {group} does not add up to the value of {card} ({shown}).",
                    group=list(group),
                    card=move.card,
                    shown=shown,
                ),
            )
    return Violation(
        "CORE-CARD-5",
        "one_value_per_card",
        msg(
            "The card {card} would need two values at once for these groups; a card has one "
            "value per play.",
            card=move.card,
        ),
    )


def explain_failure(
    card: Card,
    items: Sequence[Card],
    item_values: Sequence[ValueSet],
    played: ValueSet,
    rules: CaptureRules | None,
) -> Violation:
    """The most specific reason no grouping takes ``items``: the played card would need two
    values (CORE-CARD-5); the game's scheme (``rules``, when the values are the scheme's own
    rather than pinned) values the played card (``hand_value_rule``) or a table card
    (``value_rule``) so that it fails where another value would take the cards; a card no
    group of the played value can hold (CORE-CAP-1); or only overlapping groups would take
    them all (CORE-CAP-3)."""
    names = ", ".join(items)
    shown = either(played) if played else msg("no allowed value")
    if len(played) > 1 and _mixed_split_exists(item_values, played):
        return Violation(
            "CORE-CARD-5",
            "one_value_per_card",
            msg(
                "The card {card} would need two values at once to take {names}; a card has one "
                "value per play.",
                card=card,
                names=names,
            ),
        )
    unfit = [
        item
        for index, item in enumerate(items)
        if not any(_coverable(index, item_values, v) for v in played)
    ]
    scheme = (
        None if rules is None else _scheme_refusal(card, items, item_values, played, unfit, rules)
    )
    if scheme is not None:
        return scheme
    if unfit:
        return Violation(
            "CORE-CAP-1",
            "not_capturable",
            msg(
                "The card {card} ({shown}) cannot take {unfit}: no group with it adds up to the "
                "played value.",
                card=card,
                shown=shown,
                unfit=", ".join(unfit),
            ),
        )
    return Violation(
        "CORE-CAP-3",
        "card_in_two_groups",
        msg(
            "The cards {names} cannot be split into separate groups of {shown}; each table "
            "card may belong to one group only.",
            names=names,
            shown=shown,
        ),
    )


def _scheme_refusal(
    card: Card,
    items: Sequence[Card],
    item_values: Sequence[ValueSet],
    played: ValueSet,
    unfit: Sequence[Card],
    rules: CaptureRules,
) -> Violation | None:
    """The game's value rule, when its scheme is what refuses the capture: the items could be
    taken (all of them, or some that no group takes now) were the played card valued as
    another scheme values it (an ace from the hand 1: FIN-VAL-2, BYGG-VAL-2, MULLE-G-4;
    lillan 15 under 'aces': KAS-VAR-1), or the special table cards so (lillan 15 on the table
    under V-HANDTABLE: FIN-VAL-1, BYGG-VAL-1). None when no other value would help."""
    others = tuple(v for v in _choice_values(card) if v not in played)
    if rules.hand_value_rule is not None and others:
        blocked = _taken_at(items, item_values, others, unfit)
        if blocked is not None:
            return _hand_value_violation(card, played, others, blocked, rules)
    if rules.value_rule is not None:
        wider = [
            _choice_values(item) if special_kind(item) is not None else values
            for item, values in zip(items, item_values, strict=True)
        ]
        if wider != list(item_values):
            blocked = _taken_at(items, wider, played, unfit)
            if blocked is not None:
                specials = [
                    msg("{card} {values}", card=item, values=either(values))
                    for item, values in zip(items, item_values, strict=True)
                    if special_kind(item) is not None
                ]
                return Violation(
                    rules.value_rule,
                    "table_value_only",
                    msg(
                        "On the table {specials} under this game's values, so the card {card} "
                        "({values}) cannot take {blocked}.",
                        specials=joined(specials),
                        card=card,
                        values=either(played),
                        blocked=", ".join(blocked),
                    ),
                )
    return None


def _taken_at(
    items: Sequence[Card], item_values: Sequence[ValueSet], values: ValueSet, unfit: Sequence[Card]
) -> list[Card] | None:
    """The items a played card of ``values`` would take that it cannot now: all of them when
    they would then split into groups, else the unfit ones some group would then hold; None
    when neither."""
    if find_grouping(values, item_values) is not None:
        return list(items)
    held = [
        item
        for index, item in enumerate(items)
        if item in unfit and any(_coverable(index, item_values, v) for v in values)
    ]
    return held or None


def _hand_value_violation(
    card: Card, played: ValueSet, others: ValueSet, blocked: Sequence[Card], rules: CaptureRules
) -> Violation:
    assert rules.hand_value_rule is not None
    counts = either(played)
    lows = either(others)
    taken = ", ".join(blocked)
    if rules.valuation is Valuation.HANDTABLE:
        message = msg(
            "The card {card} played from the hand counts {counts}, not {lows} as on the "
            "table, so it cannot take {taken}.",
            card=card,
            counts=counts,
            lows=lows,
            taken=taken,
        )
    else:
        message = msg(
            "The card {card} counts {counts} under valuation '{value}', not {lows}, so it "
            "cannot take {taken}.",
            card=card,
            counts=counts,
            value=rules.valuation.value,
            lows=lows,
            taken=taken,
        )
    return Violation(rules.hand_value_rule, "hand_value_only", message)


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
