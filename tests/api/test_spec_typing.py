"""The contract types every body precisely (docs/contract-typing.md).

Answers carry their family, the discriminator; a state of another game is refused as
wrong_game; game ids are one enum with names fit for generated code; card codes match their
family's pattern; requests take the state as answered or in its input form.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
import yaml
from flask.testing import FlaskClient
from jsonschema import Draft202012Validator

from service.api.spec import spec_yaml
from service.games import GAMES
from tests.api.conftest import assert_problem, errors_by_pointer, ok_json, post

DOCUMENT: dict[str, Any] = yaml.safe_load(spec_yaml())
SCHEMAS: dict[str, Any] = DOCUMENT["components"]["schemas"]
PREFIX = {"fishing": "Fishing", "femhundra": "Femhundra", "tarot": "Tarot"}


def fits(name: str, value: Any) -> bool:
    validator = Draft202012Validator({"$ref": f"#/components/schemas/{name}", **DOCUMENT})
    return validator.is_valid(value)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_answers_name_their_family_and_fit_only_its_schema(client: FlaskClient, game: Any) -> None:
    dealt = ok_json(post(client, "deals", {"players": game.player_counts[0], "seed": 3}, game.id))
    listing = ok_json(post(client, "legal-moves", {"state": dealt["state"]}, game.id))
    for answer, kind in ((dealt, "DealResponse"), (listing, "LegalMovesResponse")):
        assert answer["family"] == game.family
        for family, prefix in PREFIX.items():
            assert fits(f"{prefix}{kind}", answer) is (family == game.family), (family, kind)


def test_the_union_of_answers_is_discriminated_on_family() -> None:
    apply = DOCUMENT["paths"]["/v1/games/{game}/apply"]["post"]
    union = apply["responses"]["200"]["content"]["application/json"]["schema"]
    assert union["discriminator"]["propertyName"] == "family"
    for family, ref in union["discriminator"]["mapping"].items():
        # apply may answer sealed: the family's answer is one of its plain and sealed forms
        answer = SCHEMAS[ref.rsplit("/", 1)[-1]]
        forms = [item["$ref"].rsplit("/", 1)[-1] for item in answer["oneOf"]]
        assert forms == [forms[0], forms[0].replace("Apply", "SealedApply")]
        for name in forms:
            assert SCHEMAS[name]["properties"]["family"]["const"] == family
            assert "family" in SCHEMAS[name]["required"]


def test_a_state_of_another_family_is_wrong_game_not_unknown_fields(
    client: FlaskClient,
) -> None:
    femhundra = ok_json(post(client, "deals", {"players": 2, "seed": 1}, "femhundra"))["state"]
    problem = assert_problem(post(client, "legal-moves", {"state": femhundra}), 422)
    assert problem["code"] == "invalid_state"
    assert errors_by_pointer(problem) == {"/state/game": ["wrong_game"]}


def test_game_ids_are_one_enum_with_names_for_generated_code() -> None:
    game_id = SCHEMAS["GameId"]
    assert game_id["enum"] == [game.id for game in GAMES]
    names = game_id["x-enum-varnames"]
    assert len(set(names)) == len(names)
    assert all(re.fullmatch(r"[A-Z][A-Z0-9_]*", name) for name in names), names
    assert not any(name.startswith("VALUE") for name in names)
    # every operation on a game path names its game with that enum (each with its own examples)
    for path, item in DOCUMENT["paths"].items():
        for operation in item.values():
            if "{game}" in path:
                (parameter,) = operation["parameters"]
                assert parameter["schema"] == {"$ref": "#/components/schemas/GameId"}, path


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_every_card_of_a_deck_matches_its_family_pattern(client: FlaskClient, game: Any) -> None:
    dealt = ok_json(post(client, "deals", {"players": game.player_counts[0], "seed": 5}, game.id))
    state = dealt["state"]
    cards = [c for hand in state["hands"] for c in hand] + list(state.get("stock") or [])
    hands = SCHEMAS[f"{PREFIX[game.family]}State"]["properties"]["hands"]
    pattern = re.compile(hands["items"]["items"]["pattern"])
    assert cards and all(pattern.fullmatch(card) for card in cards)
    for not_a_card in ("1S", "AX", "10", "b1", "as", "T21"):
        assert not pattern.fullmatch(not_a_card), not_a_card


def test_requests_take_the_state_as_answered_or_as_input() -> None:
    state = SCHEMAS["FishingMoveRequest"]["properties"]["state"]
    assert state["anyOf"] == [
        {"$ref": "#/components/schemas/FishingState"},
        {"$ref": "#/components/schemas/FishingStateInput"},
    ]
    answered, given = SCHEMAS["FishingState"], SCHEMAS["FishingStateInput"]
    assert {"version", "last_round", "ended_by"} <= set(answered["required"])
    assert not {"version", "last_round", "ended_by"} & set(given["required"])
    assert "history" in SCHEMAS["FishingMatch"]["required"]
    assert "history" not in SCHEMAS["FishingMatchInput"]["required"]


@pytest.mark.parametrize("family", PREFIX)
def test_every_answer_schema_requires_what_it_lists_except_optional_parts(family: str) -> None:
    """Answers have required lists; the only optional members are documented as sometimes."""
    optional = {"scores"}  # present when the deal is over
    for kind in ("DealResponse", "LegalMovesResponse", "ValidateResponse", "ApplyResponse"):
        schema = SCHEMAS[f"{PREFIX[family]}{kind}"]
        assert set(schema["properties"]) - set(schema["required"]) <= optional, kind
