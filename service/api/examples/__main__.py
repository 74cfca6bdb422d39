"""Write the operations' examples: ``python -m service.api.examples`` (then regenerate the spec).

Every example is a real exchange with the service: seeded deals of Kasino (seed 42),
Femhundra (seed 42) and 800 (seed 42), moves taken from the service's own legal-moves lists,
and a Kasino deal played to its end (first listed capture, else the first move) for the
operations that need a finished deal. The same input always gives the same files.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any
from unittest import mock

from flask.testing import FlaskClient

from service import create_app
from service.api.examples import EXAMPLE_KEYS, HERE, example_name

SEED = 42
GAMES = {"kasino": 2, "femhundra": 2, "800": 4}
TITLES = {"kasino": "Kasino", "femhundra": "Femhundra", "800": "800"}


def _post(client: FlaskClient, game: str, endpoint: str, body: Any) -> Any:
    response = client.post(f"/v1/games/{game}/{endpoint}", json=body)
    assert response.status_code == 200, response.get_data(as_text=True)
    return response.get_json()


def _example(summary: str, value: Any) -> dict[str, Any]:
    return {"summary": summary, "value": value}


def _finished(client: FlaskClient, state: dict[str, Any]) -> tuple[dict[str, Any], list[Any]]:
    """The deal played to its end (first capture listed, else the first move)."""
    moves = []
    while state["phase"] == "play":
        listed = _post(client, "kasino", "legal-moves", {"state": state})["moves"]
        move = next((m for m in listed if m.get("capture")), listed[0])
        moves.append(move)
        state = _post(client, "kasino", "apply", {"state": state, "move": move})["state"]
    return state, moves


@contextmanager
def _fixed_randomness() -> Iterator[None]:
    """Server seeds and nonces from a counter, so the commitment example comes out the same each
    time (never so in the service: there they are random)."""
    count = iter(range(1_000_000))

    def fixed(size: int) -> bytes:
        return hashlib.sha256(str(next(count)).encode()).digest()[:size]

    with (
        mock.patch("service.api.sealing.secrets.token_bytes", fixed),
        mock.patch("service.seal.token.os.urandom", fixed),
    ):
        yield


def _commitment(found_add: Any) -> None:
    """A commitment to a Kasino server seed (its values differ on every call, by design)."""
    client = create_app({"TESTING": True, "SEAL_KEYS": EXAMPLE_KEYS}).test_client()
    with _fixed_randomness():
        committed = _post(client, "kasino", "commitments", {})
    found_add(
        "commit",
        "kasino",
        "Kasino: a commitment to the server seed, before the client seeds are chosen.",
        {},
        committed,
    )


def build() -> dict[str, dict[str, Any]]:
    """``{operationId: {"requests": {...}, "responses": {...}}}``, keyed alike by game id."""
    client = create_app({"TESTING": True}).test_client()
    found: dict[str, dict[str, Any]] = {}

    def add(operation: str, game: str, summary: str, request: Any, answer: Any) -> None:
        entry = found.setdefault(operation, {"requests": {}, "responses": {}})
        if request is not None:
            entry["requests"][example_name(game)] = _example(summary, request)
        entry["responses"][example_name(game)] = _example(summary, answer)

    add("listGames", "catalogue", "The catalogue.", None, client.get("/v1/games").get_json())
    add("getGame", "kasino", "Kasino.", None, client.get("/v1/games/kasino").get_json())
    add("healthz", "ok", "Alive.", None, client.get("/healthz").get_json())
    add("readyz", "ready", "Ready.", None, client.get("/readyz").get_json())
    for game, players in GAMES.items():
        title = TITLES[game]
        body = {"players": players, "seed": SEED}
        dealt = _post(client, game, "deals", body)
        add("deal", game, f"{title}, {players} players, seed {SEED}.", body, dealt)
        state = dealt["state"]
        ask = {"state": state, "limit": 3}
        add(
            "legalMoves",
            game,
            f"{title}: the first 3 moves.",
            ask,
            _post(client, game, "legal-moves", ask),
        )
        move = _post(client, game, "legal-moves", {"state": state, "limit": 1})["moves"][0]
        judged = {"state": state, "move": move}
        add(
            "validate",
            game,
            f"{title}: the first listed move.",
            judged,
            _post(client, game, "validate", judged),
        )
        add(
            "apply",
            game,
            f"{title}: the first listed move.",
            judged,
            _post(client, game, "apply", judged),
        )
        hint = {"state": state, "level": "greedy", "seed": 1}
        add(
            "suggest",
            game,
            f"{title}: the greedy bot's move.",
            hint,
            _post(client, game, "suggest", hint),
        )
        look = {"state": state, "player": 0}
        add("view", game, f"{title}: seat 0's view.", look, _post(client, game, "view", look))
    bygg = _post(client, "byggkasino", "deals", {"players": 2, "seed": SEED})["state"]
    played = {"state": bygg, "level": "greedy", "seed": 1, "play": True}
    add(
        "suggest",
        "byggkasino",
        f"Byggkasino, seed {SEED}: the greedy bot's move, played at once (play).",
        played,
        _post(client, "byggkasino", "suggest", played),
    )
    start = _post(client, "kasino", "deals", {"players": 2, "seed": SEED})["state"]
    final, moves = _finished(client, start)
    done = {"state": final}
    add(
        "score",
        "kasino",
        "Kasino seed 42 played out.",
        done,
        _post(client, "kasino", "score", done),
    )
    add(
        "nextDeal",
        "kasino",
        "Kasino seed 42: deal 2.",
        done,
        _post(client, "kasino", "next-deal", done),
    )
    replayed = {"state": start, "moves": moves[:2]}
    add(
        "replay",
        "kasino",
        "Kasino seed 42: two moves.",
        replayed,
        _post(client, "kasino", "replay", replayed),
    )
    _commitment(add)
    add(
        "listConformance",
        "kit",
        "The conformance kit's manifest.",
        None,
        client.get("/v1/conformance").get_json(),
    )
    add(
        "getConformance",
        "kasino",
        EXCERPT + " the first Kasino position (its first legal and first illegal check) and "
        "the first perft record; the deals are left out.",
        None,
        _excerpt(client.get("/v1/conformance/kasino").get_json()),
    )
    return found


EXCERPT = "An excerpt:"  # the example test compares an excerpt item by item (a subsequence)


def _excerpt(kit: dict[str, Any]) -> dict[str, Any]:
    """A game's kit file cut to an example's size."""
    position = kit["positions"][0]
    checks = position["checks"]
    first_legal = next(c for c in checks if c["legal"])
    first_illegal = next(c for c in checks if not c["legal"])
    return {
        **kit,
        "positions": [{**position, "checks": [first_legal, first_illegal]}],
        "deals": [],
        "perft": kit["perft"][:1],
    }


def main() -> None:
    for operation, examples in build().items():
        text = json.dumps(examples, indent=1, ensure_ascii=False, sort_keys=True) + "\n"
        (HERE / f"{operation}.json").write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
