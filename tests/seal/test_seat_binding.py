"""Seat-bound tokens and the ``views`` a sealed request asks for (docs/sealed-play.md)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service import create_app
from service.api.families import FAMILIES
from service.api.sealing import open_state
from service.games import find_game
from service.seal.token import open_token
from tests.seal.sealed_client import KEYS, post


def seats(answer: Any) -> list[int]:
    return [entry["seat"] for entry in answer["views"]]


def first_move(api: FlaskClient, game: str, token: str) -> Any:
    return post(api, f"/v1/games/{game}/legal-moves", {"token": token, "limit": 1})["moves"][0]


def hidden_cards(token: str, game: str, seat: int) -> set[str]:
    """The cards in the other seats' hands, from the state the token carries: what an unbound
    token's views would show of them, and a bound one's must not."""
    opened = open_state(find_game(game), FAMILIES["fishing"], KEYS, token)  # type: ignore[arg-type]
    state = opened.state
    return {
        card
        for other in range(state.players)
        if other != seat
        for card in FAMILIES["fishing"].view_plain(state, other)["hands"][other]
    }


def quoted(cards: set[str], answer: Any) -> set[str]:
    """The cards of ``cards`` that the answer names anywhere."""
    text = json.dumps(answer)
    return {card for card in cards if f'"{card}"' in text or f" {card}" in text}


def test_a_bound_kasino_deal_played_with_the_bots_never_shows_another_hand(
    api: FlaskClient,
) -> None:
    """Seat 0 plays its own moves with apply; a bot plays seats 1 and 2 by suggest with play.
    No answer to the seat-0 token names a card in another seat's hand (KAS-DEAL-1: hands
    are hidden), checked against the other seats' unbound views of the same state."""
    deal = post(api, "/v1/games/kasino/deals", {"players": 3, "sealed": True, "seat": 0})
    assert seats(deal) == [0]
    token, answer, movers, steps = deal["token"], deal, set(), 0
    assert hidden_cards(token, "kasino", 0) and not quoted(hidden_cards(token, "kasino", 0), deal)
    while not answer["deal_over"] if steps else True:
        to_move = answer["views"][0]["view"]["to_move"]
        if to_move == 0:
            move = first_move(api, "kasino", token)
            answer = post(api, "/v1/games/kasino/apply", {"token": token, "move": move})
        else:
            body = {"token": token, "level": "greedy", "seed": steps, "play": True}
            answer = post(api, "/v1/games/kasino/suggest", body)
            assert answer["seat"] == to_move and answer["move"]["player"] == to_move
        movers.add(to_move)
        steps += 1
        assert answer["step"] == steps
        assert seats(answer) == [0] and "events" in answer["views"][0]
        token = answer["token"]
        assert not quoted(hidden_cards(token, "kasino", 0), answer)
    assert movers == {0, 1, 2}
    assert answer["fairness"]["revealed"] and answer["scores"]["totals"]
    # the chain of a bot-played deal verifies: suggest recorded the moves it applied
    following = post(api, "/v1/games/kasino/next-deal", {"token": token})
    assert seats(following) == [0]
    claims = open_token(KEYS, following["token"].removeprefix("kasino."), "kasino")
    assert claims.seat == 0


def bound_deal(api: FlaskClient) -> tuple[str, str]:
    """A 2-seat Kasino deal bound to seat 0: the token with seat 0 to move (dealer 1,
    KAS-DEAL-2: the dealer's left hand leads), and the token after its first move (seat 1's
    turn)."""
    body = {"players": 2, "sealed": True, "seat": 0, "dealer": 1}
    deal = post(api, "/v1/games/kasino/deals", body)
    assert deal["views"][0]["view"]["to_move"] == 0
    move = first_move(api, "kasino", deal["token"])
    after = post(api, "/v1/games/kasino/apply", {"token": deal["token"], "move": move})
    assert after["views"][0]["view"]["to_move"] == 1
    return deal["token"], after["token"]


def bot_move(token: str) -> dict[str, Any]:
    """Seat 1's first legal move, read from the state itself (no endpoint answers it)."""
    opened = open_state(find_game("kasino"), FAMILIES["fishing"], KEYS, token)  # type: ignore[arg-type]
    listing = find_game("kasino").legal_moves(opened.state, 1)  # type: ignore[union-attr]
    plain: dict[str, Any] = FAMILIES["fishing"].move_to_plain(listing.moves[0])
    assert plain["player"] == 1
    return plain


