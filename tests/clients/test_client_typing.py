"""The typed clients type-check as their users would write them: the SDK test under
``mypy --strict``, the TypeScript example under ``tsc --noEmit`` and then run for real."""

from __future__ import annotations

import ast
import io
import json
import os
import subprocess
import sys
import tokenize
from pathlib import Path

from tests.support.tools import ROOT, node_tool, system_tool

PLAY_TEST = Path(__file__).with_name("test_play_every_game.py")
TYPESCRIPT = ROOT / "clients" / "typescript"
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


def test_the_typescript_example_compiles() -> None:
    result = subprocess.run(
        [node_tool("tsc"), "--noEmit", "-p", str(TYPESCRIPT)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )
    assert result.returncode == 0, f"tsc --noEmit:\n{result.stdout}{result.stderr}"


def test_the_typescript_example_plays_a_deal(server_url: str, tmp_path: Path) -> None:
    """Compiled to JavaScript and run by node against the service: the example is no fiction."""
    out = tmp_path / "js"
    compiled = subprocess.run(
        [node_tool("tsc"), "-p", str(TYPESCRIPT), "--noEmit", "false", "--outDir", str(out)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )
    assert compiled.returncode == 0, f"tsc:\n{compiled.stdout}{compiled.stderr}"
    (out / "package.json").write_text(json.dumps({"type": "module"}))
    runner = out / "run.mjs"
    runner.write_text(
        "import { playOneDeal } from './example.js';\n"
        "const result = await playOneDeal(process.argv[2], 'kasino', 7);\n"
        "console.log(JSON.stringify(result));\n"
    )
    ran = subprocess.run(
        [system_tool("node", "nodejs"), str(runner), server_url],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert ran.returncode == 0, f"node example:\n{ran.stdout}{ran.stderr}"
    result = json.loads(ran.stdout)
    assert result["moves"] > 0
    assert result["captures"], "a whole deal without one capture"
    assert len(result["totals"]) == 2
