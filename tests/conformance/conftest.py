"""The shipped kit and the runner's command as a user runs it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from service.runner.kit import default_kit

COMMAND = str(Path(sys.executable).with_name("kortdomaren"))


@pytest.fixture(scope="session")
def kit_dir() -> Path:
    return default_kit()


def several(move: dict[str, object]) -> bool:
    """A capture of more than one card: what Kasino's CORE-CAP-2 allows (tests switch it off)."""
    capture = move.get("capture") or ()
    assert isinstance(capture, list | tuple)
    return len(capture) > 1


def conformance(*args: str, within: float = 180) -> subprocess.CompletedProcess[str]:
    """``kortdomaren conformance ARGS`` as a user runs it, bounded in time."""
    return subprocess.run(
        [COMMAND, "conformance", *args],
        capture_output=True,
        text=True,
        timeout=within,
        check=False,
    )
