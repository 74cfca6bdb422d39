"""The contract lints clean: openapi-spec-validator and Redocly's recommended rules.

Both run on the checked-in openapi.yaml (the drift test keeps it equal to the generated one)
and must report no error and no warning.
"""

from __future__ import annotations

import subprocess
from typing import Any

import yaml
from openapi_spec_validator import validate
from openapi_spec_validator.readers import read_from_filename

from tests.api.conftest import REPO
from tests.support.tools import node_tool

SPEC_FILE = REPO / "openapi.yaml"


def test_openapi_spec_validator_accepts_the_contract() -> None:
    document, _ = read_from_filename(str(SPEC_FILE))
    validate(document)  # raises on the first error


def test_redocly_recommended_rules_report_nothing() -> None:
    completed = subprocess.run(
        [node_tool("redocly"), "lint", str(SPEC_FILE), "--format=json"],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )
    out = completed.stdout
    report: dict[str, Any] = yaml.safe_load(out[out.index("{") :])
    problems = [
        f"{p['severity']} {p['ruleId']}: {p['message']}" for p in report.get("problems", [])
    ]
    assert completed.returncode == 0 and not problems, "\n".join(problems) or completed.stderr


def test_the_document_starts_with_openapi_and_declares_what_lint_wants() -> None:
    text = SPEC_FILE.read_text(encoding="utf-8")
    assert text.startswith("openapi: 3.1"), text[:40]
    document = yaml.safe_load(text)
    assert document["security"] == []
    assert "unauthenticated" in document["info"]["description"]
    assert document["info"]["license"] == {"name": "MIT", "identifier": "MIT"}
    urls = [server["url"] for server in document["servers"]]
    assert "http://127.0.0.1:8000" in urls
    tags = {tag["name"] for tag in document["tags"]}
    for path, operations in document["paths"].items():
        for method, operation in operations.items():
            where = f"{method.upper()} {path}"
            assert operation["operationId"] and operation["summary"], where
            assert operation["description"], where
            assert set(operation["tags"]) <= tags and operation["tags"], where
