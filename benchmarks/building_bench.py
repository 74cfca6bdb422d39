#!/usr/bin/env python3
"""Worst cases of the building games (Byggkasino, Mulle Glimne): many builds, big tables.

Building adds three kinds of work to a play: the holding duty over every build on the table
(BYGG-HOLD-1…3), the loose-card arithmetic of parts, deficits and groups (closure streams in
``building/streams.py``, one per *family* of plays in ``building/listing.py``), and the choice
of whole builds taken or merged (BYGG-CAP-4, BYGG-ADD-5, BYGG-RAISE-3, each a power set).
Several builds of one value are allowed (AKF-21) and one card of the value covers all of a
player's builds of it, so a table can carry many builds of one value; deals where everybody
trails (or builds) rather than captures leave 30–44 loose cards. This script times
``validate`` and ``legal_moves(limit=1000)`` in-process on such tables, each measurement in a
forked child with a time limit (a blow-up shows as a timeout, not a hang).

Every table is a state ``check_state`` accepts (``state_for`` asserts it), so it is bounded
by what a round allows: four cards are dealt to each seat a round, a build is taken in the
round it is made and each build action (create, add, raise) is one play of this round
(BYGG-HOLD-6), and every seat but the one to move holds a card of the value of each build it
answers for (BYGG-HOLD-1/3) — so the builds on the table are at most the plays made this
round, and a seat holding h cards answers for builds of at most h values.

Part 1, many builds (4 players in partnership, the last round, forehand seat 1 so that seat 0
to move is the last of the cycle and every other seat has made one play more than he has):
seat 0 holding three cards (one play made, the others two each: 7 build actions) — Byggkasino,
5 simple builds of 9 (one his), a compound 10 and a compound 12 with 25 loose cards (39 table
cards), once with 9S, a queen and 3S, once with 9S, a king and 4S; Mulle Glimne the same
builds with 42 loose cards (56 table cards), 9S, a king and 4S. Seat 0 holding two cards, 9S
and a king (two plays made, the others three each: 11 build actions, the most before his
last-but-one card): Byggkasino, 8 builds of 9 (two his) and three of 12 with 20 loose cards
(42 table cards); Mulle Glimne, 8 builds of 9 and three of 7 with 30 loose cards (52 table
cards); Mulle Glimne, 11 builds of 9 with 22 loose cards, the aces, twos, threes and fours the
builds leave and a six. Each with the default options and with every building variant on
(BYGG-VAR-1…4). Timed: ``legal_moves`` (count and whether it is exact), and ``validate`` of the
biggest capture (every build of 9 and the most loose cards that split into groups of 9), an
addition merging every other build of 9 (with a three-card hand: his low card and a loose
card onto his own build; with two: 9S alone onto a build his partner made, an exempt addition,
BYGG-PART-1), a raise (three-card hands: with a new part and a merge where the table allows),
a trail refused by BYGG-HOLD-2, an impossible capture of (nearly) all loose cards — all of
them that are at most 9, less the fewest cards that make the total a multiple of 9 while no
split exists, so the search must prove there is none — and the highest card's capture of
every simple build below its value, every build of it and every loose card, which BYGG-VAR-4
turns into a search for a group per build's missing amount (refused at once by BYGG-CAP-3
without the variant).

Part 2, large loose tables (2 players, the last round, forehand seat 1: seat 1 has played
twice, seat 0 to move once): 34–42 loose cards, mostly small; seat 0 holds storan, lillan and
an ace and made a build of the table's value (16, 15 or 14), seat 1 holds the two highest
cards below 14 that are left and made a simple build of each, as the leftover cards allow.
The loose cards are fixed count vectors found by a seeded search over ``grouping.partition``
(the slowest it met, on 2026-11-22) — for each of 16, 15 and 14 one table that splits into
groups of it and one whose total is a multiple of it but does not split (the hard case).
Timed: ``validate`` of the whole-table capture (every loose card and the builds of the played
value) with storan, lillan and an ace; with BYGG-VAR-4 on, the same with every build up to the
played value (the lower simple builds grouped with loose cards); ``legal_moves``.

Part 3, a random search (fixed seed, ``--search-seconds``): random legal positions of both
games in the last round, 2–4 players, random variants, the mover holding 2–4 cards (2 more
often) at a random point of the cycle, builds (mostly of one to three values, simple,
compound and raised) whose every action is a play some seat has made this round — up to 11 —
owned round the table, every seat answering for a build holding a card of its value, and up
to 36 loose cards. Per position: ``legal_moves`` and ``validate`` of every whole capture, the
VAR-4 capture of everything, an impossible capture and a trail for every hand card, and a
sample of the listed plays (the biggest merges among them); the slowest printed.

Targets: validate <= 5 ms in-process on any table (issue requirement); legal_moves(limit=1000)
<= 10 ms (foundation target). Every row says MET or MISSED; ``--reproducers PREFIX`` writes a
self-contained script (``PREFIX<n>_<case>.py``) for the three slowest cases over target of
each part and kind (validate, legal_moves). Exit status 0 when every target is met, 3 if not.

    .venv/bin/python benchmarks/building_bench.py [--timeout 10] [--search-seconds 60]
        [--search-timeout 3] [--seed 7] [--reproducers /tmp/kd_bench_slow_]
"""

from __future__ import annotations

import argparse
import dataclasses
import enum
import random
import re
import sys
import time
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from itertools import combinations
from typing import Any

import _common  # puts the checkout first on sys.path, before any 'service' import
from _common import REPO, Bounded, Targets, bounded, fmt_us, header, per_call, print_table

from service.core.cards import Card
from service.games import find_game
from service.games.building.engine import BuildingGame
from service.games.building.responsibility import owed, unheld
from service.games.building.values import hand_value, is_special, table_value
from service.games.fishing.capture import classify
from service.games.fishing.grouping import partition
from service.games.fishing.state import (
    Build,
    BuildAction,
    BuildPlay,
    FishingMove,
    FishingState,
    MatchState,
    Phase,
    Table,
)

VALIDATE_TARGET = 5e-3  # the target: validate <= 5 ms in-process on any table
LISTING_TARGET = 10e-3  # the foundation: legal_moves(limit=1000) <= 10 ms
LIMIT = 1000


