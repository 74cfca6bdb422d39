#!/usr/bin/env python3
"""Worst-case capture search in Kasino: large tables of small cards, in-process.

Part 1, constructed tables. An ordinary 13-card table, then tables of 16…44 small cards (all
four suits of A…4, A…6, A…7, A…8, A…9, A…J), then the random 19–28-card tables whose forced
listings were slowest, under valuation 'choice' (aces 1/14, lillan 2/15,
storan 16/10 on the table), each built into a state that passes ``check_state`` with a hand of
4 cards for the player to move.
For each table it times:

* ``validate`` of a capture of the whole table with each distinct hand card: a sweep where the
  card's value allows one, and an impossible capture otherwise (the hands are chosen so that
  both occur, the impossible ones passing the cheap total check so the search really runs);
* ``find_grouping`` directly, for the same (played values, table) pairs;
* the forced-capture checks (``forced_capture: true``): the sweep again, the trail of a card
  that can capture (must_capture), and a capture of one group only (capture_not_maximal);
* ``legal_moves(limit=1000)`` without and with forced capture, which must also compute the
  exact ``count``; with it the value-level vector counts and the card-level move count;
* ``check_state``.

Part 2, a random search for the worst tables: 8–19 cards of all ranks (ordinary sizes), 20–28
cards with values <= 7, 24–36 cards of ranks A…9, and 20–44 cards of all ranks, each with a
hand of 4 of the remaining cards (half the time including storan, the widest target), timing
``legal_moves(limit=1000)`` and the slowest whole-table ``validate`` over the hand's cards.
Prints the slowest cases, and per size bucket how many were tried, the median, the maximum and
how many ran out of time.

Part 3, the exact-count closure (``capturable_vectors``) alone at played values 16 and 14 on
the constructed tables: time, number of vectors and memory, as the table grows.

Every measurement runs in a forked child with a wall-clock limit (``--timeout``) and a 4 GiB
address-space cap, so a blow-up is reported as '> N s' instead of hanging the machine.

Targets: validate of any legal Kasino state <= 1 ms in-process, forced rules
included; legal-moves with limit 1000 <= 10 ms on any legal table.

    .venv/bin/python benchmarks/capture.py [--timeout 10] [--search-seconds 160] [--seed 7]
"""

from __future__ import annotations

import argparse
import random
import resource
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any

import _common  # puts the checkout first on sys.path, before any 'service' import
from _common import (
    KASINO,
    Targets,
    bounded,
    cards_of_ranks,
    describe_table,
    fmt_us,
    legal_looking_state,
    per_call,
    print_table,
)

from service.core.cards import RANKS, STANDARD_DECK, Card
from service.games.fishing.capture import capturable_vectors, classify, find_grouping
from service.games.fishing.state import FishingMove, FishingState
from service.games.fishing.values import hand_values, table_values

VALIDATE_TARGET = 1e-3
LISTING_TARGET = 10e-3


# -- what runs inside a bounded child (module level: the results cross a pipe) ----------------


def _peak_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def time_validate(state: FishingState, move: FishingMove) -> tuple[float, str]:
    verdict = KASINO.validate(state, move)
    seconds = per_call(lambda: KASINO.validate(state, move), 0.2)
    what = "legal" if verdict.legal else ",".join(v.code for v in verdict.violations)
    return seconds, what


def time_find_grouping(played: tuple[int, ...], items: list[tuple[int, ...]]) -> tuple[float, str]:
    grouping = find_grouping(played, items)
    seconds = per_call(lambda: find_grouping(played, items), 0.2)
    what = "none" if grouping is None else f"{len(grouping.groups)} groups of {grouping.value}"
    return seconds, what


def time_check_state(state: FishingState) -> tuple[float, str]:
    problems = KASINO.check_state(state)
    return per_call(lambda: KASINO.check_state(state), 0.2), f"{len(problems)} problems"


