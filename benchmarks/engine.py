#!/usr/bin/env python3
"""In-process Kasino engine speed: random deals, steps, validate and check_state.

For 2, 3 and 4 players under each valuation ('choice', 'aces', 'handtable'), plus 2 players
with forced capture, plays full random deals for a bounded time: every step lists all legal
moves (``legal_moves(state, limit=10**9)``), picks one with a seeded ``random.Random`` and
applies it. Prints deals/s and µs per legal-moves+apply step (mean, p50, p99, max, and the
split between the two), then µs per ``validate`` and per ``check_state`` call over a sample of
the states met, and ``legal_moves(limit=1000)`` on the same sample.

Targets checked: validate of any legal Kasino state <= 1 ms in-process, and
legal-moves with limit 1000 <= 10 ms, here over every sampled state of random play (the worst
tables are searched for by benchmarks/capture.py).

    .venv/bin/python benchmarks/engine.py [--seconds 2] [--seed 2024] [--sample 300]
"""

from __future__ import annotations

import argparse
import random
import sys
import time

import _common  # puts the checkout first on sys.path, before any 'service' import
from _common import KASINO, Targets, fmt_us, per_call, print_table, summarise

VALIDATE_TARGET = 1e-3
LISTING_TARGET = 10e-3


def configurations() -> list[tuple[str, int, dict[str, object]]]:
    configs: list[tuple[str, int, dict[str, object]]] = []
    for players in (2, 3, 4):
        for valuation in _common.VALUATIONS:
            configs.append((f"{players}p {valuation}", players, {"valuation": valuation}))
    configs.append(("2p choice forced", 2, {"valuation": "choice", "forced_capture": True}))
    return configs


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="play time per configuration")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--sample", type=int, default=300, help="states kept per configuration")
    args = parser.parse_args()
    _common.header("Kasino engine, in-process (benchmarks/engine.py)")
    targets = Targets()

    play_rows = []
    sample_rows = []
    worst_validate: tuple[float, str, object, object] = (0.0, "", None, None)
    worst_listing: tuple[float, str, object, object] = (0.0, "", None, None)
    worst_step = (0.0, "")
    inconsistent = 0
    for label, players, raw in configurations():
        opts = _common.options(players, **raw)
        rng = random.Random(f"{args.seed}:{label}")
        steps: list[float] = []
        listing_times: list[float] = []
        apply_times: list[float] = []
        kept: list[tuple[object, object]] = []
        seen = 0
        deals = 0
        start = time.perf_counter()
        cpu_start = _common.clock()
        while deals < 3 or time.perf_counter() - start < args.seconds:
            for state, move, t_list, t_apply in _common.play_deal(players, opts, rng):
                listing_times.append(t_list)
                apply_times.append(t_apply)
                steps.append(t_list + t_apply)
                seen += 1  # reservoir sample of (state, chosen move)
                if len(kept) < args.sample:
                    kept.append((state, move))
                elif (j := rng.randrange(seen)) < args.sample:
                    kept[j] = (state, move)
            deals += 1
        elapsed = _common.clock() - cpu_start
        step = summarise(steps)
        if step["max"] > worst_step[0]:
            worst_step = (step["max"], label)
        play_rows.append(
            [
                label,
                deals,
                f"{deals / elapsed:.1f}",
                len(steps),
                f"{step['mean'] * 1e6:.0f}",
                f"{step['p50'] * 1e6:.0f}",
                f"{step['p99'] * 1e6:.0f}",
                f"{step['max'] * 1e6:.0f}",
                f"{summarise(listing_times)['mean'] * 1e6:.0f}",
                f"{summarise(apply_times)['mean'] * 1e6:.0f}",
            ]
        )

        validate_times = []
        check_times = []
        listing1000 = []
        inexact = 0
        for state, move in kept:
            probe = KASINO.legal_moves(state, 1000)
            inexact += not getattr(probe, "count_exact", True)
            if probe.count < len(probe.moves):
                inconsistent += 1
            t_validate = per_call(lambda s=state, m=move: KASINO.validate(s, m), 0.004)
            t_listing = per_call(lambda s=state: KASINO.legal_moves(s, 1000), 0.004)
            validate_times.append(t_validate)
            check_times.append(per_call(lambda s=state: KASINO.check_state(s), 0.004))
            listing1000.append(t_listing)
            if t_validate > worst_validate[0]:
                worst_validate = (t_validate, label, state, move)
            if t_listing > worst_listing[0]:
                worst_listing = (t_listing, label, state, move)
        v, c, lm = summarise(validate_times), summarise(check_times), summarise(listing1000)
        sample_rows.append(
            [
                label,
                len(kept),
                f"{v['mean'] * 1e6:.1f}",
                f"{v['p50'] * 1e6:.1f}",
                f"{v['max'] * 1e6:.1f}",
                f"{c['mean'] * 1e6:.1f}",
                f"{c['p50'] * 1e6:.1f}",
                f"{c['max'] * 1e6:.1f}",
                f"{lm['mean'] * 1e6:.1f}",
                f"{lm['max'] * 1e6:.1f}",
                inexact,
            ]
        )
        spent = f"{elapsed:.1f} s {_common.CLOCK_NAME}"
        print(f"  done: {label} ({deals} deals, {len(steps)} steps, {spent})", flush=True)

    print()
    print("Random deals: legal_moves(limit=10**9) + random choice + apply, per step (µs)")
    print_table(
        play_rows,
        [
            "config",
            "deals",
            "deals/s",
            "steps",
            "step mean",
            "p50",
            "p99",
            "max",
            "legal_moves",
            "apply",
        ],
    )
    print()
    print("Over a reservoir sample of the states met, with the move chosen there (µs per call)")
    print_table(
        sample_rows,
        [
            "config",
            "states",
            "validate mean",
            "p50",
            "max",
            "check_state mean",
            "p50",
            "max",
            "legal_moves(1000) mean",
            "max",
            "inexact counts",
        ],
    )
    print()
    targets.check(
        "validate <= 1 ms (sampled random-play states)",
        worst_validate[0] <= VALIDATE_TARGET,
        f"worst {fmt_us(worst_validate[0])} ({worst_validate[1]})",
    )
    targets.check(
        "legal-moves count >= moves listed (sampled random-play states)",
        inconsistent == 0,
        f"{inconsistent} listing(s) counted fewer moves than they listed",
    )
    targets.check(
        "legal-moves limit 1000 <= 10 ms (sampled random-play states)",
        worst_listing[0] <= LISTING_TARGET,
        f"worst {fmt_us(worst_listing[0])} ({worst_listing[1]})",
    )
    for what, worst in (("validate", worst_validate), ("legal_moves(1000)", worst_listing)):
        state, move = worst[2], worst[3]
        if state is not None:
            print(
                f"slowest {what}: {fmt_us(worst[0])} ({worst[1]}), table "
                f"[{_common.describe_table(state.table.cards)}], hand "
                f"[{_common.describe_table(state.hands[state.to_move])}], move {move}"
            )
    print(
        f"(slowest single step seen: {fmt_us(worst_step[0])} in {worst_step[1]}; "
        "random play keeps tables small: see benchmarks/capture.py for large tables)"
    )
    return targets.summary()


if __name__ == "__main__":
    sys.exit(main())
