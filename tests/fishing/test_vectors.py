"""The rules reference's worked examples (tests/vectors/<game>.yaml), run through the HTTP API.

One parametrised test per vector: a state is built around the example's table and hand for
the file's game, and every expectation is checked against validate, apply and legal-moves
responses. The vector format is described at the top of kasino.yaml; the other files add
``rules`` (several violated rules, in order), ``penalty`` (a play accepted with a penalty),
``events`` (event types that must occur), ``mulle``, ``credited`` and ``match``.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml
from flask.testing import FlaskClient

from service.api.families import FISHING
from service.games import find_game
from service.games.fishing.engine import FishingGame
from tests.fishing.finish import closing_table
from tests.fishing.positions import position

VECTORS = Path(__file__).parent.parent / "vectors"
GAMES = ("kasino", "kasino-misar", "dragkasino", "kasino-fi", "mulle-sassersson")


def load(game: str) -> list[dict[str, Any]]:
    vectors = yaml.safe_load((VECTORS / f"{game}.yaml").read_text())
    return [{**vector, "game": game} for vector in vectors]


ALL = [vector for game in GAMES for vector in load(game)]


def engine(vector: dict[str, Any]) -> FishingGame:
    game = find_game(vector["game"])
    assert isinstance(game, FishingGame)
    return game


def build(vector: dict[str, Any]) -> dict[str, Any]:
    common = {
        "players": vector.get("players", 2),
        "options": vector.get("options"),
        "game": engine(vector),
        "scores": vector.get("scores"),
        "tabbar": {int(k): v for k, v in vector.get("tabbar", {}).items()},
    }
    if "score" in vector:
        score = vector["score"]
        players = common["players"]
        piles = {int(k): v for k, v in score["piles"].items()}
        state = position(
            closing_table(common["game"], piles, score["last_card"]),
            [score["last_card"]],
            dealer=players - 1,
            to_move=score.get("to_move", players - 1),
            piles=piles,
            rest_to=score["rest_to"],
            **common,
        )
    else:
        state = position(
            vector["table"],
            vector["hand"],
            dealer=vector.get("dealer"),
            to_move=vector.get("to_move"),
            round=vector.get("round", "last"),
            draws=vector.get("draws", 0),
            hands={int(k): v for k, v in vector.get("hands", {}).items()},
            piles={int(k): v for k, v in vector.get("piles", {}).items()},
            rest_to=vector.get("rest_to"),
            **common,
        )
    return FISHING.state_to_plain(state)


def post(client: FlaskClient, game: str, action: str, body: dict[str, Any]) -> Any:
    return client.post(f"/v1/games/{game}/{action}", json=body)


def captures_of(
    client: FlaskClient, game: str, state: dict[str, Any], card: str
) -> tuple[Counter[frozenset[str]], bool]:
    listing = post(client, game, "legal-moves", {"state": state, "limit": 1_000}).get_json()
    assert listing["count"] == len(listing["moves"])
    mine = [m for m in listing["moves"] if m.get("card") == card]
    sets = Counter(frozenset(m["capture"]) for m in mine if "capture" in m)
    return sets, any("capture" not in m for m in mine)


def check_move(
    client: FlaskClient, game: str, state: dict[str, Any], check: dict[str, Any]
) -> None:
    move = {"player": state["to_move"], **check["move"]}
    verdict = post(client, game, "validate", {"state": state, "move": move}).get_json()
    assert verdict["legal"] is check["legal"], verdict
    applied = post(client, game, "apply", {"state": state, "move": move})
    if not check["legal"]:
        assert applied.status_code == 422
        problem = applied.get_json()
        assert problem["code"] == "illegal_move"
        expected = check.get("rules", [check["rule"]] if "rule" in check else None)
        if expected is not None:
            assert [v["rule"] for v in verdict["violations"]] == expected, verdict
            assert problem["violations"] == verdict["violations"]
        for text in check.get("message_has", []):
            assert any(text in v["message"] for v in verdict["violations"]), verdict
        return
    assert applied.status_code == 200, applied.get_json()
    result = applied.get_json()
    interpretation = verdict["interpretation"]
    assert result["interpretation"] == interpretation
    if "groups" in check:
        assert sorted(map(sorted, interpretation["groups"])) == sorted(map(sorted, check["groups"]))
    if "value" in check:
        assert interpretation["value"] == check["value"]
    for card, value in check.get("values", {}).items():
        assert interpretation["values"][card] == value, interpretation
    if "penalty" in check:
        penalty = interpretation["penalty"]
        assert {k: penalty[k] for k in check["penalty"]} == check["penalty"], penalty
    else:
        assert "penalty" not in interpretation
    expect_outcome(result, check, move["player"])


def expect_outcome(result: dict[str, Any], check: dict[str, Any], mover: int) -> None:
    events = result["events"]
    types = [e["type"] for e in events]
    if "tabbe" in check:
        recorded = [e for e in events if e["type"] == "tabbe" and e.get("recorded", True)]
        assert bool(recorded) is check["tabbe"], events
    for kind in check.get("events", []):
        assert kind in types, (kind, events)
    for kind in check.get("no_events", []):
        assert kind not in types, (kind, events)
    if "mulle" in check:
        assert ("mulle" in types) is check["mulle"], events
    if "table_after" in check:
        assert result["state"]["table"]["cards"] == check["table_after"]
    if "hand_after" in check:
        assert result["state"]["hands"][mover] == check["hand_after"]
    if "hand_sizes_after" in check:
        assert [len(hand) for hand in result["state"]["hands"]] == check["hand_sizes_after"]
    if "round_after" in check:
        assert result["state"]["round"] == check["round_after"]
    if "to_move_after" in check:
        assert result["state"]["to_move"] == check["to_move_after"]
    if "tabbar_after" in check:
        assert result["state"]["tabbar"] == check["tabbar_after"]
    if "credited" in check:
        assert result["state"]["credited"] == check["credited"]
    if "deal_over" in check:
        assert result["deal_over"] is check["deal_over"]
    if "match" in check:
        match = result["state"]["match"]
        assert {k: match[k] for k in check["match"]} == check["match"], match
    if "leftovers" in check:
        leftovers = [e for e in events if e["type"] == "leftovers"]
        assert len(leftovers) == 1
        assert leftovers[0]["player"] == check["leftovers"]["player"]
        assert sorted(leftovers[0]["cards"]) == sorted(check["leftovers"]["cards"])
    for item in check.get("score_items", []):
        expect_item(result["scores"]["items"], item)


def expect_item(items: list[dict[str, Any]], expected: dict[str, Any]) -> None:
    key = "side" if "side" in expected else "seat"
    found = [i for i in items if i[key] == expected[key] and i["code"] == expected["code"]]
    if expected["points"] == 0:
        assert not found, found
        return
    assert len(found) == 1, items
    assert found[0]["points"] == expected["points"]
    for field in ("count", "rule"):
        if field in expected:
            assert found[0][field] == expected[field], found


@pytest.mark.parametrize("vector", ALL, ids=[f"{v['game']}:{v['id']}" for v in ALL])
def test_vector(client: FlaskClient, vector: dict[str, Any]) -> None:
    game = vector["game"]
    state = build(vector)
    for check in vector.get("checks", []):
        check_move(client, game, state, check)
    for card, expected in vector.get("captures", {}).items():
        sets, trail = captures_of(client, game, state, card)
        assert sets == Counter(frozenset(c) for c in expected), (card, sets)
        may_trail = card in vector["trails"] if "trails" in vector else vector.get("trail", True)
        assert trail is may_trail, card
    if "only_cards" in vector:
        listing = post(client, game, "legal-moves", {"state": state}).get_json()
        assert sorted({m["card"] for m in listing["moves"]}) == sorted(vector["only_cards"])
    current = state
    for step in vector.get("sequence", []):
        for card, expected in step.get("captures_before", {}).items():
            sets, _ = captures_of(client, game, current, card)
            assert sets == Counter(frozenset(c) for c in expected)
        move = {"player": current["to_move"], **step["move"]}
        response = post(client, game, "apply", {"state": current, "move": move})
        assert response.status_code == 200, response.get_json()
        result = response.get_json()
        expect_outcome(result, step, move["player"])
        current = result["state"]
    if vector.get("then_only_trails"):
        listing = post(client, game, "legal-moves", {"state": current}).get_json()
        assert listing["moves"] and all("capture" not in m for m in listing["moves"])
    if "score" in vector:
        move = {"player": state["to_move"], "card": vector["score"]["last_card"]}
        result = post(client, game, "apply", {"state": state, "move": move}).get_json()
        assert result["deal_over"]
        for item in vector["score"]["items"]:
            expect_item(result["scores"]["items"], item)
        if "totals" in vector["score"]:
            assert result["scores"]["totals"] == vector["score"]["totals"]
        if "match" in vector["score"]:
            match = result["state"]["match"]
            assert {k: match[k] for k in vector["score"]["match"]} == vector["score"]["match"]
