"""A small kit in the kit format (docs/conformance.md), made through the Flask test client.

The runner's tests use it for what the shipped kit does not hold on purpose: a kit written to
a temporary directory, damaged, or cut to one game. Perft counts here come from a plain
recursion over the app, not from the runner's level-by-level walk.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from flask.testing import FlaskClient


def _post(client: FlaskClient, game: str, endpoint: str, body: dict[str, Any]) -> Any:
    answer = client.post(f"/v1/games/{game}/{endpoint}", json=body)
    assert answer.status_code == 200, answer.get_json()
    return answer.get_json()


def _moves(client: FlaskClient, game: str, state: Any) -> list[Any]:
    listing = _post(client, game, "legal-moves", {"state": state, "limit": 1000})
    assert listing["count_exact"] and not listing["truncated"]
    return list(listing["moves"])


def _count(client: FlaskClient, game: str, state: Any, depth: int) -> int:
    if depth == 0:
        return 1
    total = 0
    for move in _moves(client, game, state):
        after = _post(client, game, "apply", {"state": state, "move": move})
        if after["deal_over"]:
            total += depth == 1
        else:
            total += _count(client, game, after["state"], depth - 1)
    return total


def _position(client: FlaskClient, game: str, record: str, state: Any) -> dict[str, Any]:
    listing = _post(client, game, "legal-moves", {"state": state, "limit": 1000})
    checks: list[dict[str, Any]] = []
    for move in listing["moves"][:3]:
        after = _post(client, game, "apply", {"state": state, "move": move})
        successor = {key: after[key] for key in ("state", "events", "deal_over")}
        checks.append({"move": move, "legal": True, "successor": successor})
    wrong_seat = {**listing["moves"][0], "player": (listing["player"] + 1) % state["players"]}
    verdict = _post(client, game, "validate", {"state": state, "move": wrong_seat})
    assert not verdict["legal"]
    violations = [{"rule": v["rule"], "code": v["code"]} for v in verdict["violations"]]
    checks.append({"move": wrong_seat, "legal": False, "violations": violations})
    return {
        "id": record,
        "tags": [],
        "state": state,
        "legal_moves": {key: listing[key] for key in ("player", "count", "moves")},
        "checks": checks,
    }


def game_kit(client: FlaskClient, game: str, players: int, seed: int, depth: int) -> dict[str, Any]:
    """Positions along the deal's first-listed line, the deal played out that way, a perft."""
    request = {"players": players, "seed": seed}
    start = _post(client, game, "deals", request)["state"]
    positions, moves, state = [], [], start
    while True:
        if len(positions) < 3:
            positions.append(_position(client, game, f"{game}/s{seed}/line-{len(moves)}", state))
        move = _post(client, game, "legal-moves", {"state": state, "limit": 1})["moves"][0]
        after = _post(client, game, "apply", {"state": state, "move": move})
        moves.append(move)
        state = after["state"]
        if after["deal_over"]:
            break
    deal = {
        "id": f"{game}/s{seed}/deal",
        "request": request,
        "moves": moves,
        "final_state": state,
        "score": _post(client, game, "score", {"state": state}),
    }
    counts = [_count(client, game, start, d) for d in range(1, depth + 1)]
    perft = {"id": f"{game}/s{seed}/perft", "request": request, "state": start, "counts": counts}
    return {
        "kit": "kortdomaren-conformance",
        "kit_version": 1,
        "game": game,
        "version": 1,
        "positions": positions,
        "deals": [deal],
        "perft": [perft],
    }


def write_kit(directory: Path, files: list[dict[str, Any]]) -> Path:
    """The kit directory: ``index.json`` and ``games/<game>.json`` with their sha256."""
    (directory / "games").mkdir(parents=True, exist_ok=True)
    entries = []
    for body in files:
        data = json.dumps(body, sort_keys=True, indent=1).encode()
        name = f"games/{body['game']}.json"
        (directory / name).write_bytes(data)
        entries.append(
            {
                "game": body["game"],
                "version": body["version"],
                "file": name,
                "sha256": hashlib.sha256(data).hexdigest(),
                "bytes": len(data),
                "positions": len(body["positions"]),
                "checks": sum(len(p["checks"]) for p in body["positions"]),
                "deals": len(body["deals"]),
                "perft": len(body["perft"]),
            }
        )
    index = {"kit": "kortdomaren-conformance", "kit_version": 1, "games": entries}
    (directory / "index.json").write_text(json.dumps(index, sort_keys=True, indent=1))
    return directory
