"""Messages a person can act on (docs/messages.md): one voice, one detail per code, schema
errors that say what was expected, and problem documents that never grow with the input."""

from __future__ import annotations

import ast
import re
import time
from typing import Any

import orjson
import pytest
from flask.testing import FlaskClient

from service.api import schema_errors
from service.api.errors import HTTP_CODES
from service.api.problems import (
    BODY_CAP,
    DETAILS,
    LIST_CAP,
    TEXT_CAP,
    ApiProblem,
    problem_body,
)
from service.core.verdict import Problem, Violation
from tests.api.conftest import assert_problem, deal, post
from tests.support.messages import ROOT, parsed, sites, sites_in, sources, voice_fault

# --- one voice -------------------------------------------------------------------------------


def test_every_message_in_the_source_is_one_capitalised_sentence() -> None:
    found = list(sites())
    faults = [f"{s.path}:{s.line}: {s.fault}: {s.source[:120]}" for s in found if s.fault]
    assert not faults, "\n".join(faults)
    # the walk sees the engine's messages of every family, not just a few
    families = {s.path.split("/")[2] for s in found if s.path.startswith("service/games/")}
    assert families >= {"fishing", "building", "femhundra", "tarot"}
    assert len(found) > 400


@pytest.mark.parametrize(
    ("source", "fault"),
    [
        ('Violation("R", "c", "the deal is over.")', "does not begin with a capital letter"),
        ('Problem("/x", "c", "The deal is over")', "does not end with a period"),
        ('Problem("/x", "c", f"{card} is gone.")', "begins with a placeholder"),
        ('Problem("/x", "c", f"Seat {seat} holds {card}")', "ends with a placeholder"),
        ('NotApplicable("c", "the deal is still in play")', "does not begin with a capital"),
        ('V("R", "c", "Fine." if ok else "not fine.")', "does not begin with a capital"),
        ('Violation("R", "c", "Groups: " + ", ".join(groups))', "ends with a placeholder"),
        ('Problem("/x", "c", MESSAGES[code])', "a message that is neither"),
    ],
)
def test_the_voice_check_finds_what_breaks_it(source: str, fault: str) -> None:
    found = sites_in(f"def check(card, seat, ok, groups, code):\n    {source}\n", "x.py")
    (site,) = (site for site in found if site.fault)
    assert site.fault.startswith(fault), site


def test_a_helper_passing_its_message_on_is_checked_at_its_callers() -> None:
    source = (
        "def _p(path, code, message):\n"
        "    return Problem(path, code, message)\n"
        "def check():\n"
        "    return [_p('/a', 'c', 'Fine.'), _p('/b', 'c', 'not fine')]\n"
    )
    faults = [site.fault for site in sites_in(source, "x.py")]
    assert faults == ["", "does not begin with a capital letter"]


def test_the_labels_of_schema_errors_begin_with_a_capital() -> None:
    labels = [schema_errors.FIELD_LABEL, schema_errors.ITEM_LABEL, schema_errors.MEMBER_LABEL]
    assert all(label[0].isupper() for label in [*labels, schema_errors.BODY_LABEL])


# --- one detail per code ---------------------------------------------------------------------


def _codes_in_source() -> set[str]:
    """Every top-level problem code the service can send: ApiProblem's and NotApplicable's
    literal codes, the HTTP codes, InvalidInput's kinds and the error handlers' own."""
    codes = set(HTTP_CODES.values()) | {"http_error", "illegal_move", "internal_error"}
    for path in sources():
        for node in ast.walk(parsed(path)):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", getattr(node.func, "attr", None))
            position = {"ApiProblem": 1, "NotApplicable": 0, "InvalidInput": 0}.get(name or "")
            if position is not None and len(node.args) > position:
                argument = node.args[position]
                if isinstance(argument, ast.Constant) and isinstance(argument.value, str):
                    codes.add(argument.value)
    return codes


