"""The rules stay pure: ``service/core`` and ``service/games`` know nothing of the web.

Every ``.py`` file below those packages is parsed (packages added later included) and its
imports checked: no web framework, no serialisation library, no server, nothing from
``service.api``; and the core never imports a game (the registry in ``service.games`` is the
one place that names them).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

SERVICE = Path(__file__).resolve().parents[1] / "service"
PURE_PACKAGES = ("core", "games", "bots")
FORBIDDEN = ("flask", "werkzeug", "marshmallow", "apispec", "json", "orjson", "gunicorn")
FORBIDDEN_SERVICE = ("service.api",)


def python_files(package: str) -> list[Path]:
    return sorted((SERVICE / package).rglob("*.py"))


def module_name(path: Path) -> str:
    parts = list(path.relative_to(SERVICE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imported_modules(path: Path, source: str | None = None) -> Iterator[tuple[int, str]]:
    """Every module ``path`` imports (relative imports resolved), with its line number.

    ``importlib.import_module("x")`` and ``__import__("x")`` with a literal name count too.
    ``source`` stands in for the file's text (to test the checker itself).
    """
    text = path.read_text(encoding="utf-8") if source is None else source
    tree = ast.parse(text, filename=str(path))
    package = module_name(path).split(".")
    if path.name != "__init__.py":
        package = package[:-1]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                prefix = ".".join(base)
                module = f"{prefix}.{node.module}" if node.module else prefix
            else:
                module = node.module or ""
            yield node.lineno, module
            for alias in node.names:  # `from service import api` imports service.api
                yield node.lineno, f"{module}.{alias.name}"
        elif isinstance(node, ast.Call) and node.args:
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            first = node.args[0]
            if (
                name in ("import_module", "__import__")
                and isinstance(first, ast.Constant)
                and isinstance(first.value, str)
            ):
                yield node.lineno, first.value


def is_within(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


def violations(path: Path, forbidden: tuple[str, ...]) -> list[str]:
    return [
        f"{path.relative_to(SERVICE.parent)}:{line} imports {module}"
        for line, module in imported_modules(path)
        if any(is_within(module, bad) for bad in forbidden)
    ]


def test_the_pure_packages_exist_and_have_files() -> None:
    for package in PURE_PACKAGES:
        assert python_files(package), package


@pytest.mark.parametrize("package", PURE_PACKAGES)
def test_no_web_or_serialisation_imports(package: str) -> None:
    found = [
        problem
        for path in python_files(package)
        for problem in violations(path, FORBIDDEN + FORBIDDEN_SERVICE)
    ]
    assert not found, "pure code imports web or serialisation modules:\n" + "\n".join(found)


def test_core_imports_no_game() -> None:
    found = [
        problem for path in python_files("core") for problem in violations(path, ("service.games",))
    ]
    assert not found, "service/core must not import games:\n" + "\n".join(found)


def test_bots_reach_games_only_through_the_protocol() -> None:
    """The bots know a game by ``Game`` and its ``bot_hooks`` (service/core/insight.py), never
    a family's modules: a new game must not mean editing the bots."""
    found = [
        problem for path in python_files("bots") for problem in violations(path, ("service.games",))
    ]
    assert not found, "service/bots must not import games:\n" + "\n".join(found)


def test_the_checker_sees_what_it_should() -> None:
    """The checker itself: relative, aliased and dynamic imports are all caught."""
    location = SERVICE / "games" / "fishing" / "probe.py"
    source = (
        "import json\n"
        "import orjson as fast\n"
        "from flask import Flask\n"
        "from ...api import routes\n"
        "from ... import api\n"
        "from service.api.body import json_body\n"
        "import importlib\n"
        "importlib.import_module('werkzeug.test')\n"
        "import jsonschema_rs\n"
        "from . import state\n"
    )
    modules = {module for _, module in imported_modules(location, source)}
    bad = {m for m in modules if any(is_within(m, b) for b in FORBIDDEN + FORBIDDEN_SERVICE)}
    assert {"json", "orjson", "flask", "service.api", "werkzeug.test", "service.api.body"} <= bad
    assert "service.api.routes" in bad
    assert "jsonschema_rs" not in bad
    assert "service.games.fishing.state" in modules


def test_fishing_knows_neither_the_building_family_nor_a_cycle_of_its_own() -> None:
    """Building builds on fishing, so fishing must not import building; and the state check,
    which the engine calls, reads the game through a protocol rather than the engine."""
    for path in python_files("games/fishing"):
        for line, name in imported_modules(path):
            assert not name.startswith("service.games.building"), f"{path.name}:{line}: {name}"
    checking = SERVICE / "games" / "fishing" / "checking.py"
    assert "service.games.fishing.engine" not in {name for _, name in imported_modules(checking)}
