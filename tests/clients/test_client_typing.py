"""The typed Python client type-checks as its users would write it: the SDK test under
``mypy --strict`` (the TypeScript client's checks are in test_typescript)."""

from __future__ import annotations

import ast
import io
import os
import subprocess
import sys
import tokenize
from pathlib import Path

from tests.support.tools import ROOT

PLAY_TEST = Path(__file__).with_name("test_play_every_game.py")
ESCAPE_HATCHES = {"cast", "Unset", "UNSET", "Any"}


def test_the_sdk_game_loop_passes_mypy_strict() -> None:
    """The generated package is checked too (it is on MYPYPATH, not an installed package)."""
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "mypy",
            "--strict",
            "--no-error-summary",
            # its own cache: warm runs take seconds, and no other run writes it meanwhile
            "--cache-dir",
            str(ROOT / ".mypy_cache" / "clients"),
            str(PLAY_TEST),
        ],
        cwd=ROOT,
        env={**os.environ, "MYPYPATH": str(ROOT / "clients" / "python")},
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, f"mypy --strict on the SDK test:\n{result.stdout}{result.stderr}"


def test_the_sdk_game_loop_needs_no_escape_hatch() -> None:
    """Typed means typed: the play test uses no cast, Unset, UNSET or Any and silences no type
    error (mypy passes a file that hides an ``X | Unset`` field behind one of these)."""
    source = PLAY_TEST.read_text()
    used: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Name):
            used.add(node.id)
        elif isinstance(node, ast.Attribute):
            used.add(node.attr)
        elif isinstance(node, ast.ImportFrom):
            used.update(alias.name for alias in node.names)
    assert not used & ESCAPE_HATCHES, f"{PLAY_TEST.name} uses {sorted(used & ESCAPE_HATCHES)}"
    ignored = [
        token.start[0]
        for token in tokenize.generate_tokens(io.StringIO(source).readline)
        if token.type == tokenize.COMMENT and "type: ignore" in token.string
    ]
    assert not ignored, f"{PLAY_TEST.name} silences mypy on lines {ignored}"