def test_every_problem_code_has_one_detail_in_the_house_voice() -> None:
    codes = _codes_in_source()
    assert {"invalid_request", "invalid_state", "deal_not_over", "invalid_json"} <= codes
    assert not codes - set(DETAILS), f"codes without a detail: {sorted(codes - set(DETAILS))}"
    assert all(not voice_fault(detail) for detail in DETAILS.values())
    assert len(set(DETAILS.values())) == len(DETAILS), "two codes share a detail"


def test_the_detail_is_the_codes_whatever_the_specifics(client: FlaskClient) -> None:
    state = deal(client)
    first = post(client, "validate", {"state": state, "move": {"player": "x", "card": 1}})
    second = post(client, "validate", {"state": state, "move": {"cards": []}})
    details = {assert_problem(r, 422, "invalid_request")["detail"] for r in (first, second)}
    assert details == {DETAILS["invalid_request"]}


def test_an_illegal_move_keeps_its_specifics_in_the_violations(client: FlaskClient) -> None:
    state = deal(client)
    seat = state["to_move"]
    other = state["hands"][1 - seat][0]
    body = assert_problem(
        post(client, "apply", {"state": state, "move": {"player": seat, "card": other}}),
        422,
        "illegal_move",
    )
    assert body["detail"] == DETAILS["illegal_move"]
    assert body["violations"][0]["message"] == f"Seat {seat} does not hold {other}."


# --- schema errors say what was expected -----------------------------------------------------


def _errors(response: Any) -> dict[str, tuple[str, str]]:
    body = assert_problem(response, 422)
    return {item["pointer"]: (item["code"], item["message"]) for item in body["errors"]}


def test_an_unknown_field_lists_the_fields_of_its_object(client: FlaskClient) -> None:
    move = {"player": 0, "card": "7S", "cards": ["7S"]}
    errors = _errors(post(client, "validate", {"state": deal(client), "move": move}))
    assert errors["/move/cards"] == (
        "unknown_field",
        "Unknown field 'cards'; a move object has: "
        "player, card, capture, groups, values, build, announce_out.",
    )


def test_unknown_fields_deep_in_a_state_and_at_the_top(client: FlaskClient) -> None:
    state = deal(client)
    state["table"]["loose"] = []
    errors = _errors(post(client, "legal-moves", {"state": state, "limits": 3}))
    code, message = errors["/state/table/loose"]
    assert code == "unknown_field"
    assert message == "Unknown field 'loose'; a table object has: cards, builds."
    assert errors["/limits"][1] == "Unknown field 'limits'; the request body has: state, limit."


@pytest.mark.parametrize(
    ("move", "pointer", "message"),
    [
        (
            {"player": "0", "card": "7S"},
            "/move/player",
            "The field 'player' must be an integer, not '0'.",
        ),
        (
            {"player": 1.5, "card": "7S"},
            "/move/player",
            "The field 'player' must be an integer, not 1.5.",
        ),
        (
            {"player": None, "card": "7S"},
            "/move/player",
            "The field 'player' may not be null; send an integer.",
        ),
        ({"card": "7S"}, "/move/player", "The field 'player' is missing; send an integer."),
        (
            {"player": 0, "card": 7},
            "/move/card",
            "The field 'card' must be a card code such as '7S', not 7.",
        ),
        (
            {"player": 0, "card": "7S", "capture": "7H"},
            "/move/capture",
            "The field 'capture' "
            "must be a list of card codes and build ids such as ['7H', 'b2'], not '7H'.",
        ),
        (
            {"player": 0, "card": "7S", "values": {"AS": "14"}},
            "/move/values/AS",
            "The member 'AS' of the field 'values' must be an integer, not '14'.",
        ),
        (
            {"player": 0, "card": "7S", "announce_out": 1},
            "/move/announce_out",
            "The field 'announce_out' must be true or false, not 1.",
        ),
    ],
)
def test_a_wrong_value_names_the_type_expected_and_what_came(
    client: FlaskClient, move: dict[str, Any], pointer: str, message: str
) -> None:
    errors = _errors(post(client, "validate", {"state": deal(client), "move": move}))
    assert errors[pointer][1] == message