def time_listing(state: FishingState, limit: int) -> dict[str, Any]:
    """legal_moves(limit): seconds per call, count, moves listed, peak MiB added."""
    base = _peak_mib()
    start = _common.clock()
    listing = KASINO.legal_moves(state, limit)
    first = _common.clock() - start
    seconds = per_call(lambda: KASINO.legal_moves(state, limit), 0.2) if first < 0.2 else first
    return {
        "seconds": seconds,
        "count": listing.count,
        # A game may stop counting at a work budget and flag the count as a lower bound.
        "exact": getattr(listing, "count_exact", True),
        "listed": len(listing.moves),
        "peak_mib": _peak_mib() - base,
    }


def _classes(state: FishingState) -> Any:
    valuation = state.options.valuation
    return classify([table_values(c, valuation) for c in state.table.cards])


def listing_detail(state: FishingState) -> dict[str, Any]:
    """Value-level counts: every capturable vector (the full closure) per played value."""
    classes = _classes(state)
    assert state.to_move is not None
    values = sorted(
        {
            v
            for card in state.hands[state.to_move]
            for v in hand_values(card, state.options.valuation)
        }
    )
    per_value = {v: len(capturable_vectors(classes.values, classes.counts, v)) for v in values}
    return {"per_value": per_value, "vectors": sum(per_value.values())}


def time_closure(state: FishingState, value: int) -> tuple[float, int, float]:
    """capturable_vectors alone at one played value: seconds, vectors, peak MiB added."""
    base = _peak_mib()
    classes = _classes(state)
    start = _common.clock()
    vectors = capturable_vectors(classes.values, classes.counts, value)
    return _common.clock() - start, len(vectors), _peak_mib() - base


def show_count(count: int | None, exact: bool | None, listed: int | None = None) -> str:
    if count is None:
        return "?"
    text = f"{count:,}" if exact else f">= {count:,} (inexact)"
    if listed is not None and count < listed:
        text += f" < {listed} LISTED!"
    return text


INCONSISTENT: list[str] = []  # listings whose count is below the number of moves listed


# -- part 1: constructed tables ---------------------------------------------------------------


@dataclass(frozen=True)
class Constructed:
    name: str
    table: tuple[Card, ...]
    hand: tuple[Card, ...]


def spelled(cards: str) -> tuple[Card, ...]:
    """Cards written out with spaces between them."""
    return tuple(cards.split())


def constructed_tables() -> list[Constructed]:
    high = ("10D", "KH", "QH", "JH")  # storan 16/10, 13, 12, 11: the widest targets
    return [
        # An ordinary table where a wrong sweep with storan is slow to explain (found by the
        # random search): the failure path tries every split of the table between 16 and 10.
        Constructed(
            "13: mixed ranks",
            ("3S", "4S", "5S", "7S", "10S", "AH", "JH", "KH", "7D", "9D", "QD", "3C", "10C"),
            ("10D", "KD", "9S", "9H"),
        ),
        Constructed("16: A-4 x4", tuple(cards_of_ranks(RANKS[:4])), high),
        Constructed("24: A-6 x4", tuple(cards_of_ranks(RANKS[:6])), high),
        Constructed("28: A-7 x4", tuple(cards_of_ranks(RANKS[:7])), high),
        Constructed("30: A-7 x4 +8S 8H", (*cards_of_ranks(RANKS[:7]), "8S", "8H"), high),
        Constructed("32: A-8 x4", tuple(cards_of_ranks(RANKS[:8])), high),
        Constructed("36: A-9 x4", tuple(cards_of_ranks(RANKS[:9])), high),
        Constructed("44: A-J x4", tuple(cards_of_ranks(RANKS[:11])), ("QH", "KH", "QS", "KS")),
        # Random tables whose forced listings were slowest (42-45 ms even at limit 0: the walk
        # to the first maximal capture asked some 190 questions that could not split).
        Constructed(
            "28: random, forced slow",
            spelled(
                "10H 2D 2H 2S 3H 3S 4C 4D 5C 5D 5H 6H 7S 8H 8S 9C 9D 9H AC AD AH JC JD JS "
                "KD QC QD QS"
            ),
            ("5S", "6D", "9S", "AS"),
        ),
        Constructed(
            "28: random, forced slow 2",
            spelled(
                "10C 10D 10H 10S 2C 2H 2S 4D 4H 4S 5C 5H 6C 6D 6H 6S 7H 8C 8H 9H 9S AC JH JS "
                "KC QC QD QH"
            ),
            ("2D", "QS", "AD", "3C"),
        ),
        Constructed(
            "22: random, forced slow",
            spelled("10S 2H 3C 3D 3S 4D 4H 6C 6S 7C 8C 8D 9C AH AS JC JH KC KD KH KS QS"),
            ("JS", "2S", "9S", "6D"),
        ),
        # The slowest forced listing found among a random search's slowest plain tables:
        # 3,800 remainders walked and 375 split questions for 1,000 plays (targets 14 and 16).
        Constructed(
            "20: random, forced slowest",
            spelled("AS 2S 3S 6S 10S KS 3H 4H 5H 7H 9H QH KH 5D 7D JD 2C 3C 8C JC"),
            ("10D", "AH", "7S", "8D"),
        ),
        # The slowest forced listing of 300 random 8-26-card deals (seed 99), 12.9 ms at
        # 9e34720 (CPU, again): some 340 split questions for a hand of storan, an ace, a queen
        # and a two.
        Constructed(
            "19: random, forced slow 3",
            spelled("10H 10S 2S 3C 3D 3S 4D 5D 6D 7C 7D 8C 9S AC AD JC JS KD QC"),
            ("QD", "2H", "AH", "10D"),
        ),
    ]


