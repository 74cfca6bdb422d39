"""The examples in the package's docstrings are tests too."""

from __future__ import annotations

import doctest
import importlib

import pytest


@pytest.mark.parametrize("name", ["cards", "melds"])
def test_docstring_examples(name: str) -> None:
    module = importlib.import_module(f"service.games.femhundra.{name}")
    result = doctest.testmod(module)
    assert result.attempted > 0 and result.failed == 0
