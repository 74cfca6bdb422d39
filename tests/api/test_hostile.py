"""Hostile input: every one gets a 4xx application/problem+json, never a 500, never HTML.

Contract §3: 400 for a body that is not JSON or not an object, 404 for unknown games and
paths, 405/415 for wrong methods and content types, 413 for oversized bodies (chunked too),
and 422 with a JSON pointer per error for schema errors (``invalid_request``) and impossible
states (``invalid_state``).
"""

from __future__ import annotations

import copy
import io
import random
from pathlib import Path
from typing import Any

import orjson
import pytest
from flask import Flask, request
from flask.testing import FlaskClient
from werkzeug.test import EnvironBuilder
from werkzeug.wrappers import Request

from service import create_app
from service.api.body import DEFAULT_BODY_LIMIT
from tests.api.conftest import (
    POST_ENDPOINTS,
    STATE_ENDPOINTS,
    assert_problem,
    errors_by_pointer,
    mutated,
    ok_json,
    post,
    url,
)

JSON = {"Content-Type": "application/json"}
LIMIT = DEFAULT_BODY_LIMIT


def body_for(endpoint: str, state: dict[str, Any]) -> dict[str, Any]:
    """A schema-valid body for ``endpoint`` around ``state``."""
    if endpoint == "deals":
        return {"players": 2, "seed": 1}
    body: dict[str, Any] = {"state": state}
    seat = state["to_move"] if state["to_move"] in range(len(state["hands"])) else 0
    move = {"player": seat, "card": (state["hands"][seat] or ["AS"])[0]}
    if endpoint in ("validate", "apply"):
        body["move"] = move
    elif endpoint == "replay":
        body["moves"] = [move]
    elif endpoint == "view":
        body["player"] = 0
    elif endpoint == "suggest":
        body["level"] = "greedy"
    return body


def raw_post(client: FlaskClient, endpoint: str, data: bytes, **kwargs: Any) -> Any:
    headers = kwargs.pop("headers", JSON)
    return client.post(url(endpoint), data=data, headers=headers, **kwargs)


# -- 400: not JSON, not an object ----------------------------------------------------------

NOT_JSON = {
    "garbage": b"nope",
    "empty": b"",
    "truncated": b'{"players": 2',
    "single quotes": b"{'players': 2}",
    "trailing comma": b'{"players": 2,}',
    "comment": b'{"players": 2 /* two */}',
    "bare NaN": b"NaN",
    "NaN value": b'{"players": NaN}',
    "Infinity value": b'{"players": Infinity}',
    "-Infinity value": b'{"players": -Infinity}',
    "NaN nested": b'{"players": 2, "options": {"target": NaN}}',
    "1e400": b'{"players": 1e400}',
    "-1e400": b'{"players": -1e400}',
    "1e400 nested": b'{"players": 2, "seed": 1, "options": {"target": 1e400}}',
    "5000 [": b"[" * 5000,
    "5000 [ closed": b"[" * 5000 + b"]" * 5000,
    "5000 nested objects": b'{"a":' * 5000 + b"1" + b"}" * 5000,
    "deep inside a field": b'{"players": 2, "options": ' + b'{"a":' * 3000 + b"1" + b"}" * 3001,
    "lone high surrogate": b'{"players": 2, "x": "\\ud800"}',
    "lone low surrogate": b'{"players": 2, "x": "\\udc00"}',
    "surrogate as key": b'{"\\ud800": 2}',
    "invalid utf-8": b'{"players": 2, "x": "\xff\xfe"}',
    "two documents": b'{"players": 2}{"players": 2}',
}

NOT_AN_OBJECT = {
    "array": b"[]",
    "array of object": b'[{"players": 2}]',
    "string": b'"players"',
    "number": b"42",
    "float": b"4.5",
    "null": b"null",
    "true": b"true",
    "false": b"false",
}


@pytest.mark.parametrize("endpoint", POST_ENDPOINTS)
@pytest.mark.parametrize("data", NOT_JSON.values(), ids=NOT_JSON.keys())
def test_body_that_is_not_json_is_400(client: FlaskClient, endpoint: str, data: bytes) -> None:
    assert_problem(raw_post(client, endpoint, data), 400, "invalid_json")


@pytest.mark.parametrize("endpoint", POST_ENDPOINTS)
@pytest.mark.parametrize("data", NOT_AN_OBJECT.values(), ids=NOT_AN_OBJECT.keys())
def test_json_that_is_not_an_object_is_400(client: FlaskClient, endpoint: str, data: bytes) -> None:
    assert_problem(raw_post(client, endpoint, data), 400, "not_an_object")


def test_nesting_below_the_limit_is_parsed_and_refused_politely(client: FlaskClient) -> None:
    """1000 levels parse (limit 1024); the unknown field is then a 422, not a crash."""
    deep = b"[" * 1000 + b"]" * 1000
    response = raw_post(client, "deals", b'{"players": 2, "junk": ' + deep + b"}")
    problem = assert_problem(response, 422, "invalid_request")
    assert "/junk" in errors_by_pointer(problem)
    response = raw_post(client, "deals", b'{"players": 2, "options": {"target": ' + deep + b"}}")
    problem = assert_problem(response, 422)
    assert "/options/target" in errors_by_pointer(problem)


def test_big_integers_are_not_a_crash(client: FlaskClient, state: dict[str, Any]) -> None:
    """Integers beyond 64 bits are either refused as JSON (400) or as values (422)."""
    for data in (
        b'{"players": 99999999999999999999999999999}',
        b'{"players": -99999999999999999999999999999}',
        b'{"players": 2, "seed": 18446744073709551616}',
    ):
        response = raw_post(client, "deals", data)
        assert response.status_code in (400, 422), response.get_data(as_text=True)
        assert_problem(response, response.status_code)
    for value in (2**63 - 1, -(2**63)):
        for field in ("players", "dealer", "to_move", "round", "last_capturer"):
            response = post(client, "legal-moves", {"state": mutated(state, **{field: value})})
            assert_problem(response, 422)
        response = post(client, "view", {"state": state, "player": value})
        assert_problem(response, 422)


# -- 413: too large, with and without Content-Length ---------------------------------------


def padded(size: int) -> bytes:
    """A valid deal request of exactly ``size`` bytes (whitespace padding)."""
    core = b'{"players": 2, "seed": 3}'
    return core[:-1] + b" " * (size - len(core)) + b"}"


def chunked_request(path: str, data: bytes) -> Request:
    """A POST with ``Transfer-Encoding: chunked`` and no Content-Length, as a server passes it.

    Werkzeug's EnvironBuilder always measures a given stream, so the length is removed from the
    environ afterwards; ``wsgi.input_terminated`` says the server has de-chunked the stream.
    """
    environ = EnvironBuilder(
        path=path,
        method="POST",
        headers={"Content-Type": "application/json", "Transfer-Encoding": "chunked"},
        input_stream=io.BytesIO(data),
    ).get_environ()
    environ.pop("CONTENT_LENGTH", None)
    environ.pop("HTTP_CONTENT_LENGTH", None)
    environ["wsgi.input_terminated"] = True
    return Request(environ)


@pytest.fixture(scope="module")
def probe_app() -> Flask:
    """An app of its own that records what each request looked like inside the app."""
    app = create_app({"TESTING": True})
    seen: list[dict[str, Any]] = []
    app.extensions["test.seen"] = seen

    @app.before_request
    def record() -> None:
        seen.append(
            {
                "content_length": request.content_length,
                "header": request.headers.get("Content-Length"),
                "chunked": request.headers.get("Transfer-Encoding"),
            }
        )

    return app


def send_chunked(app: Flask, endpoint: str, data: bytes) -> Any:
    seen = app.extensions["test.seen"]
    seen.clear()
    response = app.test_client().open(chunked_request(url(endpoint), data))
    assert seen == [{"content_length": None, "header": None, "chunked": "chunked"}], seen
    return response


def test_padded_body_has_the_size_asked_for() -> None:
    assert len(padded(LIMIT)) == LIMIT


@pytest.mark.parametrize("endpoint", POST_ENDPOINTS)
def test_body_over_the_limit_with_content_length_is_413(client: FlaskClient, endpoint: str) -> None:
    response = raw_post(client, endpoint, padded(LIMIT + 1))
    assert response.request.headers.get("Content-Length") == str(LIMIT + 1)
    assert_problem(response, 413, "body_too_large")
    big = b'{"players": 2, "junk": "' + b"x" * (2 * LIMIT) + b'"}'
    assert_problem(raw_post(client, endpoint, big), 413, "body_too_large")