def show(result: Any, timeout: float, pick: Any = None) -> str:
    if result.timeout:
        return f"> {timeout:g} s (timed out)"
    if result.error:
        return f"error: {result.error}"
    return pick(result.value) if pick else str(result.value)


def one_group(state: FishingState, card: Card) -> tuple[Card, ...] | None:
    """A capture of one small group for ``card`` (one or two table cards), if any."""
    valuation = state.options.valuation
    values = hand_values(card, valuation)
    table = state.table.cards
    for size in (1, 2):
        for cards in combinations(table, size):
            if find_grouping(values, [table_values(c, valuation) for c in cards]):
                return cards
    return None


def part1(args: argparse.Namespace, targets: Targets) -> tuple[float, float, int]:
    """The worst validate and listing seconds over legal states (or inf), inexact counts."""
    timeout = args.timeout
    worst_validate = 0.0
    worst_listing = 0.0
    inexact = 0
    print("## Part 1: constructed tables of small cards, valuation 'choice'")
    print(f"(each measurement in a child limited to {timeout:g} s and 4 GiB; times are per call)")
    for case in constructed_tables():
        if args.max_table and len(case.table) > args.max_table:
            continue
        plain = legal_looking_state(case.table, case.hand, _common.options(2, valuation="choice"))
        forced = legal_looking_state(
            case.table,
            case.hand,
            _common.options(2, valuation="choice", forced_capture=True),
        )
        seat = plain.to_move
        assert seat is not None
        valuation = plain.options.valuation
        items = [table_values(c, valuation) for c in case.table]
        print()
        print(f"### table {case.name} ({len(case.table)} cards): {describe_table(case.table)}")
        print(f"    hand: {' '.join(case.hand)}; round {plain.round}, 2 players")
        rows: list[list[str]] = []
        worst = {"validate": worst_validate, "listing": worst_listing}

        def record(
            what: str, result: Any, kind: str, rows: list[list[str]] = rows, worst: Any = worst
        ) -> None:
            seconds = result.value[0] if result.ok else float("inf")
            if kind in worst:
                worst[kind] = max(worst[kind], seconds)
            rows.append([what, show(result, timeout, lambda r: f"{fmt_us(r[0])}  ({r[1]})")])

        sweep_card = None
        seen_values: set[tuple[int, ...]] = set()
        for card in case.hand:
            values = hand_values(card, valuation)
            if values in seen_values:
                continue
            seen_values.add(values)
            move = FishingMove(seat, card, tuple(case.table))
            result = bounded(time_validate, plain, move, timeout=timeout)
            record(f"validate whole-table capture with {card} {values}", result, "validate")
            if result.ok and result.value[1] == "legal" and sweep_card is None:
                sweep_card = card
            result = bounded(time_find_grouping, values, items, timeout=timeout)
            record(f"find_grouping({values}, table)", result, "")
        if sweep_card is not None:
            move = FishingMove(seat, sweep_card, tuple(case.table))
            result = bounded(time_validate, forced, move, timeout=timeout)
            record(f"forced: validate sweep with {sweep_card}", result, "validate")
        capturing = sweep_card or case.hand[0]
        move = FishingMove(seat, capturing)
        result = bounded(time_validate, forced, move, timeout=timeout)
        record(f"forced: validate trail of {capturing}", result, "validate")
        group = one_group(plain, capturing)
        if group is not None:
            move = FishingMove(seat, capturing, group)
            result = bounded(time_validate, forced, move, timeout=timeout)
            record(f"forced: validate capture of {' '.join(group)} only", result, "validate")
        result = bounded(time_check_state, plain, timeout=timeout)
        record("check_state", result, "")
        print_table(rows, ["measurement", "time per call (result)"])
        worst_validate, worst_listing = worst["validate"], worst["listing"]

        listing_rows = []
        for label, state in (("plain", plain), ("forced", forced)):
            result = bounded(time_listing, state, 1000, timeout=timeout)
            if result.ok:
                v = result.value
                worst_listing = max(worst_listing, v["seconds"])
                inexact += not v["exact"]
                if v["count"] < v["listed"]:
                    INCONSISTENT.append(f"table {case.name} {label}: {v['count']} < {v['listed']}")
                if label == "plain":  # the closure does not depend on the forced rules
                    detail = bounded(listing_detail, state, timeout=timeout)
                    closure = (
                        f"{detail.value['vectors']:,} ("
                        + " ".join(f"{k}:{n:,}" for k, n in detail.value["per_value"].items())
                        + ")"
                        if detail.ok
                        else show(detail, timeout)
                    )
                else:
                    closure = "(same)"
                listing_rows.append(
                    [
                        f"legal_moves(1000) {label}",
                        fmt_us(v["seconds"]),
                        show_count(v["count"], v["exact"], v["listed"]),
                        v["listed"],
                        closure,
                        f"{v['peak_mib']:.0f}",
                    ]
                )
            else:
                worst_listing = float("inf")
                listing_rows.append(
                    [f"legal_moves(1000) {label}", show(result, timeout), "?", "?", "?", "?"]
                )
        print()
        print_table(
            listing_rows,
            [
                "listing",
                "time",
                "count (card level)",
                "listed",
                "value-level vectors, all played values (per value)",
                "MiB",
            ],
        )
    return worst_validate, worst_listing, inexact


