"""Shared helpers for the benchmark scripts (not a benchmark itself).

Importing this module puts the checkout's root first on ``sys.path``, so that the checkout's
``service`` package is the one measured (the scripts import it before any ``service`` module),
and moves the ``benchmarks/`` folder to the end, so that ``benchmarks/http.py`` cannot shadow
the standard library's ``http`` package (http.py itself does the same before its first import).

Everything else here is plain helpers: a header that names the command and the machine,
target bookkeeping that prints every miss, legal-looking Kasino states built from a table and a
hand, seeded random play, and a runner that executes one measurement in a forked child with a
time and memory limit (the capture search can take seconds and gigabytes on large tables).
"""

from __future__ import annotations

import math
import os
import sys

BENCH_DIR = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(BENCH_DIR)
# The script's own folder goes last (stdlib 'http' first); the checkout's root goes first.
sys.path[:] = [p for p in sys.path if os.path.abspath(p or ".") != BENCH_DIR]
sys.path.insert(0, REPO)
sys.path.append(BENCH_DIR)

import datetime  # noqa: E402
import multiprocessing  # noqa: E402
import platform  # noqa: E402
import random  # noqa: E402
import resource  # noqa: E402
import shlex  # noqa: E402
import statistics  # noqa: E402
import subprocess  # noqa: E402
import time  # noqa: E402
from collections.abc import Callable, Iterator, Sequence  # noqa: E402
from dataclasses import dataclass, field  # noqa: E402
from typing import Any  # noqa: E402

from service.core.cards import STANDARD_DECK, STORAN, Card, sorted_cards  # noqa: E402
from service.games.fishing.dealing import HAND_SIZE, TABLE_CARDS  # noqa: E402
from service.games.fishing.kasino import KASINO  # noqa: E402
from service.games.fishing.options import KasinoOptions  # noqa: E402
from service.games.fishing.state import (  # noqa: E402
    FishingMove,
    FishingState,
    MatchState,
    Phase,
    Table,
)

VALUATIONS = ("choice", "aces", "handtable")

# In-process timings use this process's CPU time by default: on a shared 2-core machine other
# processes preempt us, which inflates wall-clock times but not CPU time. On an idle machine
# the two agree. KORTDOMAREN_BENCH_CLOCK=wall switches to wall-clock time.
CLOCK_NAME = "wall" if os.environ.get("KORTDOMAREN_BENCH_CLOCK") == "wall" else "cpu"
clock = time.perf_counter if CLOCK_NAME == "wall" else time.process_time
EXIT_MISSED = 3  # exit status of a script that measured at least one missed target


# -- printing ---------------------------------------------------------------------------------


def git_commit() -> str:
    try:
        out = subprocess.run(
            ["git", "-C", REPO, "rev-parse", "--short", "HEAD"],
            capture_output=True,
            text=True,
            timeout=10,
            check=False,
        )
    except OSError:
        return "unknown"
    return out.stdout.strip() or "unknown"


def cpu_busy(seconds: float = 1.0) -> float | None:
    """Fraction of all cores busy over ``seconds`` (from /proc/stat), before we add load."""

    def sample() -> tuple[int, int]:
        with open("/proc/stat") as stat:
            fields = [int(x) for x in stat.readline().split()[1:]]
        idle = fields[3] + (fields[4] if len(fields) > 4 else 0)
        return sum(fields), idle

    try:
        total0, idle0 = sample()
        time.sleep(seconds)
        total1, idle1 = sample()
    except (OSError, ValueError, IndexError):
        return None
    total = total1 - total0
    return None if total <= 0 else 1 - (idle1 - idle0) / total


def timed(fn: Callable[[], Any], timer: Callable[[], float], number: int) -> float:
    start = timer()
    for _ in range(number):
        fn()
    return (timer() - start) / number


def header(title: str) -> None:
    now = datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC")
    print(f"# {title}")
    print(f"command : {shlex.join([sys.executable, *sys.argv])}")
    print(f"cwd     : {os.getcwd()}")
    print(f"date    : {now}")
    print(
        f"machine : {platform.machine()}, {os.cpu_count()} cores, Python "
        f"{platform.python_version()}, {platform.platform()}"
    )
    print(f"commit  : {git_commit()} (working tree as it is, uncommitted changes included)")
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    busy = cpu_busy()
    busy_text = "?" if busy is None else f"{busy:.0%}"
    print(f"load    : {load} (1/5/15 min); CPU busy before start: {busy_text} of all cores")
    calibration = min(timed(lambda: sum(range(1000)), time.process_time, 200) for _ in range(5))
    print(
        f"speed   : sum(range(1000)) takes {calibration * 1e6:.1f} µs of CPU here now "
        "(a reference to compare runs by: a slow or shared CPU shows here first)"
    )
    print(
        f"clock   : in-process timings are {CLOCK_NAME} time"
        + (
            " (process CPU time; KORTDOMAREN_BENCH_CLOCK=wall for wall-clock)"
            if CLOCK_NAME == "cpu"
            else ""
        )
    )
    if busy is not None and busy > 0.25:
        print(
            "WARNING : other processes were using the CPU when this started; timings are "
            "inflated and HTTP figures in particular are not representative"
        )
    print()
    sys.stdout.flush()


