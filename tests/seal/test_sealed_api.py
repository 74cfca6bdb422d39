"""Sealed play over HTTP: tokens in place of states, views per seat, fair deals revealed."""

from __future__ import annotations

import base64
import random
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service import create_app
from service.seal import fair
from service.seal.keys import new_key_entry, parse_keys
from service.seal.token import digest
from tests.seal.sealed_client import KEYS, committed, post


def sealed_deal(api: FlaskClient, game: str, players: int, **extra: Any) -> Any:
    body = committed(api, game, {"players": players, "sealed": True, **extra})
    return post(api, f"/v1/games/{game}/deals", body)


def test_a_sealed_deal_has_a_token_views_and_a_commitment(api: FlaskClient) -> None:
    deal = sealed_deal(api, "kasino", 2, client_seeds=["alice", "bob"])
    assert "state" not in deal
    assert "seed" not in deal
    assert deal["step"] == 0
    assert [entry["seat"] for entry in deal["views"]] == [0, 1]
    fairness = deal["fairness"]
    assert fairness["revealed"] is False
    assert "server_seed" not in fairness
    assert len(fairness["commitment"]) == 64
    assert fairness["client_seeds"] == ["alice", "bob"]
    for entry in deal["views"]:
        hands = entry["view"]["hands"]
        assert isinstance(hands[entry["seat"]], list)
        assert isinstance(hands[1 - entry["seat"]], int)  # the other hand is a count


@pytest.mark.parametrize(
    ("game", "players"), [("kasino", 2), ("byggkasino", 4), ("femhundra", 3), ("800", 4)]
)
def test_a_whole_sealed_deal_is_played_and_revealed(
    api: FlaskClient, game: str, players: int, fixed_server_seeds: None
) -> None:
    deal = sealed_deal(api, game, players, client_seeds=["table"])
    token, step = deal["token"], 0
    commitment = deal["fairness"]["commitment"]
    answer: Any = deal
    # a seeded random walk on fixed cards: the first-listed move can circle in Femhundra (draw,
    # discard the same card) for hundreds of moves, and a random walk's length has a long tail
    rng = random.Random(players)
    for _ in range(3000):
        moves = post(api, f"/v1/games/{game}/legal-moves", {"token": token})["moves"]
        move = rng.choice(moves)
        verdict = post(api, f"/v1/games/{game}/validate", {"token": token, "move": move})
        assert verdict["legal"]
        answer = post(api, f"/v1/games/{game}/apply", {"token": token, "move": move})
        assert answer["step"] == step + 1
        assert answer["fairness"]["commitment"] == commitment
        assert len(answer["views"]) == players
        assert all("events" in entry for entry in answer["views"])
        token, step = answer["token"], answer["step"]
        if answer["deal_over"]:
            break
    assert answer["deal_over"]
    assert "scores" in answer
    record = answer["fairness"]
    assert record["revealed"] is True
    assert fair.commitment(bytes.fromhex(record["server_seed"])) == commitment
    assert fair.verify(record) == []
    # the next deal commits to a fresh seed
    following = post(api, f"/v1/games/{game}/next-deal", {"token": token})
    assert following["fairness"]["commitment"] != commitment
    assert following["fairness"]["deal_number"] == 2
    assert following["step"] == step + 1


def test_a_sealed_deal_refuses_a_seed(api: FlaskClient) -> None:
    problem = post(
        api, "/v1/games/kasino/deals", {"players": 2, "sealed": True, "seed": 7}, status=422
    )
    assert any(item["pointer"] == "/seed" for item in problem["errors"])


def test_client_seeds_are_one_for_the_table_or_one_per_seat(api: FlaskClient) -> None:
    body = {"players": 3, "sealed": True, "client_seeds": ["a", "b"]}
    problem = post(api, "/v1/games/kasino/deals", body, status=422)
    assert any(item["pointer"] == "/client_seeds" for item in problem["errors"])


def flip(token: str, index: int) -> str:
    game, _, sealed = token.partition(".")
    raw = bytearray(base64.urlsafe_b64decode(sealed + "=" * (-len(sealed) % 4)))
    raw[index] ^= 1
    return game + "." + base64.urlsafe_b64encode(bytes(raw)).decode().rstrip("=")


