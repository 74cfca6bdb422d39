"""docs/research.md's training loop runs as printed, in well under a minute."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytest.importorskip("pyspiel")

DOC = Path(__file__).resolve().parents[2] / "docs" / "research.md"


def _block(heading: str) -> str:
    text = DOC.read_text(encoding="utf-8")
    section = text.split(heading, 1)[1]
    found = re.search(r"```python\n(.*?)```", section, re.DOTALL)
    assert found is not None
    return found.group(1)


@pytest.mark.timeout(120)
def test_the_training_loop_runs_under_a_minute() -> None:
    code = _block("## A training loop")
    began = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=110,
        cwd=DOC.parents[1],
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert re.match(r"5\d\d steps, \d+ deals, points \[", done.stdout), done.stdout
    assert time.monotonic() - began < 60


@pytest.mark.timeout(120)
def test_the_pettingzoo_example_runs() -> None:
    code = _block("## PettingZoo")
    done = subprocess.run(
        [sys.executable, "-c", code + "\nprint(game.unwrapped.table.returns())\n"],
        capture_output=True,
        text=True,
        timeout=110,
        cwd=DOC.parents[1],
        check=False,
    )
    assert done.returncode == 0, done.stderr
    returns = json.loads(done.stdout.strip().splitlines()[-1])  # three floats
    assert len(returns) == 3 and any(returns)
