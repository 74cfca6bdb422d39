"""Find the real programs the component tests drive, or fail saying how to get them.

scripts/test installs them (scripts/bootstrap-system); a test that needs one never skips
silently, since a skipped browser or proxy test proves nothing.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NODE_BIN = ROOT / "tools" / "node" / "node_modules" / ".bin"


def system_tool(command: str, package: str) -> str:
    """The path of a Debian-packaged command (also looked for in /usr/sbin)."""
    found = shutil.which(command) or shutil.which(command, path="/usr/sbin:/sbin")
    if found is None:
        pytest.fail(
            f"{command} is missing: run scripts/bootstrap-system (Debian package {package})"
        )
    return found


def node_tool(command: str) -> str:
    """The path of a tool from tools/node (npm ci --prefix tools/node)."""
    path = NODE_BIN / command
    if not path.exists():
        pytest.fail(f"{path} is missing: run scripts/bootstrap-system (npm ci in tools/node)")
    return str(path)
