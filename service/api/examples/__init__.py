"""Request and response examples of every operation, taken from real seeded deals.

``python -m service.api.examples`` plays the deals through the service and writes one JSON
file per operation beside this module; the spec embeds them (``examples`` of each request and
response, keyed alike: the request example ``kasino`` is answered by the response example
``kasino``, posted to the game its ``x-game`` names). A test checks that every example fits its
schema and that the service answers every example request exactly as shown.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from service.seal.keys import parse_keys

HERE = Path(__file__).resolve().parent
#: The sealing key of the sealed examples: 32 zero bytes, for examples only (a service given
#: it would open tokens anyone can make). The examples test serves with it.
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
    return Examples(data.get("requests", {}), data.get("responses", {}))
