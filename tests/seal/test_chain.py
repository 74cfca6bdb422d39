"""``replay`` with ``tokens``: a sealed game's chain checked link by link (docs/sealed-play.md)."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service.seal.token import open_token, seal
from tests.seal.sealed_client import KEYS, committed, post


def play_out(api: FlaskClient, game: str, token: str, seed: int | None) -> list[str]:
    """The tokens of play from ``token`` to the deal's end (``token`` first): random moves,
    or with no seed the first listed (random Femhundra can draw and discard for long)."""
    rng, tokens = random.Random(seed), [token]
    while True:
        ask = {"token": tokens[-1], "limit": 1000 if seed is not None else 1}
        listing = api.post(f"/v1/games/{game}/legal-moves", json=ask).get_json()
        if listing.get("code") == "seat_bound":  # a bound token: a bot plays the other seat
            body = {"token": tokens[-1], "level": "random", "seed": rng.randrange(99), "play": True}
            answer = post(api, f"/v1/games/{game}/suggest", body)
        else:
            move = rng.choice(listing["moves"])
            answer = post(api, f"/v1/games/{game}/apply", {"token": tokens[-1], "move": move})
        tokens.append(answer["token"])
        if answer["deal_over"]:
            return tokens


def deal(api: FlaskClient, game: str, players: int, **extra: Any) -> str:
    body = committed(api, game, {"players": players, "sealed": True, **extra})
    token: str = post(api, f"/v1/games/{game}/deals", body)["token"]
    return token


def verify(api: FlaskClient, game: str, tokens: list[str], status: int = 200) -> Any:
    return post(api, f"/v1/games/{game}/replay", {"tokens": tokens}, status)


def broken_at(api: FlaskClient, game: str, tokens: list[str]) -> tuple[str, str]:
    problem = verify(api, game, tokens, 422)
    [item] = problem["errors"]
    return item["pointer"], problem["code"]


@pytest.fixture(scope="module")
def kasino_chain(sealed_app: Flask) -> list[str]:
    """A whole Kasino deal, then the next deal and a sealed replay of its first two moves."""
    api = sealed_app.test_client()
    tokens = play_out(api, "kasino", deal(api, "kasino", 2, client_seeds=["a"]), seed=1)
    following = post(api, "/v1/games/kasino/next-deal", {"token": tokens[-1]})["token"]
    moves = []
    token = following
    for _ in range(2):
        move = post(api, "/v1/games/kasino/legal-moves", {"token": token, "limit": 1})["moves"][0]
        moves.append(move)
        token = post(api, "/v1/games/kasino/apply", {"token": token, "move": move})["token"]
    replayed = post(api, "/v1/games/kasino/replay", {"token": following, "moves": moves})
    return [*tokens, following, replayed["token"]]


def test_a_whole_kasino_deal_and_the_next_verify(api: FlaskClient, kasino_chain: list[str]) -> None:
    answer = verify(api, "kasino", kasino_chain)
    assert answer["verified"] is True
    assert answer["steps"] == len(kasino_chain) - 1
    assert answer["token"] == kasino_chain[-1]
    # a step per move and one for the next deal: the last link replays two moves in one token
    assert answer["step"] == len(kasino_chain)
    assert [entry["seat"] for entry in answer["views"]] == [0, 1]
    assert answer["fairness"]["deal_number"] == 2
    # the first deal alone ends over, with its scores and its seed revealed
    first = verify(api, "kasino", kasino_chain[:-2])
    assert first["deal_over"] is True
    assert first["fairness"]["revealed"] is True
    assert "scores" in first


def test_a_long_femhundra_deal_verifies_in_parts(
    sealed_app: Flask, fixed_server_seeds: None
) -> None:
    """A long deal's chain can outgrow the body limit (a Femhundra token is 2-4 KiB), so it is
    sent in parts that overlap by one token; each part verifies on its own."""
    api = sealed_app.test_client()
    tokens = play_out(api, "femhundra", deal(api, "femhundra", 2), seed=None)
    assert len(tokens) > 100  # these cards give a deal longer than one part
    part = 40
    starts = range(0, len(tokens) - 1, part)
    for start in starts:
        answer = verify(api, "femhundra", tokens[start : start + part + 1])
        assert answer["step"] == min(start + part, len(tokens) - 1)
        assert answer["token"] == tokens[min(start + part, len(tokens) - 1)]
    assert answer["deal_over"] is True
    assert answer["fairness"]["revealed"] is True
    # a part that skips a token is refused at the gap
    assert broken_at(api, "femhundra", [tokens[0], tokens[2]]) == ("/tokens/1", "broken_chain")


def test_a_single_token_is_a_chain(api: FlaskClient) -> None:
    token = deal(api, "800", 4)
    assert verify(api, "800", [token])["steps"] == 0


@pytest.mark.parametrize(
    ("name", "make", "index"),
    [
        ("dropped", lambda t: t[:5] + t[6:], 5),
        ("reordered", lambda t: [*t[:5], t[6], t[5], *t[7:]], 5),
        ("duplicated", lambda t: [*t[:6], t[5], *t[6:]], 6),
        ("first left out of order", lambda t: [t[1], t[0], *t[2:]], 1),
    ],
)
def test_a_cut_or_shuffled_chain_fails_at_the_first_bad_link(
    api: FlaskClient, kasino_chain: list[str], name: str, make: Any, index: int
) -> None:
    assert broken_at(api, "kasino", make(kasino_chain)) == (f"/tokens/{index}", "broken_chain")


def test_a_token_of_another_deal_fails_where_it_is(
    api: FlaskClient, kasino_chain: list[str]
) -> None:
    other = play_out(api, "kasino", deal(api, "kasino", 2), seed=9)
    mixed = [*kasino_chain[:7], other[7], *kasino_chain[8:]]
    assert broken_at(api, "kasino", mixed) == ("/tokens/7", "broken_chain")
    problem = verify(api, "kasino", [*kasino_chain[:3], other[3]], 422)
    assert problem["errors"][0]["pointer"] == "/tokens/3"


def test_a_token_of_another_branch_fails_at_the_link_it_breaks(api: FlaskClient) -> None:
    """Two different moves from the same parent: each line verifies alone, a mix does not."""
    tokens = play_out(api, "kasino", deal(api, "kasino", 2), seed=3)
    parent = tokens[4]
    moves = post(api, "/v1/games/kasino/legal-moves", {"token": parent})["moves"]
    played = open_token(KEYS, tokens[5].removeprefix("kasino."), "kasino").secrets["moves"][0]
    other = next(move for move in moves if {**move, **played} != move)
    branch = post(api, "/v1/games/kasino/apply", {"token": parent, "move": other})["token"]
    assert verify(api, "kasino", [*tokens[:5], branch])["steps"] == 5
    assert broken_at(api, "kasino", [*tokens[:5], branch, *tokens[6:]]) == (
        "/tokens/6",
        "broken_chain",
    )


def reseal(token: str, **changes: Any) -> str:
    """A token re-sealed with the service's key and some claims changed: what only someone
    holding the key could make, to show the re-play itself is checked, not just the digests."""
    game, _, sealed = token.partition(".")
    claims = open_token(KEYS, sealed, game)
    return f"{game}.{seal(KEYS, replace(claims, **changes))}"


def test_a_doctored_state_with_a_good_digest_fails_the_replay(
    api: FlaskClient, kasino_chain: list[str]
) -> None:
    claims = open_token(KEYS, kasino_chain[3].removeprefix("kasino."), "kasino")
    state = json.loads(json.dumps(claims.state))
    hands = state["hands"]
    hands[0][0], hands[1][0] = hands[1][0], hands[0][0]  # cards conserved: a swap
    doctored = reseal(kasino_chain[3], state=state)
    pointer, code = broken_at(api, "kasino", [*kasino_chain[:3], doctored])
    assert (pointer, code) == ("/tokens/3", "broken_chain")
    message = verify(api, "kasino", [*kasino_chain[:3], doctored], 422)["errors"][0]["message"]
    assert "recorded moves" in message


def test_a_doctored_next_deal_fails(api: FlaskClient, kasino_chain: list[str]) -> None:
    index = len(kasino_chain) - 2  # the next deal's first token
    claims = open_token(KEYS, kasino_chain[index].removeprefix("kasino."), "kasino")
    deal_secrets = {**claims.secrets["deal"], "deal_number": 5}
    doctored = reseal(kasino_chain[index], secrets={**claims.secrets, "deal": deal_secrets})
    assert broken_at(api, "kasino", [*kasino_chain[:index], doctored]) == (
        f"/tokens/{index}",
        "broken_chain",
    )
    # a next deal sent after a token mid-deal is refused as well
    assert broken_at(api, "kasino", [kasino_chain[2], kasino_chain[index]])[0] == "/tokens/1"


def test_an_altered_token_in_the_list_is_named(api: FlaskClient, kasino_chain: list[str]) -> None:
    bad = kasino_chain[2][:-6] + ("A" if kasino_chain[2][-6] != "A" else "B") + kasino_chain[2][-5:]
    assert broken_at(api, "kasino", [*kasino_chain[:2], bad]) == ("/tokens/2", "invalid_token")


def test_the_chain_is_bounded(api: FlaskClient) -> None:
    problem = verify(api, "kasino", ["kasino.x"] * 401, 422)
    assert (problem["errors"][0]["pointer"], problem["errors"][0]["code"]) == (
        "/tokens",
        "too_many_items",
    )
    assert verify(api, "kasino", [], 422)["errors"][0]["pointer"] == "/tokens"


def test_a_bound_chain_answers_with_its_seat(api: FlaskClient) -> None:
    tokens = play_out(api, "kasino", deal(api, "kasino", 2, seat=1), seed=4)[:6]
    answer = verify(api, "kasino", tokens)
    assert [entry["seat"] for entry in answer["views"]] == [1]
    body = {"tokens": tokens, "views": [0]}
    assert post(api, "/v1/games/kasino/replay", body, 422)["code"] == "seat_bound"
    unbound = reseal(tokens[3], seat=None)
    assert broken_at(api, "kasino", [*tokens[:3], unbound]) == ("/tokens/3", "broken_chain")


def test_a_broken_chain_is_told_in_the_language_asked_for(
    api: FlaskClient, kasino_chain: list[str]
) -> None:
    """Each broken link's sentence is a translated message, as every problem's is."""
    skipped = [kasino_chain[0], kasino_chain[2]]
    answer = api.post(
        "/v1/games/kasino/replay", json={"tokens": skipped}, headers={"Accept-Language": "sv"}
    )
    assert answer.status_code == 422
    [item] = answer.get_json()["errors"]
    assert (item["pointer"], item["code"]) == ("/tokens/1", "broken_chain")
    assert item["message"] == (
        "Denna token är steg 2 men token före den är steg 0; skicka spelets alla token i "
        "ordning, ingen utelämnad eller upprepad."
    )
