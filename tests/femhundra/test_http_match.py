"""POST /v1/games/femhundra/deals with a match history: every row one score per player, and
no hand after the one that decided the match (R500-GAME-1). Refusals are 422 problems that
point at the row, never a crash."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

DEALS = "/v1/games/femhundra/deals"


def deal(client: FlaskClient, history: Any, players: int = 2) -> Any:
    body = {
        "players": players,
        "seed": 7,
        "dealer": 0,
        "options": {},
        "match": {"history": history},
    }
    return client.post(DEALS, json=body)


def errors(response: Any) -> list[tuple[str, str, str | None]]:
    assert response.status_code == 422, response.get_data(as_text=True)
    assert response.mimetype == "application/problem+json"
    body = response.get_json()
    assert body["code"] == "invalid_request"
    return [(item["pointer"], item["code"], item.get("rule")) for item in body["errors"]]


@pytest.mark.parametrize(
    ("history", "rows"),
    [
        ([[1, 2], [3]], [1]),
        ([[3], [1, 2]], [0]),
        ([[1, 2, 3]], [0]),
        ([[1, 2], [3, 4], [], [5, 6, 7]], [2, 3]),
    ],
)
def test_a_ragged_history_is_a_422_pointing_at_the_row(
    client: FlaskClient, history: list[list[int]], rows: list[int]
) -> None:
    assert errors(deal(client, history)) == [
        (f"/match/history/{row}", "wrong_length", None) for row in rows
    ]


@pytest.mark.parametrize(
    ("history", "row"),
    [
        ([[520, 100]], 0),
        ([[300, 200], [250, 310]], 1),
        ([[300, 300], [200, 200]], 1),
        ([[520, 0], [-100, 0]], 0),  # the first to 500 has won, whatever came after
    ],
)
def test_game_1_no_deal_after_the_match_was_decided(
    client: FlaskClient, history: list[list[int]], row: int
) -> None:
    assert errors(deal(client, history)) == [(f"/match/history/{row}", "match_over", "R500-GAME-1")]


def test_a_match_that_goes_on_is_dealt_and_its_state_accepted(client: FlaskClient) -> None:
    response = deal(client, [[300, 200], [199, 10]])
    assert response.status_code == 200, response.get_data(as_text=True)
    state = response.get_json()["state"]
    assert state["match"]["scores"] == [499, 210] and state["match"]["deal_number"] == 3
    listed = client.post("/v1/games/femhundra/legal-moves", json={"state": state, "limit": 3})
    assert listed.status_code == 200, listed.get_data(as_text=True)


def test_an_empty_history_is_the_first_deal(client: FlaskClient) -> None:
    with_history = deal(client, [], players=3)
    assert with_history.status_code == 200, with_history.get_data(as_text=True)
    plain = client.post(DEALS, json={"players": 3, "seed": 7, "dealer": 0, "options": {}})
    assert with_history.get_json() == plain.get_json()
    assert with_history.get_json()["state"]["match"]["scores"] == [0, 0, 0]
