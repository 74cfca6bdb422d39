"""docs/conformance.md's client example runs as written, and finds a forgotten rule."""

from __future__ import annotations

import contextlib
import io
import os
import re
from pathlib import Path
from typing import Any

import pytest

from tests.conformance.conftest import several

ROOT = Path(__file__).resolve().parents[2]
DOC = (ROOT / "docs" / "conformance.md").read_text("utf-8")
SNIPPETS = re.findall(r"```python\n(.*?)```", DOC, re.DOTALL)


@pytest.fixture
def example(monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """Both snippets run in one namespace from the repository root; what they print."""
    assert len(SNIPPETS) == 2
    monkeypatch.chdir(ROOT)
    namespace: dict[str, Any] = {}
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        for snippet in SNIPPETS:
            exec(compile(snippet, "docs/conformance.md", "exec"), namespace)
    namespace["printed"] = printed.getvalue()
    return namespace


def test_the_example_agrees_with_the_service(example: dict[str, Any]) -> None:
    assert example["printed"] == "kasino: every position, successor and perft count agrees\n"
    assert os.path.islink(ROOT / "conformance")  # the path the example reads


def test_the_example_finds_a_generator_that_forgets_a_rule(example: dict[str, Any]) -> None:
    def forgetful(state: Any) -> list[Any]:
        return [move for move in example["legal_moves"](state) if not several(move)]

    problems = example["check_game"](
        "conformance/games/kasino.json", forgetful, example["apply"], depth=1
    )
    quoted = re.search(r"the first problem reads:\n\n```\n(.*?)\n```", DOC)
    assert quoted is not None
    assert problems[0] == quoted.group(1)
    assert any(problem.endswith("depth 1: expected 5 got 4") for problem in problems)