def test_a_range_and_a_choice_are_named(client: FlaskClient) -> None:
    state = deal(client)
    errors = _errors(post(client, "legal-moves", {"state": state, "limit": -1}))
    assert errors["/limit"][1] == "The field 'limit' must be an integer from 0 to 1000, not -1."
    fem = ok_state(client, "femhundra")
    fem["phase"] = "playing"
    errors = _errors(post(client, "score", {"state": fem}, game="femhundra"))
    assert errors["/state/phase"][1] == (
        "The field 'phase' must be one of 'draw', 'play', 'deal_over', not 'playing'."
    )


def test_items_of_a_list_are_named_by_their_index(client: FlaskClient) -> None:
    body = {"state": deal(client), "moves": [{"player": 0, "card": "7S"}, "7S"]}
    errors = _errors(post(client, "replay", body))
    assert errors["/moves/1"][1] == "Item 1 of the field 'moves' must be a move object, not '7S'."


def test_a_bad_card_code_names_the_shape_of_a_code(client: FlaskClient) -> None:
    state = deal(client)
    seat = state["to_move"]
    errors = _errors(
        post(client, "validate", {"state": state, "move": {"player": seat, "card": "7s"}})
    )
    code, message = errors["/move/card"]
    assert code == "invalid_card"
    assert message.startswith("The card code '7s' is not in this game's deck; a code is a rank")
    assert "such as '7S'" in message
    state["hands"][0][0] = "Z9"
    errors = _errors(post(client, "score", {"state": state}))
    assert (
        "a code is a rank (A, 2–10, J, Q, K) and a suit (S, H, D, C)"
        in (errors["/state/hands/0/0"][1])
    )


def test_wrong_game_names_both_games(client: FlaskClient) -> None:
    state = deal(client)
    errors = _errors(post(client, "score", {"state": state}, game="byggkasino"))
    assert errors["/state/game"] == (
        "wrong_game",
        "The state is a 'kasino' state but the path names 'byggkasino'; "
        "send it to the /v1/games/kasino/ endpoints.",
    )
    state["game"] = "chess"
    errors = _errors(post(client, "score", {"state": state}))
    assert errors["/state/game"][1] == (
        "The state names no game of the catalogue ('chess'); a state for this path has game "
        "'kasino'."
    )


def ok_state(client: FlaskClient, game: str) -> dict[str, Any]:
    response = post(client, "deals", {"players": 2, "seed": 3}, game=game)
    assert response.status_code == 200, response.get_data(as_text=True)
    return response.get_json()["state"]  # type: ignore[no-any-return]


# --- capped lists and bodies -----------------------------------------------------------------


JSON = "application/json"


def _timed(client: FlaskClient, game: str, body: dict[str, Any]) -> tuple[Any, float, int]:
    raw = orjson.dumps(body)
    start = time.perf_counter()
    response = client.post(f"/v1/games/{game}/score", data=raw, content_type=JSON)
    return response, time.perf_counter() - start, len(raw)


def test_a_hand_of_fifty_thousand_aces_gets_a_small_answer(client: FlaskClient) -> None:
    """251 KB of 'AS' once gave a 7.7 MB answer: bounds are read before anything else."""
    state = deal(client)
    state["hands"][0] = ["AS"] * 50_000
    response, seconds, size = _timed(client, "kasino", {"state": state})
    assert size > 250_000
    body = assert_problem(response, 422)
    assert len(response.get_data()) < 4 * 1024
    # the hand is over its bound (docs/input-bounds.md): one problem, nothing else read
    assert [e["code"] for e in body["errors"]] == ["too_many_items"]
    assert seconds < 0.5
    # within the bound, one problem per bad card, capped at LIST_CAP with a count of the rest
    state = deal(client)
    state["hands"][0] = ["ZZ"] * 52
    body = assert_problem(_timed(client, "kasino", {"state": state})[0], 422)
    assert len(body["errors"]) == LIST_CAP
    assert body["errors_omitted"] >= 2


