"""clients/README.md names every module of the Python client's ``api`` package.

The generated client gains a module whenever the contract gains an operation; a reader of the
README should find each one there, with its request, not only in the generated sources.
"""

from __future__ import annotations

from pathlib import Path

CLIENTS = Path(__file__).resolve().parents[2] / "clients"
API = CLIENTS / "python" / "kortdomaren_client" / "api"


def api_modules() -> list[str]:
    """``api.<tag>.<operation>`` for every generated operation module."""
    return sorted(
        f"api.{module.parent.name}.{module.stem}"
        for module in API.glob("*/*.py")
        if module.stem != "__init__"
    )


def test_the_readme_names_every_api_module() -> None:
    modules = api_modules()
    assert len(modules) >= 17  # every operation of the contract today
    readme = (CLIENTS / "README.md").read_text()
    missing = [module for module in modules if f"`{module}`" not in readme]
    assert not missing, "add to clients/README.md's table of modules: " + ", ".join(missing)