@pytest.mark.parametrize("endpoint", POST_ENDPOINTS)
def test_chunked_body_over_the_limit_is_413_not_400(probe_app: Flask, endpoint: str) -> None:
    assert_problem(send_chunked(probe_app, endpoint, padded(LIMIT + 1)), 413, "body_too_large")
    big = b'{"players": 2, "junk": "' + b"x" * (4 * LIMIT) + b'"}'
    assert_problem(send_chunked(probe_app, endpoint, big), 413, "body_too_large")


def test_body_at_the_limit_is_accepted(client: FlaskClient, probe_app: Flask) -> None:
    assert raw_post(client, "deals", padded(LIMIT)).status_code == 200
    response = send_chunked(probe_app, "deals", padded(LIMIT))
    assert response.status_code == 200, response.get_data(as_text=True)
    assert response.get_json()["seed"] == 3


def test_small_chunked_body_is_read_in_full(probe_app: Flask) -> None:
    response = send_chunked(probe_app, "deals", b'{"players": 3, "seed": 5}')
    assert response.status_code == 200, response.get_data(as_text=True)
    assert response.get_json()["state"]["players"] == 3


def test_chunked_body_that_is_not_json_is_400(probe_app: Flask) -> None:
    assert_problem(send_chunked(probe_app, "deals", b"[" * 5000), 400, "invalid_json")


def test_configured_limit_is_honoured() -> None:
    app = create_app({"TESTING": True, "BODY_LIMIT": 100})
    client = app.test_client()
    assert client.post(url("deals"), data=padded(100), headers=JSON).status_code == 200
    assert_problem(client.post(url("deals"), data=padded(101), headers=JSON), 413)
    response = client.open(chunked_request(url("deals"), padded(101)))
    assert_problem(response, 413, "body_too_large")


# -- 415: content type ---------------------------------------------------------------------


@pytest.mark.parametrize("endpoint", POST_ENDPOINTS)
@pytest.mark.parametrize(
    "content_type",
    [
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "application/xml",
        "text/json",
        "application/jsonp",
    ],
)
def test_wrong_content_type_is_415(client: FlaskClient, endpoint: str, content_type: str) -> None:
    response = client.post(
        url(endpoint), data=b'{"players": 2}', headers={"Content-Type": content_type}
    )
    assert_problem(response, 415, "unsupported_media_type")


@pytest.mark.parametrize("endpoint", POST_ENDPOINTS)
def test_form_body_is_415(client: FlaskClient, endpoint: str) -> None:
    response = client.post(url(endpoint), data={"players": "2"})
    assert response.request.mimetype == "application/x-www-form-urlencoded"
    assert_problem(response, 415, "unsupported_media_type")


@pytest.mark.parametrize("endpoint", POST_ENDPOINTS)
def test_missing_content_type_is_415(client: FlaskClient, endpoint: str) -> None:
    response = client.post(url(endpoint), data=b'{"players": 2}')
    assert response.request.headers.get("Content-Type") is None
    assert_problem(response, 415, "unsupported_media_type")


def test_json_with_charset_parameter_is_accepted(client: FlaskClient) -> None:
    response = client.post(
        url("deals"),
        data=b'{"players": 2, "seed": 1}',
        headers={"Content-Type": "application/json; charset=utf-8"},
    )
    assert response.status_code == 200


# -- 405: wrong method, with Allow -----------------------------------------------------------

METHODS = ("GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS")
ARGUMENTS = {"game_id": "kasino", "name": "swagger-ui.css", "filename": "x.css"}


def routes(app: Flask) -> list[tuple[str, frozenset[str]]]:
    found = []
    for rule in app.url_map.iter_rules():
        path = rule.rule
        for name in rule.arguments:
            path = path.replace(f"<path:{name}>", ARGUMENTS[name])
            path = path.replace(f"<{name}>", ARGUMENTS[name])
        found.append((path, frozenset(rule.methods or ())))
    return found


EXPECTED_METHODS = {
    "/healthz": {"GET"},
    "/readyz": {"GET"},
    "/openapi.yaml": {"GET"},
    "/docs": {"GET"},
    "/docs/static/swagger-ui.css": {"GET"},
    "/v1/games": {"GET"},
    "/v1/games/kasino": {"GET"},
    **{url(endpoint): {"POST"} for endpoint in POST_ENDPOINTS},
}


def test_every_contract_path_is_routed(app: Flask) -> None:
    routed = dict(routes(app))
    for path, methods in EXPECTED_METHODS.items():
        assert path in routed, path
        assert methods <= routed[path], (path, routed[path])


def test_wrong_method_on_every_path_is_405_with_allow(app: Flask, client: FlaskClient) -> None:
    checked = 0
    for path, allowed in routes(app):
        for method in METHODS:
            if method in allowed:
                continue
            response = client.open(path, method=method, data=b"{}", headers=JSON)
            if method == "HEAD":
                assert response.status_code == 405, (method, path)
                continue
            assert_problem(response, 405, "method_not_allowed")
            allow = {m.strip() for m in response.headers.get("Allow", "").split(",")}
            assert allow == set(allowed), (method, path, allow)
            checked += 1
    assert checked >= 40


@pytest.mark.parametrize("path", sorted(EXPECTED_METHODS))
def test_wrong_method_on_contract_paths(client: FlaskClient, path: str) -> None:
    allowed = EXPECTED_METHODS[path]
    for method in ("GET", "POST", "PUT", "DELETE"):
        if method in allowed:
            continue
        response = client.open(path, method=method, json={})
        assert_problem(response, 405)
        assert allowed <= {m.strip() for m in response.headers["Allow"].split(",")}


# -- 404: unknown path, unknown game ---------------------------------------------------------


@pytest.mark.parametrize(
    "path",
    [
        "/",
        "/nope",
        "/v1",
        "/v1/",
        "/v1/games/",
        "/v2/games",
        "/v1/games/kasino/nope",
        "/v1/games/kasino/deals/extra",
        "/v1/games/kasino/legal-moves/",
        "/openapi.json",
        "/docs/",
    ],
)
@pytest.mark.parametrize("method", ["GET", "POST", "DELETE"])
def test_unknown_path_is_404_problem(client: FlaskClient, path: str, method: str) -> None:
    response = client.open(path, method=method, json={"players": 2})
    assert_problem(response, 404)


@pytest.mark.parametrize(
    "path",
    [
        "/docs/static/nope.js",
        "/docs/static/../../../etc/passwd",
        "/docs/static/%2e%2e/%2e%2e/etc/passwd",
        "/docs/static/..%2f..%2fservice%2f__init__.py",
        "/static/nope.css",
    ],
)
def test_unknown_static_file_is_404_problem(client: FlaskClient, path: str) -> None:
    """A static route exists for GET, so a missing file is 404 (and other methods 405)."""
    assert_problem(client.get(path), 404)
    assert_problem(client.post(path, json={}), 405)


@pytest.mark.parametrize("endpoint", POST_ENDPOINTS)
@pytest.mark.parametrize("game", ["nope", "KASINO", "Kasino", "kasino ", "mulle", "%00", "x" * 300])
def test_unknown_game_is_404_on_every_game_endpoint(
    client: FlaskClient, fresh_state: dict[str, Any], endpoint: str, game: str
) -> None:
    response = post(client, endpoint, body_for(endpoint, fresh_state), game=game)
    assert_problem(response, 404, "unknown_game")


@pytest.mark.parametrize("game", ["nope", "KASINO", "mulle", "x" * 300])
def test_unknown_game_in_the_catalogue_is_404(client: FlaskClient, game: str) -> None:
    assert_problem(client.get(f"/v1/games/{game}"), 404, "unknown_game")


# -- 422 invalid_request: the schema, one pointer per error ---------------------------------


def schema_problem(response: Any, *pointers: str) -> dict[str, Any]:
    problem = assert_problem(response, 422, "invalid_request")
    found = errors_by_pointer(problem)
    for pointer in pointers:
        assert pointer in found, (pointer, problem)
    return problem


NOT_AN_INTEGER = [2.0, 1.5, "2", True, False, None, [2], {"n": 2}, "two"]
NOT_A_BOOLEAN = ["true", "false", 1, 0, 1.0, None, [], "yes"]


@pytest.mark.parametrize("value", NOT_AN_INTEGER, ids=repr)
@pytest.mark.parametrize("field", ["players", "dealer", "seed"])
def test_deal_integers_are_strict(client: FlaskClient, field: str, value: Any) -> None:
    body = {"players": 2, "seed": 1, field: value}
    schema_problem(post(client, "deals", body), f"/{field}")


