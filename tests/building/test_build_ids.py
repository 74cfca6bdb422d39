"""Build ids are never reused within a deal (decision D3): a per-deal counter ``next_build``
numbers new builds; a state written before the counter existed still loads and plays."""

from __future__ import annotations

import random
from typing import Any

import pytest
from flask.testing import FlaskClient

from service.api.families import FISHING
from service.core.game import Game
from service.games import find_game
from service.games.fishing.state import FishingState, Phase
from tests.building.test_vectors import BYGG, GLIMNE, make_state, post

Plain = dict[str, Any]


def _game(name: str) -> Game[Any, Any]:
    game = find_game(name)
    assert game is not None
    return game


def play_deal_collecting_ids(game: Game[Any, Any], players: int, seed: int) -> list[str]:
    """A deal of random legal play preferring builds; the id of every build created."""
    state: FishingState = game.deal(players, game.resolve_options({}, players), 0, seed)
    assert state.next_build == 1
    rng = random.Random(seed)
    created: list[str] = []
    while state.phase is Phase.PLAY:
        numbers = [int(build.id[1:]) for build in state.table.builds]
        assert state.next_build is not None and all(n < state.next_build for n in numbers)
        moves = game.legal_moves(state, 400).moves
        builds = [move for move in moves if move.build is not None and move.build.onto is None]
        pool = builds if builds and rng.random() < 0.7 else list(moves)
        outcome = game.apply(state, rng.choice(pool))
        created += [e["build"] for e in outcome.events if e["type"] == "build_created"]
        state = outcome.state
    return created


@pytest.mark.parametrize(
    ("name", "players", "seed"),
    [(BYGG, 2, 3), (BYGG, 3, 5), (BYGG, 4, 7), (BYGG, 4, 11), (GLIMNE, 2, 13), (GLIMNE, 4, 17)],
)
def test_no_build_id_is_used_twice_in_a_deal(name: str, players: int, seed: int) -> None:
    created = play_deal_collecting_ids(_game(name), players, seed)
    assert len(created) >= 4, created  # enough builds made and taken for the check to bite
    assert len(set(created)) == len(created), created
    assert created == [f"b{n}" for n in range(1, len(created) + 1)]


def _build(id: str, value: int, parts: list[list[str]], by: int = 1) -> Plain:
    return {
        "id": id,
        "value": value,
        "parts": parts,
        "created_by": by,
        "creation_value": value,
        "last_builder": by,
        "history": [{"seat": by, "type": "create", "exempt": False}],
    }


def _create(client: FlaskClient, state: Plain) -> Plain:
    """Seat 0 plays 5C onto 3H: a new build of 8 (it holds 8S)."""
    move = {"player": 0, "card": "5C", "build": {"value": 8, "parts": [["5C", "3H"]]}}
    response = post(client, BYGG, "apply", {"state": state, "move": move})
    assert response.status_code == 200, response.get_json()
    result: Plain = response.get_json()
    return result


def test_a_new_build_takes_the_counter_or_one_more_than_the_table(client: FlaskClient) -> None:
    kw: dict[str, Any] = {
        "table": ["3H", "KC"],
        "builds": [{"id": "b2", "value": 9, "parts": [["4D", "5S"]], "by": 1}],
        "hand": ["5C", "8S"],
        "hands": {1: ["9C", "QD"]},
    }
    state = make_state(client, BYGG, **kw)
    state["next_build"] = 7  # b3…b6 were made earlier this deal and have been taken
    result = _create(client, state)
    event = next(e for e in result["events"] if e["type"] == "build_created")
    assert event["build"] == "b7" and result["state"]["next_build"] == 8
    assert {b["id"] for b in result["state"]["table"]["builds"]} == {"b2", "b7"}
    state["next_build"] = 2  # a hand-written counter below an id on the table
    result = _create(client, state)
    assert [e["build"] for e in result["events"] if e["type"] == "build_created"] == ["b3"]
    assert result["state"]["next_build"] == 4


def test_an_old_state_without_the_counter_loads_and_plays(client: FlaskClient) -> None:
    """A state written before ``next_build`` existed: the ids on its table stay, a new build
    takes one more than the largest of them, and the successor carries the counter."""
    state = make_state(
        client,
        BYGG,
        table=["3H", "KC"],
        builds=[{"id": "b1", "value": 9, "parts": [["4D", "5S"]], "by": 1}],
        hand=["5C", "8S"],
        hands={1: ["9C", "QD"]},
    )
    del state["next_build"]
    listed = post(client, BYGG, "legal-moves", {"state": state})
    assert listed.status_code == 200, listed.get_json()
    result = _create(client, state)
    assert {b["id"] for b in result["state"]["table"]["builds"]} == {"b1", "b2"}
    assert result["state"]["next_build"] == 3
    # a play that builds nothing leaves the state as written: the counter comes with a build
    trail = {"player": 0, "card": "8S"}
    trailed = post(client, BYGG, "apply", {"state": state, "move": trail})
    assert trailed.status_code == 200, trailed.get_json()
    assert "next_build" not in trailed.get_json()["state"]


def test_the_counter_belongs_to_the_building_games(client: FlaskClient) -> None:
    dealt = post(client, "kasino", "deals", {"players": 2, "seed": 1}).get_json()["state"]
    assert "next_build" not in dealt
    response = post(
        client,
        "kasino",
        "validate",
        {"state": {**dealt, "next_build": 1}, "move": {"player": 1, "card": dealt["hands"][1][0]}},
    )
    assert response.status_code == 422
    problem = response.get_json()
    assert [(e["pointer"], e["code"]) for e in problem["errors"]] == [
        ("/state/next_build", "not_in_this_game")
    ]
    for name in (BYGG, GLIMNE):
        state = post(client, name, "deals", {"players": 2, "seed": 1}).get_json()["state"]
        assert state["next_build"] == 1
        game = _game(name)
        assert FISHING.state_from_plain(game, state).next_build == 1
