"""Every code block of the README runs as a reader would run it, and succeeds.

The set-up block's `scripts/serve` is started (on a free port) and must answer /readyz; its
`scripts/test` is the command that runs this very test, so CI runs it by definition. Every
other `python` and `sh` block runs against that server, the README's port replaced by the
server's. Blocks without a language (the layout) are text, not code.
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.support.server import ROOT, free_port

pytestmark = pytest.mark.timeout(120)

README = ROOT / "README.md"
BLOCK = re.compile(r"^```(\w*)\n(.*?)^```", re.S | re.M)
PORT = "127.0.0.1:8000"


def blocks() -> list[tuple[str, str]]:
    return [(language, code) for language, code in BLOCK.findall(README.read_text()) if language]


def setup_block() -> str:
    found = [code for _, code in blocks() if "scripts/serve" in code]
    assert len(found) == 1, "the README gives the set-up commands in one block"
    return found[0]


@pytest.fixture(scope="module")
def bind(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The README's `scripts/serve` line, run as written on a free port."""
    line = next(line for line in setup_block().splitlines() if line.startswith("scripts/serve"))
    command = line.split("#")[0].strip()
    address = f"127.0.0.1:{free_port()}"
    log = tmp_path_factory.mktemp("serve") / "log"
    env = {**os.environ, "KORTDOMAREN_BIND": address}
    with log.open("wb") as out:
        server = subprocess.Popen(
            ["bash", "-c", f"exec {command}"],
            cwd=ROOT,
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                with urllib.request.urlopen(f"http://{address}/readyz", timeout=2):
                    break
            except OSError:
                assert server.poll() is None, log.read_text()
                assert time.monotonic() < deadline, log.read_text()
                time.sleep(0.2)
        yield address
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=30)


def test_the_setup_block_holds_the_two_commands() -> None:
    commands = [line.split("#")[0].strip() for line in setup_block().splitlines()]
    assert commands == ["scripts/serve", "scripts/test"]
    for command in commands:
        assert os.access(ROOT / command, os.X_OK), command


CODE = [(language, code) for language, code in blocks() if "scripts/serve" not in code]


@pytest.mark.parametrize(("language", "code"), CODE, ids=[f"block-{i}" for i in range(len(CODE))])
def test_every_block_runs(bind: str, tmp_path: Path, language: str, code: str) -> None:
    code = code.replace(PORT, bind)
    runner = {"python": [sys.executable, "-c"], "sh": ["bash", "-eo", "pipefail", "-c"]}
    assert language in runner, f"a README block in {language!r}: say how to run it here"
    done = subprocess.run(
        [*runner[language], code], cwd=tmp_path, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip(), "a README example that prints nothing shows nothing"