@pytest.mark.parametrize(
    ("body", "pointer", "code"),
    [
        ({}, "/players", "missing_field"),
        ({"seed": 1}, "/players", "missing_field"),
        ({"players": 2, "bogus": 1}, "/bogus", "unknown_field"),
        ({"players": 2, "state": {}}, "/state", "unknown_field"),
        ({"players": 2, "options": []}, "/options", None),
        ({"players": 2, "options": "s2"}, "/options", None),
        ({"players": 2, "options": None}, "/options", None),
        ({"players": 2, "match": []}, "/match", None),
        ({"players": 2, "match": {}}, "/match/history", "missing_field"),
        ({"players": 2, "match": {"history": [[1.5, 0]]}}, "/match/history/0", None),
        ({"players": 2, "match": {"history": [["1", 0]]}}, "/match/history/0", None),
        ({"players": 2, "match": {"history": [], "x": 1}}, "/match/x", "unknown_field"),
    ],
)
def test_deal_schema_errors(
    client: FlaskClient, body: dict[str, Any], pointer: str, code: str | None
) -> None:
    problem = schema_problem(post(client, "deals", body), pointer)
    if code:
        assert code in errors_by_pointer(problem)[pointer]


@pytest.mark.parametrize("seed", [-1, -(2**53), 2**53, 2**53 + 1, 2**63 - 1])
def test_seed_out_of_range_is_422(client: FlaskClient, seed: int) -> None:
    schema_problem(post(client, "deals", {"players": 2, "seed": seed}), "/seed")


@pytest.mark.parametrize("seed", [0, 1, 2**53 - 1])
def test_seed_at_the_bounds_is_accepted(client: FlaskClient, seed: int) -> None:
    response = post(client, "deals", {"players": 2, "seed": seed})
    assert response.status_code == 200
    assert response.get_json()["seed"] == seed


@pytest.mark.parametrize("players", [-1, 0, 1, 5, 52, 2**62])
def test_wrong_player_count_in_a_deal_request(client: FlaskClient, players: int) -> None:
    problem = assert_problem(post(client, "deals", {"players": players}), 422)
    assert errors_by_pointer(problem)["/players"] == ["invalid_player_count"]


@pytest.mark.parametrize(("players", "dealer"), [(2, 2), (2, -1), (3, 3), (4, 99)])
def test_dealer_out_of_range_in_a_deal_request(
    client: FlaskClient, players: int, dealer: int
) -> None:
    response = post(client, "deals", {"players": players, "dealer": dealer})
    problem = assert_problem(response, 422)
    assert errors_by_pointer(problem)["/dealer"] == ["invalid_seat"]


@pytest.mark.parametrize(
    ("options", "pointer", "code"),
    [
        ({"bogus": 1}, "/options/bogus", "unknown_option"),
        ({"Target": 16}, "/options/Target", "unknown_option"),
        ({"target": "16"}, "/options/target", "invalid_option"),
        ({"target": 16.0}, "/options/target", "invalid_option"),
        ({"target": 1.5}, "/options/target", "invalid_option"),
        ({"target": True}, "/options/target", "invalid_option"),
        ({"target": 0}, "/options/target", "invalid_option"),
        ({"target": -5}, "/options/target", "invalid_option"),
        ({"target": 10_001}, "/options/target", "invalid_option"),
        ({"target": [16]}, "/options/target", "invalid_option"),
        ({"valuation": "nope"}, "/options/valuation", "invalid_option"),
        ({"valuation": "CHOICE"}, "/options/valuation", "invalid_option"),
        ({"valuation": None}, "/options/valuation", "invalid_option"),
        ({"valuation": 1}, "/options/valuation", "invalid_option"),
        ({"forced_capture": "true"}, "/options/forced_capture", "invalid_option"),
        ({"forced_capture": 1}, "/options/forced_capture", "invalid_option"),
        ({"forced_capture": None}, "/options/forced_capture", "invalid_option"),
        ({"partnerships": True}, "/options/partnerships", "invalid_option"),
        ({"profile": "s4"}, "/options/profile", "invalid_option"),
    ],
)
def test_invalid_options_in_a_deal_request(
    client: FlaskClient, options: dict[str, Any], pointer: str, code: str
) -> None:
    response = post(client, "deals", {"players": 2, "options": options})
    problem = assert_problem(response, 422, "invalid_request")
    assert errors_by_pointer(problem) == {pointer: [code]}


def test_every_bad_option_is_reported_at_once(client: FlaskClient) -> None:
    options = {"bogus": 1, "target": "x", "valuation": "nope", "sistan_point": "yes"}
    response = post(client, "deals", {"players": 2, "options": options})
    problem = assert_problem(response, 422)
    assert set(errors_by_pointer(problem)) == {f"/options/{name}" for name in options}


def test_every_schema_error_is_reported_at_once(client: FlaskClient) -> None:
    body = {"players": "2", "dealer": 1.5, "seed": -1, "bogus": True}
    problem = schema_problem(post(client, "deals", body), "/players", "/dealer", "/seed", "/bogus")
    assert len(problem["errors"]) == 4


# the state's own fields -------------------------------------------------------------------

STATE_FIELD_VALUES = [
    ("players", 2.0),
    ("players", "2"),
    ("players", True),
    ("players", None),
    ("dealer", 0.0),
    ("dealer", "0"),
    ("dealer", None),
    ("to_move", 1.5),
    ("to_move", "1"),
    ("to_move", False),
    ("round", "1"),
    ("round", 1.0),
    ("round", None),
    ("version", 2),
    ("version", "1"),
    ("game", None),
    ("game", 7),
    ("phase", "playing"),
    ("phase", None),
    ("hands", "AS"),
    ("hands", [["AS", 1]]),
    ("hands", [[None]]),
    ("hands", {"0": []}),
    ("hands", None),
    ("captured", [[], "x"]),
    ("tabbar", [0, 0.0]),
    ("tabbar", [0, "0"]),
    ("tabbar", [0, True]),
    ("stock", "AS"),
    ("stock", [1]),
    ("table", []),
    ("table", None),
    ("options", []),
    ("options", None),
    ("last_capturer", "0"),
    ("last_capturer", 0.5),
    ("last_round", "false"),
    ("last_round", 0),
    ("last_play", []),
    ("ended_by", "resigned"),
    ("match", None),
    ("match", []),
]


@pytest.mark.parametrize(("field", "value"), STATE_FIELD_VALUES, ids=repr)
def test_ill_typed_state_fields(
    client: FlaskClient, state: dict[str, Any], field: str, value: Any
) -> None:
    response = post(client, "legal-moves", {"state": mutated(state, **{field: value})})
    schema_problem(response, f"/state/{field}")


@pytest.mark.parametrize(
    "field",
    [
        "game",
        "players",
        "dealer",
        "to_move",
        "phase",
        "round",
        "hands",
        "table",
        "captured",
        "tabbar",
        "stock",
        "last_capturer",
        "match",
        "options",
    ],
)
def test_missing_state_field(client: FlaskClient, state: dict[str, Any], field: str) -> None:
    del state[field]
    problem = schema_problem(post(client, "legal-moves", {"state": state}), f"/state/{field}")
    assert errors_by_pointer(problem)[f"/state/{field}"] == ["missing_field"]


@pytest.mark.parametrize(
    ("path", "value", "pointer"),
    [
        (("table", "extra"), 1, "/state/table/extra"),
        (("table", "cards"), "AS", "/state/table/cards"),
        (("table", "builds"), {}, "/state/table/builds"),
        (("match", "bogus"), 1, "/state/match/bogus"),
        (("match", "seed"), -1, "/state/match/seed"),
        (("match", "seed"), 2**53, "/state/match/seed"),
        (("match", "seed"), 1.0, "/state/match/seed"),
        (("match", "deal_number"), 0, "/state/match/deal_number"),
        (("match", "scores"), [0, 0.5], "/state/match/scores"),
        (("match", "over"), "no", "/state/match/over"),
        (("match", "target"), "16", "/state/match/target"),
    ],
)
def test_ill_typed_nested_state_fields(
    client: FlaskClient, state: dict[str, Any], path: tuple[str, str], value: Any, pointer: str
) -> None:
    state[path[0]][path[1]] = value
    schema_problem(post(client, "legal-moves", {"state": state}), pointer)


