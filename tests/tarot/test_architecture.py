"""The tarot package stays pure: no web, schema or JSON library anywhere in it."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "service" / "games" / "tarot"
FORBIDDEN = ("flask", "marshmallow", "json", "orjson", "werkzeug", "apispec", "service.api")


@pytest.mark.parametrize("path", sorted(PACKAGE.glob("*.py")), ids=lambda p: p.name)
def test_no_web_imports(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = [
        alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.Import)
        for alias in node.names
    ] + [node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)]
    bad = [n for n in names if any(n == f or n.startswith(f + ".") for f in FORBIDDEN)]
    assert not bad, f"{path.name} imports {bad}"


def test_no_global_random() -> None:
    """Seeded dealing only through service.core.deal (a private random.Random)."""
    for path in PACKAGE.glob("*.py"):
        assert "import random" not in path.read_text(encoding="utf-8"), path.name
