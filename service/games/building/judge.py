"""Judging one play of a building game: a capture, a build or a trail (BYGG-TURN-1).

Each judge returns every violation it finds, or the play as the referee reads it
(:class:`Reading`): the table after the play, what was taken or built, and how. The holding
duty is judged the same way for every kind of play — on the table the play leaves
(BYGG-HOLD-3) — so that listing and validating can never disagree.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from service.core.cards import Card, remove_cards, remove_one
from service.core.text import joined, msg
from service.core.verdict import Violation
from service.games.building.arith import Loose
from service.games.building.options import BuildingOptions
from service.games.building.responsibility import (
    Duty,
    describe,
    may_build_for_partner,
    owed,
    unheld,
)
from service.games.building.values import hand_value, hand_value_counts, is_special, table_value
from service.games.fishing.play import (
    CaptureRules,
    explain_failure,
    pinned_value_problems,
    unpinned,
)
from service.games.fishing.state import Build, BuildAction, BuildPlay, FishingMove, FishingState
from service.games.fishing.state import Table as TableState

BUILD_ID = re.compile(r"^b[0-9]+$")


@dataclass(frozen=True)
class Reading:
    """A legal play as the referee reads it; ``table`` is the table after it."""

    kind: str  # "trail" | "capture" | "build"
    card: Card
    table: TableState
    taken: tuple[Card, ...] = ()  # loose cards captured or built with
    builds_taken: tuple[Build, ...] = ()
    groups: tuple[tuple[str, ...], ...] = ()
    value: int = 0
    build: Build | None = None
    action: str | None = None
    merged: tuple[str, ...] = ()
    exempt: bool = False
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def captured_cards(self) -> tuple[Card, ...]:
        """Every table card the capture takes, builds' cards included (BYGG-CAP-7)."""
        return self.taken + tuple(card for build in self.builds_taken for card in build.cards)

    def interpretation(self) -> dict[str, Any]:
        if self.kind == "trail":
            return {"kind": "trail", **self.extra}
        if self.kind == "capture":
            return {
                "kind": "capture",
                "value": self.value,
                "groups": [list(group) for group in self.groups],
                "builds": [build.id for build in self.builds_taken],
            }
        assert self.build is not None
        return {
            "kind": "build",
            "action": self.action,
            "build": self.build.id,
            "value": self.value,
            "parts": len(self.build.parts),
            "merged": list(self.merged),
            "exempt": self.exempt,
        }


Judged = tuple[list[Violation], Reading | None]


def holding_violations(
    builds: Sequence[Build], hand: Sequence[Card], seat: int, players: int
) -> list[Violation]:
    """BYGG-HOLD-3: after the play, a card of every owed build's value is still held."""
    return [
        Violation(
            "BYGG-HOLD-3",
            "must_keep_capturing_card",
            msg(
                "You would answer for {build} without holding a card of value {value} (as its "
                "creator, while your partner built on it last: BYGG-PART-3).",
                build=describe(item.build),
                value=item.build.value,
            )
            if item.duty is Duty.CREATOR
            else msg(
                "You would answer for {build} without holding a card of value {value}.",
                build=describe(item.build),
                value=item.build.value,
            ),
        )
        for item in unheld(builds, hand, seat, players)
    ]


def _fixed_values(
    move: FishingMove, items: Sequence[str], capture: CaptureRules
) -> list[Violation]:
    """Values are never chosen here (BYGG-VAL-1, MULLE-G-4: the game's ``value_rule``); a
    client may state them, correctly."""

    def allowed(card: Card, from_hand: bool) -> tuple[int, ...]:
        return (hand_value(card) if from_hand else table_value(card),)

    def refusal(card: Card, where: str, values: tuple[int, ...], value: int) -> Violation:
        return Violation(
            capture.value_refusal_rule(card, value),
            "value_not_allowed",
            msg(
                "The card {card} {where} counts {values}, not {value}.",
                card=card,
                where=where,
                values=values[0],
                value=value,
            ),
        )

    return pinned_value_problems(move, items, allowed, refusal)