def test_unknown_fields_at_every_level(client: FlaskClient, state: dict[str, Any]) -> None:
    state["bogus"] = 1
    state["table"]["bogus"] = 2
    state["match"]["bogus"] = 3
    move = {"player": state["to_move"], "card": state["hands"][state["to_move"]][0], "bogus": 4}
    body = {"state": state, "move": move, "bogus": 5}
    problem = schema_problem(
        post(client, "validate", body),
        "/bogus",
        "/state/bogus",
        "/state/table/bogus",
        "/state/match/bogus",
        "/move/bogus",
    )
    assert all(item["code"] == "unknown_field" for item in problem["errors"])


def test_last_play_fields_are_strict(client: FlaskClient, state: dict[str, Any]) -> None:
    state["last_play"] = {"player": "0", "card": 7, "captured": "AS", "tabbe": "no", "x": 1}
    schema_problem(
        post(client, "legal-moves", {"state": state}),
        "/state/last_play/player",
        "/state/last_play/card",
        "/state/last_play/captured",
        "/state/last_play/tabbe",
        "/state/last_play/x",
    )


@pytest.mark.parametrize("endpoint", STATE_ENDPOINTS)
@pytest.mark.parametrize("value", [None, [], "state", 1])
def test_state_that_is_not_an_object(client: FlaskClient, endpoint: str, value: Any) -> None:
    body = body_for(endpoint, deal_state_stub())
    body["state"] = value
    schema_problem(post(client, endpoint, body), "/state")


def deal_state_stub() -> dict[str, Any]:
    return {"to_move": 0, "hands": [["AS"]]}


@pytest.mark.parametrize("endpoint", STATE_ENDPOINTS)
def test_missing_state(client: FlaskClient, endpoint: str) -> None:
    body = body_for(endpoint, deal_state_stub())
    del body["state"]
    problem = schema_problem(post(client, endpoint, body), "/state")
    assert errors_by_pointer(problem)["/state"] == ["missing_field"]


# the move ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("move", "pointer"),
    [
        ({"player": "1", "card": "AS"}, "/move/player"),
        ({"player": 1.0, "card": "AS"}, "/move/player"),
        ({"player": True, "card": "AS"}, "/move/player"),
        ({"player": None, "card": "AS"}, "/move/player"),
        ({"card": "AS"}, "/move/player"),
        ({"player": 1, "card": 7}, "/move/card"),
        ({"player": 1, "card": None}, "/move/card"),
        ({"player": 1, "card": ["AS"]}, "/move/card"),
        ({"player": 1, "card": "AS", "capture": "7H"}, "/move/capture"),
        ({"player": 1, "card": "AS", "capture": [7]}, "/move/capture"),
        ({"player": 1, "card": "AS", "capture": None}, "/move/capture"),
        ({"player": 1, "card": "AS", "groups": "7H"}, "/move/groups"),
        ({"player": 1, "card": "AS", "groups": ["7H"]}, "/move/groups/0"),
        ({"player": 1, "card": "AS", "values": []}, "/move/values"),
        ({"player": 1, "card": "AS", "announce_out": "true"}, "/move/announce_out"),
        ({"player": 1, "card": "AS", "announce_out": 1}, "/move/announce_out"),
        ({"player": 1, "card": "AS", "build": {"value": 7}}, "/move/build/parts"),
        ({"player": 1, "card": "AS", "bogus": 1}, "/move/bogus"),
    ],
    ids=repr,
)
@pytest.mark.parametrize("endpoint", ["validate", "apply"])
def test_ill_typed_moves(
    client: FlaskClient, state: dict[str, Any], endpoint: str, move: dict[str, Any], pointer: str
) -> None:
    schema_problem(post(client, endpoint, {"state": state, "move": move}), pointer)


@pytest.mark.parametrize("move", [None, [], "7S", 1])
def test_move_that_is_not_an_object(client: FlaskClient, state: dict[str, Any], move: Any) -> None:
    schema_problem(post(client, "validate", {"state": state, "move": move}), "/move")


def test_move_with_neither_card_nor_announcement(
    client: FlaskClient, state: dict[str, Any]
) -> None:
    response = post(client, "validate", {"state": state, "move": {"player": state["to_move"]}})
    problem = assert_problem(response, 422, "invalid_request")
    assert errors_by_pointer(problem) == {"/move": ["invalid_move_shape"]}


@pytest.mark.parametrize(
    ("change", "pointer"),
    [
        ({"card": "ZZ"}, "/move/card"),
        ({"card": "as"}, "/move/card"),
        ({"card": "1S"}, "/move/card"),
        ({"card": "10d"}, "/move/card"),
        ({"card": "JK"}, "/move/card"),
        ({"card": ""}, "/move/card"),
        ({"card": "AS ", "capture": []}, "/move/card"),
        ({"capture": ["9H", "QQ"]}, "/move/capture/1"),
        ({"capture": ["b1x"]}, "/move/capture/0"),
        ({"capture": ["X"], "groups": [["X"]]}, "/move/groups/0/0"),
        ({"capture": ["AS"], "values": {"ZZ": 1}}, "/move/values/ZZ"),
    ],
    ids=repr,
)
@pytest.mark.parametrize("endpoint", ["validate", "apply"])
def test_unknown_card_codes_in_the_move(
    client: FlaskClient, state: dict[str, Any], endpoint: str, change: dict[str, Any], pointer: str
) -> None:
    move = {"player": state["to_move"], "card": state["hands"][state["to_move"]][0], **change}
    problem = assert_problem(post(client, endpoint, {"state": state, "move": move}), 422)
    assert problem["code"] == "invalid_request"
    assert "invalid_card" in errors_by_pointer(problem)[pointer], problem


def test_several_bad_card_codes_in_a_move_are_all_reported(
    client: FlaskClient, state: dict[str, Any]
) -> None:
    move = {"player": state["to_move"], "card": "XX", "capture": ["YY", "9H", "ZZ"]}
    problem = assert_problem(post(client, "validate", {"state": state, "move": move}), 422)
    assert errors_by_pointer(problem) == {
        "/move/card": ["invalid_card"],
        "/move/capture/0": ["invalid_card"],
        "/move/capture/2": ["invalid_card"],
    }


def test_bad_card_in_a_replayed_move_points_into_moves(
    client: FlaskClient, state: dict[str, Any]
) -> None:
    seat = state["to_move"]
    moves = [{"player": seat, "card": state["hands"][seat][0]}, {"player": 0, "card": "QQ"}]
    problem = assert_problem(post(client, "replay", {"state": state, "moves": moves}), 422)
    assert errors_by_pointer(problem) == {"/moves/1/card": ["invalid_card"]}


@pytest.mark.parametrize(
    ("body", "pointer"),
    [
        ({"limit": -1}, "/limit"),
        ({"limit": 100_001}, "/limit"),
        ({"limit": 1.0}, "/limit"),
        ({"limit": "5"}, "/limit"),
        ({"limit": True}, "/limit"),
        ({"limit": None}, "/limit"),
    ],
    ids=repr,
)
def test_bad_limit(
    client: FlaskClient, state: dict[str, Any], body: dict[str, Any], pointer: str
) -> None:
    schema_problem(post(client, "legal-moves", {"state": state, **body}), pointer)


@pytest.mark.parametrize("player", ["0", 0.0, 0.5, True, None, [0]], ids=repr)
def test_bad_view_player(client: FlaskClient, state: dict[str, Any], player: Any) -> None:
    schema_problem(post(client, "view", {"state": state, "player": player}), "/player")


@pytest.mark.parametrize(
    ("moves", "pointer"),
    [
        (None, "/moves"),
        ({}, "/moves"),
        ("7S", "/moves"),
        ([{"player": 1, "card": "7S", "x": 1}], "/moves/0/x"),
        ([{"player": 1, "card": "7S"}, {"player": "1", "card": "7S"}], "/moves/1/player"),
        ([{"player": 1, "card": "7S"}] * 1001, "/moves"),
    ],
    ids=["null", "object", "string", "unknown field", "bad player", "too many"],
)
def test_bad_replay_moves(
    client: FlaskClient, state: dict[str, Any], moves: Any, pointer: str
) -> None:
    schema_problem(post(client, "replay", {"state": state, "moves": moves}), pointer)


# -- 422 invalid_state: impossible states, every problem at its pointer ----------------------


def state_problem(response: Any) -> dict[str, list[str]]:
    return errors_by_pointer(assert_problem(response, 422, "invalid_state"))


