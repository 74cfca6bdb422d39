#!/usr/bin/env python3
"""Worst cases of the forced rules (misär, Dragkasino on misär) and of Mulle's double deck.

The forced-tabbe check (MISAR-FORCE-1) asks, for every card in hand and every value it may
take, whether the *whole table* splits into groups of that value; the forced-capture check
(MISAR-FORCE-4) asks whether anything a capture leaves could still be taken, and listing
under it enumerates only maximal captures. Both must stay polynomial; this script shows the
worst cases it can find, in-process, each in a forked child with a time limit.

Part 1, constructed tables: every suit of A…k for k = 4…11 (16–44 cards) under valuation
'choice' and 'aces', with a hand that can sweep and one that cannot (the hard case: the
search must prove no split exists). For each: validate of a trail (forced tabbe and forced
capture both judged), validate of a one-group capture, ``sweeping_cards`` alone, and
``legal_moves(limit=1000)`` with its count.

Part 2, a random search: tables of 8–44 cards (all ranks, or only small ones, where splits
are most numerous) with random hands of four, timing ``sweeping_cards`` and a trail's
validate; the slowest are printed.

Part 3, Mulle's 104 cards: the whole-table capture validate (one split search per value) on
tables of 20–94 cards of the double deck, where every code may lie twice.

Targets: a forced-rule validate <= 5 ms; forced legal_moves(limit=1000) <= 100 ms; a Mulle
whole-table validate <= 1 s even on a 94-card table (only endless trailing builds one).

    .venv/bin/python benchmarks/capture_family.py [--timeout 10] [--search-seconds 60] [--seed 7]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from collections.abc import Sequence
from typing import Any

import _common  # puts the checkout first on sys.path, before any 'service' import
from _common import Targets, bounded, fmt_us, header, per_call, print_table

from service.core.cards import RANKS, STANDARD_DECK, Card
from service.games.fishing.engine import FishingGame
from service.games.fishing.forced import sweeping_cards
from service.games.fishing.misar import MISAR
from service.games.fishing.mulle import MULLE
from service.games.fishing.state import FishingMove, FishingState, MatchState, Phase, Table

VALIDATE_TARGET = 5e-3
LISTING_TARGET = 100e-3
MULLE_TARGET = 1.0


def state_for(
    game: FishingGame, table: Sequence[Card], hand: Sequence[Card], raw: dict[str, Any]
) -> FishingState:
    """A 2-player state that passes ``check_state``: seat 0 to move with ``hand`` at the
    start of the first round whose sizes fit the table; the rest in stock, hand and pile."""
    options = game.resolve_options(raw, 2)
    rules = game.rules(options)
    rest = list((Counter(game.deck) - Counter(table) - Counter(hand)).elements())
    random.Random(len(table)).shuffle(rest)
    dealing = game.variant.dealing
    shapes = dealing.schedule(2, len(game.deck))  # type: ignore[attr-defined]
    for number, shape in enumerate(shapes, start=1):
        dealt_to_hands = sum(shape.sizes)
        if len(game.deck) - shape.stock - dealt_to_hands >= len(table) and number > 1:
            break
    else:
        raise ValueError("the table is too large for a legal state")
    other = tuple(rest[: shape.sizes[1]])
    rest = rest[shape.sizes[1] :]
    stock, pile = tuple(rest[: shape.stock]), tuple(rest[shape.stock :])
    zeros = (0, 0)
    state = FishingState(
        game=game.id,
        options=options,
        players=2,
        dealer=1,
        to_move=0,
        phase=Phase.PLAY,
        round=number,
        hands=(tuple(hand), other),
        table=Table(tuple(table)),
        captured=((), pile),
        tabbar=zeros,
        stock=stock,
        last_capturer=1 if pile else None,
        match=MatchState(seed=1, target=rules.match.target, scores=zeros),
        mulles=zeros if "mulles" in rules.zones else None,
        penalties=zeros if "penalties" in rules.zones else None,
    )
    problems = game.check_state(state)
    if problems:
        raise ValueError(f"built an inconsistent state: {problems[:3]}")
    return state


def cards_of(ranks: Sequence[str]) -> list[Card]:
    return [rank + suit for rank in ranks for suit in "SHDC"]


# -- measurements (module level: they run in forked children) ---------------------------------


def time_validate(state: FishingState, move: FishingMove) -> tuple[float, str]:
    game = MISAR if state.game == MISAR.id else MULLE
    verdict = game.validate(state, move)
    seconds = per_call(lambda: game.validate(state, move), 0.2)
    return seconds, ",".join(v.rule for v in verdict.violations) or "legal"


def time_sweepers(state: FishingState) -> tuple[float, str]:
    rules = MISAR.rules(state.options).capture
    hand, table = state.hands[0], state.table.cards
    found = sweeping_cards(hand, table, rules)
    seconds = per_call(lambda: sweeping_cards(hand, table, rules), 0.2)
    return seconds, " ".join(found) or "none"


def time_listing(state: FishingState) -> tuple[float, str]:
    start = _common.clock()
    listing = MISAR.legal_moves(state, 1000)
    first = _common.clock() - start
    seconds = per_call(lambda: MISAR.legal_moves(state, 1000), 0.2) if first < 0.2 else first
    exact = "" if listing.count_exact else " (lower bound)"
    return seconds, f"{len(listing.moves)} listed, count {listing.count:,}{exact}"


def show(result: Any, timeout: float) -> tuple[float, str]:
    if result.timeout:
        return float("inf"), f"> {timeout:g} s (timed out)"
    if result.error:
        return float("inf"), f"error: {result.error}"
    seconds, what = result.value
    return seconds, f"{fmt_us(seconds)}  ({what})"


# -- part 1 -----------------------------------------------------------------------------------


def part1(timeout: float) -> tuple[float, float]:
    print("## Part 1: constructed tables of small cards (misär, 2 players)")
    worst_validate = worst_listing = 0.0
    for valuation in ("choice", "aces"):
        for k in range(4, 12):
            table = cards_of(RANKS[:k])[:44]
            rest = [c for c in STANDARD_DECK if c not in table]
            high = [c for c in rest if c[0] in "QK"]
            firsts = ["10D"] if "10D" in rest else [c for c in rest if c[0] == "J"]
            sweeping = list(dict.fromkeys([*firsts[:1], *high]))[:4]
            blocked = [c for c in rest if c[0] in "QK"][-4:]
            for label, hand in (("sweeping hand", sweeping), ("other hand", blocked)):
                state = state_for(MISAR, table, hand, {"valuation": valuation})
                rows = []
                trail = FishingMove(0, hand[-1])
                seconds, text = show(bounded(time_validate, state, trail, timeout=timeout), timeout)
                worst_validate = max(worst_validate, seconds)
                rows.append([f"validate trail of {hand[-1]}", text])
                group = next(
                    ((c,) for c in table if c[:-1] == hand[-1][:-1]), (table[0], table[-1])
                )
                partial = FishingMove(0, hand[-1], group)
                seconds, text = show(
                    bounded(time_validate, state, partial, timeout=timeout), timeout
                )
                worst_validate = max(worst_validate, seconds)
                rows.append([f"validate capture of {' '.join(group)}", text])
                rows.append(
                    [
                        "sweeping_cards",
                        show(bounded(time_sweepers, state, timeout=timeout), timeout)[1],
                    ]
                )
                seconds, text = show(bounded(time_listing, state, timeout=timeout), timeout)
                worst_listing = max(worst_listing, seconds)
                rows.append(["legal_moves(1000)", text])
                print()
                name = f"{valuation}, A–{RANKS[k - 1]} ({len(table)} cards)"
                print(f"### {name}, {label}: {' '.join(hand)}")
                print_table(rows, ["measurement", "time per call (result)"])
    return worst_validate, worst_listing


# -- part 2 -----------------------------------------------------------------------------------


def part2(seconds_total: float, timeout: float, seed: int) -> float:
    print()
    print(f"## Part 2: random search, about {seconds_total:g} s (seed {seed})")
    rng = random.Random(seed)
    tried: list[tuple[float, float, str, str, str]] = []
    deadline = time.perf_counter() + seconds_total
    while time.perf_counter() < deadline:
        ranks = rng.choice([RANKS, RANKS[:7], RANKS[:9]])
        pool = cards_of(ranks)
        table = rng.sample(pool, rng.randint(8, min(44, len(pool))))
        rest = [c for c in STANDARD_DECK if c not in table]
        hand = rng.sample(rest, 4)
        valuation = rng.choice(["choice", "aces", "handtable"])
        state = state_for(MISAR, table, hand, {"valuation": valuation})
        sweep, _ = show(bounded(time_sweepers, state, timeout=timeout), timeout)
        trail, _ = show(
            bounded(time_validate, state, FishingMove(0, hand[0]), timeout=timeout), timeout
        )
        tried.append((max(sweep, trail), sweep, valuation, " ".join(hand), " ".join(table)))
    tried.sort(reverse=True)
    print(f"{len(tried)} tables tried; slowest:")
    rows = [
        [fmt_us(worst), fmt_us(sweep), valuation, len(table.split()), hand, table]
        for worst, sweep, valuation, hand, table in tried[:8]
    ]
    print_table(rows, ["slowest check", "sweeping_cards", "valuation", "cards", "hand", "table"])
    return tried[0][0] if tried else 0.0


# -- part 3 -----------------------------------------------------------------------------------


def part3(timeout: float, seed: int) -> float:
    print()
    print("## Part 3: Mulle, whole-table captures on the double deck")
    print("(played values 2…16 against each table, valuations 'aces' and 'choice')")
    rng = random.Random(seed)
    rows: list[tuple[float, list[Any]]] = []
    deck = list(MULLE.deck)
    one_each = Counter({"AH": 1, "2S": 1})  # leave a copy of each to play
    tables = [
        ("A–7 x8 less AH 2S", list((Counter(cards_of(RANKS[:7]) * 2) - one_each).elements())),
        ("A–8 x8 less AH 2S", list((Counter(cards_of(RANKS[:8]) * 2) - one_each).elements())),
    ]
    for size in (40, 64, 80, 94):
        tables.append((f"random {size}", rng.sample(deck, size)))
    wanted = ("10D", "2S", "AH", "KH", "QH", "JH", "9C", "8C", "7C", "6C", "5C", "4C")
    for valuation in ("aces", "choice"):
        for name, table in tables:
            rest = Counter(deck) - Counter(table)
            playable = [card for card in wanted if rest[card]]
            for first in range(0, len(playable) - 4, 5):
                hand = playable[first : first + 5]
                state = state_for(MULLE, table, hand, {"valuation": valuation})
                for card in hand:
                    move = FishingMove(0, card, tuple(table))
                    result = bounded(time_validate, state, move, timeout=timeout)
                    seconds, text = show(result, timeout)
                    rows.append((seconds, [valuation, name, len(table), card, text]))
    rows.sort(key=lambda row: -row[0])
    print(f"{len(rows)} validations; the slowest 12:")
    print_table(
        [row for _, row in rows[:12]], ["valuation", "table", "cards", "played", "validate"]
    )
    return rows[0][0] if rows else 0.0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--timeout", type=float, default=10.0)
    parser.add_argument("--search-seconds", type=float, default=60.0)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    header("Forced tabbe, forced capture and Mulle's double deck: worst cases")
    targets = Targets()
    validate, listing = part1(args.timeout)
    searched = part2(args.search_seconds, args.timeout, args.seed)
    mulle = part3(args.timeout, args.seed)
    print()
    targets.check(
        "forced-rule validate <= 5 ms",
        max(validate, searched) <= VALIDATE_TARGET,
        f"worst {fmt_us(max(validate, searched))}",
    )
    targets.check(
        "forced legal_moves(limit=1000) <= 100 ms",
        listing <= LISTING_TARGET,
        f"worst {fmt_us(listing)}",
    )
    targets.check(
        "Mulle whole-table validate <= 1 s", mulle <= MULLE_TARGET, f"worst {fmt_us(mulle)}"
    )
    return targets.summary()


if __name__ == "__main__":
    sys.exit(main())
