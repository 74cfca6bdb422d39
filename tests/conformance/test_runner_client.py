"""The runner's HTTP client: bounded by its timeout, and robust to closed keep-alive
connections (a server may close an idle one at any moment)."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator

import pytest

from service.runner.client import HttpServer, ServerError


@pytest.fixture
def silent() -> Iterator[str]:
    """A server that accepts connections and never answers."""
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(8)
        yield f"http://127.0.0.1:{listener.getsockname()[1]}"


def one_answer_per_connection(body: bytes, connections: int) -> tuple[str, list[int]]:
    """A server that answers one request per connection, then hangs up without saying so
    (HTTP/1.1, no ``Connection: close``); returns its URL and, per connection, the requests
    it read."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(8)
    served: list[int] = []

    def serve() -> None:
        with listener:
            for _ in range(connections):
                peer, _address = listener.accept()
                with peer:
                    data = b""
                    while b"\r\n\r\n" not in data:
                        data += peer.recv(65536)
                    head, _, rest = data.partition(b"\r\n\r\n")
                    length = next(
                        int(line.split(b":")[1])
                        for line in head.split(b"\r\n")
                        if line.lower().startswith(b"content-length")
                    )
                    while len(rest) < length:
                        rest += peer.recv(65536)
                    served.append(1)  # before answering: the client may be done at once
                    answer = b"HTTP/1.1 200 OK\r\ncontent-type: application/json\r\n"
                    peer.sendall(answer + b"content-length: %d\r\n\r\n" % len(body) + body)

    threading.Thread(target=serve, daemon=True).start()
    return f"http://127.0.0.1:{listener.getsockname()[1]}", served


def test_a_silent_server_costs_the_timeout(silent: str) -> None:
    server = HttpServer(silent, timeout=0.5)
    began = time.monotonic()
    with pytest.raises(ServerError, match="timed out"):
        server.post("/v1/games/kasino/legal-moves", {"state": {}})
    assert 0.4 < time.monotonic() - began < 5


def test_a_closed_keep_alive_connection_is_retried_once_on_a_fresh_one() -> None:
    url, served = one_answer_per_connection(b'{"ok": true}', connections=3)
    server = HttpServer(url, timeout=5)
    answers = [server.post("/v1/x", {"n": n}) for n in range(3)]
    assert [(a.status, a.body) for a in answers] == [(200, {"ok": True})] * 3
    assert len(served) == 3  # three connections: each reuse failed and was retried


def test_an_answer_that_is_not_json_is_a_server_error() -> None:
    url, _served = one_answer_per_connection(b"<html>", connections=1)
    with pytest.raises(ServerError, match="not JSON"):
        HttpServer(url, timeout=5).post("/v1/x", {})


@pytest.mark.parametrize("url", ["ftp://example.org", "example.org:8000", "http://"])
def test_only_http_urls_are_taken(url: str) -> None:
    with pytest.raises(ValueError, match="http:// or https://"):
        HttpServer(url)
