"""Seeded deals played to their end through the Flask test client, so every record the kit
keeps is exactly the API's JSON; the seeded policy that picks the moves."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from flask.testing import FlaskClient

from service.conformance.tables import Table

LIMIT = 1000  # legal-moves limit: a position's list must be complete under it
MAX_MOVES = 600  # a deal the policy has not ended by then is not used


class Service:
    """The service through the Flask test client: every answer is the API's JSON."""

    def __init__(self, client: FlaskClient, game: str) -> None:
        self.client = client
        self.game = game

    def post(self, endpoint: str, body: Any) -> tuple[int, Any]:
        response = self.client.post(f"/v1/games/{self.game}/{endpoint}", json=body)
        return response.status_code, response.get_json()

    def ok(self, endpoint: str, body: Any) -> Any:
        status, answer = self.post(endpoint, body)
        if status != 200:
            raise RuntimeError(f"{self.game} {endpoint}: {status} {answer}")
        return answer

    def listing(self, state: Any) -> Any:
        return self.ok("legal-moves", {"state": state, "limit": LIMIT})


def deal_request(table: Table, seed: int) -> dict[str, Any]:
    request: dict[str, Any] = {"players": table.players, "seed": seed}
    if table.options:
        request["options"] = dict(table.options)
    return request


def cards(value: Any) -> Iterator[str]:
    """Every card code in a plain value (strings of up to 3 characters)."""
    if isinstance(value, str):
        if 2 <= len(value) <= 3 and value not in ("pile",):
            yield value
    elif isinstance(value, list):
        for item in value:
            yield from cards(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from cards(item)


def _size(move: Any) -> int:
    return len(list(cards(move)))


def choose(rng: random.Random, moves: list[Any]) -> Any:
    """The policy: mostly the move that takes or lays the most cards, else any move (seeded)."""
    if rng.random() < 0.6:
        most = max(_size(m) for m in moves)
        moves = [m for m in moves if _size(m) == most]
    return moves[rng.randrange(len(moves))]


@dataclass
class Played:
    request: dict[str, Any]
    start: Any
    states: list[Any]  # the state before each move
    listings: list[Any]
    moves: list[Any]
    final: Any
    tags: tuple[str, ...]


def play(service: Service, table: Table, seed: int) -> Played | None:
    request = deal_request(table, seed)
    state = service.ok("deals", request)["state"]
    start = state
    rng = random.Random(f"{service.game}/{seed}/{table.players}")
    states, listings, moves = [], [], []
    for _ in range(MAX_MOVES):
        listing = service.listing(state)
        if not listing["moves"]:
            break
        move = choose(rng, listing["moves"])
        states.append(state)
        listings.append(listing)
        moves.append(move)
        answer = service.ok("apply", {"state": state, "move": move})
        state = answer["state"]
        if answer["deal_over"]:
            return Played(request, start, states, listings, moves, state, table.tags)
    return None


def successor_of(answer: Any) -> dict[str, Any]:
    """What apply answers that the kit keeps (the scores only when the deal is over)."""
    successor = {
        "state": answer["state"],
        "events": answer["events"],
        "deal_over": answer["deal_over"],
    }
    if "scores" in answer:
        successor["scores"] = answer["scores"]
    return successor