# -- part 2: random search --------------------------------------------------------------------


@dataclass
class Tried:
    family: str
    table: tuple[Card, ...]
    hand: tuple[Card, ...]
    listing: float  # seconds; inf when timed out
    count: int | None
    exact: bool | None
    vectors: int | None
    validate: float  # slowest whole-table validate over the hand's cards; inf when timed out
    validate_card: Card
    validate_result: str


FAMILIES = (
    ("all ranks", RANKS, 8, 19),  # ordinary table sizes: where does the target start to fail?
    ("values<=7", RANKS[:7], 20, 28),
    ("ranks A-9", RANKS[:9], 24, 36),
    ("all ranks", RANKS, 20, 44),
)
BUCKETS = ((8, 11), (12, 15), (16, 19), (20, 23), (24, 27), (28, 31), (32, 35), (36, 39), (40, 44))


def random_case(
    rng: random.Random, ranks: Sequence[str], low: int, high: int
) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    pool = [c for c in STANDARD_DECK if c[:-1] in ranks]
    size = rng.randint(low, min(high, len(pool)))
    table = rng.sample(pool, size)
    rest = [c for c in STANDARD_DECK if c not in set(table)]
    hand: list[Card] = []
    if "10D" in rest and rng.random() < 0.5:
        hand.append("10D")
        rest.remove("10D")
    hand += rng.sample(rest, 4 - len(hand))
    return tuple(table), tuple(hand)