def _loose_problems(
    state: FishingState, cards: Sequence[Card], rule: str, twice: str = "CORE-CAP-3"
) -> list[Violation]:
    """The named loose cards lie loose on the table, each as often as named: ``rule`` is
    cited for a card that is not, ``twice`` for one named more often than it lies there (a
    capture's groups are disjoint, CORE-CAP-3; a build play's parts too, by its own formal
    rule, BYGG-BUILD-10, BYGG-ADD-6 or BYGG-RAISE-3)."""
    problems = []
    loose = Counter(state.table.cards)
    in_builds = {card: build for build in state.table.builds for card in build.cards}
    for card, times in sorted(Counter(cards).items()):
        present = loose.get(card, 0)
        if present == 0 and card in in_builds:
            problems.append(
                Violation(
                    "BYGG-BUILD-2",
                    "card_in_build",
                    msg(
                        "The card {card} lies in {build}; a build is a unit, taken or built on "
                        "only whole (BYGG-CAP-2).",
                        card=card,
                        build=describe(in_builds[card]),
                    ),
                )
            )
        elif present == 0:
            problems.append(
                Violation(
                    rule,
                    "not_on_table",
                    msg(
                        "The item {card} cannot be taken: there is no such build on the table.",
                        card=card,
                    )
                    if BUILD_ID.fullmatch(card)
                    else msg(
                        "The item {card} cannot be taken: it is not a loose card on the table.",
                        card=card,
                    ),
                )
            )
        elif times > present:
            problems.append(
                Violation(
                    twice,
                    "card_used_twice",
                    msg(
                        "The card {card} is named {times} times but lies loose on the table "
                        "{present} time(s).",
                        card=card,
                        times=times,
                        present=present,
                    ),
                )
            )
    return problems


# -- capturing ------------------------------------------------------------------------------


def judge_capture(
    state: FishingState, move: FishingMove, rules: BuildingOptions, values: CaptureRules
) -> Judged:
    """A capture, judged as :func:`_judge_capture` does; as in the fishing games
    (:func:`~service.games.fishing.play.judge_capture`) the rule an illegal capture breaks
    never depends on the pinned ``groups``/``values``: the capture's own verdict first, a
    pinned grouping's fault after it."""
    if move.groups is None and not move.values:
        return _judge_capture(state, move, rules, values)
    free, reading = _judge_capture(state, unpinned(move), rules, values)
    pinned = _judge_capture(state, move, rules, values)
    if pinned[1] is not None or reading is not None:
        return pinned
    cited = {v.rule for v in free}
    return free + [v for v in pinned[0] if v.rule not in cited], None