def fmt_us(seconds: float | None) -> str:
    """A duration for a table: µs below 10 ms, ms below 10 s, else s."""
    if seconds is None:
        return "-"
    if seconds < 0.01:
        return f"{seconds * 1e6:.1f} µs"
    if seconds < 10:
        return f"{seconds * 1e3:.2f} ms"
    return f"{seconds:.1f} s"


def print_table(rows: Sequence[Sequence[Any]], headings: Sequence[str]) -> None:
    cells = [[str(h) for h in headings]] + [[str(c) for c in row] for row in rows]
    widths = [max(len(row[i]) for row in cells) for i in range(len(headings))]
    for n, row in enumerate(cells):
        print(
            "  ".join(
                c.rjust(w) if i else c.ljust(w)
                for i, (c, w) in enumerate(zip(row, widths, strict=True))
            )
        )
        if n == 0:
            print("  ".join("-" * w for w in widths))
    sys.stdout.flush()


@dataclass
class Targets:
    """Every target checked, printed as it is checked and again in a closing summary."""

    results: list[tuple[str, bool, str]] = field(default_factory=list)

    def check(self, name: str, met: bool, detail: str) -> bool:
        verdict = "MET" if met else "MISSED"
        print(f"TARGET {verdict:6} {name}: {detail}")
        sys.stdout.flush()
        self.results.append((name, met, detail))
        return met

    def summary(self) -> int:
        """Print the summary; the exit status (0 all met, EXIT_MISSED otherwise)."""
        missed = [r for r in self.results if not r[1]]
        print()
        print(f"== targets: {len(self.results) - len(missed)} met, {len(missed)} missed ==")
        for name, met, detail in self.results:
            print(f"  [{'met' if met else 'MISSED'}] {name}: {detail}")
        sys.stdout.flush()
        return EXIT_MISSED if missed else 0


# -- timing -----------------------------------------------------------------------------------


def per_call(
    fn: Callable[[], Any], budget: float = 0.3, min_rounds: int = 3, slow: float | None = None
) -> float:
    """Seconds per call of ``fn``: the fastest of at least ``min_rounds`` rounds, ~``budget`` s.

    The minimum filters out preemption by other processes (this is a shared 2-core machine).
    A first call slower than ``slow`` (default: the larger of ``budget`` and 50 ms) is timed
    once more and the faster of the two is the answer (only once when it took over 1 s).
    """
    slow = max(budget, 0.05) if slow is None else slow
    start = clock()
    fn()
    first = clock() - start
    if first >= slow:
        if first >= 1.0:
            return first
        start = clock()  # a second call, in case the first was disturbed
        fn()
        return min(first, clock() - start)
    number = max(1, int(budget / 5 / max(first, 1e-7)))
    best = first
    rounds = 0
    deadline = time.perf_counter() + budget
    while rounds < min_rounds or time.perf_counter() < deadline:
        t0 = clock()
        for _ in range(number):
            fn()
        best = min(best, (clock() - t0) / number)
        rounds += 1
    return best


def percentile(sorted_values: Sequence[float], q: float) -> float:
    """The q-quantile (0…1) of already-sorted values, nearest rank."""
    if not sorted_values:
        return float("nan")
    index = min(len(sorted_values) - 1, max(0, round(q * len(sorted_values) + 0.5) - 1))
    return sorted_values[index]


def summarise(values: Sequence[float]) -> dict[str, float]:
    ordered = sorted(values)
    return {
        "n": len(ordered),
        "mean": statistics.fmean(ordered) if ordered else float("nan"),
        "p50": percentile(ordered, 0.50),
        "p99": percentile(ordered, 0.99),
        "max": ordered[-1] if ordered else float("nan"),
    }


# -- running one measurement in a bounded child ------------------------------------------------


@dataclass(frozen=True)
class Bounded:
    """What a bounded child returned: ``value``, or why there is none (``timeout``/``error``)."""

    value: Any = None
    timeout: bool = False
    error: str | None = None
    wall: float = 0.0

    @property
    def ok(self) -> bool:
        return not self.timeout and self.error is None


def _child(conn: Any, memory: int, fn: Callable[..., Any], args: tuple[Any, ...]) -> None:
    try:
        resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
        conn.send(("ok", fn(*args)))
    except MemoryError:
        conn.send(("error", f"MemoryError (over {memory >> 30} GiB)"))
    except BaseException as error:  # report anything, never hang the parent
        conn.send(("error", f"{type(error).__name__}: {error}"))
    finally:
        conn.close()


