"""Play one seeded Kasino deal against a running Kortdomaren over HTTP.

Usage: python3 scripts/smoke_play.py http://127.0.0.1:18080 [--seed 7] [--players 2]

Deals, then repeatedly asks for one legal move and applies it until the deal is over. Standard
library only, so it runs with any Python >= 3.11 and nothing installed. Exits 0 and prints one
summary line on success; exits 1 with the reason on the first thing that is wrong.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import urllib.error
import urllib.request
from typing import Any

MAX_STEPS = 60
LIMIT = 50  # moves asked for at each turn: enough to find a capture among them
TIMEOUT_S = 30  # the server's own worker timeout: past it gunicorn kills the worker anyway


class SmokeError(Exception):
    """The service answered something a working referee would not."""


def post(base: str, path: str, body: dict[str, Any]) -> dict[str, Any]:
    data = json.dumps(body).encode()
    request = urllib.request.Request(
        base + path,
        data=data,
        method="POST",
        headers={"Content-Type": "application/json", "Accept": "application/json"},
    )
    try:
        with urllib.request.urlopen(request, timeout=TIMEOUT_S) as response:
            raw = response.read()
    except urllib.error.HTTPError as error:
        detail = error.read().decode(errors="replace")[:500]
        raise SmokeError(f"POST {path} -> HTTP {error.code}: {detail}") from None
    except (urllib.error.URLError, OSError) as error:
        raise SmokeError(f"POST {path} -> no answer: {error}") from None
    try:
        answer = json.loads(raw)
    except ValueError:
        raise SmokeError(f"POST {path} -> not JSON: {raw[:200]!r}") from None
    if not isinstance(answer, dict):
        raise SmokeError(f"POST {path} -> expected a JSON object, got {type(answer).__name__}")
    return answer


def expect(condition: bool, message: str) -> None:
    if not condition:
        raise SmokeError(message)


def get_object(answer: dict[str, Any], key: str, where: str) -> dict[str, Any]:
    value = answer.get(key)
    if not isinstance(value, dict):
        raise SmokeError(f"{where}: {key!r} is not a JSON object (keys: {sorted(answer)})")
    return value


def get_list(answer: dict[str, Any], key: str, where: str) -> list[Any]:
    value = answer.get(key)
    if not isinstance(value, list):
        raise SmokeError(f"{where}: {key!r} is not a JSON array (keys: {sorted(answer)})")
    return value


def play_one_move(base: str, state: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any], bool]:
    """Ask for legal moves, apply the first capture among them (else the first move: trails
    come first, and a deal of trails alone would score nothing); return the new state, the
    apply answer, deal_over."""
    legal = post(base, "/v1/games/kasino/legal-moves", {"state": state, "limit": LIMIT})
    moves = get_list(legal, "moves", "legal-moves")
    expect(legal.get("player") == state.get("to_move"), "legal-moves: player != to_move")
    count = legal.get("count")
    expect(isinstance(count, int) and count >= 1, f"legal-moves: bad count {count!r}")
    expect(
        len(moves) == min(count, LIMIT),
        f"legal-moves: limit {LIMIT} and count {count} gave {len(moves)} moves",
    )
    expect(
        legal.get("truncated") is (isinstance(count, int) and count > LIMIT),
        f"legal-moves: truncated={legal.get('truncated')!r} disagrees with count={count!r}",
    )
    move = next((m for m in moves if m.get("capture")), moves[0])

    applied = post(base, "/v1/games/kasino/apply", {"state": state, "move": move})
    new_state = get_object(applied, "state", "apply")
    get_list(applied, "events", "apply")
    deal_over = applied.get("deal_over")
    if not isinstance(deal_over, bool):
        raise SmokeError(f"apply: deal_over is {deal_over!r}")
    if not deal_over:
        expect(new_state.get("phase") == "play", f"apply: phase {new_state.get('phase')!r}")
        expect(new_state.get("to_move") is not None, "apply: nobody to move mid-deal")
    return new_state, applied, deal_over


def play(base: str, players: int, seed: int) -> str:
    started = time.monotonic()
    dealt = post(base, "/v1/games/kasino/deals", {"players": players, "seed": seed})
    state = get_object(dealt, "state", "deal")
    expect(state.get("phase") == "play", f"deal: phase is {state.get('phase')!r}, not 'play'")
    expect(state.get("to_move") is not None, "deal: nobody to move in a fresh deal")

    steps = 0
    deal_over = False
    applied: dict[str, Any] = {}
    while not deal_over:
        if steps >= MAX_STEPS:
            raise SmokeError(f"deal not over after {MAX_STEPS} moves")
        try:
            state, applied, deal_over = play_one_move(base, state)
        except SmokeError as error:
            raise SmokeError(f"move {steps + 1}: {error}") from None
        steps += 1

    expect(state.get("phase") == "deal_over", f"end: phase is {state.get('phase')!r}")
    expect(state.get("to_move") is None, "end: somebody still to move after the deal")
    scores = get_object(applied, "scores", "end")
    totals = get_list(scores, "totals", "end scores")
    # aces, storan, lillan and most spades alone are 7 points once the cards are captured
    expect(sum(totals) >= 7, f"end: the deal's points add up to {sum(totals)}: {scores}")
    elapsed = time.monotonic() - started
    return (
        f"smoke_play: OK kasino players={players} seed={seed}: deal over after {steps} moves "
        f"({2 * steps + 1} requests, {elapsed:.2f} s); scores "
        f"{json.dumps(scores, sort_keys=True, separators=(',', ':'))}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("base_url", help="e.g. http://127.0.0.1:18080")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)
    try:
        print(play(args.base_url.rstrip("/"), args.players, args.seed), flush=True)
    except SmokeError as error:
        print(f"smoke_play: FAILED: {error}", file=sys.stderr, flush=True)
        return 1
    except KeyboardInterrupt:
        print("smoke_play: interrupted", file=sys.stderr, flush=True)
        return 130
    return 0


if __name__ == "__main__":
    sys.exit(main())
