"""GET /v1/conformance serves the checked-in kit: the manifest, and each game's file byte for
byte with its sha256 as the ETag; the kit ships with the package and into the container."""

from __future__ import annotations

import hashlib
import shutil
import subprocess
import sys
import zipfile
from fnmatch import fnmatch
from pathlib import Path

import pytest
from flask.testing import FlaskClient

from service.conformance import KIT, index

ROOT = Path(__file__).resolve().parents[2]
ENTRIES = index()["games"]
IGNORED = shutil.ignore_patterns("__pycache__", "*.pyc")


def test_the_manifest_is_the_index(client: FlaskClient) -> None:
    response = client.get("/v1/conformance")
    assert response.status_code == 200
    assert response.mimetype == "application/json"
    assert response.get_json() == index()


@pytest.mark.parametrize("entry", ENTRIES, ids=[e["game"] for e in ENTRIES])
def test_each_game_file_is_served_as_checked_in(client: FlaskClient, entry: dict[str, str]) -> None:
    response = client.get(f"/v1/conformance/{entry['game']}")
    assert response.status_code == 200
    assert response.mimetype == "application/json"
    assert response.data == (KIT / entry["file"]).read_bytes()
    assert hashlib.sha256(response.data).hexdigest() == entry["sha256"]
    assert response.headers["ETag"] == f'"{entry["sha256"]}"'


def test_a_client_holding_the_current_file_gets_304(client: FlaskClient) -> None:
    etag = client.get("/v1/conformance/kasino").headers["ETag"]
    again = client.get("/v1/conformance/kasino", headers={"If-None-Match": etag})
    assert (again.status_code, again.data) == (304, b"")
    stale = client.get("/v1/conformance/kasino", headers={"If-None-Match": '"0"'})
    assert stale.status_code == 200


def test_an_unknown_game_is_a_404_problem(client: FlaskClient) -> None:
    response = client.get("/v1/conformance/whist")
    assert response.status_code == 404
    assert response.mimetype == "application/problem+json"
    problem = response.get_json()
    assert problem["code"] == "unknown_game"
    assert "GET /v1/conformance" in problem["errors"][0]["message"]


def test_the_container_build_context_keeps_the_kit() -> None:
    """The Dockerfile copies service/ and installs it: no .dockerignore pattern may drop the
    kit's files on the way (a pattern matches a path or any of its parent directories)."""
    patterns = [
        line.strip().strip("/")
        for line in (ROOT / ".dockerignore").read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.startswith("#")
    ]
    kit_files = [p.relative_to(ROOT).as_posix() for p in KIT.rglob("*.json")]
    assert kit_files
    for path in kit_files:
        parents = [path, *("/".join(path.split("/")[:n]) for n in range(1, path.count("/") + 1))]
        dropped = [p for p in patterns if any(fnmatch(part, p) for part in parents)]
        assert not dropped, (path, dropped)


@pytest.mark.slow
def test_a_wheel_carries_the_kit(tmp_path: Path) -> None:
    """Built from a copy of what the Dockerfile copies, so no build/ is left in the tree."""
    source = tmp_path / "src"
    shutil.copytree(ROOT / "service", source / "service", ignore=IGNORED)
    for name in ("pyproject.toml", "README.md", "LICENSE"):
        shutil.copy(ROOT / name, source / name)
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q"]
        + ["-w", str(tmp_path), str(source)],
        check=True,
        timeout=300,
        capture_output=True,
    )
    (wheel,) = tmp_path.glob("kortdomaren-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    expected = {f"service/conformance/kit/{e['file']}" for e in ENTRIES}
    expected |= {f"service/conformance/kit/{n}" for n in ("index.json", "kit.schema.json")}
    assert expected <= names
