"""Whole sealed deals of every game through the API, every answer checked against the spec."""

from __future__ import annotations

import random

import pytest

from tests.api.test_schemathesis import GAME_SETUPS, call_game


@pytest.mark.parametrize(("game", "players"), GAME_SETUPS[::2])
def test_sealed_deals_of_every_game_keep_to_the_contract(game: str, players: int) -> None:
    rng = random.Random(players)
    ticket = call_game(game, "commitments", {})
    assert ticket.status_code == 200, ticket.text[:2000]
    body = {"players": players, "sealed": True, "client_seeds": ["t"]}
    deal = call_game(game, "deals", {**body, "commitment": ticket.json()["ticket"]})
    assert deal.status_code == 200, deal.text[:2000]
    token = deal.json()["token"]
    first, moves = token, []
    for _ in range(400):
        listing = call_game(game, "legal-moves", {"token": token, "limit": 50})
        assert listing.status_code == 200, listing.text[:2000]
        if not listing.json()["moves"]:
            break
        move = rng.choice(listing.json()["moves"])
        moves.append(move)
        applied = call_game(game, "apply", {"token": token, "move": move})
        assert applied.status_code == 200, (move, applied.text[:2000])
        token = applied.json()["token"]
        if applied.json()["deal_over"]:
            assert applied.json()["fairness"]["revealed"]
            break
    for seat in range(players):
        assert call_game(game, "view", {"token": token, "player": seat}).status_code == 200
    assert call_game(game, "score", {"token": token}).status_code in (200, 422)
    assert call_game(game, "next-deal", {"token": token}).status_code in (200, 422)
    replayed = call_game(game, "replay", {"token": first, "moves": moves[:30]})
    assert replayed.status_code == 200, replayed.text[:2000]
