#!/usr/bin/env python3
"""Our ``search`` bot against OpenSpiel's information-set MCTS, and the engine's speed through
OpenSpiel next to OpenSpiel's own C++ card games.

**Bots.** In Kasino, Byggkasino, 800 and Femhundra (default options; 2, 2, 4 and 2 players)
each seed is played twice with the sides swapped, the dealer rotating with the seed: side 0
(seats 0 and 2 in 800) is ``search`` (``service.bots.search``) and the other side is
OpenSpiel's ``ISMCTSBot`` (``open_spiel.python.algorithms.ismcts``, random-rollout evaluator,
UCT c = 2, max-visit final policy), then the other way round. Both get ``--budget-ms`` of wall
time per move: ``search`` as its own budget (simulations from the budget, the budget as its
deadline), ISMCTS as a deadline on its simulations (OpenSpiel's Python ISMCTS counts
simulations only; the C++ ``pyspiel.ISMCTSBot`` cannot resample a Python game's state and
takes no wall-clock limit in its Python binding). ISMCTS decides each decision of the action
encoding (a head, then the k-th move of that head where several share it) with the full
budget; ``search`` picks the whole move at once. ISMCTS samples its worlds with the same
determinization as ``search`` (``kortdomaren_research.table.determinized``). A deal is won
by the side with more points on the game's own score sheet (a tie counts half); reported: the
``search`` side's win share with a Wilson 95% interval, its mean margin and the mean seconds
per move each bot spent.

**Speed.** Random play from the deal to its end, chance included, for ``--speed-seconds`` of
this process's CPU time per game (per CPU second, so that other work on the machine does not
count): through the OpenSpiel interface (``legal_actions``, ``apply_action``), in-process (the
engine's ``legal_moves``/``apply`` with the bots' uniform draw, no wrapper) and OpenSpiel's C++
``gin_rummy`` and ``hearts`` through the same Python loop. Moves per second, and our figures
over the C++ games' as ratios.

    nice .venv/bin/python benchmarks/research_bots.py [--deals 200] [--budget-ms 200]
        [--game kasino ...] [--speed-seconds 5] [--out benchmarks/results/research-bots.json]
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import random
import statistics
import sys
import time
from dataclasses import dataclass
from typing import Any

import _common
import numpy as np
import pyspiel  # type: ignore[import-untyped]
from _common import wilson
from open_spiel.python.algorithms import ismcts, mcts  # type: ignore[import-untyped]

from kortdomaren_research import openspiel
from kortdomaren_research.table import determinized, short_name
from service.bots.sampling import uniform
from service.bots.search import search, simulations_for
from service.games import find_game

GAMES = {"kasino": 2, "byggkasino": 2, "800": 4, "femhundra": 2}
SPEED_GAMES = ("kasino", "byggkasino", "femhundra", "800")
CPP_GAMES = ("gin_rummy", "hearts")


class DeadlineISMCTS(ismcts.ISMCTSBot):  # type: ignore[misc]
    """OpenSpiel's ISMCTS with a wall-clock limit on its simulations (at least two)."""

    def __init__(self, *args: Any, seconds: float, clock: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.seconds = seconds
        self.clock = clock
        self.simulations: list[int] = []

    def run_search(self, state: Any) -> Any:
        self.reset()
        legal = state.legal_actions()
        if len(legal) == 1:
            return [(legal[0], 1.0)]
        deadline = self.clock() + self.seconds
        self._root_node = self.create_new_node(state)
        key = self.get_state_key(state)
        done = 0
        while done < 2 or self.clock() < deadline:  # the first only expands the root
            sampled = self.sample_root_state(state)
            assert key == self.get_state_key(sampled)
            self.run_simulation(sampled)
            done += 1
        self.simulations.append(done)
        return self.get_final_policy(state, self._root_node)


def _determinizer(seed: int) -> Any:
    rng = random.Random(f"ismcts-worlds:{seed}")

    def resample(state: Any, player: int) -> Any:
        return openspiel.KortdomarenState(state.get_game(), determinized(state.table, player, rng))

    return resample


@dataclass
class DealResult:
    game: str
    seed: int
    swapped: bool
    margin: float
    moves: int
    search_seconds: list[float]
    ismcts_seconds: list[float]
    ismcts_simulations: list[int]
    unencodable: int


CLOCKS = {"cpu": time.process_time, "wall": time.monotonic}


def play_deal(
    game_id: str, seed: int, swapped: bool, budget_ms: int, clock_name: str = "cpu"
) -> DealResult:
    """One deal; ``clock_name`` is the clock both budgets are measured on: ``wall`` as the
    bots run in the service, ``cpu`` (this process's CPU time) on a shared, busy machine,
    where ``search`` then runs the simulations its budget buys without its wall deadline."""
    clock = CLOCKS[clock_name]
    cap = math.inf if clock_name == "cpu" else 1.0
    players = GAMES[game_id]
    game = pyspiel.load_game(short_name(game_id), {"dealer": seed % players})
    engine_game = find_game(game_id)
    assert engine_game is not None
    state = game.new_initial_state()
    rng = random.Random(f"deal:{game_id}:{seed}")
    bot = DeadlineISMCTS(
        game,
        mcts.RandomRolloutEvaluator(1, np.random.RandomState(seed)),
        2.0,
        10**9,
        random_state=np.random.RandomState(seed),
        seconds=budget_ms / 1000,
        clock=clock,
    )
    bot.set_resampler(_determinizer(seed))
    search_side = 1 if swapped else 0
    searched: list[float] = []
    timed: list[float] = []
    unencodable = 0
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, probs = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rng.choices(outcomes, probs)[0])
            continue
        table = state.table
        seat = state.current_player()
        if seat % 2 == search_side and table.pending is None:
            began = clock()
            found = search(
                engine_game, table.state, seat, seed * 1000 + table.moves, budget_ms, cap
            )
            searched.append(clock() - began)
            actions = table.encode(found.choice.move)
            if actions is None:  # past the encoding's cut: the nearest move it has
                unencodable += 1
                actions = [state.legal_actions()[0]]
            for action in actions:
                state.apply_action(action)
        elif seat % 2 == search_side:  # a head whose move the listing cut: its first move
            state.apply_action(state.legal_actions()[0])
        else:
            began = clock()
            state.apply_action(bot.step(state))
            timed.append(clock() - began)
    margins = state.table.margins()
    return DealResult(
        game_id,
        seed,
        swapped,
        margins[search_side],
        state.table.moves,
        searched,
        timed,
        bot.simulations,
        unencodable,
    )


