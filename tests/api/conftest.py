"""Fixtures and helpers of the HTTP tests.

``app`` and ``client`` come from ``tests/conftest.py`` (``create_app({"TESTING": True})``);
this module adds request helpers, problem+json assertions and real kasino states taken from
the service itself (a fresh deal, a deal played to its end), so no test writes a state by hand
unless it means to.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from werkzeug.test import TestResponse

from service.api.problems import BODY_CAP, DETAILS, LIST_CAP
from tests.support.messages import voice_fault

REPO = Path(__file__).resolve().parents[2]
PROBLEM_MIME = "application/problem+json"
GAME = "kasino"

#: The POST endpoints of contract §2, each under /v1/games/{game}/.
POST_ENDPOINTS = (
    "deals",
    "next-deal",
    "legal-moves",
    "validate",
    "apply",
    "score",
    "replay",
    "view",
    "suggest",
)
#: Endpoints whose body carries a state (everything but deals).
STATE_ENDPOINTS = tuple(e for e in POST_ENDPOINTS if e != "deals")


def url(endpoint: str, game: str = GAME) -> str:
    return f"/v1/games/{game}/{endpoint}"


def post(client: FlaskClient, endpoint: str, body: Any, game: str = GAME) -> TestResponse:
    """POST ``body`` as JSON to ``/v1/games/{game}/{endpoint}``."""
    return client.post(url(endpoint, game), json=body)


def ok_json(response: TestResponse) -> dict[str, Any]:
    """The JSON body of a 200 response (fails with the body otherwise)."""
    assert response.status_code == 200, response.get_data(as_text=True)[:2000]
    assert response.mimetype == "application/json"
    data = response.get_json()
    assert isinstance(data, dict)
    return data


def assert_problem(response: TestResponse, status: int, code: str | None = None) -> dict[str, Any]:
    """An RFC 9457 problem of ``status`` (and ``code``), well formed in every detail."""
    text = response.get_data(as_text=True)
    assert response.status_code == status, f"{response.status_code}: {text[:2000]}"
    assert response.mimetype == PROBLEM_MIME, f"{response.mimetype}: {text[:300]}"
    assert "<html" not in text.lower()
    body = response.get_json()
    assert isinstance(body, dict)
    for key in ("type", "title", "status", "detail", "code"):
        assert key in body, f"problem without {key!r}: {body}"
    assert body["status"] == status
    assert isinstance(body["type"], str) and body["type"]
    assert isinstance(body["title"], str) and body["title"]
    assert isinstance(body["detail"], str) and body["detail"]
    assert isinstance(body["code"], str) and body["code"]
    if code is not None:
        assert body["code"] == code, body
    # one detail per code; every sentence in the house voice (docs/messages.md)
    assert body["detail"] == DETAILS[body["code"]], body
    assert len(response.get_data()) <= BODY_CAP
    for item in body.get("errors", []):
        assert set(item) >= {"pointer", "code", "message"}, item
        assert isinstance(item["pointer"], str), item
        assert item["pointer"] == "" or item["pointer"].startswith("/"), item
        assert isinstance(item["code"], str) and item["code"], item
        assert isinstance(item["message"], str) and item["message"], item
        assert not voice_fault(item["message"]), item
    for item in body.get("violations", []):
        assert set(item) >= {"rule", "code", "message"}, item
        assert all(isinstance(item[k], str) and item[k] for k in ("rule", "code", "message"))
        assert not voice_fault(item["message"]), item
    for name in ("errors", "violations"):
        assert len(body.get(name, [])) <= LIST_CAP
        assert body.get(f"{name}_omitted", 1) > 0
    return body


def errors_by_pointer(problem: Mapping[str, Any]) -> dict[str, list[str]]:
    """``{pointer: [codes…]}`` of a problem's ``errors``."""
    found: dict[str, list[str]] = {}
    for item in problem.get("errors", []):
        found.setdefault(item["pointer"], []).append(item["code"])
    return found


def deal(client: FlaskClient, players: int = 2, seed: int = 7, **extra: Any) -> dict[str, Any]:
    """A fresh state from the deals endpoint."""
    return ok_json(post(client, "deals", {"players": players, "seed": seed, **extra}))["state"]


def legal(client: FlaskClient, state: Mapping[str, Any], limit: int = 1000) -> dict[str, Any]:
    return ok_json(post(client, "legal-moves", {"state": state, "limit": limit}))


def first_legal_move(client: FlaskClient, state: Mapping[str, Any]) -> dict[str, Any]:
    listing = legal(client, state, limit=1)
    assert listing["moves"], listing
    return listing["moves"][0]


def plays(
    client: FlaskClient, state: dict[str, Any], choose: Any = None
) -> Iterator[tuple[dict[str, Any], dict[str, Any]]]:
    """Play the deal to its end with legal-moves + apply; yields ``(move, apply response)``.

    ``choose(moves)`` picks the move (default: the first listed one).
    """
    for _ in range(200):
        if state["phase"] != "play":
            return
        moves = legal(client, state)["moves"]
        move = moves[0] if choose is None else choose(moves)
        result = ok_json(post(client, "apply", {"state": state, "move": move}))
        yield move, result
        state = result["state"]
    raise AssertionError("the deal did not end within 200 plays")


def prefer_capture(moves: list[dict[str, Any]]) -> dict[str, Any]:
    """The first listed capture, else the first move (a trail)."""
    return next((move for move in moves if move.get("capture")), moves[0])


def play_out(
    client: FlaskClient, state: dict[str, Any], choose: Any = None
) -> tuple[dict[str, Any], list[Any]]:
    """The finished state and the moves that led to it."""
    moves = []
    final = state
    for move, result in plays(client, state, choose):
        moves.append(move)
        final = result["state"]
    return final, moves


def mutated(state: Mapping[str, Any], **changes: Any) -> dict[str, Any]:
    """A deep copy of ``state`` with top-level fields replaced."""
    copied = copy.deepcopy(dict(state))
    copied.update(changes)
    return copied


# -- fixtures ------------------------------------------------------------------------------


@pytest.fixture(scope="session")
def session_client(app: Flask) -> FlaskClient:
    """A client for session-scoped fixtures (``client`` is per test)."""
    return app.test_client()


@pytest.fixture(scope="session")
def fresh_state(session_client: FlaskClient) -> dict[str, Any]:
    """A freshly dealt 2-player deal (seed 7)."""
    return deal(session_client)


@pytest.fixture
def state(fresh_state: dict[str, Any]) -> dict[str, Any]:
    """A private copy of the fresh deal, free to mutate."""
    return copy.deepcopy(fresh_state)


@pytest.fixture(scope="session")
def finished(session_client: FlaskClient) -> dict[str, Any]:
    """A 2-player deal (seed 7) played to its end, capturing whenever possible.

    Keys: ``start``, ``final``, ``moves``, ``last`` (the last apply response), ``results``.
    """
    start = deal(session_client)
    results = list(plays(session_client, start, prefer_capture))
    return {
        "start": start,
        "final": results[-1][1]["state"],
        "moves": [move for move, _ in results],
        "last": results[-1][1],
        "results": [result for _, result in results],
    }


@pytest.fixture(scope="session")
def single_deal_finished(session_client: FlaskClient) -> dict[str, Any]:
    """A single deal (target null) played to its end: the match is over with it."""
    start = deal(session_client, seed=11, options={"target": None})
    final, _ = play_out(session_client, start, prefer_capture)
    return final
