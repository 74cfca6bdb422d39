"""The installed service in-process, as a :class:`~service.runner.client.Server`: ``divide``'s
reference. It answers through Flask's test client, so it takes exactly the JSON a URL takes."""

from __future__ import annotations

import json
from typing import Any

from service.runner.client import Answer


class InProcessServer:
    name = "the installed service (in-process)"

    def __init__(self) -> None:
        from service import create_app  # only divide needs Flask, and only here
        from service.seal.keys import new_key_entry, parse_keys

        # a key of its own: no sealed play happens here, and no "ephemeral key" warning
        keys = parse_keys(new_key_entry("divide"))
        self._client = create_app({"TESTING": True, "SEAL_KEYS": keys}).test_client()

    def post(self, path: str, body: dict[str, Any]) -> Answer:
        response = self._client.post(
            path, data=json.dumps(body), headers={"content-type": "application/json"}
        )
        return Answer(response.status_code, json.loads(response.get_data()))