def _judge_capture(
    state: FishingState, move: FishingMove, rules: BuildingOptions, values: CaptureRules
) -> Judged:
    """BYGG-CAP-1…7 (BYGG-VAR-3/4): loose cards and groups of the played card's hand value,
    and whole builds of exactly that value — several builds and groups at once (BYGG-CAP-4),
    anybody's builds (BYGG-CAP-5), the capturer's own duty still judged after the play;
    capturing is never compulsory (BYGG-CAP-6): only the holding duty can leave it the one
    legal play (BYGG-HOLD-4)."""
    assert move.card is not None
    card, player = move.card, move.player
    value = hand_value(card)
    items = list(move.capture or ())
    if move.groups is not None and not items:
        items = [item for group in move.groups for item in group]
    if not items:
        return [
            Violation("CORE-CAP-7", "empty_capture", msg("A capture must take at least one card."))
        ], None
    by_id = {build.id: build for build in state.table.builds}
    named = [item for item in items if item in by_id]
    cards = [item for item in items if item not in by_id]
    problems = [
        Violation(
            "BYGG-CAP-2",
            "build_named_twice",
            msg("Build {build_id} is named twice.", build_id=build_id),
        )
        for build_id, times in sorted(Counter(named).items())
        if times > 1
    ]
    problems += _loose_problems(state, cards, "CORE-CAP-7")
    if move.groups is not None:
        flat = Counter(item for group in move.groups for item in group)
        if move.capture is not None and flat != Counter(move.capture):
            problems.append(
                Violation(
                    "CORE-CAP-7",
                    "groups_do_not_match_capture",
                    msg("The groups must contain exactly the captured items."),
                )
            )
        if any(not group for group in move.groups):
            problems.append(
                Violation("CORE-CAP-1", "empty_group", msg("A group may not be empty."))
            )
    problems += _fixed_values(move, items, values)
    if problems:
        return problems, None
    if rules.special_cards_capture_builds_only and is_special(card) and cards:
        return [
            Violation(
                "BYGG-VAR-3",
                "special_card_takes_builds_only",
                msg(
                    "The card {card} from the hand captures only builds of {value} under this "
                    "variant, not loose cards ({cards}).",
                    card=card,
                    value=value,
                    cards=", ".join(cards),
                ),
            )
        ], None
    builds = [by_id[build_id] for build_id in dict.fromkeys(named)]
    exact = [build for build in builds if build.value == value]
    mixed = [build for build in builds if build.value != value]
    wrong = [_wrong_build(build, card, value, bool(cards), rules, values) for build in mixed]
    problems = [problem for problem in wrong if problem is not None]
    if problems:
        return problems, None
    loose = Loose(state.table.cards)
    if move.groups is not None:
        groups_or_problem = _pinned_groups(move.groups, by_id, value)
        if isinstance(groups_or_problem, Violation):
            return [groups_or_problem], None
        groups = groups_or_problem
    else:
        vector = loose.vector(cards)
        assert vector is not None
        deficits = [value - build.value for build in mixed]
        split = loose.split(vector, value, deficits)
        if split is None:
            return [_no_split(card, value, cards, mixed, values)], None
        parts = loose.to_cards(split, loose.indices(cards))
        groups = [(build.id,) for build in exact]
        groups += [(build.id, *part) for build, part in zip(mixed, parts, strict=False)]
        groups += [tuple(part) for part in parts[len(mixed) :]]
    taken_ids = {build.id for build in builds}
    table = TableState(
        remove_cards(state.table.cards, cards),
        tuple(build for build in state.table.builds if build.id not in taken_ids),
    )
    hand = remove_one(state.hands[player], card)
    problems = holding_violations(table.builds, hand, player, state.players)
    if problems:
        return problems, None
    reading = Reading(
        "capture",
        card,
        table,
        taken=tuple(cards),
        builds_taken=tuple(builds),
        groups=tuple(tuple(group) for group in groups),
        value=value,
    )
    return [], reading


def _wrong_build(
    build: Build,
    card: Card,
    value: int,
    with_loose: bool,
    rules: BuildingOptions,
    values: CaptureRules,
) -> Violation | None:
    """Why a build not of the played value cannot be taken (None: BYGG-VAR-4 may allow it).
    A special card that would take it at its table value is refused by the game's value rule
    (BYGG-VAL-2: a played storan never takes a 10-build; MULLE-G-4), unless the build is a
    simple one taken with loose cards under BYGG-VAR-4: then the card counts its hand value
    for the whole group (storan, 16, takes a 10-build and a loose 6), as it does taking a
    loose 10 and a loose 6; the split decides."""
    var4 = rules.simple_build_plus_loose and with_loose and len(build.parts) == 1
    if var4 and build.value < value:
        return None
    if values.hand_value_rule is not None and is_special(card) and build.value == table_value(card):
        return Violation(
            values.hand_value_rule,
            "hand_value_only",
            msg(
                "The card {card} played from the hand counts {value}, not {build_value} as on the "
                "table, so it cannot take {build}.",
                card=card,
                value=value,
                build_value=build.value,
                build=describe(build),
            ),
        )
    if rules.simple_build_plus_loose and build.value < value:
        if len(build.parts) == 1:
            return None
        return Violation(
            "BYGG-VAR-4",
            "compound_build_exact_value_only",
            msg(
                "The {build} is compound: it is captured only by a card of hand value "
                "{value}, never together with loose cards.",
                build=describe(build),
                value=build.value,
            ),
        )
    if with_loose and build.value < value:
        return Violation(
            "BYGG-CAP-3",
            "build_value_not_added",
            msg(
                "A build's value may not be added to loose cards: {build} is taken only by a "
                "card of hand value {value}, not by {card} ({hand_value}).",
                build=describe(build),
                value=build.value,
                card=card,
                hand_value=value,
            ),
        )
    return Violation(
        "BYGG-CAP-2",
        "build_value_mismatch",
        msg(
            "The {build} is taken only by a card of hand value exactly {value}; {card} "
            "counts {hand_value} from the hand.",
            build=describe(build),
            value=build.value,
            card=card,
            hand_value=value,
        ),
    )


