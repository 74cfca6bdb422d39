"""The runner talks plain HTTP: only its in-process reference (``oracle.py``) builds the app."""

from __future__ import annotations

from tests.test_architecture import SERVICE, imported_modules, is_within

WEB = ("flask", "werkzeug", "service.api", "requests", "service.create_app")


def test_only_the_oracle_imports_the_web_layer() -> None:
    files = sorted((SERVICE / "runner").glob("*.py"))
    assert {path.name for path in files} >= {"client.py", "checks.py", "oracle.py"}
    found = {
        path.name
        for path in files
        for _, module in imported_modules(path)
        if any(is_within(module, web) for web in WEB)
    }
    assert found == {"oracle.py"}


def test_the_oracle_is_imported_lazily_by_divide_alone() -> None:
    importers = {
        path.name
        for path in (SERVICE / "runner").glob("*.py")
        for _, module in imported_modules(path)
        if is_within(module, "service.runner.oracle")
    }
    assert importers == {"command.py"}
    command = (SERVICE / "runner" / "command.py").read_text()
    assert "\n    from service.runner.oracle import" in command  # inside a function