def _registered(name: str) -> BuildingGame:
    game = find_game(name)
    assert isinstance(game, BuildingGame), name
    return game


BYGG = _registered("byggkasino")
GLIMNE = _registered("mulle-glimne")
GAMES = {"byggkasino": BYGG, "mulle-glimne": GLIMNE}
VARIANTS = (
    "raise_once_per_player",
    "two_card_simple_builds",
    "special_cards_capture_builds_only",
    "simple_build_plus_loose",
)
ALL_ON = dict.fromkeys(VARIANTS, True)
VAR4_ON = {"simple_build_plus_loose": True}


def raw_options(game: BuildingGame, building: dict[str, bool]) -> dict[str, Any]:
    """Byggkasino takes the building options at the top level, Glimne under ``building``."""
    if not building:
        return {}
    return dict(building) if game is BYGG else {"building": dict(building)}


# -- legal states -----------------------------------------------------------------------------


def build(bid: str, parts: Sequence[Sequence[Card]], by: int, actions: Iterable[Any] = ()) -> Build:
    """A build created by seat ``by``; ``actions`` are later (seat, type) entries."""
    value = sum(map(table_value, parts[0]))
    history = (BuildAction(by, "create"), *(BuildAction(seat, kind) for seat, kind in actions))
    return Build(bid, value, tuple(tuple(p) for p in parts), by, value, history)


def state_for(
    game: BuildingGame,
    players: int,
    raw: dict[str, Any],
    hand: Sequence[Card],
    loose: Sequence[Card],
    builds: Sequence[Build],
    others: Mapping[int, Sequence[Card]] | None = None,
    offset: int = 0,
    seed: int = 0,
) -> FishingState:
    """A state in the last round (empty stock) that passes ``check_state``: seat 0 to move
    with ``hand``, ``offset`` plays into the round's cycle (the seats before him hold one card
    fewer), ``loose`` and ``builds`` on the table, ``others`` fixing other seats' hands; every
    card left over lies in the pile of the seat before the mover. Refused (ValueError) unless
    ``check_state`` accepts it — each seat's build actions no more than its plays this round,
    the cards dealt a round less those it holds (BYGG-HOLD-6), every seat but the mover
    holding a card of each build it answers for — and if the mover answers for a build without
    a card of its value either (that would be a default, settled before his play)."""
    options = game.resolve_options(raw, players)
    rules = game.rules(options)
    shapes = game.variant.dealing.schedule(players, len(game.deck))  # type: ignore[attr-defined]
    mover = 0
    forehand = (mover - offset) % players
    given = {int(seat): list(cards) for seat, cards in (others or {}).items()}
    used = Counter(hand) + Counter(loose) + Counter(c for b in builds for c in b.cards)
    used += Counter(c for cards in given.values() for c in cards)
    over = used - Counter(game.deck)
    if over:
        raise ValueError(f"more copies than the deck holds: {dict(over)}")
    rest = list((Counter(game.deck) - used).elements())
    random.Random(seed).shuffle(rest)
    hands: list[tuple[Card, ...]] = []
    for seat in range(players):
        size = len(hand) - 1 if (seat - forehand) % players < offset else len(hand)
        if seat == mover:
            hands.append(tuple(hand))
        elif seat in given:
            if len(given[seat]) != size:
                raise ValueError(f"seat {seat} must hold {size} cards")
            hands.append(tuple(given[seat]))
        else:
            hands.append(tuple(rest[:size]))
            rest = rest[size:]
    pile_seat = (mover - 1) % players
    captured: list[tuple[Card, ...]] = [()] * players
    captured[pile_seat] = tuple(rest)
    zeros = (0,) * players
    state = FishingState(
        game=game.id,
        options=options,
        players=players,
        dealer=(forehand - 1) % players,
        to_move=mover,
        phase=Phase.PLAY,
        round=len(shapes),
        hands=tuple(hands),
        table=Table(tuple(loose), tuple(builds)),
        captured=tuple(captured),
        tabbar=zeros,
        stock=(),
        last_capturer=pile_seat if rest else None,
        match=MatchState(
            seed=1, target=rules.match.target, scores=(0,) * len(options.sides(players))
        ),
        mulles=zeros if "mulles" in rules.zones else None,
        penalties=zeros if "penalties" in rules.zones else None,
        mulle_points=zeros if "mulle_points" in rules.zones else None,
    )
    problems = game.check_state(state)
    if problems:
        raise ValueError(f"built an inconsistent state: {problems[:3]}")
    for seat in range(players):
        if unheld(state.table.builds, state.hands[seat], seat, players):
            raise ValueError(f"seat {seat} would be in default")
    return state


def splits(cards: Sequence[Card], value: int) -> bool:
    """Whether these loose cards split into groups of ``value`` at table values."""
    if not cards:
        return True
    classes = classify([(table_value(card),) for card in cards])
    return partition(classes.values, classes.counts, value) is not None


def loose_selection(
    loose: Sequence[Card], value: int, split: bool, drops: int = 3
) -> tuple[Card, ...] | None:
    """The loose cards of table value <= ``value``, less the fewest (up to ``drops``, the
    smallest first) that leave a total that is a multiple of ``value`` and that split into
    groups of it (``split``) or do not; None if there is no such selection."""
    fitting = sorted((c for c in loose if table_value(c) <= value), key=table_value)
    total = sum(map(table_value, fitting))
    for size in range(drops + 1):
        tried: set[tuple[int, ...]] = set()
        for dropped in combinations(range(len(fitting)), size):
            values = tuple(table_value(fitting[i]) for i in dropped)
            if values in tried or (total - sum(values)) % value:
                continue
            tried.add(values)
            kept = [c for i, c in enumerate(fitting) if i not in dropped]
            if kept and splits(kept, value) == split:
                return tuple(kept)
    return None


def hard_impossible(loose: Sequence[Card], value: int, drops: int = 3) -> tuple[Card, ...]:
    """A capture of (nearly) every loose card that the split search has to refute
    (:func:`loose_selection`); failing that, every loose card (refused by the total alone)."""
    return loose_selection(loose, value, False, drops) or tuple(loose)