def _pinned_groups(
    groups: Sequence[Sequence[str]], by_id: dict[str, Build], value: int
) -> list[tuple[str, ...]] | Violation:
    """The client's groups, each checked: a build of the value alone, loose cards adding up
    to it, or (BYGG-VAR-4, already admitted) one simple build and loose cards."""
    for group in groups:
        builds = [by_id[item] for item in group if item in by_id]
        cards = [item for item in group if item not in by_id]
        total = sum(map(table_value, cards)) + sum(build.value for build in builds)
        if len(builds) > 1:
            return Violation(
                "BYGG-CAP-3",
                "builds_grouped",
                msg(
                    "Builds are never added together: group {group} holds {n_builds}.",
                    group=list(group),
                    n_builds=len(builds),
                ),
            )
        if builds and builds[0].value == value and cards:
            return Violation(
                "BYGG-CAP-3",
                "build_value_not_added",
                msg(
                    "The {build} is a group of its own; group {group} adds loose cards to it.",
                    build=describe(builds[0]),
                    group=list(group),
                ),
            )
        if total != value:
            return Violation(
                "BYGG-CAP-1",
                "group_wrong_sum",
                msg(
                    "Group {group} adds up to {total}, not to the played card's {value}.",
                    group=list(group),
                    total=total,
                    value=value,
                ),
            )
    return [tuple(group) for group in groups]


def _no_split(
    card: Card, value: int, cards: Sequence[Card], mixed: Sequence[Build], values: CaptureRules
) -> Violation:
    """Why the loose cards do not split: with BYGG-VAR-4's mixed groups, that; else as in
    every fishing game (the game's value rules, CORE-CAP-1, CORE-CAP-3), cited as the
    Byggkasino capture rule BYGG-CAP-1 where the fishing games cite CORE-CAP-1."""
    names = ", ".join(cards)
    if mixed and not cards:  # nothing loose to complete them: builds alone
        if len(mixed) > 1 and sum(build.value for build in mixed) == value:
            return Violation(
                "BYGG-CAP-3",
                "builds_grouped",
                msg(
                    "Builds are never added together: {builds} do not make a group of {value}.",
                    builds=joined([describe(b) for b in mixed]),
                    value=value,
                ),
            )
        return Violation(
            "BYGG-CAP-2",
            "build_value_mismatch",
            msg(
                "The {build} is taken only by a card of hand value exactly {build_value}, or "
                "with loose cards adding up to {value} with it (BYGG-VAR-4); the card {card} "
                "counts {value} from the hand.",
                build=describe(mixed[0]),
                build_value=mixed[0].value,
                value=value,
                card=card,
            ),
        )
    if mixed:
        return Violation(
            "BYGG-VAR-4",
            "no_grouping",
            msg(
                "The cards {names} cannot be split so that each of {builds} gets loose cards "
                "adding up to {value} with it and the rest into groups of {value}.",
                names=names,
                builds=joined([describe(b) for b in mixed]),
                value=value,
            ),
        )
    reason = explain_failure(card, cards, [(table_value(c),) for c in cards], (value,), values)
    if reason.rule not in ("CORE-CAP-1", "CORE-CAP-3"):
        return reason
    return Violation(
        "BYGG-CAP-1",
        "no_grouping",
        msg(
            "The cards {names} cannot be split into groups each adding up to {value}, the "
            "hand value of {card}, using every card once (table values: {table_values}).",
            names=names,
            value=value,
            card=card,
            table_values=", ".join(f"{c} {table_value(c)}" for c in cards),
        ),
    )


