"""The rules reference's worked examples (tests/vectors/*.yaml), run through the HTTP API.

One parametrised test per vector: a state is built around the example's table and hand, and
every expectation is checked against validate, apply and legal-moves responses.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml
from flask.testing import FlaskClient

from service.api.families import FISHING
from tests.fishing.positions import position

VECTORS = Path(__file__).parent.parent / "vectors"


def load(name: str) -> list[dict[str, Any]]:
    return yaml.safe_load((VECTORS / name).read_text())


KASINO_VECTORS = load("kasino.yaml")


def build(vector: dict[str, Any]) -> dict[str, Any]:
    if "score" in vector:
        score = vector["score"]
        players = vector.get("players", 2)
        state = position(
            [],
            [score["last_card"]],
            players=players,
            options=vector.get("options"),
            dealer=players - 1,
            to_move=players - 1,
            piles={int(k): v for k, v in score["piles"].items()},
            rest_to=score["rest_to"],
        )
    else:
        state = position(
            vector["table"],
            vector["hand"],
            players=vector.get("players", 2),
            options=vector.get("options"),
            dealer=vector.get("dealer"),
            to_move=vector.get("to_move"),
            hands={int(k): v for k, v in vector.get("hands", {}).items()},
        )
    return FISHING.state_to_plain(state)


def post(client: FlaskClient, action: str, body: dict[str, Any]) -> Any:
    return client.post(f"/v1/games/kasino/{action}", json=body)


def captures_of(
    client: FlaskClient, state: dict[str, Any], card: str
) -> tuple[Counter[frozenset[str]], bool]:
    listing = post(client, "legal-moves", {"state": state, "limit": 100_000}).get_json()
    assert listing["count"] == len(listing["moves"])
    mine = [m for m in listing["moves"] if m.get("card") == card]
    sets = Counter(frozenset(m["capture"]) for m in mine if "capture" in m)
    return sets, any("capture" not in m for m in mine)


def check_move(client: FlaskClient, state: dict[str, Any], check: dict[str, Any]) -> None:
    move = {"player": state["to_move"], **check["move"]}
    verdict = post(client, "validate", {"state": state, "move": move}).get_json()
    assert verdict["legal"] is check["legal"], verdict
    applied = post(client, "apply", {"state": state, "move": move})
    if not check["legal"]:
        assert applied.status_code == 422
        problem = applied.get_json()
        assert problem["code"] == "illegal_move"
        if "rule" in check:
            assert [v["rule"] for v in verdict["violations"]] == [check["rule"]], verdict
            assert problem["violations"] == verdict["violations"]
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
    expect_outcome(result, check)


def expect_outcome(result: dict[str, Any], check: dict[str, Any]) -> None:
    events = result["events"]
    if "tabbe" in check:
        assert any(e["type"] == "tabbe" for e in events) is check["tabbe"], events
    if "table_after" in check:
        assert result["state"]["table"]["cards"] == check["table_after"]
    if "deal_over" in check:
        assert result["deal_over"] is check["deal_over"]
    if "leftovers" in check:
        leftovers = [e for e in events if e["type"] == "leftovers"]
        assert len(leftovers) == 1
        assert leftovers[0]["player"] == check["leftovers"]["player"]
        assert sorted(leftovers[0]["cards"]) == sorted(check["leftovers"]["cards"])
    for item in check.get("score_items", []):
        expect_item(result["scores"]["items"], item)


def expect_item(items: list[dict[str, Any]], expected: dict[str, Any]) -> None:
    found = [i for i in items if i["seat"] == expected["seat"] and i["code"] == expected["code"]]
    if expected["points"] == 0:
        assert not found, found
        return
    assert len(found) == 1, items
    assert found[0]["points"] == expected["points"]
    if "count" in expected:
        assert found[0]["count"] == expected["count"]


@pytest.mark.parametrize("vector", KASINO_VECTORS, ids=[v["id"] for v in KASINO_VECTORS])
def test_kasino_vector(client: FlaskClient, vector: dict[str, Any]) -> None:
    state = build(vector)
    for check in vector.get("checks", []):
        check_move(client, state, check)
    for card, expected in vector.get("captures", {}).items():
        sets, trail = captures_of(client, state, card)
        assert sets == Counter(frozenset(c) for c in expected), (card, sets)
        assert trail is vector.get("trail", True)
    current = state
    for step in vector.get("sequence", []):
        for card, expected in step.get("captures_before", {}).items():
            sets, _ = captures_of(client, current, card)
            assert sets == Counter(frozenset(c) for c in expected)
        response = post(client, "apply", {"state": current, "move": step["move"]})
        assert response.status_code == 200, response.get_json()
        result = response.get_json()
        expect_outcome(result, step)
        current = result["state"]
    if vector.get("then_only_trails"):
        listing = post(client, "legal-moves", {"state": current}).get_json()
        assert listing["moves"] and all("capture" not in m for m in listing["moves"])
    if "score" in vector:
        move = {"player": state["to_move"], "card": vector["score"]["last_card"]}
        result = post(client, "apply", {"state": state, "move": move}).get_json()
        assert result["deal_over"]
        for item in vector["score"]["items"]:
            expect_item(result["scores"]["items"], item)