def summary(name: str, results: list[DealResult], budget_ms: int) -> dict[str, Any]:
    wins = sum(1.0 if r.margin > 0 else 0.5 if r.margin == 0 else 0.0 for r in results)
    n = len(results)
    low, high = wilson(wins, n)
    search_s = [s for r in results for s in r.search_seconds]
    ismcts_s = [s for r in results for s in r.ismcts_seconds]
    sims = [s for r in results for s in r.ismcts_simulations]
    return {
        "deals": n,
        "search_win_share": wins / n,
        "interval_95": [low, high],
        "mean_margin": statistics.fmean(r.margin for r in results),
        "search_seconds_per_move": statistics.fmean(search_s) if search_s else 0.0,
        "ismcts_seconds_per_decision": statistics.fmean(ismcts_s) if ismcts_s else 0.0,
        "ismcts_simulations_per_search": statistics.fmean(sims) if sims else 0.0,
        "search_simulations_per_move": simulations_for(name, budget_ms),
        "unencodable_search_moves": sum(r.unencodable for r in results),
    }


def bots(
    games: list[str],
    deals: int,
    budget_ms: int,
    clock: str,
    report: dict[str, Any],
    out: Any,
    first_seed: int = 0,
) -> dict[str, Any]:
    """Every game's deals; after each deal a progress line, and the report so far written to
    ``out`` (so that a run cut short still leaves its figures)."""
    found: dict[str, Any] = report.setdefault("bots", {})
    results: dict[str, list[DealResult]] = {name: [] for name in games}
    for seed in range(first_seed, first_seed + deals // 2):  # the games in turn, seed by seed
        for name in games:
            for swapped in (False, True):
                result = play_deal(name, seed, swapped, budget_ms, clock)
                results[name].append(result)
                found[name] = summary(name, results[name], budget_ms)
                print(
                    f"deal {name} seed {seed} swapped {swapped}: search margin "
                    f"{result.margin:+.0f}, {result.moves} moves",
                    flush=True,
                )
                out(report)
    for name in games:
        row = found[name]
        low, high = row["interval_95"]
        print(
            f"{name:10} {row['deals']:5} {row['search_win_share']:9.3f} ({low:.3f}–{high:.3f}) "
            f"margin {row['mean_margin']:+.2f}; s/move search "
            f"{row['search_seconds_per_move']:.3f}, ISMCTS {row['ismcts_seconds_per_decision']:.3f}"
            f" ({row['ismcts_simulations_per_search']:.1f} simulations)",
            flush=True,
        )
    return found


# --- speed ----------------------------------------------------------------------------------


def _pyspiel_moves(game: Any, seconds: float, moves_of: Any) -> tuple[float, float]:
    """(moves/s, actions/s) of random play through the OpenSpiel interface."""
    rng = random.Random(1)
    moves = actions = 0
    began = time.process_time()
    while time.process_time() - began < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, probs = zip(*state.chance_outcomes(), strict=True)
                state.apply_action(rng.choices(outcomes, probs)[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
                actions += 1
        moves += moves_of(state)
    elapsed = time.process_time() - began
    return moves / elapsed, actions / elapsed


def _in_process_moves(game_id: str, seconds: float) -> float:
    game = find_game(game_id)
    assert game is not None
    players = GAMES[game_id]
    options = game.resolve_options({}, players)
    cap = openspiel.make_spec(game_id).max_moves
    rng = random.Random(1)
    moves = 0
    seed = 0
    began = time.process_time()
    while time.process_time() - began < seconds:
        state = game.deal(players, options, seed % players, seed)
        seed += 1
        made = 0
        while state.to_move is not None and made < cap:
            move, _ = uniform(game, state, rng)
            state = game.apply(state, move).state
            made += 1
        moves += made
    return moves / (time.process_time() - began)


def speed(seconds: float) -> dict[str, Any]:
    out: dict[str, Any] = {"cpp": {}, "ours": {}}
    for name in CPP_GAMES:
        # one action is one move in these games
        _, actions = _pyspiel_moves(pyspiel.load_game(name), seconds, lambda s: 0)
        out["cpp"][name] = {"moves_per_second": actions}
    print(
        f"{'game':12} {'via OpenSpiel':>14} {'in-process':>11} "
        + " ".join(f"{'÷ ' + c:>12}" for c in CPP_GAMES)
    )
    for name in CPP_GAMES:
        print(f"{name:12} {out['cpp'][name]['moves_per_second']:14.0f}")
    for name in SPEED_GAMES:
        game = pyspiel.load_game(short_name(name))
        per_s, actions = _pyspiel_moves(game, seconds, lambda s: s.table.moves)
        local = _in_process_moves(name, seconds)
        ratios = {c: per_s / out["cpp"][c]["moves_per_second"] for c in CPP_GAMES}
        out["ours"][name] = {
            "openspiel_moves_per_second": per_s,
            "openspiel_actions_per_second": actions,
            "in_process_moves_per_second": local,
            "openspiel_over_cpp": ratios,
            "in_process_over_cpp": {
                c: local / out["cpp"][c]["moves_per_second"] for c in CPP_GAMES
            },
        }
        print(
            f"{name:12} {per_s:14.0f} {local:11.0f} "
            + " ".join(f"{ratios[c]:12.4f}" for c in CPP_GAMES),
            flush=True,
        )
    return out


def merge(paths: list[str]) -> dict[str, Any]:
    """One report from the reports of a run split over processes (``--first-seed``): deals
    added up, shares and means weighted by deals, intervals drawn again."""
    reports = []
    for path in paths:
        with open(path, encoding="utf-8") as handle:
            reports.append(json.load(handle))
    merged: dict[str, Any] = {
        "date": f"{min(r['date'] for r in reports)} to {max(r['date'] for r in reports)}",
        "commit": ", ".join(sorted({r["commit"] for r in reports})),
        "machine": reports[-1]["machine"],
        "parts": [r["arguments"] for r in reports],
        "bots": {},
    }
    weighted = (
        "mean_margin",
        "search_seconds_per_move",
        "ismcts_seconds_per_decision",
        "ismcts_simulations_per_search",
    )
    for report in reports:
        if "speed" in report:
            merged["speed"] = report["speed"]
        for name, row in report.get("bots", {}).items():
            into = merged["bots"].setdefault(
                name, {"deals": 0, "wins": 0.0, "unencodable_search_moves": 0}
            )
            n = row["deals"]
            for key in weighted:
                into[key] = into.get(key, 0.0) + row[key] * n
            into["deals"] += n
            into["wins"] += row["search_win_share"] * n
            into["unencodable_search_moves"] += row["unencodable_search_moves"]
            into["search_simulations_per_move"] = row["search_simulations_per_move"]
    for row in merged["bots"].values():
        n = row["deals"]
        for key in weighted:
            row[key] /= n
        row["search_win_share"] = row["wins"] / n
        row["interval_95"] = list(wilson(row.pop("wins"), n))
    return merged


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--deals", type=int, default=200, help="deals per game (even)")
    parser.add_argument("--budget-ms", type=int, default=200, help="wall time per move")
    parser.add_argument("--game", action="append", choices=sorted(GAMES))
    parser.add_argument("--speed-seconds", type=float, default=5.0, help="0 skips the speed part")
    parser.add_argument("--skip-bots", action="store_true")
    parser.add_argument(
        "--first-seed", type=int, default=0, help="to split one run over several processes"
    )
    parser.add_argument(
        "--clock",
        choices=sorted(CLOCKS),
        default="cpu",
        help="the clock the budgets are measured on (cpu: fair on a busy machine)",
    )
    parser.add_argument("--out", help="write the figures as JSON here")
    parser.add_argument("--merge", nargs="+", help="merge these reports into --out and stop")
    args = parser.parse_args()
    if args.merge:
        merged = merge(args.merge)
        text = json.dumps(merged, indent=2) + "\n"
        if args.out:
            with open(args.out, "w", encoding="utf-8") as handle:
                handle.write(text)
        print(text)
        return 0
    games = args.game or list(GAMES)
    print(f"# research bots: {' '.join(sys.argv[1:]) or '(defaults)'}", flush=True)
    report: dict[str, Any] = {
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "commit": _common.git_commit(),
        "machine": f"{platform.machine()} {os.cpu_count()} cores, {platform.python_version()}",
        "arguments": vars(args),
    }

    def write(data: dict[str, Any]) -> None:
        if args.out:
            with open(args.out, "w", encoding="utf-8") as handle:
                json.dump(data, handle, indent=2)
                handle.write("\n")

    if not args.skip_bots:
        bots(games, args.deals, args.budget_ms, args.clock, report, write, args.first_seed)
    if args.speed_seconds > 0:
        report["speed"] = speed(args.speed_seconds)
    write(report)
    return 0


if __name__ == "__main__":
    sys.exit(main())
