"""The public nginx passes /play and its files whole, with the service's own headers.

The page is only useful behind the production proxy if nginx neither hides it (a location that
answers 404 itself, as /metrics does) nor strips the Content-Security-Policy that lets its
script run, nor rewrites the types the browser needs (nosniff refuses a script sent as
anything but JavaScript).
"""

from __future__ import annotations

import http.client
import json
import re
from pathlib import Path

import pytest

from service.api.play import ASSETS, STATIC
from tests.proxy.stack import stack

pytestmark = pytest.mark.timeout(120)

TYPES = {"js": "text/javascript", "css": "text/css", "svg": "image/svg+xml"}


def get(port: int, path: str, **headers: str) -> tuple[int, dict[str, str], bytes]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        connection.request("GET", path, headers=headers)
        answer = connection.getresponse()
        return answer.status, {k.lower(): v for k, v in answer.getheaders()}, answer.read()
    finally:
        connection.close()


def test_play_and_its_files_pass_through_nginx(tmp_path: Path) -> None:
    with stack(tmp_path) as servers:
        direct = get(servers.gunicorn, "/play")
        status, headers, body = get(servers.nginx, "/play", **{"Accept-Language": "sv"})
        assert status == 200 and headers["content-type"].startswith("text/html")
        assert headers["content-language"] == "sv"
        policy = headers["content-security-policy"]
        assert policy == direct[1]["content-security-policy"]
        assert "script-src 'self'" in policy
        for name in ASSETS:
            status, headers, body = get(servers.nginx, f"/play/static/{name}")
            assert status == 200, name
            assert body == (STATIC / name).read_bytes()
            assert headers["content-type"].startswith(TYPES[name.rsplit(".", 1)[1]])
            assert headers["content-security-policy"] == policy
            assert headers["x-content-type-options"] == "nosniff"
        # the page's API calls go through the same proxy
        status, headers, body = get(servers.nginx, "/v1/games", **{"Accept-Language": "fi"})
        assert status == 200 and json.loads(body)["games"]
        status, headers, body = get(servers.nginx, "/play/static/nothing.js")
        assert status == 404 and headers["content-type"] == "application/problem+json"
        assert re.search(rb'"code":\s*"not_found"', body)
