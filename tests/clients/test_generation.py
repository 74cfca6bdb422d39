"""The committed clients are exactly what scripts/generate-clients makes from openapi.yaml, and
the Python SDK installs with pip."""

from __future__ import annotations

import difflib
import filecmp
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.tools import ROOT, node_tool

CLIENTS = ROOT / "clients"
SCRIPT = ROOT / "scripts" / "generate-clients"


def _files(root: Path) -> dict[str, Path]:
    """Every file under ``root`` by relative path, without caches a run may leave behind."""
    return {
        path.relative_to(root).as_posix(): path
        for path in root.rglob("*")
        if path.is_file() and not any(_is_litter(part) for part in path.relative_to(root).parts)
    }


def _is_litter(name: str) -> bool:
    """What running, linting or building the SDK in place leaves (its .gitignore lists them)."""
    caches = {"__pycache__", ".mypy_cache", ".ruff_cache", ".pytest_cache", "build", "dist"}
    return name in caches or name.endswith(".egg-info")


def _differences(committed: Path, fresh: Path) -> list[str]:
    old, new = _files(committed), _files(fresh)
    changed = [
        name
        for name in sorted(old.keys() & new.keys())
        if not filecmp.cmp(old[name], new[name], shallow=False)
    ]
    return (
        [f"only committed: {name}" for name in sorted(old.keys() - new.keys())]
        + [f"only generated: {name}" for name in sorted(new.keys() - old.keys())]
        + [f"differs: {name}" for name in changed]
    )


@pytest.fixture(scope="module")
def regenerated(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """scripts/generate-clients run into a temp dir, with this venv's generator and ruff."""
    node_tool("openapi-typescript")
    out = tmp_path_factory.mktemp("clients")
    subprocess.run(
        ["bash", str(SCRIPT), str(out)],
        check=True,
        timeout=120,
        env={**os.environ, "PYTHON": sys.executable},
        capture_output=True,
    )
    return out


def _first_diff(committed: Path, fresh: Path, name: str) -> str:
    """The start of a unified diff of one file, to show in the failure."""
    old = (committed / name).read_text().splitlines() if (committed / name).exists() else []
    new = (fresh / name).read_text().splitlines() if (fresh / name).exists() else []
    lines = difflib.unified_diff(old, new, f"committed/{name}", f"generated/{name}", lineterm="")
    return "\n".join(list(lines)[:40])


def test_python_sdk_matches_the_spec(regenerated: Path) -> None:
    committed, fresh = CLIENTS / "python", regenerated / "python"
    differences = _differences(committed, fresh)
    assert not differences, (
        f"clients/python is not what openapi.yaml generates ({len(differences)} files: "
        f"{differences[:10]}): run scripts/generate-clients and commit the result\n"
        + _first_diff(committed, fresh, differences[0].split(": ", 1)[1])
    )


def test_typescript_types_match_the_spec(regenerated: Path) -> None:
    """Only schema.d.ts is generated; client.ts and the examples beside it are written by hand
    (test_typescript compiles them against it)."""
    committed, fresh = CLIENTS / "typescript", regenerated / "typescript"
    assert sorted(_files(fresh)) == ["schema.d.ts"]
    assert (committed / "schema.d.ts").read_bytes() == (fresh / "schema.d.ts").read_bytes(), (
        "clients/typescript/schema.d.ts is not what openapi.yaml generates: "
        "run scripts/generate-clients and commit the result\n"
        + _first_diff(committed, fresh, "schema.d.ts")
    )


def test_python_sdk_installs_with_pip(tmp_path: Path) -> None:
    """`pip install ./clients/python` as the README says, then the installed copy imports and
    is typed. Built from a copy (a build in place leaves build/ behind) with the venv's
    setuptools and no index: its dependencies, httpx and attrs, are the test extra's too."""
    source = tmp_path / "python"
    shutil.copytree(CLIENTS / "python", source)
    target = tmp_path / "site"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "install",
            "--quiet",
            "--disable-pip-version-check",
            "--no-deps",
            "--no-build-isolation",
            "--no-index",
            "--target",
            str(target),
            str(source),
        ],
        check=True,
        timeout=120,
        capture_output=True,
    )
    assert (target / "kortdomaren_client" / "py.typed").is_file()
    probe = subprocess.run(
        [
            sys.executable,
            "-I",
            "-c",
            "import sys; sys.path.insert(0, sys.argv[1]); import kortdomaren_client as k; "
            "from kortdomaren_client import Client; print(k.__file__)",
            str(target),
        ],
        check=True,
        timeout=60,
        capture_output=True,
        text=True,
    )
    assert probe.stdout.strip().startswith(str(target))
