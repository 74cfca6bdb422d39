"""Every example in the contract fits its schema, and the service answers it as shown.

The examples come from ``python -m service.api.examples`` (real seeded deals); a request
example and the response example of the same name are one exchange, posted to the game the
name gives.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
import yaml
from flask.testing import FlaskClient
from jsonschema import Draft202012Validator

from service import create_app
from service.api.examples import EXAMPLE_KEYS
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
def client() -> FlaskClient:
    """The service with the sealed examples' key, so their tokens open."""
    return create_app({"TESTING": True, "SEAL_KEYS": EXAMPLE_KEYS}).test_client()


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
    client: FlaskClient, path: str, method: str, name: str, answer: Any
) -> None:
    url = path.replace("{game}", name)
    if method == "get":
        response = client.get(url)
    else:
        operation = DOCUMENT["paths"][path][method]
        request = _media(operation, "request")["examples"][name]["value"]
        response = client.post(url, json=request)
    assert response.status_code == 200, response.get_data(as_text=True)[:500]
    if isinstance(answer, str):  # /metrics: its counts vary, its metric families do not
        kinds = [line for line in answer.splitlines() if line.startswith("# TYPE")]
        assert kinds and all(kind in response.get_data(as_text=True) for kind in kinds)
        return
    if path.endswith("/commitments"):  # a fresh server seed each time, by design
        fresh = response.get_json()
        assert fresh.keys() == answer.keys() and fresh["commitment"] != answer["commitment"]
        deal = {"players": 2, "sealed": True, "client_seeds": ["x"], "commitment": fresh["ticket"]}
        dealt = client.post(url.replace("commitments", "deals"), json=deal).get_json()
        assert dealt["fairness"]["commitment"] == fresh["commitment"]
        return
    if _summary(path, method, name).startswith(EXCERPT):  # a kit file cut to size
        assert _within(answer, response.get_json())
        assert not _within({**answer, "game": "nope"}, response.get_json())
        return
    assert response.get_json() == answer


def _summary(path: str, method: str, name: str) -> str:
    example = _media(DOCUMENT["paths"][path][method], "response")["examples"][name]
    summary: str = example.get("summary", "")
    return summary


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
