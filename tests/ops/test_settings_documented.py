"""Every KORTDOMAREN_* variable the code reads is in docs/operations.md's settings table.

An operator learns what can be set from that table alone; a variable added to the service,
gunicorn.conf.py, the image's entrypoint, the manifests or the scripts without a row there is a
setting nobody knows of. Each row must also give a default and a meaning.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OPERATIONS = ROOT / "docs" / "operations.md"
#: Where the running service and its start-up read their settings.
CODE = ("service", "gunicorn.conf.py", "deploy", "scripts")
NAME = re.compile(r"\bKORTDOMAREN_[A-Z0-9_]*[A-Z0-9]\b")


def variables_in_code() -> dict[str, str]:
    """Each KORTDOMAREN_* name found in the code, with one file that names it."""
    found: dict[str, str] = {}
    for top in CODE:
        path = ROOT / top
        files = [path] if path.is_file() else sorted(p for p in path.rglob("*") if p.is_file())
        for file in files:
            if "__pycache__" in file.parts or file.suffix in {".mo", ".pyc"}:
                continue
            try:
                text = file.read_text(encoding="utf-8")
            except UnicodeDecodeError:
                continue
            for name in NAME.findall(text):
                found.setdefault(name, str(file.relative_to(ROOT)))
    return found


def settings_table() -> dict[str, tuple[str, str]]:
    """The rows of the "Environment" table: each variable named in a row's first cell, with
    that row's default and meaning."""
    section = OPERATIONS.read_text().split("### Environment", 1)[1].split("\n#", 1)[0]
    rows: dict[str, tuple[str, str]] = {}
    for line in section.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) < 3 or not cells[0].startswith("`"):
            continue
        for name in re.findall(r"`([A-Z][A-Z0-9_]+)`", cells[0]):
            rows[name] = (cells[1], " | ".join(cells[2:]))
    return rows


def test_the_code_reads_variables_this_test_can_find() -> None:
    found = variables_in_code()
    # the settings every deployment meets: if these are not found, the search is broken
    assert {"KORTDOMAREN_BIND", "KORTDOMAREN_SEAL_KEYS", "KORTDOMAREN_LEDGER"} <= set(found)


def test_every_variable_the_code_reads_has_a_row() -> None:
    rows = settings_table()
    missing = {name: file for name, file in variables_in_code().items() if name not in rows}
    assert not missing, "add a row to docs/operations.md's Environment table for: " + ", ".join(
        f"{name} (read in {file})" for name, file in sorted(missing.items())
    )


def test_every_row_gives_a_default_and_a_meaning() -> None:
    rows = settings_table()
    assert len(rows) >= 10
    for name, (default, meaning) in rows.items():
        assert default and len(meaning) > 10, name


def test_no_row_names_a_variable_the_code_no_longer_reads() -> None:
    found = variables_in_code()
    stale = [name for name in settings_table() if name.startswith("KORTDOMAREN_")]
    assert [name for name in stale if name not in found] == []