# -- building -------------------------------------------------------------------------------


def new_build_id(builds: Sequence[Build], next_build: int | None) -> str:
    """A new build's id (decision D3): ``b<n>``, n the deal's counter ``next_build`` (None, in
    a state written before the counter, counts as 1) or one more than the largest number on
    the table, whichever is larger. The engine then sets the counter to n + 1, so no two
    builds of a deal share an id, even once the first has left the table."""
    numbers = [int(build.id[1:]) for build in builds if BUILD_ID.fullmatch(build.id)]
    return f"b{max(next_build or 1, max(numbers, default=0) + 1)}"


def judge_build(state: FishingState, move: FishingMove, rules: BuildingOptions) -> Judged:
    """BYGG-BUILD-1…12, BYGG-ADD-1…6, BYGG-RAISE-1…5, BYGG-PART-1/2 and the holding duty."""
    assert move.card is not None and move.build is not None
    card, play = move.card, move.build
    problems: list[Violation] = []
    if move.capture is not None or move.groups is not None or move.values:
        problems.append(
            Violation(
                "BYGG-TURN-1",
                "capture_and_build",
                msg(
                    "A play either captures or builds: 'capture', 'groups' and 'values' do not go "
                    "with 'build'."
                ),
            )
        )
    if is_special(card):
        problems.append(
            Violation(
                "BYGG-BUILD-4",
                "special_card_in_build",
                msg(
                    "The card {card} from the hand may never be put into a build (storan, lillan "
                    "and aces are built with only when they already lie on the table).",
                    card=card,
                ),
            )
        )
    if not 2 <= play.value <= 16:
        problems.append(
            Violation(
                "BYGG-BUILD-5",
                "build_value_out_of_range",
                msg("A build's value is from 2 to 16, not {value}.", value=play.value),
            )
        )
    if any(not part for part in play.parts) or not play.parts:
        problems.append(
            Violation("BYGG-BUILD-1", "empty_part", msg("Every part has at least one card."))
        )
    by_id = {build.id: build for build in state.table.builds}
    onto = None if play.onto is None else by_id.get(play.onto)
    # the formal rule of the kind of build play: its parts are disjoint, made of the played
    # card and loose cards (BYGG-BUILD-10 (ii), BYGG-ADD-6 (ii), BYGG-RAISE-3)
    if play.onto is None:
        formal = "BYGG-BUILD-10"
    elif onto is not None and onto.value != play.value:
        formal = "BYGG-RAISE-3"
    else:
        formal = "BYGG-ADD-6"
    flat = [c for part in play.parts for c in part]
    if card not in flat:
        problems.append(
            Violation(
                "BYGG-BUILD-3",
                "played_card_not_in_build",
                msg(
                    "The played card {card} must be one of the cards the build play lays down; "
                    "building with table cards only is not allowed.",
                    card=card,
                ),
            )
        )
    else:
        problems += _loose_problems(state, remove_one(tuple(flat), card), formal, formal)
    if play.onto is not None and onto is None:
        problems.append(
            Violation(
                "BYGG-ADD-1",
                "not_on_table",
                msg("There is no build {onto} on the table.", onto=play.onto),
            )
        )
    problems += _merge_problems(play, by_id, onto)
    if problems:
        return problems, None
    if onto is None:
        return _judge_new(state, move, rules, new_build_id(state.table.builds, state.next_build))
    if onto.value == play.value:
        return _judge_add(state, move, onto, rules)
    return _judge_raise(state, move, onto, rules)