@pytest.mark.parametrize(
    ("endpoint", "pointer"),
    [
        ("legal-moves", "/token"),
        ("validate", "/move/player"),
        ("apply", "/move/player"),
        ("replay", "/moves/0/player"),
        ("suggest", "/play"),
        ("suggest-seat", "/play"),
    ],
)
def test_a_bound_token_does_not_act_for_another_seat(
    sealed_app: Flask, endpoint: str, pointer: str
) -> None:
    api = sealed_app.test_client()
    _own_turn, bots_turn = bound_deal(api)
    move = bot_move(bots_turn)
    body: dict[str, Any] = {
        "legal-moves": {"token": bots_turn},
        "validate": {"token": bots_turn, "move": move},
        "apply": {"token": bots_turn, "move": move},
        "replay": {"token": bots_turn, "moves": [move]},
        "suggest": {"token": bots_turn, "level": "random"},
        "suggest-seat": {"token": bots_turn, "level": "random", "seat": 1, "play": False},
    }[endpoint]
    problem = post(api, f"/v1/games/kasino/{endpoint.removesuffix('-seat')}", body, status=422)
    assert (problem["code"], problem["errors"][0]["pointer"]) == ("seat_bound", pointer)
    assert "seat 0" in problem["errors"][0]["message"]
    assert '"play": true' in problem["errors"][0]["message"]
    # played by the bot instead, the move is applied and the answer shows seat 0 only
    asked = {"token": bots_turn, "level": "random", "play": True}
    played = post(api, "/v1/games/kasino/suggest", asked)
    assert played["seat"] == played["move"]["player"] == 1
    assert seats(played) == [0] and played["step"] == 2


def test_a_bound_token_acts_for_its_own_seat(sealed_app: Flask) -> None:
    api = sealed_app.test_client()
    body = {"players": 2, "sealed": True, "seat": 0, "dealer": 1}
    own_turn = post(api, "/v1/games/kasino/deals", body)["token"]
    listing = post(api, "/v1/games/kasino/legal-moves", {"token": own_turn})
    assert listing["player"] == 0 and all(m["player"] == 0 for m in listing["moves"])
    move = listing["moves"][0]
    assert post(api, "/v1/games/kasino/validate", {"token": own_turn, "move": move})["legal"]
    # a hint for the bound seat itself is not played: the same token, no successor
    hint = post(api, "/v1/games/kasino/suggest", {"token": own_turn, "level": "greedy"})
    assert hint["seat"] == 0 and "token" not in hint and "views" not in hint
    played = post(
        api, "/v1/games/kasino/suggest", {"token": own_turn, "level": "greedy", "play": True}
    )
    assert played["move"] == hint["move"]
    assert seats(played) == [0] and played["step"] == 1 and played["deal_over"] is False
    # the position has been played on: a bound token plays on once (no rewinding)
    for endpoint, body in (
        ("apply", {"token": own_turn, "move": move}),
        ("replay", {"token": own_turn, "moves": [move]}),
    ):
        spent = post(api, f"/v1/games/kasino/{endpoint}", body, status=409)
        assert spent["code"] == "token_spent"
    replayed = post(api, "/v1/games/kasino/replay", {"token": played["token"], "moves": []})
    assert replayed["applied"] == 0 and seats(replayed) == [0]


def test_suggest_play_with_a_plain_state_answers_as_apply(api: FlaskClient) -> None:
    state = post(api, "/v1/games/kasino/deals", {"players": 3, "seed": 8})["state"]
    played = post(
        api, "/v1/games/kasino/suggest", {"state": state, "level": "greedy", "play": True}
    )
    applied = post(api, "/v1/games/kasino/apply", {"state": state, "move": played["move"]})
    for key in ("state", "events", "deal_over", "interpretation"):
        assert played[key] == applied[key]
    assert "token" not in played
    # an unbound token acts for every seat, as before: legal moves of whoever is to move
    unbound = post(api, "/v1/games/kasino/deals", {"players": 3, "sealed": True})["token"]
    mover = post(api, "/v1/games/kasino/legal-moves", {"token": unbound})["player"]
    hint = post(api, "/v1/games/kasino/suggest", {"token": unbound, "level": "random"})
    assert hint["seat"] == mover and "token" not in hint


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
    deal = post(  # seat 0 to move: its own moves are the ones it may send
        api, "/v1/games/kasino/deals", {"players": 2, "sealed": True, "seat": 0, "dealer": 1}
    )
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
