#!/usr/bin/env python3
"""The grouping search alone (``grouping.partition`` / ``partition_with``), worst cases.

Every capture question of the fishing and building games ends in this search: can these
cards be split into groups of the played value (with open deficits for builds)? The
validate targets (Kasino 1 ms, building games 5 ms, everything included) leave it well
under a millisecond. Each case is timed twice: *warm* (the fastest of repeated calls, as
``validate`` is timed by the other scripts) and *cold* (the completion cache of
:mod:`grouping` cleared before every call: the first question of its kind in a fresh
process).

Part 1, the constructed Kasino tables of benchmarks/capture.py (13–44 cards, valuation
'choice'), whole-table splits at the values of the hands' cards.

Part 2, the building benchmark's large loose tables (benchmarks/building_bench.py, part 2:
34–42 loose cards of Byggkasino and the Glimne double deck, found to be slow for the earlier
search), split at 16, 15 and 14.

Part 3, a seeded random search: tables of 12–48 cards (single deck with 'choice' values,
Mulle's double deck with 'choice' or 'aces' values, Glimne's double deck with fixed values
and up to four open deficits), mostly small cards, at every target whose total can work;
then a hill climb from the slowest found (one card more, less or changed at a time, the
slowest kept). Prints the slowest cases, cold and warm.

    .venv/bin/python benchmarks/grouping_bench.py [--search-seconds 60] [--seed 7]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from collections.abc import Callable
from typing import Any

import _common  # puts the checkout first on sys.path, before any 'service' import
from _common import Targets, fmt_us, per_call, print_table

from service.games.fishing import grouping
from service.games.fishing.capture import classify
from service.games.fishing.values import Valuation, hand_values, table_values

ValueSet = tuple[int, ...]
Case = tuple[tuple[ValueSet, ...], tuple[int, ...], int, tuple[int, ...]]
"""(value classes, counts, target, deficits)"""

TARGET = 1e-3  # the search alone, warm: its share of a Kasino validate (1 ms in all)
COLD_TARGET = 5e-3  # cold: the building games' whole validate budget


def run(case: Case) -> bool:
    values, counts, target, deficits = case
    if deficits:
        return grouping.partition_with(values, counts, target, deficits) is not None
    return grouping.partition(values, counts, target) is not None


def clear() -> None:
    cache_clear: Callable[[], None] | None = getattr(
        getattr(grouping, "_completions", None), "cache_clear", None
    )
    if cache_clear is not None:
        cache_clear()


def cold(case: Case, rounds: int = 5) -> float:
    """The fastest of ``rounds`` calls, each after clearing the completion cache."""
    best = float("inf")
    for _ in range(rounds):
        clear()
        start = _common.clock()
        run(case)
        best = min(best, _common.clock() - start)
    return best


def warm(case: Case) -> float:
    run(case)
    return per_call(lambda: run(case), 0.1)


def describe(case: Case) -> str:
    values, counts, target, deficits = case
    cards = " ".join(
        f"{'/'.join(map(str, vs))}x{n}" for vs, n in zip(values, counts, strict=True) if n
    )
    extra = f", deficits {list(deficits)}" if deficits else ""
    return f"target {target}{extra}: {cards} ({sum(counts)} cards)"


def measure(rows: list[list[Any]], name: str, case: Case, worst: dict[str, float]) -> None:
    found = run(case)
    c, w = cold(case), warm(case)
    worst["cold"] = max(worst["cold"], c)
    worst["warm"] = max(worst["warm"], w)
    rows.append([name, fmt_us(w), fmt_us(c), "splits" if found else "none", describe(case)])


HEADINGS = ["case", "warm", "cold", "answer", "cards"]


# -- part 1 and 2 -----------------------------------------------------------------------------


def part1(worst: dict[str, float]) -> None:
    from capture import constructed_tables  # benchmarks/capture.py

    print("## Part 1: the constructed Kasino tables of benchmarks/capture.py ('choice')")
    rows: list[list[Any]] = []
    for table in constructed_tables():
        classes = classify([table_values(card, Valuation.CHOICE) for card in table.table])
        targets = dict.fromkeys(
            v for card in table.hand for v in hand_values(card, Valuation.CHOICE)
        )
        for target in targets:
            case = (classes.values, classes.counts, target, ())
            measure(rows, f"{table.name} at {target}", case, worst)
    print_table(rows, HEADINGS)


def part2(worst: dict[str, float]) -> None:
    from building_bench import LOOSE_TABLES  # benchmarks/building_bench.py

    print()
    print("## Part 2: the building benchmark's large loose tables (table values)")
    rows: list[list[Any]] = []
    for game, tables in LOOSE_TABLES.items():
        for (value, splits), by_value in tables.items():
            classes = tuple((v,) for v in range(len(by_value), 0, -1))
            counts = tuple(reversed(by_value))
            label = "splits" if splits else "no split"
            for target in (16, 15, 14):
                case = (classes, counts, target, ())
                if sum(v * n for (v,), n in zip(classes, counts, strict=True)) % target:
                    continue
                name = f"{game} {sum(counts)} loose for {value} ({label}) at {target}"
                measure(rows, name, case, worst)
    print_table(rows, HEADINGS)


# -- part 3: random search --------------------------------------------------------------------

RANKS = tuple(range(1, 14))
SPECIAL = {"ace": (14, 1), "lillan": (15, 2), "storan": (16, 10)}


def random_cards(rng: random.Random, kind: str) -> list[ValueSet]:
    """A random table of one game's cards, as value sets, mostly small cards."""
    double = kind != "kasino"
    top = rng.choice((4, 6, 7, 8, 9, 10, 11, 13, 13))
    copies = 8 if double else 4
    pool: list[ValueSet] = []
    for rank in RANKS[:top]:
        for copy in range(copies):
            if kind in ("kasino", "mulle-choice", "mulle-aces") and rank == 1:
                pool.append(SPECIAL["ace"])
            elif kind in ("kasino", "mulle-choice") and rank == 2 and copy < copies // 4:
                pool.append(SPECIAL["lillan"])
            else:
                pool.append((rank,))
    if kind in ("kasino", "mulle-choice"):
        pool += [SPECIAL["storan"]] * (2 if double else 1)
    size = rng.randint(12, min(48, len(pool)))
    return rng.sample(pool, size)


