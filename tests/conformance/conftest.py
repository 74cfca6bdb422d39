"""A small kit made through the test client, and the runner's command as a user runs it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from flask import Flask

from tests.conformance.fixture_kit import game_kit, write_kit

COMMAND = str(Path(sys.executable).with_name("kortdomaren"))


@pytest.fixture(scope="session")
def small_kit(app: Flask, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Kasino (perft to depth 3) and Femhundra (depth 2), two players, seed 42."""
    client = app.test_client()
    files = [game_kit(client, "kasino", 2, 42, 3), game_kit(client, "femhundra", 2, 42, 2)]
    return write_kit(tmp_path_factory.mktemp("kit"), files)


def conformance(*args: str, within: float = 120) -> subprocess.CompletedProcess[str]:
    """``kortdomaren conformance ARGS`` as a user runs it, bounded in time."""
    return subprocess.run(
        [COMMAND, "conformance", *args],
        capture_output=True,
        text=True,
        timeout=within,
        check=False,
    )
