"""An app that holds the test sealing key (tests/seal/sealed_client.py), one per module."""

from __future__ import annotations

import hashlib
import itertools

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


@pytest.fixture
def fixed_server_seeds(monkeypatch: pytest.MonkeyPatch) -> None:
    """Server seeds from a counter, so a sealed deal's cards are the same on every run.

    A long game such as Femhundra played by a policy can run for very different lengths on
    different cards; a test that plays one to its end must not depend on a fresh seed.
    """
    counter = itertools.count()

    def token_bytes(size: int) -> bytes:
        return hashlib.sha256(b"test server seed %d" % next(counter)).digest()[:size]

    monkeypatch.setattr("service.api.sealing.secrets.token_bytes", token_bytes)