def try_case(family: str, table: tuple[Card, ...], hand: tuple[Card, ...], timeout: float) -> Tried:
    state = legal_looking_state(table, hand, _common.options(2, valuation="choice"))
    seat = state.to_move
    assert seat is not None
    result = bounded(time_listing, state, 1000, timeout=timeout)
    if result.ok:
        listing, count = result.value["seconds"], result.value["count"]
        exact = result.value["exact"]
        if count < result.value["listed"]:
            INCONSISTENT.append(
                f"{len(table)}-card table {describe_table(table)}, hand {' '.join(hand)}: "
                f"count {count} < {result.value['listed']} listed"
            )
    else:
        listing, count, exact = float("inf"), None, None
    # The full closure, for the value-level count; short limit (part 3 has the long ones).
    detail = bounded(listing_detail, state, timeout=min(timeout, 1.0))
    vectors = detail.value["vectors"] if detail.ok else None
    worst = (0.0, hand[0], "")
    seen: set[tuple[int, ...]] = set()
    for card in hand:
        values = hand_values(card, state.options.valuation)
        if values in seen:
            continue
        seen.add(values)
        move = FishingMove(seat, card, table)
        outcome = bounded(time_validate, state, move, timeout=timeout)
        seconds, what = outcome.value if outcome.ok else (float("inf"), "timed out")
        if seconds >= worst[0]:
            worst = (seconds, card, what)
        if not outcome.ok:
            break
    return Tried(family, table, hand, listing, count, exact, vectors, *worst)


