"""The production front: brotli or gzip for the text types above 1 KiB, the service's ETag/304
and its CORS headers intact through nginx, and the same caching answers from gunicorn alone
(scripts/serve).

The sizes docs/operations.md quotes ("Compression and caching") are the ones this test prints
(``pytest -s``).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import gzip
import http.client
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.proxy.stack import Stack, stack

pytestmark = pytest.mark.timeout(120)

#: path -> the type nginx must compress it as
COMPRESSED = {
    "/openapi.yaml": "application/yaml",
    "/v1/games": "application/json",
    "/v1/conformance/kasino": "application/json",
    "/docs/static/swagger-ui-bundle.js": "text/javascript",
    "/docs/static/swagger-ui.css": "text/css",
    "/play/static/js/main.js": "text/javascript",
    "/play/static/play.css": "text/css",
}
PAGE = "http://127.0.0.1:5173"


@pytest.fixture(scope="module")
def servers(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Stack]:
    with stack(tmp_path_factory.mktemp("front"), workers=1) as running:
        yield running


def fetch(
    port: int,
    path: str,
    headers: dict[str, str] | None = None,
    method: str = "GET",
    body: bytes | None = None,
) -> tuple[int, dict[str, str], bytes]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        connection.request(method, path, body=body, headers=headers or {})
        answer = connection.getresponse()
        merged: dict[str, str] = {}
        for name, value in answer.getheaders():  # a repeated field (Vary) as one list
            key = name.lower()
            merged[key] = f"{merged[key]}, {value}" if key in merged else value
        return answer.status, merged, answer.read()
    finally:
        connection.close()


def test_text_types_are_gzipped_above_1_kib(servers: Stack) -> None:
    for path, kind in COMPRESSED.items():
        _, direct_headers, plain = fetch(servers.gunicorn, path, {"Accept-Encoding": "gzip"})
        assert "content-encoding" not in direct_headers  # gunicorn alone sends bytes as they are
        status, headers, packed = fetch(servers.nginx, path, {"Accept-Encoding": "gzip"})
        assert status == 200, path
        assert headers["content-type"].startswith(kind), (path, headers["content-type"])
        assert headers["content-encoding"] == "gzip", path
        assert "Accept-Encoding" in headers["vary"], path
        assert gzip.decompress(packed) == plain, path
        assert len(packed) < len(plain) / 2, path
        print(f"{path}: {len(plain)} bytes, gzip {len(packed)}")  # the figures of the docs
        # a client that did not ask for gzip gets the bytes as they are
        status, headers, same = fetch(servers.nginx, path)
        assert "content-encoding" not in headers and same == plain, path


def unbrotli(data: bytes, limit: int) -> bytes:
    """Brotli's own decoder (libbrotlidec, which nginx's brotli module depends on)."""
    name = ctypes.util.find_library("brotlidec")
    assert name, "libbrotlidec is missing (Debian's libbrotli1)"
    library = ctypes.CDLL(name)
    size = ctypes.c_size_t(limit)
    out = ctypes.create_string_buffer(limit)
    assert library.BrotliDecoderDecompress(len(data), data, ctypes.byref(size), out) == 1
    return out.raw[: size.value]


def test_brotli_for_clients_that_ask_for_it(servers: Stack) -> None:
    for path in COMPRESSED:
        _, _, plain = fetch(servers.gunicorn, path)
        _, _, zipped = fetch(servers.nginx, path, {"Accept-Encoding": "gzip"})
        status, headers, packed = fetch(servers.nginx, path, {"Accept-Encoding": "gzip, br"})
        assert status == 200 and headers["content-encoding"] == "br", path
        assert "Accept-Encoding" in headers["vary"], path
        assert unbrotli(packed, len(plain) + 1) == plain, path
        assert len(packed) < len(zipped), path
        print(f"{path}: brotli {len(packed)}")


def test_small_answers_are_sent_as_they_are(servers: Stack) -> None:
    status, headers, body = fetch(servers.nginx, "/healthz", {"Accept-Encoding": "gzip"})
    assert status == 200 and len(body) < 1024
    assert "content-encoding" not in headers
    status, headers, body = fetch(servers.nginx, "/healthz", {"Accept-Encoding": "br"})
    assert "content-encoding" not in headers


@pytest.mark.parametrize("front", ["gunicorn", "nginx"])
def test_etag_and_304_on_both_topologies(servers: Stack, front: str) -> None:
    port = getattr(servers, front)
    for path in (*COMPRESSED, "/docs", "/play", "/v1/games/kasino"):
        for encoding in ("gzip", "br"):
            status, headers, body = fetch(port, path, {"Accept-Encoding": encoding})
            assert status == 200 and body, path
            etag = headers["etag"]
            assert headers["cache-control"].startswith("public"), path
            if "content-encoding" in headers:  # the bytes sent are not the service's
                assert etag.startswith('W/"'), (path, etag)
            again, again_headers, empty = fetch(
                port, path, {"Accept-Encoding": encoding, "If-None-Match": etag}
            )
            assert again == 304 and empty == b"", (front, path, encoding, again)
            assert again_headers["cache-control"] == headers["cache-control"]


def test_cors_passes_the_front(servers: Stack) -> None:
    preflight = {
        "Origin": PAGE,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type, x-request-id",
    }
    status, headers, body = fetch(servers.nginx, "/v1/games/kasino/apply", preflight, "OPTIONS")
    assert status == 204 and body == b""
    assert headers["access-control-allow-origin"] == "*"
    assert "POST" in headers["access-control-allow-methods"]
    assert headers["access-control-allow-headers"] == "content-type, x-request-id"
    assert int(headers["access-control-max-age"]) > 0
    status, headers, body = fetch(
        servers.nginx,
        "/v1/games/kasino/deals",
        {"Content-Type": "application/json", "Origin": PAGE, "X-Request-ID": "from-a-page"},
        "POST",
        b'{"players": 9}',
    )
    assert status == 422 and headers["content-type"] == "application/problem+json"
    assert headers["access-control-allow-origin"] == "*"
    assert headers["x-request-id"] == "from-a-page"
    exposed = {name.strip() for name in headers["access-control-expose-headers"].split(",")}
    assert {"X-Request-ID", "Content-Language"} <= exposed
    # an OPTIONS that is no preflight is still the service's 405 problem, not nginx's
    status, headers, body = fetch(servers.nginx, "/v1/games", method="OPTIONS")
    assert status == 405 and headers["content-type"] == "application/problem+json"
    assert headers["allow"] == "GET, HEAD"
    assert b'"method_not_allowed"' in body


def test_both_encodings_name_the_text_types() -> None:
    """The types the service sends its documents as are all on nginx's lists, the same for
    gzip and brotli."""
    text = (Path(__file__).resolve().parents[2] / "deploy/nginx/kortdomaren.conf").read_text()
    lists = []
    for directive in ("gzip_types", "brotli_types"):
        start = text.index(f"    {directive} ")
        lists.append(set(text[start : text.index(";", start)].split()[1:]))
    assert lists[0] == lists[1]
    assert set(COMPRESSED.values()) | {"application/problem+json"} <= lists[0]
