"""Shared fixtures: the Flask app and its test client (the flask tutorial's pattern)."""

from __future__ import annotations

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service import create_app


@pytest.fixture(scope="session")
def app() -> Flask:
    return create_app({"TESTING": True})


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    return app.test_client()
