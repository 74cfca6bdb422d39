"""CORS on /v1: any origin by default, without credentials; a setting narrows the origins.

The browser's side of it (a page on another origin playing a sealed deal) is in
tests/browser/test_cors.py, the same headers through nginx in tests/proxy/test_compression.py.
"""

from __future__ import annotations

import pytest
from flask import Flask
from flask.testing import FlaskClient
from werkzeug.datastructures import Headers
from werkzeug.test import TestResponse

from service import create_app
from service.api.cors import origins_from_env
from tests.api.conftest import assert_problem, url

PAGE = "http://cards.example:5173"
OTHER = "https://elsewhere.example"


def preflight(
    client: FlaskClient, path: str, origin: str = PAGE, method: str = "POST"
) -> TestResponse:
    return client.options(
        path,
        headers={
            "Origin": origin,
            "Access-Control-Request-Method": method,
            "Access-Control-Request-Headers": "content-type, accept-language, x-request-id",
        },
    )


def exposed(headers: Headers) -> set[str]:
    value = headers["Access-Control-Expose-Headers"]
    return {name.strip().lower() for name in value.split(",")}


def test_preflight_to_an_api_path_is_204_with_methods_headers_and_max_age(
    client: FlaskClient,
) -> None:
    for path, method in ((url("apply"), "POST"), ("/v1/games", "GET"), ("/v1/conformance", "GET")):
        response = preflight(client, path, method=method)
        assert response.status_code == 204, (path, response.get_data(as_text=True))
        headers = response.headers
        assert response.get_data() == b""
        assert headers["Access-Control-Allow-Origin"] == "*"
        assert "Access-Control-Allow-Credentials" not in headers
        assert method in {m.strip() for m in headers["Access-Control-Allow-Methods"].split(",")}
        allowed = {h.strip().lower() for h in headers["Access-Control-Allow-Headers"].split(",")}
        assert allowed == {"content-type", "accept-language", "x-request-id"}
        assert 0 < int(headers["Access-Control-Max-Age"]) <= 7200
        assert headers["X-Request-ID"]


def test_a_header_the_api_does_not_read_is_not_allowed(client: FlaskClient) -> None:
    response = client.options(
        url("deals"),
        headers={
            "Origin": PAGE,
            "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "content-type, authorization",
        },
    )
    assert response.status_code == 204
    assert response.headers["Access-Control-Allow-Headers"].lower() == "content-type"


def test_answers_and_problems_carry_the_headers(client: FlaskClient) -> None:
    answer = client.post(
        url("deals"), json={"players": 2, "seed": 3}, headers={"Origin": PAGE}
    )
    assert answer.status_code == 200
    assert answer.headers["Access-Control-Allow-Origin"] == "*"
    assert {"x-request-id", "content-language"} <= exposed(answer.headers)
    refused = client.post(
        url("deals"), json={"players": 9}, headers={"Origin": PAGE, "Accept-Language": "sv"}
    )
    assert refused.status_code == 422 and refused.mimetype == "application/problem+json"
    assert refused.headers["Access-Control-Allow-Origin"] == "*"
    assert {"x-request-id", "content-language"} <= exposed(refused.headers)
    assert refused.headers["Content-Language"] == "sv"
    unknown = client.get("/v1/games/nosuchgame", headers={"Origin": PAGE})
    assert_problem(unknown, 404)
    assert unknown.headers["Access-Control-Allow-Origin"] == "*"


def test_options_without_cors_stays_405(client: FlaskClient) -> None:
    """Not a preflight (no Access-Control-Request-Method), or not an API path: the 405 problem
    that every method a path does not take gets."""
    plain = client.options(url("apply"), headers={"Origin": PAGE})
    assert_problem(plain, 405, "method_not_allowed")
    assert plain.headers["Allow"] == "POST"
    for path in ("/docs", "/openapi.yaml", "/healthz", "/play"):
        response = preflight(client, path, method="GET")
        assert_problem(response, 405, "method_not_allowed")
        assert "Access-Control-Allow-Origin" not in response.headers, path
    missing = preflight(client, "/v1/nothing/here")
    assert_problem(missing, 404, "not_found")


def narrowed(origins: tuple[str, ...]) -> Flask:
    return create_app({"TESTING": True, "CORS_ORIGINS": origins})


def test_a_narrowed_setting_answers_only_its_origins() -> None:
    client = narrowed((PAGE, "https://cards.example")).test_client()
    allowed = preflight(client, url("apply"))
    assert allowed.status_code == 204
    assert allowed.headers["Access-Control-Allow-Origin"] == PAGE
    assert "Origin" in allowed.headers["Vary"]
    answer = client.get("/v1/games", headers={"Origin": "HTTPS://Cards.Example"})
    assert answer.headers["Access-Control-Allow-Origin"] == "HTTPS://Cards.Example"
    refused = preflight(client, url("apply"), origin=OTHER)
    assert "Access-Control-Allow-Origin" not in refused.headers
    assert "Access-Control-Allow-Methods" not in refused.headers
    plain = client.get("/v1/games", headers={"Origin": OTHER})
    assert plain.status_code == 200
    assert "Access-Control-Allow-Origin" not in plain.headers


def test_none_turns_cors_off() -> None:
    client = narrowed(()).test_client()
    response = preflight(client, url("apply"))
    assert_problem(response, 405, "method_not_allowed")
    answer = client.get("/v1/games", headers={"Origin": PAGE})
    assert "Access-Control-Allow-Origin" not in answer.headers


@pytest.mark.parametrize(
    ("raw", "origins"),
    [
        ("", ("*",)),
        (" * ", ("*",)),
        ("None", ()),
        ("https://a.example, http://127.0.0.1:5173", ("https://a.example", "http://127.0.0.1:5173")),
        ("http://[::1]:8080", ("http://[::1]:8080",)),
    ],
)
def test_the_setting_reads(raw: str, origins: tuple[str, ...]) -> None:
    assert origins_from_env(raw) == origins


@pytest.mark.parametrize(
    "raw", ["https://a.example/", "a.example", "https://a.example/path", "https://*.example", "ftp://a"]
)
def test_a_setting_a_browser_would_never_match_stops_start_up(raw: str) -> None:
    with pytest.raises(SystemExit, match="KORTDOMAREN_CORS_ORIGINS"):
        origins_from_env(raw)