def _merge_problems(
    play: BuildPlay, by_id: dict[str, Build], onto: Build | None
) -> list[Violation]:
    problems = []
    if play.merge and play.onto is None:
        return [
            Violation(
                "BYGG-BUILD-10",
                "new_build_absorbs_build",
                msg("A new build never absorbs an existing build: build on it instead ('onto')."),
            )
        ]
    rule = "BYGG-ADD-5" if onto is None or onto.value == play.value else "BYGG-RAISE-3"
    for build_id, times in sorted(Counter(play.merge).items()):
        merged = by_id.get(build_id)
        if merged is None:
            problems.append(
                Violation(
                    rule,
                    "not_on_table",
                    msg("There is no build {build_id} on the table.", build_id=build_id),
                )
            )
        elif times > 1 or (onto is not None and build_id == onto.id):
            problems.append(
                Violation(
                    rule,
                    "build_merged_twice",
                    msg(
                        "Build {build_id} is merged only once, and never into itself.",
                        build_id=build_id,
                    ),
                )
            )
        elif merged.value != play.value:
            problems.append(
                Violation(
                    rule,
                    "merge_value_mismatch",
                    msg(
                        "Only builds of the value {value} may join as parts; {build} does not.",
                        value=play.value,
                        build=describe(merged),
                    ),
                )
            )
    return problems


def _own_part(card: Card, parts: Sequence[Sequence[Card]], value: int) -> int | None:
    """Which part holds the played card so that every part adds up to ``value`` (the card at
    its hand value, every other card at its table value); None if no part does."""
    sums = [sum(map(table_value, part)) for part in parts]
    for index, part in enumerate(parts):
        if card not in part:
            continue
        own = sums[index] - table_value(card) + hand_value(card)
        if own == value and all(s == value for i, s in enumerate(sums) if i != index):
            return index
    return None


def _sum_violation(card: Card, parts: Sequence[Sequence[Card]], value: int, rule: str) -> Violation:
    described = []
    for part in parts:
        total = sum(map(table_value, part))
        if card in part:
            total += hand_value(card) - table_value(card)
        described.append(f"{list(part)} = {total}")
    return Violation(
        rule,
        "part_wrong_sum",
        msg(
            "Every part must add up to {value} ({card} at its hand value {hand_value}, table "
            "cards at their table values): {described}.",
            value=value,
            card=card,
            hand_value=hand_value(card),
            described="; ".join(described),
        ),
    )


def _finish(
    state: FishingState,
    move: FishingMove,
    build: Build,
    replaced: str | None,
    action: str,
    merged: Sequence[str] = (),
    exempt: bool = False,
) -> Judged:
    """The table after a build play, judged by the holding duty."""
    assert move.card is not None and move.build is not None
    used = remove_one(tuple(c for part in move.build.parts for c in part), move.card)
    gone = set(merged)
    builds = []
    for existing in state.table.builds:
        if existing.id == replaced:
            builds.append(build)
        elif existing.id not in gone:
            builds.append(existing)
    if replaced is None:
        builds.append(build)
    table = TableState(remove_cards(state.table.cards, used), tuple(builds))
    hand = remove_one(state.hands[move.player], move.card)
    problems = holding_violations(table.builds, hand, move.player, state.players)
    if problems:
        return problems, None
    reading = Reading(
        "build",
        move.card,
        table,
        taken=used,
        value=build.value,
        build=build,
        action=action,
        merged=tuple(merged),
        exempt=exempt,
    )
    return [], reading