def make_case(cards: list[ValueSet], target: int, deficits: tuple[int, ...]) -> Case:
    count = Counter(cards)
    order = sorted(count, key=lambda vs: (-max(vs), vs))
    return tuple(order), tuple(count[vs] for vs in order), target, deficits


def plausible(cards: list[ValueSet], target: int, deficits: tuple[int, ...]) -> bool:
    """Some valuation's total minus the deficits is a multiple of the target (else the
    search is never reached)."""
    if any(min(vs) > target for vs in cards):
        return False
    totals = {0}
    for vs in cards:
        totals = {(t + v) % target for t in totals for v in vs if v <= target}
    return (sum(deficits) % target) in totals


def random_case(rng: random.Random) -> Case | None:
    kind = rng.choice(("kasino", "mulle-choice", "mulle-aces", "glimne", "glimne-deficits"))
    cards = random_cards(rng, kind)
    if kind.startswith("glimne"):
        cards = [(min(vs),) for vs in cards]
    target = rng.randint(2, 16)
    deficits: tuple[int, ...] = ()
    if kind == "glimne-deficits":
        deficits = tuple(sorted(rng.randint(1, target) for _ in range(rng.randint(1, 4))))
    if not plausible(cards, target, deficits):
        return None
    return make_case(cards, target, deficits)


