"""Verdicts cite the governing rule, the same whether or not ``groups``/``values`` are pinned:
a special card's value under the game's scheme is refused by the game's
value rule (FIN-VAL-1, FIN-VAL-2, KAS-VAR-1; CORE-CARD-4 for a value no scheme gives; one
value per play, CORE-CARD-5), never by the generic "group does not add up" (CORE-CAP-1) —
each case with a legal twin, through the HTTP API."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from service.games import find_game
from service.games.fishing.engine import FishingGame
from service.games.fishing.wire import state_to_plain
from tests.fishing.positions import position

Plain = dict[str, Any]


def verdict(
    client: FlaskClient, game: str, table: str, hand: str, move: Plain, **options: Any
) -> Plain:
    engine = find_game(game)
    assert isinstance(engine, FishingGame)
    state = position(table.split(), hand.split(), game=engine, options=options)
    body = {"state": state_to_plain(state), "move": {"player": state.to_move, **move}}
    response = client.post(f"/v1/games/{game}/validate", json=body)
    assert response.status_code == 200, response.get_json()
    result: Plain = response.get_json()
    return result


def rules(result: Plain) -> list[str]:
    return [v["rule"] for v in result["violations"]]


#: (game, options, table, hand, legal move, illegal move, its governing rule, pinned
#: variants of the illegal move that must cite the same rule first)
CASES = [
    pytest.param(
        "kasino-fi",
        {},
        "AH KC 5C",
        "AS 9D",
        {"card": "AS", "capture": ["AH", "KC"], "groups": [["AH", "KC"]]},
        {"card": "AS", "capture": ["AH"]},
        "FIN-VAL-2",
        [{"groups": [["AH"]]}, {"values": {"AS": 14}}, {"groups": [["AH"]], "values": {"AH": 1}}],
        id="fin_val_2_an_ace_never_takes_a_single_ace",
    ),
    pytest.param(
        "kasino-fi",
        {},
        "10H 6C 5C",
        "10D 9D",
        {"card": "10D", "capture": ["10H", "6C"]},
        {"card": "10D", "capture": ["10H"]},
        "FIN-VAL-2",
        [{"groups": [["10H"]]}],
        id="fin_val_2_storan_never_takes_a_single_ten",
    ),
    pytest.param(
        "kasino-fi",
        {},
        "2S AC 9C 7H",
        "10D 5D",
        {"card": "10D", "capture": ["9C", "7H"], "groups": [["9C", "7H"]]},
        {"card": "10D", "capture": ["2S", "AC"]},
        "FIN-VAL-1",
        [{"groups": [["2S", "AC"]]}, {"groups": [["2S"], ["AC"]]}],
        id="fin_val_1_lillan_counts_2_on_the_table",
    ),
    pytest.param(
        "kasino",
        {"valuation": "aces"},
        "2C 9D 6H",
        "2S 5H",
        {"card": "2S", "capture": ["2C"], "groups": [["2C"]], "values": {"2S": 2}},
        {"card": "2S", "capture": ["9D", "6H"]},
        "KAS-VAR-1",
        [{"groups": [["9D", "6H"]]}, {"groups": [["9D"], ["6H"]]}],
        id="kas_var_1_lillan_is_2_under_aces",
    ),
    pytest.param(
        "kasino",
        {"valuation": "handtable"},
        "2C 8D QC 5H",
        "10D 10S",
        {"card": "10S", "capture": ["2C", "8D"], "groups": [["2C", "8D"]]},
        {"card": "10D", "capture": ["8D", "2C"]},
        "KAS-VAR-1",
        [{"groups": [["8D", "2C"]]}],
        id="kas_var_1_storan_is_16_from_the_hand_under_handtable",
    ),
    pytest.param(
        "kasino",
        {},
        "2C 9D 6H",
        "2S 5H",
        {"card": "2S", "capture": ["9D", "6H"], "groups": [["9D", "6H"]], "values": {"2S": 15}},
        {"card": "2S", "capture": ["2C", "9D", "6H"]},
        "CORE-CARD-5",
        [
            {"groups": [["2C"], ["9D", "6H"]]},
            {"values": {"2S": 15}},
            {"groups": [["2C", "9D", "6H"]]},
        ],
        id="core_card_5_one_value_per_play",
    ),
]


@pytest.mark.parametrize(
    ("game", "options", "table", "hand", "legal", "illegal", "rule", "pins"), CASES
)
def test_value_rule_governs_pinned_or_not(
    client: FlaskClient,
    game: str,
    options: Plain,
    table: str,
    hand: str,
    legal: Plain,
    illegal: Plain,
    rule: str,
    pins: list[Plain],
) -> None:
    assert verdict(client, game, table, hand, legal, **options)["legal"]
    free = verdict(client, game, table, hand, illegal, **options)
    assert rules(free) == [rule], free
    for pin in pins:
        pinned = verdict(client, game, table, hand, {**illegal, **pin}, **options)
        assert not pinned["legal"] and rules(pinned)[0] == rule, (pin, pinned)
        assert "CORE-CAP-1" not in rules(pinned)[:1]


def test_values_no_scheme_gives_break_core_card_4(client: FlaskClient) -> None:
    """A value outside every CORE-CARD-4 scheme breaks CORE-CARD-4 itself; a value another
    scheme would give breaks the game's valuation option (KAS-VAR-1) or value rule."""
    table, hand = "9D 6H 2C", "2S 5H"
    assert verdict(
        client,
        "kasino",
        table,
        hand,
        {"card": "2S", "capture": ["2C"], "values": {"2S": 2}},
        valuation="aces",
    )["legal"]
    option = verdict(
        client,
        "kasino",
        table,
        hand,
        {"card": "2S", "capture": ["2C"], "values": {"2S": 15}},
        valuation="aces",
    )
    assert rules(option) == ["KAS-VAR-1"]
    never = verdict(
        client,
        "kasino",
        table,
        hand,
        {"card": "2S", "capture": ["2C"], "values": {"2S": 7}},
        valuation="aces",
    )
    assert rules(never) == ["CORE-CARD-4"]
    finnish = verdict(
        client,
        "kasino-fi",
        "AH KC",
        "AS 9D",
        {"card": "AS", "capture": ["AH", "KC"], "values": {"AS": 1}},
    )
    assert rules(finnish) == ["FIN-VAL-1"]


def test_a_wrong_pinned_grouping_is_what_is_wrong_when_another_would_do(
    client: FlaskClient,
) -> None:
    """CORE-CAP-1 stays the rule of a pinned group that adds up at no value of the played
    card while the capture itself is legal (EX-KAS-02's table)."""
    table, hand = "5S 5D 3H", "8C 2D"
    assert verdict(client, "kasino", table, hand, {"card": "8C", "capture": ["3H", "5S"]})["legal"]
    wrong = verdict(
        client,
        "kasino",
        table,
        hand,
        {"card": "8C", "capture": ["3H", "5S"], "groups": [["3H"], ["5S"]]},
    )
    assert rules(wrong) == ["CORE-CAP-1"]
    twice = verdict(client, "kasino", table, hand, {"card": "8C", "capture": ["3H", "5S", "5D"]})
    pinned = verdict(
        client,
        "kasino",
        table,
        hand,
        {"card": "8C", "capture": ["3H", "5S", "5D"], "groups": [["3H", "5S"], ["5D"]]},
    )
    assert rules(twice) == ["CORE-CAP-3"] and rules(pinned) == ["CORE-CAP-3", "CORE-CAP-1"]
