"""ETag, Cache-Control and 304 for the documents that only change with a deploy (the app's side;
tests/proxy/test_compression.py checks the same through gunicorn and nginx)."""

from __future__ import annotations

import hashlib

import pytest
from flask.testing import FlaskClient

from service.api.caching import PINNED, REVALIDATE
from tests.api.conftest import url

#: path -> the Cache-Control it must carry
DOCUMENTS = {
    "/v1/games": REVALIDATE,
    "/v1/games/kasino": REVALIDATE,
    "/openapi.yaml": REVALIDATE,
    "/docs": REVALIDATE,
    "/docs/static/start.js": REVALIDATE,
    "/docs/static/swagger-ui-bundle.js": PINNED,
    "/docs/static/swagger-ui.css": PINNED,
    "/play": REVALIDATE,
    "/play/static/js/main.js": REVALIDATE,
    "/play/static/play.css": REVALIDATE,
    "/v1/conformance": REVALIDATE,
    "/v1/conformance/kasino": REVALIDATE,
}


@pytest.mark.parametrize("path", sorted(DOCUMENTS))
def test_a_document_answers_304_to_its_own_etag(client: FlaskClient, path: str) -> None:
    first = client.get(path)
    assert first.status_code == 200, path
    etag = first.headers["ETag"]
    assert etag.startswith('"') and len(etag) > 8, etag
    assert first.headers["Cache-Control"] == DOCUMENTS[path]
    # as sent back by a browser, and as nginx's gzip makes it (weak)
    for tag in (etag, f"W/{etag}", f'"stale", {etag}'):
        again = client.get(path, headers={"If-None-Match": tag})
        assert again.status_code == 304, (path, tag)
        assert again.get_data() == b""
        assert again.headers["ETag"] == etag
        assert again.headers["Cache-Control"] == DOCUMENTS[path]
    head = client.head(path, headers={"If-None-Match": etag})
    assert head.status_code == 304
    stale = client.get(path, headers={"If-None-Match": '"not-this-one"'})
    assert stale.status_code == 200 and stale.get_data() == first.get_data()


def test_the_contract_etag_names_its_bytes(client: FlaskClient) -> None:
    response = client.get("/openapi.yaml")
    digest = hashlib.sha256(response.get_data()).hexdigest()
    assert response.headers["ETag"].strip('"') == digest[:32]


def test_each_language_has_its_own_etag(client: FlaskClient) -> None:
    """The /play page is written in the asked language; a copy kept for one is no copy of
    another."""
    path = "/play"
    english = client.get(path, headers={"Accept-Language": "en"})
    swedish = client.get(path, headers={"Accept-Language": "sv"})
    assert english.get_data() != swedish.get_data()
    assert english.headers["ETag"] != swedish.headers["ETag"]
    assert "Accept-Language" in swedish.headers["Vary"]
    cross = client.get(
        path, headers={"Accept-Language": "sv", "If-None-Match": english.headers["ETag"]}
    )
    assert cross.status_code == 200 and cross.get_data() == swedish.get_data()
    catalogue = client.get("/v1/games", headers={"Accept-Language": "fi"})
    assert "Accept-Language" in catalogue.headers["Vary"]  # Content-Language follows it


def test_play_and_problems_are_not_cached(client: FlaskClient) -> None:
    """A move's answer is computed for its request; a refusal is no document to keep."""
    answer = client.post(url("deals"), json={"players": 2, "seed": 1})
    assert answer.status_code == 200
    assert "ETag" not in answer.headers and "Cache-Control" not in answer.headers
    missing = client.get("/v1/games/nosuchgame")
    assert missing.status_code == 404
    assert "ETag" not in missing.headers and "Cache-Control" not in missing.headers
    health = client.get("/healthz")
    assert "ETag" not in health.headers