@pytest.mark.parametrize("endpoint", STATE_ENDPOINTS)
@pytest.mark.parametrize("code", ["ZZ", "as", "1S", "11S", "10d", "JK", "", "A S", "AS\u0000"])
def test_unknown_card_in_a_hand_points_to_the_element(
    client: FlaskClient, state: dict[str, Any], endpoint: str, code: str
) -> None:
    state["hands"][0][1] = code
    found = state_problem(post(client, endpoint, body_for(endpoint, state)))
    assert "invalid_card" in found["/state/hands/0/1"]


@pytest.mark.parametrize(
    ("zone", "pointer"),
    [
        (("table", "cards", 2), "/state/table/cards/2"),
        (("stock", 5), "/state/stock/5"),
        (("stock", -1), "/state/stock/39"),
        (("hands", 1, 3), "/state/hands/1/3"),
    ],
)
def test_unknown_card_in_any_zone(
    client: FlaskClient, state: dict[str, Any], zone: tuple[Any, ...], pointer: str
) -> None:
    target: Any = state
    for key in zone[:-1]:
        target = target[key]
    target[zone[-1]] = "QQ"
    found = state_problem(post(client, "legal-moves", {"state": state}))
    assert "invalid_card" in found[pointer]


def test_unknown_card_in_a_captured_pile(client: FlaskClient, finished: dict[str, Any]) -> None:
    final = mutated(finished["final"])
    seat = next(seat for seat, pile in enumerate(final["captured"]) if len(pile) > 2)
    final["captured"][seat][2] = "QQ"
    found = state_problem(post(client, "score", {"state": final}))
    assert "invalid_card" in found[f"/state/captured/{seat}/2"]


def test_card_in_two_places_points_to_the_second(
    client: FlaskClient, state: dict[str, Any]
) -> None:
    first = state["hands"][0][0]
    lost = state["table"]["cards"][1]
    state["table"]["cards"][1] = first
    found = state_problem(post(client, "legal-moves", {"state": state}))
    assert found["/state/table/cards/1"] == ["duplicate_card"]
    assert "/state/hands/0/0" not in found
    assert "missing_cards" in found["/state"]
    response = post(client, "legal-moves", {"state": state})
    message = next(e for e in response.get_json()["errors"] if e["code"] == "missing_cards")
    assert lost in message["message"]


def test_card_twice_in_one_hand(client: FlaskClient, state: dict[str, Any]) -> None:
    state["hands"][1][2] = state["hands"][1][0]
    found = state_problem(post(client, "legal-moves", {"state": state}))
    assert found["/state/hands/1/2"] == ["duplicate_card"]


def test_card_in_hand_and_stock(client: FlaskClient, state: dict[str, Any]) -> None:
    state["stock"][10] = state["hands"][1][2]
    found = state_problem(post(client, "legal-moves", {"state": state}))
    assert found["/state/stock/10"] == ["duplicate_card"]


def test_missing_cards(client: FlaskClient, state: dict[str, Any]) -> None:
    gone = state["stock"].pop()
    found = state_problem(post(client, "legal-moves", {"state": state}))
    assert "missing_cards" in found["/state"]
    assert "wrong_stock_size" in found["/state/stock"]
    body = post(client, "legal-moves", {"state": state}).get_json()
    assert any(gone in e["message"] for e in body["errors"] if e["code"] == "missing_cards")


def test_extra_card_beyond_the_deck(client: FlaskClient, state: dict[str, Any]) -> None:
    state["stock"].append(state["stock"][0])
    found = state_problem(post(client, "legal-moves", {"state": state}))
    assert found[f"/state/stock/{len(state['stock']) - 1}"] == ["duplicate_card"]


def test_wrong_hand_sizes(client: FlaskClient, state: dict[str, Any]) -> None:
    """The dealer plays last: he cannot be a card short while forehand still holds four."""
    dealer = state["dealer"]
    state["stock"].append(state["hands"][dealer].pop())
    found = state_problem(post(client, "legal-moves", {"state": state}))
    assert any(p.startswith("/state/hands") for p in found), found


def test_hand_too_large(client: FlaskClient, state: dict[str, Any]) -> None:
    state["hands"][1].append(state["stock"].pop())
    found = state_problem(post(client, "legal-moves", {"state": state}))
    assert any(p.startswith("/state/hands") for p in found), found
    assert "/state/stock" in found


def test_wrong_to_move(client: FlaskClient, state: dict[str, Any]) -> None:
    state["to_move"] = state["dealer"]  # forehand leads, not the dealer
    found = state_problem(post(client, "legal-moves", {"state": state}))
    assert found["/state/to_move"] == ["wrong_player_to_move"]


def test_to_move_null_while_in_play(client: FlaskClient, state: dict[str, Any]) -> None:
    state["to_move"] = None
    found = state_problem(post(client, "legal-moves", {"state": state}))
    assert "/state/to_move" in found


@pytest.mark.parametrize(
    ("field", "value"),
    [("dealer", 2), ("dealer", -1), ("to_move", 2), ("to_move", -1), ("last_capturer", 5)],
)
@pytest.mark.parametrize("endpoint", STATE_ENDPOINTS)
def test_seat_out_of_range(
    client: FlaskClient, state: dict[str, Any], endpoint: str, field: str, value: int
) -> None:
    state[field] = value
    found = state_problem(post(client, endpoint, body_for(endpoint, state)))
    assert "invalid_seat" in found[f"/state/{field}"]


def test_last_play_seat_out_of_range(client: FlaskClient, state: dict[str, Any]) -> None:
    state["last_play"] = {"player": 9, "card": "AS", "captured": [], "tabbe": False}
    found = state_problem(post(client, "legal-moves", {"state": state}))
    assert found["/state/last_play/player"] == ["invalid_seat"]


@pytest.mark.parametrize("players", [0, 1, 5, 3, -2])
def test_wrong_player_count_in_a_state(
    client: FlaskClient, state: dict[str, Any], players: int
) -> None:
    state["players"] = players
    found = state_problem(post(client, "legal-moves", {"state": state}))
    assert any(p in found for p in ("/state/players", "/state/hands")), found


def test_hands_for_the_wrong_number_of_seats(client: FlaskClient, state: dict[str, Any]) -> None:
    state["hands"].append([])
    found = state_problem(post(client, "legal-moves", {"state": state}))
    assert found["/state/hands"] == ["wrong_length"]


@pytest.mark.parametrize("game", ["mulle", "", "KASINO", "byggkasino"])
@pytest.mark.parametrize("endpoint", STATE_ENDPOINTS)
def test_state_of_another_game(
    client: FlaskClient, state: dict[str, Any], endpoint: str, game: str
) -> None:
    state["game"] = game
    found = state_problem(post(client, endpoint, body_for(endpoint, state)))
    assert found == {"/state/game": ["wrong_game"]}


@pytest.mark.parametrize(
    ("options", "pointer"),
    [
        ({"bogus": True}, "/state/options/bogus"),
        ({"target": "16"}, "/state/options/target"),
        ({"target": 16.5}, "/state/options/target"),
        ({"valuation": "nope"}, "/state/options/valuation"),
        ({"forced_capture": "false"}, "/state/options/forced_capture"),
        ({"partnerships": True}, "/state/options/partnerships"),
    ],
)
@pytest.mark.parametrize("endpoint", STATE_ENDPOINTS)
def test_invalid_options_in_a_state(
    client: FlaskClient,
    state: dict[str, Any],
    endpoint: str,
    options: dict[str, Any],
    pointer: str,
) -> None:
    state["options"] = {**state["options"], **options}
    problem = assert_problem(post(client, endpoint, body_for(endpoint, state)), 422)
    assert problem["code"] in ("invalid_state", "invalid_request")
    assert pointer in errors_by_pointer(problem), problem


def test_options_missing_from_a_state_take_defaults(
    client: FlaskClient, state: dict[str, Any]
) -> None:
    state["options"] = {}
    response = post(client, "legal-moves", {"state": state})
    assert response.status_code == 200, response.get_data(as_text=True)


def test_match_target_must_equal_the_option(client: FlaskClient, state: dict[str, Any]) -> None:
    state["match"]["target"] = 21
    found = state_problem(post(client, "legal-moves", {"state": state}))
    assert found["/state/match/target"] == ["wrong_target"]


def test_builds_are_refused_in_kasino(client: FlaskClient, state: dict[str, Any]) -> None:
    card = state["table"]["cards"].pop()
    state["table"]["builds"] = [
        {
            "id": "b1",
            "value": 9,
            "parts": [[card]],
            "created_by": 0,
            "creation_value": 9,
            "history": [{"seat": 0, "type": "create"}],
        }
    ]
    found = state_problem(post(client, "legal-moves", {"state": state}))
    assert "/state/table/builds" in found


