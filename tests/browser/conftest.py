"""The browser tests' server (gunicorn, 2 workers, on loopback) and headless Chromium, one
of each per module."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from selenium import webdriver

from tests.support.browser import chromium
from tests.support.server import gunicorn


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with gunicorn(tmp_path_factory.mktemp("gunicorn") / "log", workers=2) as base:
        yield base


@pytest.fixture(scope="module")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[webdriver.Chrome]:
    with chromium(tmp_path_factory.mktemp("chromium")) as driver:
        yield driver
