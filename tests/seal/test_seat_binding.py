"""Seat-bound tokens and the ``views`` a sealed request asks for (docs/sealed-play.md)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service import create_app
from service.seal.keys import new_key_entry, parse_keys
from service.seal.token import open_token

KEYS = parse_keys(new_key_entry("test"))


@pytest.fixture(scope="module")
def sealed_app() -> Flask:
    return create_app({"TESTING": True, "SEAL_KEYS": KEYS})


@pytest.fixture
def api(sealed_app: Flask) -> FlaskClient:
    return sealed_app.test_client()


def post(api: FlaskClient, path: str, body: dict[str, Any], status: int = 200) -> Any:
    answer = api.post(path, json=body)
    assert answer.status_code == status, answer.get_json()
    return answer.get_json()


def seats(answer: Any) -> list[int]:
    return [entry["seat"] for entry in answer["views"]]


def first_move(api: FlaskClient, game: str, token: str) -> Any:
    return post(api, f"/v1/games/{game}/legal-moves", {"token": token, "limit": 1})["moves"][0]


def test_a_bound_token_answers_with_its_seat_only_through_a_whole_match_step(
    api: FlaskClient,
) -> None:
    """Bound at the deal, kept by apply, replay and next-deal; every answer has seat 1 only,
    and the other seats' moves are still applied (the host plays the bots)."""
    deal = post(api, "/v1/games/kasino/deals", {"players": 3, "sealed": True, "seat": 1})
    assert seats(deal) == [1]
    token, rng, answer = deal["token"], random.Random(5), deal
    movers = set()
    while not answer.get("deal_over"):
        listing = post(api, "/v1/games/kasino/legal-moves", {"token": token})
        movers.add(listing["player"])
        answer = post(
            api, "/v1/games/kasino/apply", {"token": token, "move": rng.choice(listing["moves"])}
        )
        assert seats(answer) == [1]
        assert "events" in answer["views"][0]
        token = answer["token"]
    assert movers == {0, 1, 2}
    following = post(api, "/v1/games/kasino/next-deal", {"token": token})
    assert seats(following) == [1]
    claims = open_token(KEYS, following["token"].removeprefix("kasino."), "kasino")
    assert claims.seat == 1
    move = first_move(api, "kasino", following["token"])
    replayed = post(api, "/v1/games/kasino/replay", {"token": following["token"], "moves": [move]})
    assert seats(replayed) == [1]
    assert [len(verdict["seat_events"]) for verdict in replayed["verdicts"]] == [1]


def test_a_bound_token_refuses_another_seats_view(api: FlaskClient) -> None:
    deal = post(api, "/v1/games/800/deals", {"players": 4, "sealed": True, "seat": 2})
    own = post(api, "/v1/games/800/view", {"token": deal["token"], "player": 2})
    assert own["view"] == deal["views"][0]["view"]
    problem = post(api, "/v1/games/800/view", {"token": deal["token"], "player": 3}, status=422)
    assert problem["code"] == "seat_bound"
    assert problem["errors"][0]["pointer"] == "/player"
    assert "seat 2" in problem["errors"][0]["message"]


@pytest.mark.parametrize("endpoint", ["apply", "replay", "next-deal"])
def test_a_bound_token_refuses_views_of_other_seats(api: FlaskClient, endpoint: str) -> None:
    deal = post(api, "/v1/games/kasino/deals", {"players": 2, "sealed": True, "seat": 0})
    body: dict[str, Any] = {"token": deal["token"], "views": [0, 1]}
    if endpoint == "apply":
        body["move"] = first_move(api, "kasino", deal["token"])
    if endpoint == "replay":
        body["moves"] = [first_move(api, "kasino", deal["token"])]
    problem = post(api, f"/v1/games/kasino/{endpoint}", body, status=422)
    assert problem["code"] == "seat_bound"
    assert problem["errors"][0]["pointer"] == "/views/1"


def test_a_deal_bound_to_a_seat_may_name_that_seat_only() -> None:
    api = create_app({"TESTING": True, "SEAL_KEYS": KEYS}).test_client()
    body = {"players": 2, "sealed": True, "seat": 1, "views": [1]}
    assert seats(post(api, "/v1/games/kasino/deals", body)) == [1]
    problem = post(api, "/v1/games/kasino/deals", {**body, "views": [0]}, status=422)
    assert (problem["code"], problem["errors"][0]["pointer"]) == ("seat_bound", "/views/0")


@pytest.mark.parametrize(
    ("body", "pointer", "code"),
    [
        ({"players": 2, "sealed": True, "seat": 2}, "/seat", "invalid_seat"),
        ({"players": 2, "sealed": True, "seat": -1}, "/seat", "invalid_seat"),
        ({"players": 2, "seed": 4, "seat": 0}, "/seat", "sealed_only"),
        ({"players": 2, "seed": 4, "views": [0]}, "/views", "sealed_only"),
        ({"players": 2, "sealed": True, "views": [0, 2]}, "/views/1", "invalid_seat"),
        ({"players": 2, "sealed": True, "views": [0] * 7}, "/views", "too_many_items"),
    ],
)
def test_bad_seats_are_refused(
    api: FlaskClient, body: dict[str, Any], pointer: str, code: str
) -> None:
    problem = post(api, "/v1/games/kasino/deals", body, status=422)
    assert (problem["errors"][0]["pointer"], problem["errors"][0]["code"]) == (pointer, code)


def test_an_unbound_token_answers_the_views_asked_for(api: FlaskClient) -> None:
    deal = post(api, "/v1/games/femhundra/deals", {"players": 3, "sealed": True, "views": [2, 0]})
    assert seats(deal) == [0, 2]
    token = deal["token"]
    move = first_move(api, "femhundra", token)
    applied = post(api, "/v1/games/femhundra/apply", {"token": token, "move": move, "views": [1]})
    assert seats(applied) == [1]
    assert (
        post(api, "/v1/games/femhundra/apply", {"token": token, "move": move, "views": []})["views"]
        == []
    )
    everyone = post(api, "/v1/games/femhundra/apply", {"token": token, "move": move})
    assert seats(everyone) == [0, 1, 2]
    assert everyone["views"][1] == applied["views"][0]
    # the token is not bound by asking for fewer views: the next answer shows every seat
    after = post(api, "/v1/games/femhundra/legal-moves", {"token": applied["token"], "limit": 1})[
        "moves"
    ][0]
    again = post(api, "/v1/games/femhundra/apply", {"token": applied["token"], "move": after})
    assert seats(again) == [0, 1, 2]
    # replay's seat_events follow the views asked for, one list per entry
    replayed = post(
        api, "/v1/games/femhundra/replay", {"token": token, "moves": [move], "views": [2]}
    )
    assert seats(replayed) == [2]
    assert replayed["verdicts"][0]["seat_events"] == [everyone["views"][2]["events"]]


def test_plain_requests_take_no_views(api: FlaskClient) -> None:
    state = post(api, "/v1/games/kasino/deals", {"players": 2, "seed": 3})["state"]
    problem = post(api, "/v1/games/kasino/next-deal", {"state": state, "views": [0]}, status=422)
    assert problem["errors"][0]["pointer"] == "/views"
