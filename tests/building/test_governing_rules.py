"""Verdicts in the building games cite the governing rule, pinned ``groups``/``values`` or
not: a special card's hand or table value is refused by the game's value
rule (BYGG-VAL-1/2 in Byggkasino, MULLE-G-4 in Mulle Glimne — an ace never takes its twin
alone), and a build play whose parts reuse a card by that play's formal rule (BYGG-BUILD-10,
BYGG-ADD-6, BYGG-RAISE-3), never by the capture rules CORE-CAP-1/3 or BYGG-CAP-1 — each case
with a legal twin, through the HTTP API."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from tests.building.test_vectors import BYGG, GLIMNE, make_state, post

Plain = dict[str, Any]


def verdict(client: FlaskClient, game: str, state: Plain, move: Plain) -> Plain:
    body = {"state": state, "move": {"player": state["to_move"], **move}}
    response = post(client, game, "validate", body)
    assert response.status_code == 200, response.get_json()
    result: Plain = response.get_json()
    return result


def rules(result: Plain) -> list[str]:
    return [v["rule"] for v in result["violations"]]


def build(id: str, value: int, parts: list[list[str]], by: int = 1) -> Plain:
    return {"id": id, "value": value, "parts": parts, "by": by}


CAPTURES = [
    pytest.param(
        BYGG,
        {"table": ["AH", "KC", "5C"], "hand": ["AS", "9D"]},
        {"card": "AS", "capture": ["AH", "KC"]},
        {"card": "AS", "capture": ["AH"]},
        "BYGG-VAL-2",
        [{"groups": [["AH"]]}, {"values": {"AS": 14}}],
        id="bygg_val_2_an_ace_never_takes_an_ace",
    ),
    pytest.param(
        BYGG,
        {
            "table": ["7D"],
            "builds": [build("b1", 10, [["4C", "6H"]])],
            "hand": ["10D", "7S"],
            "hands": {1: ["10C", "KH"]},
        },
        {"card": "7S", "capture": ["7D"], "groups": [["7D"]]},
        {"card": "10D", "capture": ["b1"]},
        "BYGG-VAL-2",
        [{"groups": [["b1"]]}],
        id="bygg_val_2_storan_never_takes_a_ten_build",
    ),
    pytest.param(
        BYGG,
        {"table": ["2S", "AC", "9C", "7H"], "hand": ["10D", "5D"]},
        {"card": "10D", "capture": ["9C", "7H"], "groups": [["9C", "7H"]]},
        {"card": "10D", "capture": ["2S", "AC"]},
        "BYGG-VAL-1",
        [{"groups": [["2S", "AC"]]}, {"values": {"2S": 2}}],
        id="bygg_val_1_lillan_counts_2_on_the_table",
    ),
    pytest.param(
        GLIMNE,
        {"table": ["AS", "KH", "7C"], "hand": ["AS", "9C", "9H", "9S"]},
        {"card": "AS", "capture": ["AS", "KH"], "groups": [["AS", "KH"]]},
        {"card": "AS", "capture": ["AS"]},
        "MULLE-G-4",
        [{"groups": [["AS"]]}, {"values": {"AS": 14}}, {"values": {"AS": 1}}],
        id="mulle_g_4_an_ace_never_takes_its_twin_alone",
    ),
    pytest.param(
        GLIMNE,
        {"table": ["10D", "6H", "QC"], "hand": ["10D", "9C", "9H", "9S"]},
        {"card": "10D", "capture": ["10D", "6H"]},
        {"card": "10D", "capture": ["10D"]},
        "MULLE-G-4",
        [{"groups": [["10D"]]}],
        id="mulle_g_4_storan_never_takes_its_twin_alone",
    ),
]


@pytest.mark.parametrize(("game", "position", "legal", "illegal", "rule", "pins"), CAPTURES)
def test_value_rule_governs_pinned_or_not(
    client: FlaskClient,
    game: str,
    position: Plain,
    legal: Plain,
    illegal: Plain,
    rule: str,
    pins: list[Plain],
) -> None:
    state = make_state(client, game, **position)
    assert verdict(client, game, state, legal)["legal"]
    free = verdict(client, game, state, illegal)
    assert rules(free) == [rule], free
    for pin in pins:
        pinned = verdict(client, game, state, {**illegal, **pin})
        assert not pinned["legal"] and rules(pinned)[0] == rule, (pin, pinned)


def test_mulle_g_4_pinned_values_are_the_games_own(client: FlaskClient) -> None:
    state = make_state(client, GLIMNE, table=["AS", "KH", "7C"], hand=["AS", "9C", "9H", "9S"])
    wrong = verdict(
        client, GLIMNE, state, {"card": "AS", "capture": ["AS", "KH"], "values": {"AS": 1}}
    )
    assert rules(wrong) == ["MULLE-G-4"]
    right = {"card": "AS", "capture": ["AS", "KH"], "values": {"AS": 14, "KH": 13}}
    assert verdict(client, GLIMNE, state, right)["legal"]


@pytest.mark.parametrize("game", [BYGG, GLIMNE])
@pytest.mark.parametrize(
    ("position", "legal", "illegal", "rule"),
    [
        pytest.param(
            {"table": ["3H", "5S", "3D", "KC"], "hand": ["5C", "8C"]},
            {"value": 8, "parts": [["5C", "3H"], ["5S", "3D"]]},
            {"value": 8, "parts": [["5C", "3H"], ["5S", "3H"]]},
            "BYGG-BUILD-10",
            id="new_build",
        ),
        pytest.param(
            {
                "table": ["3H", "5S", "3D"],
                "builds": [build("b1", 8, [["4D", "4S"]])],
                "hand": ["5C", "8C"],
                "hands": {1: ["8D", "KH"]},
            },
            {"value": 8, "parts": [["5C", "3H"], ["5S", "3D"]], "onto": "b1"},
            {"value": 8, "parts": [["5C", "3H"], ["5S", "3H"]], "onto": "b1"},
            "BYGG-ADD-6",
            id="addition",
        ),
        pytest.param(
            {
                "table": ["5S", "3D", "5H", "KC"],
                "builds": [build("b1", 5, [["2D", "3C"]])],
                "hand": ["3H", "8C"],
                "hands": {1: ["5D", "KH"]},
            },
            {"value": 8, "parts": [["3H"], ["5S", "3D"]], "onto": "b1"},
            {"value": 8, "parts": [["3H"], ["5S", "3D"], ["5H", "3D"]], "onto": "b1"},
            "BYGG-RAISE-3",
            id="raise",
        ),
    ],
)
def test_a_build_play_reusing_a_card_breaks_its_own_formal_rule(
    client: FlaskClient, game: str, position: Plain, legal: Plain, illegal: Plain, rule: str
) -> None:
    """BYGG-BUILD-10 (ii), BYGG-ADD-6 (ii): a build play's parts are disjoint; a raise's new
    parts likewise (BYGG-RAISE-3). Mulle Glimne builds by the same rules (MULLE-G-6)."""
    options = {"building": {"two_card_simple_builds": False}} if game == GLIMNE else None
    state = make_state(client, game, options=options, **position)
    card = legal["parts"][0][0]
    assert verdict(client, game, state, {"card": card, "build": legal})["legal"]
    refused = verdict(client, game, state, {"card": card, "build": illegal})
    assert rules(refused) == [rule], refused
    assert refused["violations"][0]["code"] == "card_used_twice"
