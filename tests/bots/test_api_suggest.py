"""POST /v1/games/{game}/suggest: plain and sealed, the move applies, bad input is a 422."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from flask.testing import FlaskClient

from service import create_app
from service.api.schemas.suggest import MAX_BUDGET_MS

IN_DEFAULT = Path(__file__).with_name("in_default.json")


@pytest.fixture(scope="module")
def client() -> FlaskClient:
    return create_app({"TESTING": True}).test_client()


def post(client: FlaskClient, game: str, endpoint: str, body: Any) -> Any:
    return client.post(f"/v1/games/{game}/{endpoint}", json=body)


def dealt(client: FlaskClient, game: str, players: int) -> dict[str, Any]:
    state: dict[str, Any] = post(client, game, "deals", {"players": players, "seed": 5}).get_json()[
        "state"
    ]
    return state


@pytest.mark.parametrize(("game", "players"), [("kasino", 2), ("femhundra", 3), ("800", 4)])
@pytest.mark.parametrize("level", ["random", "greedy", "search"])
def test_the_suggested_move_applies(
    client: FlaskClient, game: str, players: int, level: str
) -> None:
    state = dealt(client, game, players)
    answer = post(
        client, game, "suggest", {"state": state, "level": level, "seed": 3, "budget_ms": 10}
    )
    assert answer.status_code == 200, answer.get_data(as_text=True)
    body = answer.get_json()
    assert set(body) == {"family", "seat", "level", "move", "reason", "considered"}
    assert body["seat"] == state["to_move"] == body["move"]["player"]
    assert body["level"] == level
    applied = post(client, game, "apply", {"state": state, "move": body["move"]})
    assert applied.status_code == 200, applied.get_data(as_text=True)


def test_a_sealed_token_takes_the_place_of_the_state(client: FlaskClient) -> None:
    deal = post(client, "kasino", "deals", {"players": 2, "sealed": True}).get_json()
    answer = post(client, "kasino", "suggest", {"token": deal["token"], "level": "greedy"})
    assert answer.status_code == 200, answer.get_data(as_text=True)
    move = answer.get_json()["move"]
    applied = post(client, "kasino", "apply", {"token": deal["token"], "move": move})
    assert applied.status_code == 200, applied.get_data(as_text=True)


def test_a_seat_not_to_move_is_refused(client: FlaskClient) -> None:
    state = dealt(client, "kasino", 2)
    other = 1 - state["to_move"]
    answer = post(client, "kasino", "suggest", {"state": state, "level": "greedy", "seat": other})
    assert answer.status_code == 422
    problem = answer.get_json()
    assert problem["code"] == "not_to_move"
    assert problem["errors"][0]["pointer"] == "/seat"
    same = post(
        client,
        "kasino",
        "suggest",
        {"state": state, "level": "greedy", "seat": state["to_move"]},
    )
    assert same.status_code == 200


@pytest.mark.parametrize(
    ("field", "value"),
    [("budget_ms", MAX_BUDGET_MS + 1), ("budget_ms", 0), ("level", "perfect"), ("seed", -1)],
)
def test_out_of_bounds_input_is_refused(client: FlaskClient, field: str, value: Any) -> None:
    state = dealt(client, "kasino", 2)
    body = {"state": state, "level": "greedy", field: value}
    answer = post(client, "kasino", "suggest", body)
    assert answer.status_code == 422
    problem = answer.get_json()
    assert problem["code"] == "invalid_request"
    assert problem["errors"][0]["pointer"] == f"/{field}"


def test_a_finished_deal_has_no_move_to_suggest(client: FlaskClient) -> None:
    state = dealt(client, "kasino", 2)
    while state["to_move"] is not None:
        move = post(client, "kasino", "suggest", {"state": state, "level": "greedy"}).get_json()
        state = post(client, "kasino", "apply", {"state": state, "move": move["move"]}).get_json()[
            "state"
        ]
    answer = post(client, "kasino", "suggest", {"state": state, "level": "random"})
    assert answer.status_code == 422
    assert answer.get_json()["code"] == "deal_over"


@pytest.mark.parametrize(
    ("language", "reason"),
    [
        ("en", "Takes 3 cards with QD: +3 points now, the best gain."),
        ("sv", "Tar in 3 kort med QD: +3 poäng nu, den största vinsten."),
        ("fi", "Nostaa 3 korttia kortilla QD: +3 pistettä nyt, paras saalis."),
    ],
)
def test_the_reason_is_in_the_clients_language(
    client: FlaskClient, language: str, reason: str
) -> None:
    """The move and the card codes are the same in every language; only the words change."""
    state = post(client, "kasino", "deals", {"players": 2, "seed": 4}).get_json()["state"]
    answer = client.post(
        "/v1/games/kasino/suggest",
        json={"state": state, "level": "greedy", "seed": 1},
        headers={"Accept-Language": language},
    )
    assert answer.status_code == 200
    assert answer.get_json()["reason"] == reason
    assert answer.get_json()["move"] == {"player": 0, "card": "QD", "capture": ["4H", "8S"]}


def test_a_seat_with_no_listed_move_gets_a_problem_not_a_crash(client: FlaskClient) -> None:
    """Found by the mutated-states property (in_default.json): Mulle Glimne's seat 0 answers
    for a build of 10 and holds no card of that value, in default, which a state may show for
    the seat to move (decision D4). Any play only settles the default (BYGG-PEN-2), so
    legal-moves lists none, and every bot level answered a 500 (nothing to choose from)."""
    state = json.loads(IN_DEFAULT.read_text(encoding="utf-8"))
    listed = post(client, "mulle-glimne", "legal-moves", {"state": state})
    assert listed.status_code == 200 and listed.get_json()["count"] == 0
    judged = post(
        client, "mulle-glimne", "validate", {"state": state, "move": {"player": 0, "card": "5C"}}
    )
    assert judged.get_json()["interpretation"]["default"]["rule"] == "BYGG-PEN-2"
    for level in ("random", "greedy", "search"):
        answer = post(client, "mulle-glimne", "suggest", {"state": state, "level": level})
        assert answer.status_code == 422, (level, answer.get_data(as_text=True))
        problem = answer.get_json()
        assert problem["code"] == "no_legal_move", problem
        assert "Seat 0 is to move" in problem["errors"][0]["message"], problem
