"""Every example in the contract fits its schema, and the service answers it as shown.

The examples come from ``python -m service.api.examples`` (real seeded deals); a request
example and the response example of the same name are one exchange, posted to the game the
name gives.
"""

from __future__ import annotations

import os
import urllib.error
import urllib.request
from collections.abc import Iterator
from json import dumps, loads
from typing import Any

import pytest
import yaml
from flask.testing import FlaskClient
from jsonschema import Draft202012Validator

from service import create_app
from service.api.examples import example_game
from service.api.examples.__main__ import EXCERPT
from service.api.spec import spec_yaml

DOCUMENT: dict[str, Any] = yaml.safe_load(spec_yaml())


def _media(operation: dict[str, Any], part: str) -> dict[str, Any]:
    if part == "request":
        return operation.get("requestBody", {}).get("content", {}).get("application/json", {})
    content = operation["responses"]["200"]["content"]
    return content.get("application/json") or next(iter(content.values()))  # /metrics: text


def _examples() -> Iterator[tuple[str, str, str, str, dict[str, Any], Any]]:
    """(path, method, part, name, schema, value) of every example."""
    for path, operations in DOCUMENT["paths"].items():
        for method, operation in operations.items():
            for part in ("request", "response"):
                media = _media(operation, part)
                for name, example in media.get("examples", {}).items():
                    yield path, method, part, name, media["schema"], example["value"]


EXAMPLES = list(_examples())


def _validator(schema: dict[str, Any]) -> Draft202012Validator:
    """A JSON Schema 2020-12 validator for ``schema``, its $refs into the components."""
    return Draft202012Validator({**schema, "components": DOCUMENT["components"]})


def test_every_operation_has_request_and_response_examples() -> None:
    lacking = []
    for path, operations in DOCUMENT["paths"].items():
        for method, operation in operations.items():
            parts = ["response", *(["request"] if "requestBody" in operation else [])]
            lacking += [
                f"{method} {path} {part}"
                for part in parts
                if not _media(operation, part).get("examples")
            ]
    assert not lacking, lacking


def test_game_operations_show_every_family() -> None:
    for path in ("deals", "legal-moves", "validate", "apply", "view"):
        operation = DOCUMENT["paths"][f"/v1/games/{{game}}/{path}"]["post"]
        families = {
            e["value"]["family"] for e in _media(operation, "response")["examples"].values()
        }
        assert families == {"fishing", "femhundra", "tarot"}, path


@pytest.mark.parametrize(
    ("path", "method", "part", "name", "schema", "value"),
    EXAMPLES,
    ids=[f"{m} {p} {part} {n}" for p, m, part, n, _, _ in EXAMPLES],
)
def test_example_fits_its_schema(
    path: str, method: str, part: str, name: str, schema: dict[str, Any], value: Any
) -> None:
    errors = sorted(_validator(schema).iter_errors(value), key=lambda e: list(e.path))
    assert not errors, [f"{list(e.path)}: {e.message[:300]}" for e in errors[:5]]


def test_a_wrong_family_answer_does_not_fit() -> None:
    """The family union is exact: a Femhundra answer with family 'fishing' fits nothing."""
    _, _, _, _, schema, value = next(
        e
        for e in EXAMPLES
        if e[0].endswith("/apply") and e[2] == "response" and e[3] == "femhundra"
    )
    assert not list(_validator(schema).iter_errors(value))
    assert list(_validator(schema).iter_errors({**value, "family": "fishing"}))


@pytest.fixture(scope="module")
def client() -> FlaskClient | Remote:
    """A default service, with its own ephemeral sealing key: every example must run on any
    server, so none may hold a token sealed elsewhere. With KORTDOMAREN_EXAMPLES_URL, the
    service (or proxy, or reimplementation) at that URL instead (docs/contract-testing.md)."""
    url = os.environ.get("KORTDOMAREN_EXAMPLES_URL")
    return Remote(url) if url else create_app({"TESTING": True}).test_client()


class Answer:
    """An HTTP answer, read as the exchanges read a Flask test client's."""

    def __init__(self, status: int, data: bytes) -> None:
        self.status_code = status
        self.data = data

    def get_data(self, as_text: bool = False) -> Any:
        return self.data.decode("utf-8", "replace") if as_text else self.data

    def get_json(self) -> Any:
        return loads(self.data)