def part2(args: argparse.Namespace) -> list[Tried]:
    print()
    print("## Part 2: random search for the slowest tables (valuation 'choice', 2 players)")
    timeout = args.search_timeout
    print(
        f"(about {args.search_seconds:g} s in all, shared by the families; each measurement "
        f"limited to {timeout:g} s; seed {args.seed})"
    )
    rng = random.Random(args.seed)
    tried: list[Tried] = []
    share = args.search_seconds / len(FAMILIES)
    for family, ranks, low, top in FAMILIES:
        high = min(top, args.max_table or top)
        if high < low:
            continue
        deadline = time.perf_counter() + share
        n = 0
        while time.perf_counter() < deadline:
            table, hand = random_case(rng, ranks, low, high)
            tried.append(try_case(family, table, hand, timeout))
            n += 1
        print(f"  {family} {low}-{high} cards: {n} tables tried", flush=True)

    def show_s(seconds: float) -> str:
        return f"> {timeout:g} s" if seconds == float("inf") else fmt_us(seconds)

    print()
    print("Per family and table size (legal_moves limit 1000; validate = slowest whole-table")
    print("capture over the hand's 4 cards)")
    rows = []
    for family, _ranks, low, high in FAMILIES:
        for lo, hi in BUCKETS:
            bucket = [
                t
                for t in tried
                if t.family == family and low <= len(t.table) <= high and lo <= len(t.table) <= hi
            ]
            if not bucket:
                continue
            listings = sorted(t.listing for t in bucket)
            validates = sorted(t.validate for t in bucket)
            finite = [x for x in listings if x != float("inf")]
            rows.append(
                [
                    family,
                    f"{lo}-{hi}",
                    len(bucket),
                    show_s(statistics.median(finite)) if finite else "-",
                    show_s(listings[-1]),
                    sum(x > LISTING_TARGET for x in listings),
                    sum(x == float("inf") for x in listings),
                    sum(t.exact is False for t in bucket),
                    show_s(validates[len(validates) // 2]),
                    show_s(validates[-1]),
                    sum(x > VALIDATE_TARGET for x in validates),
                ]
            )
    print_table(
        rows,
        [
            "family",
            "cards",
            "tried",
            "listing median",
            "max",
            "> 10 ms",
            "timed out",
            "inexact count",
            "validate median",
            "max",
            "> 1 ms",
        ],
    )

    print()
    print(f"Slowest legal_moves(limit=1000) found (top {args.top}):")
    rows = []
    for t in sorted(tried, key=lambda t: -t.listing)[: args.top]:
        rows.append(
            [
                show_s(t.listing),
                len(t.table),
                show_count(t.count, t.exact),
                "> 1 s" if t.vectors is None else f"{t.vectors:,}",
                " ".join(t.hand),
                describe_table(t.table),
            ]
        )
    print_table(rows, ["time", "cards", "count", "value-level vectors", "hand", "table"])
    print()
    print(f"Slowest whole-table validate found (top {args.top}):")
    rows = []
    for t in sorted(tried, key=lambda t: -t.validate)[: args.top]:
        rows.append(
            [
                show_s(t.validate),
                len(t.table),
                t.validate_card,
                t.validate_result,
                describe_table(t.table),
            ]
        )
    print_table(rows, ["time", "cards", "played", "verdict", "table"])
    return tried


# -- the closure alone ------------------------------------------------------------------------


def part3(args: argparse.Namespace) -> None:
    """capturable_vectors by itself at the widest target, as the table grows."""
    print()
    print("## Part 3: the exact-count closure alone (capturable_vectors), played value 16 and 14")
    rows = []
    timeout = args.closure_timeout or args.timeout
    memory = int(args.closure_memory_gib * (1 << 30))
    print(f"(each in a child limited to {timeout:g} s and {args.closure_memory_gib:g} GiB)")
    for case in constructed_tables():
        if args.max_table and len(case.table) > args.max_table:
            continue
        state = legal_looking_state(case.table, case.hand, _common.options(2, valuation="choice"))
        for value in (16, 14):
            result = bounded(time_closure, state, value, timeout=timeout, memory=memory)
            if result.ok:
                seconds, vectors, mib = result.value
                rows.append([case.name, value, fmt_us(seconds), f"{vectors:,}", f"{mib:.0f}"])
            else:
                rows.append([case.name, value, show(result, timeout), "?", "?"])
    print_table(rows, ["table", "value", "time", "capturable vectors", "peak MiB added"])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--timeout",
        type=float,
        default=10.0,
        help="seconds per measurement on the constructed tables",
    )
    parser.add_argument(
        "--search-timeout",
        type=float,
        default=3.0,
        help="seconds per measurement in the random search",
    )
    parser.add_argument(
        "--search-seconds",
        type=float,
        default=160.0,
        help="total time of the random search (0: skip it)",
    )
    parser.add_argument(
        "--max-table", type=int, default=0, help="skip tables larger than this (0: no limit)"
    )
    parser.add_argument(
        "--closure-timeout",
        type=float,
        default=0.0,
        help="seconds per closure measurement in part 3 (0: --timeout)",
    )
    parser.add_argument("--closure-memory-gib", type=float, default=4.0)
    parser.add_argument("--top", type=int, default=10)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    _common.header("Kasino capture search, worst cases (benchmarks/capture.py)")
    targets = Targets()

    worst_validate, worst_listing, inexact = part1(args, targets)
    part3(args)
    measured = 2 * sum(
        1
        for case in constructed_tables()
        if not args.max_table or len(case.table) <= args.max_table
    )
    if args.search_seconds > 0:
        tried = part2(args)
        worst_validate = max([worst_validate, *(t.validate for t in tried)])
        worst_listing = max([worst_listing, *(t.listing for t in tried)])
        inexact += sum(t.exact is False for t in tried)
        measured += len(tried)

    def show_s(seconds: float) -> str:
        return "timed out" if seconds == float("inf") else fmt_us(seconds)

    print()
    targets.check(
        "validate <= 1 ms in-process on any legal state, forced rules included",
        worst_validate <= VALIDATE_TARGET,
        f"worst measured {show_s(worst_validate)}",
    )
    targets.check(
        "legal-moves limit 1000 <= 10 ms on any legal table",
        worst_listing <= LISTING_TARGET,
        f"worst measured {show_s(worst_listing)}",
    )
    targets.check(
        "legal-moves count >= moves listed (consistency of the count)",
        not INCONSISTENT,
        f"{len(INCONSISTENT)} listing(s) counted fewer moves than they listed"
        + "".join(f"\n         - {line}" for line in INCONSISTENT[:5]),
    )
    targets.check(
        "legal-moves computes the exact count",
        inexact == 0,
        f"{inexact} of {measured} listings returned an inexact count (count_exact false: a "
        "lower bound after the counting budget ran out)",
    )
    return targets.summary()


if __name__ == "__main__":
    sys.exit(main())
