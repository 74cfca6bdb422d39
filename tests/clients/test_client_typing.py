"""The typed clients type-check as their users would write them: the SDK test under
``mypy --strict``, the TypeScript example under ``tsc --noEmit`` and then run for real."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

from tests.support.tools import ROOT, node_tool, system_tool

PLAY_TEST = Path(__file__).with_name("test_play_every_game.py")
TYPESCRIPT = ROOT / "clients" / "typescript"


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
    """Typed means typed: no cast, no Unset/UNSET test, no Any, no type: ignore."""
    source = PLAY_TEST.read_text()
    for word in ("cast", "Unset", "UNSET", "Any", "type: ignore"):
        assert not re.search(rf"\b{re.escape(word)}\b", source), f"{PLAY_TEST.name} uses {word}"


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