def test_eight_thousand_malformed_melds_are_answered_at_once(client: FlaskClient) -> None:
    """8,000 malformed melds once took 4 s and gave 4.8 MB: problems are capped."""
    state = ok_state(client, "femhundra")
    state["table"] = [{"id": 5, "kind": "x"}] * 8_000
    best = min(_timed(client, "femhundra", {"state": state})[1] for _ in range(3))
    response, _, _ = _timed(client, "femhundra", {"state": state})
    body = assert_problem(response, 422, "invalid_request")
    assert len(response.get_data()) < 4 * 1024
    # over the table's bound (R500-MELD-1): one problem, no meld read; 2 s before
    assert [e["code"] for e in body["errors"]] == ["too_many_items"]
    assert best < 0.25


def test_a_huge_unknown_field_name_is_cut(client: FlaskClient) -> None:
    name = "x" * 100_000
    response = post(client, "deals", {"players": 2, name: 1})
    body = assert_problem(response, 422, "invalid_request")
    (item,) = body["errors"]
    assert len(item["pointer"]) == TEXT_CAP and item["pointer"].endswith("…")
    assert len(item["message"]) < 200
    assert len(response.get_data()) < 4 * 1024


def test_a_huge_option_name_is_cut(client: FlaskClient) -> None:
    name = "y" * 100_000
    response = post(client, "deals", {"players": 2, "options": {name: 1}})
    body = assert_problem(response, 422)
    assert all(len(e["message"]) <= TEXT_CAP for e in body["errors"])
    assert len(response.get_data()) < 8 * 1024


def test_violations_are_capped_and_counted() -> None:
    violations = [Violation("R-1", "code", f"Violation {i}.") for i in range(200)]
    body = orjson.loads(problem_body(ApiProblem(422, "illegal_move", violations=violations)))
    assert len(body["violations"]) == LIST_CAP
    assert body["violations"][-1]["message"] == f"Violation {LIST_CAP - 1}."
    assert body["violations_omitted"] == 150
    assert "errors_omitted" not in body


def test_no_body_exceeds_the_cap_even_of_long_escaped_texts() -> None:
    text = "\u0001" * 5000  # six bytes each once escaped
    errors = [Problem("/" + text, "c", text) for _ in range(LIST_CAP + 10)]
    raw = problem_body(ApiProblem(422, "invalid_state", errors=errors))
    body = orjson.loads(raw)
    assert len(raw) <= BODY_CAP
    assert 0 < len(body["errors"]) < LIST_CAP
    assert len(body["errors"]) + body["errors_omitted"] == LIST_CAP + 10


def test_short_lists_are_whole_and_carry_no_count() -> None:
    errors = [Problem("/a", "c", "One."), Problem("/b", "c", "Two.")]
    body = orjson.loads(problem_body(ApiProblem(422, "invalid_state", errors=errors)))
    assert [e["message"] for e in body["errors"]] == ["One.", "Two."]
    assert "errors_omitted" not in body


def test_the_problem_schema_documents_the_counts() -> None:
    spec = (ROOT / "openapi.yaml").read_text(encoding="utf-8")
    problem = spec[spec.index("    Problem:") :]
    assert re.search(r"errors_omitted:\n\s+type: integer", problem)
    assert re.search(r"violations_omitted:\n\s+type: integer", problem)


def test_checking_stops_at_the_cap_and_says_there_is_more(client: FlaskClient) -> None:
    state = deal(client)
    move = {"player": 0, "card": "7S", "capture": ["ZZ"] * 104}  # the bound: a double deck
    raw = orjson.dumps({"state": state, "move": move})
    seconds = []
    for _ in range(3):
        start = time.perf_counter()
        response = client.post("/v1/games/kasino/validate", data=raw, content_type=JSON)
        seconds.append(time.perf_counter() - start)
    body = assert_problem(response, 422)
    assert min(seconds) < 0.5  # 0.07 s measured; 0.7 s when every code was read
    assert len(body["errors"]) == LIST_CAP and body["errors_omitted"] >= 1
    moves = [{"player": 0, "card": "7S", "x": 1}] * 100
    body = assert_problem(post(client, "replay", {"state": state, "moves": moves}), 422)
    assert len(body["errors"]) == LIST_CAP and body["errors_omitted"] >= 1