class Remote:
    """The part of Flask's test client the exchanges use, over HTTP to ``base``."""

    def __init__(self, base: str) -> None:
        self.base = base.rstrip("/")

    def get(self, path: str) -> Answer:
        return self._send(urllib.request.Request(self.base + path))

    def post(self, path: str, json: Any) -> Answer:
        body = dumps(json).encode()
        headers = {"Content-Type": "application/json"}
        return self._send(urllib.request.Request(self.base + path, body, headers, method="POST"))

    def _send(self, request: urllib.request.Request) -> Answer:
        try:
            with urllib.request.urlopen(request, timeout=30) as answer:
                return Answer(answer.status, answer.read())
        except urllib.error.HTTPError as refused:
            return Answer(refused.code, refused.read())


def test_each_example_goes_to_its_own_game() -> None:
    """The path's game lists one example per body example, in the same order, so whatever
    pairs them by place (Swagger UI's defaults, schemathesis' example phase) sends each body
    to its game; a body that names a game names the same."""
    for path, operations in DOCUMENT["paths"].items():
        if "{game}" not in path:
            continue
        for method, operation in operations.items():
            (game,) = [p for p in operation["parameters"] if p["name"] == "game"]
            part = "request" if "requestBody" in operation else "response"
            bodies = _media(operation, part)["examples"]
            assert list(game["examples"]) == list(bodies), (method, path)
            assert next(iter(bodies)) == "kasino", (method, path)  # the catalogue's first game
            for name, example in bodies.items():
                assert game["examples"][name]["value"] == example_game(name), (method, path)
                named = example["value"].get("state", {}).get("game", example_game(name))
                assert named == example_game(name), (method, path, name)
                # JavaScript lists an integer-like key first, whatever its place in the spec
                assert not name.isdigit(), (method, path, name)


EXCHANGES = [
    (path, method, name, value)
    for path, method, part, name, _, value in EXAMPLES
    if part == "response"
]


@pytest.mark.parametrize(
    ("path", "method", "name", "answer"),
    EXCHANGES,
    ids=[f"{m} {p} {n}" for p, m, n, _ in EXCHANGES],
)
def test_the_service_answers_every_example_as_shown(
    client: FlaskClient | Remote, path: str, method: str, name: str, answer: Any
) -> None:
    url = path.replace("{game}", example_game(name))
    if method == "get":
        response = client.get(url)
    else:
        operation = DOCUMENT["paths"][path][method]
        request = _media(operation, "request")["examples"][name]["value"]
        response = client.post(url, json=request)
    assert response.status_code == 200, response.get_data(as_text=True)[:500]
    got: Any = response.get_data(as_text=True) if isinstance(answer, str) else response.get_json()
    operation = DOCUMENT["paths"][path][method]
    assert answers_as_shown(path, operation, name, answer, got)
    if path.endswith("/commitments"):  # the fresh ticket deals, and the deal names it
        deal = {"players": 2, "sealed": True, "client_seeds": ["x"], "commitment": got["ticket"]}
        dealt = client.post(url.replace("commitments", "deals"), json=deal).get_json()
        assert dealt["fairness"]["commitment"] == got["commitment"]


def answers_as_shown(
    path: str, operation: dict[str, Any], name: str, shown: Any, got: Any
) -> bool:
    """Whether ``got`` (an answer's JSON, or text) is the response example ``name`` shows:
    equal, or where the service draws something fresh on every call, alike in shape."""
    if isinstance(shown, str):  # /metrics: its counts vary, its metric families do not
        kinds = [line for line in shown.splitlines() if line.startswith("# TYPE")]
        return bool(kinds) and isinstance(got, str) and all(kind in got for kind in kinds)
    if path.endswith("/commitments"):  # a fresh server seed each time, by design
        return (
            isinstance(got, dict)
            and got.keys() == shown.keys()
            and got["commitment"] != shown["commitment"]
        )
    summary = _media(operation, "response")["examples"][name].get("summary", "")
    if summary.startswith(EXCERPT):  # a kit file cut to size
        return _within(shown, got) and not _within({**shown, "game": "nope"}, got)
    return bool(got == shown)


def _within(part: Any, whole: Any) -> bool:
    """``part`` is ``whole`` with items left out of its lists (each kept item in order,
    itself such an excerpt of the item it stands for)."""
    if isinstance(part, dict):
        return (
            isinstance(whole, dict)
            and part.keys() == whole.keys()
            and all(_within(part[k], whole[k]) for k in part)
        )
    if isinstance(part, list):
        if not isinstance(whole, list):
            return False
        rest = iter(whole)
        return all(any(_within(item, other) for other in rest) for item in part)
    return bool(part == whole and type(part) is type(whole))