def test_several_problems_are_all_reported_at_once(
    client: FlaskClient, state: dict[str, Any]
) -> None:
    state["hands"][0][1] = "ZZ"  # unknown card
    state["table"]["cards"][0] = state["hands"][1][0]  # a card in two places
    state["to_move"] = state["dealer"]  # the wrong player to move
    state["tabbar"] = [3, 0]  # tabbes without captures
    state["match"]["scores"] = [5, 0]  # scores without a history
    found = state_problem(post(client, "legal-moves", {"state": state}))
    assert found["/state/hands/0/1"] == ["invalid_card"]
    assert found["/state/table/cards/0"] == ["duplicate_card"]
    assert "missing_cards" in found["/state"]
    assert found["/state/to_move"] == ["wrong_player_to_move"]
    assert found["/state/tabbar/0"] == ["impossible_tabbar"]
    assert "wrong_scores" in found["/state/match/scores"]


def test_last_round_flag_is_checked_when_given(client: FlaskClient, state: dict[str, Any]) -> None:
    state["last_round"] = True
    found = state_problem(post(client, "legal-moves", {"state": state}))
    assert found["/state/last_round"] == ["wrong_last_round"]


def test_finished_state_with_cards_left_is_refused(
    client: FlaskClient, state: dict[str, Any]
) -> None:
    state["phase"] = "deal_over"
    state["to_move"] = None
    for endpoint in ("score", "next-deal", "legal-moves"):
        found = state_problem(post(client, endpoint, {"state": state}))
        assert "deal_not_finished" in found["/state/phase"]


# -- bugs found by these tests (kept as regression tests) ------------------------------------


def test_seat_problems_do_not_hide_the_other_problems(
    client: FlaskClient, state: dict[str, Any]
) -> None:
    """An out-of-range dealer must not hide an unknown card: all problems at once (§5).

    Regression: ``check_state`` once returned after ``seat_problems`` as soon as any seat
    problem was found, so the card problems of the same state were never reported.
    """
    state["dealer"] = 7
    state["hands"][0][1] = "ZZ"
    found = state_problem(post(client, "legal-moves", {"state": state}))
    assert found.get("/state/dealer") == ["invalid_seat"]
    assert found.get("/state/hands/0/1") == ["invalid_card"], found


def test_unknown_card_in_last_play_is_refused(client: FlaskClient, state: dict[str, Any]) -> None:
    """Every card code of a state is checked (contract §1), the last play's too.

    Regression: ``last_play.card`` and ``last_play.captured`` were once never checked
    against the deck, so a state carrying ``"card": "ZZ"`` was accepted (200).
    """
    state["last_play"] = {"player": 0, "card": "ZZ", "captured": [], "tabbe": False}
    found = state_problem(post(client, "legal-moves", {"state": state}))
    assert found.get("/state/last_play/card") == ["invalid_card"], found


def test_pointer_to_a_bad_value_in_move_values(client: FlaskClient, state: dict[str, Any]) -> None:
    """The pointer names the offending member ``/move/values/AS``, which exists in the request.

    Regression: ``flatten`` once turned marshmallow's ``{"AS": {"value": [...]}}`` for a Dict
    field into ``/move/values/AS/value``, a pointer to nothing in the request.
    """
    move = {"player": state["to_move"], "card": "AS", "capture": ["9H"], "values": {"AS": "x"}}
    problem = schema_problem(post(client, "validate", {"state": state, "move": move}))
    assert set(errors_by_pointer(problem)) == {"/move/values/AS"}, problem


@pytest.mark.parametrize(("name", "escaped"), [("a/b", "a~1b"), ("x~y", "x~0y"), ("~/", "~0~1")])
def test_pointers_escape_slash_and_tilde(
    client: FlaskClient, state: dict[str, Any], name: str, escaped: str
) -> None:
    """RFC 6901: '~' is written '~0' and '/' is '~1' inside a JSON pointer's reference token.

    Regression: names were once joined into pointers unescaped (``flatten`` for unknown
    fields, ``core.options.resolve`` for options), so ``{"a/b": 1}`` was reported at ``/a/b``.
    """
    problem = assert_problem(post(client, "deals", {"players": 2, name: 1}), 422)
    assert errors_by_pointer(problem) == {f"/{escaped}": ["unknown_field"]}
    problem = assert_problem(post(client, "deals", {"players": 2, "options": {name: 1}}), 422)
    assert errors_by_pointer(problem) == {f"/options/{escaped}": ["unknown_option"]}
    state[name] = 1
    problem = assert_problem(post(client, "legal-moves", {"state": state}), 422)
    assert errors_by_pointer(problem) == {f"/state/{escaped}": ["unknown_field"]}


def test_a_state_whose_history_already_decided_the_match_is_refused(
    client: FlaskClient, state: dict[str, Any]
) -> None:
    """Deal 2 in play after a first deal of 16–3 (target 16): that match is already over.

    The deals endpoint refuses this very history (422 ``match_over`` at ``/match/history/0``);
    a state carrying it was once accepted, as ``invariants.match_problems`` did not check
    that the recorded deals leave the match undecided.
    """
    assert_problem(post(client, "deals", {"players": 2, "match": {"history": [[16, 3]]}}), 422)
    state["match"].update(deal_number=2, history=[[16, 3]], scores=[16, 3])
    found = state_problem(post(client, "legal-moves", {"state": state}))
    assert any(pointer.startswith("/state/match") for pointer in found), found


def test_a_finished_deal_that_decided_the_match_must_say_so(
    client: FlaskClient, finished: dict[str, Any]
) -> None:
    """History 12–0 then this deal's totals: side 0 passes the target, yet ``over`` is false.

    ``match_problems`` once did not compare ``over``/``winners``/``decided_by`` with what the
    history, target and tie rule decide: score answered 200 and next-deal dealt a deal 3 of a
    match that was over.
    """
    final = mutated(finished["final"])
    totals = final["match"]["history"][-1]
    history = [[16 - totals[0], 0], totals]
    final["match"].update(
        deal_number=2, history=history, scores=[16, totals[1]], over=False, winners=None
    )
    assert final["match"]["scores"][0] > final["match"]["scores"][1]
    for endpoint in ("score", "next-deal"):
        found = state_problem(post(client, endpoint, {"state": final}))
        assert any(pointer.startswith("/state/match") for pointer in found), (endpoint, found)


def test_a_match_cannot_be_over_below_the_target(
    client: FlaskClient, finished: dict[str, Any]
) -> None:
    """Scores below the target 16, yet ``over: true`` with a made-up winner and reason.

    Once accepted: score answered 200 with ``over: true``, next-deal said ``match_over``.
    """
    final = mutated(finished["final"])
    assert max(final["match"]["scores"]) < final["match"]["target"]
    final["match"].update(over=True, winners=[0], decided_by="points")
    found = state_problem(post(client, "score", {"state": final}))
    assert any(pointer.startswith("/state/match") for pointer in found), found
    final["match"]["decided_by"] = "made_up"
    found = state_problem(post(client, "score", {"state": final}))
    assert any(pointer.startswith("/state/match") for pointer in found), found


def declared_1000_state(client: FlaskClient) -> dict[str, Any]:
    """A 2-player 1000 deal in play with a declaration made (seed 0, declarations first)."""
    rng = random.Random(0)
    state = ok_json(post(client, "deals", {"players": 2, "seed": 0}, game="1000"))["state"]
    for _ in range(200):
        if state["phase"] == "play" and state.get("declarations"):
            return state
        body = {"state": state, "limit": 200}
        moves = ok_json(post(client, "legal-moves", body, game="1000"))["moves"]
        assert moves, state
        declare = [move for move in moves if move.get("type") == "declare"]
        move = declare[0] if declare else rng.choice(moves)
        state = ok_json(post(client, "apply", {"state": state, "move": move}, game="1000"))["state"]
    raise AssertionError("no declaration was made")


@pytest.mark.parametrize("scores", [[0], [0, 0, 0]])
def test_tarot_state_with_match_scores_of_the_wrong_length_is_422(
    client: FlaskClient, scores: list[int]
) -> None:
    """A wrong-length ``match.scores`` is an impossible state (422), never a crash.

    With a declaration on the table, ``tarot/invariants.py`` ``_declaration_problems`` zips
    ``match.scores`` with the declaration totals (``strict=True``) before the match's shape is
    checked: ValueError, 500.
    """
    if not any(game["id"] == "1000" for game in client.get("/v1/games").get_json()["games"]):
        pytest.skip("no game 1000 in the catalogue")
    state = declared_1000_state(client)
    state["match"]["scores"] = scores
    for endpoint in ("legal-moves", "score", "view"):
        body: dict[str, Any] = {"state": state}
        if endpoint == "view":
            body["player"] = 0
        problem = assert_problem(post(client, endpoint, body, game="1000"), 422)
        assert any(e["pointer"].startswith("/state/match") for e in problem["errors"]), problem