def everything_var4(state: FishingState, card: Card) -> tuple[str, ...]:
    """Every build BYGG-VAR-4 lets ``card`` take (simple builds below its value, builds of
    it) and every loose card."""
    value = hand_value(card)
    builds = [
        b.id
        for b in state.table.builds
        if b.value == value or (b.value < value and len(b.parts) == 1)
    ]
    return (*builds, *state.table.cards)


# -- measurements (module level: they run in forked children) ---------------------------------


def verdict_text(game: BuildingGame, state: FishingState, move: FishingMove) -> str:
    verdict = game.validate(state, move)
    if verdict.violations:
        rules = list(dict.fromkeys(v.rule for v in verdict.violations))
        return "refused " + ",".join(rules)
    kind = verdict.interpretation.get("kind", "?")
    if kind == "build":
        return f"legal {verdict.interpretation.get('action')}"
    return f"legal {kind}"


def time_validate(state: FishingState, move: FishingMove) -> tuple[float, str]:
    game = GAMES[state.game]
    what = verdict_text(game, state, move)
    return per_call(lambda: game.validate(state, move), 0.2), what


def time_listing(state: FishingState) -> tuple[float, str]:
    game = GAMES[state.game]
    start = _common.clock()
    listing = game.legal_moves(state, LIMIT)
    first = _common.clock() - start
    seconds = per_call(lambda: game.legal_moves(state, LIMIT), 0.2) if first < 0.2 else first
    exact = "exact" if listing.count_exact else "INEXACT (lower bound)"
    problem = " COUNT < LISTED" if listing.count < len(listing.moves) else ""
    return seconds, f"{len(listing.moves)} listed, count {listing.count:,} {exact}{problem}"


# -- reporting --------------------------------------------------------------------------------


def source(value: Any) -> str:
    """Python source that rebuilds ``value`` (dataclasses, enums, tuples, plain data)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        inner = ", ".join(
            f"{f.name}={source(getattr(value, f.name))}" for f in dataclasses.fields(value)
        )
        return f"{type(value).__name__}({inner})"
    if isinstance(value, enum.Enum):
        return f"{type(value).__name__}.{value.name}"
    if isinstance(value, tuple):
        items = [source(v) for v in value]
        return "(" + ", ".join(items) + ("," if len(items) == 1 else "") + ")"
    if isinstance(value, list):
        return "[" + ", ".join(source(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{source(k)}: {source(v)}" for k, v in value.items()) + "}"
    return repr(value)


REPRODUCER = '''"""Reproducer from benchmarks/building_bench.py: {what}.

