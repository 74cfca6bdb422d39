"""What the sealed-API tests share: one sealing key and a POST that checks its status."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient

from service.seal.keys import new_key_entry, parse_keys

KEYS = parse_keys(new_key_entry("test"))


def post(api: FlaskClient, path: str, body: dict[str, Any], status: int = 200) -> Any:
    answer = api.post(path, json=body)
    assert answer.status_code == status, answer.get_json()
    return answer.get_json()


def committed(api: FlaskClient, game: str, body: dict[str, Any]) -> dict[str, Any]:
    """``body`` with a fresh commitment ticket when it sends client seeds: the server commits
    to its seed before the seeds are chosen (docs/fair-deals.md)."""
    if not body.get("client_seeds"):
        return body
    ticket = post(api, f"/v1/games/{game}/commitments", {})["ticket"]
    return {**body, "commitment": ticket}