def mutate(rng: random.Random, case: Case) -> Case | None:
    values, counts, target, deficits = case
    cards = [vs for vs, n in zip(values, counts, strict=True) for _ in range(n)]
    single = all(len(vs) == 1 for vs in cards)
    move = rng.randrange(3)
    if move != 1 and len(cards) > 8:
        cards.pop(rng.randrange(len(cards)))
    if move != 0:  # tables with two-valued cards hold their aces as 14/1, never as 1
        new = (rng.randint(1 if single else 2, 13),)
        if not single and rng.random() < 0.2:
            new = rng.choice(list(SPECIAL.values()))
        cards.append(new)
    if len(cards) > 48 or not in_double_deck(cards):
        return None
    if not plausible(cards, target, deficits):
        return None
    return make_case(cards, target, deficits)


def in_double_deck(cards: list[ValueSet]) -> bool:
    """At most eight cards of a rank (the special cards counted with their rank: aces, twos,
    tens), two storan and two lillan."""
    count = Counter(cards)
    ranks = Counter(min(vs) for vs in cards)
    return max(ranks.values()) <= 8 and count[SPECIAL["storan"]] <= 2 >= count[SPECIAL["lillan"]]


def timed_cold(case: Case) -> float:
    clear()
    start = _common.clock()
    run(case)
    return _common.clock() - start


def part3(args: argparse.Namespace, worst: dict[str, float]) -> None:
    print()
    print(
        f"## Part 3: random search ({args.search_seconds:g} s, seed {args.seed}), then a "
        f"hill climb from the slowest ({args.climb_seconds:g} s)"
    )
    rng = random.Random(args.seed)
    found: list[tuple[float, Case]] = []
    tried = 0
    deadline = time.perf_counter() + args.search_seconds
    while time.perf_counter() < deadline:
        case = random_case(rng)
        if case is None:
            continue
        tried += 1
        found.append((timed_cold(case), case))
    found.sort(key=lambda x: -x[0])
    found = found[: args.top * 3]
    # Hill climb: mutate the slowest few, keep whatever is slower (cold, re-timed).
    climbed = {case: cold(case, 2) for _, case in found[: args.top]}
    deadline = time.perf_counter() + args.climb_seconds
    steps = 0
    while time.perf_counter() < deadline and climbed:
        base = rng.choice(sorted(climbed, key=lambda c: -climbed[c])[:3])
        case = mutate(rng, base)
        steps += 1
        if case is None or case in climbed:
            continue
        seconds = timed_cold(case)
        if seconds > min(climbed.values()):
            seconds = cold(case, 2)
            if seconds > min(climbed.values()):
                climbed[case] = seconds
                if len(climbed) > args.top * 2:
                    del climbed[min(climbed, key=lambda c: climbed[c])]
    print(f"{tried} random cases, {steps} climbing steps")
    everything = {case: 0.0 for _, case in found}
    everything.update(climbed)
    ranked = sorted(everything, key=lambda c: -cold(c, 2))[: args.top]
    rows: list[list[Any]] = []
    for n, case in enumerate(ranked, start=1):
        measure(rows, f"#{n}", case, worst)
    print_table(rows, HEADINGS)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--search-seconds", type=float, default=60.0)
    parser.add_argument("--climb-seconds", type=float, default=60.0)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--top", type=int, default=12)
    args = parser.parse_args()
    _common.header("The grouping search alone (benchmarks/grouping_bench.py)")
    targets = Targets()
    worst = {"cold": 0.0, "warm": 0.0}
    part1(worst)
    part2(worst)
    if args.search_seconds > 0:
        part3(args, worst)
    print()
    targets.check(
        "grouping search <= 1 ms warm on every case",
        worst["warm"] <= TARGET,
        f"worst {fmt_us(worst['warm'])}",
    )
    targets.check(
        "grouping search <= 5 ms cold (completion cache cleared) on every case",
        worst["cold"] <= COLD_TARGET,
        f"worst {fmt_us(worst['cold'])}",
    )
    return targets.summary()


if __name__ == "__main__":
    sys.exit(main())
