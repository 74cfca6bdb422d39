"""Near misses: a legal move with one card, number or seat changed, an item or a field left
out, judged by the service; the kit keeps one per distinct list of (rule, code) first."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

from service.conformance.play import Service, cards, successor_of

ILLEGAL_PER_POSITION = 6


def _paths(value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[tuple[Any, ...], Any]]:
    yield path, value
    if isinstance(value, list):
        for i, item in enumerate(value):
            yield from _paths(item, (*path, i))
    elif isinstance(value, dict):
        for key in sorted(value):
            yield from _paths(value[key], (*path, key))


def _replace(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    if not path:
        return new
    head, rest = path[0], path[1:]
    copy = list(value) if isinstance(value, list) else dict(value)
    copy[head] = _replace(value[head], rest, new)
    return copy


def _delete(value: Any, path: tuple[Any, ...]) -> Any:
    head, rest = path[0], path[1:]
    if rest:
        copy = list(value) if isinstance(value, list) else dict(value)
        copy[head] = _delete(value[head], rest)
        return copy
    if isinstance(value, list):
        return value[:head] + value[head + 1 :]
    return {k: v for k, v in value.items() if k != head}


def pointer(path: tuple[Any, ...]) -> str:
    return "/" + "/".join(map(str, path))


def mutations(move: Any, state: Any, rng: random.Random) -> Iterator[tuple[str, Any]]:
    """Near misses of a legal move: one card, number or seat changed, one item dropped."""
    players = state["players"]
    hands = state.get("hands", [])
    seat = move.get("player")
    own = sorted(set(cards(hands[seat]))) if isinstance(seat, int) and seat < len(hands) else []
    table = sorted(set(cards(state.get("table", []))))
    elsewhere = sorted(set(cards(hands)) - set(own) - set(table))
    seen_cards = set(own) | set(table) | set(elsewhere)

    def pick(pool: list[str], value: str, k: int) -> list[str]:
        pool = [c for c in pool if c != value]
        return rng.sample(pool, min(k, len(pool)))

    for key in sorted(move):
        if key not in ("player", "type", "card", "source"):  # a capture or build made a trail
            yield f"without /{key}", _delete(move, (key,))
    for path, value in _paths(move):
        if path == ("player",):
            for other in range(players):
                if other != value:
                    yield f"player {value} -> {other} (out of turn)", _replace(move, path, other)
            continue
        if isinstance(value, bool):
            continue
        if isinstance(value, int):
            for delta in (1, -1):
                text = f"{pointer(path)} {value} -> {value + delta}"
                yield text, _replace(move, path, value + delta)
        elif isinstance(value, str) and value in seen_cards:
            # another card of the mover's hand (a wrong sum, a renege), of the table, and
            # one the mover does not hold
            others = pick(own, value, 3) + pick(table, value, 2) + pick(elsewhere, value, 1)
            for card in others:
                yield f"{pointer(path)} {value} -> {card}", _replace(move, path, card)
        elif isinstance(value, list) and path and len(value) > 1:
            for i in range(len(value)):
                yield f"{pointer(path)} without item {i}", _delete(move, (*path, i))


def near_misses(service: Service, state: Any, legal: list[Any], seed: str) -> list[Any]:
    """Illegal checks: mutations the service refuses, one per distinct violation list first."""
    rng = random.Random(seed)
    picks = [legal[i] for i in sorted({0, len(legal) // 2, len(legal) - 1})]
    candidates: list[tuple[str, Any]] = []
    for move in picks:
        candidates.extend(mutations(move, state, rng))
    for move in legal[:40]:  # every capture or build turned into a trail: forbidden trails
        candidates.extend(
            (f"without /{key}", _delete(move, (key,)))
            for key in sorted(move)
            if key in ("capture", "build")
        )
    legal_set = {json.dumps(m, sort_keys=True) for m in legal}
    found: dict[str, Any] = {}
    unlisted: dict[str, Any] = {}
    extra: list[Any] = []
    for text, move in candidates:
        if json.dumps(move, sort_keys=True) in legal_set:
            continue
        status, answer = service.post("validate", {"state": state, "move": move})
        if status != 200:
            continue
        if answer["legal"]:
            # accepted though not listed: a penalized play (enforcement "penalize")
            kind = json.dumps(answer["interpretation"], sort_keys=True)
            if kind not in unlisted:
                successor = successor_of(service.ok("apply", {"state": state, "move": move}))
                unlisted[kind] = {
                    "move": move,
                    "legal": True,
                    "listed": False,
                    "mutation": text,
                    "interpretation": answer["interpretation"],
                    "successor": successor,
                }
            continue
        violations = [{"rule": v["rule"], "code": v["code"]} for v in answer["violations"]]
        check = {
            "move": move,
            "legal": False,
            "near_miss": True,
            "mutation": text,
            "violations": violations,
        }
        key = json.dumps(violations, sort_keys=True)
        if key not in found:
            found[key] = check
        else:
            extra.append(check)
    chosen = list(found.values())[:ILLEGAL_PER_POSITION]
    chosen += extra[: max(0, 2 - len(chosen))]
    for check in chosen:
        # under enforcement "penalize" apply accepts some refused plays and penalizes them
        status, answer = service.post("apply", {"state": state, "move": check["move"]})
        if status == 200:
            check["successor"] = successor_of(answer)
    return chosen + list(unlisted.values())[:2]
