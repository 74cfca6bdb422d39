"""Perft records: the number of move sequences of length 1-3 from a seeded start, counted with
the game objects the service calls (the same answers, without the HTTP round trips)."""

from __future__ import annotations

import random
from typing import Any

from service.api.families import FAMILIES
from service.conformance.play import LIMIT, Service, choose, deal_request
from service.conformance.tables import PERFT_PREFIX, Table
from service.games import find_game

PERFT_DEPTH = 3
PERFT_BUDGET = 200_000  # the most depth-3 sequences a perft start may have (runner over HTTP)


def perft_counts(game_id: str, plain: Any, depth: int, budget: int) -> list[int] | None:
    """Distinct move sequences of length 1..depth; None when a list is incomplete or the
    count passes ``budget``."""
    game = find_game(game_id)
    assert game is not None
    family = FAMILIES[game.family]
    counts = [0] * depth

    def walk(state: Any, level: int) -> bool:
        listing = game.legal_moves(state, LIMIT)
        if not listing.count_exact or listing.truncated:
            return False
        counts[level] += listing.count
        if counts[-1] > budget:
            return False
        if level + 1 == depth:
            return True
        for move in listing.moves:
            outcome = game.apply(state, move)
            if getattr(outcome.state, "to_move", None) is None:
                continue
            if not walk(outcome.state, level + 1):
                return False
        return True

    return counts if walk(family.state_from_plain(game, plain), 0) else None


def perft(service: Service, game: str, table: Table, seed: int) -> dict[str, Any]:
    """A perft record from a seeded deal; when the dealt state is too wide (a widow discard),
    the start is advanced along the policy's moves (``prefix``) until it fits."""
    request = deal_request(table, seed)
    state = service.ok("deals", request)["state"]
    rng = random.Random(f"{game}/perft/{seed}")
    prefix: list[Any] = []
    for _ in range(PERFT_PREFIX.get(game, 0)):
        move = choose(rng, service.listing(state)["moves"])
        prefix.append(move)
        state = service.ok("apply", {"state": state, "move": move})["state"]
    for _ in range(40):
        counts = perft_counts(game, state, PERFT_DEPTH, PERFT_BUDGET)
        if counts is not None:
            return {
                "id": f"{game}/s{seed}p{table.players}/perft",
                "request": request,
                "prefix": prefix,
                "state": state,
                "counts": counts,
            }
        move = choose(rng, service.listing(state)["moves"])
        prefix.append(move)
        state = service.ok("apply", {"state": state, "move": move})["state"]
    raise RuntimeError(f"{game}: no perft start within budget from seed {seed}")
