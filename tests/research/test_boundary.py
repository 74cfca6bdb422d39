"""The service installs and runs without the research extra: nothing under ``service/``
imports the research package or its libraries."""

from __future__ import annotations

from pathlib import Path

from tests.test_architecture import imported_modules, is_within

SERVICE = Path(__file__).resolve().parents[2] / "service"
RESEARCH = ("kortdomaren_research", "pyspiel", "open_spiel", "pettingzoo", "gymnasium", "numpy")


def test_the_service_never_imports_the_research_package() -> None:
    found = [
        f"{path.relative_to(SERVICE.parent)}:{line} imports {module}"
        for path in sorted(SERVICE.rglob("*.py"))
        for line, module in imported_modules(path)
        if any(is_within(module, name) for name in RESEARCH)
    ]
    assert found == []
    assert len(list(SERVICE.rglob("*.py"))) > 50  # the walk found the service
