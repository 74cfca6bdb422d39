"""A Byggkasino play-off over HTTP (BYGG-MATCH-4, AKF-31): the deal that seats only the tied
players of a three-player match is a valid state with the match's own options, and a
deals request carrying the match history starts that same play-off."""

from __future__ import annotations

import random
from typing import Any

from flask.testing import FlaskClient

from service.api.families import FISHING
from service.games import find_game
from service.games.fishing.state import FishingState, Phase

BYGG = find_game("byggkasino")
assert BYGG is not None


def first_playoff() -> FishingState:
    """Random three-player matches until one needs a play-off deal (deterministic)."""
    for seed in range(1000):
        state = BYGG.deal(3, BYGG.resolve_options({}, 3), 0, seed)
        rng = random.Random(seed)
        while not state.match.over:
            while state.phase is Phase.PLAY:
                state = BYGG.apply(state, rng.choice(BYGG.legal_moves(state, 50).moves)).state
            if state.match.over:
                break
            state = BYGG.next_deal(state)
            if state.match.remaining is not None:
                return state
    raise AssertionError("no play-off in 1000 matches")


def test_a_two_player_playoff_of_a_three_player_match(client: FlaskClient) -> None:
    state = first_playoff()
    assert state.players == 2 and len(state.match.scores) == 3
    plain: dict[str, Any] = FISHING.state_to_plain(state)
    assert plain["options"]["match"] == "three_deals"
    listed = client.post("/v1/games/byggkasino/legal-moves", json={"state": plain})
    assert listed.status_code == 200, listed.json
    assert listed.json["count"] == BYGG.legal_moves(state, 1000).count
    history = [list(row) for row in state.match.history]
    dealt = client.post(
        "/v1/games/byggkasino/deals",
        json={"players": 2, "seed": 11, "options": plain["options"], "match": {"history": history}},
    )
    assert dealt.status_code == 200, dealt.json
    match = dealt.json["state"]["match"]
    assert match["remaining"] == list(state.match.remaining or ())
    assert match["deal_number"] == 4