def test_an_unexpected_error_is_a_problem_not_a_page() -> None:
    """The last-resort handler: even a crash answers problem+json without internals."""
    app = create_app({"TESTING": True})

    @app.get("/boom")
    def boom() -> None:
        raise RuntimeError("secret internals")

    response = app.test_client().get("/boom")
    problem = assert_problem(response, 500, "internal_error")
    assert "secret" not in response.get_data(as_text=True)
    assert "Traceback" not in problem["detail"]


# -- duplicate keys: a referee does not guess which one was meant ---------------------------


def with_duplicate(body: dict[str, Any], pointer: tuple[str, ...], key: str, value: Any) -> bytes:
    """``body`` as JSON with ``key`` written a second time (before the first) in the object
    at ``pointer``."""
    target: Any = body
    for part in pointer:
        target = target[part]
    marker = "__duplicate_marker__"
    target[marker] = value
    raw = orjson.dumps(body).decode()
    return raw.replace(f'"{marker}":', f'"{key}":', 1).encode()


@pytest.mark.parametrize(
    "data",
    [
        b'{"players":2,"players":4}',
        b'{"players":2,"seed":1,"seed":1}',
        b'{"players":2,"options":{"target":16,"target":16}}',
        b'{"players":2,"p\\u006cayers":4}',  # the same key, one spelt with an escape
        b'{"players":2,"junk":' + b"[" * 600 + b'{"a":1,"a":2}' + b"]" * 600 + b"}",
        b'{"players":2,"note":"a\\u003ab","note":"c:d"}',  # escaped and literal colons
    ],
    ids=["players", "same value", "nested", "escaped key", "deep", "escaped colon"],
)
def test_duplicate_keys_in_a_deal_request_are_400(client: FlaskClient, data: bytes) -> None:
    problem = assert_problem(raw_post(client, "deals", data), 400, "duplicate_key")
    assert "appears twice" in problem["errors"][0]["message"]


@pytest.mark.parametrize("endpoint", STATE_ENDPOINTS)
def test_a_state_with_two_game_keys_is_400(
    client: FlaskClient, fresh_state: dict[str, Any], endpoint: str
) -> None:
    body = body_for(endpoint, copy.deepcopy(fresh_state))
    data = with_duplicate(body, ("state",), "game", "kasino")
    assert data.count(b'"game":"kasino"') == 2
    problem = assert_problem(raw_post(client, endpoint, data), 400, "duplicate_key")
    assert '"game"' in problem["errors"][0]["message"]


def test_duplicate_keys_deep_in_a_state_or_move_are_400(
    client: FlaskClient, fresh_state: dict[str, Any]
) -> None:
    body = body_for("apply", copy.deepcopy(fresh_state))
    for pointer, key in [(("move",), "card"), (("state", "table"), "cards"), (("state",), "hands")]:
        data = with_duplicate(copy.deepcopy(body), pointer, key, [] if key != "card" else "2S")
        assert_problem(raw_post(client, "apply", data), 400, "duplicate_key")


def test_colons_in_strings_are_not_taken_for_duplicates(client: FlaskClient) -> None:
    """The fast check counts colons; strings with colons (plain or escaped) must not fool it."""
    for data in (
        b'{"players":2,"seed":1,"x":"a:b::c"}',
        b'{"players":2,"seed":1,"x":"\\u003a"}',
        b'{"players":2,"seed":1,"x:":{"y:":"\\":"}}',
    ):
        response = raw_post(client, "deals", data)
        assert_problem(response, 422, "invalid_request")  # the unknown field, not a duplicate