def _judge_new(
    state: FishingState, move: FishingMove, rules: BuildingOptions, build_id: str
) -> Judged:
    """BYGG-BUILD-7…10: a new simple, compound (BYGG-BUILD-8) or "ligger" build
    (BYGG-BUILD-9). The stated value must be the computed one (BYGG-BUILD-6); a build of a
    value already on the table is a separate build (BYGG-BUILD-11, AKF-21); building is
    never compulsory (BYGG-BUILD-12)."""
    assert move.card is not None and move.build is not None
    card, play = move.card, move.build
    parts = [tuple(part) for part in play.parts]
    own = _own_part(card, parts, play.value)
    if own is None:
        return [_sum_violation(card, parts, play.value, "BYGG-BUILD-10")], None
    if len(parts) == 1 and len(parts[0]) == 1:
        return [
            Violation(
                "BYGG-BUILD-10",
                "build_too_small",
                msg(
                    "A build has at least two cards: {card} alone would be a trail or, as "
                    '"ligger", needs loose parts of its value.',
                    card=card,
                ),
            )
        ], None
    if rules.two_card_simple_builds and len(parts[own]) not in (1, 2):
        return [
            Violation(
                "BYGG-VAR-2",
                "simple_build_two_cards",
                msg(
                    "With two-card simple builds the part holding {card} is {card} and one loose "
                    "card, not {n_parts} cards.",
                    card=card,
                    n_parts=len(parts[own]),
                ),
            )
        ], None
    build = Build(
        id=build_id,
        value=play.value,
        parts=tuple(parts),
        created_by=move.player,
        creation_value=play.value,
        history=(BuildAction(move.player, "create"),),
    )
    return _finish(state, move, build, None, "create")


def _judge_add(
    state: FishingState, move: FishingMove, onto: Build, rules: BuildingOptions
) -> Judged:
    """BYGG-ADD-1…6 with BYGG-PART-1/2: new parts (and whole builds, AKF-22) of its value,
    by a lower card and loose cards (BYGG-ADD-2) or the card alone, "ligger" (BYGG-ADD-3)."""
    assert move.card is not None and move.build is not None
    card, play, player = move.card, move.build, move.player
    parts = [tuple(part) for part in play.parts]
    own = _own_part(card, parts, play.value)
    if own is None:
        return [_sum_violation(card, parts, play.value, "BYGG-ADD-6")], None
    if rules.two_card_simple_builds and len(parts[own]) > 2:
        return [
            Violation(
                "BYGG-VAR-2",
                "new_part_two_cards",
                msg(
                    "With two-card simple builds a new part holding {card} has at most two cards, "
                    "not {n_parts}.",
                    card=card,
                    n_parts=len(parts[own]),
                ),
            )
        ], None
    merged = [build for build in state.table.builds if build.id in play.merge]
    hand = remove_one(state.hands[player], card)
    exempt = (
        may_build_for_partner(onto, player, state.players)
        and not hand_value_counts(hand)[play.value]
    )
    build = Build(
        id=onto.id,
        value=onto.value,
        parts=(*onto.parts, *parts, *(p for m in merged for p in m.parts)),
        created_by=onto.created_by,
        creation_value=onto.creation_value,
        history=(*onto.history, BuildAction(player, "add", exempt)),
    )
    return _finish(state, move, build, onto.id, "add", play.merge, exempt)


