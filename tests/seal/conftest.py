"""An app that holds the test sealing key (tests/seal/sealed_client.py), one per module."""

from __future__ import annotations

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service import create_app
from tests.seal.sealed_client import KEYS


@pytest.fixture(scope="module")
def sealed_app() -> Flask:
    return create_app({"TESTING": True, "SEAL_KEYS": KEYS})


@pytest.fixture
def api(sealed_app: Flask) -> FlaskClient:
    return sealed_app.test_client()