def test_a_body_without_duplicates_is_not_reparsed(
    client: FlaskClient, fresh_state: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The common path is decided by the fast colon count: the exact check never runs."""
    import service.api.body as body_module

    def refuse(*args: Any, **kwargs: Any) -> None:
        raise AssertionError("the slow duplicate check ran")

    monkeypatch.setattr(body_module, "_key_count", refuse)
    response = post(client, "validate", body_for("validate", copy.deepcopy(fresh_state)))
    ok_json(response)


# -- OPTIONS, //, HEAD in the app ------------------------------------------------------------


@pytest.mark.parametrize("path", [*sorted(EXPECTED_METHODS), "/static/x.css"])
def test_options_is_a_405_problem_with_allow(client: FlaskClient, path: str) -> None:
    response = client.open(path, method="OPTIONS")
    assert_problem(response, 405, "method_not_allowed")
    allow = {m.strip() for m in response.headers["Allow"].split(",")}
    assert "OPTIONS" not in allow
    assert allow == EXPECTED_METHODS.get(path, {"GET"}) | ({"HEAD"} if "GET" in allow else set())


@pytest.mark.parametrize(
    "path",
    ["//v1//games", "//healthz", "/v1//games", "/v1/games//kasino", "/v1/games/kasino//deals"],
)
@pytest.mark.parametrize("method", ["GET", "POST"])
def test_double_slash_is_404_and_never_reflects_host(
    client: FlaskClient, path: str, method: str
) -> None:
    response = client.open(path, method=method, headers={"Host": "evil.example"}, json={})
    assert_problem(response, 404, "not_found")
    assert "Location" not in response.headers


def test_head_answers_like_get_without_a_body(client: FlaskClient) -> None:
    for path in ("/healthz", "/v1/games", "/v1/games/kasino", "/openapi.yaml"):
        get, head = client.get(path), client.head(path)
        assert head.status_code == get.status_code == 200
        assert head.mimetype == get.mimetype and head.mimetype != "text/html"
        assert head.data == b""
    head = client.head(url("deals"))
    assert head.status_code == 405 and head.mimetype == "application/problem+json"
    assert head.headers["Allow"] == "POST"


# -- HTTP on the wire: raw sockets against a real gunicorn, and through nginx ----------------
#
# Behind nginx (the production topology) malformed HTTP never reaches gunicorn: nginx answers
# it with its own problem+json (deploy/nginx/kortdomaren.conf). gunicorn alone must not answer
# 500 or HTML either: its own error pages are replaced in gunicorn.conf.py, and the app maps a
# body it cannot read to a 400. "ok" marks a request that is well-formed enough to be served
# (nginx ignores chunk extensions and trailers, RFC 9112 §7.1.1 and §7.1.2); "closed", a
# request cut short, which nginx drops without an answer.

DEAL = b'{"players": 2, "seed": 1}'
POST_HEAD = b"POST /v1/games/kasino/deals HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
CHUNKED = POST_HEAD + b"Transfer-Encoding: chunked\r\n\r\n"


def chunked(*parts: bytes) -> bytes:
    return CHUNKED + b"".join(parts)


#: name: (request, half-close after sending, gunicorn alone, through nginx)
WIRE_CASES: dict[str, tuple[bytes, bool, str | None, str]] = {
    "chunk size zz": (chunked(b"zz\r\n", DEAL, b"\r\n0\r\n\r\n"), False, "400", "400"),
    "chunk size -2": (chunked(b"-2\r\nab\r\n0\r\n\r\n"), False, "400", "400"),
    "chunk size 0x2": (chunked(b"0x2\r\nab\r\n0\r\n\r\n"), False, "400", "400"),
    "chunk size with a space": (chunked(b"1 9\r\n", DEAL, b"\r\n0\r\n\r\n"), False, "400", "400"),
    "chunk missing CRLF": (chunked(b"19\r\n", DEAL, b"0\r\n\r\n"), False, "400", "400"),
    "chunk bad extension": (chunked(b"19;a\nb\r\n", DEAL, b"\r\n0\r\n\r\n"), False, "400", "400"),
    "chunk over-long size line": (
        chunked(b"19;" + b"e" * 10000 + b"\r\n", DEAL, b"\r\n0\r\n\r\n"),
        False,
        None,
        "ok",
    ),
    "chunk size ffffffffffffffffffff": (
        chunked(b"ffffffffffffffffffff\r\n", DEAL, b"\r\n0\r\n\r\n"),
        True,
        "400",
        "400",
    ),
    "chunk bad trailer": (
        chunked(b"19\r\n", DEAL, b"\r\n0\r\nno colon\r\n\r\n"),
        False,
        "400",
        "ok",
    ),
    "chunk trailer with a control byte": (
        chunked(b"19\r\n", DEAL, b"\r\n0\r\nX-A: \x01\r\n\r\n"),
        False,
        "400",
        "ok",
    ),
    "chunked body truncated": (chunked(b"19\r\n", DEAL[:10]), True, "400", "closed"),
    "chunked body without the last chunk": (
        chunked(b"19\r\n", DEAL, b"\r\n"),
        True,
        "400",
        "closed",
    ),
    "content-length and chunked": (
        POST_HEAD
        + b"Content-Length: 25\r\nTransfer-Encoding: chunked\r\n\r\n19\r\n"
        + DEAL
        + b"\r\n0\r\n\r\n",
        False,
        "400",
        "400",
    ),
    "two content-lengths": (
        POST_HEAD + b"Content-Length: 25\r\nContent-Length: 26\r\n\r\n" + DEAL,
        False,
        "400",
        "400",
    ),
    "content-length abc": (POST_HEAD + b"Content-Length: abc\r\n\r\n" + DEAL, False, "400", "400"),
    "content-length -1": (POST_HEAD + b"Content-Length: -1\r\n\r\n" + DEAL, False, "400", "400"),
    "content-length longer than the body": (
        POST_HEAD + b"Content-Length: 90\r\n\r\n" + DEAL,
        True,
        "400",
        "closed",
    ),
    "transfer-encoding gzip": (
        POST_HEAD + b"Transfer-Encoding: gzip\r\n\r\n" + DEAL,
        False,
        "400",
        "400",
    ),
    "transfer-encoding gzip, chunked": (
        POST_HEAD + b"Transfer-Encoding: gzip, chunked\r\n\r\n19\r\n" + DEAL + b"\r\n0\r\n\r\n",
        False,
        None,
        "400",
    ),
    "request line of 9000 bytes": (
        b"GET /" + b"a" * 9000 + b" HTTP/1.1\r\nHost: x\r\n\r\n",
        False,
        "414",
        "414",
    ),
    "header of 9000 bytes": (
        b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-A: " + b"a" * 9000 + b"\r\n\r\n",
        False,
        "431",
        "431",
    ),
    "200 header fields": (
        b"GET /healthz HTTP/1.1\r\nHost: x\r\n"
        + b"".join(b"X-%d: a\r\n" % i for i in range(200))
        + b"\r\n",
        False,
        "431",
        "431",
    ),
    "not HTTP": (b"HELLO\r\n\r\n", False, "400", "400"),
    "HTTP/9.9": (b"GET /healthz HTTP/9.9\r\nHost: x\r\n\r\n", False, "400", "400"),
    "space in a header name": (
        b"GET /healthz HTTP/1.1\r\nHost: x\r\nX A: b\r\n\r\n",
        False,
        "400",
        "400",
    ),
    "NUL in the path": (b"GET /heal\x00thz HTTP/1.1\r\nHost: x\r\n\r\n", False, "400", "400"),
    "OPTIONS": (b"OPTIONS /v1/games HTTP/1.1\r\nHost: x\r\n\r\n", False, "405", "405"),
    "OPTIONS on a POST path": (
        b"OPTIONS /v1/games/kasino/deals HTTP/1.1\r\nHost: x\r\n\r\n",
        False,
        "405",
        "405",
    ),
    "OPTIONS *": (b"OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n", False, "404", "400"),
    "TRACE": (b"TRACE /healthz HTTP/1.1\r\nHost: x\r\n\r\n", False, "405", "405"),
    "CONNECT": (b"CONNECT evil.example:443 HTTP/1.1\r\nHost: x\r\n\r\n", False, "404", "400"),
    "// with a hostile Host": (
        b"GET //v1//games HTTP/1.1\r\nHost: evil.example\r\n\r\n",
        False,
        "404",
        "404",
    ),
    "POST // with a hostile Host": (
        b"POST /v1//games/kasino/deals HTTP/1.1\r\nHost: evil.example\r\n"
        b"Content-Type: application/json\r\nContent-Length: 25\r\n\r\n" + DEAL,
        False,
        "404",
        "404",
    ),
    "duplicate keys": (
        POST_HEAD + b"Content-Length: 25\r\n\r\n" + b'{"players":2,"players":4}',
        False,
        "400",
        "400",
    ),
    "HEAD of a POST path": (
        b"HEAD /v1/games/kasino/deals HTTP/1.1\r\nHost: x\r\n\r\n",
        False,
        "405",
        "405",
    ),
    "HEAD": (b"HEAD /v1/games HTTP/1.1\r\nHost: x\r\n\r\n", False, "ok", "ok"),
}


@pytest.fixture(scope="module")
def wire(tmp_path_factory: pytest.TempPathFactory) -> Any:
    """A real gunicorn (gunicorn.conf.py) and nginx (deploy/nginx) in front of it."""
    from tests.proxy.stack import stack

    with stack(tmp_path_factory.mktemp("wire")) as servers:
        yield servers


def check_wire_answer(name: str, answer: Any, expected: str) -> None:
    text = answer.raw[:400]
    assert answer.status is None or answer.status < 500, (name, text)
    assert b"<html" not in answer.raw.lower(), (name, text)
    assert "evil.example" not in answer.headers.get("location", ""), (name, text)
    if expected == "closed":
        assert answer.status is None or answer.status in (400, 408), (name, text)
        return
    assert answer.status is not None, (name, "closed without an answer")
    if expected == "ok":
        assert answer.status == 200, (name, text)
        assert answer.headers["content-type"] == "application/json", (name, text)
        return
    assert answer.status == int(expected), (name, text)
    assert answer.headers.get("content-type") == "application/problem+json", (name, text)
    if answer.status == 405:
        assert answer.headers.get("allow"), (name, text)
    if not name.startswith("HEAD"):
        problem = orjson.loads(answer.body)
        assert problem["status"] == answer.status, (name, problem)
        assert {"type", "title", "detail", "code"} <= set(problem), (name, problem)


@pytest.mark.parametrize("name", WIRE_CASES)
def test_http_on_the_wire_through_nginx(wire: Any, name: str) -> None:
    from tests.proxy.stack import exchange

    data, half_close, _, expected = WIRE_CASES[name]
    check_wire_answer(name, exchange(wire.nginx, data, half_close=half_close), expected)


@pytest.mark.parametrize("name", [name for name, case in WIRE_CASES.items() if case[2]])
def test_http_on_the_wire_against_gunicorn_alone(wire: Any, name: str) -> None:
    from tests.proxy.stack import exchange

    data, half_close, expected, _ = WIRE_CASES[name]
    assert expected is not None
    check_wire_answer(name, exchange(wire.gunicorn, data, half_close=half_close), expected)


def test_malformed_bodies_leave_no_traceback_in_gunicorns_log(wire: Any) -> None:
    """The bad chunked bodies above were 500s with a traceback at ERROR; now 400s, quietly."""
    from tests.proxy.stack import exchange

    for name, (data, half_close, expected, _) in WIRE_CASES.items():
        if name.startswith("chunk") and expected:
            exchange(wire.gunicorn, data, half_close=half_close)
    log = (wire.workdir / "error.log").read_text()
    assert "Traceback" not in log and "internal_error" not in log, log[-3000:]
    assert '"status": 500' not in (wire.workdir / "access.log").read_text()


@pytest.mark.parametrize("chunked_body", [False, True])
def test_nginx_refuses_a_body_over_the_limit_with_a_413_problem(
    wire: Any, chunked_body: bool
) -> None:
    from tests.proxy.stack import exchange

    body = padded(LIMIT + 1)
    if chunked_body:
        data = chunked(b"%x\r\n" % len(body), body, b"\r\n0\r\n\r\n")
    else:
        data = POST_HEAD + b"Content-Length: %d\r\n\r\n" % len(body) + body
    answer = exchange(wire.nginx, data)
    check_wire_answer("413", answer, "413")
    assert orjson.loads(answer.body)["code"] == "body_too_large"
    at_limit = POST_HEAD + b"Content-Length: %d\r\n\r\n" % LIMIT + padded(LIMIT)
    check_wire_answer("at the limit", exchange(wire.nginx, at_limit), "ok")


def test_nginx_answers_503_problem_when_gunicorn_is_down(tmp_path: Path) -> None:
    from tests.proxy.stack import exchange, free_port, nginx

    with nginx(tmp_path, upstream=free_port()) as port:
        answer = exchange(port, b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
    assert answer.status == 503, answer.raw
    assert answer.headers["content-type"] == "application/problem+json"
    assert orjson.loads(answer.body)["code"] == "unavailable"
