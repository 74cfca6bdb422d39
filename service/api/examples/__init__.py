"""Request and response examples of every operation, taken from real seeded deals.

``python -m service.api.examples`` plays the deals through the service and writes one JSON
file per operation beside this module; the spec embeds them (``examples`` of each request and
response, keyed alike: the request example ``kasino`` is answered by the response example
``kasino``, posted to the game the name gives: :func:`example_name`). A test checks that every
example fits its schema and that the service answers every example request exactly as shown.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from service.games import GAMES
from service.seal.keys import parse_keys

HERE = Path(__file__).resolve().parent
#: The sealing key the commitment example is made with: 32 zero bytes, for examples only (a
#: service given it would open tokens anyone can make). No example shows a token: a token opens
#: only on the service that sealed it, and an example must run on any default server.
EXAMPLE_KEYS = parse_keys("example:" + "A" * 43)


@dataclass(frozen=True)
class Examples:
    """An operation's examples by name: OpenAPI Example Objects."""

    requests: dict[str, Any] = field(default_factory=dict)
    responses: dict[str, Any] = field(default_factory=dict)


@cache
def operation_examples(operation: str) -> Examples:
    path = HERE / f"{operation}.json"
    if not path.exists():
        return Examples()
    data = json.loads(path.read_text(encoding="utf-8"))
    return Examples(_ordered(data.get("requests", {})), _ordered(data.get("responses", {})))


def _ordered(examples: dict[str, Any]) -> dict[str, Any]:
    """Games' examples in the catalogue's order, Kasino first: the first example is what
    Swagger UI fills in, beside the path's game, whose first example is the same game."""
    order = {example_name(game.id): index for index, game in enumerate(GAMES)}
    return dict(sorted(examples.items(), key=lambda item: order.get(item[0], len(order))))


#: The prefix of a numeric game id's example name (see :func:`example_name`).
NUMERIC = "game-"


def example_name(game: str) -> str:
    """The name of a game's examples: its id, or ``game-800`` for an id that JavaScript reads
    as an array index (800, 1000, 150): Swagger UI would list such a name before all others,
    and fill in its example where the path's game is another."""
    return f"{NUMERIC}{game}" if game.isdigit() else game


def example_game(name: str) -> str:
    """The game an example of this name is for (:func:`example_name` undone)."""
    return name.removeprefix(NUMERIC)
