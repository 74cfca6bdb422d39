"""Every data file a package reads at run time is in the installed package (the image installs
the project, not a checkout): pyproject's package-data globs cover each non-Python file under
the packages that serve files, or the container's /play would answer 500."""

from __future__ import annotations

import tomllib
from fnmatch import fnmatchcase
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = (
    "service.api.play",
    "service.api.examples",
    "service.conformance",
    "service.translations",
)
SKIPPED = {".py", ".pyc", ".cfg"}


def covered(relative: str, pattern: str) -> bool:
    """setuptools' glob: ``*`` stays within one folder."""
    parts, wanted = relative.split("/"), pattern.split("/")
    return len(parts) == len(wanted) and all(map(fnmatchcase, parts, wanted))


def test_a_glob_stays_within_its_folder() -> None:
    assert covered("static/play.css", "static/*")
    assert not covered("static/js/main.js", "static/*")


@pytest.mark.parametrize("package", PACKAGES)
def test_package_data_covers_every_file_served(package: str) -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    globs = config["tool"]["setuptools"]["package-data"][package]
    folder = ROOT.joinpath(*package.split("."))
    files = [
        path.relative_to(folder).as_posix()
        for path in folder.rglob("*")
        if path.is_file() and path.suffix not in SKIPPED and "__pycache__" not in path.parts
    ]
    assert files, folder
    for relative in files:
        assert any(covered(relative, pattern) for pattern in globs), (
            f"{package}: {relative} is not in its package-data"
        )
