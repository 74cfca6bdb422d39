"""Play a complete deal over HTTP through any transport: a Flask test client or a real server.

``post(path, body) -> (status, headers, json)`` is the transport; the moves are chosen from
legal-moves with a seeded random generator, so every run plays the same deal.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

Post = Callable[[str, Mapping[str, Any]], tuple[int, Mapping[str, str], dict[str, Any]]]

#: One game of each family the scale-out test plays, with a player count and a seed.
FAMILY_GAMES = (("kasino", 2, 7), ("femhundra", 2, 5), ("800", 4, 3))


@dataclass
class Played:
    """What a played deal sent: requests per endpoint, and each answer's headers in order."""

    requests: dict[str, int] = field(default_factory=dict)
    headers: list[Mapping[str, str]] = field(default_factory=list)
    first_state: dict[str, Any] = field(default_factory=dict)
    final: dict[str, Any] = field(default_factory=dict)

    def call(self, post: Post, game: str, endpoint: str, body: Mapping[str, Any]) -> Any:
        status, headers, data = post(f"/v1/games/{game}/{endpoint}", body)
        assert status == 200, (endpoint, status, data)
        self.requests[endpoint] = self.requests.get(endpoint, 0) + 1
        self.headers.append(headers)
        return data


def play_deal(post: Post, game: str, players: int, seed: int, max_steps: int = 2000) -> Played:
    """Deal, then legal-moves + apply until the deal is over (fails after ``max_steps``)."""
    rng = random.Random(seed)
    played = Played()
    state = played.call(post, game, "deals", {"players": players, "seed": seed})["state"]
    played.first_state = state
    for _ in range(max_steps):
        listing = played.call(post, game, "legal-moves", {"state": state, "limit": 50})
        move = rng.choice(listing["moves"])
        answer = played.call(post, game, "apply", {"state": state, "move": move})
        state = answer["state"]
        if answer["deal_over"]:
            played.final = answer
            return played
    raise AssertionError(f"{game}: the deal did not end in {max_steps} moves")