def _judge_raise(
    state: FishingState, move: FishingMove, onto: Build, rules: BuildingOptions
) -> Judged:
    """BYGG-RAISE-1…5: a simple build raised by the played card alone, new parts optional;
    anyone may raise, never as a partner exemption (BYGG-RAISE-4), and the raiser alone
    answers for it afterwards (BYGG-RAISE-5: its history ends with his raise)."""
    assert move.card is not None and move.build is not None
    card, play, player = move.card, move.build, move.player
    if len(onto.parts) > 1:
        return [
            Violation(
                "BYGG-RAISE-1",
                "compound_build_value_locked",
                msg(
                    "The {build} is compound: its value is locked (BYGG-ADD-4); only new parts "
                    "of {value} can be added.",
                    build=describe(onto),
                    value=onto.value,
                ),
            )
        ], None
    if tuple(play.parts[0]) != (card,):
        return [
            Violation(
                "BYGG-RAISE-2",
                "raise_by_played_card_only",
                msg(
                    "A raise lays the played card alone on the build: the first part must be "
                    "[{card}] (no loose card or build may add to the increase).",
                    card=card,
                ),
            )
        ], None
    raised = onto.value + hand_value(card)
    if play.value != raised:
        return [
            Violation(
                "BYGG-RAISE-2",
                "raise_value_mismatch",
                msg(
                    "The card {card} ({hand_value}) raises {build} to {raised}, not {value}.",
                    card=card,
                    hand_value=hand_value(card),
                    build=describe(onto),
                    raised=raised,
                    value=play.value,
                ),
            )
        ], None
    if rules.raise_once_per_player and any(
        action.type == "raise" and action.seat == player for action in onto.history
    ):
        return [
            Violation(
                "BYGG-VAR-1",
                "raised_before",
                msg(
                    "You have raised {build} before; each player raises a build at most once "
                    "under this variant.",
                    build=describe(onto),
                ),
            )
        ], None
    further = [tuple(part) for part in play.parts[1:]]
    wrong = [part for part in further if sum(map(table_value, part)) != play.value]
    if wrong:
        return [
            Violation(
                "BYGG-RAISE-3",
                "part_wrong_sum",
                msg(
                    "New parts in a raise add up to the new value {value}: {parts}.",
                    value=play.value,
                    parts="; ".join(f"{list(p)} = {sum(map(table_value, p))}" for p in wrong),
                ),
            )
        ], None
    merged = [build for build in state.table.builds if build.id in play.merge]
    build = Build(
        id=onto.id,
        value=raised,
        parts=((*onto.parts[0], card), *further, *(p for m in merged for p in m.parts)),
        created_by=onto.created_by,
        creation_value=onto.creation_value,
        history=(*onto.history, BuildAction(player, "raise")),
    )
    return _finish(state, move, build, onto.id, "raise", play.merge)


# -- trailing -------------------------------------------------------------------------------


def trail_bans(state: FishingState, player: int) -> list[Violation]:
    """BYGG-HOLD-2: every build whose last (non-exempt) builder is ``player`` bars a trail."""
    return [
        Violation(
            "BYGG-HOLD-2",
            "may_not_trail",
            msg("You own {build} and may not trail (BYGG-HOLD-2).", build=describe(item.build)),
        )
        for item in owed(state.table.builds, player, state.players)
        if item.duty is Duty.LAST
    ]


def judge_trail(state: FishingState, move: FishingMove) -> Judged:
    """BYGG-TRAIL-1/2: legal unless a build bars it, and only if the duty still holds; the
    trailed card lies loose at its table value from then on (BYGG-TRAIL-2). After a tabbe
    this is the only play (BYGG-TABBE-2): there is nothing to take or build on."""
    assert move.card is not None
    problems = trail_bans(state, move.player)
    if move.values:
        problems.append(
            Violation(
                "CORE-TRAIL-1",
                "values_without_capture",
                msg("Values are stated only for a capture; a trail takes nothing."),
            )
        )
    table = TableState((*state.table.cards, move.card), state.table.builds)
    hand = remove_one(state.hands[move.player], move.card)
    problems += holding_violations(table.builds, hand, move.player, state.players)
    if problems:
        return problems, None
    return [], Reading("trail", move.card, table)


def judge(
    state: FishingState,
    move: FishingMove,
    rules: BuildingOptions,
    values: CaptureRules,
) -> Judged:
    """The play on its own terms (turn and hand already checked); ``values`` are the game's
    capture rules, whose value rules a refusal cites (BYGG-VAL-1/2, MULLE-G-4)."""
    if move.build is not None:
        return judge_build(state, move, rules)
    if move.capture is None and move.groups is None:
        return judge_trail(state, move)
    return judge_capture(state, move, rules, values)