def test_altered_foreign_and_other_game_tokens_are_refused(api: FlaskClient) -> None:
    token = sealed_deal(api, "kasino", 2)["token"]
    for bad in (flip(token, 40), flip(token, 0), token[:-10], "junk"):
        problem = post(api, "/v1/games/kasino/legal-moves", {"token": bad}, status=422)
        assert problem["code"] == "invalid_token"
    problem = post(api, "/v1/games/byggkasino/legal-moves", {"token": token}, status=422)
    assert problem["code"] == "invalid_token"
    assert problem["errors"][0]["code"] == "wrong_game"
    renamed = "byggkasino." + token.removeprefix("kasino.")
    problem = post(api, "/v1/games/byggkasino/legal-moves", {"token": renamed}, status=422)
    assert problem["errors"][0]["code"] == "invalid_token"  # the sealed bytes bind the game
    stranger = create_app({"TESTING": True, "SEAL_KEYS": parse_keys(new_key_entry("test"))})
    answer = stranger.test_client().post("/v1/games/kasino/legal-moves", json={"token": token})
    assert answer.status_code == 422
    assert answer.get_json()["code"] == "invalid_token"


def test_two_instances_with_the_same_keys_serve_one_game(api: FlaskClient) -> None:
    token = sealed_deal(api, "kasino", 2)["token"]
    other = create_app({"TESTING": True, "SEAL_KEYS": parse_keys(new_key_entry("other"))})
    refused = other.test_client().post("/v1/games/kasino/legal-moves", json={"token": token})
    assert refused.status_code == 422
    twin = create_app({"TESTING": True, "SEAL_KEYS": KEYS}).test_client()
    assert twin.post("/v1/games/kasino/legal-moves", json={"token": token}).status_code == 200


def test_the_tokens_form_a_chain(api: FlaskClient, sealed_app: Flask) -> None:
    from service.seal.token import open_token

    deal = sealed_deal(api, "kasino", 2)
    move = post(api, "/v1/games/kasino/legal-moves", {"token": deal["token"], "limit": 1})["moves"][
        0
    ]
    after = post(api, "/v1/games/kasino/apply", {"token": deal["token"], "move": move})
    claims = open_token(KEYS, after["token"].removeprefix("kasino."), "kasino")
    assert claims.parent == digest(deal["token"])
    assert claims.step == 1
    [recorded] = claims.secrets["moves"]
    assert recorded == {**recorded, **move}  # the move as loaded, defaults filled in


def test_a_sealed_replay_steps_once_per_move_and_shows_events_per_seat(
    api: FlaskClient,
) -> None:
    deal = sealed_deal(api, "kasino", 2)
    token = deal["token"]
    moves = []
    for _ in range(3):
        move = post(api, "/v1/games/kasino/legal-moves", {"token": token, "limit": 1})["moves"][0]
        moves.append(move)
        token = post(api, "/v1/games/kasino/apply", {"token": token, "move": move})["token"]
    replayed = post(api, "/v1/games/kasino/replay", {"token": deal["token"], "moves": moves})
    assert replayed["applied"] == 3
    assert replayed["step"] == 3  # a step is a move: the host's "refuse a lower step" holds
    assert all(len(v["seat_events"]) == 2 for v in replayed["verdicts"])
    assert "state" not in replayed


def test_femhundra_refuses_a_client_order_in_a_sealed_game(api: FlaskClient) -> None:
    deal = sealed_deal(api, "femhundra", 2)
    seat = deal["views"][0]["view"]["to_move"]
    move = {"type": "draw", "player": seat, "source": "stock", "reshuffle": ["AS", "2S"]}
    problem = post(api, "/v1/games/femhundra/apply", {"token": deal["token"], "move": move}, 422)
    assert any(item["pointer"] == "/move/reshuffle" for item in problem["errors"])


def test_a_sealed_view_and_score(api: FlaskClient) -> None:
    deal = sealed_deal(api, "800", 4)
    view = post(api, "/v1/games/800/view", {"token": deal["token"], "player": 2})["view"]
    assert view == deal["views"][2]["view"]


def test_plain_deals_are_unchanged(api: FlaskClient) -> None:
    plain = post(api, "/v1/games/kasino/deals", {"players": 2, "seed": 42})
    assert "state" in plain
    assert plain["seed"] == 42
    assert "token" not in plain
