"""The contract file: checked in, generated from the code, complete and documented."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from typing import Any

import pytest
import yaml
from flask.testing import FlaskClient

from service.api.spec import spec_yaml
from tests.api.conftest import REPO

SPEC_FILE = REPO / "openapi.yaml"
REGENERATE = "python -m service.api.spec > openapi.yaml"
STATE_AND_MOVE_SUFFIXES = ("State", "Move", "Table", "Match", "Build", "BuildAction", "LastPlay")
POST_STATUSES = {"400", "404", "405", "413", "415", "422"}


@pytest.fixture(scope="module")
def spec() -> dict[str, Any]:
    document = yaml.safe_load(spec_yaml())
    assert isinstance(document, dict)
    return document


def schemas(spec: dict[str, Any]) -> dict[str, Any]:
    found = spec["components"]["schemas"]
    assert isinstance(found, dict)
    return found


def resolve(spec: dict[str, Any], node: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in node:
        prefix = "#/components/"
        ref = node["$ref"]
        assert ref.startswith(prefix), ref
        section, name = ref[len(prefix) :].split("/", 1)
        node = spec["components"][section][name]
    return node


def refs_in(node: Any) -> Iterator[str]:
    if isinstance(node, dict):
        if isinstance(node.get("$ref"), str):
            yield node["$ref"].rsplit("/", 1)[-1]
        for value in node.values():
            yield from refs_in(value)
    elif isinstance(node, list):
        for value in node:
            yield from refs_in(value)


def reachable(spec: dict[str, Any], roots: list[str]) -> list[str]:
    """Component schemas reachable from ``roots`` through $refs (roots included)."""
    seen: list[str] = []
    todo = list(roots)
    while todo:
        name = todo.pop(0)
        if name in seen:
            continue
        seen.append(name)
        todo += [ref for ref in refs_in(schemas(spec)[name]) if ref in schemas(spec)]
    return seen


# -- the checked-in file ---------------------------------------------------------------------


def test_checked_in_openapi_yaml_is_current() -> None:
    assert SPEC_FILE.exists(), f"openapi.yaml is missing: run `{REGENERATE}` at the repo root"
    checked_in = SPEC_FILE.read_text(encoding="utf-8")
    generated = spec_yaml()
    if checked_in != generated:
        old, new = checked_in.splitlines(), generated.splitlines()
        line = next(
            (i for i, (a, b) in enumerate(zip(old, new, strict=False)) if a != b),
            min(len(old), len(new)),
        )
        pytest.fail(
            "openapi.yaml is out of date with the schemas in service/api: run\n"
            f"    {REGENERATE}\n"
            f"at the repository root and commit the result (first difference at line {line + 1})"
        )


def test_served_contract_is_the_checked_in_one(client: FlaskClient) -> None:
    served = client.get("/openapi.yaml").get_data(as_text=True)
    assert served == spec_yaml()


def test_spec_is_the_same_in_every_process() -> None:
    """Generating the contract does not depend on hash order (PYTHONHASHSEED)."""
    outputs = []
    for hash_seed in ("0", "4242"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed, "PYTHONPATH": str(REPO)}
        completed = subprocess.run(
            [sys.executable, "-c", "from service.api.spec import spec_yaml; print(spec_yaml())"],
            cwd=REPO,
            env=env,
            capture_output=True,
            timeout=120,
            check=False,
        )
        assert completed.returncode == 0, completed.stderr.decode()[-2000:]
        outputs.append(completed.stdout)
    assert outputs[0] == outputs[1]


# -- the document ----------------------------------------------------------------------------


def test_openapi_3_1_and_valid_references(spec: dict[str, Any]) -> None:
    assert str(spec["openapi"]).startswith("3.1")
    components = spec["components"]
    for ref in refs_in(spec):
        assert any(ref in components.get(section, {}) for section in components), ref


def test_every_contract_endpoint_is_documented(spec: dict[str, Any]) -> None:
    paths = spec["paths"]
    for endpoint in (
        "deals",
        "next-deal",
        "legal-moves",
        "validate",
        "apply",
        "score",
        "replay",
        "view",
    ):
        path = f"/v1/games/{{game}}/{endpoint}"
        assert path in paths, path
        assert set(paths[path]) == {"post"}, path
        operation = paths[path]["post"]
        assert operation["requestBody"]["required"] is True
        assert "application/json" in operation["requestBody"]["content"]
    assert "get" in paths["/v1/games"] and "get" in paths["/v1/games/{game}"]
    assert "get" in paths["/healthz"] and "get" in paths["/readyz"]


def test_every_post_documents_the_error_statuses(spec: dict[str, Any]) -> None:
    missing = {}
    for path, operations in spec["paths"].items():
        for method, operation in operations.items():
            if method != "post":
                continue
            lacking = POST_STATUSES - set(map(str, operation["responses"]))
            if lacking:
                missing[f"POST {path}"] = sorted(lacking)
    assert not missing, missing


def test_every_get_documents_405_and_game_paths_404(spec: dict[str, Any]) -> None:
    for path, operations in spec["paths"].items():
        for method, operation in operations.items():
            responses = set(map(str, operation["responses"]))
            assert "200" in responses, (method, path)
            assert "405" in responses, (method, path)
            if "{game}" in path:
                assert "404" in responses, (method, path)


def test_error_responses_are_problem_json(spec: dict[str, Any]) -> None:
    for path, operations in spec["paths"].items():
        for method, operation in operations.items():
            for status, response in operation["responses"].items():
                if str(status).startswith(("4", "5")):
                    content = resolve(spec, response)["content"]
                    assert list(content) == ["application/problem+json"], (method, path, status)
                    schema = resolve(spec, content["application/problem+json"]["schema"])
                    assert {"type", "title", "status", "detail", "code"} <= set(
                        schema["properties"]
                    )


def state_and_move_schemas(spec: dict[str, Any]) -> list[str]:
    named = [
        name
        for name in schemas(spec)
        if name.startswith("Fishing") and name.endswith(STATE_AND_MOVE_SUFFIXES)
    ]
    found = set(named) | set(reachable(spec, ["FishingState", "FishingMove"]))
    # object schemas only: the game-id enum is a plain string schema
    return sorted(name for name in found if schemas(spec)[name].get("type") == "object")


def test_state_and_move_schemas_are_found(spec: dict[str, Any]) -> None:
    found = state_and_move_schemas(spec)
    assert {"FishingState", "FishingMove"} <= set(found)
    assert len(found) >= 7, found  # state, move, table, build, build action, last play, match


def test_every_state_and_move_property_has_a_description(spec: dict[str, Any]) -> None:
    undocumented = []
    for name in state_and_move_schemas(spec):
        schema = schemas(spec)[name]
        assert schema.get("properties"), name
        for field, prop in schema["properties"].items():
            if not str(prop.get("description", "")).strip():
                undocumented.append(f"{name}.{field}")
    assert not undocumented, f"properties without a description: {undocumented}"


def test_state_and_move_schemas_refuse_unknown_fields(spec: dict[str, Any]) -> None:
    for name in state_and_move_schemas(spec):
        assert schemas(spec)[name].get("additionalProperties") is False, name


def test_fishing_schemas_carry_the_family_prefix(spec: dict[str, Any]) -> None:
    """Every schema of the fishing state and move is named ``Fishing…``.

    Regression: the nested schemas were once registered under their bare class names
    (``Table``, ``Match``, ``Build``, ``BuildAction``, ``LastPlay``), where the next family
    declaring its own ``MatchSchema`` or ``TableSchema`` would collide with them.
    """
    bare = [
        name
        for name in reachable(spec, ["FishingState", "FishingMove"])
        if not name.startswith("Fishing")
    ]
    assert not bare, f"fishing schemas without the family prefix: {bare}"