def bounded(fn: Callable[..., Any], *args: Any, timeout: float, memory: int = 4 << 30) -> Bounded:
    """``fn(*args)`` in a forked child with a wall-clock ``timeout`` and an address-space cap.

    The child is killed (by its own pid) when the time runs out. ``fn`` and its result cross
    a pipe, so both must be picklable (module-level functions, plain data).
    """
    ctx = multiprocessing.get_context("fork")
    parent, child = ctx.Pipe(duplex=False)
    process = ctx.Process(target=_child, args=(child, memory, fn, args), daemon=True)
    start = time.perf_counter()
    process.start()
    child.close()
    try:
        if parent.poll(timeout):
            try:
                kind, payload = parent.recv()
            except EOFError:
                process.join(5)
                return Bounded(
                    error=f"child died (exit {process.exitcode})", wall=time.perf_counter() - start
                )
            wall = time.perf_counter() - start
            process.join(5)
            if kind == "ok":
                return Bounded(value=payload, wall=wall)
            return Bounded(error=payload, wall=wall)
        return Bounded(timeout=True, wall=time.perf_counter() - start)
    finally:
        if process.is_alive():
            process.kill()
            process.join(5)
        parent.close()


# -- options, states and random play ----------------------------------------------------------


def options(players: int = 2, **raw: Any) -> KasinoOptions:
    return KASINO.resolve_options(raw, players)


def legal_looking_state(
    table: Sequence[Card],
    hand: Sequence[Card],
    opts: KasinoOptions | None = None,
    players: int = 2,
    seed: int = 0,
) -> FishingState:
    """A Kasino state that passes ``check_state``: ``hand`` to move, ``table`` loose.

    Seat 1 (forehand, dealer 0) is to move at the start of a round, every hand full; the other
    hands and the stock take cards that are neither on the table nor in ``hand``, and whatever
    the round leaves over lies in seat 0's captured pile. The round is the first one whose
    sizes fit the table (a 2-player table holds at most 44 cards at the start of round 6).
    """
    opts = opts or options(players)
    used = [*table, *hand]
    if len(set(used)) != len(used) or len(hand) != HAND_SIZE:
        raise ValueError("table and hand must be distinct cards, four in hand")
    rest = [c for c in STANDARD_DECK if c not in set(used)]
    random.Random(seed).shuffle(rest)
    deck = len(STANDARD_DECK)
    rounds = (deck - TABLE_CARDS) // (HAND_SIZE * players)
    for round_ in range(2, rounds + 1):
        stock_size = deck - TABLE_CARDS - HAND_SIZE * players * round_
        loose_and_captured = deck - stock_size - HAND_SIZE * players
        if loose_and_captured >= len(table):
            break
    else:
        raise ValueError(f"a {players}-player table holds at most {loose_and_captured} cards")
    dealer = 0
    to_move = (dealer + 1) % players
    hands: list[tuple[Card, ...]] = []
    for seat in range(players):
        if seat == to_move:
            hands.append(tuple(hand))
        else:
            hands.append(tuple(rest[:HAND_SIZE]))
            rest = rest[HAND_SIZE:]
    stock, pile = tuple(rest[:stock_size]), tuple(rest[stock_size:])
    captured = [()] * players
    captured[dealer] = pile
    sides = len(opts.sides(players))
    state = FishingState(
        game="kasino",
        options=opts,
        players=players,
        dealer=dealer,
        to_move=to_move,
        phase=Phase.PLAY,
        round=round_,
        hands=tuple(hands),
        table=Table(tuple(table)),
        captured=tuple(captured),
        tabbar=(0,) * players,
        stock=stock,
        last_capturer=dealer if pile else None,
        match=MatchState(seed=seed, target=opts.target, scores=(0,) * sides),
    )
    problems = KASINO.check_state(state)
    if problems:
        raise ValueError(f"built an inconsistent state: {problems}")
    return state


def cards_of_ranks(ranks: Sequence[str], count: int | None = None) -> list[Card]:
    """Cards of these ranks, rank by rank in suit order, cut at ``count``."""
    cards = [rank + suit for rank in ranks for suit in "SHDC"]
    return cards[: len(cards) if count is None else count]


def play_deal(
    players: int, opts: KasinoOptions, rng: random.Random
) -> Iterator[tuple[FishingState, FishingMove, float, float]]:
    """One full random deal: yields (state, chosen move, legal_moves seconds, apply seconds)."""
    state = KASINO.deal(players, opts, rng.randrange(players), rng.getrandbits(53))
    while state.to_move is not None:
        t0 = clock()
        listing = KASINO.legal_moves(state, 10**9)
        t1 = clock()
        move = rng.choice(listing.moves)
        t2 = clock()
        outcome = KASINO.apply(state, move)
        t3 = clock()
        yield state, move, t1 - t0, t3 - t2
        state = outcome.state


def describe_table(cards: Sequence[Card]) -> str:
    return " ".join(sorted_cards(cards))


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a win share (95% by default): unlike the normal
    approximation it stays within 0..1 at shares near 0% or 100%, which the bots reach."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


__all__ = [
    "EXIT_MISSED",
    "KASINO",
    "REPO",
    "STORAN",
    "VALUATIONS",
    "Bounded",
    "Targets",
    "bounded",
    "cards_of_ranks",
    "describe_table",
    "fmt_us",
    "header",
    "legal_looking_state",
    "options",
    "per_call",
    "percentile",
    "play_deal",
    "print_table",
    "summarise",
    "wilson",
]
