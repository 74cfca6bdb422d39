"""Positions of a played deal: which the kit keeps, their tags, and their checks (legal moves
with successors, then near misses)."""

from __future__ import annotations

from typing import Any

from service.conformance.near_miss import near_misses
from service.conformance.play import Played, Service, cards, successor_of

LEGAL_PER_POSITION = 3


def _tags(played: Played, index: int, listing: Any) -> list[str]:
    total = len(played.moves)
    tags = set(played.tags)
    tags.add("early" if index < total / 3 else "middle" if index < 2 * total / 3 else "end")
    state = played.states[index]
    moves = listing["moves"]
    table = state.get("table")
    if isinstance(table, dict) and table.get("builds"):
        tags.add("builds")
    if any("build" in m for m in moves):
        tags.add("builds")
    if isinstance(table, dict) and any(
        b.get("last_builder") == state.get("to_move") for b in table.get("builds", [])
    ):
        tags.add("holding")  # the mover owns a build: the holding duty (BYGG-HOLD-*)
    hands = state.get("hands", [])
    mover = state.get("to_move")
    held = hands[mover] if isinstance(mover, int) and mover < len(hands) else []
    if "JK" in set(cards(held)) | set(cards(table or [])):
        tags.add("jokers")
    if any("FJ" in set(cards(m)) for m in moves) or "FJ" in set(cards(state.get("trick", []))):
        tags.add("fjont")
    if "phase" in state:
        tags.add(f"phase:{state['phase']}")
    return sorted(tags)


def indices(played: Played) -> list[int]:
    """Which positions of a deal the kit keeps: start, spread over the deal, the end, and every
    kind of position the deal shows (builds, jokers, Fjønt, each phase) at least twice."""
    total = len(played.moves)
    chosen = {0, 1, total // 4, total // 2, 3 * total // 4, total - 2, total - 1}
    kinds: dict[str, list[int]] = {}
    for i, listing in enumerate(played.listings):
        for tag in _tags(played, i, listing):
            if tag in ("builds", "holding", "jokers", "fjont") or tag.startswith("phase:"):
                kinds.setdefault(tag, []).append(i)
    for found in kinds.values():
        chosen.update([found[0], found[len(found) // 2]])
    return sorted(i for i in chosen if 0 <= i < total)


def position(service: Service, played: Played, index: int, name: str) -> dict[str, Any] | None:
    state = played.states[index]
    listing = played.listings[index]
    if not listing["count_exact"] or listing["truncated"]:
        return None
    moves = listing["moves"]
    checks: list[Any] = []
    for i in sorted({0, len(moves) // 2, len(moves) - 1, moves.index(played.moves[index])})[
        : LEGAL_PER_POSITION + 1
    ]:
        move = moves[i]
        successor = successor_of(service.ok("apply", {"state": state, "move": move}))
        verdict = service.ok("validate", {"state": state, "move": move})
        checks.append(
            {
                "move": move,
                "legal": True,
                "interpretation": verdict["interpretation"],
                "successor": successor,
            }
        )
    checks += near_misses(service, state, moves, f"{name}/{index}")
    return {
        "id": f"{name}/m{index}",
        "tags": _tags(played, index, listing),
        "state": state,
        "legal_moves": {"player": listing["player"], "count": listing["count"], "moves": moves},
        "checks": checks,
    }
