"""The Python example in clients/README.md runs as written against the service."""

from __future__ import annotations

import os
import re
import subprocess
import sys

from tests.clients.conftest import SDK_DIR
from tests.support.tools import ROOT

README = ROOT / "clients" / "README.md"


def test_the_readme_python_example_runs(server_url: str) -> None:
    blocks = re.findall(r"```python\n(.*?)```", README.read_text(), flags=re.DOTALL)
    assert len(blocks) == 1, "clients/README.md should have one Python example"
    example = blocks[0]
    assert 'base_url="http://127.0.0.1:8000"' in example
    example = example.replace("http://127.0.0.1:8000", server_url)
    ran = subprocess.run(
        [sys.executable, "-c", example],
        env={**os.environ, "PYTHONPATH": str(SDK_DIR)},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout.strip().endswith("False")  # deal_over, printed last