Measured {measured} ({kind}; target {target}). Run from anywhere: python {path}
"""

import sys
import time

sys.path.insert(0, {repo!r})

from service.games import find_game
from service.games.building.options import BuildingOptions, ByggOptions, GlimneOptions
from service.games.fishing.state import (
    Build, BuildAction, BuildPlay, FishingMove, FishingState, LastPlay, MatchState, Phase, Table,
)

STATE = {state}
MOVE = {move}

game = find_game(STATE.game)
assert game.check_state(STATE) == [], game.check_state(STATE)
best = None
for _ in range(3):
    start = time.process_time()
    result = {call}
    elapsed = time.process_time() - start
    best = elapsed if best is None else min(best, elapsed)
print(f"{{best * 1e3:.2f}} ms CPU")
print(result)
'''


class Report:
    """Cases over their target, and reproducers for the slowest (``per_kind`` per part and
    kind, validate or legal_moves) when a prefix is given."""

    def __init__(self, prefix: str | None, per_kind: int = 3) -> None:
        self.prefix = prefix
        self.per_kind = per_kind
        self.part = ""
        self.cases: list[tuple[str, str, FishingState, FishingMove | None, float]] = []
        self.written: list[tuple[str, str, float]] = []

    def over(
        self, what: str, state: FishingState, move: FishingMove | None, seconds: float
    ) -> None:
        self.cases.append((self.part, what, state, move, seconds))

    def write(self) -> None:
        if self.prefix is None:
            return
        chosen: Counter[tuple[str, bool]] = Counter()
        for part, what, state, move, seconds in sorted(self.cases, key=lambda c: -c[4]):
            key = (part, move is None)
            if chosen[key] < self.per_kind:
                chosen[key] += 1
                self._write(what, state, move, seconds)

    def _write(
        self, what: str, state: FishingState, move: FishingMove | None, seconds: float
    ) -> None:
        slug = re.sub(r"[^a-z0-9]+", "_", what.lower()).strip("_")[:60]
        path = f"{self.prefix}{len(self.written) + 1:02d}_{slug}.py"
        kind = "validate" if move is not None else f"legal_moves(limit={LIMIT})"
        target = VALIDATE_TARGET if move is not None else LISTING_TARGET
        call = (
            "game.validate(STATE, MOVE)"
            if move is not None
            else f"game.legal_moves(STATE, {LIMIT})"
        )
        measured = "over the time limit" if seconds == float("inf") else fmt_us(seconds)
        text = REPRODUCER.format(
            what=what,
            measured=measured,
            kind=kind,
            target=fmt_us(target),
            path=path,
            repo=REPO,
            state=source(state),
            move=source(move),
            call=call,
        )
        with open(path, "w") as out:
            out.write(text)
        self.written.append((path, what, seconds))


def show(result: Bounded, timeout: float) -> tuple[float, str]:
    if result.timeout:
        return float("inf"), f"> {timeout:g} s (timed out)"
    if result.error:
        return float("inf"), f"error: {result.error}"
    seconds, what = result.value
    return seconds, what


def verdict(seconds: float, target: float) -> str:
    return "MET" if seconds <= target else "MISSED"


class Worst:
    """The slowest validate and listing seen in a part."""

    def __init__(self) -> None:
        self.validate = (0.0, "-")
        self.listing = (0.0, "-")

    def note(self, seconds: float, what: str, listing: bool) -> None:
        if listing:
            self.listing = max(self.listing, (seconds, what))
        else:
            self.validate = max(self.validate, (seconds, what))


def measure_table(
    name: str,
    state: FishingState,
    moves: Sequence[tuple[str, FishingMove]],
    timeout: float,
    worst: Worst,
    report: Report,
) -> None:
    """legal_moves and each validate in a bounded child; one table of rows."""
    rows = []
    result = bounded(time_listing, state, timeout=timeout)
    seconds, what = show(result, timeout)
    worst.note(seconds, name, True)
    if seconds > LISTING_TARGET:
        report.over(f"{name}: legal_moves", state, None, seconds)
    rows.append(
        [
            f"legal_moves(limit={LIMIT})",
            _time(seconds, result, timeout),
            verdict(seconds, LISTING_TARGET),
            what,
        ]
    )
    for label, move in moves:
        result = bounded(time_validate, state, move, timeout=timeout)
        seconds, what = show(result, timeout)
        worst.note(seconds, f"{name}: {label}", False)
        if seconds > VALIDATE_TARGET:
            report.over(f"{name}: {label}", state, move, seconds)
        rows.append(
            [
                f"validate {label}",
                _time(seconds, result, timeout),
                verdict(seconds, VALIDATE_TARGET),
                what,
            ]
        )
    print_table(rows, ["measurement", "time per call", "target", "result"])


def _time(seconds: float, result: Bounded, timeout: float) -> str:
    return f"> {timeout:g} s" if result.timeout else fmt_us(seconds)


def describe(state: FishingState) -> str:
    values = Counter(b.value for b in state.table.builds)
    builds = ", ".join(f"{n}×{v}" for v, n in sorted(values.items(), key=lambda x: (-x[1], x[0])))
    return (
        f"{state.players} players, {len(state.table.builds)} builds ({builds}), "
        f"{len(state.table.cards)} loose, {len(state.table.all_cards)} table cards"
    )


def options_label(game: BuildingGame, building: dict[str, bool]) -> str:
    if building == ALL_ON:
        return "every variant on"
    if building:
        return ", ".join(sorted(building))
    return "default options" + (" (two_card_simple_builds)" if game is GLIMNE else "")


# -- part 1 -----------------------------------------------------------------------------------

#: Every Part 1 table is 4 players in partnership in the last round, forehand seat 1, so seat 0
#: moves last in the cycle: seats 1-3 have made one play more than he has this round (four
#: cards dealt each). Each build action is one play of its seat (BYGG-HOLD-6), so the builds
#: are as many as those plays: 7 when seat 0 holds three cards (he has played once, the others
#: twice), 11 when he holds two (twice, the others three times). Every seat holds a card of
#: every build it answers for (BYGG-HOLD-1/3). A build entry is (parts, creator).
MID, LATE = "mid-round", "late"
TableBuilds = Sequence[tuple[Sequence[Sequence[Card]], int]]

BYGG_MID: TableBuilds = [
    ([("AS", "8S")], 0),
    ([("AH", "8H")], 1),
    ([("AD", "8D")], 2),
    ([("2H", "7H")], 2),
    ([("3H", "6H")], 3),
    ([("10S",), ("10H",)], 1),  # a "ligger" build of 10 (10S played, 10C kept)
    ([("QS",), ("QH",)], 3),
]
BYGG_MID_OTHERS = {1: ["9H", "10C"], 2: ["9D", "JD"], 3: ["9C", "QC"]}
BYGG_MID_LOOSE = [
    *("AC", "8C", "2S", "7S", "2C", "7C", "2D", "7D", "3C", "6S", "3D", "6D"),
    *("4D", "5D", "4C", "5C", "4H", "5H", "5S", "6C", "10D", "JS", "JH", "KS", "KH"),
]
BYGG_LATE: TableBuilds = [
    *(([("AS", "8S")], 0), ([("AH", "8H")], 0)),
    *(([("AD", "8D")], 1), ([("2S", "7S")], 1), ([("2H", "7H")], 1)),
    *(([("2D", "7D")], 2), ([("3S", "6S")], 2), ([("3H", "6H")], 2)),
    *(([("QS",), ("QH",)], 3), ([("5C", "7C")], 3), ([("4C", "8C")], 3)),
]
BYGG_LATE_OTHERS = {1: ["9H"], 2: ["9D"], 3: ["QC"]}
BYGG_LATE_LOOSE = [
    *("AC", "2C", "3D", "3C", "4S", "4H", "4D", "5S", "5H", "5D", "6D", "6C"),
    *("9C", "10S", "10H", "10D", "JS", "JH", "KS", "KH"),
]

GLIMNE_MID: TableBuilds = BYGG_MID
GLIMNE_MID_OTHERS = BYGG_MID_OTHERS
GLIMNE_MID_LOOSE = [
    *("AD", "8D", "AH", "8C", "AC", "8C", "2S", "7S", "2D", "7S", "2D", "7C"),
    *("3S", "6S", "3C", "6S", "3D", "6D", "4C", "5S", "4C", "5C", "4D", "5C"),
    *("AS", "8S", "3S", "6H", "4H", "5H", "4H", "5H", "2H", "7D", "4D", "5D"),
    *("6C", "2C", "7C", "5S", "KS", "KH"),
]
GLIMNE_LATE: TableBuilds = [
    *(([("AS", "8S")], 0), ([("AH", "8H")], 0)),
    *(([("AD", "8D")], 1), ([("AC", "8C")], 1), ([("2H", "7H")], 1)),
    *(([("2D", "7D")], 2), ([("3H", "6H")], 2), ([("3D", "6D")], 2)),
    *(([("2C", "5C")], 3), ([("AC", "6C")], 3), ([("3C", "4C")], 3)),
]
GLIMNE_LATE_OTHERS = {1: ["9H"], 2: ["9D"], 3: ["7D"]}
GLIMNE_LATE_LOOSE = [
    *("AD", "8D", "AH", "8C", "2S", "7S", "2C", "7S", "2D", "7C", "3S", "6S"),
    *("3C", "6S", "3D", "6D", "4C", "5S", "4D", "5C", "4H", "5D", "4S", "5H"),
    *("6C", "2H", "7C", "5S", "KS", "KH"),
]
#: Eleven builds of 9 that take few small cards (each needs one), leaving every ace, two,
#: three and four the builds and hands do not hold, and a six: a king's BYGG-VAR-4 capture
#: must find a group of 4 for each build (44 of the 57 loose pips) and a group of 13 for the
#: rest (11 × 9 + 57 = 12 × 13).
GLIMNE_SMALL: TableBuilds = [
    *(([("AS", "8S")], 0), ([("AH", "8H")], 0)),
    *(([("2H", "7H")], 1), ([("2D", "7D")], 1), ([("2C", "7C")], 1)),
    *(([("3H", "6H")], 2), ([("3D", "6D")], 2), ([("3C", "6C")], 2)),
    *(([("4H", "5H")], 3), ([("4D", "5D")], 3), ([("4C", "5C")], 3)),
]
GLIMNE_SMALL_OTHERS = {1: ["9H"], 2: ["9D"], 3: ["9C"]}
GLIMNE_SMALL_LOOSE = [
    *("AS", "AH", "AD", "AD", "AC", "AC", "2S", "2S", "2H", "2D", "2C"),
    *("3S", "3S", "3H", "3D", "3C", "4S", "4S", "4H", "4D", "4C", "6S"),
]


@dataclasses.dataclass(frozen=True)
class ManyBuilds:
    """A Part 1 table: seat 0's hand, the other seats' hands, the builds and loose cards, and
    the raise seat 0 tries (None when his hand has no card to raise with)."""

    title: str
    game: BuildingGame
    hand: tuple[Card, ...]
    others: Mapping[int, Sequence[Card]]
    builds: TableBuilds
    loose: Sequence[Card]
    raise_play: BuildPlay | None = None

    def state(self, building: dict[str, bool]) -> FishingState:
        builds = [build(f"b{i + 1}", parts, by) for i, (parts, by) in enumerate(self.builds)]
        raw = raw_options(self.game, building)
        return state_for(self.game, 4, raw, self.hand, self.loose, builds, self.others, 3)


def many_build_moves(table: ManyBuilds, state: FishingState) -> list[tuple[str, FishingMove]]:
    """The plays of part 1 (module docstring); seat 0 holds 9S and one or two higher or
    lower cards, and some loose card makes 9 with his lower card."""
    nines = tuple(b.id for b in state.table.builds if b.value == 9)
    hand = state.hands[0]
    high = max(hand, key=hand_value)
    low = min((c for c in hand if c != "9S"), key=hand_value)
    groups = loose_selection(state.table.cards, 9, True) or ()
    impossible = hard_impossible(state.table.cards, 9)
    moves = [
        (
            f"biggest capture: 9S, {len(nines)} builds + {len(groups)} loose",
            FishingMove(0, "9S", capture=(*nines, *groups)),
        )
    ]
    if hand_value(low) < 9:
        partner = next(c for c in state.table.cards if table_value(c) == 9 - hand_value(low))
        moves.append(
            (
                f"add {low}+{partner} onto b1 merging {len(nines) - 1} builds",
                FishingMove(0, low, build=BuildPlay(9, ((low, partner),), "b1", nines[1:])),
            )
        )
    else:
        # BYGG-PART-1: 9S alone onto a build his partner made, merging every other nine (his
        # own among them): an exempt addition, after which he answers for no build
        onto = next(b.id for b in state.table.builds if b.value == 9 and b.created_by == 2)
        merged = tuple(b for b in nines if b != onto)
        moves.append(
            (
                f"partner add 9S onto {onto} merging {len(merged)} builds",
                FishingMove(0, "9S", build=BuildPlay(9, (("9S",),), onto, merged)),
            )
        )
    play = table.raise_play
    if play is not None:
        moves.append(
            (
                f"raise b1 to {play.value}"
                + (f", merging {' '.join(play.merge)}" if play.merge else "")
                + (", with a new part" if len(play.parts) > 1 else ""),
                FishingMove(0, play.parts[0][0], build=play),
            )
        )
    return [
        *moves,
        (f"trail {low} (owns builds, BYGG-HOLD-2)", FishingMove(0, low)),
        (f"impossible: 9S, {len(impossible)} loose", FishingMove(0, "9S", capture=impossible)),
        (f"VAR-4 everything: {high}", FishingMove(0, high, capture=everything_var4(state, high))),
    ]


PART1_TABLES = [
    # 3S raises b1 to 12 with a new part of 12, merging the compound 12
    ManyBuilds(
        f"byggkasino {MID}, 5 builds of 9 + 2, 25 loose",
        BYGG,
        ("9S", "QD", "3S"),
        BYGG_MID_OTHERS,
        BYGG_MID,
        BYGG_MID_LOOSE,
        BuildPlay(12, (("3S",), ("5C", "7C")), "b1", ("b7",)),
    ),
    # 4S raises b1 to 13, with a new part
    ManyBuilds(
        f"byggkasino {MID}, 5 builds of 9 + 2, 25 loose",
        BYGG,
        ("9S", "KD", "4S"),
        BYGG_MID_OTHERS,
        BYGG_MID,
        BYGG_MID_LOOSE,
        BuildPlay(13, (("4S",), ("KS",)), "b1"),
    ),
    ManyBuilds(
        f"byggkasino {LATE}, 8 builds of 9 + 3 of 12, 20 loose",
        BYGG,
        ("9S", "KD"),
        BYGG_LATE_OTHERS,
        BYGG_LATE,
        BYGG_LATE_LOOSE,
    ),
    ManyBuilds(
        f"mulle-glimne {MID}, 5 builds of 9 + 2, 42 loose",
        GLIMNE,
        ("9S", "KD", "4S"),
        GLIMNE_MID_OTHERS,
        GLIMNE_MID,
        GLIMNE_MID_LOOSE,
        BuildPlay(13, (("4S",), ("KS",)), "b1"),
    ),
    ManyBuilds(
        f"mulle-glimne {LATE}, 8 builds of 9 + 3 of 7, 30 loose",
        GLIMNE,
        ("9S", "KD"),
        GLIMNE_LATE_OTHERS,
        GLIMNE_LATE,
        GLIMNE_LATE_LOOSE,
    ),
    ManyBuilds(
        f"mulle-glimne {LATE}, 11 builds of 9, 22 small loose",
        GLIMNE,
        ("9S", "KD"),
        GLIMNE_SMALL_OTHERS,
        GLIMNE_SMALL,
        GLIMNE_SMALL_LOOSE,
    ),
]


def part1(timeout: float, report: Report) -> Worst:
    report.part = "1"
    print("## Part 1: many builds (4 players in partnership, last round, seat 0 last to move)")
    print(f"(each measurement in a child limited to {timeout:g} s and 4 GiB; times are per call)")
    worst = Worst()
    for building in ({}, ALL_ON):
        for table in PART1_TABLES:
            state = table.state(building)
            moves = many_build_moves(table, state)
            hand_text = " ".join(state.hands[0])
            name = f"{table.title}, hand {hand_text}, {options_label(table.game, building)}"
            print()
            print(f"### {name}")
            print(f"    {describe(state)}; loose {' '.join(state.table.cards)}")
            measure_table(name, state, moves, timeout, worst, report)
    return worst


# -- part 2 -----------------------------------------------------------------------------------

# Loose cards as counts by table value 1, 2, 3, … (aces, twos with 2S, …, tens with 10D, J,
# Q, K), found by a seeded search over grouping.partition (the slowest it met), keyed by the
# played value they are built for and whether they split into groups of it.
LOOSE_TABLES: dict[str, dict[tuple[int, bool], list[int]]] = {
    "byggkasino": {
        (16, True): [2, 2, 4, 3, 3, 4, 3, 3, 3, 1, 3, 3, 4],
        (16, False): [3, 2, 3, 2, 4, 4, 3, 3, 2, 2, 3, 3, 4],
        (15, True): [3, 3, 4, 3, 1, 2, 3, 3, 3, 1, 3, 3, 3],
        (15, False): [3, 3, 0, 4, 2, 4, 4, 2, 3, 3, 3, 3, 2],
        (14, True): [3, 3, 3, 1, 4, 2, 4, 2, 4, 3, 2, 1, 2],
        (14, False): [2, 2, 4, 4, 4, 4, 3, 3, 4, 2, 1, 4, 0],
    },
    "mulle-glimne": {
        (16, True): [6, 3, 0, 1, 8, 8, 8, 8],
        (16, False): [6, 0, 1, 6, 8, 8, 1, 1, 8, 0],
        (15, True): [6, 1, 0, 7, 8, 8, 8],
        (15, False): [3, 7, 0, 7, 5, 8, 1, 5],
        (14, True): [5, 0, 0, 8, 8, 7, 7],
        (14, False): [7, 2, 8, 7, 0, 8, 3, 0, 4],
    },
}
SPECIALS = {16: "10D", 15: "2S", 14: "AH"}


def cards_by_counts(pool: Counter[Card], counts: Sequence[int], deck: Sequence[Card]) -> list[Card]:
    """``counts[i]`` cards of table value i + 1 taken from ``pool``, in deck order."""
    taken: list[Card] = []
    order = list(dict.fromkeys(deck))
    for index, n in enumerate(counts):
        for card in order:
            while n and pool[card] and table_value(card) == index + 1:
                pool[card] -= 1
                taken.append(card)
                n -= 1
        if n:
            raise ValueError(f"not enough cards of table value {index + 1}")
    return taken


def fit_part(pool: Counter[Card], value: int) -> tuple[Card, ...] | None:
    """The first two or three cards of ``pool`` (fewest, smallest codes first) adding up to
    ``value`` at table values, taken out of the pool."""
    cards = sorted(pool.elements())
    for size in (2, 3):
        for combo in combinations(range(len(cards)), size):
            chosen = tuple(cards[i] for i in combo)
            if sum(map(table_value, chosen)) == value:
                pool.subtract(chosen)
                return chosen
    return None


def loose_table(
    game: BuildingGame, key: tuple[int, bool], building: dict[str, bool]
) -> FishingState:
    """Seat 0 to move in the last round of a 2-player deal, seat 1 forehand: seat 1 has
    played twice, seat 0 once, each play a new build (BYGG-HOLD-6: each build action is a
    play of this round). Seat 0 holds storan, lillan and an ace and built the table's value
    (16, 15 or 14); seat 1 holds the two highest cards below 14 that the loose cards of
    ``LOOSE_TABLES`` leave and built one simple build of each value (BYGG-HOLD-1/3), as the
    leftover cards allow."""
    hand = ["10D", "2S", "AH"]
    pool: Counter[Card] = Counter(game.deck) - Counter(hand)
    loose = cards_by_counts(pool, LOOSE_TABLES[game.id][key], game.deck)
    held = sorted(
        (c for c in pool.elements() if not is_special(c)), key=lambda c: (hand_value(c), c)
    )[-2:]
    pool.subtract(held)
    builds: list[Build] = []
    for value, seat in ((key[0], 0), *((hand_value(c), 1) for c in held)):
        part = fit_part(pool, value)
        if part is not None:
            builds.append(build(f"b{len(builds) + 1}", [part], seat))
    return state_for(game, 2, raw_options(game, building), hand, loose, builds, {1: held}, offset=1)


def part2(timeout: float, report: Report) -> Worst:
    print()
    report.part = "2"
    print("## Part 2: large loose tables (2 players, last round), whole-table captures")
    worst = Worst()
    for game in (BYGG, GLIMNE):
        for (value, can), _counts in LOOSE_TABLES[game.id].items():
            for building in ({}, VAR4_ON):
                state = loose_table(game, (value, can), building)
                loose = state.table.cards
                moves = []
                if not building:
                    for played, card in SPECIALS.items():
                        ids = tuple(b.id for b in state.table.builds if b.value == played)
                        label = f"whole table with {card} ({played})"
                        if played == value:
                            label += " <- the designed case"
                        moves.append((label, FishingMove(0, card, capture=(*ids, *loose))))
                else:
                    card = SPECIALS[value]
                    taken = everything_var4(state, card)
                    moves.append(
                        (
                            f"VAR-4 whole table with {card} ({value}), "
                            f"{len(taken) - len(loose)} builds",
                            FishingMove(0, card, capture=taken),
                        )
                    )
                total = sum(map(table_value, loose))
                kind = "splits" if can else "total a multiple, no split"
                label = options_label(game, building)
                name = f"{game.id} {len(loose)} loose for {value} ({kind}), {label}"
                print()
                print(f"### {name}")
                print(
                    f"    {describe(state)}; loose total {total}; hand {' '.join(state.hands[0])}; "
                    f"builds {' '.join(f'{b.id}={b.value}' for b in state.table.builds)}"
                )
                measure_table(name, state, moves, timeout, worst, report)
    return worst


# -- part 3 -----------------------------------------------------------------------------------


def random_position(seed: int) -> tuple[FishingState, list[tuple[str, FishingMove]]]:
    """A random legal position (see the module docstring) and the plays to validate."""
    rng = random.Random(seed)
    for _attempt in range(200):
        try:
            return _random_position(rng)
        except ValueError:
            continue
    raise RuntimeError(f"no position from seed {seed}")


def _random_position(rng: random.Random) -> tuple[FishingState, list[tuple[str, FishingMove]]]:
    game, players = rng.choice([(BYGG, 2), (BYGG, 3), (BYGG, 4), (GLIMNE, 2), (GLIMNE, 4)])
    building = {name: rng.random() < 0.5 for name in VARIANTS}
    held = rng.choice((2, 2, 3, 4))  # the mover's cards: late in the round more often
    offset = rng.randrange(players)
    forehand = -offset % players
    sizes = [held - 1 if (seat - forehand) % players < offset else held for seat in range(players)]
    # BYGG-HOLD-6: every build action is a play of this round (four cards dealt each)
    shapes = game.variant.dealing.schedule(players, len(game.deck))  # type: ignore[attr-defined]
    dealt = shapes[-1].sizes
    budget = [dealt[(seat - forehand) % players] - sizes[seat] for seat in range(players)]
    pool: Counter[Card] = Counter(game.deck)
    popular = rng.sample(range(5, 14), rng.randint(1, 3))
    small = [c for c in pool if table_value(c) <= 9]
    builds: list[Build] = []
    for _ in range(rng.randint(2, 12)):
        if not any(budget):
            break
        value = rng.choice(popular) if rng.random() < 0.8 else rng.randint(4, 16)
        parts = []
        for _p in range(1 if rng.random() < 0.6 else rng.randint(2, 3)):
            part = _random_part(rng, pool, small, value)
            if part is None:
                break
            parts.append(part)
        if not parts or (len(parts) == 1 and len(parts[0]) < 2):
            for part in parts:
                pool.update(part)
            continue
        builds.append(_random_history(rng, f"b{len(builds) + 1}", value, parts, budget))
    hands: list[list[Card]] = [[] for _ in range(players)]
    for seat in range(players):
        for value in sorted({item.build.value for item in owed(builds, seat, players)}):
            options = [c for c in pool.elements() if hand_value(c) == value]
            if not options or len(hands[seat]) >= sizes[seat]:
                raise ValueError("cannot hold every owed value")
            card = rng.choice(options)
            pool[card] -= 1
            hands[seat].append(card)
    for seat in range(players):
        while len(hands[seat]) < sizes[seat]:
            card = rng.choice(sorted(pool.elements()))
            pool[card] -= 1
            hands[seat].append(card)
    room = len(game.deck) - sum(sizes) - sum(len(b.cards) for b in builds)
    favour_small = rng.random() < 0.7
    choices = sorted(pool.elements())
    rng.shuffle(choices)
    if favour_small:
        choices.sort(key=lambda c: table_value(c) > 6)
    loose = choices[: min(room, rng.randint(4, 36))]
    others = {seat: hands[seat] for seat in range(1, players)}
    state = state_for(
        game,
        players,
        raw_options(game, building),
        hands[0],
        loose,
        builds,
        others,
        offset,
        rng.randrange(1000),
    )
    return state, _random_moves(rng, state)


def _random_part(
    rng: random.Random, pool: Counter[Card], small: Sequence[Card], value: int
) -> tuple[Card, ...] | None:
    for _ in range(30):
        part: list[Card] = []
        left = value
        candidates = [c for c in small if pool[c]] + [
            c for c in pool if pool[c] and table_value(c) == value
        ]
        rng.shuffle(candidates)
        for card in candidates:
            if table_value(card) <= left and pool[card] > part.count(card):
                part.append(card)
                left -= table_value(card)
                if not left:
                    break
        if not left:
            pool.subtract(part)
            return tuple(part)
    return None


def _random_history(
    rng: random.Random, bid: str, value: int, parts: list[tuple[Card, ...]], budget: list[int]
) -> Build:
    """A history of seats that have plays of this round left in ``budget`` (spent here)."""

    def actor() -> int:
        seat = rng.choice([seat for seat, left in enumerate(budget) if left])
        budget[seat] -= 1
        return seat

    creator = actor()
    history = [BuildAction(creator, "create")]
    creation = value
    if any(budget) and len(parts) == 1 and value > 4 and rng.random() < 0.25:
        creation = rng.randint(2, value - 2)
        history.append(BuildAction(actor(), "raise"))
    elif any(budget) and len(parts) > 1 and rng.random() < 0.5:
        history.append(BuildAction(actor(), "add"))
    return Build(bid, value, tuple(parts), creator, creation, tuple(history))


def _random_moves(rng: random.Random, state: FishingState) -> list[tuple[str, FishingMove]]:
    hand = state.hands[0]
    moves: list[tuple[str, FishingMove]] = []
    for card in dict.fromkeys(hand):
        value = hand_value(card)
        ids = tuple(b.id for b in state.table.builds if b.value == value)
        moves.append(
            (f"whole capture with {card}", FishingMove(0, card, capture=(*ids, *state.table.cards)))
        )
        moves.append((f"trail {card}", FishingMove(0, card)))
        moves.append(
            (
                f"VAR-4 everything with {card}",
                FishingMove(0, card, capture=everything_var4(state, card)),
            )
        )
        if state.table.cards:
            impossible = hard_impossible(state.table.cards, value, drops=1)
            moves.append((f"impossible with {card}", FishingMove(0, card, capture=impossible)))
    return moves


def probe_moves(seed: int) -> tuple[FishingState, list[tuple[str, FishingMove]], Any]:
    """A random position, its plays to validate (listed ones included) and its listing."""
    state, moves = random_position(seed)
    listing = GAMES[state.game].legal_moves(state, LIMIT)
    listed = list(listing.moves)
    sample = random.Random(seed).sample(listed, min(8, len(listed)))
    builds = [m for m in listed if m.build is not None]
    merges = sorted(builds, key=lambda m: -len(m.build.merge) if m.build else 0)[:2]
    moves += [("listed play", m) for m in (*sample, *merges)]
    return state, moves, listing


def probe(seed: int) -> dict[str, Any]:
    """One random position: the slowest validate (re-timed) and the listing time."""
    state, moves, listing = probe_moves(seed)
    game = GAMES[state.game]
    slowest = (0.0, "", -1)
    for index, (label, move) in enumerate(moves):
        start = _common.clock()
        game.validate(state, move)
        elapsed = _common.clock() - start
        if elapsed > slowest[0]:
            slowest = (elapsed, label, index)
    seconds = slowest[0]
    if slowest[2] >= 0 and seconds < 0.5:
        move = moves[slowest[2]][1]
        seconds = per_call(lambda: game.validate(state, move), 0.05, slow=1.0)
    start = _common.clock()
    game.legal_moves(state, LIMIT)
    listing_seconds = _common.clock() - start
    if listing_seconds < 0.5:
        listing_seconds = per_call(lambda: game.legal_moves(state, LIMIT), 0.05, slow=1.0)
    verdict_of = verdict_text(game, state, moves[slowest[2]][1]) if slowest[2] >= 0 else "-"
    return {
        "validate": seconds,
        "move": f"{slowest[1]} ({verdict_of})",
        "move_index": slowest[2],
        "listing": listing_seconds,
        "count": f"{listing.count:,}{'' if listing.count_exact else ' (inexact)'}",
        "what": f"{state.game} {describe(state)}, {options_label(game, _building_of(state))}",
    }


def _building_of(state: FishingState) -> dict[str, bool]:
    options = state.options.building if state.game == GLIMNE.id else state.options
    return {name: True for name in VARIANTS if getattr(options, name)}


def part3(seconds_total: float, timeout: float, seed: int, report: Report) -> Worst:
    print()
    print(
        f"## Part 3: random search, about {seconds_total:g} s "
        f"(seed {seed}, {timeout:g} s per position)"
    )
    report.part = "3"
    rng = random.Random(seed)
    worst = Worst()
    found: list[tuple[int, Bounded]] = []
    deadline = time.perf_counter() + seconds_total
    while time.perf_counter() < deadline:
        case = rng.getrandbits(32)
        found.append((case, bounded(probe, case, timeout=timeout)))
    done = [(case, r.value) for case, r in found if r.ok]
    failed = [(case, r) for case, r in found if not r.ok]
    print(f"{len(found)} positions tried, {len(failed)} timed out or failed")
    for case, result in failed[:8]:
        state, _ = random_position(case)
        what = "timed out" if result.timeout else result.error
        print(f"  position seed {case}: {what}; {state.game} {describe(state)}")
        worst.note(float("inf"), f"position seed {case} ({what})", False)
        worst.note(float("inf"), f"position seed {case} ({what})", True)
        report.over(f"random position {case} timed out, legal_moves", state, None, float("inf"))
    for key, target, label in (
        ("validate", VALIDATE_TARGET, "validate"),
        ("listing", LISTING_TARGET, "legal_moves"),
    ):
        ordered = sorted(done, key=lambda item: -item[1][key])
        over = sum(1 for _, item in done if item[key] > target)
        print()
        print(f"slowest {label} ({over} of {len(done)} positions over {fmt_us(target)}):")
        rows = []
        for case, item in ordered[:8]:
            rows.append(
                [
                    case,
                    fmt_us(item[key]),
                    verdict(item[key], target),
                    item["move"] if key == "validate" else item["count"],
                    item["what"],
                ]
            )
        print_table(
            rows, ["seed", label, "target", "move" if key == "validate" else "count", "position"]
        )
        for case, item in ordered[:3]:
            if item[key] > target:
                state, moves, _ = probe_moves(case)
                move = moves[item["move_index"]][1] if key == "validate" else None
                report.over(f"random {label} seed {case}", state, move, item[key])
        if ordered:
            worst.note(
                ordered[0][1][key],
                f"seed {ordered[0][0]}: {ordered[0][1]['what']}",
                key == "listing",
            )
    return worst


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--timeout", type=float, default=10.0)
    parser.add_argument("--search-seconds", type=float, default=60.0)
    parser.add_argument("--search-timeout", type=float, default=3.0)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--reproducers", metavar="PREFIX", default=None)
    args = parser.parse_args()
    header("Building games (Byggkasino, Mulle Glimne): worst cases of validate and legal_moves")
    report = Report(args.reproducers)
    targets = Targets()
    parts = [
        ("Part 1 (many builds)", part1(args.timeout, report)),
        ("Part 2 (large loose tables)", part2(args.timeout, report)),
    ]
    if args.search_seconds > 0:
        parts.append(
            (
                "Part 3 (random search)",
                part3(args.search_seconds, args.search_timeout, args.seed, report),
            )
        )
    print()
    for name, worst in parts:
        seconds, what = worst.validate
        targets.check(
            f"{name}: validate <= 5 ms",
            seconds <= VALIDATE_TARGET,
            f"worst {fmt_us(seconds)} ({what})",
        )
    for name, worst in parts:
        seconds, what = worst.listing
        targets.check(
            f"{name}: legal_moves(limit={LIMIT}) <= 10 ms",
            seconds <= LISTING_TARGET,
            f"worst {fmt_us(seconds)} ({what})",
        )
    report.write()
    if report.written:
        print()
        print(
            f"{len(report.cases)} cases over target; reproducers for the slowest "
            f"({len(report.written)}):"
        )
        for path, what, seconds in report.written:
            print(
                f"  {path}: {what} ({'timed out' if seconds == float('inf') else fmt_us(seconds)})"
            )
    return targets.summary()


if __name__ == "__main__":
    sys.exit(main())
